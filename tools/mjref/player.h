// The referee's only view of a player: protocol lines in, answer lines out (SPEC §3). Built-in
// players run in-process and child processes (next part) sit behind the same interface, so the
// referee cannot tell them apart and a built-in player can never learn more than a real bot.
#ifndef MJ16_TOOLS_MJREF_PLAYER_H_
#define MJ16_TOOLS_MJREF_PLAYER_H_

#include <cstdint>
#include <memory>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace mj16::mjref {

// One player for one game (a bot process lives from /start to /exit).
//
// Errors use these codes, so that faults can say what happened:
//   kUnavailable      the player is gone (crashed, closed its output, refused input)
//   kDeadlineExceeded no answer in time
//   kDataLoss         the answer is not a text line (binary, too long)
// Anything else is reported as is.
class Player {
 public:
  virtual ~Player() = default;
  // A line that wants no answer: /start, /initGame, /initCard, /mo, the broadcasts, /exit.
  virtual absl::Status Send(absl::string_view line) = 0;
  // A line that wants one (/ask X, /ready); returns the answer line as written (the referee
  // trims and parses it).
  virtual absl::StatusOr<std::string> Ask(absl::string_view line) = 0;
};

// Makes the player of one seat for one game: a match keeps one factory per program.
class PlayerFactory {
 public:
  virtual ~PlayerFactory() = default;
  // The name the program goes by in /start and in the results.
  virtual std::string Name() const = 0;
  // `game` is the game's index in the match and `seat` 0..3; `match_seed` lets a seeded player
  // without a seed of its own vary from game to game yet replay exactly.
  virtual absl::StatusOr<std::unique_ptr<Player>> Create(int game, int seat,
                                                         std::uint64_t match_seed) = 0;
};

// A short name for the kind of a player error: "crashed", "timeout", "garbage" or "error".
inline absl::string_view PlayerErrorKind(const absl::Status& status) {
  switch (status.code()) {
    case absl::StatusCode::kUnavailable:
      return "crashed";
    case absl::StatusCode::kDeadlineExceeded:
      return "timeout";
    case absl::StatusCode::kDataLoss:
      return "garbage";
    default:
      return "error";
  }
}

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_PLAYER_H_
