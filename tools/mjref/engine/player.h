// The referee's only view of a player: protocol lines in, answer lines out (SPEC §3). Built-in
// players run in-process and child processes (process_player.h) sit behind the same interface,
// so the referee cannot tell them apart and a built-in player can never learn more than a real
// bot.
#ifndef MJ16_TOOLS_MJREF_ENGINE_PLAYER_H_
#define MJ16_TOOLS_MJREF_ENGINE_PLAYER_H_

#include <cstdint>
#include <memory>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/cord.h"
#include "absl/strings/string_view.h"
#include "absl/types/optional.h"
#include "core/action.h"
#include "core/protocol.h"

namespace mj16::game {
struct GameState;
}  // namespace mj16::game

namespace mj16::mjref {

// One player for one game (a bot process lives from /start to /exit).
//
// Errors use these codes, so that faults can say what happened:
//   kUnavailable      the player is gone (crashed, closed its output, refused input)
//   kDeadlineExceeded no answer in time
//   kDataLoss         the answer is not a text line (binary, too long)
//   kFailedPrecondition  it printed a line when not asked
// Anything else is reported as is. An error may carry the offending line (WithOffendingLine).
class Player {
 public:
  virtual ~Player() = default;
  // A line that wants no answer: /start, /initGame, /initCard, /mo, the broadcasts, /exit.
  virtual absl::Status Send(absl::string_view line) = 0;
  // A line that wants one (/ask X, /ready); returns the answer line as written (the referee
  // trims and parses it).
  virtual absl::StatusOr<std::string> Ask(absl::string_view line) = 0;
  // An in-process player may take the referee's lines already parsed, sparing both sides the
  // text: the referee then formats a line only for the record. TakesMessages() says so; Tell and
  // Decide must then do exactly what Send and Ask would with the message's line.
  virtual bool TakesMessages() const { return false; }
  virtual void Tell(const Message& /*m*/) {}
  virtual absl::StatusOr<Action> Decide(const Message& /*ask*/) {
    return absl::UnimplementedError("this player takes protocol lines");
  }
  // A player answered from outside the referee's loop (a Python agent): when its question comes,
  // the referee calls Prepare and returns control (Referee::Begin, Continue); the answer is set
  // meanwhile and Decide (or Ask) then gives it.
  virtual bool AnswersFromOutside() const { return false; }
  virtual void Prepare(mj16::Ask /*ask*/) {}
  // The one-line reason for the answer Ask (or Decide) just returned, when the player gives one
  // (mjbot and the baselines do; a process does not): shown beside the decision in the report.
  virtual std::string Reason() const { return {}; }
  // The referee gave up on this player for the rest of the game (a fault: it is a dummy now).
  // A process is stopped at once, so that a bot stuck writing or thinking costs nothing more.
  virtual void Abandon() {}
  // The referee's whole truth, shown before every question. Only an in-process player that
  // measures perfect reading looks at it (builtin:mjbot:oracle=…, docs/reading.md); a process
  // never sees it.
  virtual void SeeTruth(const game::GameState& /*state*/) {}
};

// Makes the player of one seat for one game: a match keeps one factory per program.
class PlayerFactory {
 public:
  virtual ~PlayerFactory() = default;
  // The name the program goes by in /start and in the results.
  virtual std::string Name() const = 0;
  // `game` is the game's index in the match and `seat` 0..3; `match_seed` lets a seeded player
  // without a seed of its own vary from game to game yet replay exactly.
  // Thread-safe: tables running in parallel create players at the same time.
  virtual absl::StatusOr<std::unique_ptr<Player>> Create(int game, int seat,
                                                         std::uint64_t match_seed) = 0;
  // Checks before a match that the program can play at all (a process starts and answers
  // /ready); the error says why not.
  virtual absl::Status Probe() { return absl::OkStatus(); }
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
    case absl::StatusCode::kFailedPrecondition:
      return "unasked";
    default:
      return "error";
  }
}

// The line a player error is about (an unasked line, the start of an overlong one) travels as a
// payload, so that the fault record can quote it apart from the reason.
inline constexpr absl::string_view kOffendingLineUrl = "mj16.mjref/offending-line";

inline absl::Status WithOffendingLine(absl::Status status, absl::string_view line) {
  status.SetPayload(kOffendingLineUrl, absl::Cord(line));
  return status;
}

inline std::string OffendingLine(const absl::Status& status) {
  absl::optional<absl::Cord> line = status.GetPayload(kOffendingLineUrl);
  return line ? std::string(*line) : std::string();
}

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_ENGINE_PLAYER_H_
