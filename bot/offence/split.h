// Split (拆分, seed 000 §3.5): every way of cutting a hand into complete groups, incomplete
// groups (pairs 眼, adjacent 搭子 and gapped 中洞 two-tile shapes) and isolated tiles, reduced to
// what MJDX3's merge keeps: the most complete groups, then the most incomplete groups, and the
// union over all such cuts of the tiles the incomplete groups wait for and of the isolated tiles.
#ifndef MJ16_BOT_OFFENCE_SPLIT_H_
#define MJ16_BOT_OFFENCE_SPLIT_H_

#include <cstdint>

#include "core/hand.h"
#include "core/tile.h"

namespace mj16::bot {

struct SplitSummary {
  int groups = 0;    // complete groups (pungs and chows) in the concealed tiles
  int partials = 0;  // incomplete groups, pairs included
  // Over every cut with that many groups and partials: kinds an incomplete group waits for to
  // become a chow (chow_waits) or a pung (pung_waits: the pairs), and kinds left isolated.
  KindMask chow_waits = 0;
  KindMask pung_waits = 0;
  KindMask isolated = 0;
  bool has_pair = false;  // some best cut holds a pair
};

// Exact: a dynamic programme over each suit's count vector (suits are independent, so the best
// total is the sum of each suit's best), memoised per thread.
SplitSummary Split(const TileCounts& hand);

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_SPLIT_H_
