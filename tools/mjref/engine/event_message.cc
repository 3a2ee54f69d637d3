#include "tools/mjref/engine/event_message.h"

#include <algorithm>
#include <array>

namespace mj16::mjref {

void MessageOf(const game::Event& e, Message& m) {
  using Kind = game::Event::Kind;
  const int pos = game::Position(e.seat);
  std::array<Card, 4> cards = e.cards;
  switch (e.kind) {
    case Kind::kDraw:
      ResetMessage(m, Message::Kind::kMo, 0, {&e.card, 1});
      return;
    case Kind::kDiscard:
      ResetMessage(m, Message::Kind::kThrow, pos, {&e.card, 1});
      return;
    case Kind::kChow: {
      // The claimed card in the middle, the two own cards ascending around it.
      const Card shown[3] = {std::min(cards[0], cards[1]), e.card, std::max(cards[0], cards[1])};
      ResetMessage(m, Message::Kind::kEat, pos, shown);
      return;
    }
    case Kind::kPung:
      std::sort(cards.begin(), cards.begin() + 3);
      ResetMessage(m, Message::Kind::kPong, pos, std::span(cards).first(3));
      return;
    case Kind::kOpenKong:
    case Kind::kConcealedKong:
      std::sort(cards.begin(), cards.end());
      ResetMessage(m, Message::Kind::kGong, pos, cards);
      m.gong_type = e.kind == Kind::kOpenKong ? 4 : 0;
      return;
    case Kind::kAddedKong:
      ResetMessage(m, Message::Kind::kGong, pos, {&e.card, 1});
      m.gong_type = 1;
      return;
    case Kind::kWin:
      // The winning card, then the winner's other concealed cards ascending.
      ResetMessage(m, Message::Kind::kHu, pos, {&e.card, 1});
      m.cards.insert(m.cards.end(), e.concealed.begin(), e.concealed.end());
      std::sort(m.cards.begin() + 1, m.cards.end());
      return;
  }
}

}  // namespace mj16::mjref
