// Reproducible randomness for the referee and the built-in players. A seed must give the same
// walls and the same games on every platform and library version, so nothing here uses
// absl::BitGen (its output may change between Abseil releases) or the std distributions (their
// algorithms are implementation-defined). std::mt19937_64 is specified bit for bit by the C++
// standard; on top of it UniformBelow uses plain rejection sampling, written out here.
#ifndef MJ16_CORE_GAME_RNG_H_
#define MJ16_CORE_GAME_RNG_H_

#include <cstdint>
#include <random>

namespace mj16::game {

// SplitMix64's output function: a bijective mix of 64 bits, so distinct inputs stay distinct.
constexpr std::uint64_t Mix64(std::uint64_t x) {
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

// The seed of stream `stream` (game i, seat s, ...) under a parent seed: SplitMix64's i-th output
// from state `seed`, i.e. Mix64(seed + (stream + 1) * golden-ratio constant).
constexpr std::uint64_t DeriveSeed(std::uint64_t seed, std::uint64_t stream) {
  return Mix64(seed + (stream + 1) * 0x9E3779B97F4A7C15ULL);
}

// The streams a match seed splits into, so that no two uses share a seed: game i's wall and dice
// come from DeriveSeed(DeriveSeed(seed, kGameStreams), i), the first dealer from
// DeriveSeed(seed, kDealerStream), seat s's unseeded player from
// DeriveSeed(DeriveSeed(seed, kPlayerStreams), s).
inline constexpr std::uint64_t kGameStreams = 0;
inline constexpr std::uint64_t kDealerStream = 1;
inline constexpr std::uint64_t kPlayerStreams = 2;

// The wall and dice seed of game (or deal group) i of a match: the one place duplicate formats
// agree on, so games sharing a deal get the same wall.
constexpr std::uint64_t WallSeed(std::uint64_t match_seed, std::uint64_t i) {
  return DeriveSeed(DeriveSeed(match_seed, kGameStreams), i);
}

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : engine_(seed) {}

  // Uniform in [0, n), n >= 1: draws again while the value falls in the incomplete last block of
  // n, so every result has the same number of preimages.
  std::uint64_t UniformBelow(std::uint64_t n) {
    const std::uint64_t limit = std::mt19937_64::max() - std::mt19937_64::max() % n;
    std::uint64_t x;
    do {
      x = engine_();
    } while (x >= limit);
    return x % n;
  }
  int Below(int n) { return static_cast<int>(UniformBelow(static_cast<std::uint64_t>(n))); }
  // A die: 1..6.
  int Die() { return Below(6) + 1; }

 private:
  std::mt19937_64 engine_;
};

}  // namespace mj16::game

#endif  // MJ16_CORE_GAME_RNG_H_
