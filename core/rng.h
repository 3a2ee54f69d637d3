// A small fast generator (splitmix64) for the player's sampling: the same seed gives the same
// draws on every platform, which std's distributions do not promise.
#ifndef MJ16_CORE_RNG_H_
#define MJ16_CORE_RNG_H_

#include <cstdint>

namespace mj16 {

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t Next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n) for n < 2^32 (multiply-shift: a bias below n / 2^32).
  int Below(int n) {
    return static_cast<int>(((Next() >> 32) * static_cast<std::uint64_t>(n)) >> 32);
  }
  // Uniform in [0, 1).
  double Uniform() { return static_cast<double>(Next() >> 11) * 0x1.0p-53; }

 private:
  std::uint64_t state_;
};

}  // namespace mj16

#endif  // MJ16_CORE_RNG_H_
