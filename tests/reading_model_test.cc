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
