// The wall: 136 cards in a seeded order, dealt and drawn from the front, kong replacements from
// the back, and the dice that choose the opening position (seed 000 §3.3 items 1-2).
#ifndef MJ16_CORE_GAME_WALL_H_
#define MJ16_CORE_GAME_WALL_H_

#include <array>
#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "core/rng.h"
#include "core/tile.h"

namespace mj16::game {

inline constexpr int kNumCards = kNumKinds * kCopies;  // 136: no flowers in competition
inline constexpr int kHandSize = 16;                   // the dealer gets one more

// Every card code, ascending: 110 111 112 113 120 ... 473.
std::vector<Card> AllCards();
// AllCards() in a Fisher-Yates order from std::mt19937_64(seed): for i = 135 down to 1, swap i
// with UniformBelow(engine, i + 1). Fixed by core/rng.h, so a seed names the same wall everywhere.
std::vector<Card> ShuffledCards(std::uint64_t seed);

class Wall {
 public:
  // The live wall in this order; the error names a card missing, repeated or unknown.
  static absl::StatusOr<Wall> FromOrder(std::vector<Card> order);
  static Wall Shuffled(std::uint64_t seed);

  // The whole order as built (cards already taken included): what a record stores.
  const std::vector<Card>& order() const { return order_; }
  // Cards not taken yet, from either end.
  int Remaining() const { return back_ - front_ - inner_taken_; }
  // Whether a draw (or a kong replacement) may be made leaving `dead_wall` cards untouched.
  bool CanDraw(int dead_wall) const { return Remaining() > dead_wall; }

  // The caller checks CanDraw first; both ends share the remaining cards.
  Card DrawFront();
  Card DrawBack();
  // A turn's draw for `seat` (0..3): the front card, or with stable draws the seat's own next
  // card.
  Card DrawFor(int seat) { return stable() ? DrawStable(seat) : DrawFront(); }
  // The cards not yet taken, front to back.
  std::vector<Card> Rest() const;

  // Stable draws, a variance-reduction device for comparing programs: from now on (after the
  // deal) each seat draws from a sequence of its own, so a claim, which skips draws, shifts
  // nobody's future cards. The live cards after the deal are dealt out in turn order as if
  // nobody claimed: the seat k places after the dealer (k = 1, 2, 3, then the dealer as 4)
  // draws the cards at offsets k-1, k+3, k+7, ... When its sequence runs out or its card went
  // as a kong replacement, it takes the front card. Without claims the game is the same as
  // with the ordinary wall; kong replacements still come from the back.
  void UseStableDraws(int dealer);
  bool stable() const { return !taken_.empty(); }

 private:
  explicit Wall(std::vector<Card> order)
      : order_(std::move(order)), back_(static_cast<int>(order_.size())) {}
  Card DrawStable(int seat);
  // Moves the ends past cards already taken out of turn.
  void Normalize();

  std::vector<Card> order_;
  int front_ = 0;
  int back_ = 0;
  // Stable draws only: which positions were taken, how many of those lie between the ends, the
  // first live position, the dealer and each place's draws so far.
  std::vector<char> taken_;
  int inner_taken_ = 0;
  int base_ = 0;
  int dealer_ = 0;
  std::array<int, 4> drawn_{};
};

// Deals from the front: the dealer takes the first 17 cards, then each other seat in play order
// 16 consecutive cards. Real tables deal four at a time; on a shuffled wall that is the same
// distribution, and consecutive blocks keep scripted walls easy to write. Seats are 0..3.
std::array<std::vector<Card>, 4> Deal(Wall& wall, int dealer);

// A wall that deals `hands` (indexed by seat, dealer's with 17 kinds), then yields `front`
// from the front as draws and `back` from the back as kong replacements (first element drawn
// first); every other card fills the middle in ascending order. Each kind's copies are assigned
// lowest first in the order hands by seat 0..3, front, back, so tests can predict the codes.
// For scripted games, and later for duplicate deals.
absl::StatusOr<Wall> ArrangeWall(int dealer, const std::array<std::vector<Tile>, 4>& hands,
                                 const std::vector<Tile>& front = {},
                                 const std::vector<Tile>& back = {});

// Seed 000 §3.3 item 1: the dealer of the first game is random (seat 0..3); three dice (3..18)
// are counted from the dealer, who counts as 1, in play order to find where dealing opens. On a
// shuffled wall the opening position changes nothing but the /initGame line; it is kept for
// fidelity.
int RandomDealer(std::mt19937_64& engine);
int RollDice(std::mt19937_64& engine);  // the sum of three dice
int OpeningSeat(int dealer, int dice);

}  // namespace mj16::game

#endif  // MJ16_CORE_GAME_WALL_H_
