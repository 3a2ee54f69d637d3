// The luck scorer of mjref's runs (docs/strength.md, "Luck-adjusted scores"): at the deal and at
// every draw, each seat's value (value_model.h) after the card that came, minus its mean over
// every card that could have come — each card left in the wall equally likely, as it is to
// whoever cannot see the wall. The deal's mean is taken over deals sampled from the game's seed.
#ifndef MJ16_TOOLS_MJREF_LUCK_CHANCE_SCORER_H_
#define MJ16_TOOLS_MJREF_LUCK_CHANCE_SCORER_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "tools/mjref/engine/chance.h"
#include "tools/mjref/luck/value_table.h"

namespace mj16::mjref {

// A seat's value of a table; ValueModel::Values by default, anything with a known mean in tests.
using ValueFunction = std::function<SeatValues(const ValueTable&, const std::array<SeatFacts, 4>&)>;

class ValueChanceScorer : public ChanceScorer {
 public:
  // `deal_samples`: the deals the deal's mean is taken over.
  ValueChanceScorer(std::string name, ValueFunction value, int deal_samples = 16);

  std::string Name() const override { return name_; }
  SeatValues DealLuck(const game::GameState& s, std::uint64_t seed) const override;
  SeatValues DrawLuck(const game::GameState& s, int seat, Card card) const override;

  // The value of the table after each kind `seat` could have drawn instead of `drawn`, weighted
  // by its copies: the mean DrawLuck subtracts. `t` has `drawn` in the seat's hand.
  SeatValues MeanOverDraws(const ValueTable& t) const { return Draws(t).mean; }
  SeatValues Value(const ValueTable& t) const;

 private:
  struct DrawValues {
    SeatValues mean;    // over every card that could have come
    SeatValues actual;  // after the card that came
  };
  DrawValues Draws(ValueTable t) const;

  std::string name_;
  ValueFunction value_;
  int deal_samples_;
};

// The scorer every run uses unless told not to (--no-luck): the embedded ValueModel's. One
// instance, shared by the tables.
std::shared_ptr<const ChanceScorer> DefaultChanceScorer();

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_LUCK_CHANCE_SCORER_H_
