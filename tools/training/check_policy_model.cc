// check_policy_model MODEL FIXTURE: the C++ forward pass (bot/policy/network.h) against PyTorch's
// outputs on the fixture train_policy.py wrote with the model (policy_fixture.h). Exit 0 when
// every output agrees to 1e-5, 1 when one does not, 2 for an unreadable file.
#include <iostream>

#include "tools/common/files.h"
#include "tools/training/policy_fixture.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: check_policy_model MODEL FIXTURE\n";
    return 2;
  }
  const absl::StatusOr<std::string> model_text = mj16::tooling::ReadTextFile(argv[1]);
  const absl::StatusOr<std::string> fixture_text = mj16::tooling::ReadTextFile(argv[2]);
  if (!model_text.ok() || !fixture_text.ok()) {
    std::cerr << "check_policy_model: "
              << (model_text.ok() ? fixture_text.status() : model_text.status()).message() << "\n";
    return 2;
  }
  const absl::StatusOr<mj16::bot::policy::PolicyNetwork> network =
      mj16::bot::policy::PolicyNetwork::Parse(*model_text);
  const absl::StatusOr<std::vector<mj16::training::PolicyFixtureCase>> cases =
      mj16::training::ParsePolicyFixture(*fixture_text);
  if (!network.ok() || !cases.ok()) {
    std::cerr << "check_policy_model: "
              << (network.ok() ? cases.status() : network.status()).message() << "\n";
    return 2;
  }
  const std::vector<std::string> bad = mj16::training::PolicyDisagreements(*network, *cases);
  for (const std::string& line : bad) std::cerr << "check_policy_model: " << line << "\n";
  if (!bad.empty()) return 1;
  std::cout << cases->size() << " decisions: C++ agrees with PyTorch to 1e-5\n";
  return cases->empty() ? 1 : 0;
}
