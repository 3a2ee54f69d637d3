// Judges a player's answer against the game and the question asked: an answer must be one of the
// legal answers to that /ask (SPEC §3), naming cards the player holds. Anything else is a fault
// and the seat goes dummy (seed 000 §3.3 item 11).
#ifndef MJ16_CORE_GAME_VALIDATE_H_
#define MJ16_CORE_GAME_VALIDATE_H_

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/action.h"
#include "core/game/game_state.h"

namespace mj16::game {

// Whether `action` answers `/ask ask` legally for `seat` now. `/ask gong` is an open kong while a
// discard of another seat is open (s.discard), else a concealed or added kong on the seat's own
// turn. `/ask hu` is asked only when the win is there, so /hu and /pass are its answers.
absl::Status ValidateAction(const GameState& s, int seat, Ask ask, const Action& action);

// Parses and validates `line`; the error message quotes the line and the question.
absl::StatusOr<Action> CheckAnswer(const GameState& s, int seat, Ask ask, absl::string_view line);

}  // namespace mj16::game

#endif  // MJ16_CORE_GAME_VALIDATE_H_
