#include "core/card_hand.h"

#include <algorithm>

namespace mj16 {

void CardHand::Add(Card c) {
  concealed.insert(std::upper_bound(concealed.begin(), concealed.end(), c), c);
}

bool CardHand::Remove(Card c) {
  auto it = std::lower_bound(concealed.begin(), concealed.end(), c);
  if (it == concealed.end() || *it != c) return false;
  concealed.erase(it);
  return true;
}

bool CardHand::Holds(Card c) const {
  return std::binary_search(concealed.begin(), concealed.end(), c);
}

bool CardHand::HoldsAll(std::span<const Card> cards) const {
  for (size_t i = 0; i < cards.size(); ++i) {
    if (!Holds(cards[i])) return false;
    for (size_t j = 0; j < i; ++j) {
      if (cards[j] == cards[i]) return false;
    }
  }
  return true;
}

std::vector<Card> CardHand::CopiesOf(Tile t) const {
  std::vector<Card> out;
  for (Card c : concealed) {
    if (KindOf(c) == t) out.push_back(c);
  }
  return out;
}

int CardHand::CountOf(Tile t) const {
  int n = 0;
  for (Card c : concealed) n += KindOf(c) == t;
  return n;
}

Hand CardHand::ToHand() const {
  Hand hand;
  hand.concealed = Counts();
  hand.melds = melds;
  return hand;
}

TileCounts CardHand::Counts() const {
  TileCounts counts{};
  for (Card c : concealed) ++counts[KindOf(c)];
  return counts;
}

}  // namespace mj16
