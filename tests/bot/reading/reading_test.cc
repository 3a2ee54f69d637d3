// bot/reading/reading.h: the reading answers with the heuristics' estimates or the learned
// model's, and with the referee's truth up to its level when given one (bot/reading/truth.h, the
// oracle), or with the learned estimates moved towards it (OracleSpec::sharpen).
#include "bot/reading/reading.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "bot/reading/threat.h"
#include "tests/support/test_hands.h"
#include "tests/support/test_views.h"

namespace mj16::bot {
namespace {

using testing::C;

// Eight go-arounds in which 2, 3 and 4 throw 中 and we (position 1) draw and throw 北.
TableView EightGoArounds() {
  std::vector<std::string> lines = {
      "/start MJ 1 x", "/initGame east east 2 2 0",
      "/initCard 110 120 130 140 150 160 170 180 190 350 360 410 411 412 420 421"};
  for (int r = 0; r < 8; ++r) {
    for (int p = 2; p <= 4; ++p) lines.push_back(absl::StrCat("/throw ", p, " ", 448 + p));
    lines.push_back("/mo 440");
    lines.push_back("/throw 1 440");
  }
  return testing::ReplayLines(lines);
}

// Position 2 waits on 3筒 and 6筒; 3 and 4 are far from tenpai.
Truth TheTruth(OracleLevel level) {
  Truth t;
  t.level = level;
  t.concealed[1] = C("123m456m789m1145p111z");
  t.concealed[2] = C("1357m2468p13579s123z");
  t.concealed[3] = C("1359m2469p13579s567z");
  return t;
}

// The heuristics' reading: the tenpai logistic and the sampled waits.
ReadingSettings Heuristics() {
  ReadingSettings settings;
  settings.learned_reading = false;
  return settings;
}

TEST(ReadingTest, WithoutTheTruthOrTheModelItIsTheHeuristics) {
  const TableView view = EightGoArounds();
  const ReadingSettings settings = Heuristics();
  const Reading reading(view, settings);
  EXPECT_EQ(reading.TruthAt(OracleLevel::kTenpai), nullptr);
  for (int p = 2; p <= 4; ++p) EXPECT_EQ(reading.Tenpai(p), TenpaiLikelihood(view, p, settings));
  EXPECT_EQ(reading.AnyTenpai(), AnyTenpaiLikelihood(view, settings));
  EXPECT_EQ(reading.Waits(), ThreatWaits(view, {}, settings));
  EXPECT_EQ(reading.WaitsOf({3}), ThreatWaits(view, {3}, settings));
  EXPECT_EQ(reading.Risks(), DealInRisks(view, reading.Waits(), settings));
}

TEST(ReadingTest, TheTenpaiOracleKnowsWhoIsTenpaiNotOnWhat) {
  const TableView view = EightGoArounds();
  const ReadingSettings settings = Heuristics();
  const Truth truth = TheTruth(OracleLevel::kTenpai);
  const Reading reading(view, settings, &truth);
  EXPECT_EQ(reading.Tenpai(2), 1);
  EXPECT_EQ(reading.Tenpai(3), 0);
  EXPECT_EQ(reading.Tenpai(4), 0);
  EXPECT_EQ(reading.AnyTenpai(), 1);
  EXPECT_EQ(reading.Waits(), ThreatWaits(view, {}, settings));  // still sampled
  EXPECT_EQ(reading.TruthAt(OracleLevel::kWaits), nullptr);
  // Only position 2 can be dealt into, on his sampled waits.
  for (int k = 0; k < kNumKinds; ++k) {
    EXPECT_NEAR(reading.Risks()[k], std::min(1.0, reading.Waits()[1][k]), 1e-12) << k;
  }
}

TEST(ReadingTest, TheWaitsOracleKnowsTheWaits) {
  const TableView view = EightGoArounds();
  const ReadingSettings settings;
  const Truth truth = TheTruth(OracleLevel::kWaits);
  const Reading reading(view, settings, &truth);
  const TileCounts waits = C("36p");
  for (int k = 0; k < kNumKinds; ++k) {
    EXPECT_EQ(reading.Waits()[1][k], waits[k]) << k;
    EXPECT_EQ(reading.Waits()[2][k], 0) << k;
    EXPECT_EQ(reading.Risks()[k], waits[k]) << k;
  }
  EXPECT_EQ(reading.WaitsOf({3, 4}), (std::array<WaitShare, 4>{}));
  EXPECT_EQ(reading.TruthAt(OracleLevel::kHands), nullptr);
  EXPECT_NE(reading.TruthAt(OracleLevel::kTenpai), nullptr);
}

TEST(ReadingTest, TheLearnedReadingAnswersFromTheModel) {
  const TableView view = EightGoArounds();
  ReadingSettings settings;
  settings.learned_reading = true;
  const Reading reading(view, settings);
  ASSERT_TRUE(reading.UnconditionalWaits());
  double none = 1;
  std::array<double, kNumKinds> safe;
  safe.fill(1);
  for (int p = 2; p <= 4; ++p) {
    const OpponentEstimate e = ReadingModel::Default().Estimate(OpponentFeatures(view, p));
    EXPECT_DOUBLE_EQ(reading.Tenpai(p), e.tenpai);
    none *= 1 - e.tenpai;
    for (int k = 0; k < kNumKinds; ++k) {
      EXPECT_DOUBLE_EQ(reading.Waits()[p - 1][k], e.wait[k]);
      safe[k] *= 1 - e.wait[k];
    }
  }
  EXPECT_NEAR(reading.AnyTenpai(), 1 - none, 1e-12);
  // Each kind's risk combines the three unconditional waits, with no tenpai factor again.
  for (int k = 0; k < kNumKinds; ++k) EXPECT_NEAR(reading.Risks()[k], 1 - safe[k], 1e-12) << k;
  EXPECT_EQ(reading.WaitsOf({3})[1], WaitShare{});
  EXPECT_EQ(reading.WaitsOf({3})[2], reading.Waits()[2]);
}

// Over the learned reading, the tenpai oracle turns position 2's unconditional waits into waits
// given that he is tenpai, and rules the others out.
TEST(ReadingTest, TheTenpaiOracleConditionsTheLearnedWaits) {
  const TableView view = EightGoArounds();
  ReadingSettings settings;
  settings.learned_reading = true;
  const Truth truth = TheTruth(OracleLevel::kTenpai);
  const Reading told(view, settings, &truth);
  const Reading plain(view, settings);
  EXPECT_EQ(told.Tenpai(2), 1);
  const OpponentEstimate& e = plain.Learned()[1];
  for (int k = 0; k < kNumKinds; ++k) {
    EXPECT_NEAR(told.Waits()[1][k], std::min(1.0, e.wait[k] / e.tenpai), 1e-12) << k;
    EXPECT_EQ(told.Waits()[2][k], 0) << k;
    EXPECT_EQ(told.Waits()[3][k], 0) << k;
    EXPECT_NEAR(told.Risks()[k], told.Waits()[1][k], 1e-12) << k;
  }
}

// OracleSpec::sharpen moves every learned estimate towards the truth in logit, and nothing else
// of the truth shows: position 2's waits 3筒 and 6筒 rise, every other kind and seat falls.
TEST(ReadingTest, TheSharpenedReadingLeansTowardsTheTruth) {
  const TableView view = EightGoArounds();
  ReadingSettings settings;
  settings.learned_reading = true;
  Truth truth = TheTruth(OracleLevel::kNone);
  truth.sharpen = 1;
  const Reading plain(view, settings);
  const Reading sharper(view, settings, &truth);
  EXPECT_EQ(sharper.TruthAt(OracleLevel::kTenpai), nullptr);
  const TileCounts waits = C("36p");
  for (int p = 2; p <= 4; ++p) {
    const OpponentEstimate& a = plain.Learned()[p - 1];
    const OpponentEstimate& b = sharper.Learned()[p - 1];
    const auto logit = [](double x) { return std::log(x / (1 - x)); };
    EXPECT_NEAR(logit(b.tenpai) - logit(a.tenpai), p == 2 ? 1 : -1, 1e-6) << p;
    for (int k = 0; k < kNumKinds; ++k) {
      const bool wins = p == 2 && waits[k] > 0;
      if (a.wait[k] <= 0) {
        EXPECT_EQ(b.wait[k], a.wait[k]) << p << " " << k;  // ruled out stays ruled out
        continue;
      }
      EXPECT_NEAR(logit(b.wait[k]) - logit(a.wait[k]), wins ? 1 : -1, 1e-6) << p << " " << k;
    }
  }
}

TEST(ReadingTest, OracleLevelsParse) {
  EXPECT_EQ(ParseOracleLevel("none"), OracleLevel::kNone);
  EXPECT_EQ(ParseOracleLevel("tenpai"), OracleLevel::kTenpai);
  EXPECT_EQ(ParseOracleLevel("waits"), OracleLevel::kWaits);
  EXPECT_EQ(ParseOracleLevel("hands"), OracleLevel::kHands);
  EXPECT_EQ(ParseOracleLevel("all"), std::nullopt);
}

}  // namespace
}  // namespace mj16::bot
