#include "bot/offence/layers.h"

#include <algorithm>
#include <cstdlib>

namespace mj16::bot {

DiscardLayer LayerOf(const TileCounts& hand, Tile t) {
  if (hand[t] != 1) return DiscardLayer::kOther;
  if (IsHonor(t)) return DiscardLayer::kIsolatedHonor;
  const int r = RankOf(t);
  for (int k = std::max(1, r - 2); k <= std::min(9, r + 2); ++k) {
    if (k != r && hand[t + k - r] > 0) return DiscardLayer::kOther;
  }
  return DiscardLayer::kIsolatedSuited;
}

int Outerness(Tile t) { return IsHonor(t) ? 6 : std::abs(RankOf(t) - 5); }

}  // namespace mj16::bot
