// Tile counting: the efficiency baseline's choices on kind counts, the one home of these rules.
// Shared by builtin:efficiency and builtin:dishu (tools/players/efficiency_player.h, whose header
// explains the rule, and baseline.h), Monte-Carlo's playout policy (bot/mc/policy.h) and mjbot's
// claims beyond the evaluator's search (offence/claim_ranking.h), so that none can drift from the
// others. Pure functions; nothing allocates.
#ifndef MJ16_BOT_OFFENCE_EFFICIENCY_H_
#define MJ16_BOT_OFFENCE_EFFICIENCY_H_

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

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

// What EfficiencyDiscard keeps of recent hands: per hand, the discards that can come first and
// the wait each leaves, none of which depends on the tiles visible. A playout engine meets the
// same hands again and again (one world is played for every candidate, and the other seats'
// hands stay the same while their choices do), so it keeps one and saves the tables' work on a
// hand it has seen. A fixed table of the latest hands by hash, allocated on first use; one per
// thread.
class EfficiencyMemo {
 public:
  struct Entry {
    static constexpr int kMaxKept = 8;  // hands with more first candidates are not kept

    TileCounts hand{};
    std::int8_t melds_needed = -1;  // -1: an empty slot
    LayerUse layers = LayerUse::kFirst;
    std::int8_t shanten = 0;  // of the first candidates
    std::int8_t size = 0;     // the first candidates, in kind order
    std::array<Tile, kMaxKept> discard{};
    std::array<std::int8_t, kMaxKept> after_shanten{};
    std::array<tables::TileMask, kMaxKept> after_effective{};
    LayerMasks layer{TileCounts{}};  // the hand's

    bool Holds(const TileCounts& h, int m, LayerUse l) const {
      return melds_needed == m && layers == l && hand == h;
    }
  };

  // The hand's entry, or where to write it (hand, melds_needed and layers not yet set).
  Entry& Slot(const TileCounts& hand, int melds_needed, LayerUse layers);

 private:
  std::vector<Entry> entries_;
};

// The same discard when only the kind and its shanten are wanted (a playout's): where one kind
// alone can come first, it is named without working out any effective tiles. `after` is the
// hand's wait after the discard when the choice worked it out (AnalyzeDiscards' entry: equal to
// tables::Analyze of the hand after it), so that the caller need not ask again; always given
// with a memo.
struct EfficiencyThrow {
  Tile discard = kNoTile;
  int shanten = 99;
  std::optional<tables::ShantenInfo> after;
};
EfficiencyThrow EfficiencyDiscard(const TileCounts& hand, int melds_needed,
                                  const TileCounts& visible, const tables::ScoreWeights& weights,
                                  LayerUse layers, EfficiencyMemo* memo = nullptr);

// The efficiency claim rule (tools/players/baseline.h) on a rating where lower is better: a chow
// or pung is taken when the hand after it (and its best discard) rates strictly lower than now,
// a kong when it rates no higher (it adds a draw).
inline bool TakesClaim(bool kong, int after, int now) { return kong ? after <= now : after < now; }

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_EFFICIENCY_H_
