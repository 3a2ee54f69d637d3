// The Monte-Carlo endgame in mjbot's decisions (issue 15, seed 001 ch. 3): when it applies and
// which discards it plays out (bot/mc/search.h does the playing). Pure functions of the view
// and the settings; the search is seeded from the view, so a position always gets the same
// answer when the playout count decides (mc_time_ms only caps it).
#ifndef MJ16_BOT_DECIDE_MONTE_CARLO_H_
#define MJ16_BOT_DECIDE_MONTE_CARLO_H_

#include <cstdint>
#include <functional>
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

// Whether Monte-Carlo decides this throw: `mc` on, from mc_from_go_around, a hand at least
// mc_min_shanten from tenpai (after its best discard), and some opponent's P(tenpai) above
// mc_tenpai_threshold.
bool McApplies(const Reading& reading, int shanten, const McSettings& settings);

// mc_learned_worlds' rule for the worlds (WorldOptions::accept): each opponent's hand in a
// world drawn by `worlds` is kept with a probability that moves the worlds' tenpai rate and
// waits towards the learned reading's (its likelihood ratio against the sampler's own rates,
// measured on a pilot of worlds drawn from `seed`, raised to `strength`; 1: all the way, up
// to a cap). Null when the view has no worlds.
std::function<bool(const mc::Position&, int)> LearnedWorldsRule(const Reading& reading,
                                                                const mc::WorldOptions& worlds,
                                                                std::uint64_t seed,
                                                                double strength);

// The search's parameters; the seed is a hash of what the view shows.
mc::McParams McParamsOf(const TableView& view, const Settings& settings);
// ... with what the reading knows where it reaches the worlds: the truth's hands (the oracle),
// else the learned reading's rules above when their settings are on. What mjbot searches with.
mc::McParams McParamsOf(const Reading& reading, const Settings& settings);

// The throws to play out: `rules` (the rules' own answer, the search's default) first, then the
// first mc_candidates of the offence's `order` played on, then `fold` (the folding hand's
// discard) played as a fold to the end, unless the rules' answer already folds; no option
// twice.
std::vector<mc::ThrowOption> McCandidates(mc::ThrowOption rules, std::span<const Tile> order,
                                          Tile fold, const Settings& settings);

// The search's answer: the index of the chosen candidate, its discard (throws), and why.
struct McAnswer {
  int chosen = 0;
  Tile tile = kNoTile;
  bool folds = false;       // a throw played out as a fold
  std::string reason;       // one line
  std::string explanation;  // every candidate, for --explain
};

// The search's throw among `candidates`, the first the default (mc_confidence); nullopt when
// the search could not run (the caller keeps the rules' answer). The worlds are the reading's:
// with the truth at OracleLevel::kHands they deal the others' true hands.
std::optional<McAnswer> ThrowByMc(const Reading& reading,
                                  std::span<const mc::ThrowOption> candidates,
                                  const Settings& settings);

// Passing against each of `claims` (legal for the hand) on another seat's discard: `chosen`
// indexes {pass, claims...} (0: pass), and `rules` in the same indexes is the rules' answer,
// the default (mc_confidence); nullopt when the search could not run.
std::optional<McAnswer> ClaimByMc(const Reading& reading, std::span<const mc::ClaimOption> claims,
                                  int rules, const Settings& settings);

// One line per candidate: playouts, mean score with its 95% CI, win and deal-in rates, the
// paired difference to the chosen one.
std::string DescribeMc(const mc::McChoice& choice);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DECIDE_MONTE_CARLO_H_
