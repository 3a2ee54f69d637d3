// SPSA: the SPEC's lines and their refusals, fishtest's gain schedule, the signs drawn from the
// seed, the clamped steps, and a noisy one-dimensional climb that reaches its top.
#include "tools/mjref/tune/spsa.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace mj16::mjref {
namespace {

using ::testing::HasSubstr;

std::string Error(absl::string_view spec) {
  absl::StatusOr<std::vector<TuneParam>> p = ParseTuneSpec(spec, "spec.txt");
  return p.ok() ? "ok" : std::string(p.status().message());
}

TEST(MjrefSpsaTest, ReadsTheSpecsLines) {
  absl::StatusOr<std::vector<TuneParam>> p = ParseTuneSpec(
      "# the defence's price\n"
      "fold_dealin_cost 0.5 0 2 0.1 0.002\n"
      "\n"
      "  fold_go_around\t10 4 16 1 0.02   # an integer setting\n",
      "spec.txt");
  ASSERT_TRUE(p.ok()) << p.status();
  ASSERT_EQ(p->size(), 2u);
  EXPECT_EQ((*p)[0].key, "fold_dealin_cost");
  EXPECT_EQ((*p)[0].start, 0.5);
  EXPECT_EQ((*p)[0].max, 2);
  EXPECT_EQ((*p)[0].r_end, 0.002);
  EXPECT_FALSE((*p)[0].integer);
  EXPECT_EQ((*p)[1].key, "fold_go_around");
  EXPECT_EQ((*p)[1].c_end, 1);
  EXPECT_TRUE((*p)[1].integer);
}

TEST(MjrefSpsaTest, RefusesBadLinesByNumber) {
  EXPECT_THAT(Error("\nno_such_key 1 0 2 0.1 0.01\n"),
              HasSubstr("spec.txt:2: 'no_such_key' is no setting"));
  EXPECT_THAT(Error("defence 1 0 1 0.1 0.01"), HasSubstr("spec.txt:1: 'defence' is not a numeric"));
  EXPECT_THAT(Error("policy 1 0 1 0.1 0.01"), HasSubstr("not a numeric setting"));
  EXPECT_THAT(Error("fold_dealin_cost 3 0 2 0.1 0.002"),
              HasSubstr("START 3 lies outside [MIN, MAX] = [0, 2]"));
  EXPECT_THAT(Error("fold_dealin_cost 0.5 2 0 0.1 0.002"), HasSubstr("MIN must be below MAX"));
  EXPECT_THAT(Error("fold_dealin_cost 0.5 0 2 0.1"), HasSubstr("not KEY START MIN MAX"));
  EXPECT_THAT(Error("fold_dealin_cost 0.5 0 2 x 0.002"), HasSubstr("C_END 'x' is not a number"));
  EXPECT_THAT(Error("fold_dealin_cost 0.5 0 2 0 0.002"), HasSubstr("above zero"));
  EXPECT_THAT(Error("fold_dealin_cost 0.5 0 2 0.1 0.002\nfold_dealin_cost 1 0 2 0.1 0.002"),
              HasSubstr("spec.txt:2: 'fold_dealin_cost' is tuned twice"));
  EXPECT_THAT(Error("# nothing\n"), HasSubstr("no setting to tune"));
}

// fishtest's schedule: c_N = C_END, a_N / c_N² = R_END, both falling with k.
TEST(MjrefSpsaTest, GainsEndAtCEndAndREnd) {
  const TuneParam p{"x", 0, -10, 10, 0.5, 0.01, false};
  SpsaGains g;
  g.iterations = 400;
  EXPECT_NEAR(g.C(p, 400), 0.5, 1e-12);
  EXPECT_NEAR(g.A(p, 400) / (g.C(p, 400) * g.C(p, 400)), 0.01, 1e-12);
  EXPECT_NEAR(g.C(p, 1), 0.5 * std::pow(400.0, 0.101), 1e-12);
  EXPECT_NEAR(g.A(p, 1), 0.01 * 0.25 * std::pow(440.0 / 41.0, 0.602), 1e-12);
  EXPECT_GT(g.C(p, 10), g.C(p, 11));
  EXPECT_GT(g.A(p, 10), g.A(p, 11));
}

TEST(MjrefSpsaTest, SignsComeFromTheSeedAndTheIteration) {
  const std::vector<int> d = Perturbation(7, 3, 64);
  EXPECT_EQ(d, Perturbation(7, 3, 64));
  EXPECT_NE(d, Perturbation(7, 4, 64));
  EXPECT_NE(d, Perturbation(8, 3, 64));
  int plus = 0;
  for (int x : d) {
    EXPECT_TRUE(x == 1 || x == -1);
    plus += x == 1;
  }
  EXPECT_GT(plus, 16);
  EXPECT_LT(plus, 48);
}

// θ ± c_k·Δ within the bounds; the step a_k / c_k · r / Δ_i, clamped.
TEST(MjrefSpsaTest, PerturbsAndStepsWithinTheBounds) {
  const std::vector<TuneParam> params = {{"a", 0, -1, 1, 0.2, 0.5, false},
                                         {"b", 5, 0, 5.1, 1, 0.01, true}};
  SpsaGains g;
  g.iterations = 1;  // k = N: c = C_END, a / c = R_END · C_END
  const std::vector<double> theta = {0, 5};
  const std::vector<int> delta = {1, -1};
  EXPECT_EQ(Perturbed(params, g, 1, theta, delta, 1), (std::vector<double>{0.2, 4}));
  EXPECT_EQ(Perturbed(params, g, 1, theta, delta, -1), (std::vector<double>{-0.2, 5.1}));
  const std::vector<double> up = Updated(params, g, 1, theta, delta, 3);
  EXPECT_NEAR(up[0], 0.5 * 0.2 * 3, 1e-12);                   // a moves with r·Δ
  EXPECT_NEAR(up[1], 5 - 0.01 * 1 * 3, 1e-12);                // b against it
  EXPECT_EQ(Updated(params, g, 1, theta, delta, 100)[0], 1);  // clamped at MAX
}

TEST(MjrefSpsaTest, SettingsAreWrittenAsPlayed) {
  const std::vector<TuneParam> params = {{"a", 0, -1, 1, 0.2, 0.5, false},
                                         {"b", 5, 0, 9, 1, 0.01, true}};
  EXPECT_EQ(SettingsText(params, {0.123456789, 4.5}), "a=0.123457,b=5");
  EXPECT_EQ(SettingText(params[1], 3.49), "3");
}

// On f(x) = −(x − 3)² measured with noise of sd 2 a side, 2,000 iterations from 0 end near 3.
TEST(MjrefSpsaTest, ClimbsANoisyHillToItsTop) {
  const std::vector<TuneParam> params = {{"x", 0, -10, 10, 0.5, 0.05, false}};
  SpsaGains g;
  g.iterations = 2000;
  std::mt19937_64 rng(1);
  std::normal_distribution<double> noise(0, 2);
  const auto f = [](double x) { return -(x - 3) * (x - 3); };
  std::vector<double> theta = {0};
  for (int k = 1; k <= g.iterations; ++k) {
    const std::vector<int> d = Perturbation(11, k, 1);
    const double plus = f(Perturbed(params, g, k, theta, d, 1)[0]) + noise(rng);
    const double minus = f(Perturbed(params, g, k, theta, d, -1)[0]) + noise(rng);
    theta = Updated(params, g, k, theta, d, plus - minus);
  }
  EXPECT_NEAR(theta[0], 3, 0.3);
}

}  // namespace
}  // namespace mj16::mjref
