// The fixture train_policy.py writes beside a policy model: held-out decisions with PyTorch's
// logits and value, which the C++ forward pass (bot/policy/network.h) must reproduce to 1e-5.
// Text, per decision the lines `decision`, `state …`, `shanten_now S`, one `candidate …` per
// candidate (the six compact numbers), `logits …`, `value V`; '#' starts a comment line.
#ifndef MJ16_TOOLS_TRAINING_POLICY_FIXTURE_H_
#define MJ16_TOOLS_TRAINING_POLICY_FIXTURE_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "bot/policy/features.h"
#include "bot/policy/network.h"

namespace mj16::training {

struct PolicyFixtureCase {
  bot::policy::StateVector state{};
  int shanten = 0;
  std::vector<bot::policy::CompactCandidate> candidates;
  std::vector<float> logits;
  float value = 0;
};

// The error names the line.
absl::StatusOr<std::vector<PolicyFixtureCase>> ParsePolicyFixture(absl::string_view text);

// One line per output that differs from PyTorch's by more than 1e-5 (relative above 1); empty
// when all agree.
std::vector<std::string> PolicyDisagreements(const bot::policy::PolicyNetwork& network,
                                             const std::vector<PolicyFixtureCase>& cases);

}  // namespace mj16::training

#endif  // MJ16_TOOLS_TRAINING_POLICY_FIXTURE_H_
