// bot/policy/features.h: a decision's candidates are every legal answer in a fixed order, the
// teacher's answer is found among them by its kinds, and the numbers land where the layout says.
#include "bot/policy/features.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "bot/settings/settings.h"
#include "tests/bot/policy/policy_scenarios.h"

namespace mj16::bot::policy {
namespace {

using testing::DealerToThrow;
using testing::FiveManFromTheLeft;

DecisionInput Describe(const TableView& view, Ask ask) {
  const Settings settings;
  const Reading reading(view, settings.reading);
  return policy::Describe(view, ask, reading);
}

TEST(PolicyFeaturesTest, AThrowHasOneCandidatePerKindHeldAndNoPass) {
  const TableView view = DealerToThrow();
  const DecisionInput in = Describe(view, Ask::kThrow);
  std::set<int> kinds;
  for (const Candidate& c : in.candidates) {
    EXPECT_EQ(c.type, CandidateType::kThrow);
    EXPECT_TRUE(view.hand().Holds(c.action.cards[0]));
    EXPECT_EQ(KindOf(c.action.cards[0]), c.kind);
    kinds.insert(c.kind);
  }
  EXPECT_EQ(in.candidates.size(), 16u);  // 17 tiles, 5p twice
  EXPECT_EQ(kinds.size(), 16u);
  EXPECT_EQ(in.shanten, 0);  // tenpai once the East goes
  const Candidate& east = in.candidates.back();
  EXPECT_EQ(east.kind, kEast);
  EXPECT_EQ(east.shanten, 0);
  EXPECT_EQ(in.state[state::kAsk + 0], 1);
  EXPECT_EQ(in.state[state::kDealer], 1);
  float held = 0;
  for (int k = 0; k < kNumKinds; ++k) held += in.state[state::kConcealed + k];
  EXPECT_FLOAT_EQ(held, 17 / 4.0f);
}

TEST(PolicyFeaturesTest, AnEatOffersEveryChowLowestFirstThenPass) {
  const TableView view = FiveManFromTheLeft();
  const DecisionInput in = Describe(view, Ask::kEat);
  ASSERT_EQ(in.candidates.size(), 4u);
  const int shapes[3] = {2, 1, 0};  // 345m, 456m, 567m: where 5m sits
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(in.candidates[i].type, CandidateType::kChow);
    EXPECT_EQ(in.candidates[i].kind, KindOf(150));
    EXPECT_EQ(in.candidates[i].chow_shape, shapes[i]);
    for (Card c : in.candidates[i].action.Cards()) EXPECT_TRUE(view.hand().Holds(c));
  }
  EXPECT_EQ(in.candidates[3].type, CandidateType::kPass);
  EXPECT_EQ(in.state[state::kAsk + 1], 1);
}

TEST(PolicyFeaturesTest, AnAnswerIsFoundByItsKinds) {
  const TableView view = FiveManFromTheLeft();
  const DecisionInput in = Describe(view, Ask::kEat);
  const Card mid[2] = {141, 161};  // 4m and 6m: the middle chow
  EXPECT_EQ(IndexOf(in.candidates, Action::Of(ActionType::kChow, mid)), 1);
  EXPECT_EQ(IndexOf(in.candidates, Action::Of(ActionType::kPass)), 3);
  const Card east = 411;
  EXPECT_EQ(IndexOf(in.candidates, Action::Of(ActionType::kThrow, {&east, 1})), -1);
  EXPECT_EQ(IndexOf(in.candidates, Action::Of(ActionType::kThrow)), -1);  // no card: no match
}

TEST(PolicyFeaturesTest, AWinIsNotThePolicysQuestion) {
  EXPECT_TRUE(Describe(DealerToThrow(), Ask::kHu).candidates.empty());
}

TEST(PolicyFeaturesTest, ACandidateExpandsIntoItsOneHots) {
  Candidate c;
  c.type = CandidateType::kChow;
  c.kind = 4;
  c.chow_shape = 1;
  c.shanten = 7;  // clamped to 4
  c.live = 20;
  c.risk = 0.25f;
  const CandidateVector x = ExpandCandidate(Compact(c), 2);
  EXPECT_EQ(x[candidate::kType + 1], 1);
  EXPECT_EQ(x[candidate::kKind + 4], 1);
  EXPECT_EQ(x[candidate::kChowShape + 1], 1);
  EXPECT_EQ(x[candidate::kShanten + 5], 1);
  EXPECT_FLOAT_EQ(x[candidate::kLive], 0.5f);
  EXPECT_FLOAT_EQ(x[candidate::kRisk], 0.25f);
  EXPECT_FLOAT_EQ(x[candidate::kShantenChange], 1.0f);  // +5 clamped to +2, halved
  float sum = 0;
  for (float v : x) sum += v;
  EXPECT_FLOAT_EQ(sum, 4 + 0.5f + 0.25f + 1);
  // A pass names no kind and no shape.
  const CandidateVector pass = ExpandCandidate(Compact(Candidate{}), 0);
  for (int k = 0; k < kNumKinds; ++k) EXPECT_EQ(pass[candidate::kKind + k], 0);
  EXPECT_EQ(pass[candidate::kType + static_cast<int>(CandidateType::kPass)], 1);
}

}  // namespace
}  // namespace mj16::bot::policy
