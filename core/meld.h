// Melds a player has declared: chows, pungs and the three kinds of kong.
#ifndef MJ16_CORE_MELD_H_
#define MJ16_CORE_MELD_H_

#include <array>
#include <cstdint>
#include "absl/strings/string_view.h"

#include "core/tile.h"

namespace mj16 {

enum class MeldType : std::uint8_t {
  kChow,           // 吃: three consecutive suited tiles, one claimed from the left player
  kPung,           // 碰: three of a kind, one claimed
  kOpenKong,       // 明槓: three held plus the claimed fourth
  kConcealedKong,  // 暗槓: four drawn; still counts as concealed
  kAddedKong,      // 加槓/補槓: a claimed pung completed by the fourth copy
};

struct Meld {
  MeldType type = MeldType::kChow;
  Tile tile = 0;                // the lowest tile of a chow; the tile of a pung or kong
  Tile claimed = kNoTile;       // the kind taken from a discard (kNoTile for a concealed kong)
  std::int8_t from = -1;        // the seat (1..4) it was claimed from, -1 when unknown or none
  std::array<Card, 4> cards{};  // the exact copies when known, 0 when not

  bool IsChow() const { return type == MeldType::kChow; }
  bool IsKong() const { return type >= MeldType::kOpenKong; }
  bool IsPungOrKong() const { return type != MeldType::kChow; }
  // Made without a claim: only a concealed kong keeps the hand 門清.
  bool IsConcealed() const { return type == MeldType::kConcealedKong; }
  int Size() const { return IsKong() ? 4 : 3; }
  bool operator==(const Meld&) const = default;
  // Whether the meld contains a tile of kind t.
  bool Contains(Tile t) const { return IsChow() ? (t >= tile && t <= tile + 2) : t == tile; }
};

inline Meld MakeMeld(MeldType type, Tile tile, Tile claimed = kNoTile) {
  Meld m;
  m.type = type;
  m.tile = tile;
  m.claimed = claimed;
  return m;
}

absl::string_view MeldTypeName(MeldType type);  // "chow", "pung", "kong", "ckong", "akong"

}  // namespace mj16

#endif  // MJ16_CORE_MELD_H_
