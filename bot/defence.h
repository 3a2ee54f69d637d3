// Push or fold: the one place that decides, each turn, whether the player defends (seed 000
// §3.6.1 i–ii, seed 002 §3.2.4), and what a folding hand discards (the safe-tile ranking of
// bot/danger.h, then feeding of bot/feed.h). Pure functions of the view, the own distance to
// tenpai and the settings; docs/defence.md gives the rules and their sources.
#ifndef MJ16_BOT_DEFENCE_H_
#define MJ16_BOT_DEFENCE_H_

#include <string>
#include <vector>

#include "bot/danger.h"
#include "bot/feed.h"
#include "bot/settings.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

struct Stance {
  bool fold = false;
  // Inside the activation window but pushing: among discards the offence cannot tell apart
  // (rules 1–3 tie), take the safest.
  bool prefer_safe = false;
  std::vector<int> threats;  // the positions to defend against; empty: the three others
  std::string reason;        // one line for --explain
};

// `shanten` is the own hand's distance to tenpai as it stands after this turn's discard (or now,
// when a claim is offered): 0 is tenpai. The rules, first that applies:
//   defence off, or tenpai: push;
//   an opponent shows fold_meld_count melds and shanten ≥ fold_meld_shanten: fold against the
//   opponents with that many melds (seed 000 §3.6.1 ii);
//   go-around ≥ fold_go_around and shanten > fold_max_shanten: fold (§3.6.1 i);
//   go-around ≥ defence_window_last and shanten > fold_max_shanten − 1: fold (seed 002 §3.2.4's
//   window closes; ours);
//   otherwise push, preferring safe discards from go-around defence_window_first.
Stance DecideStance(const TableView& view, int shanten, const Settings& settings);

struct FoldDiscard {
  Tile tile = kNoTile;
  bool fed = false;         // no safe kind: chosen by ChooseFeed
  std::string reason;       // one line
  std::string explanation;  // the ranking (and the feed costs), for --explain
};

// A kind counts as safe when the ranking placed it for a reason other than heat, or its heat is
// at most defence_safe_heat.
bool IsSafe(const SafeTile& tile, const Settings& settings);

struct PushDiscard {
  Tile tile = kNoTile;
  std::string reason;
};

// Among discards the offence rates about equal (`kinds`), the one a pushing hand inside the
// window prefers: the kind least likely to be a wait of the others by the sampling of
// bot/feed.h (defence_push_sampled), else the first in the seed 002 ranking.
PushDiscard SafestPush(const TableView& view, const std::vector<Tile>& kinds,
                       const OthersWaits& waits, const Settings& settings);

// The discard of a folding hand: the safest kind of the ranking against the stance's threats when
// it is safe, else the kind ChooseFeed picks (seed 000 §3.6.1 iii).
FoldDiscard ChooseFoldDiscard(const TableView& view, const Stance& stance,
                              const Settings& settings);
// The same against all three others, with their waits already sampled by ThreatWaits.
FoldDiscard ChooseFoldDiscard(const TableView& view, const std::array<WaitShare, 4>& shares,
                              const Settings& settings);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DEFENCE_H_
