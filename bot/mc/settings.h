// The Monte-Carlo endgame's settings (seed 001 ch. 3; docs/mc.md): when it judges the rules'
// answer, its budget and its worlds. Each default names where it comes from and what measured
// it.
#ifndef MJ16_BOT_MC_SETTINGS_H_
#define MJ16_BOT_MC_SETTINGS_H_

namespace mj16::bot {

struct McSettings {
  // --- The Monte-Carlo endgame, seed 001 ch. 3 (bot/mc/, docs/mc.md). When it runs it decides:
  // the rules (offence, reading, defence) answer first, and their answer is one of its candidates
  // (the default), not a second decision beside it. On: ahead of the rules alone against
  // efficiency, three mjbot (mc off) and in the 4-program format (docs/lab/strength-log.md).
  bool enabled = true;
  // Seed 001 §4.2.2 "MC_終局" starts the throws' search at go-around 8 (MC_10, from go-around
  // 10 on danger, lost). Ours: throws and claims from the first go-around, ahead of 8 on every
  // fresh seed measured in both formats (pooled +28.7 [17.3, 40.0] a game luck-adjusted;
  // docs/mc.md, "From the first draw"), affordable with the screen below.
  int mc_throws_from_go_around = 1;
  int mc_claims_from_go_around = 1;
  // Seed 001 §4.2.2 plays only hands 3+ shanten from tenpai ("若上聽數低(目前設定為 3 上聽)，則
  // 保持原本的丟牌決策方式"): 3 is the seed's value. We play every hand (0): with the rules'
  // answer as the default behind a confidence gate, far hands alone change almost nothing
  // (−0.4 [−1.2, 0.3]) and every hand gains (docs/lab/strength-log.md).
  int mc_min_shanten = 0;
  // Ours: ... and only when some opponent's P(tenpai) (bot/reading/threat.h) exceeds this; 0:
  // always.
  double mc_tenpai_threshold = 0;
  // Playouts per decision in all (world × candidate); 0: by time. 4,000 rather than 1,000:
  // the gate's half-width halves and the rules are overturned where surely worse (against
  // three mjbot +8.3 [0.3, 16.4] against +0.3 [−4.4, 4.9]; docs/lab/strength-log.md).
  int mc_playouts = 4000;
  // A hard wall-clock cap per decision (seed 001 §3.4.2 used 1 s); 0: none.
  int mc_time_ms = 500;
  int mc_threads = 1;      // with mc_playouts > 0 the answer does not depend on it
  int mc_candidates = 6;   // the offence's best this many, plus the folding hand's discard
  bool mc_halving = true;  // successive halving over the candidates, else equal shares
  // Ours (tiny differences fall back to the rules): the rules' answer stands unless
  // another candidate's paired difference over it exceeds this many standard errors; 0: the
  // best mean goes, however noisy.
  double mc_confidence = 2;
  // Ours: the gate's confirmation round stops at a quarter, a half or three quarters once the
  // challenger does not lead the rules' answer there: about a third fewer playouts, strength
  // level (−0.5 [−1.9, 0.9] a game luck-adjusted at the defaults; docs/mc.md).
  bool mc_confirm_early_stop = true;
  // Ours: while the others are narrowed down, the search stops with the rules' answer once no
  // other leads it by more than this many standard errors on the worlds played so far (0: once
  // none leads); negative: no screen. At 1 searching from the first go-around costs 0.44 times
  // the CPU of no screen, strength level (+10.9 [−18.6, 40.5] a game luck-adjusted, seed 5809;
  // docs/mc.md).
  double mc_screen_z = 1;
  bool mc_fold_policy = true;  // playouts by efficiency with a late fold, else efficiency alone
  // Seed 001 §3.1–3.2: each opponent's hand is dealt to a shanten drawn by go-around and melds
  // from self-play (bot/mc/data/shanten_table.txt, tools/calibrate), else uniformly.
  bool mc_opponent_model = true;
  // Ours, the model reading his discards: the model's tenpai odds for a seat follow the
  // tenpai model's early-middle terms above (tenpai_logit_early_middle, ..._meld).
  bool mc_opponent_discards = true;
  // Ours: how much likelier honours, 1 and 9, and 2 and 8 are in an opponent's sampled hand than
  // their unseen copies say (3 to 7: 1; all 1: seed 001 §3.2's uniform groups). Players throw
  // them first: with all at 1 the worlds put 3-4 times the deal-ins seen on honours late in a
  // game. Fitted against efficiency players with calibrate --world_risk --set mc_weight_*=...
  // (docs/mc.md, "By the kind discarded").
  double mc_weight_honour = 0.4;
  double mc_weight_terminal = 0.6;
  double mc_weight_edge = 0.9;
  // The worlds' opponents are tenpai and wait as often as the learned reading says
  // (bot/mc/worlds.h LearnedWorldsRule): how far, as a power of its likelihood ratio
  // against the sampler's own rates (0: off, 1: all the way up to a cap). 1 since 2026-11-27: on
  // four fresh seeds at the defaults +7.9 [0.7, 15.0] a game, deal-ins fewer on each
  // (docs/reading.md, "Strength").
  double mc_learned_worlds = 1;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_MC_SETTINGS_H_
