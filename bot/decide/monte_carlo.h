// The Monte-Carlo endgame in mjbot's decisions (seed 001 ch. 3): when it applies, which answers
// it plays out and how it values them (bot/mc/search.h does the playing). Pure functions of the
// view and the settings; the search is seeded from the view, so a position always gets the same
// answer when the playout count decides (mc_time_ms only caps it).
#ifndef MJ16_BOT_DECIDE_MONTE_CARLO_H_
#define MJ16_BOT_DECIDE_MONTE_CARLO_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "bot/mc/search.h"
#include "bot/reading/reading.h"
#include "bot/settings/settings.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

// The questions Monte-Carlo judges, each from a go-around of its own.
enum class McQuestion { kThrow, kClaim };

// Whether Monte-Carlo decides this throw or claim: `mc` on, from the question's go-around
// (mc_throws_from_go_around, mc_claims_from_go_around), a hand at least mc_min_shanten from
// tenpai (after its best discard), and some opponent's P(tenpai) above mc_tenpai_threshold.
bool McApplies(const Reading& reading, McQuestion question, int shanten,
               const McSettings& settings);

// The settings' search (McParams), seeded by a hash of what the view shows.
mc::McParams McParamsOf(const TableView& view, const Settings& settings);
// ... with what the reading knows where it reaches the worlds: the truth's hands (the oracle),
// else the learned reading's rule (mc_learned_worlds, bot/mc/worlds.h LearnedWorldsRule). What
// mjbot searches with.
mc::McParams McParamsOf(const Reading& reading, const Settings& settings);

// The throws to play out: `rules` (the rules' own answer, the search's default) first, then the
// first mc_candidates of the offence's `order` played on, then `fold` (the folding hand's
// discard) played as a fold to the end, unless the rules' answer already folds; none twice.
std::vector<mc::Candidate> McCandidates(mc::Candidate rules, std::span<const Tile> order, Tile fold,
                                        const Settings& settings);

// How a valuation spends its worlds.
struct McValuation {
  // The caller's own answer among the candidates: the confidence gate (mc_confidence) keeps it
  // unless another is surely better.
  int default_candidate = 0;
  // 0: as the settings say (mjbot's decisions: mc_playouts or the clock, halving, the gate, its
  // threads). > 0: every candidate on the same this many worlds, with no halving, gate or clock,
  // on one thread (a review's: every answer valued alike, the same on any machine).
  int worlds_each = 0;
  // Mixed into the view's seed: other worlds for the same position.
  std::uint64_t seed_mix = 0;
};

// Monte-Carlo's values of `candidates` (legal answers to the question the view is at; discards,
// or passing and claims) from the reading's view, each played out on the same worlds: the one
// valuation of a question's answers, which mjbot's throws and claims choose by and mjref review
// reports. The worlds are the reading's (McParamsOf): with the truth at OracleLevel::kHands they
// deal the others' true hands. The status is an error when the search cannot run.
mc::McChoice ValueAnswers(const Reading& reading, std::span<const mc::Candidate> candidates,
                          const Settings& settings, const McValuation& valuation = {});

// The search's answer: the index of the chosen candidate, and why.
struct McAnswer {
  int chosen = 0;
  std::string reason;       // one line
  std::string explanation;  // every candidate, for --explain
};

// mjbot's choice among `candidates` by ValueAnswers, `rules` indexing the rules' own answer (the
// default); nullopt when the search could not run (the caller keeps the rules' answer).
std::optional<McAnswer> ChooseByMc(const Reading& reading,
                                   std::span<const mc::Candidate> candidates, int rules,
                                   const Settings& settings);

// One line per candidate: playouts, mean score with its 95% CI, win and deal-in rates, the
// paired difference to the chosen one.
std::string DescribeMc(const mc::McChoice& choice);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DECIDE_MONTE_CARLO_H_
