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

constexpr int kHands = 4096;  // a power of two: cycled with a mask

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

void BM_Shanten17(benchmark::State& state) {
  const std::vector<TileCounts> hands = RandomHands(17, kHands, 1);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(Shanten(hands[i++ & (kHands - 1)], 5));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Shanten17);

void BM_Shanten14(benchmark::State& state) {
  const std::vector<TileCounts> hands = RandomHands(14, kHands, 2);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(Shanten(hands[i++ & (kHands - 1)], 4));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Shanten14);

// Shanten plus the effective set of 17-tile hands (the cost is the same for 16).
void BM_ShantenEffective17(benchmark::State& state) {
  const std::vector<TileCounts> hands = RandomHands(17, kHands, 3);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(Analyze(hands[i++ & (kHands - 1)], 5));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ShantenEffective17);

void BM_ShantenEffective16(benchmark::State& state) {
  const std::vector<TileCounts> hands = RandomHands(16, kHands, 4);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(Analyze(hands[i++ & (kHands - 1)], 5));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ShantenEffective16);

// Every discard of a 17-tile hand with shanten, effective set, live count and score.
void BM_AllDiscards17(benchmark::State& state) {
  const std::vector<TileCounts> hands = RandomHands(17, kHands, 5);
  std::size_t i = 0;
  for (auto _ : state) {
    const TileCounts& h = hands[i++ & (kHands - 1)];
    benchmark::DoNotOptimize(AnalyzeDiscards(h, 5, h));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_AllDiscards17);

// The discards of a 17-tile hand at the fewest shanten, without effective tiles.
void BM_FewestShantenDiscards17(benchmark::State& state) {
  const std::vector<TileCounts> hands = RandomHands(17, kHands, 5);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(FewestShantenDiscards(hands[i++ & (kHands - 1)], 5));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_FewestShantenDiscards17);

void BM_ReferenceShanten17(benchmark::State& state) {
  const std::vector<TileCounts> hands = RandomHands(17, kHands, 1);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(reference::Shanten(hands[i++ & (kHands - 1)], 5));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ReferenceShanten17);

// 2^18 distinct hands: most lookups miss the caches, as in a long Monte-Carlo run.
void BM_Shanten17ColdCache(benchmark::State& state) {
  constexpr int kMany = 1 << 18;
  const std::vector<TileCounts> hands = RandomHands(17, kMany, 6);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(Shanten(hands[i++ & (kMany - 1)], 5));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Shanten17ColdCache);

// The same with 2^16 distinct hands: the discards' entries mostly miss the caches.
void BM_AllDiscards17ColdCache(benchmark::State& state) {
  constexpr int kMany = 1 << 16;
  const std::vector<TileCounts> hands = RandomHands(17, kMany, 7);
  std::size_t i = 0;
  for (auto _ : state) {
    const TileCounts& h = hands[i++ & (kMany - 1)];
    benchmark::DoNotOptimize(AnalyzeDiscards(h, 5, h));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_AllDiscards17ColdCache);

}  // namespace
}  // namespace mj16::tables

BENCHMARK_MAIN();
