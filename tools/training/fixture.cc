#include "tools/training/fixture.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "tools/common/files.h"

namespace mj16::training {
namespace {

// A model's outputs on one case's inputs, each under the key of PyTorch's line.
using Outputs = std::vector<std::pair<std::string, std::vector<float>>>;
using Run = std::function<absl::StatusOr<Outputs>(const FixtureCase&)>;

std::vector<const std::vector<float>*> Lines(const FixtureCase& c, absl::string_view key) {
  std::vector<const std::vector<float>*> out;
  for (const auto& [k, v] : c.lines) {
    if (k == key) out.push_back(&v);
  }
  return out;
}

// The case's one line of `key`, which must hold N numbers.
template <size_t N>
absl::Status Take(const FixtureCase& c, absl::string_view key, std::array<float, N>& into) {
  const std::vector<const std::vector<float>*> lines = Lines(c, key);
  if (lines.size() != 1 || lines[0]->size() != N) {
    return absl::InvalidArgumentError(absl::StrCat("not one '", key, "' of ", N, " numbers"));
  }
  std::copy(lines[0]->begin(), lines[0]->end(), into.begin());
  return absl::OkStatus();
}

bool Near(float a, float b) { return std::abs(a - b) <= 1e-5f * std::max(1.0f, std::abs(b)); }

std::vector<std::string> Compare(const std::vector<FixtureCase>& cases, const Run& run) {
  std::vector<std::string> bad;
  for (size_t i = 0; i < cases.size(); ++i) {
    const std::string where = absl::StrCat("case ", i + 1, " (line ", cases[i].line, ")");
    const absl::StatusOr<Outputs> outputs = run(cases[i]);
    if (!outputs.ok()) {
      bad.push_back(absl::StrCat(where, ": ", outputs.status().message()));
      continue;
    }
    for (const auto& [key, got] : *outputs) {
      const std::vector<const std::vector<float>*> want = Lines(cases[i], key);
      if (want.size() != 1 || want[0]->size() != got.size()) {
        bad.push_back(absl::StrCat(where, ": ", got.size(), " ", key, ", not one line of as many"));
        continue;
      }
      for (size_t k = 0; k < got.size(); ++k) {
        if (!Near(got[k], (*want[0])[k])) {
          bad.push_back(
              absl::StrCat(where, " ", key, "[", k, "]: ", got[k], ", PyTorch ", (*want[0])[k]));
        }
      }
    }
  }
  return bad;
}

}  // namespace

absl::StatusOr<std::vector<FixtureCase>> ParseFixture(absl::string_view text) {
  std::vector<FixtureCase> cases;
  int number = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++number;
    const std::vector<absl::string_view> words =
        absl::StrSplit(absl::StripAsciiWhitespace(line), ' ', absl::SkipEmpty());
    if (words.empty() || words[0][0] == '#') continue;
    const auto bad = [&](absl::string_view why) {
      return absl::InvalidArgumentError(absl::StrCat("fixture line ", number, ": ", why));
    };
    if (words.size() == 1 && words[0] == "case") {
      cases.emplace_back().line = number;
      continue;
    }
    if (cases.empty()) return bad("expected 'case' first");
    std::vector<float>& v =
        cases.back().lines.emplace_back(std::string(words[0]), std::vector<float>{}).second;
    for (size_t i = 1; i < words.size(); ++i) {
      if (!absl::SimpleAtof(words[i], &v.emplace_back())) {
        return bad(absl::StrCat("not a number: ", words[i]));
      }
    }
  }
  return cases;
}

absl::StatusOr<std::vector<FixtureCase>> ReadFixture(const std::string& path) {
  const absl::StatusOr<std::string> text = tooling::ReadTextFile(path);
  if (!text.ok()) return text.status();
  absl::StatusOr<std::vector<FixtureCase>> cases = ParseFixture(*text);
  if (!cases.ok())
    return absl::InvalidArgumentError(absl::StrCat(path, ": ", cases.status().message()));
  return cases;
}

std::vector<std::string> Disagreements(const bot::ReadingModel& model,
                                       const std::vector<FixtureCase>& cases) {
  return Compare(cases, [&](const FixtureCase& c) -> absl::StatusOr<Outputs> {
    bot::OpponentFeatureVector x{};
    if (absl::Status s = Take(c, "in", x); !s.ok()) return s;
    return Outputs{{"out", model.Forward(x)}};
  });
}

std::vector<std::string> Disagreements(const bot::policy::PolicyNetwork& network,
                                       const std::vector<FixtureCase>& cases) {
  return Compare(cases, [&](const FixtureCase& c) -> absl::StatusOr<Outputs> {
    bot::policy::StateVector state{};
    std::array<float, 1> now{};
    for (absl::Status s : {Take(c, "state", state), Take(c, "shanten_now", now)}) {
      if (!s.ok()) return s;
    }
    std::vector<bot::policy::CompactCandidate> candidates;
    for (const std::vector<float>* v : Lines(c, "candidate")) {
      if (v->size() != bot::policy::kCompactCandidate) {
        return absl::InvalidArgumentError(absl::StrCat("a candidate of ", v->size(), " numbers"));
      }
      std::copy(v->begin(), v->end(), candidates.emplace_back().begin());
    }
    if (candidates.empty()) return absl::InvalidArgumentError("no candidate");
    return Outputs{
        {"logits", network.Logits(state, static_cast<int>(std::lround(now[0])), candidates)},
        {"value", {network.Value(state)}}};
  });
}

std::vector<std::string> Disagreements(const mjref::ValueModel& model,
                                       const std::vector<FixtureCase>& cases) {
  return Compare(cases, [&](const FixtureCase& c) -> absl::StatusOr<Outputs> {
    mjref::ValueInputs x{};
    if (absl::Status s = Take(c, "in", x); !s.ok()) return s;
    // Forward gives points, the network (and PyTorch) thousands: the quotient is exact.
    return Outputs{{"out", {static_cast<float>(model.Forward(x) / 1000)}}};
  });
}

}  // namespace mj16::training
