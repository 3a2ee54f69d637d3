// Tile counts and a player's hand: concealed tiles plus exposed melds and concealed kongs.
#ifndef MJ16_CORE_HAND_H_
#define MJ16_CORE_HAND_H_

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "absl/status/status.h"
#include "core/meld.h"
#include "core/tile.h"

namespace mj16 {

// How many copies of each kind: the currency of every algorithm over hands.
using TileCounts = std::array<std::uint8_t, kNumKinds>;

inline constexpr int kMeldsToWin = 5;

int Total(const TileCounts& counts);
TileCounts CountsOf(std::span<const Tile> tiles);
// The tiles in ascending order, one entry per copy.
std::vector<Tile> TilesOf(const TileCounts& counts);

// A hand of `concealed` tiles is on its own turn, to discard next, when it holds 3n+2 of them
// (3n+1: it waits for a draw or a discard).
inline bool OwnTurnSize(int concealed) { return concealed % 3 == 2; }

struct Hand {
  TileCounts concealed{};
  std::vector<Meld> melds;  // exposed melds and concealed kongs, in the order made

  int ConcealedSize() const { return Total(concealed); }
  bool OwnTurn() const { return OwnTurnSize(ConcealedSize()); }
  int MeldsNeeded() const { return kMeldsToWin - static_cast<int>(melds.size()); }
  // Concealed tiles plus every tile of every meld.
  TileCounts AllTiles() const;
};

// A chow the concealed tiles can make with a claimed kind: the meld and the two kinds they give.
struct ChowWith {
  Meld meld;
  std::array<Tile, 2> own;
};
// Every such chow, lowest first (none for an honor); at most three, kept inline: the engine asks at
// every discard.
absl::InlinedVector<ChowWith, 3> ChowsWith(const TileCounts& concealed, Tile claimed);

// What a hand is expected to hold: waiting (3n+1 concealed tiles) or holding one more (3n+2:
// just drew, or complete).
enum class HandShape { kWaiting, kFull, kAny };

// Checks copies (at most four of a kind counting melds), the number of melds (at most five) and
// the concealed size against the melds. The message names what is wrong.
absl::Status ValidateHand(const Hand& hand, HandShape shape);

}  // namespace mj16

#endif  // MJ16_CORE_HAND_H_
