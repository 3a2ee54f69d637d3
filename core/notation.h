// Both notations of SPEC §1: protocol card codes (110..473) and the human `123m456s789p11z`.
#ifndef MJ16_CORE_NOTATION_H_
#define MJ16_CORE_NOTATION_H_

#include <string>
#include <vector>
#include "absl/strings/string_view.h"

#include "absl/status/statusor.h"
#include "core/hand.h"
#include "core/meld.h"
#include "core/tile.h"

namespace mj16 {

// "3m", "5s", "9p", "1z".."7z".
std::string FormatTile(Tile t);
// Grouped by suit in the order m s p z: "123m456s11z".
std::string FormatTiles(const TileCounts& counts);
std::string FormatTiles(const std::vector<Tile>& tiles);
// A card as its tile ("3m"); a code that is no tile (a flower, which the competition does not use)
// as its digits ("10").
std::string FormatCard(Card c);

// One tile: "3m" or a card code such as "130".
absl::StatusOr<Tile> ParseTile(absl::string_view text);
// Tiles in either notation: "123m456s11z", "1m 2m 3m", or card codes "110 120 130" (spaces or
// commas between codes). Flower codes are skipped. The error names the bad token.
absl::StatusOr<std::vector<Tile>> ParseTiles(absl::string_view text);
// Card codes only, keeping the exact copies: "110 111 452". Flower codes are skipped.
absl::StatusOr<std::vector<Card>> ParseCards(absl::string_view text);

// "E", "S", "W", "N" or "east".."north" in any case.
absl::StatusOr<Wind> ParseWind(absl::string_view text);
absl::string_view WindName(Wind w);  // "E", "S", "W", "N"

// A meld as written on command lines: "chow:789s", "pung:555z", "kong:1111m", "ckong:2222p",
// "akong:3333s".
absl::StatusOr<Meld> ParseMeld(absl::string_view text);
std::string FormatMeld(const Meld& meld);

}  // namespace mj16

#endif  // MJ16_CORE_NOTATION_H_
