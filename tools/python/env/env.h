// Games against built-in players with some seats played from outside (docs/python.md): the
// engine behind the Python module's Env, its multi-agent form and VectorEnv. Game i after
// Reset(seed) is game i of `mjref match --seed SEED` with the same players: the same wall,
// dealer and winds, and the same built-in players created the same way.
#ifndef MJ16_TOOLS_PYTHON_ENV_ENV_H_
#define MJ16_TOOLS_PYTHON_ENV_ENV_H_

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "core/rules.h"
#include "tools/mjref/engine/player.h"
#include "tools/mjref/engine/record.h"
#include "tools/mjref/run/schedule.h"
#include "tools/python/env/learning_seat.h"
#include "tools/python/env/stepped_game.h"

namespace mj16::env {

struct EnvConfig {
  // Per seat, a built-in player as mjref names it without `builtin:` ("efficiency",
  // "mjbot:mc=false", "random:seed=3"), or "" for a learning seat.
  std::array<std::string, 4> players;
  // A built-in player that answers every question beside each learning seat ("" for none).
  std::string teacher;
  RuleSet rules;
  // Keep each game's protocol lines in its record (for RecordWriter, record_text); a batch that
  // never writes records plays faster without.
  bool transcripts = true;
};

class Env {
 public:
  Env() = default;  // use Make
  // The error names a bad player spec.
  static absl::StatusOr<std::unique_ptr<Env>> Make(const EnvConfig& config);

  // Starts a game: with a seed, game 0 of that match; without, the match's next game. Plays to
  // the first question to a learning seat. Fails only when a built-in player cannot be made.
  absl::Status Reset(std::optional<std::uint64_t> seed);
  // Answers the question of the learning seat to act and plays to the next one. An illegal
  // action changes nothing; the error names it and the legal actions.
  absl::Status Step(int action);

  // The learning seat to act, -1 when the game is over (or before the first Reset).
  int current() const { return game_ ? game_->current() : -1; }
  bool over() const { return !game_ || game_->over(); }
  // The learning seat s (null for a built-in seat or before the first Reset).
  const LearningSeat* seat(int s) const { return game_ ? game_->learning(s) : nullptr; }
  // The finished game's record (scores, transcript, faults); complete once over().
  const mjref::GameRecord& record() const { return game_->record(); }
  int game_index() const { return next_game_ - 1; }
  std::uint64_t match_seed() const { return match_.seed; }
  const std::array<std::string, 4>& names() const { return names_; }
  bool is_learning(int s) const { return programs_[s] == nullptr; }

 private:
  std::array<std::unique_ptr<mjref::PlayerFactory>, 4> programs_;  // null: a learning seat
  std::unique_ptr<mjref::PlayerFactory> teacher_;
  std::array<std::string, 4> names_;
  mjref::MatchConfig match_;
  bool transcripts_ = true;
  bool seeded_ = false;
  int next_game_ = 0;
  std::array<int, 4> standings_{};  // the match's scores by seat before the current game
  std::unique_ptr<SteppedGame> game_;
};

}  // namespace mj16::env

#endif  // MJ16_TOOLS_PYTHON_ENV_ENV_H_
