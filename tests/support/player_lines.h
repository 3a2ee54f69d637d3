// A Player driven by protocol lines, for tests that script one by hand: each line is parsed into
// the referee's message, and an answer comes back as its line (the player's own words when it
// writes text, as a process does).
#ifndef MJ16_TESTS_PLAYER_LINES_H_
#define MJ16_TESTS_PLAYER_LINES_H_

#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/protocol.h"
#include "tools/mjref/engine/player.h"

namespace mj16::testing {

inline absl::Status TellLine(mjref::Player& p, absl::string_view line) {
  absl::StatusOr<Message> m = ParseMessage(line);
  if (!m.ok()) return m.status();
  return p.Tell(*m);
}

// The answer to the question `line`, or the player's error.
inline absl::StatusOr<std::string> AskLine(mjref::Player& p, absl::string_view line) {
  absl::StatusOr<Message> m = ParseMessage(line);
  if (!m.ok()) return m.status();
  absl::StatusOr<Action> a = p.Decide(*m);
  if (!a.ok() && !absl::IsInvalidArgument(a.status())) return a.status();
  if (!a.ok() || !p.AnswerText().empty()) return std::string(p.AnswerText());
  return FormatAnswer(*a);
}

}  // namespace mj16::testing

#endif  // MJ16_TESTS_PLAYER_LINES_H_
