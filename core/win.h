// The win check: five melds and a pair from 17 tiles, exposed melds counted, and every way a
// concealed hand reads as groups (scoring needs all of them).
#ifndef MJ16_CORE_WIN_H_
#define MJ16_CORE_WIN_H_

#include <array>
#include <cstdint>
#include <vector>

#include "core/hand.h"
#include "core/tile.h"

namespace mj16 {

// A complete group inside the concealed hand.
struct Group {
  bool chow = false;  // else a pung
  Tile tile = 0;      // lowest tile of a chow; the tile of a pung
  friend bool operator==(const Group&, const Group&) = default;
};

// One reading of a complete concealed hand: a pair and `num_groups` groups in ascending order.
struct Decomposition {
  Tile pair = kNoTile;
  int num_groups = 0;
  std::array<Group, kMeldsToWin> groups{};
  friend bool operator==(const Decomposition&, const Decomposition&) = default;
};

// Whether `concealed` is exactly one pair plus complete groups (of any number, up to five).
bool IsComplete(const TileCounts& concealed);
// Every distinct reading of `concealed` as pair + groups; empty when it is not complete.
std::vector<Decomposition> Decompose(const TileCounts& concealed);

// A complete hand: concealed tiles form a pair and exactly the melds still needed.
bool IsWinningHand(const Hand& hand);

// The kinds that complete a waiting hand (3n+1 concealed tiles). A kind whose four copies are all
// in the hand (concealed or melded) is not a wait: no copy is left to win on.
std::vector<Tile> Waits(const Hand& hand);

}  // namespace mj16

#endif  // MJ16_CORE_WIN_H_
