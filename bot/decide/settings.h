// Which claims and wins the player takes at all (seed 000 §3.5–3.6); how it weighs one is the
// offence's.
#ifndef MJ16_BOT_DECIDE_SETTINGS_H_
#define MJ16_BOT_DECIDE_SETTINGS_H_

namespace mj16::bot {

struct ClaimSettings {
  // --- Claims, seed 000 §3.5–3.6.
  int min_tai_to_win = 0;  // take a win only if it scores at least this (0: every win)
  bool claim_chow = true;  // chow when the comparator rates the result above passing
  bool claim_pung = true;  // likewise for pung
  bool claim_kong = true;  // open, concealed and added kongs
  // MJDX3 made no claim once tenpai (seed 000 §3.6, 1st paragraph); the evaluator weighs a
  // tenpai hand's claims like any other's, measured +12 to +16 a game (docs/lab/strength-log.md).
  bool claim_when_tenpai = true;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_DECIDE_SETTINGS_H_
