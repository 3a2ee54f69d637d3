// Many games with one learning seat each, stepped together (the Python module's VectorEnv): one
// call answers every game's question, plays each on to its next one, and starts a game that
// ended on its match's next game at once (same-step auto-reset), so that Python crosses into
// C++ once per batch rather than once per game.
#ifndef MJ16_TOOLS_PYTHON_ENV_VECTOR_ENV_H_
#define MJ16_TOOLS_PYTHON_ENV_VECTOR_ENV_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "tools/python/env/action_space.h"
#include "tools/python/env/env.h"
#include "tools/python/env/observation.h"

namespace mj16::env {

class VectorEnv {
 public:
  // `config` must have exactly one learning seat. The games are stepped on `threads` threads
  // (the caller's one of them); each game is stepped by one thread at a time, so the results do
  // not depend on their number. Records keep no transcripts (none is read from a VectorEnv).
  static absl::StatusOr<std::unique_ptr<VectorEnv>> Make(int n, const EnvConfig& config,
                                                         int threads = 1);

  int size() const { return static_cast<int>(envs_.size()); }
  int seat() const { return seat_; }
  int threads() const { return threads_; }

  // Game i plays the match of seed + i.
  absl::Status Reset(std::uint64_t seed);
  // actions[i] answers game i. All are checked before any is played: an illegal one changes
  // nothing and the error names the game, the action and the legal ones.
  absl::Status Step(std::span<const int> actions);

  // After Reset or Step, per game: the observation and legal actions of its question, the
  // reward (the learning seat's score when the step ended a game, else 0), whether a game ended
  // (the observation is then the next game's first), and the teacher's action (-1 without).
  const std::vector<Observation>& observations() const { return observations_; }
  const std::vector<ActionMask>& masks() const { return masks_; }
  const std::vector<std::int32_t>& rewards() const { return rewards_; }
  const std::vector<std::uint8_t>& terminated() const { return terminated_; }
  const std::vector<std::int32_t>& teacher_actions() const { return teacher_actions_; }

 private:
  // Starts game i's next game until its learning seat is asked; adds the scores of games that
  // end before to its reward.
  absl::Status NextGame(int i, std::optional<std::uint64_t> seed);
  void Capture(int i);
  // Runs step(i) for every game, the games shared out over the threads; the error of the
  // lowest-numbered game that failed.
  absl::Status ForEachGame(const std::function<absl::Status(int)>& step);

  std::vector<std::unique_ptr<Env>> envs_;
  int seat_ = -1;
  int threads_ = 1;
  std::vector<Observation> observations_;
  std::vector<ActionMask> masks_;
  std::vector<std::int32_t> rewards_;
  std::vector<std::uint8_t> terminated_;
  std::vector<std::int32_t> teacher_actions_;
};

}  // namespace mj16::env

#endif  // MJ16_TOOLS_PYTHON_ENV_VECTOR_ENV_H_
