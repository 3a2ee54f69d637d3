// The sequential probability ratio test: its arguments, its log-likelihood ratio on differences
// worked by hand, its minimum of groups, and a verdict that depends on the groups in order only.
#include "tools/mjref/results/sprt.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>

#include "tools/common/json_value.h"

namespace mj16::mjref {
namespace {

using ::testing::HasSubstr;

// `n` groups of 16 games alternating `a` and `b`.
std::vector<GroupDiff> Alternating(int n, double a, double b) {
  std::vector<GroupDiff> out;
  for (int i = 0; i < n; ++i) out.push_back({i, i % 2 == 0 ? a : b, 16});
  return out;
}

TEST(MjrefSprtTest, ParsesHypothesesAndErrors) {
  absl::StatusOr<SprtTest> t = ParseSprt("0,20");
  ASSERT_TRUE(t.ok()) << t.status();
  EXPECT_EQ(t->h0, 0);
  EXPECT_EQ(t->h1, 20);
  EXPECT_EQ(t->alpha, 0.05);
  EXPECT_EQ(t->beta, 0.05);
  // Wald's bounds: log(0.05/0.95) and log(0.95/0.05).
  EXPECT_NEAR(t->Lower(), -2.944, 1e-3);
  EXPECT_NEAR(t->Upper(), 2.944, 1e-3);
  t = ParseSprt("-5,10,0.01,0.1");
  ASSERT_TRUE(t.ok()) << t.status();
  EXPECT_EQ(t->h0, -5);
  EXPECT_EQ(t->alpha, 0.01);
  EXPECT_EQ(t->beta, 0.1);
  EXPECT_NEAR(t->Upper(), std::log(0.9 / 0.01), 1e-12);
  EXPECT_EQ(SprtLabel(*t), "-5,10,0.01,0.1");
  EXPECT_THAT(ParseSprt("20").status().message(), HasSubstr("H0,H1"));
  EXPECT_THAT(ParseSprt("0,20,0.05").status().message(), HasSubstr("H0,H1"));
  EXPECT_THAT(ParseSprt("20,0").status().message(), HasSubstr("below H1"));
  EXPECT_THAT(ParseSprt("0,x").status().message(), HasSubstr("'x' is not a number"));
  EXPECT_THAT(ParseSprt("0,20,0.5,0.05").status().message(), HasSubstr("between 0 and 0.5"));
  EXPECT_THAT(ParseSprt("0,20,0.05,0").status().message(), HasSubstr("between 0 and 0.5"));
}

// Mean 20, variance 100 about it: LLR = n · 20 · (40 − 20) / 200 = 2n, past the upper bound
// from n = 2 but decided only at the eighth group.
TEST(MjrefSprtTest, AcceptsH1AtTheMinimumGroupsWhenTheMeanIsH1) {
  const SprtOutcome o = RunSprt({0, 20}, Alternating(20, 10, 30));
  EXPECT_EQ(o.verdict, SprtVerdict::kH1);
  EXPECT_EQ(o.last.groups, kSprtMinGroups);
  EXPECT_EQ(o.last.games, 16 * kSprtMinGroups);
  EXPECT_DOUBLE_EQ(o.last.mean, 20);
  EXPECT_NEAR(o.last.llr, 2.0 * kSprtMinGroups, 1e-9);
  ASSERT_EQ(o.trajectory.size(), static_cast<size_t>(kSprtMinGroups));
  EXPECT_EQ(o.trajectory[0].llr, 0);  // one group: no variance yet
  EXPECT_NEAR(o.trajectory[1].llr, 4, 1e-9);
}

// Mean 0: LLR = n · 20 · (0 − 20) / 200 = −2n.
TEST(MjrefSprtTest, AcceptsH0WhenTheMeanIsH0) {
  const SprtOutcome o = RunSprt({0, 20}, Alternating(20, -10, 10), 2);
  EXPECT_EQ(o.verdict, SprtVerdict::kH0);
  EXPECT_EQ(o.last.groups, kSprtMinGroups);
  EXPECT_EQ(o.last.games, 2 * 16 * kSprtMinGroups);  // both sides' games
  EXPECT_NEAR(o.last.llr, -2.0 * kSprtMinGroups, 1e-9);
}

// Midway between the hypotheses the ratio stays at zero: undecided after every group.
TEST(MjrefSprtTest, StaysUndecidedBetweenTheHypotheses) {
  const SprtOutcome o = RunSprt({0, 20}, Alternating(50, 0, 20));
  EXPECT_EQ(o.verdict, SprtVerdict::kUndecided);
  EXPECT_EQ(o.last.groups, 50);
  EXPECT_NEAR(o.last.llr, 0, 1e-9);
  EXPECT_THAT(SprtLine(o), HasSubstr("undecided after 800 games (50 groups)"));
}

// A verdict reached on a prefix is the verdict of any longer run: the groups after it are never
// read, so a run stopped early and merged shards of a full run agree.
TEST(MjrefSprtTest, TheVerdictDependsOnlyOnThePrefix) {
  std::vector<GroupDiff> groups = Alternating(12, 5, 40);
  const SprtOutcome short_run = RunSprt({0, 20}, groups);
  ASSERT_NE(short_run.verdict, SprtVerdict::kUndecided);
  for (int i = 0; i < 30; ++i) groups.push_back({12 + i, -500, 16});
  const SprtOutcome long_run = RunSprt({0, 20}, groups);
  EXPECT_EQ(long_run.verdict, short_run.verdict);
  EXPECT_EQ(long_run.last.groups, short_run.last.groups);
  EXPECT_EQ(long_run.last.llr, short_run.last.llr);
}

TEST(MjrefSprtTest, JsonHasTheVerdictBoundsAndTrajectory) {
  SprtOutcome o = RunSprt({0, 20}, Alternating(20, 10, 30));
  o.luck_adjusted = true;
  JsonWriter j;
  WriteSprtJson(j, o);
  absl::StatusOr<JsonValue> v = ParseJson(j.str());
  ASSERT_TRUE(v.ok()) << v.status();
  EXPECT_EQ(v->StringOr("result", ""), "H1");
  EXPECT_EQ(v->IntOr("games", 0), 16 * kSprtMinGroups);
  EXPECT_EQ(v->IntOr("groups", 0), kSprtMinGroups);
  EXPECT_TRUE(v->Find("luck_adjusted")->boolean);
  EXPECT_NEAR(v->Find("bounds")->items.at(0).number, -2.944, 1e-3);
  EXPECT_EQ(v->Find("trajectory")->items.size(), static_cast<size_t>(kSprtMinGroups));
  EXPECT_THAT(SprtLine(o), HasSubstr("H1 accepted after 128 games (8 groups), luck-adjusted"));
}

}  // namespace
}  // namespace mj16::mjref
