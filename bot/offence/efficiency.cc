#include "bot/offence/efficiency.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>

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

namespace {

// BestEfficiencyIndex with the hand's layers known.
int BestIndex(const tables::DiscardList& list, const LayerMasks& layer, LayerUse layers) {
  int best = -1;
  DiscardLayer best_layer = DiscardLayer::kOther;
  for (int i = 0; i < list.size; ++i) {
    const DiscardLayer l = layer.Of(list[i].discard);
    if (best < 0 || EfficiencyBefore(list[i], l, list[best], best_layer, layers)) {
      best = i;
      best_layer = l;
    }
  }
  return best;
}

// The discards that can come first by EfficiencyBefore: those at the fewest shanten and, with
// layers first, of the lowest layer among them. Those behind on either need no effective tiles.
tables::FewestShanten FirstCandidates(const TileCounts& hand, int melds_needed,
                                      const LayerMasks& layer, LayerUse layers) {
  tables::FewestShanten fewest = tables::FewestShantenDiscards(hand, melds_needed);
  if (layers == LayerUse::kFirst) {
    for (const tables::TileMask lowest : {layer.isolated_honor, layer.isolated_suited}) {
      if ((fewest.kinds & lowest) != 0) {
        fewest.kinds &= lowest;
        break;
      }
    }
  }
  return fewest;
}

}  // namespace

int BestEfficiencyIndex(const tables::DiscardList& list, const TileCounts& hand, LayerUse layers) {
  return BestIndex(list, LayerMasks(hand), layers);
}

tables::DiscardInfo BestEfficiencyDiscard(const TileCounts& hand, int melds_needed,
                                          const TileCounts& visible,
                                          const tables::ScoreWeights& weights, LayerUse layers) {
  const LayerMasks layer(hand);
  const tables::FewestShanten first = FirstCandidates(hand, melds_needed, layer, layers);
  const tables::DiscardList list =
      tables::AnalyzeDiscards(hand, melds_needed, visible, weights, first.kinds);
  const int best = BestIndex(list, layer, layers);
  if (best < 0) return tables::DiscardInfo{kNoTile, 99, 0, 0, 0};
  return list[best];
}

EfficiencyMemo::Entry& EfficiencyMemo::Slot(const TileCounts& hand, int melds_needed,
                                            LayerUse layers) {
  constexpr int kBits = 10;
  if (entries_.empty()) entries_.resize(std::size_t{1} << kBits);
  // The counts as four words and a tail, each mixed by its own odd constant.
  std::array<std::uint64_t, 5> w{};
  std::memcpy(w.data(), hand.data(), hand.size());
  w[4] = w[4] << 8 | static_cast<std::uint64_t>(melds_needed * 2 + (layers == LayerUse::kFirst));
  std::uint64_t h = w[0] * 0x9E3779B97F4A7C15ull ^ w[1] * 0xC2B2AE3D27D4EB4Full ^
                    w[2] * 0x165667B19E3779F9ull ^ w[3] * 0xD6E8FEB86659FD93ull ^
                    w[4] * 0xFF51AFD7ED558CCDull;
  h ^= h >> 29;
  return entries_[(h * 0x9E3779B97F4A7C15ull) >> (64 - kBits)];
}

namespace {

// The answer from a memo entry and what is visible now: as EfficiencyDiscard works it out.
EfficiencyThrow FromEntry(const EfficiencyMemo::Entry& e, const TileCounts& hand,
                          const TileCounts& visible, const tables::ScoreWeights& weights) {
  if (e.size == 1) {
    return {e.discard[0], e.shanten, tables::ShantenInfo{e.after_shanten[0], e.after_effective[0]}};
  }
  tables::DiscardList list;
  list.size = e.size;
  for (int i = 0; i < e.size; ++i) {
    list.items[i] = {e.discard[i], e.after_shanten[i], e.after_effective[i], 0, 0};
  }
  tables::ScoreDiscards(hand, visible, weights, list);
  const tables::DiscardInfo& best = list[BestIndex(list, e.layer, e.layers)];
  return {best.discard, best.shanten, tables::ShantenInfo{best.shanten, best.effective}};
}

}  // namespace

EfficiencyThrow EfficiencyDiscard(const TileCounts& hand, int melds_needed,
                                  const TileCounts& visible, const tables::ScoreWeights& weights,
                                  LayerUse layers, EfficiencyMemo* memo) {
  EfficiencyMemo::Entry* kept = nullptr;
  if (memo != nullptr) {
    kept = &memo->Slot(hand, melds_needed, layers);
    if (kept->Holds(hand, melds_needed, layers)) return FromEntry(*kept, hand, visible, weights);
  }
  const LayerMasks layer(hand);
  const tables::FewestShanten first = FirstCandidates(hand, melds_needed, layer, layers);
  if (first.kinds == 0) return {};
  EfficiencyThrow out;
  tables::DiscardList list;
  if ((first.kinds & (first.kinds - 1)) == 0) {
    out = {static_cast<Tile>(std::countr_zero(first.kinds)), first.shanten, std::nullopt};
    if (kept == nullptr) return out;
    TileCounts after = hand;
    --after[out.discard];
    out.after = tables::Analyze(after, melds_needed);
    list.items[list.size++] = {out.discard, out.after->shanten, out.after->effective, 0, 0};
  } else {
    list = tables::AnalyzeDiscards(hand, melds_needed, visible, weights, first.kinds);
    const tables::DiscardInfo& best = list[BestIndex(list, layer, layers)];
    out = {best.discard, best.shanten, tables::ShantenInfo{best.shanten, best.effective}};
  }
  if (kept != nullptr && list.size <= EfficiencyMemo::Entry::kMaxKept) {
    kept->hand = hand;
    kept->melds_needed = static_cast<std::int8_t>(melds_needed);
    kept->layers = layers;
    kept->shanten = static_cast<std::int8_t>(first.shanten);
    kept->size = static_cast<std::int8_t>(list.size);
    kept->layer = layer;
    for (int i = 0; i < list.size; ++i) {
      kept->discard[i] = list[i].discard;
      kept->after_shanten[i] = static_cast<std::int8_t>(list[i].shanten);
      kept->after_effective[i] = list[i].effective;
    }
  }
  return out;
}

}  // namespace mj16::bot
