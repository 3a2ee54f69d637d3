// Order statistics the tools print (benchmarks' medians and 99th percentiles).
#ifndef MJ16_TOOLS_COMMON_STATS_H_
#define MJ16_TOOLS_COMMON_STATS_H_

#include <algorithm>
#include <cstddef>
#include <vector>

namespace mj16::tooling {

// The value at rank floor(p × n) of the sorted `v` (the last for p = 1); 0 when `v` is empty.
inline double Percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  const size_t k = std::min(v.size() - 1, static_cast<size_t>(p * v.size()));
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(k), v.end());
  return v[k];
}

}  // namespace mj16::tooling

#endif  // MJ16_TOOLS_COMMON_STATS_H_
