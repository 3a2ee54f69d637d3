// The reading's settings: seed 002's danger model, the sampling of the others' waits (seed 000
// §3.6.1 iii) and the tenpai model fitted by tools/calibrate. Each default names where it comes
// from and what measured it.
#ifndef MJ16_BOT_READING_SETTINGS_H_
#define MJ16_BOT_READING_SETTINGS_H_

namespace mj16::bot {

struct ReadingSettings {
  // --- The learned reading (bot/reading/model.h, docs/reading.md): every opponent's
  // P(tenpai) and P(each kind is his winning tile) from a network trained on the referee's truth,
  // in place of the tenpai logistic and the sampled waits below. On by default: sharper, better
  // calibrated and four times cheaper, it deals in less and scores no worse (learned − heuristic
  // at the defaults over nine fresh seeds, 986 to 998: +3.6 [−5.8, 13.1] a game).
  bool learned_reading = true;
  // --- The danger model of seed 002 §3 (bot/reading/danger.h, docs/defence.md). The report's
  // thresholds are in its figs. 6 and 7, whose values are not in the text: the defaults marked
  // "ours" are our choices, to be tuned by measurement.
  // Fig. 5 / 6: heat × defence_time_factor when Σ over the three others of t_{p,c} is below
  // defence_time_threshold (ours: 4, about one go-around since everybody let it go; ours: 0.5).
  int defence_time_threshold = 4;
  double defence_time_factor = 0.5;
  // Fig. 7 (§3.2.3): a kind whose heat is less than defence_heat_gap above the lowest (ours: 16,
  // one copy of a neighbour in a 4×4×4 chow) and with at least defence_remaining_gap fewer
  // copies left (the seed's "少 2 張以上") is discarded first.
  double defence_heat_gap = 16;
  int defence_remaining_gap = 2;
  // Fig. 2 compares honors' heat with suited kinds' but defines heat by chows only; an honor's
  // heat is this times its remaining copies (ours: 16, so a lone honor with 3 copies out weighs
  // less than a terminal's 64).
  double defence_honor_heat_per_copy = 16;
  // --- The others' waits, seed 000 §3.6.1 iii (bot/reading/waits.h): each threat's waits from
  // this many sampled hands consistent with the table; a sampled wait on a kind he discarded
  // counts this much (ours: no furiten in Taiwanese rules, a discard is evidence, not proof).
  int feed_samples = 1000;
  double feed_discarded_wait_factor = 0.2;
  // Ours: a sampled wait on a kind the threat let go since his last draw counts this much: his
  // hand has not changed since, and players take every win they can (no furiten rule needed).
  double feed_passed_wait_factor = 0;
  // --- The tenpai model (bot/reading/threat.h): P(an opponent is tenpai) from the go-around, the
  // melds he shows and his discards, a logistic model fitted by tools/calibrate,
  // opponent-aware: fitted with the middle tiles beyond two
  // among his first 6 discards (alone and times his melds) on 8,000 games of the main job's
  // four players (`calibrate --games 8000 --seed 1 --mix 'mjbot;efficiency;dishu;random'`).
  double tenpai_logit_bias = -6.2424;
  double tenpai_logit_go_around = 0.4444;
  double tenpai_logit_meld = 1.6472;
  double tenpai_logit_go_around_meld = -0.1053;
  double tenpai_logit_middle = 0.4401;
  double tenpai_logit_early_middle = -1.0944;
  double tenpai_logit_early_middle_meld = 0.1509;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_SETTINGS_H_
