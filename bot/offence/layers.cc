#include "bot/offence/layers.h"

#include <algorithm>

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

}  // namespace mj16::bot
