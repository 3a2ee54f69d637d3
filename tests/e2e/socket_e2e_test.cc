// mjbot over TCP (--connect) against mjref's socket seat (tcp:PORT), as real executables on
// loopback: the same games bit for bit as over pipes (and their record reviewed), and a refused or
// malformed address is a clear message and a non-zero exit, never a hang.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "tests/support/review_checks.h"
#include "tests/support/run_program.h"

namespace mj16 {
namespace {

using ::mj16::testing::ProgramResult;
using ::mj16::testing::ReadTestFile;
using ::mj16::testing::RunProgram;
using ::mj16::testing::TestPath;
using ::mj16::testing::WriteTestFile;
using ::testing::HasSubstr;

// A loopback port nobody listens on now (the kernel's choice, released at once).
int FreePort() {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr);
  bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
  socklen_t len = sizeof addr;
  getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
  close(fd);
  return ntohs(addr.sin_port);
}

constexpr char kOthers[] = "--bot builtin:efficiency --bot builtin:dishu --bot builtin:random";

TEST(SocketE2eTest, MjbotOverTcpPlaysTheGamesItPlaysOverPipes) {
  const int port = FreePort();
  const std::string tcp_json = TestPath("tcp.json");
  const std::string pipe_json = TestPath("pipe.json");
  // The bot starts a moment after the referee and connects; the referee waits for it.
  const ProgramResult tcp = RunProgram(
      absl::StrCat("((sleep 0.2; ", MJBOT_PATH, " --connect 127.0.0.1:", port, ") & ", MJREF_PATH,
                   " match --games 12 --seed 41 -j 1 --accept-timeout 20 --bot tcp:", port, " ",
                   kOthers, " --json ", tcp_json, " --log-dir ", TestPath("tcp-logs"),
                   "; status=$?; wait; exit $status)"));
  ASSERT_EQ(tcp.exit_code, 0) << tcp.err;
  // The socket seat's record reads back into a review of its decisions.
  const std::string review_json = TestPath("tcp-review.json");
  const ProgramResult review = RunProgram(
      absl::StrCat(MJREF_PATH, " review ", TestPath("tcp-logs"),
                   " --seat 1 --analyst builtin:mjbot:mc=false --playouts 8 --json ", review_json));
  EXPECT_EQ(review.exit_code, 0) << review.err;
  EXPECT_THAT(review.out, HasSubstr("12 game(s) reviewed"));
  mj16::testing::ExpectReviewHolds(mj16::testing::ReadTestFile(review_json), 12);
  const ProgramResult pipe = RunProgram(
      absl::StrCat(MJREF_PATH, " match --games 12 --seed 41 -j 1 ", "--lifetime match --bot ",
                   MJBOT_PATH, " ", kOthers, " --json ", pipe_json));
  ASSERT_EQ(pipe.exit_code, 0) << pipe.err;
  // The same results but the seat's name.
  const std::string over_tcp =
      absl::StrReplaceAll(ReadTestFile(tcp_json), {{absl::StrCat("tcp:", port), "BOT"}});
  const std::string over_pipes =
      absl::StrReplaceAll(ReadTestFile(pipe_json), {{MJBOT_PATH, "BOT"}});
  EXPECT_EQ(over_tcp, over_pipes);
  EXPECT_THAT(over_tcp, HasSubstr("\"faults\":0"));
}

// Tried as a newcomer would: one bot, no -j. The run plays one table, so every game has the bot.
TEST(SocketE2eTest, OneBotWithoutJobsPlaysEveryGame) {
  const int port = FreePort();
  const std::string json = TestPath("newcomer.json");
  const ProgramResult run = RunProgram(
      absl::StrCat("((sleep 0.2; ", MJBOT_PATH, " --connect 127.0.0.1:", port, ") & ", MJREF_PATH,
                   " match --games 6 --seed 5 --accept-timeout 20 --bot tcp:", port,
                   " --bot builtin:random --bot builtin:random --bot builtin:random --json ", json,
                   "; status=$?; wait; exit $status)"));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(ReadTestFile(json), HasSubstr("\"faults\":0"));
  EXPECT_THAT(run.out, ::testing::Not(HasSubstr("missing bots")));
  EXPECT_THAT(run.err, ::testing::Not(HasSubstr("waits for")));
}

// With -j 2 the seat says at the start that it waits for two bots, and the summary names the one
// that never came.
TEST(SocketE2eTest, TablesWithoutTheirBotsAreNamedInTheSummary) {
  const int port = FreePort();
  const ProgramResult run = RunProgram(
      absl::StrCat("((sleep 0.2; ", MJBOT_PATH, " --connect 127.0.0.1:", port, ") & ", MJREF_PATH,
                   " match --games 4 --seed 5 -j 2 --accept-timeout 2 --bot tcp:", port,
                   " --bot builtin:random --bot builtin:random --bot builtin:random",
                   "; status=$?; wait; exit $status)"));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.err, HasSubstr(absl::StrCat("tcp:", port,
                                              " waits for 2 bots to connect, one a table (-j 2)")));
  EXPECT_THAT(run.out, HasSubstr(absl::StrCat("missing bots: tcp:", port,
                                              " had 2 table(s) but only 1 bot(s) connected")));
}

TEST(SocketE2eTest, ARefusedConnectionIsAClearErrorAfterItsRetries) {
  const int port = FreePort();
  const std::string config =
      WriteTestFile("connect.conf", "connect_retries = 2\nconnect_timeout = 1\n");
  const auto start = std::chrono::steady_clock::now();
  const ProgramResult r =
      RunProgram(absl::StrCat(MJBOT_PATH, " --config ", config, " --connect 127.0.0.1:", port));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_THAT(r.err, HasSubstr(absl::StrCat("cannot connect to 127.0.0.1:", port)));
  EXPECT_THAT(r.err, HasSubstr("after 3 attempts"));
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
}

TEST(SocketE2eTest, AMalformedAddressIsNamed) {
  const ProgramResult r = RunProgram(absl::StrCat(MJBOT_PATH, " --connect nowhere"));
  EXPECT_NE(r.exit_code, 0);
  EXPECT_THAT(r.err, HasSubstr("'nowhere' is not HOST:PORT"));
}

TEST(SocketE2eTest, TheConnectionLostMidGameIsAnErrorExit) {
  // A one-line "server": a game's first lines, then it hangs up.
  const int port = FreePort();
  const std::string lines = WriteTestFile(
      "server.txt",
      "/start MJ 2 mjbot\n/initGame east east 4 2 0\n"
      "/initCard 110 111 112 130 140 161 210 252 271 310 340 390 431 432 440 460 461\n");
  const ProgramResult r = RunProgram(
      absl::StrCat("(/usr/bin/python3 -c \"import socket,sys,time; s=socket.socket(); "
                   "s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind(('127.0.0.1',",
                   port, ")); s.listen(1); c,_=s.accept(); c.sendall(open('", lines,
                   "','rb').read()); time.sleep(0.2); c.close()\" & sleep 0.5; ", MJBOT_PATH,
                   " --connect 127.0.0.1:", port, "; status=$?; wait; exit $status)"));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_THAT(r.err, HasSubstr(absl::StrCat("connection to 127.0.0.1:", port, " was lost")));
}

}  // namespace
}  // namespace mj16
