// A child process with a line protocol on its stdin/stdout (SPEC §3): spawning, writing and
// reading lines against a deadline, and stopping it without leaving zombies. It knows nothing of
// mahjong; process_player.h puts the protocol's rules on top.
//
// Every child leads a process group of its own, so a kill reaches whatever it started (a shell
// script's bot), and a Ctrl-C at the terminal reaches only mjref, which then stops the bots
// itself. The first Spawn ignores SIGPIPE in the whole process (IgnoreSigpipe), so that a dead
// bot shows up as a write error rather than killing the referee.
#ifndef MJ16_TOOLS_MJREF_BOTS_PROCESS_H_
#define MJ16_TOOLS_MJREF_BOTS_PROCESS_H_

#include <sys/types.h>

#include <chrono>
#include <memory>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/mjref/bots/channel.h"
#include "tools/mjref/bots/line_io.h"

namespace mj16::mjref {

// Whether `command` runs without a shell: only words of plain characters (letters, digits and
// `_ . / : = , + @ % -`) separated by spaces. Anything else goes through `/bin/sh -c`.
bool IsSimpleCommand(absl::string_view command);

// The program a simple command runs (its first word), for the up-front check that it exists.
std::string CommandProgram(absl::string_view command);

class ChildProcess : public BotChannel {
 public:
  // Starts `command` with pipes on stdin and stdout. `stderr_fd` becomes the child's stderr (the
  // caller keeps its own copy); with `capture_stderr` a pipe is used instead (ReadStderr), for
  // reporting why a bot did not start.
  static absl::StatusOr<std::unique_ptr<ChildProcess>> Spawn(const std::string& command,
                                                             int stderr_fd,
                                                             bool capture_stderr = false);
  // Takes a running child and the parent's ends of its pipes (Spawn makes them).
  ChildProcess(pid_t pid, int in_fd, int out_fd, int err_fd)
      : pid_(pid), in_fd_(in_fd), out_fd_(out_fd), err_fd_(err_fd) {}
  ~ChildProcess() override;  // kills and reaps a child still running
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // BotChannel over the child's stdin and stdout.
  absl::Status Write(absl::string_view data, Clock::time_point deadline) override;
  absl::StatusOr<std::string> ReadLine(Clock::time_point deadline) override;
  bool HasPendingOutput() override;
  const std::string& buffered() const override { return reader_.buffered(); }
  void CloseInput() override;
  // Also waits for the child to exit (reading and dropping what it still prints), then kills it.
  void CloseAndWait(Clock::time_point deadline) override;
  // SIGKILL to the child's process group, then reaps it.
  void Kill() override;
  // Whether the child is still running (not yet exited).
  bool Running();
  // "exited with status 3", "killed by signal 11 (Segmentation fault)", or "closed its output"
  // while it still runs.
  std::string HowItEnded();
  // Whatever the child wrote to a captured stderr so far (at most 4 KiB), without blocking.
  std::string ReadStderr() override;

  pid_t pid() const { return pid_; }

 private:
  // Collects the exit status if the child has exited, waiting up to `deadline`; true once exited.
  bool WaitExit(Clock::time_point deadline);
  void CloseFds();

  pid_t pid_;
  int in_fd_;
  int out_fd_;
  int err_fd_;  // -1 unless capture_stderr
  LineReader reader_;
  bool reaped_ = false;
  int status_ = 0;  // waitpid's status once reaped_
};

// Ignores SIGPIPE in this process: a write to a dead bot fails with EPIPE instead.
void IgnoreSigpipe();

// Kills every child still running (an abort on a second Ctrl-C). Thread-safe.
void KillAllChildren();

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_BOTS_PROCESS_H_
