#include "core/win.h"

#include "core/readings.h"

namespace mj16 {

bool IsComplete(const TileCounts& concealed) {
  return ForEachReading(concealed, [](const Decomposition&) { return true; });
}

std::vector<Decomposition> Decompose(const TileCounts& concealed) {
  std::vector<Decomposition> out;
  ForEachReading(concealed, [&](const Decomposition& d) {
    out.push_back(d);
    return false;
  });
  return out;
}

bool IsWinningHand(const Hand& hand) {
  if (hand.MeldsNeeded() < 0 || hand.ConcealedSize() != 3 * hand.MeldsNeeded() + 2) return false;
  return IsComplete(hand.concealed);
}

std::vector<Tile> Waits(const Hand& hand) {
  std::vector<Tile> waits;
  if (hand.MeldsNeeded() < 0 || hand.ConcealedSize() != 3 * hand.MeldsNeeded() + 1) return waits;
  const TileCounts all = hand.AllTiles();
  TileCounts c = hand.concealed;
  for (int t = 0; t < kNumKinds; ++t) {
    if (all[t] >= kCopies) continue;
    ++c[t];
    if (IsComplete(c)) waits.push_back(static_cast<Tile>(t));
    --c[t];
  }
  return waits;
}

}  // namespace mj16
