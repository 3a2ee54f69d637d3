#include "tools/training/policy_fixture.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace mj16::training {
namespace {

bool Near(float a, float b) { return std::abs(a - b) <= 1e-5f * std::max(1.0f, std::abs(b)); }

}  // namespace

absl::StatusOr<std::vector<PolicyFixtureCase>> ParsePolicyFixture(absl::string_view text) {
  std::vector<PolicyFixtureCase> out;
  int number = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++number;
    const std::vector<absl::string_view> w = absl::StrSplit(line, ' ', absl::SkipEmpty());
    if (w.empty() || w[0][0] == '#') continue;
    const auto bad = [&](absl::string_view why) {
      return absl::InvalidArgumentError(absl::StrCat("policy fixture line ", number, ": ", why));
    };
    if (w[0] == "decision") {
      out.emplace_back();
      continue;
    }
    if (out.empty()) return bad("expected 'decision' first");
    std::vector<float> v;
    for (size_t i = 1; i < w.size(); ++i) {
      float f = 0;
      if (!absl::SimpleAtof(w[i], &f)) return bad(absl::StrCat("not a number: ", w[i]));
      v.push_back(f);
    }
    PolicyFixtureCase& c = out.back();
    if (w[0] == "state" && v.size() == c.state.size()) {
      std::copy(v.begin(), v.end(), c.state.begin());
    } else if (w[0] == "shanten_now" && v.size() == 1) {
      c.shanten = static_cast<int>(std::lround(v[0]));
    } else if (w[0] == "candidate" && v.size() == bot::policy::kCompactCandidate) {
      std::copy(v.begin(), v.end(), c.candidates.emplace_back().begin());
    } else if (w[0] == "logits") {
      c.logits = v;
    } else if (w[0] == "value" && v.size() == 1) {
      c.value = v[0];
    } else {
      return bad(absl::StrCat("unexpected '", w[0], "' with ", v.size(), " numbers"));
    }
  }
  for (size_t i = 0; i < out.size(); ++i) {
    if (out[i].logits.size() != out[i].candidates.size() || out[i].candidates.empty()) {
      return absl::InvalidArgumentError(
          absl::StrCat("policy fixture decision ", i + 1, ": one logit per candidate wanted"));
    }
  }
  return out;
}

std::vector<std::string> PolicyDisagreements(const bot::policy::PolicyNetwork& network,
                                             const std::vector<PolicyFixtureCase>& cases) {
  std::vector<std::string> bad;
  for (size_t i = 0; i < cases.size(); ++i) {
    const PolicyFixtureCase& c = cases[i];
    const std::vector<float> logits = network.Logits(c.state, c.shanten, c.candidates);
    for (size_t k = 0; k < logits.size(); ++k) {
      if (!Near(logits[k], c.logits[k])) {
        bad.push_back(absl::StrCat("decision ", i + 1, " candidate ", k + 1, ": logit ", logits[k],
                                   ", PyTorch ", c.logits[k]));
      }
    }
    const float value = network.Value(c.state);
    if (!Near(value, c.value)) {
      bad.push_back(absl::StrCat("decision ", i + 1, ": value ", value, ", PyTorch ", c.value));
    }
  }
  return bad;
}

}  // namespace mj16::training
