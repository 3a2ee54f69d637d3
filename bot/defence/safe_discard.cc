#include "bot/defence/safe_discard.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "core/notation.h"

namespace mj16::bot {
namespace {

// ChooseFeed with every opponent's win weighing the same: when pushing, who is far ahead or
// behind does not matter, every deal-in costs us alike.
FeedChoice LeastLikelyWait(const TableView& view, const std::vector<Tile>& kinds,
                           const std::array<WaitShare, 4>& shares,
                           const DefenceSettings& settings) {
  DefenceSettings plain = settings;
  plain.feed_farthest_weight = 1;
  return ChooseFeedFrom(view, kinds, shares, plain);
}

}  // namespace

bool IsSafe(const SafeTile& tile, const DefenceSettings& settings) {
  return (tile.reason != SafetyReason::kHeat && tile.reason != SafetyReason::kFewerCopies) ||
         tile.danger.heat <= settings.defence_safe_heat;
}

PushDiscard SafestPush(const Reading& reading, const std::vector<Tile>& kinds,
                       const DefenceSettings& settings) {
  PushDiscard out;
  const std::vector<SafeTile> ranking = reading.SafeTiles();
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
  out.tile = LeastLikelyWait(reading.view(), tiles, reading.Waits(), settings).tile;
  out.reason = "as good a discard, the least likely wait (sampled, seed 000 §3.6.1 iii)";
  return out;
}

namespace {

// The ranking against `threats`, then feeding by `feed` (the sampled choice among the ranked
// kinds) when the safest is not safe.
template <typename Feed>
FoldDiscard FoldFromRanking(const Reading& reading, const std::vector<int>& threats,
                            const DefenceSettings& settings, const Feed& feed_of) {
  FoldDiscard out;
  const std::vector<SafeTile> ranking = reading.SafeTiles(threats);
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

FoldDiscard ChooseFoldDiscard(const Reading& reading, const std::vector<int>& threats,
                              const DefenceSettings& settings) {
  return FoldFromRanking(reading, threats, settings, [&](const std::vector<Tile>& kinds) {
    return ChooseFeedFrom(reading.view(), kinds, reading.WaitsOf(threats), settings);
  });
}

}  // namespace mj16::bot
