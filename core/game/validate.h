// Judges a player's answer against the question asked: an answer must be one of the question's
// legal answers (legal.h), naming distinct cards the player holds. Anything else is a fault and
// the seat goes dummy (seed 000 §3.3 item 11). The messages name what is wrong in the protocol's
// words.
#ifndef MJ16_CORE_GAME_VALIDATE_H_
#define MJ16_CORE_GAME_VALIDATE_H_

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/action.h"
#include "core/card_hand.h"
#include "core/game/legal.h"

namespace mj16::game {

// Whether `action` answers `q` legally for a seat holding `hand`.
absl::Status ValidateAnswer(const CardHand& hand, const Question& q, const Action& action);

// Parses and validates `line`; the error message quotes the line and the question.
absl::StatusOr<Action> CheckAnswer(const CardHand& hand, const Question& q, absl::string_view line);

}  // namespace mj16::game

#endif  // MJ16_CORE_GAME_VALIDATE_H_
