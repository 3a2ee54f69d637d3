// A learned model's fixture: held-out inputs and PyTorch's outputs on them, which the C++ forward
// pass must reproduce to 1e-5 (relative beyond 1). The training scripts write one beside each
// model (tools/training/model_files.py); tests/bot/reading/reading_model_test.cc,
// policy_network_test.cc and luck_test.cc check the embedded models against theirs, check_model a
// freshly trained one.
//
// Text: a line "case" starts each case, every other line "KEY v0 v1 ..." belongs to the latest;
// '#' starts a comment line. The keys: the reading's "in" and "out"; the policy's "state",
// "shanten_now", one "candidate" per candidate (the six compact numbers), "logits" and "value";
// the value estimate's "in" and "out" (thousands of points).
#ifndef MJ16_TOOLS_TRAINING_FIXTURE_H_
#define MJ16_TOOLS_TRAINING_FIXTURE_H_

#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "bot/policy/network.h"
#include "bot/reading/model.h"
#include "tools/mjref/luck/value_model.h"

namespace mj16::training {

struct FixtureCase {
  int line = 0;                                                   // of its "case"
  std::vector<std::pair<std::string, std::vector<float>>> lines;  // in order
};

// The error names the line.
absl::StatusOr<std::vector<FixtureCase>> ParseFixture(absl::string_view text);
// The file's cases; the error names the path or the line.
absl::StatusOr<std::vector<FixtureCase>> ReadFixture(const std::string& path);

// One line per output that differs from PyTorch's, or per case whose lines do not fit the
// model; empty when every output agrees.
std::vector<std::string> Disagreements(const bot::ReadingModel& model,
                                       const std::vector<FixtureCase>& cases);
std::vector<std::string> Disagreements(const bot::policy::PolicyNetwork& network,
                                       const std::vector<FixtureCase>& cases);
std::vector<std::string> Disagreements(const mjref::ValueModel& model,
                                       const std::vector<FixtureCase>& cases);

}  // namespace mj16::training

#endif  // MJ16_TOOLS_TRAINING_FIXTURE_H_
