#include "tools/mjref/bots/process.h"

#include "tools/mjref/bots/line_io.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

extern char** environ;

namespace mj16::mjref {
namespace {

// The children alive now, so that an abort can kill them all from another thread.
std::mutex& RegistryMutex() {
  static std::mutex m;
  return m;
}
std::set<pid_t>& Registry() {
  static std::set<pid_t> pids;
  return pids;
}
void Register(pid_t pid) {
  std::lock_guard<std::mutex> lock(RegistryMutex());
  Registry().insert(pid);
}
void Unregister(pid_t pid) {
  std::lock_guard<std::mutex> lock(RegistryMutex());
  Registry().erase(pid);
}

// posix_spawn's attribute and file-action objects, destroyed on every path.
class SpawnSetup {
 public:
  SpawnSetup() {
    posix_spawn_file_actions_init(&actions_);
    posix_spawnattr_init(&attr_);
  }
  ~SpawnSetup() {
    posix_spawn_file_actions_destroy(&actions_);
    posix_spawnattr_destroy(&attr_);
  }
  SpawnSetup(const SpawnSetup&) = delete;
  SpawnSetup& operator=(const SpawnSetup&) = delete;

  posix_spawn_file_actions_t* actions() { return &actions_; }
  posix_spawnattr_t* attr() { return &attr_; }

 private:
  posix_spawn_file_actions_t actions_;
  posix_spawnattr_t attr_;
};

bool IsPlainChar(char c) {
  return absl::ascii_isalnum(static_cast<unsigned char>(c)) ||
         std::strchr("_./:=,+@%-", c) != nullptr;
}

}  // namespace

bool IsSimpleCommand(absl::string_view command) {
  if (absl::StripAsciiWhitespace(command).empty()) return false;
  for (char c : command) {
    if (c != ' ' && !IsPlainChar(c)) return false;
  }
  // `VAR=value prog` is a shell assignment, not a program named `VAR=value`.
  return CommandProgram(command).find('=') == std::string::npos;
}

std::string CommandProgram(absl::string_view command) {
  std::vector<absl::string_view> words =
      absl::StrSplit(command, absl::ByAnyChar(" \t"), absl::SkipEmpty());
  return words.empty() ? std::string() : std::string(words[0]);
}

absl::StatusOr<std::unique_ptr<ChildProcess>> ChildProcess::Spawn(const std::string& command,
                                                                  int stderr_fd,
                                                                  bool capture_stderr) {
  // A write to a bot that died must fail with EPIPE, not kill the referee.
  static std::once_flag sigpipe_once;
  std::call_once(sigpipe_once, IgnoreSigpipe);
  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
  // O_CLOEXEC: no other bot inherits these ends, so closing our end really means end of input.
  if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0 ||
      (capture_stderr && pipe2(err, O_CLOEXEC) != 0)) {
    const int e = errno;
    for (int* fd : {&in[0], &in[1], &out[0], &out[1], &err[0], &err[1]}) CloseFd(*fd);
    return absl::UnavailableError(absl::StrCat("cannot make pipes: ", std::strerror(e)));
  }
  SpawnSetup setup;
  posix_spawn_file_actions_adddup2(setup.actions(), in[0], 0);
  posix_spawn_file_actions_adddup2(setup.actions(), out[1], 1);
  if (capture_stderr) {
    posix_spawn_file_actions_adddup2(setup.actions(), err[1], 2);
  } else if (stderr_fd >= 0) {
    posix_spawn_file_actions_adddup2(setup.actions(), stderr_fd, 2);
  } else {
    posix_spawn_file_actions_addopen(setup.actions(), 2, "/dev/null", O_WRONLY, 0);
  }
  // A group of its own (see process.h); the signals the referee blocks or ignores are restored.
  posix_spawnattr_setflags(setup.attr(),
                           POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  posix_spawnattr_setpgroup(setup.attr(), 0);
  sigset_t none, defaults;
  sigemptyset(&none);
  posix_spawnattr_setsigmask(setup.attr(), &none);
  sigemptyset(&defaults);
  for (int sig : {SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP}) sigaddset(&defaults, sig);
  posix_spawnattr_setsigdefault(setup.attr(), &defaults);

  std::vector<std::string> words;
  if (IsSimpleCommand(command)) {
    // No shell: one process less to start, and a missing program fails right here.
    for (absl::string_view w : absl::StrSplit(command, ' ', absl::SkipEmpty())) {
      words.emplace_back(w);
    }
  } else {
    words = {"/bin/sh", "-c", command};
  }
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);

  pid_t pid = 0;
  const int rc = posix_spawnp(&pid, argv[0], setup.actions(), setup.attr(), argv.data(), environ);
  CloseFd(in[0]);
  CloseFd(out[1]);
  CloseFd(err[1]);
  if (rc != 0) {
    for (int* fd : {&in[1], &out[0], &err[0]}) CloseFd(*fd);
    return absl::UnavailableError(absl::StrCat("cannot run '", words[0], "': ", std::strerror(rc)));
  }
  Register(pid);
  SetNonBlocking(in[1]);
  SetNonBlocking(out[0]);
  if (err[0] >= 0) SetNonBlocking(err[0]);
  return std::make_unique<ChildProcess>(pid, in[1], out[0], err[0]);
}

ChildProcess::~ChildProcess() {
  Kill();
  CloseFds();
}

void ChildProcess::CloseFds() {
  CloseFd(in_fd_);
  CloseFd(out_fd_);
  CloseFd(err_fd_);
}

absl::Status ChildProcess::Write(absl::string_view data, Clock::time_point deadline) {
  absl::Status s = WriteAll(in_fd_, data, deadline);
  if (s.code() == absl::StatusCode::kUnavailable && in_fd_ >= 0) {
    WaitExit(Clock::now() + std::chrono::milliseconds(50));
    return absl::UnavailableError(absl::StrCat("stopped reading its input: ", HowItEnded()));
  }
  return s;
}

absl::StatusOr<std::string> ChildProcess::ReadLine(Clock::time_point deadline) {
  absl::StatusOr<std::string> line = reader_.ReadLine(out_fd_, deadline);
  if (line.status().code() == absl::StatusCode::kUnavailable) {
    WaitExit(Clock::now() + std::chrono::milliseconds(50));
    return absl::UnavailableError(HowItEnded());
  }
  return line;
}

bool ChildProcess::HasPendingOutput() { return reader_.HasPending(out_fd_); }

void ChildProcess::CloseInput() { CloseFd(in_fd_); }

void ChildProcess::CloseAndWait(Clock::time_point deadline) {
  CloseFd(in_fd_);
  // Read (and drop) what it still prints, so that a bot blocked on a full pipe can finish.
  reader_.Drain(out_fd_, deadline);
  if (!WaitExit(deadline)) Kill();
  CloseFds();
}

bool ChildProcess::WaitExit(Clock::time_point deadline) {
  if (reaped_) return true;
  auto pause = std::chrono::microseconds(50);
  for (;;) {
    siginfo_t info{};
    // WNOWAIT: the group is killed while its leader's pid is still reserved, then reaped.
    if (waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
        info.si_pid == pid_) {
      kill(-pid_, SIGKILL);  // anything it left behind in its group
      while (waitpid(pid_, &status_, 0) < 0 && errno == EINTR) {
      }
      reaped_ = true;
      Unregister(pid_);
      return true;
    }
    if (Clock::now() >= deadline) return false;
    std::this_thread::sleep_for(pause);
    pause = std::min<std::chrono::microseconds>(pause * 2, std::chrono::milliseconds(5));
  }
}

void ChildProcess::Kill() {
  if (reaped_) return;
  kill(-pid_, SIGKILL);
  while (waitpid(pid_, &status_, 0) < 0 && errno == EINTR) {
  }
  reaped_ = true;
  Unregister(pid_);
}

bool ChildProcess::Running() { return !WaitExit(Clock::now()); }

std::string ChildProcess::HowItEnded() {
  if (!reaped_) return "closed its output";
  if (WIFEXITED(status_)) return absl::StrCat("exited with status ", WEXITSTATUS(status_));
  if (WIFSIGNALED(status_)) {
    const int sig = WTERMSIG(status_);
    return absl::StrCat("killed by signal ", sig, " (", strsignal(sig), ")");
  }
  return "ended";
}

std::string ChildProcess::ReadStderr() {
  std::string out;
  char chunk[4096];
  while (err_fd_ >= 0 && out.size() < sizeof chunk) {
    const ssize_t n = read(err_fd_, chunk, sizeof chunk - out.size());
    if (n <= 0) break;
    out.append(chunk, static_cast<size_t>(n));
  }
  return out;
}

void IgnoreSigpipe() { signal(SIGPIPE, SIG_IGN); }

void KillAllChildren() {
  std::lock_guard<std::mutex> lock(RegistryMutex());
  for (pid_t pid : Registry()) kill(-pid, SIGKILL);
}

}  // namespace mj16::mjref
