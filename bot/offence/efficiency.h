// Tile counting: the efficiency baseline's choices on kind counts, the one home of these rules.
// Shared by builtin:efficiency and builtin:dishu (tools/players/efficiency_player.h, whose header
// explains the rule, and baseline.h), Monte-Carlo's playout policy (bot/mc/policy.h) and mjbot's
// claims beyond the evaluator's search (offence/claim_ranking.h), so that none can drift from the
// others. Pure functions; nothing allocates.
#ifndef MJ16_BOT_OFFENCE_EFFICIENCY_H_
#define MJ16_BOT_OFFENCE_EFFICIENCY_H_

#include "bot/offence/layers.h"
#include "core/hand.h"
#include "core/tile.h"
#include "tables/shanten.h"

namespace mj16::bot {

// Where the layers of seed 001 §2.4.2 come in the order: before the score (kFirst, the
// default) or only between equal scores (kTieBreak).
enum class LayerUse { kFirst, kTieBreak };

// Whether discard a (of layer la) goes before b (of layer lb): fewer shanten, then the layer
// and the score in the order `layers` says, then the outer tile, then the higher kind. A strict
// total order over distinct kinds.
bool EfficiencyBefore(const tables::DiscardInfo& a, DiscardLayer la, const tables::DiscardInfo& b,
                      DiscardLayer lb, LayerUse layers);

// The index in `list` (AnalyzeDiscards of `hand`) of the first discard by EfficiencyBefore; -1
// for an empty list.
int BestEfficiencyIndex(const tables::DiscardList& list, const TileCounts& hand, LayerUse layers);

// builtin:efficiency's discard from a 3n+2 `hand`: the entry AnalyzeDiscards and
// BestEfficiencyIndex would pick, with only the discards that can come first evaluated (those
// at the fewest shanten and, with layers first, of the lowest layer among them). `discard` is
// kNoTile for an empty hand.
tables::DiscardInfo BestEfficiencyDiscard(const TileCounts& hand, int melds_needed,
                                          const TileCounts& visible,
                                          const tables::ScoreWeights& weights, LayerUse layers);

// The efficiency claim rule (tools/players/baseline.h) on a rating where lower is better: a chow
// or pung is taken when the hand after it (and its best discard) rates strictly lower than now,
// a kong when it rates no higher (it adds a draw).
inline bool TakesClaim(bool kong, int after, int now) { return kong ? after <= now : after < now; }

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_EFFICIENCY_H_
