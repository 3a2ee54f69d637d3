#include "tools/mjref/engine/bot_view.h"

#include <algorithm>

namespace mj16::mjref {

void BotView::Apply(const Message& m) {
  using Kind = Message::Kind;
  const bool mine = m.pos == pos_;
  // The cards of a claim broadcast other than the claimed discard: those that left the hand.
  auto remove_own = [&]() {
    bool claimed_seen = false;
    for (Card c : m.cards) {
      if (c == last_discard_ && !claimed_seen) {
        claimed_seen = true;
        continue;
      }
      hand_.Remove(c);
    }
  };
  auto add_meld = [&](MeldType type, Tile tile) {
    const bool claimed = type != MeldType::kConcealedKong;
    Meld meld = MakeMeld(type, tile, claimed ? KindOf(last_discard_) : kNoTile);
    std::vector<Card> cards = m.cards;
    std::sort(cards.begin(), cards.end());
    std::copy_n(cards.begin(), std::min<size_t>(cards.size(), 4), meld.cards.begin());
    hand_.melds.push_back(meld);
  };
  switch (m.kind) {
    case Kind::kStart:
      *this = BotView{};
      pos_ = m.pos;
      break;
    case Kind::kInitCard:
      hand_.concealed.clear();
      for (Card c : m.cards) hand_.Add(c);
      break;
    case Kind::kMo:
      hand_.Add(m.cards[0]);
      drawn_ = m.cards[0];
      break;
    case Kind::kThrow:
      last_discard_ = m.cards[0];
      if (mine) hand_.Remove(m.cards[0]);
      break;
    case Kind::kEat:
      if (!mine) break;
      remove_own();
      add_meld(MeldType::kChow,
               std::min({KindOf(m.cards[0]), KindOf(m.cards[1]), KindOf(m.cards[2])}));
      drawn_ = 0;
      break;
    case Kind::kPong:
      if (!mine) break;
      remove_own();
      add_meld(MeldType::kPung, KindOf(m.cards[0]));
      drawn_ = 0;
      break;
    case Kind::kGong:
      if (!mine) break;
      if (m.gong_type == 4) {
        remove_own();
        add_meld(MeldType::kOpenKong, KindOf(m.cards[0]));
      } else if (m.gong_type == 0 && !m.cards.empty()) {
        for (Card c : m.cards) hand_.Remove(c);
        add_meld(MeldType::kConcealedKong, KindOf(m.cards[0]));
      } else if (m.gong_type == 1) {
        hand_.Remove(m.cards[0]);
        for (Meld& meld : hand_.melds) {
          if (meld.type == MeldType::kPung && meld.tile == KindOf(m.cards[0])) {
            meld.type = MeldType::kAddedKong;
            meld.cards[3] = m.cards[0];
            std::sort(meld.cards.begin(), meld.cards.end());
          }
        }
      }
      break;
    default:
      break;
  }
}

}  // namespace mj16::mjref
