#include "tools/mjref/bots/line_io.h"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include "absl/strings/str_cat.h"

namespace mj16::mjref {
namespace {

// Milliseconds left until `deadline` for poll(): rounded up so that a deadline 0.3 ms away is
// still waited for, and 0 once passed.
int MillisLeft(Clock::time_point deadline) {
  const auto left = deadline - Clock::now();
  if (left <= Clock::duration::zero()) return 0;
  const auto ms = std::chrono::ceil<std::chrono::milliseconds>(left).count();
  return static_cast<int>(std::min<long long>(ms, 1 << 30));
}

}  // namespace

int PollUntil(int fd, short events, Clock::time_point deadline) {
  for (;;) {
    pollfd p{fd, events, 0};
    const int r = poll(&p, 1, MillisLeft(deadline));
    if (r >= 0 || errno != EINTR) return r;
  }
}

void SetNonBlocking(int fd) { fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); }

void CloseFd(int& fd) {
  if (fd >= 0) close(fd);
  fd = -1;
}

absl::Status WriteAll(int fd, absl::string_view data, Clock::time_point deadline) {
  if (fd < 0) return absl::UnavailableError("its input is closed");
  while (!data.empty()) {
    const ssize_t n = write(fd, data.data(), data.size());
    if (n > 0) {
      data.remove_prefix(static_cast<size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      if (PollUntil(fd, POLLOUT, deadline) == 0) {
        return absl::DeadlineExceededError("does not read its input");
      }
      continue;
    }
    return absl::UnavailableError("stopped reading its input");
  }
  return absl::OkStatus();
}

bool LineReader::Fill(int fd) {
  char chunk[16384];
  for (;;) {
    const ssize_t n = read(fd, chunk, sizeof chunk);
    if (n > 0) {
      buffer_.append(chunk, static_cast<size_t>(n));
      // Stop at the cap: the rest of an overlong line is never needed.
      if (buffer_.size() > kMaxLineBytes || static_cast<size_t>(n) < sizeof chunk) return true;
      continue;
    }
    if (n == 0) {
      eof_ = true;
      return false;
    }
    if (errno == EINTR) continue;
    if (errno != EAGAIN && errno != EWOULDBLOCK) eof_ = true;
    return !eof_;
  }
}

absl::StatusOr<std::string> LineReader::ReadLine(int fd, Clock::time_point deadline) {
  size_t scanned = 0;  // the part of the buffer known to hold no newline
  for (;;) {
    const size_t nl = buffer_.find('\n', scanned);
    if (nl != std::string::npos) {
      std::string line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      return line;
    }
    scanned = buffer_.size();
    if (buffer_.size() > kMaxLineBytes) {
      return absl::DataLossError(absl::StrCat("a line longer than ", kMaxLineBytes, " bytes"));
    }
    if (eof_ || fd < 0) return absl::UnavailableError("");
    if (PollUntil(fd, POLLIN, deadline) == 0)
      return absl::DeadlineExceededError("no answer in time");
    Fill(fd);
  }
}

bool LineReader::HasPending(int fd) {
  if (!buffer_.empty() || eof_) return true;
  if (fd < 0) return false;
  pollfd p{fd, POLLIN, 0};
  return poll(&p, 1, 0) > 0;
}

void LineReader::Drain(int fd, Clock::time_point deadline) {
  while (!eof_ && fd >= 0 && PollUntil(fd, POLLIN, deadline) > 0) {
    Fill(fd);
    buffer_.clear();
  }
}

}  // namespace mj16::mjref
