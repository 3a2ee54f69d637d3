// The layers the learned models' forward passes share: plain loops over floats that the compiler
// vectorises (no library, one self-contained executable).
#ifndef MJ16_BOT_NN_DENSE_H_
#define MJ16_BOT_NN_DENSE_H_

#include <algorithm>
#include <cstddef>
#include <vector>

namespace mj16::bot::nn {

// out[i] = b[i] + Σ_j w[i][j] in[j], then ReLU when `relu`: PyTorch's Linear (w: n_out rows of
// n_in).
inline void Dense(const std::vector<float>& w, const float* b, const float* in, int n_in,
                  float* out, int n_out, bool relu) {
  for (int i = 0; i < n_out; ++i) {
    const float* row = &w[static_cast<std::size_t>(i) * n_in];
    float sum = b[i];
    for (int j = 0; j < n_in; ++j) sum += row[j] * in[j];
    out[i] = relu ? std::max(0.0f, sum) : sum;
  }
}

// The same layer over weights transposed to n_in rows of n_out (Transposed): each input updates
// every output in one contiguous run, which the compiler vectorises without reordering a sum,
// and a zero input (half of a ReLU's outputs) is skipped.
inline void DenseT(const std::vector<float>& wt, const float* b, const float* in, int n_in,
                   float* out, int n_out, bool relu) {
  std::copy_n(b, n_out, out);
  for (int j = 0; j < n_in; ++j) {
    const float v = in[j];
    if (v == 0) continue;
    const float* row = &wt[static_cast<std::size_t>(j) * n_out];
    for (int i = 0; i < n_out; ++i) out[i] += row[i] * v;
  }
  if (relu) {
    for (int i = 0; i < n_out; ++i) out[i] = std::max(0.0f, out[i]);
  }
}

// PyTorch's n_out × n_in weights as n_in × n_out, for DenseT.
inline std::vector<float> Transposed(const std::vector<float>& w, int n_out, int n_in) {
  std::vector<float> t(w.size());
  for (int i = 0; i < n_out; ++i) {
    for (int j = 0; j < n_in; ++j) {
      t[static_cast<std::size_t>(j) * n_out + i] = w[static_cast<std::size_t>(i) * n_in + j];
    }
  }
  return t;
}

}  // namespace mj16::bot::nn

#endif  // MJ16_BOT_NN_DENSE_H_
