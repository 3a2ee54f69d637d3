// The fixture train_reading.py writes beside a model: inputs and PyTorch's outputs, line pairs
// "in x0 x1 ..." / "out y0 y1 ...". The C++ forward pass must give the same outputs to 1e-5
// (tests/reading_model_test.cc on the embedded model, check_reading_model on a fresh one).
#ifndef MJ16_TOOLS_TRAINING_MODEL_FIXTURE_H_
#define MJ16_TOOLS_TRAINING_MODEL_FIXTURE_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "bot/reading/features.h"
#include "bot/reading/model.h"

namespace mj16::training {

struct FixtureCase {
  bot::OpponentFeatureVector in{};
  std::vector<float> out;
};

// The error names the line.
absl::StatusOr<std::vector<FixtureCase>> ParseFixture(absl::string_view text);

// The cases where the model's output differs from PyTorch's by more than 1e-5 (relative beyond
// 1), one line each; empty when they all agree.
std::vector<std::string> Disagreements(const bot::ReadingModel& model,
                                       const std::vector<FixtureCase>& cases);

}  // namespace mj16::training

#endif  // MJ16_TOOLS_TRAINING_MODEL_FIXTURE_H_
