// Wait switching and pair unfixing (seed 000 §3.6.2, §3.6.3, §3.6.5): claims that MJDX3's
// comparator, or its rule of no claims once tenpai, would not make. Pure functions of the hand,
// the offered tile, the probability model and what the table shows. "Live" copies of a kind are
// the model's unknown copies (4 − copies seen, own hand included).
//
// Each claim is judged by the hand it leads to after the claim and the discard ChooseDiscard
// would then make: the discard that Decide's /ask throw will make, so the wait predicted here is
// the wait the bot will hold.
#ifndef MJ16_BOT_OFFENCE_WAIT_SWITCH_H_
#define MJ16_BOT_OFFENCE_WAIT_SWITCH_H_

#include <string>

#include "bot/offence/comparator.h"
#include "bot/offence/probability.h"
#include "bot/offence/split.h"
#include "core/hand.h"
#include "core/meld.h"
#include "core/tile.h"

namespace mj16::bot {

// Live copies of a set of kinds: the sum of the model's unknown counts.
int LiveCount(KindMask kinds, const ProbabilityModel& model);

// The winning kinds of a 3n+1 hand (none when not tenpai) and their live copies.
struct Wait {
  KindMask kinds = 0;
  int live = 0;
  int Kinds() const;
};
Wait WaitOf(const Hand& hand, const ProbabilityModel& model);

// Effective kinds (有效牌, tables/shanten.h) of a 3n+1 hand and their live copies.
struct Effective {
  int shanten = 0;
  KindMask kinds = 0;
  int live = 0;
};
Effective EffectiveOf(const Hand& hand, const ProbabilityModel& model);

// The table a claim is judged against.
struct ClaimContext {
  const ProbabilityModel& model;
  const TileCounts& exposed;  // what the others see, for ChooseDiscard's rule 7
  CompareOptions options;     // the comparator ChooseDiscard uses after the claim
};

// One claim examined: whether the behaviour's situation holds, whether to make the claim, and the
// kinds and live copies before and after (waits for a switch, effective kinds for pair unfixing).
struct SwitchClaim {
  bool applies = false;  // the seed's situation (tenpai, few live tiles, a pair to pung, ...)
  bool take = false;
  Meld meld;               // the claimed meld (valid when take)
  Tile discard = kNoTile;  // the discard that follows the claim
  KindMask before = 0;     // current waits / effective kinds
  KindMask after = 0;      // after the claim and the discard
  int live_before = 0;
  int live_after = 0;
  int shanten_after = 0;  // UnfixPair only
};

// §3.6.2 轉聽-碰: a tenpai hand whose waits have at most `max_live` live copies pungs the offered
// kind when it holds exactly a pair of it and the wait after the pung and the discard has more
// live copies.
SwitchClaim SwitchWaitByPung(const Hand& hand, Tile offered, const ClaimContext& ctx, int max_live);

// §3.6.3 轉聽-吃: a tenpai hand chows the left player's discard when the wait after the chow and
// the discard has more kinds and more live copies (the most live copies among the chows).
SwitchClaim SwitchWaitByChow(const Hand& hand, Tile offered, const ClaimContext& ctx);

// §3.6.5 眼睛不固定: at 1-shanten, holding exactly a pair of the offered kind, pung it when the
// hand after the pung and the discard is still 1-shanten with more live effective tiles, and
// keep the pair otherwise. `applies` is that situation, the pung keeping 1-shanten included: a
// pung that changes the shanten is the comparator's to judge.
SwitchClaim UnfixPair(const Hand& hand, Tile offered, const ClaimContext& ctx);

// "3m (1 live) -> 1m (3 live) after discarding 2m".
std::string DescribeSwitch(const SwitchClaim& s);

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_WAIT_SWITCH_H_
