// How the referee tells the players an event of the engine (core/game/game.h): the protocol
// message of SPEC §3 for each event, written once for the referee that sends it and for
// `mjref replay`, which checks a record's lines against the events of the game played again.
#ifndef MJ16_TOOLS_MJREF_ENGINE_EVENT_MESSAGE_H_
#define MJ16_TOOLS_MJREF_ENGINE_EVENT_MESSAGE_H_

#include <span>
#include <utility>
#include <vector>

#include "core/game/game.h"
#include "core/protocol.h"

namespace mj16::mjref {

// Sets `m` to a message of `kind` from `pos` (0: from the referee) with `cards`, every other field
// at its default as ParseMessage would give it; the cards' storage is kept. Inline: the referee
// writes a message at every event of every game.
inline void ResetMessage(Message& m, Message::Kind kind, int pos,
                         std::span<const Card> cards = {}) {
  std::vector<Card> storage = std::move(m.cards);
  m = Message{};
  m.kind = kind;
  m.pos = pos;
  storage.assign(cards.begin(), cards.end());
  m.cards = std::move(storage);
}

// Writes into `m` the message that tells `e` to the seats that see all of it: a draw to the seat
// that drew, a concealed kong to its owner (the others hear it without its cards), every other
// event to the table. `m`'s card storage is reused: this runs at every event of every game.
void MessageOf(const game::Event& e, Message& m);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_ENGINE_EVENT_MESSAGE_H_
