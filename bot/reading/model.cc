#include "bot/reading/model.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <map>
#include <string>
#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "bot/nn/dense.h"
#include "bot/nn/tensors.h"
#include "bot/reading/reading_model_data.h"  // generated: kReadingModelData (bot/CMakeLists.txt)

namespace mj16::bot {
namespace {

using nn::Dense;

constexpr int kSuited = 27, kHonours = 7, kRanks = 9;
constexpr int kPadded = kRanks + 4;  // a suit's ranks between two zeros each side
constexpr int kMaxWidth = 64;
constexpr int kSuitInputs = kKindChannels + 1;           // the channels and the rank
constexpr int kHonourInputs = kKindChannels + kHonours;  // the channels and which honour
// A suit's context: its channel sums, the other two suits' and the honours'.
constexpr int kSuitContext = 3 * kKindChannels;
// The honours' context: the suits' channel sums and the honours'.
constexpr int kHonourContext = 2 * kKindChannels;

double Sigmoid(double z) { return 1 / (1 + std::exp(-z)); }

absl::Status Bad(absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("reading model: ", what));
}

// PyTorch's Conv1d over kRanks positions with zero padding kernel / 2, then ReLU. `wt` is the
// weights transposed to in × kernel × out (Transposed), so that each input value updates every
// output channel in one contiguous run (vectorised) and a zero input, most of them, is skipped;
// `in` is in × (kRanks + 4), the ranks at offset 2 between zeros; `bias` (per output) is added
// before the ReLU; out is out × kRanks.
void Conv(const std::vector<float>& wt, int n_in, int n_out, int kernel, const float* bias,
          const float* in, float* out) {
  const int start = 2 - kernel / 2;
  for (int r = 0; r < kRanks; ++r) {
    float sum[kMaxWidth];
    std::copy_n(bias, n_out, sum);
    for (int c = 0; c < n_in; ++c) {
      for (int d = 0; d < kernel; ++d) {
        const float v = in[c * kPadded + start + r + d];
        if (v == 0) continue;
        const float* w = &wt[(static_cast<size_t>(c) * kernel + d) * n_out];
        for (int o = 0; o < n_out; ++o) sum[o] += v * w[o];
      }
    }
    for (int o = 0; o < n_out; ++o) out[o * kRanks + r] = std::max(0.0f, sum[o]);
  }
}

// PyTorch's out × in × kernel weights as in × kernel × out, for Conv.
std::vector<float> Transposed(const std::vector<float>& w, int n_out, int n_in, int kernel) {
  std::vector<float> t(w.size());
  for (int o = 0; o < n_out; ++o) {
    for (int c = 0; c < n_in; ++c) {
      for (int d = 0; d < kernel; ++d) {
        t[(static_cast<size_t>(c) * kernel + d) * n_out + o] = w[(o * n_in + c) * kernel + d];
      }
    }
  }
  return t;
}

}  // namespace

absl::StatusOr<ReadingModel> ReadingModel::Parse(absl::string_view text) {
  ReadingModel model;
  absl::StatusOr<nn::TensorFile> file = nn::ParseTensors(text, "reading model");
  if (!file.ok()) return file.status();
  if (auto it = file->settings.find("width"); it != file->settings.end()) {
    if (!absl::SimpleAtoi(it->second, &model.width_) || model.width_ <= 0) {
      return Bad("width W");
    }
  }
  for (const auto& [key, value] : file->settings) {
    if (key != "width") return Bad(absl::StrCat("unknown '", key, "'"));
  }
  const int w = model.width_;
  if (w == 0) return Bad("no width");
  if (w > kMaxWidth) return Bad(absl::StrCat("width above ", kMaxWidth));
  // Each tensor by name, with the shape ReadingNet gives it at this width.
  const auto take = [&](const std::string& name, std::vector<int> shape, nn::Tensor& into) {
    return nn::TakeTensor(*file, name, shape, into);
  };
  Weights& m = model.w_;
  for (absl::Status s : {
           take("suit_scalars.weight", {w, kScalarFeatures}, m.suit_scalars_w),
           take("suit_scalars.bias", {w}, m.suit_scalars_b),
           take("suit_context.weight", {w, kSuitContext}, m.suit_context_w),
           take("suit_a.weight", {w, kSuitInputs, 5}, m.suit_a_w),
           take("suit_b.weight", {w, w, 3}, m.suit_b_w),
           take("suit_b.bias", {w}, m.suit_b_b),
           take("suit_out.weight", {2, w, 1}, m.suit_out_w),
           take("suit_out.bias", {2}, m.suit_out_b),
           take("honour_scalars.weight", {w, kScalarFeatures}, m.honour_scalars_w),
           take("honour_scalars.bias", {w}, m.honour_scalars_b),
           take("honour_context.weight", {w, kHonourContext}, m.honour_context_w),
           take("honour_a.weight", {w, kHonourInputs}, m.honour_a_w),
           take("honour_b.weight", {w, w}, m.honour_b_w),
           take("honour_b.bias", {w}, m.honour_b_b),
           take("honour_out.weight", {2, w}, m.honour_out_w),
           take("honour_out.bias", {2}, m.honour_out_b),
           take("tenpai_a.weight", {w, kScalarFeatures + 4 * w}, m.tenpai_a_w),
           take("tenpai_a.bias", {w}, m.tenpai_a_b),
           take("tenpai_out.weight", {1, w}, m.tenpai_out_w),
           take("tenpai_out.bias", {1}, m.tenpai_out_b),
           take("wait_global.weight", {1, w}, m.wait_global_w),
           take("wait_global.bias", {1}, m.wait_global_b),
       }) {
    if (!s.ok()) return Bad(s.message());
  }
  m.suit_a_t = Transposed(m.suit_a_w.values, w, kSuitInputs, 5);
  m.suit_b_t = Transposed(m.suit_b_w.values, w, w, 3);
  return model;
}

const ReadingModel& ReadingModel::Default() {
  static const ReadingModel model = [] {
    absl::StatusOr<ReadingModel> m = Parse(kReadingModelData);
    if (!m.ok()) std::abort();  // tests/bot/reading/reading_model_test.cc parses it in every build
    return *std::move(m);
  }();
  return model;
}

std::vector<float> ReadingModel::Forward(const OpponentFeatureVector& x) const {
  const int w = width_;
  const Weights& m = w_;
  const float* s = x.data();
  const auto kind = [&x](int channel, int k) {
    return x[kScalarFeatures + channel * kNumKinds + k];
  };
  std::vector<float> out(1 + 2 * kNumKinds, 0.0f);
  // Scratch on the stack: Parse caps the width at kMaxWidth.
  // The scalars, then each part's activations averaged and at their largest.
  std::array<float, kScalarFeatures + 4 * kMaxWidth> pooled{};
  std::copy(s, s + kScalarFeatures, pooled.begin());
  float* suit_mean = pooled.data() + kScalarFeatures;
  float* honour_mean = suit_mean + w;
  float* suit_max = honour_mean + w;
  float* honour_max = suit_max + w;  // zero to start: a ReLU's outputs are at least that

  // Each channel's sum over each suit and over the honours: what the rest of his discards say
  // about a suit (a hand waits in the suits it keeps).
  std::array<std::array<float, kKindChannels>, 3> suit_sum{};
  std::array<float, kKindChannels> honour_sum{}, suited_sum{};
  for (int c = 0; c < kKindChannels; ++c) {
    for (int k = 0; k < kSuited; ++k) suit_sum[k / kRanks][c] += kind(c, k);
    for (int k = kSuited; k < kNumKinds; ++k) honour_sum[c] += kind(c, k);
    suited_sum[c] = suit_sum[0][c] + suit_sum[1][c] + suit_sum[2][c];
  }

  // The suits: the scalars' and the context's bias, then the two convolutions and the per-rank
  // outputs.
  std::array<float, kMaxWidth> scalar_bias, bias;
  std::array<float, kSuitContext> context;
  std::array<float, kSuitInputs * kPadded> in{};
  std::array<float, kMaxWidth * kPadded> h1{};
  std::array<float, kMaxWidth * kRanks> h2;
  Dense(m.suit_scalars_w.values, m.suit_scalars_b.values.data(), s, kScalarFeatures,
        scalar_bias.data(), w, false);
  for (int suit = 0; suit < 3; ++suit) {
    for (int c = 0; c < kKindChannels; ++c) {
      context[c] = suit_sum[suit][c];
      context[kKindChannels + c] = suited_sum[c] - suit_sum[suit][c];
      context[2 * kKindChannels + c] = honour_sum[c];
    }
    Dense(m.suit_context_w.values, scalar_bias.data(), context.data(), kSuitContext, bias.data(), w,
          false);
    for (int r = 0; r < kRanks; ++r) {
      for (int c = 0; c < kKindChannels; ++c) in[c * kPadded + 2 + r] = kind(c, suit * kRanks + r);
      in[kKindChannels * kPadded + 2 + r] = -1.0f + 2.0f * r / (kRanks - 1);
    }
    Conv(m.suit_a_t, kSuitInputs, w, 5, bias.data(), in.data(), h2.data());
    for (int c = 0; c < w; ++c) std::copy_n(&h2[c * kRanks], kRanks, &h1[c * kPadded + 2]);
    Conv(m.suit_b_t, w, w, 3, m.suit_b_b.values.data(), h1.data(), h2.data());
    for (int r = 0; r < kRanks; ++r) {
      for (int head = 0; head < 2; ++head) {
        float sum = m.suit_out_b.values[head];
        for (int c = 0; c < w; ++c) sum += m.suit_out_w.values[head * w + c] * h2[c * kRanks + r];
        out[1 + head * kNumKinds + suit * kRanks + r] = sum;
      }
    }
    for (int c = 0; c < w; ++c) {
      for (int r = 0; r < kRanks; ++r) {
        suit_mean[c] += h2[c * kRanks + r] / kSuited;
        suit_max[c] = std::max(suit_max[c], h2[c * kRanks + r]);
      }
    }
  }

  // The honours: one network for the seven.
  std::array<float, kMaxWidth> hbias, g1, g2;
  std::array<float, kHonourInputs> hin;
  std::array<float, 2> ho;
  std::array<float, kHonourContext> hcontext;
  std::copy(suited_sum.begin(), suited_sum.end(), hcontext.begin());
  std::copy(honour_sum.begin(), honour_sum.end(), hcontext.begin() + kKindChannels);
  Dense(m.honour_scalars_w.values, m.honour_scalars_b.values.data(), s, kScalarFeatures,
        scalar_bias.data(), w, false);
  Dense(m.honour_context_w.values, scalar_bias.data(), hcontext.data(), kHonourContext,
        hbias.data(), w, false);
  for (int i = 0; i < kHonours; ++i) {
    for (int c = 0; c < kKindChannels; ++c) hin[c] = kind(c, kSuited + i);
    for (int j = 0; j < kHonours; ++j) hin[kKindChannels + j] = i == j;
    Dense(m.honour_a_w.values, hbias.data(), hin.data(), kHonourInputs, g1.data(), w, true);
    Dense(m.honour_b_w.values, m.honour_b_b.values.data(), g1.data(), w, g2.data(), w, true);
    Dense(m.honour_out_w.values, m.honour_out_b.values.data(), g2.data(), w, ho.data(), 2, false);
    out[1 + kSuited + i] = ho[0];
    out[1 + kNumKinds + kSuited + i] = ho[1];
    for (int c = 0; c < w; ++c) {
      honour_mean[c] += g2[c] / kHonours;
      honour_max[c] = std::max(honour_max[c], g2[c]);
    }
  }

  // P(tenpai) from the scalars and the pooled activations; the same hidden layer adds one bias
  // to every wait logit (how tenpai he looks overall, which no kind's head sees alone).
  std::array<float, kMaxWidth> t1;
  Dense(m.tenpai_a_w.values, m.tenpai_a_b.values.data(), pooled.data(), kScalarFeatures + 4 * w,
        t1.data(), w, true);
  Dense(m.tenpai_out_w.values, m.tenpai_out_b.values.data(), t1.data(), w, out.data(), 1, false);
  float global = 0;
  Dense(m.wait_global_w.values, m.wait_global_b.values.data(), t1.data(), w, &global, 1, false);
  for (int k = 0; k < kNumKinds; ++k) out[1 + k] += global;
  return out;
}

OpponentEstimate ReadingModel::Estimate(const OpponentFeatureVector& x) const {
  const std::vector<float> y = Forward(x);
  OpponentEstimate e;
  e.tenpai = Sigmoid(y[0]);
  for (int k = 0; k < kNumKinds; ++k) {
    e.wait[k] = Sigmoid(y[1 + k]);
    e.tai[k] = std::max(0.0f, y[1 + kNumKinds + k]);
  }
  return e;
}

}  // namespace mj16::bot
