// The referee's truth about one game and the transitions that change it. Each transition assumes
// the move is legal (legal.h and validate.h decide that first) and does one thing; none of them
// talks to players.
#ifndef MJ16_CORE_GAME_GAME_STATE_H_
#define MJ16_CORE_GAME_GAME_STATE_H_

#include <array>
#include <vector>

#include "absl/status/status.h"
#include "core/card_hand.h"
#include "core/game/wall.h"
#include "core/meld.h"
#include "core/rules.h"
#include "core/tile.h"

namespace mj16::game {

// Seats are 0..3 inside the referee (as core/scoring.h's Settle wants); the protocol's positions
// are seat + 1.
constexpr int Position(int seat) { return seat + 1; }
constexpr int NextSeat(int seat) { return (seat + 1) % 4; }

struct RiverCard {
  Card card = 0;
  bool claimed = false;  // taken by a chow, pung, kong or win
};

struct SeatState {
  CardHand hand;
  std::vector<RiverCard> river;  // every discard in order
  Card drawn = 0;                // the card drawn this turn; 0 when the turn began with a claim
  bool has_discarded = false;
  bool dummy = false;  // faulted: the referee plays draw-and-discard for it (seed 000 §3.3 11)
};

struct GameState {
  GameState(Wall wall, int dealer, Wind round_wind, RuleSet rules);

  RuleSet rules;
  Wall wall;
  int dealer = 0;
  Wind round_wind = Wind::kEast;
  std::array<SeatState, 4> seats;

  int turn = 0;      // the seat to act on its own hand, or the discarder while claims run
  Card discard = 0;  // the discard open to claims; 0 otherwise
  int discarder = -1;
  bool discard_was_last = false;  // made with the live wall exhausted: a win on it is 河底撈魚
  bool melded = false;            // any chow, pung or kong so far: the first go-around is over
  bool after_kong = false;        // the card just drawn is a kong replacement
  int draws = 0;                  // draws after the deal, kong replacements included (at most 55)

  bool CanDraw() const { return wall.CanDraw(rules.dead_wall); }
};

// Own-turn transitions.
Card Draw(GameState& s, int seat);  // from the front (Wall::DrawFor); the turn passes to `seat`
Card DrawReplacement(GameState& s, int seat);  // from the back, after a kong
void Discard(GameState& s, int seat, Card card);

// Claims on s.discard by `seat` with its own cards; each returns the meld made and gives `seat`
// the turn (a claim is followed by a discard; a kong also by a replacement draw).
Meld Chow(GameState& s, int seat, Card a, Card b);
Meld Pung(GameState& s, int seat, Card a, Card b);
Meld OpenKong(GameState& s, int seat, const std::array<Card, 3>& own);
Meld ConcealedKong(GameState& s, int seat, const std::array<Card, 4>& cards);
// Completes the seat's pung of KindOf(card) with the held `card`.
Meld AddedKong(GameState& s, int seat, Card card);
// A robbed added kong goes back to a pung: the robbed card is the winner's.
void UndoAddedKong(GameState& s, int seat, Card card);

// A win on a discard (or a robbed kong's card): the card joins the winner's concealed tiles.
void TakeWinningCard(GameState& s, int winner, Card card);

// Every one of the 136 cards exactly once among the wall, the hands, the melds and the unclaimed
// discards.
absl::Status CheckConservation(const GameState& s);

}  // namespace mj16::game

#endif  // MJ16_CORE_GAME_GAME_STATE_H_
