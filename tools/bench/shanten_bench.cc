// Items per second of the table-driven shanten calls against the recursive reference.
// Random hands are drawn before timing and cycled, so the loop measures lookups only.
#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "benchmark/benchmark.h"
#include "tables/shanten.h"
#include "tests/support/reference_shanten.h"

namespace mj16::tables {
namespace {

constexpr int kHands = 4096;

// `count` hands of `size` tiles dealt from a shuffled 136-tile wall.
std::vector<TileCounts> RandomHands(int size, int count, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<int> wall;
  for (int t = 0; t < kNumKinds; ++t) wall.insert(wall.end(), kCopies, t);
  std::vector<TileCounts> hands(count);
  for (TileCounts& h : hands) {
    std::shuffle(wall.begin(), wall.end(), rng);
    h = {};
    for (int i = 0; i < size; ++i) ++h[wall[i]];
  }
  return hands;
}

// Items per second of `op` on `count` hands of `size` tiles, cycled (`count` a power of two).
template <typename Op>
void Cycle(benchmark::State& state, int size, int count, std::uint64_t seed, Op op) {
  const std::vector<TileCounts> hands = RandomHands(size, count, seed);
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(op(hands[i++ & (count - 1)]));
  state.SetItemsProcessed(state.iterations());
}

auto ShantenOf(int melds) {
  return [melds](const TileCounts& h) { return Shanten(h, melds); };
}
ShantenInfo Analyze5(const TileCounts& h) { return Analyze(h, 5); }
DiscardList AllDiscards(const TileCounts& h) { return AnalyzeDiscards(h, 5, h); }

void BM_Shanten17(benchmark::State& s) { Cycle(s, 17, kHands, 1, ShantenOf(5)); }
BENCHMARK(BM_Shanten17);
void BM_Shanten14(benchmark::State& s) { Cycle(s, 14, kHands, 2, ShantenOf(4)); }
BENCHMARK(BM_Shanten14);
// Shanten plus the effective set of 17-tile hands (the cost is the same for 16).
void BM_ShantenEffective17(benchmark::State& s) { Cycle(s, 17, kHands, 3, Analyze5); }
BENCHMARK(BM_ShantenEffective17);
void BM_ShantenEffective16(benchmark::State& s) { Cycle(s, 16, kHands, 4, Analyze5); }
BENCHMARK(BM_ShantenEffective16);
// Every discard of a 17-tile hand with shanten, effective set, live count and score.
void BM_AllDiscards17(benchmark::State& s) { Cycle(s, 17, kHands, 5, AllDiscards); }
BENCHMARK(BM_AllDiscards17);
// The discards of a 17-tile hand at the fewest shanten, without effective tiles.
void BM_FewestShantenDiscards17(benchmark::State& s) {
  Cycle(s, 17, kHands, 5, [](const TileCounts& h) { return FewestShantenDiscards(h, 5); });
}
BENCHMARK(BM_FewestShantenDiscards17);
void BM_ReferenceShanten17(benchmark::State& s) {
  Cycle(s, 17, kHands, 1, [](const TileCounts& h) { return reference::Shanten(h, 5); });
}
BENCHMARK(BM_ReferenceShanten17);
// 2^18 distinct hands: most lookups miss the caches, as in a long Monte-Carlo run.
void BM_Shanten17ColdCache(benchmark::State& s) { Cycle(s, 17, 1 << 18, 6, ShantenOf(5)); }
BENCHMARK(BM_Shanten17ColdCache);
// The same with 2^16 distinct hands: the discards' entries mostly miss the caches.
void BM_AllDiscards17ColdCache(benchmark::State& s) { Cycle(s, 17, 1 << 16, 7, AllDiscards); }
BENCHMARK(BM_AllDiscards17ColdCache);

}  // namespace
}  // namespace mj16::tables

BENCHMARK_MAIN();
