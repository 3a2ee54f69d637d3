#include "bot/policy/network.h"

#include <cmath>
#include <cstdlib>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "bot/nn/dense.h"
#include "bot/policy/policy_model_data.h"  // generated: kPolicyModelData (bot/CMakeLists.txt)

namespace mj16::bot::policy {
namespace {

constexpr int kMaxWidth = 512;

absl::Status Bad(absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("policy model: ", what));
}

}  // namespace

absl::StatusOr<PolicyNetwork> PolicyNetwork::Parse(absl::string_view text) {
  absl::StatusOr<nn::TensorFile> file = nn::ParseTensors(text, "policy model");
  if (!file.ok()) return file.status();
  PolicyNetwork n;
  if (auto it = file->settings.find("rules_prior"); it != file->settings.end()) {
    if (!absl::SimpleAtof(it->second, &n.rules_prior_) || !std::isfinite(n.rules_prior_))
      return Bad(absl::StrCat("rules_prior is not a number: ", it->second));
    file->settings.erase(it);
  }
  if (!file->settings.empty())
    return Bad(absl::StrCat("unknown '", file->settings.begin()->first, "'"));
  // The widths are the shapes' (train_policy.py --width, --width2).
  const auto shape_of = [&](const std::string& name, int dim) {
    auto it = file->tensors.find(name);
    return it == file->tensors.end() || it->second.shape.size() < 2 ? 0 : it->second.shape[dim];
  };
  n.width_ = shape_of("state.weight", 0);
  n.width2_ = shape_of("hidden.weight", 0);
  if (n.width_ <= 0 || n.width2_ <= 0) return Bad("no tensor state.weight or hidden.weight");
  if (n.width_ > kMaxWidth || n.width2_ > kMaxWidth)
    return Bad(absl::StrCat("width above ", kMaxWidth));
  const int w = n.width_, w2 = n.width2_;
  for (absl::Status s : {
           nn::TakeTensor(*file, "state.weight", {w, kStateFeatures}, n.state_w_),
           nn::TakeTensor(*file, "state.bias", {w}, n.state_b_),
           nn::TakeTensor(*file, "candidate.weight", {w, kCandidateFeatures}, n.candidate_w_),
           nn::TakeTensor(*file, "hidden.weight", {w2, w}, n.hidden_w_),
           nn::TakeTensor(*file, "hidden.bias", {w2}, n.hidden_b_),
           nn::TakeTensor(*file, "logit.weight", {1, w2}, n.logit_w_),
           nn::TakeTensor(*file, "logit.bias", {1}, n.logit_b_),
           nn::TakeTensor(*file, "value_hidden.weight", {w2, kStateFeatures}, n.value_hidden_w_),
           nn::TakeTensor(*file, "value_hidden.bias", {w2}, n.value_hidden_b_),
           nn::TakeTensor(*file, "value_out.weight", {1, w2}, n.value_out_w_),
           nn::TakeTensor(*file, "value_out.bias", {1}, n.value_out_b_),
       }) {
    if (!s.ok()) return Bad(s.message());
  }
  if (!file->tensors.empty())
    return Bad(absl::StrCat("unknown tensor ", file->tensors.begin()->first));
  n.state_t_ = nn::Transposed(n.state_w_.values, w, kStateFeatures);
  n.candidate_t_ = nn::Transposed(n.candidate_w_.values, w, kCandidateFeatures);
  n.hidden_t_ = nn::Transposed(n.hidden_w_.values, w2, w);
  n.value_hidden_t_ = nn::Transposed(n.value_hidden_w_.values, w2, kStateFeatures);
  return n;
}

const PolicyNetwork& PolicyNetwork::Default() {
  static const PolicyNetwork network = [] {
    absl::StatusOr<PolicyNetwork> n = Parse(kPolicyModelData);
    if (!n.ok()) std::abort();  // tests/bot/policy/policy_network_test.cc parses it in every build
    return *std::move(n);
  }();
  return network;
}

std::vector<float> PolicyNetwork::Logits(const StateVector& state, int shanten_now,
                                         const std::vector<CompactCandidate>& candidates) const {
  const int w = width_, w2 = width2_;
  float table[kMaxWidth], h1[kMaxWidth], h2[kMaxWidth];
  nn::DenseT(state_t_, state_b_.values.data(), state.data(), kStateFeatures, table, w, false);
  std::vector<float> logits;
  logits.reserve(candidates.size());
  for (const CompactCandidate& c : candidates) {
    const CandidateVector x = ExpandCandidate(c, shanten_now);
    // The candidate's few non-zero inputs added to the table's layer.
    nn::DenseT(candidate_t_, table, x.data(), kCandidateFeatures, h1, w, true);
    nn::DenseT(hidden_t_, hidden_b_.values.data(), h1, w, h2, w2, true);
    float logit;
    nn::Dense(logit_w_.values, logit_b_.values.data(), h2, w2, &logit, 1, false);
    logits.push_back(logit);
  }
  return logits;
}

float PolicyNetwork::Value(const StateVector& state) const {
  float h[kMaxWidth], v;
  nn::DenseT(value_hidden_t_, value_hidden_b_.values.data(), state.data(), kStateFeatures, h,
             width2_, true);
  nn::Dense(value_out_w_.values, value_out_b_.values.data(), h, width2_, &v, 1, false);
  return v;
}

}  // namespace mj16::bot::policy
