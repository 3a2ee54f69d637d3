#include "tools/calibrate/logistic.h"

#include <cmath>
#include <cstddef>

namespace mj16::calibrate {
namespace {

// Solves a·x = b in place by Gaussian elimination with partial pivoting; false when singular.
bool Solve(std::vector<std::vector<double>> a, std::vector<double> b, std::vector<double>* x) {
  const size_t n = b.size();
  for (size_t c = 0; c < n; ++c) {
    size_t pivot = c;
    for (size_t r = c + 1; r < n; ++r) {
      if (std::fabs(a[r][c]) > std::fabs(a[pivot][c])) pivot = r;
    }
    if (std::fabs(a[pivot][c]) < 1e-300) return false;
    std::swap(a[c], a[pivot]);
    std::swap(b[c], b[pivot]);
    for (size_t r = c + 1; r < n; ++r) {
      const double f = a[r][c] / a[c][c];
      for (size_t k = c; k < n; ++k) a[r][k] -= f * a[c][k];
      b[r] -= f * b[c];
    }
  }
  x->assign(n, 0);
  for (size_t c = n; c-- > 0;) {
    double s = b[c];
    for (size_t k = c + 1; k < n; ++k) s -= a[c][k] * (*x)[k];
    (*x)[c] = s / a[c][c];
  }
  return true;
}

}  // namespace

double Sigmoid(double z) { return 1 / (1 + std::exp(-z)); }

LogisticFit FitLogistic(const std::vector<Observation>& data, double ridge, int max_iterations) {
  LogisticFit fit;
  if (data.empty()) return fit;
  const size_t n = data.front().x.size() + 1;
  fit.beta.assign(n, 0);
  std::vector<double> row(n);
  for (fit.iterations = 0; fit.iterations < max_iterations; ++fit.iterations) {
    std::vector<std::vector<double>> hessian(n, std::vector<double>(n, 0));
    std::vector<double> gradient(n, 0);
    for (size_t j = 1; j < n; ++j) {
      hessian[j][j] += ridge;
      gradient[j] -= ridge * fit.beta[j];
    }
    for (const Observation& o : data) {
      row[0] = 1;
      for (size_t j = 1; j < n; ++j) row[j] = o.x[j - 1];
      double z = 0;
      for (size_t j = 0; j < n; ++j) z += fit.beta[j] * row[j];
      const double p = Sigmoid(z);
      const double w = p * (1 - p);
      for (size_t j = 0; j < n; ++j) {
        gradient[j] += ((o.y ? 1 : 0) - p) * row[j];
        for (size_t k = 0; k < n; ++k) hessian[j][k] += w * row[j] * row[k];
      }
    }
    std::vector<double> step;
    if (!Solve(hessian, gradient, &step)) break;
    double largest = 0;
    for (size_t j = 0; j < n; ++j) {
      fit.beta[j] += step[j];
      largest = std::fmax(largest, std::fabs(step[j]));
    }
    if (largest < 1e-9) {
      fit.converged = true;
      ++fit.iterations;
      break;
    }
  }
  return fit;
}

}  // namespace mj16::calibrate
