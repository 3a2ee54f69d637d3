// The table as the value estimate reads it (docs/strength.md, "Luck-adjusted scores"): the
// referee's truth in kinds — every seat's concealed tiles and melds, the cards not yet taken from
// the wall — at a moment when one seat holds 3n+2 tiles and is to act (after a draw, or the
// dealer after the deal). From it, per seat, the facts the estimate's inputs are made of, and the
// inputs themselves seen from each seat.
#ifndef MJ16_TOOLS_MJREF_LUCK_VALUE_TABLE_H_
#define MJ16_TOOLS_MJREF_LUCK_VALUE_TABLE_H_

#include <array>

#include "core/game/game_state.h"
#include "core/hand.h"
#include "core/rules.h"
#include "core/scoring.h"
#include "core/tile.h"
#include "tables/shanten.h"

namespace mj16::mjref {

struct ValueTable {
  std::array<Hand, 4> hands;  // concealed counts and melds
  TileCounts unseen{};        // copies still in the wall (either end, the dead wall included)
  int draws_left = 0;         // draws still possible before the game is drawn
  int dealer = 0;
  int to_act = 0;        // the seat holding 3n+2 tiles
  Tile drawn = kNoTile;  // the kind it just drew (the dealer's 17th card after the deal)
  Wind round_wind = Wind::kEast;
  WinFlags win_now;  // how a self-drawn win by `to_act` now would come about
  RuleSet rules;
};

// The table of `s` with `to_act` to act, having just drawn `drawn`.
ValueTable TableOf(const game::GameState& s, int to_act, Tile drawn);

// One seat's hand against the unseen cards. For the seat to act, after the discard
// builtin:efficiency would make from what it sees; `complete` when it can win now.
struct SeatFacts {
  bool complete = false;
  int shanten = 0;                 // of the 3n+1 hand (after the best discard)
  tables::TileMask waits = 0;      // its winning kinds when tenpai
  tables::TileMask effective = 0;  // the kinds that lower shanten, when not tenpai
  double tai = 0;                  // the mean tai of a discard win over its waits, when tenpai
  Tile discard = kNoTile;          // the seat to act's discard, as builtin:efficiency's

  // A hand that can win now.
  static SeatFacts Complete() {
    SeatFacts f;
    f.complete = true;
    f.shanten = -1;
    return f;
  }
};
SeatFacts ReadSeat(const ValueTable& t, int seat);
// ReadSeat's two steps for the seat to act, for callers that read many draws of one seat: the
// discard builtin:efficiency would make (kNoTile when the hand is complete), and the facts of a
// 3n+1 hand of the seat (which depend on its tiles and melds alone, not on the wall).
Tile EfficiencyDiscard(const ValueTable& t, int seat);
SeatFacts WaitingFacts(const ValueTable& t, int seat, const TileCounts& concealed);

// The settlement when `to_act` declares its complete hand a self-draw win now.
Settlement SelfDrawNow(const ValueTable& t);

inline constexpr int kGlobalInputs = 2;
inline constexpr int kSeatInputs = 14;
inline constexpr int kValueInputs = kGlobalInputs + 4 * kSeatInputs;
using ValueInputs = std::array<float, kValueInputs>;

// The version of what InputsOf computes, with the rules its facts come from (ReadSeat's, the
// efficiency discard's): the value model's name hashes it, so that luck figures of other inputs
// never share a name or merge. Bump it with any change to them; tests/tools/mjref/luck/luck_test.cc
// pins the inputs of fixed tables so that such a change fails until it is bumped.
inline constexpr int kValueInputsVersion = 1;

// The estimate's inputs seen from `seat`: the draws left, then each seat's block in play order
// from `seat` (its own first): dealer, to act, shanten one-hot (complete, 0, 1, 2, 3+), its waits
// left in the wall, held by the other three, held by the seat to act, its effective kinds left
// in the wall, its expected tai, its melds, whether the seat to act's discard is one of its
// waits (a likely deal-in).
ValueInputs InputsOf(const ValueTable& t, const std::array<SeatFacts, 4>& facts, int seat);

// InputsOf in two steps, for callers that want every point of view: the parts, which are the same
// from every seat (the global input and each seat's block), then one seat's inputs from them.
using SeatBlock = std::array<float, kSeatInputs>;
struct InputParts {
  float draws_left = 0;
  std::array<SeatBlock, 4> blocks{};
};
InputParts PartsOf(const ValueTable& t, const std::array<SeatFacts, 4>& facts);
ValueInputs InputsFrom(const InputParts& p, int seat);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_LUCK_VALUE_TABLE_H_
