#include "bot/mc/policy.h"

#include "core/game/legal.h"

namespace mj16::bot::mc {
namespace {

// The hand after answering `type` on `tile` (a chow: the one whose lowest kind is `low`), as the
// engine counts it.
TileCounts After(const DecisionView& view, ActionType type, Tile tile, Tile low = kNoTile) {
  game::LegalAnswer a;
  a.type = type;
  a.tile = tile;
  if (type == ActionType::kChow) {
    int n = 0;
    for (int k = 0; k < 3; ++k) {
      if (low + k != tile) a.own[n++] = static_cast<Tile>(low + k);
    }
  }
  return game::CountsAfter(*view.hand, a);
}

// A claim that discards next is worth its best discard; the claim rule needs it only when it
// can beat `now`. The 3n+2 hand's own shanten never exceeds that of any discard from it, so
// when it is not below `now` the discards need not be tried.
int ValueIfBelow(const TileCounts& after, int melds_needed, int now) {
  if (tables::Shanten(after, melds_needed) >= now) return now;
  return tables::MinShantenAfterDiscard(after, melds_needed);
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

EfficiencyThrow EfficiencyPolicy::Choice(const DecisionView& view,
                                         const TileCounts& visible) const {
  return EfficiencyDiscard(*view.hand, view.melds_needed, visible, params_.weights, params_.layers,
                           view.memo);
}

PlayoutDiscard EfficiencyPolicy::Discard(const DecisionView& view) const {
  const EfficiencyThrow choice = Choice(view, view.Visible());
  return {choice.discard, choice.after};
}

int EfficiencyPolicy::OwnKong(const DecisionView& view, std::span<const KongOption> options) const {
  // baseline.h: a kong when the hand after it (before the replacement) is no further from
  // tenpai than after the best discard now; the first of the lowest.
  const int now = tables::MinShantenAfterDiscard(*view.hand, view.melds_needed);
  int best = -1, best_value = 0;
  for (int i = 0; i < static_cast<int>(options.size()); ++i) {
    const bool added = options[i].added;
    const TileCounts after =
        After(view, added ? ActionType::kAddedKong : ActionType::kConcealedKong, options[i].tile);
    const int value = tables::Shanten(after, view.melds_needed - (added ? 0 : 1));
    if (best < 0 || value < best_value) {
      best = i;
      best_value = value;
    }
  }
  return best >= 0 && TakesClaim(true, best_value, now) ? best : -1;
}

bool EfficiencyPolicy::OpenKong(const DecisionView& view, Tile tile) const {
  const TileCounts after = After(view, ActionType::kOpenKong, tile);
  return TakesClaim(true, tables::Shanten(after, view.melds_needed - 1), view.shanten);
}

bool EfficiencyPolicy::Pung(const DecisionView& view, Tile tile) const {
  const TileCounts after = After(view, ActionType::kPung, tile);
  return TakesClaim(false, ValueIfBelow(after, view.melds_needed - 1, view.shanten), view.shanten);
}

int EfficiencyPolicy::Chow(const DecisionView& view, Tile tile, std::span<const Tile> lows) const {
  // The first of the lowest; ValueIfBelow skips the discards of a chow that cannot get below
  // `now` (it can be neither taken nor the best of those that can).
  int best = -1, best_value = 0;
  for (int i = 0; i < static_cast<int>(lows.size()); ++i) {
    const TileCounts after = After(view, ActionType::kChow, tile, lows[i]);
    const int value = ValueIfBelow(after, view.melds_needed - 1, view.shanten);
    if (best < 0 || value < best_value) {
      best = i;
      best_value = value;
    }
  }
  return best >= 0 && TakesClaim(false, best_value, view.shanten) ? best : -1;
}

PlayoutDiscard EfficiencyPolicy::SafestHeld(const DecisionView& view, const Analysis& a,
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
  const LayerMasks layer(hand);
  int fold = a.best;
  int fold_safe = safe_against(a.list[fold].discard);
  for (int i = 0; i < a.list.size; ++i) {
    const tables::DiscardInfo& d = a.list[i];
    const tables::DiscardInfo& f = a.list[fold];
    const int safe = safe_against(d.discard);
    if (safe > fold_safe ||
        (safe == fold_safe &&
         (visible[d.discard] > visible[f.discard] ||
          (visible[d.discard] == visible[f.discard] &&
           EfficiencyBefore(d, layer.Of(d.discard), f, layer.Of(f.discard), params_.layers))))) {
      fold = i;
      fold_safe = safe;
    }
  }
  const tables::DiscardInfo& d = a.list[fold];
  return {d.discard, tables::ShantenInfo{d.shanten, d.effective}};
}

PlayoutDiscard EfficiencyFoldPolicy::Discard(const DecisionView& view) const {
  const TileCounts visible = view.Visible();
  const EfficiencyThrow choice = Choice(view, visible);
  if (view.wall_left >= fold_below_ || choice.shanten < fold_shanten_) {
    return {choice.discard, choice.after};
  }
  return SafestHeld(view, AnalyzeHand(view, visible), visible);
}

PlayoutDiscard FoldPolicy::Discard(const DecisionView& view) const {
  const TileCounts visible = view.Visible();
  return SafestHeld(view, AnalyzeHand(view, visible), visible);
}

}  // namespace mj16::bot::mc
