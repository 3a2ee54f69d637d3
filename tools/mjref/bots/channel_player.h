// A bot refereed through a line channel (channel.h): a process's pipes or a TCP connection, the
// one place where the referee's messages become protocol lines and a bot's answers are read
// back (an answer that is no action keeps its line: AnswerText). What counts against the bot, each
// a player error that makes it a dummy for the rest of the game (the referee then calls Abandon,
// which stops the bot):
//   - no answer within the per-answer timeout, or its input not read (kDeadlineExceeded);
//   - its output closed: crashed, exited or disconnected (kUnavailable, with how it ended);
//   - a line longer than kMaxLineBytes, or bytes that are not printable ASCII (kDataLoss);
//   - a line printed when not asked: waiting before an /ask, or after an answer
//     (kFailedPrecondition).
// The offending line travels with the error (WithOffendingLine). Whether an answer is legal is
// the referee's business (validate.h).
#ifndef MJ16_TOOLS_MJREF_BOTS_CHANNEL_PLAYER_H_
#define MJ16_TOOLS_MJREF_BOTS_CHANNEL_PLAYER_H_

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "tools/mjref/bots/channel.h"
#include "tools/mjref/engine/player.h"

namespace mj16::mjref {

// The offending bytes as one printable line for a record: non-printable bytes as \xNN, cut after
// 200 characters with the full length noted.
std::string QuoteForRecord(absl::string_view bytes);

class ChannelPlayer : public Player {
 public:
  // `release` takes the process back after a game that ended cleanly (/exit sent, nothing odd
  // pending); without one, or after a fault, the process is stopped.
  using Release = std::function<void(std::unique_ptr<BotChannel>)>;
  // `stderr_log` (not owned; -1: none) receives what a captured stderr held (ProcessOptions::
  // reasons); without capture it is unused.
  ChannelPlayer(std::unique_ptr<BotChannel> child, Clock::duration timeout,
                Release release = nullptr, int stderr_log = -1);
  ~ChannelPlayer() override;

  absl::Status Tell(const Message& m) override;
  absl::StatusOr<Action> Decide(const Message& ask) override;
  absl::string_view AnswerText() const override { return answer_; }
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
  std::string answer_;          // the last answer's line, trimmed
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
ChannelPlayer::Release ReturnTo(std::shared_ptr<ChannelPool> pool);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_BOTS_CHANNEL_PLAYER_H_
