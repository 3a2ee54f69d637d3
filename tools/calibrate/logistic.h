// Logistic regression by Newton's method: the fit behind the bot's tenpai and win models
// (bot/defence/push_fold.h), whose coefficients are settings. Pure;
// tests/tools/calibrate/logistic_test.cc.
#ifndef MJ16_TOOLS_CALIBRATE_LOGISTIC_H_
#define MJ16_TOOLS_CALIBRATE_LOGISTIC_H_

#include <vector>

namespace mj16::calibrate {

struct Observation {
  std::vector<double> x;  // the features; a constant 1 is added by the fit
  bool y = false;
};

struct LogisticFit {
  std::vector<double> beta;  // intercept, then one per feature
  int iterations = 0;
  bool converged = false;
};

// Maximum likelihood with a small ridge (`ridge` on every coefficient but the intercept), so
// that a feature that separates the data perfectly still gives finite coefficients.
LogisticFit FitLogistic(const std::vector<Observation>& data, double ridge = 1e-6,
                        int max_iterations = 50);

double Sigmoid(double z);

}  // namespace mj16::calibrate

#endif  // MJ16_TOOLS_CALIBRATE_LOGISTIC_H_
