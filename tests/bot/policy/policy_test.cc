// bot/policy/policy.h and `policy = learned` (decide/learned.cc): the network's choice is one of
// the legal candidates, its probabilities a distribution, the explanation its top answers and the
// seat's value; /ask hu stays the rules'.
#include "bot/policy/policy.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <algorithm>

#include "bot/decide/decide.h"
#include "bot/settings/settings.h"
#include "tests/bot/policy/model_text.h"
#include "tests/bot/policy/policy_scenarios.h"

namespace mj16::bot::policy {
namespace {

using testing::DealerToThrow;
using testing::FiveManFromTheLeft;
using ::testing::HasSubstr;
using testing::ModelTextWithPrior;
using ::testing::Not;

int CountOf(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

Settings Learned() {
  Settings s;
  EXPECT_TRUE(ApplySetting(s, "policy", "learned").ok());
  return s;
}

TEST(PolicyTest, TheChoiceIsTheMostProbableCandidate) {
  const TableView view = FiveManFromTheLeft();
  const Settings settings;
  const Reading reading(view, settings.reading);
  const Choice c = Choose(view, Ask::kEat, reading);
  ASSERT_TRUE(c.ok);
  ASSERT_EQ(c.ranked.size(), 4u);  // three chows and the pass
  double sum = 0;
  for (size_t i = 0; i < c.ranked.size(); ++i) {
    sum += c.ranked[i].probability;
    if (i > 0) {
      EXPECT_GE(c.ranked[i - 1].probability, c.ranked[i].probability);
    }
  }
  EXPECT_NEAR(sum, 1, 1e-9);
  EXPECT_EQ(c.action, c.ranked[0].candidate.action);
  EXPECT_EQ(c.probability, c.ranked[0].probability);
  const std::string text = Explain(c, 2);
  EXPECT_THAT(text, HasSubstr("p="));
  EXPECT_THAT(text, HasSubstr("value:"));
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 3);  // two answers and the value
}

// The embedded model with its rules prior, if any, set to `prior` (none at 0).
PolicyNetwork WithPrior(float prior) {
  absl::StatusOr<PolicyNetwork> network = PolicyNetwork::Parse(ModelTextWithPrior(prior));
  EXPECT_TRUE(network.ok()) << network.status();
  EXPECT_EQ(network->rules_prior(), prior);
  return *std::move(network);
}

TEST(PolicyTest, ARulesPriorRaisesTheRulesAnswer) {
  const TableView view = FiveManFromTheLeft();
  const Settings settings;
  const Reading reading(view, settings.reading);
  const PolicyNetwork none = WithPrior(0);
  const Choice alone = Choose(view, Ask::kEat, reading, none);
  ASSERT_TRUE(alone.ok);
  // The network's least probable answer, named as the rules' with a prior of 30 logits, wins.
  const Action last = alone.ranked.back().candidate.action;
  const PolicyNetwork strong = WithPrior(30);
  EXPECT_EQ(Choose(view, Ask::kEat, reading, strong, &last).action, last);
  EXPECT_EQ(Choose(view, Ask::kEat, reading, strong).action, alone.action) << "no rules: none";
  EXPECT_EQ(Choose(view, Ask::kEat, reading, none, &last).action, alone.action)
      << "no prior in the model: the rules' answer gains nothing";
}

TEST(PolicyTest, PolicyLearnedAnswersEveryQuestionLegally) {
  const TableView view = FiveManFromTheLeft();
  const Decision d = Decide(view, Ask::kEat, Learned(), /*explain=*/true);
  EXPECT_FALSE(d.fallback);
  EXPECT_THAT(d.reason, HasSubstr("learned policy"));
  EXPECT_THAT(d.explanation, HasSubstr("value:"));
  EXPECT_TRUE(view.hand().HoldsAll(d.action.Cards()));
  const TableView dealer = DealerToThrow();
  const Decision t = Decide(dealer, Ask::kThrow, Learned());
  EXPECT_EQ(t.action.type, ActionType::kThrow);
  EXPECT_TRUE(dealer.hand().Holds(t.action.cards[0]));
}

TEST(PolicyTest, MonteCarloJudgesTheNetworksClaimAgainstPassingAndEveryChow) {
  const TableView view = FiveManFromTheLeft();
  Settings s = Learned();
  s.mc.mc_time_ms = 0;  // the playout count alone decides: reproducible
  const Decision d = Decide(view, Ask::kEat, s, /*explain=*/true);
  EXPECT_THAT(d.reason, HasSubstr("monte-carlo: "));
  EXPECT_THAT(d.reason, HasSubstr("learned policy"));  // the answer it judged
  // Passing and the three chows, each played out.
  EXPECT_EQ(CountOf(d.explanation, " playouts, mean "), 4) << d.explanation;
  EXPECT_EQ(Decide(view, Ask::kEat, s, true).action, d.action) << "the same every time";
  s.mc.enabled = false;
  const Decision alone = Decide(view, Ask::kEat, s);
  EXPECT_THAT(alone.reason, Not(HasSubstr("monte-carlo")));
  // The network's choice, the rules' answer (the search off) given its prior.
  const Reading reading(view, s.reading);
  const Action by_rules = RulesAnswer(reading, Ask::kEat, s);
  EXPECT_EQ(alone.action,
            Choose(view, Ask::kEat, reading, PolicyNetwork::Default(), &by_rules).action);
}

TEST(PolicyTest, TheSettingTakesRulesOrLearned) {
  Settings s;
  EXPECT_EQ(s.policy.policy, "rules");
  EXPECT_TRUE(ApplySetting(s, "policy", "learned").ok());
  EXPECT_EQ(s.policy.policy, "learned");
  EXPECT_THAT(ApplySetting(s, "policy", "neural").message(), HasSubstr("rules or learned"));
}

}  // namespace
}  // namespace mj16::bot::policy
