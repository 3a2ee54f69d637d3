#include "bot/defence/push_fold.h"
#include "bot/offence/throw_ranking.h"
#include "bot/offence/win_chance.h"
#include "bot/settings/settings.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "bot/decide/decide.h"
#include "tests/support/test_views.h"

namespace mj16::bot {
namespace {

double Sigmoid(double z) { return 1 / (1 + std::exp(-z)); }

// Position 1 is tenpai on 4筒 or 7筒: 123 456 789萬, 東東東, 南南, 56筒. `rounds` go-arounds of
// discards: 2, 3 and 4 throw 中, we draw and throw 北; then `extra`.
TableView Tenpai(int rounds, const std::vector<std::string>& extra = {}) {
  std::vector<std::string> lines = {
      "/start MJ 1 x", "/initGame east east 2 2 0",
      "/initCard 110 120 130 140 150 160 170 180 190 350 360 410 411 412 420 421"};
  for (int r = 0; r < rounds; ++r) {
    for (int p = 2; p <= 4; ++p) lines.push_back(absl::StrCat("/throw ", p, " ", 448 + p));
    lines.push_back("/mo 440");
    lines.push_back("/throw 1 440");
  }
  lines.insert(lines.end(), extra.begin(), extra.end());
  return testing::ReplayLines(lines);
}

HandValue TenpaiValue(double probability) {
  HandValue v;
  v.tenpai = true;
  v.probability = probability;
  return v;
}

HandValue ShantenValue(int shanten) {
  HandValue v;
  v.shanten = shanten;
  return v;
}

TEST(PushFoldTest, RecentMiddleDiscardsCountsRanksThreeToSevenOfTheLastThree) {
  const TableView view = testing::ReplayLines(
      {"/start MJ 1 x", "/initGame east east 2 2 0",
       "/initCard 110 120 130 140 150 160 170 180 190 210 220 230 410 411 412 420", "/throw 2 350",
       "/throw 2 111", "/throw 2 450", "/throw 2 151", "/throw 2 371"});
  // The last three are 中, 5萬 and 7筒: two middle tiles; 5筒 before them no longer counts.
  EXPECT_EQ(RecentMiddleDiscards(view.seat(2)), 2);
  EXPECT_EQ(RecentMiddleDiscards(view.seat(3)), 0);
}

TEST(PushFoldTest, EarlyMiddleDiscardsCountsRanksThreeToSevenOfTheFirstSix) {
  const TableView view = testing::ReplayLines(
      {"/start MJ 1 x", "/initGame east east 2 2 0",
       "/initCard 110 120 130 140 150 160 170 180 190 210 220 230 410 411 412 420", "/throw 2 350",
       "/throw 2 111", "/throw 2 450", "/throw 2 151", "/throw 2 371", "/throw 2 190",
       "/throw 2 250"});
  // The first six: 5筒, 1萬, 中, 5萬, 7筒, 9萬 — three middle tiles; the seventh, 5條, is not
  // early.
  EXPECT_EQ(EarlyMiddleDiscards(view.seat(2)), 3);
  EXPECT_EQ(EarlyMiddleDiscards(view.seat(3)), 0);
}

TEST(PushFoldTest, TenpaiLikelihoodIsTheFittedLogistic) {
  const TableView view = Tenpai(8, {"/gong 3 0", "/gong 3 0"});
  const Settings s;
  ASSERT_EQ(view.go_around(), 9);  // the kongs' replacement draws count
  const double go = 9, melds = 2;
  EXPECT_DOUBLE_EQ(TenpaiLikelihood(view, 3, s.reading),
                   Sigmoid(s.reading.tenpai_logit_bias + s.reading.tenpai_logit_go_around * go +
                           s.reading.tenpai_logit_meld * melds +
                           s.reading.tenpai_logit_go_around_meld * go * melds));
  // Later and with more melds, more likely tenpai (the fitted table of docs/defence.md).
  EXPECT_GT(TenpaiLikelihood(view, 3, s.reading), TenpaiLikelihood(view, 2, s.reading));
  EXPECT_GT(TenpaiLikelihood(view, 2, s.reading), TenpaiLikelihood(Tenpai(4), 2, s.reading));
}

// The opponent-aware terms: a player whose first discards were middle tiles, with melds.
TEST(PushFoldTest, TenpaiLikelihoodWeighsEarlyMiddleDiscardsAndMelds) {
  const TableView view = testing::ReplayLines(
      {"/start MJ 1 x", "/initGame east east 2 2 0",
       "/initCard 110 120 130 140 150 160 170 180 190 210 220 230 410 411 412 420", "/throw 2 350",
       "/throw 2 151", "/throw 2 371", "/gong 2 0"});
  Settings s;
  s.reading.tenpai_logit_early_middle = 0;
  s.reading.tenpai_logit_early_middle_meld = 0;
  const double base = TenpaiLikelihood(view, 2, s.reading);
  s.reading.tenpai_logit_early_middle = -0.5;
  s.reading.tenpai_logit_early_middle_meld = -0.25;
  // Three early middle tiles, one beyond the two allowed, and one meld: the logit falls by
  // 1 × 0.5 + 1 × 1 × 0.25.
  ASSERT_EQ(EarlyMiddleExcess(view.seat(2)), 1);
  const auto logit = [](double p) { return std::log(p / (1 - p)); };
  EXPECT_NEAR(logit(TenpaiLikelihood(view, 2, s.reading)), logit(base) - 0.75, 1e-9);
}

TEST(PushFoldTest, WinLikelihoodFallsWithDistanceAndTime) {
  const Settings s;
  const double tenpai = WinLikelihood(TenpaiValue(0.1), 8, s.offence);
  EXPECT_GT(tenpai, WinLikelihood(ShantenValue(1), 8, s.offence));
  EXPECT_GT(WinLikelihood(ShantenValue(1), 8, s.offence),
            WinLikelihood(ShantenValue(2), 8, s.offence));
  EXPECT_GT(WinLikelihood(TenpaiValue(0.3), 8, s.offence), tenpai);  // a better wait
  EXPECT_GT(tenpai, WinLikelihood(TenpaiValue(0.1), 12, s.offence));
  EXPECT_EQ(WinLikelihood(ShantenValue(2), 8, s.offence),
            WinLikelihood(ShantenValue(4), 8, s.offence));
}

TEST(PushFoldTest, DealInRiskCombinesTheThreeOthers) {
  const TableView view = Tenpai(8);
  const Settings s;
  std::array<WaitShare, 4> shares{};
  EXPECT_EQ(DealInRisk(view, shares, kSouth, s.reading), 0);
  shares[1][kSouth] = 0.5;  // position 2
  shares[2][kSouth] = 0.2;  // position 3
  shares[0][kSouth] = 1;    // our own entry never counts
  const double p2 = TenpaiLikelihood(view, 2, s.reading), p3 = TenpaiLikelihood(view, 3, s.reading);
  EXPECT_DOUBLE_EQ(DealInRisk(view, shares, kSouth, s.reading),
                   1 - (1 - 0.5 * p2) * (1 - 0.2 * p3));
}

TEST(PushFoldTest, BestWorthWeighsEachWinAgainstItsRisk) {
  const TableView view = Tenpai(8);
  const Settings s;
  std::array<WaitShare, 4> shares{};
  shares[1][kSouth] = 1;  // 南 is position 2's only wait; 西 nobody's
  const std::vector<Tile> tiles = {kSouth, kWest};
  // Equal chances: the safe 西 is worth more. A 南 that keeps a far better hand can be worth the
  // risk: win 0.9 with risk r against win 0.2 with none, r = P(position 2 tenpai) here.
  const KindRisk risk = DealInRisks(view, shares, s.reading);
  EXPECT_EQ(BestWorth(tiles, {0.3, 0.3}, risk, s.defence).tile, kWest);
  const double r = TenpaiLikelihood(view, 2, s.reading);
  ASSERT_LT(r, 0.3);
  const DiscardWorth best = BestWorth(tiles, {0.9, 0.2}, risk, s.defence);
  EXPECT_EQ(best.tile, kSouth);
  EXPECT_DOUBLE_EQ(best.worth, (1 - r) * 0.9 - r * s.defence.fold_dealin_cost);
  EXPECT_EQ(BestWorth({}, {}, risk, s.defence).tile, kNoTile);
}

// A tenpai hand late against two opponents showing melds: the drawn 5條 nobody let go is the
// offence's discard; 9萬, which all three let go last, is the folding hand's.
TableView LateWithAThreat() {
  return Tenpai(10, {"/gong 3 0", "/gong 3 0", "/gong 4 0", "/gong 4 0", "/throw 2 191",
                     "/throw 3 192", "/throw 4 193", "/mo 250"});
}

// The fitted chance that a hand of `value` wins, at LateWithAThreat's go-around.
double Win(const HandValue& value) {
  return WinLikelihood(value, LateWithAThreat().go_around(), Settings{}.offence);
}

TEST(PushFoldTest, FoldsWhenADealInCostsEnoughAndPushesWhenItCostsNothing) {
  const TableView view = LateWithAThreat();
  const Tile five_bamboo = MakeTile(kBamboo, 5), nine_man = MakeTile(kCharacters, 9);
  Settings s;
  s.defence.fold_dealin_cost = 0;
  const KindRisk risk = DealInRisks(view, ThreatWaits(view, {}, s.reading), s.reading);
  const PushOrFold free = ComparePushFold(risk, five_bamboo, Win(TenpaiValue(0.1)), nine_man,
                                          Win(ShantenValue(1)), s.defence);
  EXPECT_FALSE(free.fold) << free.reason;
  EXPECT_GT(free.push.risk, free.fold_discard.risk);
  s.defence.fold_dealin_cost = 20;
  const PushOrFold costly = ComparePushFold(risk, five_bamboo, Win(TenpaiValue(0.1)), nine_man,
                                            Win(ShantenValue(1)), s.defence);
  EXPECT_TRUE(costly.fold) << costly.reason;
  EXPECT_NE(costly.reason.find("fold by value"), std::string::npos);
  s.defence.fold_value_margin = 25;  // more than a deal-in's cost: never folds
  EXPECT_FALSE(ComparePushFold(risk, five_bamboo, Win(TenpaiValue(0.1)), nine_man,
                               Win(ShantenValue(1)), s.defence)
                   .fold);
}

TEST(PushFoldTest, ADealInCostsMoreWhereTheLearnedTaiIsHigher) {
  const TableView view = Tenpai(8);
  Settings s;
  const Reading reading(view, s.reading);
  EXPECT_FALSE(DealInCostScale(reading, s.defence).has_value());  // off by default
  s.defence.fold_cost_by_tai = true;
  const std::optional<KindRisk> scale = DealInCostScale(reading, s.defence);
  ASSERT_TRUE(scale.has_value());
  for (double x : *scale) {
    EXPECT_GE(x, 0.25);
    EXPECT_LE(x, 4.0);
  }
  // A lower reference tai makes every deal-in dearer.
  s.defence.fold_cost_ref_tai = 0;
  const std::optional<KindRisk> dearer = DealInCostScale(reading, s.defence);
  for (int k = 0; k < kNumKinds; ++k) EXPECT_GE((*dearer)[k], (*scale)[k]);
  // The scale multiplies the cost of each kind's risk.
  KindRisk risk{};
  risk[kSouth] = 0.2;
  KindRisk twice;
  twice.fill(2.0);
  const DiscardWorth plain = WorthOf(kSouth, 0.5, risk, s.defence);
  const DiscardWorth scaled = WorthOf(kSouth, 0.5, risk, s.defence, &twice);
  EXPECT_DOUBLE_EQ(plain.worth - scaled.worth, 0.2 * s.defence.fold_dealin_cost);
}

// LateWithAThreat's threat is the heuristics' reading of it (the tenpai logistic of many melds
// late); the tests below judge with that reading.
Settings WithTheHeuristicsReading() {
  Settings s;
  s.reading.learned_reading = false;
  return s;
}

// Early nobody is likely tenpai, so no fold can pay and the sampling is skipped; late, against
// two players showing two kongs each, it may.
TEST(PushFoldTest, FoldCanPayOnlyWhenTheOthersMayBeTenpai) {
  const Settings s = WithTheHeuristicsReading();
  const HandValue tenpai = TenpaiValue(0.1);
  const double win = WinLikelihood(tenpai, 1, s.offence);
  const int early = Tenpai(0).go_around();
  EXPECT_FALSE(FoldCanPay(Reading(Tenpai(0), s.reading), WinLikelihood(tenpai, early, s.offence),
                          win, s.defence));
  const TableView late = LateWithAThreat();
  const double late_win = WinLikelihood(tenpai, late.go_around(), s.offence);
  EXPECT_TRUE(FoldCanPay(Reading(late, s.reading), late_win, late_win, s.defence));
  // A discard that wins more often than the push always might.
  EXPECT_TRUE(FoldCanPay(Reading(Tenpai(0), s.reading),
                         WinLikelihood(ShantenValue(1), early, s.offence), win, s.defence));
}

TEST(PushFoldTest, TheThrowFollowsTheComparison) {
  const TableView view = LateWithAThreat();
  Settings s = WithTheHeuristicsReading();
  s.defence.fold_by_value = true;
  s.defence.fold_dealin_cost = 20;
  const Decision fold = Decide(view, Ask::kThrow, s);
  ASSERT_EQ(fold.action.type, ActionType::kThrow);
  EXPECT_EQ(KindOf(fold.action.cards[0]), MakeTile(kCharacters, 9)) << fold.reason;
  s.defence.fold_dealin_cost = 0;
  const Decision push = Decide(view, Ask::kThrow, s);
  EXPECT_EQ(KindOf(push.action.cards[0]), MakeTile(kBamboo, 5)) << push.reason;
  s.defence.fold_by_value = false;
  EXPECT_EQ(KindOf(Decide(view, Ask::kThrow, s).action.cards[0]), MakeTile(kBamboo, 5));
}

}  // namespace
}  // namespace mj16::bot
