// Whether the player defends this turn (seed 000 §3.6.1 i–ii, seed 002 §3.2.4): the seeds' rules
// by go-around, the own distance to tenpai and the opponents' melds. Pure; docs/defence.md.
#ifndef MJ16_BOT_DEFENCE_STANCE_H_
#define MJ16_BOT_DEFENCE_STANCE_H_

#include <string>
#include <vector>

#include "bot/defence/settings.h"
#include "core/table_view.h"

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
Stance DecideStance(const TableView& view, int shanten, const DefenceSettings& settings);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DEFENCE_STANCE_H_
