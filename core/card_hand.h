// One player's tiles as exact card codes: what the referee holds as the truth for each seat and
// what a built-in player rebuilds from the protocol lines. core/ works on kinds (TileCounts);
// ToHand() is the bridge to its win check and scoring.
#ifndef MJ16_CORE_CARD_HAND_H_
#define MJ16_CORE_CARD_HAND_H_

#include <array>
#include <span>
#include <vector>

#include "core/hand.h"
#include "core/meld.h"
#include "core/tile.h"

namespace mj16 {

// KindOfCard by table for the codes of the 136 cards (every hand operation reads it).
inline constexpr int kCardCodes = 480;
inline constexpr std::array<Tile, kCardCodes> kCardKinds = [] {
  std::array<Tile, kCardCodes> kinds{};
  for (int c = 0; c < kCardCodes; ++c) kinds[c] = KindOfCard(c).value_or(kNoTile);
  return kinds;
}();

// The kind of a card known to be valid (the referee and parsers check codes on entry).
inline Tile KindOf(Card c) {
  return static_cast<unsigned>(c) < kCardCodes ? kCardKinds[c] : *KindOfCard(c);
}

struct CardHand {
  std::vector<Card> concealed;  // ascending
  std::vector<Meld> melds;      // in the order made; Meld::cards holds the exact codes

  void Add(Card c);
  // Removes one card; false when it is not held.
  bool Remove(Card c);
  bool Holds(Card c) const;
  // Every listed card held, none listed twice.
  bool HoldsAll(std::span<const Card> cards) const;
  // The held cards of kind t, ascending.
  std::vector<Card> CopiesOf(Tile t) const;
  int CountOf(Tile t) const;
  // Kinds for core/: concealed counts plus the melds.
  Hand ToHand() const;
  // The concealed counts alone (ToHand().concealed without copying the melds).
  TileCounts Counts() const;
  // 3n+2 cards: the player discards next (core/hand.h OwnTurnSize).
  bool OwnTurn() const { return OwnTurnSize(static_cast<int>(concealed.size())); }
};

// The highest held copy of kind t (how mjbot names the card it plays of a kind), or 0.
inline Card CardOf(const CardHand& hand, Tile t) {
  const std::vector<Card> copies = hand.CopiesOf(t);
  return copies.empty() ? 0 : copies.back();
}

}  // namespace mj16

#endif  // MJ16_CORE_CARD_HAND_H_
