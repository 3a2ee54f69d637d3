// The defence's settings: when to fold (seed 000 §3.6.1, seed 002 §3.2.4), what a defending hand
// throws and feeds, and folding by value. Each default names where it comes from and what
// measured it.
#ifndef MJ16_BOT_DEFENCE_SETTINGS_H_
#define MJ16_BOT_DEFENCE_SETTINGS_H_

namespace mj16::bot {

struct DefenceSettings {
  // --- When to defend and how (bot/defence/stance.h, bot/defence/feed.h; docs/defence.md).
  bool enabled = true;  // fold and feed at all; MJDX3 had no defence (the mjdx3 preset: false)
  // Seed 000 §3.6.1 i: from go-around 10 ("第 10 巡"), fold unless tenpai or 1-shanten.
  int fold_go_around = 10;
  int fold_max_shanten = 1;
  // Seed 000 §3.6.1 ii: fold when an opponent shows 3 melds ("三搭") and we are 2 or more from
  // tenpai ("還需 2 進聽"). Tuned: at 2 the fold cost 46 points a game against mjdx3, at 3 it
  // does not lose (docs/lab/strength-log.md). Off (99): the rule's 3 cost 10.0 and 6.7 points a
  // game in the 4-program format (seeds 120, 125), where `random` claims its way to 3 melds and
  // never wins, 11.9 against mjdx3 and 0.3 against efficiency.
  int fold_meld_count = 99;
  int fold_meld_shanten = 3;
  // Seed 002 §3.2.4: defence starts best within steps (go-arounds) 7–12. Ours: from the first,
  // a discard that ties on the offence's rules 1–3 is chosen by safety; from the last, rule i's
  // limit drops by one (only tenpai pushes).
  int defence_window_first = 7;
  int defence_window_last = 12;
  // Ours: inside the window a pushing hand may give up this share of its rule-3 probability, at
  // the same shanten, for the safest discard (1: only discards as probable as the best); 0.8 and
  // the sampled danger measured best (docs/lab/strength-log.md).
  double defence_push_ratio = 0.8;
  // Ours: that safest discard is the least likely wait by the sampling of bot/reading/waits.h
  // rather than the first of seed 002's heat ranking.
  bool defence_push_sampled = true;
  // Ours: instead, the one of the highest worth by folding by value's measure, (1 −
  // risk) × P(win) − risk × fold_dealin_cost, with the tenpai model's view of each opponent: a
  // safer discard only where the threat is real.
  bool defence_push_by_value = true;
  // Ours: a folding hand's safest kind counts as safe (no feeding needed) when it is a passed,
  // dead or follow tile or its heat is at most this.
  double defence_safe_heat = 16;
  // Seed 000 §3.6.1 iii: with no safe tile, feed the opponent farthest from us in the standings
  // (bot/defence/feed.h): his win counts this much of a nearer one's (ours).
  double feed_farthest_weight = 0.25;
  // Ours: push or fold by expected value (bot/defence/push_fold.h). A pushing hand folds when the
  // discard a folding hand would make is worth more than the offence's: worth = (1 − risk) ×
  // P(win) − risk × fold_dealin_cost, a deal-in's cost counted in own wins: the risk from the
  // reading (bot/reading/threat.h), P(win) from the offence (bot/offence/win_chance.h).
  // Tuned one-vs-three against mjdx3 (docs/lab/strength-log.md): from go-around 1, a
  // deal-in costing one own win, and a fold only when it is worth 0.04 of a win more — about
  // neutral in points while it cuts deal-ins by a point; a higher cost cuts more and loses points
  // (bot/presets/cautious.conf).
  bool fold_by_value = true;
  // 0.5 (a deal-in costs half an own win) against 1: +8.0 and +7.1 in the 4-program format
  // (seeds 102, 104), +7.0 one-vs-three (seed 105), and the win rate above efficiency's in both
  // (docs/lab/strength-log.md).
  double fold_dealin_cost = 0.5;
  double fold_value_margin = 0.04;
  int fold_by_value_from = 1;
  // Ours: a deal-in's cost per kind scaled by what the learned reading expects the hand it
  // feeds to score (bot/reading/model.h's tai on each wait): a payment of base + tai (1,000 +
  // 500 a tai) against one at fold_cost_ref_tai, clamped to [1/4, 4].
  bool fold_cost_by_tai = false;
  double fold_cost_ref_tai = 2;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_DEFENCE_SETTINGS_H_
