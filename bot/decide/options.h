// A meld the player may make (a claim or an own kong) with the hand it leaves: what the claim
// and kong decisions compare with passing.
#ifndef MJ16_BOT_DECIDE_OPTIONS_H_
#define MJ16_BOT_DECIDE_OPTIONS_H_

#include <string>

#include "bot/offence/comparator.h"
#include "core/action.h"
#include "core/game/legal.h"
#include "core/hand.h"
#include "core/meld.h"

namespace mj16::bot {

struct Option {
  Action action;
  HandValue value;
  std::string name;
  Hand after;                // the hand after the claim (a chow's or pung's before its discard)
  game::LegalAnswer answer;  // the engine's answer it is
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_DECIDE_OPTIONS_H_
