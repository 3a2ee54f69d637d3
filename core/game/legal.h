// Which moves are legal: pure queries. The hand-level ones see only one player's cards, so the
// built-in players use them on the hand they rebuild from the protocol; the table-level ones add
// what only the referee knows (who discarded, the wall, dummy seats, the rule set). Win checks
// go through core/win.h.
#ifndef MJ16_CORE_GAME_LEGAL_H_
#define MJ16_CORE_GAME_LEGAL_H_

#include <array>
#include <vector>

#include "core/card_hand.h"
#include "core/game/game_state.h"
#include "core/tile.h"

namespace mj16::game {

// --- One hand ---

// Complete as it is (after a draw: a self-draw win).
bool IsComplete(const CardHand& hand);
// Complete with `card` added (another player's discard or added-kong card).
bool WinsWith(const CardHand& hand, Card card);
// The pairs of kinds (ascending) whose held copies chow `card`: for 3m, {1m,2m}, {2m,4m},
// {4m,5m} when held.
std::vector<std::array<Tile, 2>> ChowKinds(const CardHand& hand, Card card);
// Whether held cards a and b (distinct, both held) make a chow with `card`.
bool IsChow(const CardHand& hand, Card card, Card a, Card b);
bool CanPung(const CardHand& hand, Card card);               // two copies held
bool CanOpenKong(const CardHand& hand, Card card);           // three copies held
std::vector<Tile> ConcealedKongKinds(const CardHand& hand);  // four copies held
std::vector<Card> AddedKongCards(const CardHand& hand);      // held copies of an own pung

// --- The table ---

// What `seat` may claim on the open discard. Dummy seats and the discarder claim nothing; chow
// only by the next player; no open kong by the next player (SPEC §2: not on the left player's
// discard); a kong only while a replacement can be drawn.
struct ClaimOptions {
  bool win = false;
  bool open_kong = false;
  bool pung = false;
  bool chow = false;
  bool Any() const { return win || open_kong || pung || chow; }
};
ClaimOptions ClaimsOn(const GameState& s, int seat);

// What `seat` may do after drawing (or on the dealer's first turn): a self-draw win, a concealed
// or added kong (while a replacement can be drawn). A dummy may do neither.
struct TurnOptions {
  bool win = false;
  bool kong = false;
};
TurnOptions OnTurn(const GameState& s, int seat);

// Whether `seat` may rob the added kong of `card`: a win with it, robbing allowed by the rules,
// not a dummy, not the kong's owner.
bool CanRobKong(const GameState& s, int seat, int kong_seat, Card card);

}  // namespace mj16::game

#endif  // MJ16_CORE_GAME_LEGAL_H_
