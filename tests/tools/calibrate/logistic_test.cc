#include "tools/calibrate/logistic.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

namespace mj16::calibrate {
namespace {

TEST(LogisticTest, SigmoidIsSymmetric) {
  EXPECT_DOUBLE_EQ(Sigmoid(0), 0.5);
  EXPECT_NEAR(Sigmoid(2) + Sigmoid(-2), 1, 1e-15);
}

TEST(LogisticTest, RecoversTheCoefficientsThatMadeTheData) {
  // y ~ Bernoulli(sigmoid(−2 + 0.5·a − 1·b)), a in 0..10, b in {0, 1, 2}.
  std::mt19937_64 rng(7);
  std::uniform_int_distribution<int> a(0, 10), b(0, 2);
  std::uniform_real_distribution<double> u(0, 1);
  std::vector<Observation> data;
  for (int i = 0; i < 200000; ++i) {
    const double x1 = a(rng), x2 = b(rng);
    data.push_back({{x1, x2}, u(rng) < Sigmoid(-2 + 0.5 * x1 - 1 * x2)});
  }
  const LogisticFit fit = FitLogistic(data);
  ASSERT_TRUE(fit.converged);
  ASSERT_EQ(fit.beta.size(), 3u);
  EXPECT_NEAR(fit.beta[0], -2, 0.05);
  EXPECT_NEAR(fit.beta[1], 0.5, 0.01);
  EXPECT_NEAR(fit.beta[2], -1, 0.03);
}

TEST(LogisticTest, ARateWithoutFeaturesIsItsLogOdds) {
  std::vector<Observation> data(100);
  for (int i = 0; i < 25; ++i) data[i].y = true;
  const LogisticFit fit = FitLogistic(data);
  ASSERT_EQ(fit.beta.size(), 1u);
  EXPECT_NEAR(fit.beta[0], std::log(25.0 / 75.0), 1e-9);
}

TEST(LogisticTest, SeparableDataStaysFinite) {
  // The ridge keeps a perfectly separating feature from running off to infinity.
  std::vector<Observation> data = {{{0}, false}, {{1}, false}, {{2}, true}, {{3}, true}};
  const LogisticFit fit = FitLogistic(data, 1e-3);
  ASSERT_EQ(fit.beta.size(), 2u);
  EXPECT_TRUE(std::isfinite(fit.beta[1]));
  EXPECT_GT(fit.beta[1], 0);
}

TEST(LogisticTest, NoDataNoFit) { EXPECT_TRUE(FitLogistic({}).beta.empty()); }

}  // namespace
}  // namespace mj16::calibrate
