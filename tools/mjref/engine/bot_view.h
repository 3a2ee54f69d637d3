// What a player can know of a game, rebuilt from the referee's lines alone: its position, its
// cards and melds, the last discard and its last draw. Built-in players (and test players) keep
// one, so they never see more than a bot process would.
#ifndef MJ16_TOOLS_MJREF_ENGINE_BOT_VIEW_H_
#define MJ16_TOOLS_MJREF_ENGINE_BOT_VIEW_H_

#include "core/card_hand.h"
#include "core/protocol.h"
#include "core/tile.h"

namespace mj16::mjref {

class BotView {
 public:
  // Updates from one referee line. A claim changes the hand only when its broadcast names this
  // position (SPEC §3: a claim may be overridden until then).
  void Apply(const Message& m);

  int pos() const { return pos_; }  // 1..4, 0 before /start
  const CardHand& hand() const { return hand_; }
  Card last_discard() const { return last_discard_; }
  // The card of the last /mo while still held; 0 after a claim or once discarded.
  Card drawn() const { return hand_.Holds(drawn_) ? drawn_ : 0; }
  // The hand holds 3n+2 cards: right after its own draw (or a claim), when it must discard.
  bool MustDiscard() const { return hand_.OwnTurn(); }

 private:
  int pos_ = 0;
  CardHand hand_;
  Card last_discard_ = 0;
  Card drawn_ = 0;
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_ENGINE_BOT_VIEW_H_
