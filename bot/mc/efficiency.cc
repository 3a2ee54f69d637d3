#include "bot/mc/efficiency.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace mj16::bot::mc {
namespace {

// Scores are sums of live copies times the weights: equal scores may differ by rounding only.
constexpr double kScoreEpsilon = 1e-9;

}  // namespace

bool EfficiencyBefore(const tables::DiscardInfo& a, DiscardLayer la, const tables::DiscardInfo& b,
                      DiscardLayer lb, LayerUse layers) {
  if (a.shanten != b.shanten) return a.shanten < b.shanten;
  const bool same_score = std::abs(a.score - b.score) < kScoreEpsilon;
  if (layers == LayerUse::kFirst && la != lb) return la < lb;
  if (!same_score) return a.score > b.score;
  if (la != lb) return la < lb;
  if (Outerness(a.discard) != Outerness(b.discard)) {
    return Outerness(a.discard) > Outerness(b.discard);
  }
  return a.discard > b.discard;
}

int BestEfficiencyIndex(const tables::DiscardList& list, const TileCounts& hand, LayerUse layers) {
  int best = -1;
  DiscardLayer best_layer = DiscardLayer::kOther;
  for (int i = 0; i < list.size; ++i) {
    const DiscardLayer layer = LayerOf(hand, list[i].discard);
    if (best < 0 || EfficiencyBefore(list[i], layer, list[best], best_layer, layers)) {
      best = i;
      best_layer = layer;
    }
  }
  return best;
}

}  // namespace mj16::bot::mc
