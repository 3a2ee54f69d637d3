#include "bot/reading/danger.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <initializer_list>

#include "tests/support/test_views.h"

namespace mj16::bot {
namespace {

using ::testing::ElementsAre;

constexpr Tile kMan(int rank) { return MakeTile(kCharacters, rank); }
constexpr Tile kSou(int rank) { return MakeTile(kBamboo, rank); }
constexpr Tile kPin(int rank) { return MakeTile(kDots, rank); }

TableView Replay(std::initializer_list<absl::string_view> lines) {
  return testing::ReplayLines(std::vector<std::string>(lines.begin(), lines.end()));
}

// Position 1 deals; the hand holds 3萬 and 8萬 among tiles far from the characters.
TableView DealtWith3And8Man() {
  return Replay({"/start MJ 1 x", "/initGame east east 1 1 0",
                 "/initCard 130 180 210 211 240 241 270 271 310 311 340 341 370 450 451 460 461"});
}

TileDanger Assess(const TableView& view, Tile t, const std::vector<int>& threats = {}) {
  return AssessTile(view, t, ReadingSettings{}, threats);
}

// --- Heat and 剩張, seed 002 §3.1.

TEST(DangerTest, ThreeManStartsAt192) {
  TileCounts fresh;
  fresh.fill(4);
  // Fig. 1: 123, 234 and 345, each 4 × 4 × 4.
  EXPECT_EQ(ChowHeat(kMan(3), fresh), 192);
  EXPECT_EQ(ChowHeat(kMan(1), fresh), 64);   // 123 only
  EXPECT_EQ(ChowHeat(kMan(2), fresh), 128);  // 123, 234
  EXPECT_EQ(ChowHeat(kMan(5), fresh), 192);
  EXPECT_EQ(ChowHeat(kEast, fresh), 0);  // honors make no chow
  // Held, with nothing else seen, it is still 192: the own copy counts in its own factor.
  EXPECT_EQ(Assess(DealtWith3And8Man(), kMan(3)).heat, 192);
}

TEST(DangerTest, HeatFollowsTheNeighboursRemainingCopies) {
  TileCounts counts;
  counts.fill(4);
  counts[kMan(4)] = 1;  // 234 and 345 lose three quarters
  EXPECT_EQ(ChowHeat(kMan(3), counts), 64 + 16 + 16);
  EXPECT_EQ(ChowHeat(kMan(3), counts, kChowBelow), 16 + 16);
  EXPECT_EQ(ChowHeat(kMan(3), counts, kChowAbove), 64 + 16);
}

TEST(DangerTest, RemainingCountsTheTableAndTheHand) {
  // §3.1 (3): one 8萬 on the table and one in hand leave 4 − 1 − 1 = 2.
  TableView view = DealtWith3And8Man();
  EXPECT_EQ(RemainingCounts(view)[kMan(8)], 3);
  for (absl::string_view line : {"/throw 1 210", "/throw 2 181"}) {
    ASSERT_TRUE(view.Apply(*ParseMessage(line)).ok());
  }
  EXPECT_EQ(RemainingCounts(view)[kMan(8)], 2);
  EXPECT_EQ(Assess(view, kMan(8)).remaining, 2);
}

// --- Suji, §3.2.1.

TEST(DangerTest, AFourManDiscardMakesOneAndSevenSaferAgainstItsDiscarder) {
  const std::initializer_list<absl::string_view> deal = {
      "/start MJ 1 x", "/initGame east east 1 1 0",
      "/initCard 110 170 210 211 240 241 270 271 310 311 340 341 370 450 451 460 461"};
  const TableView before = Replay(deal);
  TableView after = before;
  for (absl::string_view line : {"/throw 1 450", "/throw 2 140", "/throw 3 452", "/throw 4 462"}) {
    ASSERT_TRUE(after.Apply(*ParseMessage(line)).ok());
  }
  EXPECT_EQ(Assess(before, kMan(1), {2}).heat, 64);
  EXPECT_EQ(Assess(before, kMan(7), {2}).heat, 192);
  // Position 2 let 4萬 go, so holds no 23萬 (which would wait on 1-4) nor 56萬 (4-7).
  EXPECT_EQ(SujiExclusions(after, 2, kMan(1)), kChowAbove);
  EXPECT_EQ(SujiExclusions(after, 2, kMan(7)), kChowBelow);
  const TileDanger one = Assess(after, kMan(1), {2});
  EXPECT_TRUE(one.suji);
  EXPECT_EQ(one.heat, 0);                            // 123 was 1萬's only chow
  EXPECT_EQ(Assess(after, kMan(7), {2}).heat, 128);  // 678 and 789 remain
  // Against position 3 nothing changes but the seen 4萬 (not a neighbour of 1 or 7).
  EXPECT_EQ(Assess(after, kMan(1), {3}).heat, 64);
  EXPECT_EQ(Assess(after, kMan(7), {3}).heat, 192);
  EXPECT_FALSE(Assess(after, kMan(7), {3}).suji);
  // Against all three, the mean.
  EXPECT_DOUBLE_EQ(Assess(after, kMan(1)).heat, (0 + 64 + 64) / 3.0);
}

// --- Time t, §3.2.2 fig. 4. Position 1 deals from this hand in each transcript.

constexpr absl::string_view kDealer =
    "/initCard 130 210 211 220 230 240 250 260 270 280 290 310 "
    "320 330 340 360 451";

TEST(DangerTest, TimeIsMinusOneUntilPassedThenCountsTheDrawsSince) {
  const TableView view = Replay({"/start MJ 1 x", "/initGame east east 1 1 0", kDealer,
                                 "/throw 1 210", "/throw 2 450", "/throw 3 460", "/throw 4 361"});
  EXPECT_EQ(TimeSincePassed(view, 2, kRed), 0);  // 2 threw 中 and has not drawn since
  EXPECT_EQ(TimeSincePassed(view, 3, kRed), 1);  // 3 and 4 drew once after it
  EXPECT_EQ(TimeSincePassed(view, 4, kRed), 1);
  EXPECT_EQ(TimeSincePassed(view, 4, kGreen), 1);
  EXPECT_EQ(TimeSincePassed(view, 2, kGreen), 0);
  // 1條 was our discard nobody took: every opponent drew once since.
  for (int p : {2, 3, 4}) EXPECT_EQ(TimeSincePassed(view, p, kSou(1)), 1) << p;
  EXPECT_EQ(TimeSincePassed(view, 2, kMan(3)), -1);  // never discarded
  // Σt = 3 is below the threshold 4, so 1條's heat is halved. Its only chow 123條: 1條's own
  // factor 3 (one held, one on the table), 2條 and 3條 3 each (one held).
  const TileDanger one_sou = Assess(view, kSou(1));
  EXPECT_TRUE(one_sou.time_corrected);
  EXPECT_THAT(one_sou.time, ElementsAre(0, 1, 1, 1));
  EXPECT_DOUBLE_EQ(one_sou.heat, 0.5 * 3 * 3 * 3);
}

TEST(DangerTest, AChowResetsTimeForEveryoneButTheChower) {
  const TableView view = Replay({"/start MJ 1 x", "/initGame east east 1 1 0", kDealer,
                                 "/throw 1 220", "/eat 2 212 220 231", "/throw 2 452"});
  EXPECT_EQ(view.seat(1).discards.back().claimed_by, 2);
  EXPECT_EQ(TimeSincePassed(view, 2, kSou(2)), -1);  // 2 wanted it
  EXPECT_EQ(TimeSincePassed(view, 3, kSou(2)), 0);   // 3 could have ponged or won on it
  EXPECT_EQ(TimeSincePassed(view, 4, kSou(2)), 0);
}

TEST(DangerTest, APungResetsTimeForTheDiscarderOnly) {
  const TableView view =
      Replay({"/start MJ 1 x", "/initGame east east 1 1 0", kDealer, "/throw 1 240", "/throw 2 190",
              "/pong 4 191 190 192", "/throw 4 441"});
  EXPECT_EQ(view.seat(2).discards.back().claimed_by, 4);
  EXPECT_EQ(view.seat(2).discards.back().claimed_as, MeldType::kPung);
  EXPECT_EQ(TimeSincePassed(view, 2, kMan(9)), 0);
  EXPECT_EQ(TimeSincePassed(view, 3, kMan(9)), -1);  // the pung may have pre-empted 3's chow
  EXPECT_EQ(TimeSincePassed(view, 4, kMan(9)), -1);
}

// --- The ranking, fig. 2 / 5 / 7 and seed 000 §3.6.1 i.

TEST(DangerTest, PassedTilesComeFirstSuitedBeforeHonors) {
  const TableView view =
      Replay({"/start MJ 1 x", "/initGame east east 1 1 0", kDealer, "/throw 1 210", "/throw 2 450",
              "/throw 3 460", "/throw 4 361", "/mo 111"});
  // Against all three only 6筒 was just let go by everyone (4 threw it, nobody drew since).
  std::vector<SafeTile> all = SafeTileRanking(view, ReadingSettings{});
  ASSERT_FALSE(all.empty());
  EXPECT_EQ(all[0].danger.tile, kPin(6));
  EXPECT_EQ(all[0].reason, SafetyReason::kPassed);
  EXPECT_NE(all[1].reason, SafetyReason::kPassed);
  // Against position 2 alone, its 中 is as good, but a suited tile goes first.
  std::vector<SafeTile> two = SafeTileRanking(view, ReadingSettings{}, {2});
  ASSERT_GE(two.size(), 2u);
  EXPECT_EQ(two[0].danger.tile, kPin(6));
  EXPECT_EQ(two[1].danger.tile, kRed);
  EXPECT_EQ(two[1].reason, SafetyReason::kPassed);
  // Every held kind is ranked once.
  EXPECT_EQ(all.size(), 17u);  // 17 kinds held: 1條 once although two were dealt
}

TEST(DangerTest, AnHonorWithEveryCopySeenIsAbsolutelySafe) {
  const TableView view =
      Replay({"/start MJ 1 x", "/initGame east east 1 1 0",
              "/initCard 130 210 220 230 240 250 260 270 280 290 310 320 330 340 360 410 411",
              "/throw 1 240", "/throw 2 412", "/throw 3 413", "/throw 4 361", "/mo 111"});
  const std::vector<SafeTile> ranking = SafeTileRanking(view, ReadingSettings{});
  ASSERT_GE(ranking.size(), 2u);
  EXPECT_EQ(ranking[0].danger.tile, kPin(6));  // 4 just threw it
  EXPECT_EQ(ranking[1].danger.tile, kEast);    // two held, two on the table
  EXPECT_EQ(ranking[1].reason, SafetyReason::kDeadHonor);
  EXPECT_EQ(ranking[1].danger.remaining, 0);
}

TEST(DangerTest, FollowsTheLeftPlayerAndTheDealer) {
  // Position 2 deals; position 1 follows 4 (its left) and 2 (the dealer).
  const TableView view = Replay({"/start MJ 1 x", "/initGame east east 2 2 0",
                                 "/initCard 130 210 220 230 240 250 260 270 280 290 310 320 330 "
                                 "340 350 473",
                                 "/throw 2 351", "/throw 3 470", "/throw 4 471", "/mo 111"});
  EXPECT_THAT(FollowKinds(view), ElementsAre(kWhite, kPin(5)));
  const std::vector<SafeTile> ranking = SafeTileRanking(view, ReadingSettings{});
  ASSERT_GE(ranking.size(), 2u);
  EXPECT_EQ(ranking[0].danger.tile, kWhite);  // passed by all: nobody but us drew since
  EXPECT_EQ(ranking[0].reason, SafetyReason::kPassed);
  EXPECT_EQ(ranking[1].danger.tile, kPin(5));  // 3 and 4 drew since, but the dealer threw it
  EXPECT_EQ(ranking[1].reason, SafetyReason::kFollow);
}

// Fig. 7: 9萬 has the lowest heat (12) but 南, within the gap (16) and with 1 copy left against
// 9萬's 3, goes first: heat counts chows, not the pairs and pungs that want a live honor.
TEST(DangerTest, FewerCopiesLeftWinsWithinTheHeatGap) {
  const std::initializer_list<absl::string_view> lines = {
      "/start MJ 1 x",
      "/initGame east east 1 1 0",
      "/initCard 190 421 422 220 221 250 251 280 281 320 321 350 351 380 381 120 150",
      "/throw 1 120",
      "/throw 2 420",
      "/throw 3 170",
      "/throw 4 171",
      "/mo 122",
      "/throw 1 122",
      "/throw 2 172",
      "/throw 3 180",
      "/throw 4 410",
      "/mo 123"};
  const TableView view = Replay(lines);
  const TileDanger nine = Assess(view, kMan(9));
  EXPECT_EQ(nine.heat, 12);  // 789萬: 1 × 3 × 4
  EXPECT_EQ(nine.remaining, 3);
  const TileDanger south = Assess(view, kSouth);
  EXPECT_EQ(south.heat, 16);  // one copy left × 16
  EXPECT_EQ(south.remaining, 1);
  EXPECT_FALSE(south.time_corrected);  // honors take no time correction (fig. 5 is suited)

  std::vector<SafeTile> ranking = SafeTileRanking(view, ReadingSettings{});
  ASSERT_GE(ranking.size(), 2u);
  EXPECT_EQ(ranking[0].danger.tile, kSouth);
  EXPECT_EQ(ranking[0].reason, SafetyReason::kFewerCopies);
  EXPECT_STREQ(SafetyReasonName(ranking[0].reason), "fewer copies");
  EXPECT_EQ(ranking[1].danger.tile, kMan(9));
  EXPECT_EQ(ranking[1].reason, SafetyReason::kHeat);

  ReadingSettings strict;
  strict.defence_remaining_gap = 3;  // 3 − 1 = 2 copies fewer is no longer enough
  ranking = SafeTileRanking(view, strict);
  EXPECT_EQ(ranking[0].danger.tile, kMan(9));
  EXPECT_EQ(ranking[0].reason, SafetyReason::kHeat);
}

}  // namespace
}  // namespace mj16::bot
