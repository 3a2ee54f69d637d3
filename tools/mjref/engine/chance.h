// The luck of the cards (docs/strength.md, "Luck-adjusted scores"): at every chance event
// of a game the referee asks a scorer how much each seat gained from the card that came, against
// the mean over every card that could have come. The referee only sums what the scorer says; the
// value estimate behind it lives in tools/mjref/luck/.
#ifndef MJ16_TOOLS_MJREF_ENGINE_CHANCE_H_
#define MJ16_TOOLS_MJREF_ENGINE_CHANCE_H_

#include <array>
#include <string>

#include "core/game/game_state.h"
#include "core/tile.h"

namespace mj16::mjref {

// Points per seat.
using SeatValues = std::array<double, 4>;

// Every method returns, per seat, value(what happened) − E[value] over the chance event, so each
// has mean zero over the event whatever the value estimate is. Thread-safe: one scorer serves
// every table of a run.
class ChanceScorer {
 public:
  virtual ~ChanceScorer() = default;
  // Names the value estimate, so that results scored by different estimates are never merged.
  virtual std::string Name() const = 0;
  // After the deal, before the dealer's first action. `seed` is the game's seed, for any sampling
  // the scorer does (it must not depend on the game's wall).
  virtual SeatValues DealLuck(const game::GameState& s, std::uint64_t seed) const = 0;
  // After `seat` drew `card` (from the front, or from the back when s.after_kong): the card is in
  // its hand, and `seat` is to act.
  virtual SeatValues DrawLuck(const game::GameState& s, int seat, Card card) const = 0;
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_ENGINE_CHANCE_H_
