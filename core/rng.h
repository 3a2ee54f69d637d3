// Reproducible randomness. A seed must give the same walls, games and samples on every platform
// and library version, so nothing here uses absl::BitGen (its output may change between Abseil
// releases) or the std distributions (their algorithms are implementation-defined).
//   - Seeds: SplitMix64 derives every stream (a game's wall, a seat's player, a world) from its
//     parent seed.
//   - The referee's wall and dice: std::mt19937_64, specified bit for bit by the C++ standard,
//     drawn from by UniformBelow's plain rejection sampling.
//   - Rng: the player's sampling, a SplitMix64 stream (several times faster than mt19937_64 in
//     the playouts' hot loop).
#ifndef MJ16_CORE_RNG_H_
#define MJ16_CORE_RNG_H_

#include <cstdint>
#include <random>

namespace mj16 {

inline constexpr std::uint64_t kGolden = 0x9E3779B97F4A7C15ULL;

// SplitMix64's output function: a bijective mix of 64 bits, so distinct inputs stay distinct.
constexpr std::uint64_t Mix64(std::uint64_t x) {
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

// The seed of stream `stream` (game i, seat s, ...) under a parent seed: SplitMix64's i-th output
// from state `seed`, i.e. Mix64(seed + (stream + 1) * golden-ratio constant).
constexpr std::uint64_t DeriveSeed(std::uint64_t seed, std::uint64_t stream) {
  return Mix64(seed + (stream + 1) * kGolden);
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

// Uniform in [0, n), n >= 1, from the referee's engine: draws again while the value falls in the
// incomplete last block of n, so every result has the same number of preimages.
inline std::uint64_t UniformBelow(std::mt19937_64& engine, std::uint64_t n) {
  const std::uint64_t limit = std::mt19937_64::max() - std::mt19937_64::max() % n;
  std::uint64_t x;
  do {
    x = engine();
  } while (x >= limit);
  return x % n;
}

// The player's generator: SplitMix64 from `seed`.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t Next() { return Mix64(state_ += kGolden); }
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
