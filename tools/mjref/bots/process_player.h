// Bots as processes (SPEC §3, seed 000 §3.3): a Player that talks to a child process over pipes,
// and the factory that starts one per game or keeps one for the whole match.
//
// What counts against the bot, each a player error that makes it a dummy for the rest of the game
// (the referee then calls Abandon, which kills the process):
//   - no answer within the per-answer timeout, or its input not read (kDeadlineExceeded);
//   - its output closed: crashed or exited (kUnavailable, with the exit status or signal);
//   - a line longer than kMaxLineBytes, or bytes that are not printable ASCII (kDataLoss);
//   - a line printed when not asked: waiting before an /ask, or after an answer
//     (kFailedPrecondition).
// The offending line travels with the error (WithOffendingLine). Whether an answer is legal is
// the referee's business (validate.h).
#ifndef MJ16_TOOLS_MJREF_BOTS_PROCESS_PLAYER_H_
#define MJ16_TOOLS_MJREF_BOTS_PROCESS_PLAYER_H_

#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "tools/mjref/bots/channel.h"
#include "tools/mjref/bots/process.h"
#include "tools/mjref/engine/player.h"

namespace mj16::mjref {

// How long a bot process lives: a new one per game (it sees EOF after /exit and exits, as under
// cycgame), or one kept for the whole match (it plays on after /exit; one that exits anyway is
// started again, without a fault).
enum class Lifetime { kGame, kMatch };

struct ProcessOptions {
  std::chrono::duration<double> timeout{3.0};  // per answer (and per line written)
  Lifetime lifetime = Lifetime::kGame;
  std::string stderr_path;  // the bot's stderr is appended here; empty: /dev/null
  // Read the bot's stderr through a pipe (forwarded to stderr_path) and take a line
  // "reason: TEXT" written while it answered as the answer's reason (Player::Reason; mjbot
  // writes them with --reasons). Off, its stderr goes straight to the file. A bot that writes
  // more than a pipe holds (64 KiB) between two lines from the referee then stalls.
  bool reasons = false;
  // A socket seat (tcp:PORT, socket_seat.h): how long to wait for a bot to connect, before the
  // match and again after a bot disconnected.
  std::chrono::duration<double> accept_timeout{30.0};
};

// The offending bytes as one printable line for a record: non-printable bytes as \xNN, cut after
// 200 characters with the full length noted.
std::string QuoteForRecord(absl::string_view bytes);

class ProcessPlayer : public Player {
 public:
  // `release` takes the process back after a game that ended cleanly (/exit sent, nothing odd
  // pending); without one, or after a fault, the process is stopped.
  using Release = std::function<void(std::unique_ptr<BotChannel>)>;
  // `stderr_log` (not owned; -1: none) receives what a captured stderr held (ProcessOptions::
  // reasons); without capture it is unused.
  ProcessPlayer(std::unique_ptr<BotChannel> child, Clock::duration timeout,
                Release release = nullptr, int stderr_log = -1);
  ~ProcessPlayer() override;

  absl::Status Send(absl::string_view line) override;
  absl::StatusOr<std::string> Ask(absl::string_view line) override;
  std::string Reason() const override { return reason_; }
  void Abandon() override;

 private:
  // Stops the process and passes the error on.
  absl::Status Fail(absl::Status status);
  // The error for output found waiting when nothing was asked.
  absl::Status Unasked();
  // Reads what a captured stderr holds, forwards it to the log, and keeps the last complete
  // "reason: " line in reason_.
  void DrainStderr();

  std::unique_ptr<BotChannel> child_;
  Clock::duration timeout_;
  Release release_;
  int stderr_log_ = -1;
  std::string stderr_partial_;  // a captured stderr line not yet ended
  std::string reason_;          // of the last answer
  bool exit_sent_ = false;
};

// Bots kept between games (a match-long process, a socket connection), shared by a factory and
// the players that give them back after a clean /exit.
struct ChannelPool {
  std::mutex mutex;
  std::vector<std::unique_ptr<BotChannel>> idle;
};

// Whether the bot answers /ready within `timeout` with nothing else pending: a kept bot is
// checked so between games.
bool AnswersReady(BotChannel& bot, Clock::duration timeout);
// A kept bot from `pool` that still answers /ready (or, without `check_ready`, has printed
// nothing since), or null; the ones that do not are stopped.
std::unique_ptr<BotChannel> TakeIdle(ChannelPool& pool, Clock::duration timeout,
                                     bool check_ready = true);
// The Release that puts a bot back into `pool`.
ProcessPlayer::Release ReturnTo(std::shared_ptr<ChannelPool> pool);

class ProcessPlayerFactory : public PlayerFactory {
 public:
  // Opens the stderr log; the error names the file.
  static absl::StatusOr<std::unique_ptr<ProcessPlayerFactory>> Make(std::string command,
                                                                    ProcessOptions options);
  // `stderr_fd` (owned; -1 for /dev/null) receives every process's stderr.
  ProcessPlayerFactory(std::string command, ProcessOptions options, int stderr_fd);
  ~ProcessPlayerFactory() override;

  std::string Name() const override { return command_; }
  absl::StatusOr<std::unique_ptr<Player>> Create(int game, int seat,
                                                 std::uint64_t match_seed) override;
  // Starts the command with stderr captured and sends /ready (SPEC §3). A bot that answers
  // /ready, or any line, or nothing within the timeout but is still running, is run; one that
  // exits (or cannot be started) is refused, with the first line of its stderr. Seed 000's
  // protocol has no /ready: a bot that does not answer it is started afresh for every game even
  // with --lifetime match, since /ready is how a kept process is checked between games.
  absl::Status Probe() override;
  // What the probe found: the bot answers /ready (true until probed).
  bool speaks_ready() const { return speaks_ready_; }

 private:
  Clock::duration Timeout() const;

  std::string command_;
  ProcessOptions options_;
  int stderr_fd_;  // -1: /dev/null
  bool speaks_ready_ = true;
  std::shared_ptr<ChannelPool> pool_ = std::make_shared<ChannelPool>();  // match lifetime
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_BOTS_PROCESS_PLAYER_H_
