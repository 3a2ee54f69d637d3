#include "bot/policy/policy.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "core/notation.h"

namespace mj16::bot::policy {
namespace {

absl::string_view TypeName(CandidateType t) {
  switch (t) {
    case CandidateType::kThrow:
      return "throw";
    case CandidateType::kChow:
      return "chow";
    case CandidateType::kPung:
      return "pung";
    case CandidateType::kOpenKong:
      return "kong";
    case CandidateType::kConcealedKong:
      return "concealed kong";
    case CandidateType::kAddedKong:
      return "added kong";
    case CandidateType::kPass:
    case CandidateType::kCount:
      break;
  }
  return "pass";
}

}  // namespace

Choice Choose(const TableView& view, Ask ask, const Reading& reading, const PolicyNetwork& network,
              const Action* rules) {
  Choice choice;
  const DecisionInput in = Describe(view, ask, reading);
  if (in.candidates.empty()) return choice;
  std::vector<CompactCandidate> compact;
  compact.reserve(in.candidates.size());
  for (const Candidate& c : in.candidates) compact.push_back(Compact(c));
  std::vector<float> logits = network.Logits(in.state, in.shanten, compact);
  if (rules != nullptr) {
    const int i = IndexOf(in.candidates, *rules);
    if (i >= 0) logits[i] += network.rules_prior();
  }
  const float top = *std::max_element(logits.begin(), logits.end());
  double sum = 0;
  for (float l : logits) sum += std::exp(l - top);
  for (size_t i = 0; i < logits.size(); ++i) {
    choice.ranked.push_back({in.candidates[i], std::exp(logits[i] - top) / sum});
  }
  // Ties keep the candidates' order (throws by kind, claims before passing).
  std::stable_sort(choice.ranked.begin(), choice.ranked.end(),
                   [](const ScoredCandidate& a, const ScoredCandidate& b) {
                     return a.probability > b.probability;
                   });
  choice.ok = true;
  choice.action = choice.ranked.front().candidate.action;
  choice.probability = choice.ranked.front().probability;
  choice.value = 1000.0 * network.Value(in.state);
  return choice;
}

std::string Explain(const Choice& choice, int n) {
  std::string out;
  for (int i = 0; i < n && i < static_cast<int>(choice.ranked.size()); ++i) {
    const ScoredCandidate& s = choice.ranked[i];
    const Candidate& c = s.candidate;
    std::string what(TypeName(c.type));
    if (c.kind >= 0) absl::StrAppend(&what, " ", FormatTile(static_cast<Tile>(c.kind)));
    absl::StrAppend(&out, absl::StrFormat("  %-18s p=%.3f  shanten %d, %d live", what,
                                          s.probability, c.shanten, c.live));
    if (c.type == CandidateType::kThrow)
      absl::StrAppend(&out, absl::StrFormat(", risk %.3f", c.risk));
    absl::StrAppend(&out, "\n");
  }
  absl::StrAppend(&out, absl::StrFormat("  value: %+.0f points expected at the end of the game\n",
                                        choice.value));
  return out;
}

}  // namespace mj16::bot::policy
