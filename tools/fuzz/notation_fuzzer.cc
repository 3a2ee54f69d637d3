// Fuzz target: both tile notations (core/notation.h). Whatever parses must format and parse back
// to the same tiles, since mjcalc and the tests rely on the two being inverse.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "absl/strings/string_view.h"
#include "core/notation.h"

namespace {

std::vector<mj16::Tile> Sorted(std::vector<mj16::Tile> tiles) {
  std::sort(tiles.begin(), tiles.end());
  return tiles;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const absl::string_view text(reinterpret_cast<const char*>(data), size);

  if (absl::StatusOr<mj16::Tile> t = mj16::ParseTile(text); t.ok()) {
    absl::StatusOr<mj16::Tile> again = mj16::ParseTile(mj16::FormatTile(*t));
    if (!again.ok() || *again != *t) std::abort();
  }

  if (absl::StatusOr<std::vector<mj16::Tile>> tiles = mj16::ParseTiles(text); tiles.ok()) {
    const mj16::TileCounts counts = mj16::CountsOf(*tiles);
    // TileCounts holds up to 255 of a kind; beyond that the round trip cannot hold.
    if (tiles->size() < 256) {
      absl::StatusOr<std::vector<mj16::Tile>> again = mj16::ParseTiles(mj16::FormatTiles(counts));
      if (!again.ok() || Sorted(*again) != Sorted(*tiles)) std::abort();
    }
  }

  if (absl::StatusOr<std::vector<mj16::Card>> cards = mj16::ParseCards(text); cards.ok()) {
    for (mj16::Card c : *cards) {
      if (!mj16::KindOfCard(c).has_value()) std::abort();
    }
  }

  if (absl::StatusOr<mj16::Meld> m = mj16::ParseMeld(text); m.ok()) {
    absl::StatusOr<mj16::Meld> again = mj16::ParseMeld(mj16::FormatMeld(*m));
    if (!again.ok() || again->type != m->type || again->tile != m->tile) std::abort();
  }

  if (absl::StatusOr<mj16::Wind> w = mj16::ParseWind(text); w.ok()) {
    absl::StatusOr<mj16::Wind> again = mj16::ParseWind(mj16::WindName(*w));
    if (!again.ok() || *again != *w) std::abort();
  }
  return 0;
}
