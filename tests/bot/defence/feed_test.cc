#include "bot/defence/feed.h"
#include "bot/settings/settings.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/support/test_views.h"

namespace mj16::bot {
namespace {

constexpr Tile kMan(int rank) { return MakeTile(kCharacters, rank); }
constexpr Tile kPin(int rank) { return MakeTile(kDots, rank); }

using testing::ReplayLines;

// We (position `pos`) hold every 東, 南, 西 and 北, so the three suits look alike to us; position 2
// deals and throws 5萬.
TableView HonorsAndAFiveMan(int pos = 1) {
  return ReplayLines({"/start MJ " + std::to_string(pos) + " x", "/initGame east east 2 2 0",
                      "/initCard 410 411 412 413 420 421 422 423 430 431 432 433 440 441 442 443",
                      "/throw 2 150"});
}

TEST(FeedTest, AKindNobodyCanHoldIsNeverAWait) {
  const WaitShare share = SampleWaits(HonorsAndAFiveMan(), 3, Settings{}.reading, 1);
  EXPECT_EQ(share[kEast], 0);  // all four are ours
  EXPECT_GT(share[kMan(3)], 0);
  EXPECT_GT(share[kRed], 0);  // 中 pairs can wait together with another pair
}

TEST(FeedTest, SamplingIsReproducibleBySeed) {
  const TableView view = HonorsAndAFiveMan();
  EXPECT_EQ(SampleWaits(view, 2, Settings{}.reading, 7),
            SampleWaits(view, 2, Settings{}.reading, 7));
}

// A discard is evidence, not proof (no furiten): waits on 5萬 count feed_discarded_wait_factor
// against position 2, and with them the two-sided waits 34萬 and 67萬, so 2萬 and 8萬 (its suji,
// seed 002 §3.2.1) come out less likely than 2筒 and 8筒.
TEST(FeedTest, ADiscardedKindAndItsSujiAreLessLikelyWaits) {
  const TableView view = HonorsAndAFiveMan();
  Settings s;
  s.reading.feed_samples = 20000;
  s.reading.feed_passed_wait_factor = 1;  // 3 let 5萬 go: AKindLetGoSinceTheLastDrawIsNoWait
  const WaitShare share = SampleWaits(view, 2, s.reading, 3);
  EXPECT_LT(share[kMan(5)], share[kPin(5)] / 2);
  EXPECT_LT(share[kMan(2)], share[kPin(2)]);
  EXPECT_LT(share[kMan(8)], share[kPin(8)]);
  s.reading.feed_discarded_wait_factor =
      1;  // the evidence ignored: only 5萬's missing copy differs
  const WaitShare plain = SampleWaits(view, 2, s.reading, 3);
  EXPECT_GT(plain[kMan(5)], share[kMan(5)] * 2);
  // Against position 3, who threw nothing, nothing but the copy seen sets 5萬 apart.
  const WaitShare three = SampleWaits(view, 3, s.reading, 3);
  EXPECT_GT(three[kMan(5)], share[kMan(5)] * 2);
}

// Position 3 has not drawn since 2 threw 5萬: his hand let it go, so (taking every win) he does
// not wait on it; with the factor at 1 the evidence is ignored.
TEST(FeedTest, AKindLetGoSinceTheLastDrawIsNoWait) {
  const TableView view = HonorsAndAFiveMan();
  Settings s;
  s.reading.feed_passed_wait_factor = 0;
  EXPECT_EQ(SampleWaits(view, 3, s.reading, 3)[kMan(5)], 0);
  EXPECT_GT(SampleWaits(view, 3, s.reading, 3)[kMan(4)], 0);
  s.reading.feed_passed_wait_factor = 1;
  EXPECT_GT(SampleWaits(view, 3, s.reading, 3)[kMan(5)], 0);
}

// Seed 000 §3.6.1 iii's example: Program1 5000, Program2 1000, Program3 −4000, Program4 −2000;
// we are Program3 and the farthest is Program1, whose win costs us least.
TEST(FeedTest, Seed000_3_6_1_iii_TheFarthestOpponentIsDiscounted) {
  TableView view = HonorsAndAFiveMan(3);
  view.set_standings({5000, 1000, -4000, -2000});
  const std::array<double, 4> w = FeedWeights(view, Settings{}.defence);
  EXPECT_EQ(w[0], 0.25);
  EXPECT_EQ(w[1], 1);
  EXPECT_EQ(w[2], 0);  // ourselves
  EXPECT_EQ(w[3], 1);
  EXPECT_EQ(
      ChooseFeedFrom(view, {kEast}, ThreatWaits(view, {}, Settings{}.reading), Settings{}.defence)
          .farthest,
      1);
  // Level standings: nobody is farthest.
  view.set_standings({0, 0, 0, 0});
  EXPECT_EQ(FeedWeights(view, Settings{}.defence), (std::array<double, 4>{1, 1, 0, 1}));
}

TEST(FeedTest, ChoosesTheLeastLikelyWaitAndBreaksTiesInOrder) {
  const TableView view = HonorsAndAFiveMan();
  // 東 and 南 are ours entirely: no opponent can wait on either, the first given goes.
  EXPECT_EQ(ChooseFeedFrom(view, {kSouth, kEast}, ThreatWaits(view, {}, Settings{}.reading),
                           Settings{}.defence)
                .tile,
            kSouth);
  EXPECT_EQ(ChooseFeedFrom(view, {kEast, kSouth}, ThreatWaits(view, {}, Settings{}.reading),
                           Settings{}.defence)
                .tile,
            kEast);
  const FeedChoice c = ChooseFeedFrom(
      view, {kPin(5), kEast}, ThreatWaits(view, {}, Settings{}.reading), Settings{}.defence);
  EXPECT_EQ(c.tile, kEast);
  EXPECT_GT(c.cost[kPin(5)], 0);
}

}  // namespace
}  // namespace mj16::bot
