#include "core/win.h"

namespace mj16 {
namespace {

int LowestTile(const TileCounts& c, int from) {
  for (int t = from; t < kNumKinds; ++t) {
    if (c[t] > 0) return t;
  }
  return kNumKinds;
}

bool CanChowFrom(const TileCounts& c, int t) {
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

// Calls visit(decomposition) for every reading; visit returns true to stop early.
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
    const bool stop = SplitGroups(c, 0, d, visit);
    c[p] += 2;
    if (stop) return true;
  }
  return false;
}

}  // namespace

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
