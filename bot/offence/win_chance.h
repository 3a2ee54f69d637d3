// The own chance of winning the game, by a logistic model fitted on self-play by tools/calibrate:
// from the hand's distance to tenpai, its wait and the go-around (docs/defence.md). Folding by
// value weighs it against the risk of a discard.
#ifndef MJ16_BOT_OFFENCE_WIN_CHANCE_H_
#define MJ16_BOT_OFFENCE_WIN_CHANCE_H_

#include "bot/offence/comparator.h"
#include "bot/offence/settings.h"

namespace mj16::bot {

// P(a hand worth `value` wins this game), at go-around `go_around`.
double WinLikelihood(const HandValue& value, int go_around, const OffenceSettings& settings);

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_WIN_CHANCE_H_
