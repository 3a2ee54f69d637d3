// What the referee asks and what a player answers, as values: the protocol text (protocol.h)
// parses into these and the referee acts on them.
#ifndef MJ16_CORE_ACTION_H_
#define MJ16_CORE_ACTION_H_

#include <array>
#include <cstdint>
#include <span>

#include "absl/strings/string_view.h"
#include "core/tile.h"

namespace mj16 {

// The five questions of `/ask X`.
enum class Ask : std::uint8_t { kThrow, kEat, kPong, kGong, kHu };

inline absl::string_view AskName(Ask ask) {
  switch (ask) {
    case Ask::kThrow:
      return "throw";
    case Ask::kEat:
      return "eat";
    case Ask::kPong:
      return "pong";
    case Ask::kGong:
      return "gong";
    case Ask::kHu:
      return "hu";
  }
  return "?";
}

enum class ActionType : std::uint8_t {
  kThrow,          // /throw c
  kChow,           // /eat c1 c2
  kPung,           // /pong c1 c2
  kOpenKong,       // /gong 4 c1 c2 c3
  kConcealedKong,  // /gong 0 c1 c2 c3 c4
  kAddedKong,      // /gong 1 c
  kWin,            // /hu
  kPass,           // /pass
};

struct Action {
  ActionType type = ActionType::kPass;
  std::array<Card, 4> cards{};  // the player's own cards, as written
  int num_cards = 0;

  std::span<const Card> Cards() const { return {cards.data(), static_cast<size_t>(num_cards)}; }

  static Action Of(ActionType type, std::span<const Card> cards = {}) {
    Action a;
    a.type = type;
    for (Card c : cards) a.cards[a.num_cards++] = c;
    return a;
  }
  friend bool operator==(const Action& a, const Action& b) {
    return a.type == b.type && a.num_cards == b.num_cards && a.cards == b.cards;
  }
};

}  // namespace mj16

#endif  // MJ16_CORE_ACTION_H_
