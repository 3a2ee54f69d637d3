// The tai of a win as core/scoring.h's ScoreWin counts them, on kind counts and without
// allocating: a playout scores a win at its end, and ScoreWin's item list, readings and waits
// live on the heap. Only the total is computed; tests/bot/mc/mc_score_test.cc proves it equal to
// ScoreWin on every win of 10,000 playouts and on random winning hands. The hand is not
// validated: the caller passes a complete hand and a consistent context.
#ifndef MJ16_BOT_MC_SCORE_H_
#define MJ16_BOT_MC_SCORE_H_

#include <span>

#include "core/hand.h"
#include "core/meld.h"
#include "core/rules.h"
#include "core/scoring.h"

namespace mj16::bot::mc {

// `concealed` holds the winning tile (context.winning_tile); `melds` are the winner's.
int ScoreTai(const TileCounts& concealed, std::span<const Meld> melds, const WinContext& context,
             const RuleSet& rules = RuleSet{});

}  // namespace mj16::bot::mc

#endif  // MJ16_BOT_MC_SCORE_H_
