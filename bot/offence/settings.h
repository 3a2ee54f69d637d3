// The offence's settings: MJDX3's comparator (seed 000 §3.5), the evaluator
// (bot/offence/evaluator.h), wait switching and pair unfixing (seed 000 §3.6.2–3.6.5), and the
// own win-chance model. Each default names where it comes from and what measured it.
#ifndef MJ16_BOT_OFFENCE_SETTINGS_H_
#define MJ16_BOT_OFFENCE_SETTINGS_H_

#include "bot/offence/comparator.h"
#include "bot/offence/probability.h"

namespace mj16::bot {

struct OffenceSettings {
  // --- Offence, seed 000 §3.5. The seed gives P = i/(S+x) for a draw; how much a discard counts
  // against a draw is our reading (bot/offence/probability.h), 1.0 = as likely as one own draw.
  double chow_discard_weight = 1.0;
  double pung_discard_weight = 1.0;
  // Not in the seed: rank by shanten (the tables) before rule 1 (bot/offence/comparator.h
  // CompareOptions). On by default: +89 points a game [57, 121] over MJDX3's order
  // (docs/lab/strength-log.md); the mjdx3 preset turns it off.
  bool shanten_first = true;

  // --- Offence by probability (bot/offence/evaluator.h, bot/offence/ranking.h,
  // docs/offence.md). Discards and claims are compared by the chance to win within the own draws
  // left (seed 004's draw tree) and the points the win is worth; MJDX3's rules 1–7 only break ties.
  // Off: MJDX3's order decides, as in the mjdx3 preset.
  bool ev = true;
  // Hands further than this from tenpai are ranked by tile counting (seed 001 table 2-1): the
  // search grows about twentyfold per step (docs/offence.md, the benchmark).
  int ev_max_shanten = 2;
  // Tile counting throws seed 001 §2.4.2's lower layers first (isolated honors, then isolated
  // suited tiles), as the efficiency baseline does; false: by the score alone.
  bool ev_layers_first = true;
  // Seed 001 table 2-1's claims as probabilities: copies the others' discards offer per copy an
  // own draw offers, any discarder (a win or a pung) and the left player alone (a chow).
  // tools/calibrate on 2,000 games of 4 × efficiency: 2.01 and 0.68 (4 × mjbot: 1.93, 0.66);
  // Against efficiency, ev_claim_any 3 measured the same and ev_claim_left 1 −14 a game
  // (docs/lab/strength-log.md).
  double ev_claim_any = 2.0;
  double ev_claim_left = 0.68;
  // Ours: a hand not yet tenpai claims a chow or pung only when it also lowers shanten (as the
  // efficiency baseline claims); the evaluator's curves miss what a claim costs in hand changes.
  // +17 to +24 a game against efficiency (docs/lab/strength-log.md).
  bool ev_claim_progress = true;
  // A hand beyond the search claims only to lower shanten, as the efficiency baseline does;
  // false: MJDX3's comparator decides its claims.
  bool ev_count_far_claims = true;
  // Chance per own draw that another player's win ends the game first: 0.079 in self-play of
  // four efficiency players, 0.057 of four mjbot (tools/calibrate); 0.08 measured best of
  // 0.04 / 0.08 / 0.12 (docs/lab/strength-log.md).
  double ev_end_rate = 0.08;
  // A search needing more distinct hands than this gives up for tile counting (a time bound).
  int ev_max_nodes = 60000;

  // --- The own chance of winning (bot/offence/win_chance.h), what folding by value weighs against
  // a discard's risk: a logistic model of P(win) from the go-around and, for a tenpai hand, its
  // per-go-around wait probability, fitted by tools/calibrate on 20,000 games of 4 × mjdx3.
  double win_tenpai_logit_bias = 0.8392;
  double win_tenpai_logit_go_around = -0.2527;
  double win_tenpai_logit_wait = 2.5322;
  double win_one_logit_bias = 0.2114;
  double win_one_logit_go_around = -0.2742;
  double win_one_logit_wait = 0.4825;
  double win_two_logit_bias = -0.1626;
  double win_two_logit_go_around = -0.2907;

  // --- Wait switching and pair unfixing, seed 000 §3.6.2, §3.6.3 and §3.6.5
  // (bot/offence/wait_switch.h; docs/offence.md). The mjdx3 preset turns all three off; mjbot's
  // defaults follow the ablation of wait switching, partial-group keeping and pair unfixing in
  // docs/lab/strength-log.md: on only where it measured a gain.
  bool wait_switch_pung = false;  // §3.6.2 轉聽-碰
  // §3.6.2 "當所聽的牌數低於某個張數時": the seed gives no number (ours: 2, i.e. its example's
  // one live copy and the next worse case).
  int wait_switch_pung_max_live = 2;
  bool wait_switch_chow = false;  // §3.6.3 轉聽-吃
  // §3.6.5 眼睛不固定: on, the one of the four the ablation shows gaining (+2.7 [0.5, 4.9] a game
  // over two seeds; docs/lab/strength-log.md).
  bool unfix_pair = true;

  CompareOptions compare_options() const { return CompareOptions{shanten_first}; }
  ProbabilityWeights probability_weights() const {
    return ProbabilityWeights{chow_discard_weight, pung_discard_weight};
  }
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_SETTINGS_H_
