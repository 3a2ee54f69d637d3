// bot/reading/belief.h: the three hand beliefs kept from the referee's lines — every hypothesis
// the size the view infers and consistent with every card seen — and a win let go.
#include "bot/reading/belief.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/protocol.h"
#include "core/table_view.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

// Applies each line to the view, then shows it to the belief.
void Feed(const std::vector<std::string>& lines, TableView& view, Belief& belief) {
  for (const std::string& line : lines) {
    const absl::StatusOr<Message> m = ParseMessage(line);
    ASSERT_TRUE(m.ok()) << line;
    ASSERT_TRUE(view.Apply(*m).ok()) << line;
    belief.Observe(*m, view);
  }
}

void ExpectConsistent(const TableView& view, const Belief& belief) {
  TileCounts unseen = view.Seen();
  for (auto& n : unseen) n = static_cast<std::uint8_t>(kCopies - n);
  for (int p = 2; p <= 4; ++p) {
    const HandBelief* hands = belief.of(p);
    ASSERT_NE(hands, nullptr);
    double weight = 0;
    for (const Hypothesis& h : hands->hypotheses()) {
      weight += h.weight;
      int size = 0;
      for (int k = 0; k < kNumKinds; ++k) {
        size += h.hand[k];
        EXPECT_LE(h.hand[k], unseen[k]) << "position " << p << " kind " << k;
      }
      EXPECT_EQ(size, view.seat(p).concealed) << "position " << p;
    }
    EXPECT_NEAR(weight, 1.0, 1e-9);
  }
}

const std::vector<std::string> kDeal = {
    "/start MJ 1 x", "/initGame east east 1 1 0",
    "/initCard 130 180 210 211 240 241 270 271 310 311 340 341 370 450 451 460 461"};

TEST(Belief, EveryHypothesisHasTheSizeTheViewInfersAndOnlyUnseenCards) {
  BeliefParams params;
  params.hypotheses = 64;
  params.moves = 2;
  Belief belief(params);
  TableView view;
  Feed(kDeal, view, belief);
  EXPECT_TRUE(belief.active());
  EXPECT_EQ(belief.of(1), nullptr);  // ours
  ExpectConsistent(view, belief);
  Feed({"/throw 1 130", "/throw 2 190", "/throw 3 220", "/throw 4 430", "/mo 191"}, view, belief);
  ExpectConsistent(view, belief);
  Feed({"/throw 1 191", "/throw 2 420", "/throw 3 421", "/throw 4 422", "/mo 150"}, view, belief);
  ExpectConsistent(view, belief);
  for (int p = 2; p <= 4; ++p) {
    EXPECT_GE(belief.Tenpai(p, view), 0);
    EXPECT_LE(belief.Tenpai(p, view), 1);
  }
  Feed({"/exit 0 0 0 0"}, view, belief);
  EXPECT_FALSE(belief.active());
}

TEST(Belief, TheSameLinesGiveTheSameBelief) {
  BeliefParams params;
  params.hypotheses = 32;
  const auto run = [&] {
    Belief belief(params, 7);
    TableView view;
    Feed(kDeal, view, belief);
    Feed({"/throw 1 130", "/throw 2 190", "/throw 3 220", "/throw 4 430"}, view, belief);
    return belief.Wins(3, view);
  };
  EXPECT_EQ(run(), run());
}

}  // namespace
}  // namespace mj16::bot
