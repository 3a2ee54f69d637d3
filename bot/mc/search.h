// The Monte-Carlo search (seed 001 §3.3–3.4): every candidate is played
// to the end of the game on the same sampled worlds (worlds.h), world i being the same for every
// candidate (common random numbers), so differences between candidates are paired by world. The
// candidate with the highest mean score of our seat goes; a difference within `tie_points`
// keeps the earlier candidate in the caller's order (the offence's).
//
// Budget: `playouts` is the total number of playouts (world × candidate), so a search costs the
// same whatever the number of candidates. Without halving every candidate gets the same
// playouts / K worlds. With halving (successive halving) the budget is split over
// ceil(log2 K) rounds; each round plays the survivors on new worlds (the next indices, shared
// by all survivors) and keeps the better half by mean, until one is left. `time_ms` > 0 is a
// hard wall-clock cap checked before every world; with 0 the result depends on the seed only.
// With `playouts` 0 and `time_ms` > 0 the search plays by time: each halving round gets an equal
// share of the clock and plays as many worlds as fit in it (competition play).
// `threads` share each round's worlds; world i depends only on (seed, i) and lands at index i,
// so with no time cap the answer is the same on any number of threads.
#ifndef MJ16_BOT_MC_SEARCH_H_
#define MJ16_BOT_MC_SEARCH_H_

#include <cstdint>
#include <span>
#include <vector>

#include "absl/status/status.h"
#include "bot/mc/settings.h"
#include "bot/mc/worlds.h"
#include "core/game/legal.h"
#include "core/rules.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot::mc {

enum class McPolicy : std::uint8_t { kEfficiency, kFold };

// The search's parameters. McParams{} is the search mjbot ships, McSettings{}': a clock,
// halving, the gate, the screen, the fold policy and weighted worlds. bot/decide/monte_carlo.h
// McParamsOf adds the view's seed, the learned worlds and, with mc_opponent_discards, the
// reading's early-middle logits (a module reads only its own settings).
struct McParams {
  McParams() : McParams(McSettings{}) {}
  explicit McParams(const McSettings& mc);

  int playouts;  // world × candidate playouts in all; 0 with time_ms: by time
  int time_ms;   // a hard cap; 0: none (deterministic)
  bool halving;
  McPolicy policy;      // every seat's, ours after the first move included
  int fold_below = 40;  // EfficiencyFoldPolicy's parameters
  int fold_shanten = 2;
  std::uint64_t seed = 1;
  int threads;
  double tie_points = 1e-6;  // mean differences up to this keep the caller's order
  // The caller's own answer (the rules' throw or claim), kept unless the best other candidate
  // beats it by more than `confidence_z` standard errors of their paired difference (and by
  // tie_points) on worlds that played no part in choosing that other: half the budget narrows
  // the others down to one (by halving, or equal shares), the other half plays it against the
  // default on fresh worlds. 0: no gate, the best mean goes.
  int default_candidate = 0;
  double confidence_z;
  // Under the gate, by playout count: the confirmation round stops at a quarter, a half or
  // three quarters of its worlds once the other does not lead the default on them (what is
  // left would have to carry it over the gate alone).
  bool confirm_early_stop;
  // Under the gate: after each narrowing round the search stops, keeping the default, once no
  // other candidate leads it by more than `screen_z` standard errors of their paired difference
  // on the worlds played so far (0: once none leads). Negative: no screen.
  double screen_z;
  WorldOptions worlds;
  RuleSet rules;
};

// An answer to play out, one of core/game/legal.h's: on our turn (3n+2 tiles) a discard, with
// another seat's discard on offer passing, a chow, a pung or an open kong (game::ClaimsSeen).
// After it our seat plays the search's policy, or with `fold_after` folds (FoldPolicy, policy.h)
// to the end: how a folding hand's answer is played out.
struct Candidate {
  game::LegalAnswer answer;
  bool fold_after = false;
  friend bool operator==(const Candidate&, const Candidate&) = default;
};
// Throwing kind `t`, as a Candidate's answer.
game::LegalAnswer LegalThrow(Tile t);

struct McCandidate {
  Candidate candidate;
  int playouts = 0;  // = the worlds it was played on: 0 .. playouts − 1
  double mean = 0;   // our seat's score delta, points
  double ci95 = 0;   // half-width, normal approximation
  double win_rate = 0;
  double deal_in_rate = 0;  // we discarded (or had a kong robbed) into a win
  // Against the chosen candidate, paired over the worlds both were played on: mean of
  // (this − chosen) and its 95% half-width. 0 for the chosen one.
  int paired = 0;
  double diff = 0;
  double diff_ci95 = 0;
};

struct McChoice {
  absl::Status status;  // not ok: no search ran, `chosen` is 0
  int chosen = 0;       // index into candidates
  // Under a confidence gate: the best other candidate's paired difference over the default on
  // the confirmation worlds (fresh ones, after the others were narrowed down to it), and
  // whether that fell short of the gate so the default was kept.
  int confirm_worlds = 0;
  double confirm_diff = 0;
  double confirm_ci95 = 0;
  bool kept_default = false;
  // The screen stopped the search while narrowing (screen_z): the default kept, no
  // confirmation played; `screen_lead` is the best other's paired lead then, in points.
  bool screened = false;
  double screen_lead = 0;
  std::vector<McCandidate> candidates;
  int worlds = 0;    // distinct worlds sampled
  int playouts = 0;  // played in all
  bool timed_out = false;
  double elapsed_ms = 0;
  SampleStats samples;
};

// Each of `candidates`, in the order given, played out on the same worlds: discards on our turn,
// or answers to the discard on offer (each legal for the hand and the table, else the status is
// an error). An answer to a discard is forced on our seat; a chow loses to another seat's pung or
// kong as the referee rules; from there every seat plays its policy.
McChoice SearchByMc(const TableView& view, std::span<const Candidate> candidates,
                    const McParams& params);

}  // namespace mj16::bot::mc

#endif  // MJ16_BOT_MC_SEARCH_H_
