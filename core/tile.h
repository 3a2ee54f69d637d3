// Tile kinds and protocol card codes (SPEC §1).
#ifndef MJ16_CORE_TILE_H_
#define MJ16_CORE_TILE_H_

#include <cstdint>
#include <optional>

namespace mj16 {

// A tile kind, 0..33: characters 1-9 (0..8), bamboo 1-9 (9..17), dots 1-9 (18..26), then
// the honors East South West North Red Green White (27..33). The order follows the protocol's
// card codes (1xx characters, 2xx bamboo, 3xx dots, 4xx honors) so conversions are arithmetic.
using Tile = std::uint8_t;

inline constexpr int kNumKinds = 34;
inline constexpr int kNumSuited = 27;
inline constexpr int kCopies = 4;
inline constexpr Tile kNoTile = 255;

// A set of tile kinds, one bit a kind.
using KindMask = std::uint64_t;
constexpr KindMask Bit(int t) { return KindMask{1} << t; }

enum Suit : int { kCharacters = 0, kBamboo = 1, kDots = 2, kHonors = 3 };

inline constexpr Tile kEast = 27;
inline constexpr Tile kSouth = 28;
inline constexpr Tile kWest = 29;
inline constexpr Tile kNorth = 30;
inline constexpr Tile kRed = 31;
inline constexpr Tile kGreen = 32;
inline constexpr Tile kWhite = 33;

constexpr int SuitOf(Tile t) { return t / 9; }
// 1..9 for suited tiles; 1..7 for honors (E S W N Red Green White).
constexpr int RankOf(Tile t) { return t % 9 + 1; }
constexpr bool IsHonor(Tile t) { return t >= kNumSuited; }
constexpr bool IsWind(Tile t) { return t >= kEast && t <= kNorth; }
constexpr bool IsDragon(Tile t) { return t >= kRed && t <= kWhite; }
constexpr bool IsTerminal(Tile t) { return !IsHonor(t) && (RankOf(t) == 1 || RankOf(t) == 9); }
constexpr Tile MakeTile(int suit, int rank) { return static_cast<Tile>(suit * 9 + rank - 1); }

// Seat and round winds, in play order.
enum class Wind : std::uint8_t { kEast = 0, kSouth = 1, kWest = 2, kNorth = 3 };
constexpr Tile WindTile(Wind w) { return static_cast<Tile>(kEast + static_cast<int>(w)); }
// East for the dealer, then in play order; seat and dealer from one origin (0..3 or 1..4).
constexpr Wind SeatWindOf(int seat, int dealer) {
  return static_cast<Wind>((seat - dealer + 4) % 4);
}

// A protocol card code names one physical tile: suit digit, rank digit, copy digit (110..473).
// Flowers are 10, 20, ..., 80; the competition does not use them.
using Card = int;

constexpr bool IsFlowerCard(Card c) { return c >= 10 && c <= 80 && c % 10 == 0; }
constexpr int CopyOf(Card c) { return c % 10; }

// The kind of a tile card, or nullopt for anything that is not one (flowers included).
constexpr std::optional<Tile> KindOfCard(Card c) {
  const int suit = c / 100, rank = (c / 10) % 10, copy = c % 10;
  if (copy > 3 || rank < 1) return std::nullopt;
  if (suit >= 1 && suit <= 3 && rank <= 9) return MakeTile(suit - 1, rank);
  if (suit == 4 && rank <= 7) return static_cast<Tile>(kNumSuited + rank - 1);
  return std::nullopt;
}

constexpr Card MakeCard(Tile t, int copy) {
  return IsHonor(t) ? 400 + (t - kNumSuited + 1) * 10 + copy
                    : (SuitOf(t) + 1) * 100 + RankOf(t) * 10 + copy;
}

}  // namespace mj16

#endif  // MJ16_CORE_TILE_H_
