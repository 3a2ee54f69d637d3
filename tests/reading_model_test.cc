// bot/reading/model.h: the embedded model parses, the C++ forward pass agrees with PyTorch's on
// the fixture train_reading.py wrote beside it (to 1e-5), and a bad model file is refused with
// the line named.
#include "bot/reading/model.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"

namespace mj16::bot {
namespace {

using ::testing::HasSubstr;

struct Case {
  OpponentFeatureVector in{};
  std::vector<float> out;
};

std::vector<Case> Fixture() {
  std::ifstream file(MJ16_READING_FIXTURE);
  std::vector<Case> cases;
  std::string line;
  while (std::getline(file, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> words = absl::StrSplit(line, ' ', absl::SkipEmpty());
    std::vector<float> numbers;
    for (size_t i = 1; i < words.size(); ++i) {
      float v = 0;
      EXPECT_TRUE(absl::SimpleAtof(words[i], &v)) << words[i];
      numbers.push_back(v);
    }
    if (words[0] == "in") {
      cases.emplace_back();
      EXPECT_EQ(numbers.size(), cases.back().in.size());
      std::copy_n(numbers.begin(), std::min(numbers.size(), cases.back().in.size()),
                  cases.back().in.begin());
    } else if (!cases.empty()) {
      cases.back().out = numbers;
    }
  }
  return cases;
}

TEST(ReadingModelTest, AgreesWithPyTorch) {
  const ReadingModel& model = ReadingModel::Default();
  EXPECT_EQ(model.inputs(), kOpponentFeatures);
  const std::vector<Case> cases = Fixture();
  ASSERT_GE(cases.size(), 4u);
  for (const Case& c : cases) {
    const std::vector<float> y = model.Forward(c.in);
    ASSERT_EQ(y.size(), c.out.size());
    for (size_t i = 0; i < y.size(); ++i) {
      EXPECT_NEAR(y[i], c.out[i], 1e-5 * std::max(1.0f, std::abs(c.out[i]))) << i;
    }
  }
}

TEST(ReadingModelTest, EstimatesAreProbabilitiesAndTai) {
  const std::vector<Case> cases = Fixture();
  ASSERT_FALSE(cases.empty());
  const OpponentEstimate e = ReadingModel::Default().Estimate(cases[0].in);
  EXPECT_GT(e.tenpai, 0);
  EXPECT_LT(e.tenpai, 1);
  for (int k = 0; k < kNumKinds; ++k) {
    EXPECT_GT(e.wait[k], 0);
    EXPECT_LT(e.wait[k], 1);
    EXPECT_GE(e.tai[k], 0);
  }
}

TEST(ReadingModelTest, ABadFileIsRefusedWithItsLine) {
  EXPECT_THAT(ReadingModel::Parse("inputs 288\ndense 288 2 relu\n1 2 3\n").status().message(),
              HasSubstr("line 3"));
  EXPECT_THAT(ReadingModel::Parse("inputs 288\nconv 3 3\n").status().message(),
              HasSubstr("unknown 'conv'"));
  EXPECT_THAT(ReadingModel::Parse("inputs 5\ndense 5 69 none\n").status().message(),
              HasSubstr("cut short"));
  EXPECT_FALSE(ReadingModel::Parse("").ok());
  std::string small = "inputs 288\ndense 288 69 none\n";
  for (int o = 0; o < 69; ++o) {
    for (int i = 0; i <= 288; ++i) small += i ? " 0" : "0";
    small += "\n";
  }
  const absl::StatusOr<ReadingModel> zero = ReadingModel::Parse(small);
  ASSERT_TRUE(zero.ok()) << zero.status();
  EXPECT_DOUBLE_EQ(zero->Estimate(OpponentFeatureVector{}).tenpai, 0.5);
}

}  // namespace
}  // namespace mj16::bot
