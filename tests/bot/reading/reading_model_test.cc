// bot/reading/model.h: the embedded model parses, the C++ forward pass agrees with PyTorch's on
// the fixture train_reading.py wrote beside it (to 1e-5, tools/training/fixture.h), and a
// bad model file is refused with the line or tensor named.
#include "bot/reading/model.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tools/training/fixture.h"

namespace mj16::bot {
namespace {

using ::testing::HasSubstr;

std::vector<training::FixtureCase> Fixture() {
  absl::StatusOr<std::vector<training::FixtureCase>> cases =
      training::ReadFixture(MJ16_READING_FIXTURE);
  EXPECT_TRUE(cases.ok()) << cases.status();
  return cases.ok() ? *cases : std::vector<training::FixtureCase>{};
}

// The embedded model's text, read from the source tree.
std::string kTheModel() {
  std::ifstream file(MJ16_READING_MODEL);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

TEST(ReadingModelTest, AgreesWithPyTorch) {
  const ReadingModel& model = ReadingModel::Default();
  EXPECT_GT(model.width(), 0);
  EXPECT_TRUE(ReadingModel::Parse(kTheModel()).ok());
  const std::vector<training::FixtureCase> cases = Fixture();
  ASSERT_GE(cases.size(), 4u);
  EXPECT_THAT(training::Disagreements(model, cases), ::testing::IsEmpty());
  // An output off by more than 1e-5 is caught.
  std::vector<training::FixtureCase> off = cases;
  off[0].lines.back().second[0] += 1e-3f;
  EXPECT_EQ(training::Disagreements(model, off).size(), 1u);
}

TEST(ReadingModelTest, EstimatesAreProbabilitiesAndTai) {
  const std::vector<training::FixtureCase> cases = Fixture();
  ASSERT_FALSE(cases.empty());
  OpponentFeatureVector x;
  ASSERT_EQ(cases[0].lines[0].first, "in");
  ASSERT_EQ(cases[0].lines[0].second.size(), x.size());
  std::copy(cases[0].lines[0].second.begin(), cases[0].lines[0].second.end(), x.begin());
  const OpponentEstimate e = ReadingModel::Default().Estimate(x);
  EXPECT_GT(e.tenpai, 0);
  EXPECT_LT(e.tenpai, 1);
  for (int k = 0; k < kNumKinds; ++k) {
    EXPECT_GT(e.wait[k], 0);
    EXPECT_LT(e.wait[k], 1);
    EXPECT_GE(e.tai[k], 0);
  }
}

TEST(ReadingModelTest, ABadFileIsRefusedWithItsLine) {
  EXPECT_THAT(ReadingModel::Parse("width 2\nsuit_b.bias 2\n1 2 3\n").status().message(),
              HasSubstr("line 3: suit_b.bias: expected 2"));
  EXPECT_THAT(ReadingModel::Parse("width 2\nconv\n").status().message(),
              HasSubstr("unknown 'conv'"));
  EXPECT_THAT(ReadingModel::Parse("width 2\nsuit_b.bias 2\n").status().message(),
              HasSubstr("suit_b.bias: no values"));
  EXPECT_THAT(ReadingModel::Parse("width 2\nsuit_b.bias 2\n1 2\n").status().message(),
              HasSubstr("no tensor suit_scalars.weight"));
  EXPECT_FALSE(ReadingModel::Parse("").ok());
  // The embedded file with one tensor's shape changed is refused by name.
  std::string text = kTheModel();
  const size_t at = text.find("suit_b.bias ");
  ASSERT_NE(at, std::string::npos);
  text.insert(text.find('\n', at), " 1");
  EXPECT_THAT(ReadingModel::Parse(text).status().message(), HasSubstr("suit_b.bias is"));
}

}  // namespace
}  // namespace mj16::bot
