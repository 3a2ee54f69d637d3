// builtin:efficiency — the tile-efficiency player of seed 001 §2.1–2.4: discard to the fewest
// shanten, then to the most effective tiles weighted by live copies and by the chow / pung
// weights of table 2-1 (tables::AnalyzeDiscards, visible = everything the player has seen), with
// the layered discard search of §2.4.2. docs/baselines.md.
//
// The layers (§2.4.2) are bot/offence/layers.h's. The seed searches the layers in order and takes a
// lower layer's tile first; it states shanten as the main goal (§2.1.2) and the effective-tile
// score as the choice among partial groups. Every discard is cheap to evaluate from the tables, so
// the layers are applied as an order on all candidates (layers=first, the default):
//   1. the fewest shanten after the discard;
//   2. the lowest layer among the discards that reach it (a lower layer decides even against
//      a higher score: the seed discards an isolated honor before looking further);
//   3. the highest score (AnalyzeDiscards' live-weighted effective tiles);
//   4. the outer tile (Outerness: honors, terminals, …), then the higher kind.
// layers=tiebreak swaps 2 and 3 (layers only separate equal scores) for comparison.
//
// Claims (baseline.h) rate hands by shanten: chow / pung when the shanten after the meld and its
// best discard is strictly lower than now (equal shanten with a higher score is not taken: no
// progress, and a concealed hand and a draw given away); kongs when shanten is not worse; win
// always.
//
// Options (builtin:efficiency:k=v,…): chow, pung (normal-phase weights, default 2 and 4),
// tenpai_chow, tenpai_pung (1 and 1), layers=first|tiebreak.
#ifndef MJ16_TOOLS_PLAYERS_EFFICIENCY_PLAYER_H_
#define MJ16_TOOLS_PLAYERS_EFFICIENCY_PLAYER_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "bot/offence/efficiency.h"
#include "bot/offence/layers.h"
#include "bot/session/session.h"
#include "core/hand.h"
#include "tables/shanten.h"
#include "tools/mjref/engine/player.h"
#include "tools/players/options.h"

namespace mj16::players {

// The order and the claim rule's rating live in bot/offence/efficiency.h, shared with the playout
// policy (bot/mc/policy.h) that plays this player in Monte-Carlo playouts.

struct EfficiencyOptions {
  tables::ScoreWeights weights;  // seed 001 table 2-1
  bot::LayerUse layers = bot::LayerUse::kFirst;
};
absl::StatusOr<EfficiencyOptions> ParseEfficiencyOptions(const Options& options);

struct EfficiencyCandidate {
  tables::DiscardInfo info;
  bot::DiscardLayer layer;
};
struct EfficiencyChoice {
  Tile tile = kNoTile;
  // Every distinct discard, best first by the order above.
  std::vector<EfficiencyCandidate> candidates;
};
// The discard of a 3n+2 hand; `visible` as for tables::AnalyzeDiscards.
EfficiencyChoice ChooseEfficiencyDiscard(const TileCounts& hand, int melds_needed,
                                         const TileCounts& visible,
                                         const EfficiencyOptions& options = {});

bot::Session::Decider EfficiencyDecider(const EfficiencyOptions& options = {});

// builtin:efficiency[:options]; the error names the bad key. Matches mjref's BuiltinMaker.
absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeEfficiencyFactory(std::string name,
                                                                            const Options& options);

}  // namespace mj16::players

#endif  // MJ16_TOOLS_PLAYERS_EFFICIENCY_PLAYER_H_
