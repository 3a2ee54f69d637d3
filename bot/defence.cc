#include "bot/defence.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "bot/feed.h"
#include "core/notation.h"

namespace mj16::bot {
namespace {

Stance Push(std::string reason) {
  Stance s;
  s.reason = std::move(reason);
  return s;
}

Stance Fold(std::vector<int> threats, std::string reason) {
  Stance s;
  s.fold = true;
  s.threats = std::move(threats);
  s.reason = std::move(reason);
  return s;
}

}  // namespace

Stance DecideStance(const TableView& view, int shanten, const Settings& settings) {
  if (!settings.defence) return Push("defence off");
  // Without a seat (no /start seen) there are no "others" to defend against (a fuzz finding).
  if (view.pos() < 1 || view.pos() > 4) return Push("push: no seat known");
  const int go = view.go_around();
  // fold_max_shanten = −1 folds tenpai hands too (the defence alone, as seed 002 §3.3 tested it).
  if (shanten <= 0 && settings.fold_max_shanten >= 0) {
    Stance s = Push("push: tenpai");
    s.prefer_safe = go >= settings.defence_window_first;
    return s;
  }
  std::vector<int> melded;
  for (int p = 1; p <= 4; ++p) {
    if (p != view.pos() && view.seat(p).MeldCount() >= settings.fold_meld_count) {
      melded.push_back(p);
    }
  }
  if (!melded.empty() && shanten >= settings.fold_meld_shanten) {
    return Fold(melded,
                absl::StrFormat("fold: P%s shows %d+ melds and we are %d-shanten (seed "
                                "000 §3.6.1 ii)",
                                absl::StrJoin(melded, ",P"), settings.fold_meld_count, shanten));
  }
  if (go >= settings.fold_go_around && shanten > settings.fold_max_shanten) {
    return Fold(
        {}, absl::StrFormat("fold: go-around %d and %d-shanten (seed 000 §3.6.1 i)", go, shanten));
  }
  if (go >= settings.defence_window_last && shanten > settings.fold_max_shanten - 1) {
    return Fold({}, absl::StrFormat("fold: go-around %d, past the window, and %d-shanten (seed "
                                    "002 §3.2.4)",
                                    go, shanten));
  }
  Stance s = Push(absl::StrFormat("push: %d-shanten in go-around %d", shanten, go));
  s.prefer_safe = go >= settings.defence_window_first;
  return s;
}

namespace {

// ChooseFeed with every opponent's win weighing the same: when pushing, who is far ahead or
// behind does not matter, every deal-in costs us alike.
FeedChoice LeastLikelyWait(const TableView& view, const std::vector<Tile>& kinds,
                           const std::array<WaitShare, 4>& shares, const Settings& settings) {
  Settings plain = settings;
  plain.feed_farthest_weight = 1;
  return ChooseFeedFrom(view, kinds, shares, plain);
}

}  // namespace

bool IsSafe(const SafeTile& tile, const Settings& settings) {
  return (tile.reason != SafetyReason::kHeat && tile.reason != SafetyReason::kFewerCopies) ||
         tile.danger.heat <= settings.defence_safe_heat;
}

PushDiscard SafestPush(const TableView& view, const std::vector<Tile>& kinds,
                       const OthersWaits& waits, const Settings& settings) {
  PushDiscard out;
  const std::vector<SafeTile> ranking = SafeTileRanking(view, settings);
  std::vector<const SafeTile*> ordered;  // the kinds, safest first by the ranking
  for (const SafeTile& s : ranking) {
    if (std::find(kinds.begin(), kinds.end(), s.danger.tile) != kinds.end()) ordered.push_back(&s);
  }
  if (ordered.empty()) return out;
  if (!settings.defence_push_sampled) {
    out.tile = ordered.front()->danger.tile;
    out.reason = absl::StrCat("as good a discard, the safest (",
                              SafetyReasonName(ordered.front()->reason), "; seed 002 §3.2)");
    return out;
  }
  std::vector<Tile> tiles;  // the ranking's order breaks the sampling's ties
  for (const SafeTile* s : ordered) tiles.push_back(s->danger.tile);
  out.tile = LeastLikelyWait(view, tiles, waits.Get(), settings).tile;
  out.reason = "as good a discard, the least likely wait (sampled, seed 000 §3.6.1 iii)";
  return out;
}

namespace {

// The ranking against `threats`, then feeding by `feed` (the sampled choice among the ranked
// kinds) when the safest is not safe.
template <typename Feed>
FoldDiscard FoldFromRanking(const TableView& view, const std::vector<int>& threats,
                            const Settings& settings, const Feed& feed_of) {
  FoldDiscard out;
  const std::vector<SafeTile> ranking = SafeTileRanking(view, settings, threats);
  if (ranking.empty()) return out;
  for (const SafeTile& s : ranking) {
    absl::StrAppendFormat(&out.explanation, "  %s: %s, heat %g, %d left\n",
                          FormatTile(s.danger.tile), SafetyReasonName(s.reason), s.danger.heat,
                          s.danger.remaining);
  }
  if (IsSafe(ranking.front(), settings)) {
    out.tile = ranking.front().danger.tile;
    out.reason = absl::StrCat("safest: ", SafetyReasonName(ranking.front().reason));
    return out;
  }
  std::vector<Tile> candidates;
  for (const SafeTile& s : ranking) candidates.push_back(s.danger.tile);
  const FeedChoice feed = feed_of(candidates);
  out.tile = feed.tile;
  out.fed = true;
  out.reason = feed.farthest != 0
                   ? absl::StrFormat("no safe tile: feed P%d, the farthest (seed 000 §3.6.1 iii)",
                                     feed.farthest)
                   : "no safe tile: the least likely wait (seed 000 §3.6.1 iii)";
  for (Tile t : candidates) {
    absl::StrAppendFormat(&out.explanation, "  feed cost %s: %.3f\n", FormatTile(t), feed.cost[t]);
  }
  return out;
}

}  // namespace

FoldDiscard ChooseFoldDiscard(const TableView& view, const Stance& stance,
                              const Settings& settings) {
  return FoldFromRanking(view, stance.threats, settings, [&](const std::vector<Tile>& kinds) {
    return ChooseFeed(view, kinds, stance.threats, settings);
  });
}

FoldDiscard ChooseFoldDiscard(const TableView& view, const std::array<WaitShare, 4>& shares,
                              const Settings& settings) {
  return FoldFromRanking(view, {}, settings, [&](const std::vector<Tile>& kinds) {
    return ChooseFeedFrom(view, kinds, shares, settings);
  });
}

}  // namespace mj16::bot
