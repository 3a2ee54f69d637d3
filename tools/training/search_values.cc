#include "tools/training/search_values.h"

#include <algorithm>
#include <cstdint>

#include "bot/decide/monte_carlo.h"
#include "core/game/legal.h"

namespace mj16::training {
namespace {

// Mixed into the search's seed for each half: worlds of their own, apart from the player's.
constexpr std::array<std::uint64_t, 2> kHalfSeeds = {0x5ea4c41a1f0aULL, 0x5ea4c41a1f0bULL};

}  // namespace

std::optional<SearchValues> ValueCandidates(const bot::Reading& reading, Ask ask,
                                            const std::vector<bot::policy::Candidate>& candidates,
                                            int worlds_each, const bot::Settings& settings) {
  const game::LegalAnswers legal = game::AnswersTo(reading.view(), ask);
  std::vector<bot::mc::Candidate> played;
  for (const bot::policy::Candidate& c : candidates) {
    const game::LegalAnswer* answer = game::Matching(legal, c.action);
    if (answer == nullptr) return std::nullopt;
    played.push_back({*answer});
  }
  SearchValues out;
  for (int h = 0; h < 2; ++h) {
    const bot::mc::McChoice choice =
        bot::ValueAnswers(reading, played, settings,
                          {.worlds_each = std::max(1, worlds_each / 2), .seed_mix = kHalfSeeds[h]});
    if (!choice.status.ok() || choice.candidates.size() != played.size()) return std::nullopt;
    for (const bot::mc::McCandidate& m : choice.candidates) out.half[h].push_back(m.mean);
  }
  return out;
}

}  // namespace mj16::training
