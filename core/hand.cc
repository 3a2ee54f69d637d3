#include "core/hand.h"

#include <algorithm>

#include "absl/strings/str_format.h"
#include "core/notation.h"

namespace mj16 {

int Total(const TileCounts& counts) {
  int n = 0;
  for (int c : counts) n += c;
  return n;
}

TileCounts CountsOf(std::span<const Tile> tiles) {
  TileCounts counts{};
  for (Tile t : tiles) ++counts[t];
  return counts;
}

std::vector<Tile> TilesOf(const TileCounts& counts) {
  std::vector<Tile> tiles;
  for (int t = 0; t < kNumKinds; ++t) tiles.insert(tiles.end(), counts[t], static_cast<Tile>(t));
  return tiles;
}

absl::InlinedVector<ChowWith, 3> ChowsWith(const TileCounts& concealed, Tile claimed) {
  absl::InlinedVector<ChowWith, 3> chows;
  if (IsHonor(claimed)) return chows;
  const int r = RankOf(claimed);
  for (int low = std::max(1, r - 2); low <= std::min(r, 7); ++low) {  // the chow's lowest rank
    ChowWith c;
    int n = 0;
    for (int k = low; k < low + 3; ++k) {
      if (k != r) c.own[n++] = static_cast<Tile>(claimed + k - r);
    }
    if (concealed[c.own[0]] == 0 || concealed[c.own[1]] == 0) continue;
    c.meld = MakeMeld(MeldType::kChow, static_cast<Tile>(claimed + low - r), claimed);
    chows.push_back(c);
  }
  return chows;
}

TileCounts Hand::AllTiles() const {
  TileCounts all = concealed;
  for (const Meld& m : melds) {
    if (m.IsChow()) {
      for (int i = 0; i < 3; ++i) ++all[m.tile + i];
    } else {
      all[m.tile] += m.Size();
    }
  }
  return all;
}

absl::Status ValidateHand(const Hand& hand, HandShape shape) {
  if (hand.melds.size() > static_cast<size_t>(kMeldsToWin)) {
    return absl::InvalidArgumentError(
        absl::StrFormat("%d melds: a hand has at most %d", hand.melds.size(), kMeldsToWin));
  }
  const TileCounts all = hand.AllTiles();
  for (int t = 0; t < kNumKinds; ++t) {
    if (all[t] > kCopies) {
      return absl::InvalidArgumentError(absl::StrFormat(
          "%d copies of %s: there are only %d", all[t], FormatTile(static_cast<Tile>(t)), kCopies));
    }
  }
  const int size = hand.ConcealedSize();
  const int waiting = 3 * hand.MeldsNeeded() + 1;
  const bool ok = shape == HandShape::kWaiting ? size == waiting
                  : shape == HandShape::kFull  ? size == waiting + 1
                                               : (size == waiting || size == waiting + 1);
  if (!ok) {
    const std::string expected = shape == HandShape::kWaiting ? absl::StrFormat("%d", waiting)
                                 : shape == HandShape::kFull
                                     ? absl::StrFormat("%d", waiting + 1)
                                     : absl::StrFormat("%d or %d", waiting, waiting + 1);
    return absl::InvalidArgumentError(absl::StrFormat(
        "%d concealed tiles with %d meld(s): expected %s", size, hand.melds.size(), expected));
  }
  return absl::OkStatus();
}

}  // namespace mj16
