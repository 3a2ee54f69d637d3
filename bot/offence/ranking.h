// The offence by probability: bot/offence/evaluator.h's evaluator applied to a table
// view. Discards are ranked by the chance to win within the own draws left and what the win is
// worth; a hand too far from tenpai for the search is ranked by tile counting (seed 001 §2.2, table
// 2-1), and MJDX3's order (bot/offence/comparator.h) breaks the ties of either.
#ifndef MJ16_BOT_OFFENCE_RANKING_H_
#define MJ16_BOT_OFFENCE_RANKING_H_

#include <optional>
#include <string>
#include <vector>

#include "bot/offence/comparator.h"
#include "bot/offence/evaluator.h"
#include "bot/offence/probability.h"
#include "bot/offence/settings.h"
#include "core/hand.h"
#include "core/table_view.h"

namespace mj16::bot {

// The probability model of seed 000 §3.5 from what the player sees.
ProbabilityModel ModelFor(const TableView& view, const OffenceSettings& settings);
// The same for a bare hand, as early in a game: only the hand is seen, S = 55 − draws implied by
// nothing, x = 48, y = 16 (mjcalc's `discard` without a transcript).
ProbabilityModel ModelForHand(const Hand& hand, const OffenceSettings& settings);

EvParams EvParamsOf(const OffenceSettings& settings);

// Own draws left with `live_wall` tiles drawable when `before` other players draw first: 3
// after one's own discard or claim, 0 when passing on the left player's discard.
int OwnDrawsLeft(int live_wall, int before);

// The evaluator's input for `hand` in `view` with the horizon `draws`: the unseen copies of
// every kind from what the player has seen, the winds and the dealer; with `held_by_others`,
// the copies expected in the others' hands (Reading::HeldByOthers), which are not drawable.
EvInput EvInputFor(const TableView& view, const Hand& hand, int draws,
                   const std::optional<HeldCounts>& held_by_others = std::nullopt);

struct EvOrder {
  bool searched = false;    // the evaluator searched; otherwise tile counting ranked
  std::vector<Tile> order;  // every kind held, best first
  EvResult result;          // the evaluator's curves (searched candidates)
  int draws = 0;            // the horizon
  std::string reason;       // one line for the decision
};

// A bare hand's input, as early in a game: only the hand and its melds are seen, and the
// horizon is a full game's own draws.
EvInput EvInputForHand(const Hand& hand);

// The offence's order of the discards of the 3n+2 `input.hand`; `visible` is what the player
// sees (tile counting's live copies), `mjdx3` MJDX3's choice for the hand.
EvOrder RankDiscards(const EvInput& input, const TileCounts& visible, const DiscardChoice& mjdx3,
                     const OffenceSettings& settings);
// The same in a table view, with the horizon of the own draws left (`held_by_others`: as
// EvInputFor's).
EvOrder RankDiscards(const TableView& view, const Hand& hand, const DiscardChoice& mjdx3,
                     const OffenceSettings& settings,
                     const std::optional<HeldCounts>& held_by_others = std::nullopt);

// The searched candidate of `tile`, or nullptr.
const EvCandidate* FindEv(const EvOrder& order, Tile tile);

// One line per candidate in `order`'s order: shanten, P(tenpai) and P(win) at a few horizons,
// expected points.
std::string DescribeEvOrder(const EvOrder& order);
// The same columns for one curve (a claim's or passing's value).
std::string DescribeCurve(const EvCurve& curve, int draws);

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_RANKING_H_
