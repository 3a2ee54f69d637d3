// The search's values of a question's candidates: the targets a policy learns from in expert
// iteration (docs/policy.md, "Learning from the search"). Every candidate is valued by
// Monte-Carlo (bot/decide/monte_carlo.h ValueAnswers, the review's valuation) on the same worlds,
// with no halving, gate or clock, in two independent halves of `worlds_each / 2` worlds each, so
// that the labels' own noise can be measured by how well the halves agree.
#ifndef MJ16_TOOLS_TRAINING_SEARCH_VALUES_H_
#define MJ16_TOOLS_TRAINING_SEARCH_VALUES_H_

#include <array>
#include <optional>
#include <vector>

#include "bot/policy/features.h"
#include "bot/reading/reading.h"
#include "bot/settings/settings.h"
#include "core/protocol.h"

namespace mj16::training {

// Each candidate's mean score for the seat in points, once per half, aligned with the candidates
// (the label is the two halves' average).
struct SearchValues {
  std::array<std::vector<double>, 2> half;
};

// The values of `candidates` (bot::policy::Describe's, for question `ask` of the reading's view)
// by `settings`' search; nullopt when a candidate is one Monte-Carlo does not play out (an own
// kong) or the search cannot run. `worlds_each` counts both halves (at least 2).
std::optional<SearchValues> ValueCandidates(const bot::Reading& reading, Ask ask,
                                            const std::vector<bot::policy::Candidate>& candidates,
                                            int worlds_each, const bot::Settings& settings);

}  // namespace mj16::training

#endif  // MJ16_TOOLS_TRAINING_SEARCH_VALUES_H_
