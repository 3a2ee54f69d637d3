// Every reading of a complete concealed hand as a pair plus groups, enumerated without
// allocating: the win check (win.cc) and the playouts' scorer (bot/mc/score.h) share it.
#ifndef MJ16_CORE_READINGS_H_
#define MJ16_CORE_READINGS_H_

#include "core/hand.h"
#include "core/tile.h"
#include "core/win.h"

namespace mj16 {
namespace readings_internal {

inline int LowestTile(const TileCounts& c, int from) {
  for (int t = from; t < kNumKinds; ++t) {
    if (c[t] > 0) return t;
  }
  return kNumKinds;
}

inline bool CanChowFrom(const TileCounts& c, int t) {
  return t < kNumSuited && RankOf(static_cast<Tile>(t)) <= 7 && c[t + 1] > 0 && c[t + 2] > 0;
}

// Removes groups from the lowest tile upward. At the lowest tile only two moves exist (a pung of
// it, or a chow starting at it), so each distinct reading is reached exactly once.
template <typename Visit>
bool SplitGroups(TileCounts& c, int from, Decomposition& d, const Visit& visit) {
  const int t = LowestTile(c, from);
  if (t == kNumKinds) return visit(d);
  if (d.num_groups == kMeldsToWin) return false;
  if (c[t] >= 3) {
    c[t] -= 3;
    d.groups[d.num_groups++] = Group{false, static_cast<Tile>(t)};
    const bool stop = SplitGroups(c, t, d, visit);
    --d.num_groups;
    c[t] += 3;
    if (stop) return true;
  }
  if (CanChowFrom(c, t)) {
    --c[t], --c[t + 1], --c[t + 2];
    d.groups[d.num_groups++] = Group{true, static_cast<Tile>(t)};
    const bool stop = SplitGroups(c, t, d, visit);
    --d.num_groups;
    ++c[t], ++c[t + 1], ++c[t + 2];
    if (stop) return true;
  }
  return false;
}

}  // namespace readings_internal

// Calls visit(decomposition) for every reading of `concealed`; visit returns true to stop
// early, and so does ForEachReading. Nothing is visited unless the tiles number 3n + 2 ≤ 17.
template <typename Visit>
bool ForEachReading(const TileCounts& concealed, const Visit& visit) {
  int total = 0;
  for (int n : concealed) total += n;
  if (total % 3 != 2 || total > 3 * kMeldsToWin + 2) return false;
  TileCounts c = concealed;
  for (int p = 0; p < kNumKinds; ++p) {
    if (c[p] < 2) continue;
    c[p] -= 2;
    Decomposition d;
    d.pair = static_cast<Tile>(p);
    const bool stop = readings_internal::SplitGroups(c, 0, d, visit);
    c[p] += 2;
    if (stop) return true;
  }
  return false;
}

}  // namespace mj16

#endif  // MJ16_CORE_READINGS_H_
