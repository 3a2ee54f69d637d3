#include "bot/offence/efficiency.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>

namespace mj16::bot {
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

tables::DiscardInfo BestEfficiencyDiscard(const TileCounts& hand, int melds_needed,
                                          const TileCounts& visible,
                                          const tables::ScoreWeights& weights, LayerUse layers) {
  // EfficiencyBefore orders by shanten first and, with layers first, by layer next: a discard
  // behind another on those cannot be the first, and its effective tiles need not be worked out.
  tables::TileMask kinds = tables::FewestShantenDiscards(hand, melds_needed).kinds;
  if (layers == LayerUse::kFirst) {
    DiscardLayer lowest = DiscardLayer::kOther;
    tables::TileMask of_lowest = 0;
    for (tables::TileMask rest = kinds; rest != 0; rest &= rest - 1) {
      const Tile t = static_cast<Tile>(std::countr_zero(rest));
      const DiscardLayer layer = LayerOf(hand, t);
      if (layer < lowest) {
        lowest = layer;
        of_lowest = 0;
      }
      if (layer == lowest) of_lowest |= tables::TileBit(t);
    }
    kinds = of_lowest;
  }
  const tables::DiscardList list =
      tables::AnalyzeDiscards(hand, melds_needed, visible, weights, kinds);
  const int best = BestEfficiencyIndex(list, hand, layers);
  if (best < 0) return tables::DiscardInfo{kNoTile, 99, 0, 0, 0};
  return list[best];
}

}  // namespace mj16::bot
