#include "tools/mjref/bots/process_player.h"

#include <fcntl.h>
#include <unistd.h>

#include <cstring>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/protocol.h"

namespace mj16::mjref {
namespace {

// The first line of what a bot wrote to stderr before it died, for the "cannot start" message.
std::string FirstLine(absl::string_view text) {
  std::vector<absl::string_view> lines = absl::StrSplit(text, '\n', absl::SkipWhitespace());
  return lines.empty() ? std::string() : QuoteForRecord(TrimLine(lines[0]));
}

}  // namespace

absl::StatusOr<std::unique_ptr<ProcessPlayerFactory>> ProcessPlayerFactory::Make(
    std::string command, ProcessOptions options) {
  int fd = -1;
  if (!options.stderr_path.empty()) {
    fd = open(options.stderr_path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("cannot write '", options.stderr_path, "': ", std::strerror(errno)));
    }
  }
  return std::make_unique<ProcessPlayerFactory>(std::move(command), std::move(options), fd);
}

ProcessPlayerFactory::ProcessPlayerFactory(std::string command, ProcessOptions options,
                                           int stderr_fd)
    : command_(std::move(command)), options_(std::move(options)), stderr_fd_(stderr_fd) {}

ProcessPlayerFactory::~ProcessPlayerFactory() {
  {
    std::lock_guard<std::mutex> lock(pool_->mutex);
    for (std::unique_ptr<BotChannel>& child : pool_->idle) {
      child->CloseAndWait(Clock::now() + Timeout());
    }
    pool_->idle.clear();
  }
  if (stderr_fd_ >= 0) close(stderr_fd_);
}

// How long a bot that answered the probe with something else must keep running to be run.
constexpr Clock::duration kStayAlive = std::chrono::milliseconds(200);

Clock::duration ProcessPlayerFactory::Timeout() const {
  return std::chrono::duration_cast<Clock::duration>(options_.timeout);
}

absl::StatusOr<std::unique_ptr<Player>> ProcessPlayerFactory::Create(int, int, std::uint64_t) {
  std::unique_ptr<BotChannel> child;
  ChannelPlayer::Release release;
  if (options_.lifetime == Lifetime::kMatch && speaks_ready_) {
    child = TakeIdle(*pool_, Timeout());
    release = ReturnTo(pool_);
  }
  if (!child) {
    absl::StatusOr<std::unique_ptr<ChildProcess>> spawned =
        ChildProcess::Spawn(command_, stderr_fd_, /*capture_stderr=*/options_.reasons);
    if (!spawned.ok()) return spawned.status();
    child = *std::move(spawned);
  }
  return std::make_unique<ChannelPlayer>(std::move(child), Timeout(), std::move(release),
                                         options_.reasons ? stderr_fd_ : -1);
}

absl::Status ProcessPlayerFactory::Probe() {
  absl::StatusOr<std::unique_ptr<ChildProcess>> spawned =
      ChildProcess::Spawn(command_, -1, /*capture_stderr=*/true);
  if (!spawned.ok()) return spawned.status();
  ChildProcess& child = **spawned;
  const Clock::time_point deadline = Clock::now() + Timeout();
  // Read even when the write failed: a bot that died at once may have printed why.
  child.Write("/ready\n", deadline).IgnoreError();
  absl::StatusOr<std::string> answer = child.ReadLine(deadline);
  absl::Status result = absl::OkStatus();
  speaks_ready_ = answer.ok() && TrimLine(*answer) == "/ready";
  // Another answer, or none in time from a bot still running: a bot of seed 000's protocol,
  // which has no /ready. It is run; only a bot that is gone is refused. One that answered
  // something else is given a moment to show it stays.
  if (answer.ok() && !speaks_ready_) {
    const absl::StatusOr<std::string> more =
        child.ReadLine(Clock::now() + std::min<Clock::duration>(Timeout(), kStayAlive));
    if (!more.ok() && !absl::IsDeadlineExceeded(more.status())) {
      result = absl::UnavailableError(absl::StrCat("answered '", QuoteForRecord(*answer),
                                                   "' to /ready, then ", more.status().message()));
    }
  } else if (!answer.ok() && !absl::IsDeadlineExceeded(answer.status())) {
    const std::string err = FirstLine(child.ReadStderr());
    result = absl::UnavailableError(
        absl::StrCat(answer.status().message(), err.empty() ? "" : absl::StrCat(" (", err, ")")));
  }
  child.CloseAndWait(Clock::now() + Timeout());
  return result;
}

}  // namespace mj16::mjref
