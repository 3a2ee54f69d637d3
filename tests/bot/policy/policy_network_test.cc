// bot/policy/network.h: the embedded model parses, the C++ forward pass agrees with PyTorch's on
// the fixture train_policy.py wrote with it (to 1e-5), and a bad model file is refused with the
// line or tensor named.
#include "bot/policy/network.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/bot/policy/model_text.h"
#include "tests/support/run_program.h"
#include "tools/training/fixture.h"

namespace mj16::bot::policy {
namespace {

using ::mj16::testing::ModelTextWithPrior;
using ::mj16::testing::ReadTestFile;
using ::testing::HasSubstr;

TEST(PolicyNetworkTest, AgreesWithPyTorch) {
  const PolicyNetwork& network = PolicyNetwork::Default();
  EXPECT_GT(network.width(), 0);
  EXPECT_TRUE(PolicyNetwork::Parse(ReadTestFile(MJ16_POLICY_MODEL)).ok());
  const absl::StatusOr<std::vector<training::FixtureCase>> cases =
      training::ReadFixture(MJ16_POLICY_FIXTURE);
  ASSERT_TRUE(cases.ok()) << cases.status();
  ASSERT_GE(cases->size(), 4u);
  EXPECT_THAT(training::Disagreements(network, *cases), ::testing::IsEmpty());
}

TEST(PolicyNetworkTest, AFixtureThatDisagreesIsCaught) {
  absl::StatusOr<std::vector<training::FixtureCase>> cases =
      training::ReadFixture(MJ16_POLICY_FIXTURE);
  ASSERT_TRUE(cases.ok() && !cases->empty());
  for (auto& [key, values] : (*cases)[0].lines) {
    if (key == "logits") values[0] += 0.01f;
    if (key == "value") values[0] -= 0.01f;
  }
  EXPECT_EQ(training::Disagreements(PolicyNetwork::Default(), *cases).size(), 2u);
  // A logit too few, or a decision without its state, is named by its case.
  for (auto& [key, values] : (*cases)[1].lines) {
    if (key == "logits") values.pop_back();
  }
  (*cases)[2].lines.erase((*cases)[2].lines.begin());  // its state
  EXPECT_THAT(training::Disagreements(PolicyNetwork::Default(), *cases),
              ::testing::ElementsAre(HasSubstr("case 1 "), HasSubstr("case 1 "),
                                     HasSubstr("case 2 (line"), HasSubstr("case 3 (line")));
  EXPECT_THAT(training::ParseFixture("state 1 2\n").status().message(),
              HasSubstr("line 1: expected 'case' first"));
  EXPECT_THAT(training::ParseFixture("case\nstate 1 x\n").status().message(),
              HasSubstr("line 2: not a number: x"));
}

TEST(PolicyNetworkTest, ABadFileIsRefusedWithWhatIsWrong) {
  std::string text = ReadTestFile(MJ16_POLICY_MODEL);
  EXPECT_THAT(PolicyNetwork::Parse("state.weight 2 152\n1 2\n").status().message(),
              HasSubstr("policy model line 2: state.weight: expected 304 values"));
  EXPECT_THAT(PolicyNetwork::Parse("").status().message(), HasSubstr("no tensor state.weight"));
  EXPECT_THAT(PolicyNetwork::Parse(text + "extra.weight 1 1\n0\n").status().message(),
              HasSubstr("unknown tensor extra.weight"));
  const size_t at = text.find("logit.bias 1\n");
  ASSERT_NE(at, std::string::npos);
  std::string wrong = text;
  wrong.replace(at, 13, "logit.bias 1 1\n");
  EXPECT_THAT(PolicyNetwork::Parse(wrong).status().message(),
              HasSubstr("logit.bias is 1x1, not 1"));
}

TEST(PolicyNetworkTest, ARulesPriorIsOptionalAndOneNumber) {
  const std::string text = ModelTextWithPrior(0);
  const absl::StatusOr<PolicyNetwork> without = PolicyNetwork::Parse(text);
  ASSERT_TRUE(without.ok()) << without.status();
  EXPECT_EQ(without->rules_prior(), 0);
  const absl::StatusOr<PolicyNetwork> with = PolicyNetwork::Parse(text + "rules_prior 2.5\n");
  ASSERT_TRUE(with.ok()) << with.status();
  EXPECT_EQ(with->rules_prior(), 2.5f);
  EXPECT_THAT(PolicyNetwork::Parse(text + "rules_prior x\n").status().message(),
              HasSubstr("rules_prior is not a number: x"));
}

}  // namespace
}  // namespace mj16::bot::policy
