// A player as the referee sees it: told the referee's messages (core/protocol.h) and asked each
// question, to which it answers an action (core/action.h) — what a bot learns and says over the
// protocol (SPEC §3), and nothing more. Built-in players take the messages as they are; a bot
// process or a socket (bots/channel_player.h) is the one adapter that writes them as protocol
// lines and reads its answers back. The referee cannot tell them apart, and a built-in player can
// never learn more than a real bot.
#ifndef MJ16_TOOLS_MJREF_ENGINE_PLAYER_H_
#define MJ16_TOOLS_MJREF_ENGINE_PLAYER_H_

#include <cstdint>
#include <memory>
#include <string>
#include <utility>

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
//   kInvalidArgument  (Decide) it answered a line that is no action: not a player failure but a
//                     wrong answer, recorded (AnswerText) and faulted as such
//   kAborted          (Decide) no answer yet: AnswerLater()
// Anything else is reported as is. An error may carry the offending line (WithOffendingLine).
class Player {
 public:
  virtual ~Player() = default;
  // A message that wants no answer: /start, /initGame, /initCard, /mo, the broadcasts, /exit.
  virtual absl::Status Tell(const Message& m) = 0;
  // The answer to `ask` (an /ask message). A player answered from outside the referee's loop (a
  // Python agent) returns AnswerLater() until its answer is set: the referee then hands the
  // question to its caller (Referee::Begin, Continue) and asks again when continued.
  virtual absl::StatusOr<Action> Decide(const Message& ask) = 0;
  // The answer Decide just gave as the player wrote it, for a player that writes text (a process):
  // the record keeps its words, a line that is no action included. Empty from a player that
  // answers actions: the referee writes the action's line.
  virtual absl::string_view AnswerText() const { return {}; }
  // The one-line reason for the answer Decide just gave, when the player gives one (mjbot and
  // the baselines do; a process does when asked to): shown beside the decision in the report.
  virtual std::string Reason() const { return {}; }
  // The referee gave up on this player for the rest of the game (a fault: it is a dummy now).
  // A process is stopped at once, so that a bot stuck writing or thinking costs nothing more.
  virtual void Abandon() {}
  // The referee's whole truth, shown before every question. Only an in-process player that
  // measures perfect reading looks at it (builtin:mjbot:oracle=…, docs/reading.md); a process
  // never sees it.
  virtual void SeeTruth(const game::GameState& /*state*/) {}
};

// Decide's "no answer yet" (kAborted): the caller is to ask again later.
inline absl::Status AnswerLater() { return absl::AbortedError("no answer yet"); }

// A player that passes everything to another: the players that watch, time or change one seat's
// answers derive from it and override only what they change.
class WrappedPlayer : public Player {
 public:
  explicit WrappedPlayer(std::unique_ptr<Player> inner) : inner_(std::move(inner)) {}

  absl::Status Tell(const Message& m) override { return inner_->Tell(m); }
  absl::StatusOr<Action> Decide(const Message& ask) override { return inner_->Decide(ask); }
  absl::string_view AnswerText() const override { return inner_->AnswerText(); }
  std::string Reason() const override { return inner_->Reason(); }
  void Abandon() override { inner_->Abandon(); }
  void SeeTruth(const game::GameState& state) override { inner_->SeeTruth(state); }

  Player& inner() const { return *inner_; }

 private:
  std::unique_ptr<Player> inner_;
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
