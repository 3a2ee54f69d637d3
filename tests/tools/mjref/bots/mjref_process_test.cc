// Bot processes at the pipe level: line I/O against deadlines, crashes, overlong and binary
// lines, output when not asked, killing whole process groups without leaving zombies, the two
// lifetimes and the probe. Small shell scripts stand in for bots.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <fstream>
#include <sstream>
#include <thread>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "tests/support/player_lines.h"
#include "tools/mjref/bots/process.h"
#include "tools/mjref/bots/process_player.h"

namespace mj16::mjref {
namespace {

using ::mj16::testing::AskLine;
using ::mj16::testing::TellLine;
using ::testing::HasSubstr;
using ::testing::StartsWith;
using namespace std::chrono_literals;

std::unique_ptr<ChildProcess> Start(const std::string& command) {
  absl::StatusOr<std::unique_ptr<ChildProcess>> c = ChildProcess::Spawn(command, -1);
  EXPECT_TRUE(c.ok()) << c.status();
  return c.ok() ? *std::move(c) : nullptr;
}

Clock::time_point In(Clock::duration d) { return Clock::now() + d; }

// Whether a process exists and is not a zombie.
bool Alive(pid_t pid) {
  std::ifstream stat(absl::StrCat("/proc/", pid, "/stat"));
  std::string line;
  if (!std::getline(stat, line)) return false;
  const size_t paren = line.rfind(')');
  return paren != std::string::npos && paren + 2 < line.size() && line[paren + 2] != 'Z';
}

TEST(MjrefProcessTest, SimpleCommands) {
  EXPECT_TRUE(IsSimpleCommand("./mjbot --config a.conf"));
  EXPECT_TRUE(IsSimpleCommand("/usr/bin/mjbot seed=5,fold=12"));
  EXPECT_FALSE(IsSimpleCommand("FOO=1 ./mjbot"));
  EXPECT_FALSE(IsSimpleCommand("./mjbot 2>/dev/null"));
  EXPECT_FALSE(IsSimpleCommand("sh -c 'exit 3'"));
  EXPECT_FALSE(IsSimpleCommand("  "));
  EXPECT_EQ(CommandProgram("  ./mjbot --fast"), "./mjbot");
}

TEST(MjrefProcessTest, LinesBothWays) {
  std::unique_ptr<ChildProcess> cat = Start("cat");
  ASSERT_TRUE(cat->Write("hello\n/ask throw\n", In(1s)).ok());
  EXPECT_EQ(cat->ReadLine(In(1s)).value_or("?"), "hello");
  EXPECT_EQ(cat->ReadLine(In(1s)).value_or("?"), "/ask throw");
  EXPECT_FALSE(cat->HasPendingOutput());
  // Closing the input ends `cat`, which is then reaped.
  const pid_t pid = cat->pid();
  cat->CloseAndWait(In(1s));
  EXPECT_FALSE(Alive(pid));
  EXPECT_EQ(cat->HowItEnded(), "exited with status 0");
}

TEST(MjrefProcessTest, Timeout) {
  std::unique_ptr<ChildProcess> sleeper = Start("sleep 30");
  const auto start = Clock::now();
  absl::StatusOr<std::string> line = sleeper->ReadLine(In(100ms));
  EXPECT_TRUE(absl::IsDeadlineExceeded(line.status())) << line.status();
  EXPECT_LT(Clock::now() - start, 1s);
  const pid_t pid = sleeper->pid();
  sleeper->Kill();
  EXPECT_FALSE(Alive(pid));
  errno = 0;
  EXPECT_EQ(waitpid(pid, nullptr, WNOHANG), -1);  // reaped already: no zombie left
  EXPECT_EQ(errno, ECHILD);
}

TEST(MjrefProcessTest, AChildThatDoesNotReadTimesOutTheWriter) {
  std::unique_ptr<ChildProcess> sleeper = Start("sleep 30");
  const std::string megabyte(1 << 20, 'x');
  const auto start = Clock::now();
  absl::Status s = sleeper->Write(megabyte, In(100ms));
  EXPECT_TRUE(absl::IsDeadlineExceeded(s)) << s;
  EXPECT_LT(Clock::now() - start, 1s);
}

TEST(MjrefProcessTest, CrashIsTheEndOfOutput) {
  std::unique_ptr<ChildProcess> c = Start("sh -c 'echo partial; exit 3'");
  EXPECT_EQ(c->ReadLine(In(1s)).value_or("?"), "partial");
  absl::StatusOr<std::string> line = c->ReadLine(In(1s));
  EXPECT_TRUE(absl::IsUnavailable(line.status()));
  EXPECT_EQ(line.status().message(), "exited with status 3");
  c = Start("exec sh -c 'kill -SEGV $$'");
  EXPECT_THAT(std::string(c->ReadLine(In(1s)).status().message()),
              StartsWith("killed by signal 11"));
}

TEST(MjrefProcessTest, WritingToADeadProcessFails) {
  IgnoreSigpipe();
  std::unique_ptr<ChildProcess> c = Start("true");
  absl::Status s;
  // The first writes may fit in the pipe before the exit is noticed.
  for (int i = 0; i < 100 && s.ok(); ++i) {
    s = c->Write("/mo 110\n", In(1s));
    std::this_thread::sleep_for(1ms);
  }
  EXPECT_TRUE(absl::IsUnavailable(s)) << s;
}

TEST(MjrefProcessTest, OverlongLinesStopAtTheCap) {
  std::unique_ptr<ChildProcess> c = Start("sh -c 'head -c 1000000 /dev/zero | tr \"\\\\0\" x'");
  absl::StatusOr<std::string> line = c->ReadLine(In(2s));
  EXPECT_TRUE(absl::IsDataLoss(line.status())) << line.status();
  EXPECT_LE(c->buffered().size(), kMaxLineBytes + 16384);
}

TEST(MjrefProcessTest, KillReachesTheWholeGroup) {
  // The shell starts a grandchild and reports its pid; killing the bot kills it too.
  std::unique_ptr<ChildProcess> c = Start("sh -c 'sleep 30 & echo $!; wait'");
  int grandchild = 0;
  ASSERT_TRUE(absl::SimpleAtoi(c->ReadLine(In(1s)).value_or(""), &grandchild));
  EXPECT_TRUE(Alive(grandchild));
  c->Kill();
  for (int i = 0; i < 100 && Alive(grandchild); ++i) std::this_thread::sleep_for(10ms);
  EXPECT_FALSE(Alive(grandchild));
}

TEST(MjrefProcessTest, MissingProgram) {
  absl::StatusOr<std::unique_ptr<ChildProcess>> c = ChildProcess::Spawn("/nonexistent/bot", -1);
  EXPECT_TRUE(absl::IsUnavailable(c.status()));
  EXPECT_EQ(c.status().message(), "cannot run '/nonexistent/bot': No such file or directory");
}

ChannelPlayer PlayerFor(const std::string& command) {
  return ChannelPlayer(Start(command), std::chrono::milliseconds(300));
}

TEST(MjrefProcessPlayerTest, AsksAndAnswers) {
  ChannelPlayer p = PlayerFor("sh -c 'while read l; do case $l in /ask*) echo /pass;; esac; done'");
  EXPECT_TRUE(TellLine(p, "/start MJ 1 x").ok());
  EXPECT_EQ(AskLine(p, "/ask pong").value_or("?"), "/pass");
  EXPECT_EQ(AskLine(p, "/ask hu").value_or("?"), "/pass");
}

TEST(MjrefProcessPlayerTest, OutputWhenNotAskedIsAFault) {
  ChannelPlayer p = PlayerFor("sh -c 'echo /throw 110; sleep 30'");
  std::this_thread::sleep_for(100ms);  // the line is surely waiting
  absl::StatusOr<std::string> a = AskLine(p, "/ask throw");
  EXPECT_TRUE(absl::IsFailedPrecondition(a.status())) << a.status();
  EXPECT_EQ(a.status().message(), "printed a line when not asked");
  EXPECT_EQ(OffendingLine(a.status()), "/throw 110");
  EXPECT_EQ(PlayerErrorKind(a.status()), "unasked");
  // Stopped: everything fails from now on.
  EXPECT_TRUE(absl::IsUnavailable(TellLine(p, "/mo 110")));
}

TEST(MjrefProcessPlayerTest, AnExtraLineAfterAnAnswerIsAFault) {
  ChannelPlayer p = PlayerFor("sh -c 'read l; echo /pass; echo /pass; sleep 30'");
  EXPECT_EQ(AskLine(p, "/ask eat").value_or("?"), "/pass");
  std::this_thread::sleep_for(100ms);
  absl::StatusOr<std::string> a = AskLine(p, "/ask pong");
  EXPECT_TRUE(absl::IsFailedPrecondition(a.status())) << a.status();
  EXPECT_EQ(OffendingLine(a.status()), "/pass");
}

TEST(MjrefProcessPlayerTest, TimeoutCrashAndGarbage) {
  ChannelPlayer hang = PlayerFor("sleep 30");
  absl::StatusOr<std::string> a = AskLine(hang, "/ask throw");
  EXPECT_EQ(PlayerErrorKind(a.status()), "timeout");

  ChannelPlayer crash = PlayerFor("sh -c 'read l; exit 4'");
  a = AskLine(crash, "/ask throw");
  EXPECT_EQ(PlayerErrorKind(a.status()), "crashed");
  EXPECT_EQ(a.status().message(), "exited with status 4");

  ChannelPlayer binary = PlayerFor("sh -c 'read l; printf \"/throw \\001\\n\"; sleep 30'");
  a = AskLine(binary, "/ask throw");
  EXPECT_EQ(PlayerErrorKind(a.status()), "garbage");
  EXPECT_EQ(OffendingLine(a.status()), "/throw \\x01");

  ChannelPlayer overlong =
      PlayerFor("sh -c 'read l; head -c 200000 /dev/zero | tr \"\\\\0\" x; sleep 30'");
  a = AskLine(overlong, "/ask throw");
  EXPECT_EQ(PlayerErrorKind(a.status()), "garbage");
  EXPECT_EQ(OffendingLine(a.status()), absl::StrCat(std::string(200, 'x'), "..."));
}

TEST(MjrefProcessPlayerTest, QuoteForRecord) {
  EXPECT_EQ(QuoteForRecord("/pass"), "/pass");
  EXPECT_EQ(QuoteForRecord("a\tb\xff"), "a\\x09b\\xff");
  EXPECT_EQ(QuoteForRecord(std::string(300, 'y')), std::string(200, 'y') + "... (300 bytes)");
}

// A script that answers /ready and notes every start in a file, to count processes.
std::string CountingBot(const std::string& file, bool exit_after_exit) {
  return absl::StrCat("sh -c 'echo start >> ", file,
                      "; while read l; do case $l in /ready) echo /ready;; /ask*) echo /pass;; ",
                      exit_after_exit ? "/exit*) exit 0;; " : "", "esac; done'");
}

int Lines(const std::string& file) {
  std::ifstream in(file);
  int n = 0;
  for (std::string line; std::getline(in, line);) ++n;
  return n;
}

void PlayGames(ProcessPlayerFactory& f, int games) {
  for (int g = 0; g < games; ++g) {
    absl::StatusOr<std::unique_ptr<Player>> p = f.Create(g, 0, 1);
    ASSERT_TRUE(p.ok()) << p.status();
    EXPECT_TRUE(TellLine(**p, "/start MJ 1 x").ok());
    EXPECT_EQ(AskLine(**p, "/ask hu").value_or("?"), "/pass");
    EXPECT_TRUE(TellLine(**p, "/exit 0 0 0 0").ok());
  }
}

TEST(MjrefProcessFactoryTest, Lifetimes) {
  const std::string file = ::testing::TempDir() + "mjref_lifetimes_" + std::to_string(getpid());
  ProcessOptions options;
  options.timeout = std::chrono::duration<double>(1.0);

  std::remove(file.c_str());
  options.lifetime = Lifetime::kGame;
  {
    absl::StatusOr<std::unique_ptr<ProcessPlayerFactory>> f =
        ProcessPlayerFactory::Make(CountingBot(file, false), options);
    ASSERT_TRUE(f.ok());
    PlayGames(**f, 3);
  }
  EXPECT_EQ(Lines(file), 3);

  std::remove(file.c_str());
  options.lifetime = Lifetime::kMatch;
  {
    absl::StatusOr<std::unique_ptr<ProcessPlayerFactory>> f =
        ProcessPlayerFactory::Make(CountingBot(file, false), options);
    ASSERT_TRUE(f.ok());
    PlayGames(**f, 3);
  }
  EXPECT_EQ(Lines(file), 1);

  // Kept for the match but exiting after /exit: started again each game, no error.
  std::remove(file.c_str());
  {
    absl::StatusOr<std::unique_ptr<ProcessPlayerFactory>> f =
        ProcessPlayerFactory::Make(CountingBot(file, true), options);
    ASSERT_TRUE(f.ok());
    PlayGames(**f, 3);
  }
  EXPECT_EQ(Lines(file), 3);
  std::remove(file.c_str());
}

// With ProcessOptions::reasons a bot's "reason: ..." line written before its answer is
// that answer's reason; the rest of its stderr, and the reasons too, still reach the log.
TEST(MjrefProcessFactoryTest, ReasonsFromStderr) {
  const std::string log = ::testing::TempDir() + "mjref_reasons_" + std::to_string(getpid());
  std::remove(log.c_str());
  // Answers every question with /pass, saying why on stderr first (and chatting besides).
  const std::string bot =
      "sh -c 'while read l; do case \"$l\" in /ask*) echo \"note: thinking\" >&2; "
      "echo \"reason: asked $l\" >&2; echo /pass;; esac; done'";
  for (bool reasons : {true, false}) {
    ProcessOptions options;
    options.stderr_path = log;
    options.reasons = reasons;
    absl::StatusOr<std::unique_ptr<ProcessPlayerFactory>> f =
        ProcessPlayerFactory::Make(bot, options);
    ASSERT_TRUE(f.ok()) << f.status();
    absl::StatusOr<std::unique_ptr<Player>> p = (*f)->Create(0, 0, 1);
    ASSERT_TRUE(p.ok()) << p.status();
    EXPECT_TRUE(TellLine(**p, "/start MJ 1 x").ok());
    EXPECT_EQ(*AskLine(**p, "/ask eat"), "/pass");
    EXPECT_EQ((*p)->Reason(), reasons ? "asked /ask eat" : "");
    EXPECT_EQ(*AskLine(**p, "/ask pong"), "/pass");
    EXPECT_EQ((*p)->Reason(), reasons ? "asked /ask pong" : "");
    EXPECT_TRUE(TellLine(**p, "/exit 0 0 0 0").ok());
  }
  std::ifstream in(log);
  std::stringstream text;
  text << in.rdbuf();
  // Both runs logged everything: two notes and two reasons each.
  EXPECT_EQ(text.str(),
            "note: thinking\nreason: asked /ask eat\nnote: thinking\nreason: asked /ask pong\n"
            "note: thinking\nreason: asked /ask eat\nnote: thinking\nreason: asked /ask pong\n");
  std::remove(log.c_str());
}

TEST(MjrefProcessFactoryTest, Probe) {
  ProcessOptions options;
  options.timeout = std::chrono::duration<double>(0.2);
  auto probe = [&](const std::string& command) {
    absl::StatusOr<std::unique_ptr<ProcessPlayerFactory>> f =
        ProcessPlayerFactory::Make(command, options);
    return f.ok() ? (*f)->Probe() : f.status();
  };
  EXPECT_TRUE(probe("cat").ok());  // echoes /ready
  EXPECT_EQ(probe("sh -c 'echo bad start >&2; exit 7'").message(),
            "exited with status 7 (bad start)");
  // Seed 000's protocol has no /ready: a bot that stays running is run, whatever it
  // said; one that is gone is refused.
  EXPECT_TRUE(probe("sleep 30").ok());
  EXPECT_TRUE(probe("sh -c 'echo hello; sleep 30'").ok());
  EXPECT_THAT(std::string(probe("echo hello").message()),
              StartsWith("answered 'hello' to /ready, then "));
  EXPECT_THAT(std::string(probe("/nonexistent/x").message()), HasSubstr("No such file"));
}

TEST(MjrefProcessFactoryTest, UnwritableStderrLog) {
  ProcessOptions options;
  options.stderr_path = "/nonexistent/dir/bot.log";
  EXPECT_THAT(std::string(ProcessPlayerFactory::Make("cat", options).status().message()),
              StartsWith("cannot write '/nonexistent/dir/bot.log'"));
}

}  // namespace
}  // namespace mj16::mjref
