// The learned policy's network (tools/training/train_policy.py's PolicyNet, docs/policy.md),
// read from weights embedded at build time (bot/policy/data/policy_model.txt). Each candidate
// answer of a decision is scored from the table and the candidate: the table through one layer
// (computed once a decision), the candidate's few non-zero inputs added to it column by column,
// then a hidden layer and one logit; the softmax over the candidates is the policy. A second
// head gives the deciding seat's expected final score from the table alone.
#ifndef MJ16_BOT_POLICY_NETWORK_H_
#define MJ16_BOT_POLICY_NETWORK_H_

#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "bot/nn/tensors.h"
#include "bot/policy/features.h"

namespace mj16::bot::policy {

class PolicyNetwork {
 public:
  // The text train_policy.py writes (bot/nn/tensors.h); the error names the line or tensor.
  static absl::StatusOr<PolicyNetwork> Parse(absl::string_view text);
  // The embedded model (parsed once; tests/bot/policy/policy_network_test.cc parses it in every
  // build).
  static const PolicyNetwork& Default();

  // One logit per candidate, in order.
  std::vector<float> Logits(const StateVector& state, int shanten_now,
                            const std::vector<CompactCandidate>& candidates) const;
  // The seat's expected final score, in thousands of points.
  float Value(const StateVector& state) const;

  int width() const { return width_; }
  // The bonus in logits Choose adds to the rules' answer (learn_from_search.py --rules-prior):
  // the network then learns where to leave the rules, not the rules themselves. The model's
  // setting `rules_prior`; 0 without one.
  float rules_prior() const { return rules_prior_; }

 private:
  int width_ = 0, width2_ = 0;
  float rules_prior_ = 0;
  nn::Tensor state_w_, state_b_, candidate_w_, hidden_w_, hidden_b_, logit_w_, logit_b_;
  nn::Tensor value_hidden_w_, value_hidden_b_, value_out_w_, value_out_b_;
  // The weights DenseT takes (in × out): the table's layer, the candidates' and the hidden one.
  std::vector<float> state_t_, candidate_t_, hidden_t_, value_hidden_t_;
};

}  // namespace mj16::bot::policy

#endif  // MJ16_BOT_POLICY_NETWORK_H_
