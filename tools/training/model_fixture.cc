#include "tools/training/model_fixture.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace mj16::training {

absl::StatusOr<std::vector<FixtureCase>> ParseFixture(absl::string_view text) {
  std::vector<FixtureCase> cases;
  int number = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    const std::vector<absl::string_view> words = absl::StrSplit(line, ' ', absl::SkipEmpty());
    std::vector<float> numbers;
    for (size_t i = 1; i < words.size(); ++i) {
      float v = 0;
      if (!absl::SimpleAtof(words[i], &v)) {
        return absl::InvalidArgumentError(absl::StrCat("fixture line ", number, ": not a number"));
      }
      numbers.push_back(v);
    }
    if (words[0] == "in") {
      if (numbers.size() != bot::kOpponentFeatures) {
        return absl::InvalidArgumentError(absl::StrCat("fixture line ", number, ": ",
                                                       numbers.size(), " inputs, not ",
                                                       bot::kOpponentFeatures));
      }
      cases.emplace_back();
      std::copy(numbers.begin(), numbers.end(), cases.back().in.begin());
    } else if (words[0] == "out" && !cases.empty()) {
      cases.back().out = std::move(numbers);
    } else {
      return absl::InvalidArgumentError(absl::StrCat("fixture line ", number, ": in or out?"));
    }
  }
  return cases;
}

std::vector<std::string> Disagreements(const bot::ReadingModel& model,
                                       const std::vector<FixtureCase>& cases) {
  std::vector<std::string> out;
  for (size_t c = 0; c < cases.size(); ++c) {
    const std::vector<float> y = model.Forward(cases[c].in);
    if (y.size() != cases[c].out.size()) {
      out.push_back(
          absl::StrCat("case ", c, ": ", y.size(), " outputs, PyTorch ", cases[c].out.size()));
      continue;
    }
    for (size_t i = 0; i < y.size(); ++i) {
      const float want = cases[c].out[i];
      if (std::abs(y[i] - want) > 1e-5f * std::max(1.0f, std::abs(want))) {
        out.push_back(absl::StrCat("case ", c, " output ", i, ": ", y[i], ", PyTorch ", want));
      }
    }
  }
  return out;
}

}  // namespace mj16::training
