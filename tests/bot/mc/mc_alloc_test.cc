// A playout allocates nothing (bot/mc/playout.h) but the engine's memo, once, on its first
// Run: this binary counts every operator new.
#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <cstdlib>
#include <memory>
#include <new>
#include <random>

#include "bot/mc/playout.h"
#include "bot/mc/policy.h"

namespace {
std::atomic<long> g_allocations{0};
}  // namespace

void* operator new(std::size_t n) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace mj16::bot::mc {
namespace {

TEST(McAllocTest, APlayoutAllocatesNothing) {
  {  // the count sees allocations
    const long before = g_allocations.load();
    const auto probe = std::make_unique<std::array<int, 8>>();
    ASSERT_GT(g_allocations.load(), before);
  }
  const EfficiencyPolicy efficiency;
  const EfficiencyFoldPolicy fold;
  Playout engine;
  std::mt19937_64 rng(3);
  std::array<Tile, kWallCards> wall;
  for (int i = 0; i < kWallCards; ++i) wall[i] = static_cast<Tile>(i / kCopies);
  int wins = 0;
  for (int game = 0; game < 500; ++game) {
    std::shuffle(wall.begin(), wall.end(), rng);
    const Position start = FreshDeal(wall, game % 4);
    const long before = g_allocations.load();
    const PlayoutResult r = engine.Run(start, {&efficiency, &fold, &efficiency, &fold});
    if (game == 0) {
      EXPECT_LE(g_allocations.load(), before + 1) << "the memo, once";
      continue;
    }
    ASSERT_EQ(g_allocations.load(), before) << "game " << game;
    wins += r.num_winners > 0;
  }
  EXPECT_GT(wins, 400);
}

}  // namespace
}  // namespace mj16::bot::mc
