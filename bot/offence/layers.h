// Seed 001 §2.4.2's layers of a discard, of a kind in the 3n+2 hand before the discard:
//   1  an isolated honor: a single copy (孤張字牌);
//   2  an isolated suited tile: a single copy with no tile of its suit within two ranks
//      (孤張萬、索、筒: nothing it could form a partial group with, table 2-2);
//   3  everything else: partial groups (搭子) and tiles of complete groups.
// The seed throws a lower layer's tile first. The efficiency baseline (tools/players) and the
// offence's tile counting (bot/offence/ranking.h) both use it.
#ifndef MJ16_BOT_OFFENCE_LAYERS_H_
#define MJ16_BOT_OFFENCE_LAYERS_H_

#include "core/hand.h"
#include "core/tile.h"
#include "tables/shanten.h"

namespace mj16::bot {

enum class DiscardLayer { kIsolatedHonor = 1, kIsolatedSuited = 2, kOther = 3 };

// The layers of every kind of a hand at once, as masks of kinds (a playout asks on every
// discard).
struct LayerMasks {
  tables::TileMask isolated_honor = 0;   // layer 1
  tables::TileMask isolated_suited = 0;  // layer 2

  explicit LayerMasks(const TileCounts& hand);
  // The layer of kind t (held) in the hand.
  DiscardLayer Of(Tile t) const {
    const tables::TileMask bit = tables::TileBit(t);
    return (isolated_honor & bit)    ? DiscardLayer::kIsolatedHonor
           : (isolated_suited & bit) ? DiscardLayer::kIsolatedSuited
                                     : DiscardLayer::kOther;
  }
};

// Among discards rated equal, the outer tile goes first: honors (6), then by distance from the
// 5 (terminals 4 … fives 0). The efficiency baseline's tie-break (bot/offence/efficiency.h).
int Outerness(Tile t);

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_LAYERS_H_
