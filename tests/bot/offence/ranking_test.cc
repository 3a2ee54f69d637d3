// The offence by probability in a table view (bot/offence/ranking.h) and its use by the decisions.
#include "bot/offence/ranking.h"

#include <gtest/gtest.h>

#include "bot/decide/decide.h"
#include "core/notation.h"
#include "tables/shanten.h"
#include "tests/support/test_hands.h"
#include "tests/support/test_views.h"

namespace mj16::bot {
namespace {

using testing::MakeHand;
using testing::ReplayLines;

TEST(RankingTest, OwnDrawsLeftCountsTheOthersFirst) {
  EXPECT_EQ(OwnDrawsLeft(55, 3), 13);  // after the own discard: three others draw first
  EXPECT_EQ(OwnDrawsLeft(55, 0), 14);  // passing on the left player's discard: we draw next
  EXPECT_EQ(OwnDrawsLeft(4, 3), 1);
  EXPECT_EQ(OwnDrawsLeft(3, 3), 0);
  EXPECT_EQ(OwnDrawsLeft(0, 0), 0);
  EXPECT_EQ(OwnDrawsLeft(400, 0), kEvMaxDraws);
}

DiscardChoice Mjdx3Choice(const Hand& hand) {
  const Settings settings;
  return ChooseDiscard(hand, ModelForHand(hand, settings.offence), TileCounts{},
                       settings.offence.compare_options());
}

// A hand beyond ev_max_shanten: tile counting ranks, the fewest shanten first, then seed 001
// §2.4.2's layers (the isolated honors go first), then the score of table 2-1, as the
// efficiency baseline does.
TEST(RankingTest, FarHandsAreRankedByTileCounting) {
  const Hand hand = MakeHand("1479m258p369s1234567z");
  const EvInput input = EvInputForHand(hand);
  const EvOrder layered =
      RankDiscards(input, hand.AllTiles(), Mjdx3Choice(hand), Settings{}.offence);
  EXPECT_FALSE(layered.searched);
  for (int i = 0; i < 7; ++i) EXPECT_TRUE(IsHonor(layered.order[i])) << i;
  Settings by_score;
  by_score.offence.ev_layers_first = false;
  const EvOrder order = RankDiscards(input, hand.AllTiles(), Mjdx3Choice(hand), by_score.offence);
  EXPECT_FALSE(order.searched);
  ASSERT_EQ(order.order.size(), 17u);
  std::array<int, kNumKinds> shanten{};
  std::array<double, kNumKinds> score{};
  for (const tables::DiscardInfo& d :
       tables::AnalyzeDiscards(hand.concealed, hand.MeldsNeeded(), hand.AllTiles())) {
    shanten[d.discard] = d.shanten;
    score[d.discard] = d.score;
  }
  for (size_t i = 1; i < order.order.size(); ++i) {
    const Tile a = order.order[i - 1], b = order.order[i];
    EXPECT_TRUE(shanten[a] < shanten[b] || (shanten[a] == shanten[b] && score[a] >= score[b]))
        << FormatTile(a) << " before " << FormatTile(b);
  }
}

// mjcalc's README hand: throwing 7z leaves 23456m waiting on 1m-4m-7m, the one tenpai discard;
// the evaluator searches it and ranks it first.
TEST(RankingTest, TheTenpaiDiscardComesFirst) {
  const Hand hand = MakeHand("23456m123p456p789s11z7z");
  const EvOrder order =
      RankDiscards(EvInputForHand(hand), hand.AllTiles(), Mjdx3Choice(hand), Settings{}.offence);
  ASSERT_TRUE(order.searched);
  EXPECT_EQ(FormatTile(order.order.front()), "7z");
  const EvCandidate* best = FindEv(order, order.order.front());
  ASSERT_NE(best, nullptr);
  EXPECT_EQ(best->shanten, 0);
  EXPECT_GT(best->curve.win[order.draws], 0.5);
  EXPECT_NE(DescribeEvOrder(order).find("7z: shanten 0"), std::string::npos);
}

// A chow that makes the hand tenpai is taken when the evaluator weighs wins (the protocol
// conformance hand of tests/data/conformance/eat_positions.txt).
TEST(RankingTest, ChowToTenpaiBeatsPassing) {
  const TableView view =
      ReplayLines({"/start MJ 2 mjbot", "/initGame east east 1 1 0",
                   "/initCard 120 130 340 350 360 370 380 390 210 220 230 270 280 410 411 440",
                   "/throw 1 110"});
  Settings settings;
  const Decision d = Decide(view, Ask::kEat, settings, /*explain=*/true);
  EXPECT_EQ(d.action.type, ActionType::kChow) << d.reason;
  EXPECT_NE(d.reason.find("evaluator"), std::string::npos) << d.reason;
  EXPECT_NE(d.explanation.find("pass:"), std::string::npos);
  settings.offence.ev = false;  // MJDX3's comparator agrees
  EXPECT_EQ(Decide(view, Ask::kEat, settings).action.type, ActionType::kChow);
}

// The copies expected in the others' hands (the learned reading's, or the wall oracle's truth)
// go to the evaluator beside the live counts (which it takes them out of: evaluator_test).
TEST(RankingTest, CopiesInTheOthersHandsAreNotLive) {
  const TableView view =
      ReplayLines({"/start MJ 2 mjbot", "/initGame east east 1 1 0",
                   "/initCard 120 130 340 350 360 370 380 390 210 220 230 270 280 410 411 440",
                   "/throw 1 110"});
  const Hand hand = view.hand().ToHand();
  const EvInput seen = EvInputFor(view, hand, 5);
  EXPECT_EQ(seen.live[KindOf(110)], 3);  // one thrown
  HeldCounts held{};
  held[KindOf(110)] = 3;  // the others hold every 1m left
  const EvInput wall = EvInputFor(view, hand, 5, held);
  EXPECT_EQ(wall.live, seen.live);
  EXPECT_EQ(wall.held[KindOf(110)], 3);
}

// A hand beyond the evaluator's search (9 shanten) claims as the efficiency baseline does: a
// pung of its 5z pair lowers shanten to 8 after the best discard, so it is taken; with
// ev_count_far_claims off, MJDX3's comparator decides instead.
TEST(RankingTest, FarHandsClaimWhenTheClaimLowersShanten) {
  const TableView view =
      ReplayLines({"/start MJ 2 mjbot", "/initGame east east 1 1 0",
                   "/initCard 110 140 170 220 250 280 330 360 390 410 420 430 451 452 460 470",
                   "/throw 1 450"});
  Settings settings;
  settings.mc.enabled = false;  // the rules' own answer, which Monte-Carlo would judge
  const Decision d = Decide(view, Ask::kPong, settings);
  EXPECT_EQ(d.action.type, ActionType::kPung) << d.reason;
  EXPECT_EQ(d.reason, "pung 5z lowers shanten to 8 (tile counting)");
  settings.offence.ev_count_far_claims = false;
  EXPECT_EQ(Decide(view, Ask::kPong, settings).reason.find("tile counting"), std::string::npos);
}

// A 1-shanten-or-further hand's chow that the evaluator rates above passing but that does not
// lower shanten is passed with ev_claim_progress (measured stronger, docs/lab/strength-log.md); a
// game of tests/data/positions/selfplay-seed14.txt (game 3, seat 2), where the left player throws
// 7條.
TEST(RankingTest, ClaimProgressPassesAChowThatDoesNotLowerShanten) {
  const TableView view =
      ReplayLines({"/start MJ 2 mjbot",
                   "/initGame east north 4 2 0",
                   "/initCard 121 123 132 151 180 251 261 273 283 322 331 351 412 431 432 433 471",
                   "/ask throw",
                   "/throw 2 412",
                   "/throw 3 410",
                   "/throw 4 473",
                   "/throw 1 450",
                   "/mo 170",
                   "/ask throw",
                   "/throw 2 471",
                   "/throw 3 470",
                   "/throw 4 413",
                   "/throw 1 411",
                   "/mo 452",
                   "/ask throw",
                   "/throw 2 452",
                   "/throw 3 463",
                   "/pong 4 460 462 463",
                   "/throw 4 290",
                   "/throw 1 272"});
  Settings settings;
  EXPECT_EQ(Decide(view, Ask::kEat, settings).action.type, ActionType::kPass);
  settings.offence.ev_claim_progress = false;
  const Decision d = Decide(view, Ask::kEat, settings);
  EXPECT_EQ(d.action.type, ActionType::kChow) << d.reason;
  EXPECT_NE(d.reason.find("evaluator"), std::string::npos) << d.reason;
}

}  // namespace
}  // namespace mj16::bot
