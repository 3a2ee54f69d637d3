#include "bot/offence/layers.h"

#include <algorithm>
#include <cstdlib>

namespace mj16::bot {

LayerMasks::LayerMasks(const TileCounts& hand) {
  const tables::TileMask held = tables::kAllKinds & ~tables::KindsHolding(hand, 0);
  const tables::TileMask single = tables::KindsHolding(hand, 1);
  constexpr tables::TileMask kRanks = 0x1FF;
  for (int suit = 0; suit < 3; ++suit) {
    const int shift = 9 * suit;
    const tables::TileMask h = (held >> shift) & kRanks;
    // Ranks with a held kind of the suit within two ranks.
    const tables::TileMask near = ((h << 1) | (h << 2) | (h >> 1) | (h >> 2)) & kRanks;
    isolated_suited |= (((single >> shift) & kRanks) & ~near) << shift;
  }
  isolated_honor = single & ~((tables::TileMask{1} << kNumSuited) - 1);
}

int Outerness(Tile t) { return IsHonor(t) ? 6 : std::abs(RankOf(t) - 5); }

}  // namespace mj16::bot
