// The line channel a process-style bot is refereed through: a child's pipes (process.h) or a TCP
// connection (socket_seat.h). ChannelPlayer applies the same timeout, fault and dummy rules to
// either; it knows nothing of mahjong.
#ifndef MJ16_TOOLS_MJREF_BOTS_CHANNEL_H_
#define MJ16_TOOLS_MJREF_BOTS_CHANNEL_H_

#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/mjref/bots/line_io.h"

namespace mj16::mjref {

class BotChannel {
 public:
  virtual ~BotChannel() = default;

  // Writes all of `data` unless the deadline passes (kDeadlineExceeded: the bot does not read)
  // or the bot is gone (kUnavailable).
  virtual absl::Status Write(absl::string_view data, Clock::time_point deadline) = 0;
  // The next line without its '\n'. kDeadlineExceeded when no full line came in time,
  // kUnavailable when the bot closed its output (the message says how it ended), kDataLoss
  // when the line passes kMaxLineBytes.
  virtual absl::StatusOr<std::string> ReadLine(Clock::time_point deadline) = 0;
  // Output waiting to be read (buffered, pending, or the end of the output), without blocking.
  virtual bool HasPendingOutput() = 0;
  // What the buffer holds after a failed ReadLine (a partial line): for fault reports.
  virtual const std::string& buffered() const = 0;
  // Closes the bot's input: a bot that reads to the end of its input exits.
  virtual void CloseInput() = 0;
  // Closes the bot's input, waits until `deadline` for it to end, then stops it.
  virtual void CloseAndWait(Clock::time_point deadline) = 0;
  // Stops the bot at once. Idempotent.
  virtual void Kill() = 0;
  // Whatever the bot wrote to a captured stderr so far, without blocking ("" when none is).
  virtual std::string ReadStderr() { return {}; }
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_BOTS_CHANNEL_H_
