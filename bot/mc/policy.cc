#include "bot/mc/policy.h"

namespace mj16::bot::mc {
namespace {

// A claim that discards next is worth its best discard; the claim rule needs it only when it
// can beat `now`. The 3n+2 hand's own shanten never exceeds that of any discard from it, so
// when it is not below `now` the discards need not be tried.
int ValueIfBelow(const TileCounts& after, int melds_needed, int now) {
  if (tables::Shanten(after, melds_needed) >= now) return now;
  return MinShantenAfterDiscard(after, melds_needed);
}

}  // namespace

TileCounts DecisionView::Visible() const {
  TileCounts v = *public_tiles;
  for (int t = 0; t < kNumKinds; ++t) v[t] = static_cast<std::uint8_t>(v[t] + (*hand)[t]);
  for (const Meld& m : melds) {
    if (m.IsConcealed()) v[m.tile] = static_cast<std::uint8_t>(v[m.tile] + kCopies);
  }
  return v;
}

EfficiencyPolicy::Analysis EfficiencyPolicy::AnalyzeHand(const DecisionView& view,
                                                         const TileCounts& visible) const {
  Analysis a;
  a.list = tables::AnalyzeDiscards(*view.hand, view.melds_needed, visible, params_.weights);
  a.best = BestEfficiencyIndex(a.list, *view.hand, params_.layers);
  return a;
}

Tile EfficiencyPolicy::Discard(const DecisionView& view) const {
  const Analysis a = AnalyzeHand(view, view.Visible());
  return a.list[a.best].discard;
}

int EfficiencyPolicy::OwnKong(const DecisionView& view, std::span<const KongOption> options) const {
  // baseline.h: a kong when the hand after it (before the replacement) is no further from
  // tenpai than after the best discard now; the first of the lowest.
  const TileCounts& hand = *view.hand;
  const int now = MinShantenAfterDiscard(hand, view.melds_needed);
  int best = -1, best_value = 0;
  for (int i = 0; i < static_cast<int>(options.size()); ++i) {
    TileCounts after = hand;
    const Tile t = options[i].tile;
    int value;
    if (options[i].added) {
      --after[t];
      value = tables::Shanten(after, view.melds_needed);
    } else {
      after[t] = 0;
      value = tables::Shanten(after, view.melds_needed - 1);
    }
    if (best < 0 || value < best_value) {
      best = i;
      best_value = value;
    }
  }
  return best >= 0 && best_value <= now ? best : -1;
}

bool EfficiencyPolicy::OpenKong(const DecisionView& view, Tile tile) const {
  TileCounts after = *view.hand;
  after[tile] = static_cast<std::uint8_t>(after[tile] - 3);
  return tables::Shanten(after, view.melds_needed - 1) <= view.shanten;
}

bool EfficiencyPolicy::Pung(const DecisionView& view, Tile tile) const {
  TileCounts after = *view.hand;
  after[tile] = static_cast<std::uint8_t>(after[tile] - 2);
  return ValueIfBelow(after, view.melds_needed - 1, view.shanten) < view.shanten;
}

int EfficiencyPolicy::Chow(const DecisionView& view, Tile tile, std::span<const Tile> lows) const {
  // Options that cannot get below `now` are skipped: they can be neither taken nor the best of
  // those that can.
  int best = -1, best_value = view.shanten;
  for (int i = 0; i < static_cast<int>(lows.size()); ++i) {
    TileCounts after = *view.hand;
    for (int k = 0; k < 3; ++k) {
      const Tile t = static_cast<Tile>(lows[i] + k);
      if (t != tile) --after[t];
    }
    const int value = ValueIfBelow(after, view.melds_needed - 1, view.shanten);
    if (value < best_value) {
      best = i;
      best_value = value;
    }
  }
  return best;
}

Tile EfficiencyPolicy::SafestHeld(const DecisionView& view, const Analysis& a,
                                  const TileCounts& visible) const {
  const TileCounts& hand = *view.hand;
  // How many other seats let `t` go since their last draw.
  const auto safe_against = [&](Tile t) {
    int n = 0;
    if (view.passed == nullptr) return n;
    for (int s = 0; s < 4; ++s) {
      n += s != view.seat && ((*view.passed)[s] & tables::TileBit(t)) != 0;
    }
    return n;
  };
  int fold = a.best;
  int fold_safe = safe_against(a.list[fold].discard);
  for (int i = 0; i < a.list.size; ++i) {
    const tables::DiscardInfo& d = a.list[i];
    const tables::DiscardInfo& f = a.list[fold];
    const int safe = safe_against(d.discard);
    if (safe > fold_safe ||
        (safe == fold_safe && (visible[d.discard] > visible[f.discard] ||
                               (visible[d.discard] == visible[f.discard] &&
                                EfficiencyBefore(d, LayerOf(hand, d.discard), f,
                                                 LayerOf(hand, f.discard), params_.layers))))) {
      fold = i;
      fold_safe = safe;
    }
  }
  return a.list[fold].discard;
}

Tile EfficiencyFoldPolicy::Discard(const DecisionView& view) const {
  const TileCounts visible = view.Visible();
  const Analysis a = AnalyzeHand(view, visible);
  const tables::DiscardInfo& choice = a.list[a.best];
  if (view.wall_left >= fold_below_ || choice.shanten < fold_shanten_) return choice.discard;
  return SafestHeld(view, a, visible);
}

Tile FoldPolicy::Discard(const DecisionView& view) const {
  const TileCounts visible = view.Visible();
  return SafestHeld(view, AnalyzeHand(view, visible), visible);
}

}  // namespace mj16::bot::mc
