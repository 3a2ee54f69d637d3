// Protocol lines over a non-blocking file descriptor against deadlines: the pipes of a bot
// process (process.h) and the TCP connection of a socket seat (socket_seat.h) read and write
// through the same code, so that both transports judge a bot by the same rules.
#ifndef MJ16_TOOLS_MJREF_BOTS_LINE_IO_H_
#define MJ16_TOOLS_MJREF_BOTS_LINE_IO_H_

#include <chrono>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace mj16::mjref {

using Clock = std::chrono::steady_clock;

// The longest line a bot may print: a longer one is garbage (kDataLoss), and memory stays bounded
// whatever the bot prints.
inline constexpr size_t kMaxLineBytes = 64 * 1024;

// Waits for `events` on `fd` until the deadline; the poll() result (0: time is up).
int PollUntil(int fd, short events, Clock::time_point deadline);
void SetNonBlocking(int fd);
// Closes fd if open and sets it to -1.
void CloseFd(int& fd);

// Writes all of `data` to the non-blocking `fd`: OK, kDeadlineExceeded when the reader does not
// read in time, kUnavailable when the other end is gone.
absl::Status WriteAll(int fd, absl::string_view data, Clock::time_point deadline);

// Lines read from one non-blocking descriptor, with what arrived past the last line kept.
class LineReader {
 public:
  // The next line without its '\n'. kDeadlineExceeded when no full line came in time,
  // kUnavailable at the end of the input (empty message: the caller says how it ended),
  // kDataLoss when the line passes kMaxLineBytes.
  absl::StatusOr<std::string> ReadLine(int fd, Clock::time_point deadline);
  // Something waits to be read (buffered, in the descriptor, or its end), without blocking.
  bool HasPending(int fd);
  // Reads and drops what arrives until the end of the input or the deadline.
  void Drain(int fd, Clock::time_point deadline);
  // What the buffer holds after a failed ReadLine (a partial line): for fault reports.
  const std::string& buffered() const { return buffer_; }
  bool eof() const { return eof_; }

 private:
  // Reads what the descriptor has into buffer_; false at the end of the input.
  bool Fill(int fd);

  std::string buffer_;
  bool eof_ = false;
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_BOTS_LINE_IO_H_
