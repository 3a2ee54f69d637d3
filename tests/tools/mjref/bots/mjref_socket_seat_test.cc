// Socket seats (tcp:PORT): a well-behaved client plays every game without a fault, however slowly
// it writes, and each hostile client — silent, garbage, flooding, gone mid-game — is a recorded
// fault while every game still completes. The clients are threads on loopback playing
// builtin:random's moves.
#include "tools/mjref/bots/socket_seat.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <numeric>
#include <string>
#include <thread>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "tests/support/player_lines.h"
#include "tools/mjref/run/match.h"
#include "tools/players/builtin_random.h"

namespace mj16::mjref {
namespace {

using ::testing::HasSubstr;

enum class Behaviour { kGood, kByteByByte, kSilent, kGarbage, kFlood, kLeaveAtFirstAsk };

// A client bot: connects to the port and answers as builtin:random would, misbehaving as told.
// Ends when the server closes the connection.
void Client(int port, Behaviour how) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<std::uint16_t>(port));
  inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    close(fd);
    return;
  }
  const auto send_all = [&](const std::string& s) {
    if (how == Behaviour::kByteByByte) {
      for (char c : s) {
        if (send(fd, &c, 1, MSG_NOSIGNAL) != 1) return;
        std::this_thread::sleep_for(std::chrono::microseconds(300));
      }
      return;
    }
    send(fd, s.data(), s.size(), MSG_NOSIGNAL);
  };
  RandomPlayer player(7);
  std::string buffer;
  char chunk[4096];
  for (;;) {
    const ssize_t n = read(fd, chunk, sizeof chunk);
    if (n <= 0) break;
    buffer.append(chunk, static_cast<size_t>(n));
    for (size_t nl = buffer.find('\n'); nl != std::string::npos; nl = buffer.find('\n')) {
      const std::string line = buffer.substr(0, nl);
      buffer.erase(0, nl + 1);
      if (line == "/ready") {
        send_all("/ready\n");
        continue;
      }
      if (!absl::StartsWith(line, "/ask")) {
        (void)mj16::testing::TellLine(player, line);
        continue;
      }
      switch (how) {
        case Behaviour::kSilent:
          break;
        case Behaviour::kGarbage:
          send_all("\x01\x02 what?\n");
          break;
        case Behaviour::kFlood:
          send_all(std::string(200 * 1024, 'x'));
          break;
        case Behaviour::kLeaveAtFirstAsk:
          close(fd);
          return;
        default:
          send_all(*mj16::testing::AskLine(player, line) + "\n");
      }
    }
  }
  close(fd);
}

struct Outcome {
  std::vector<GameRecord> games;
  bool probed = false;
};

// Three games of the client in seat 0 against three builtin:random.
Outcome PlayAgainst(Behaviour how) {
  ProcessOptions options;
  options.timeout = std::chrono::duration<double>(0.3);
  options.accept_timeout = std::chrono::duration<double>(0.5);
  absl::StatusOr<std::unique_ptr<SocketSeatFactory>> seat =
      SocketSeatFactory::Make("tcp:127.0.0.1:0", options);
  EXPECT_TRUE(seat.ok()) << seat.status();
  std::thread client(Client, (*seat)->port(), how);
  Outcome out;
  out.probed = (*seat)->Probe().ok();
  RandomPlayerFactory random("builtin:random", std::nullopt);
  MatchConfig config;
  config.games = 3;
  config.seed = 17;
  RunMatch(config, {seat->get(), &random, &random, &random},
           [&](const GameRecord& r) { out.games.push_back(r); });
  seat->reset();  // closes the connection: the client ends
  client.join();
  return out;
}

void ExpectEveryGameComplete(const Outcome& o) {
  ASSERT_EQ(o.games.size(), 3u);
  for (const GameRecord& r : o.games) {
    EXPECT_EQ(std::accumulate(r.scores.begin(), r.scores.end(), 0), 0);
    EXPECT_TRUE(r.errors.empty());
    for (const Fault& f : r.faults) EXPECT_EQ(f.seat, 0) << f.reason;
  }
}

TEST(MjrefSocketSeatTest, AGoodClientPlaysEveryGameWithoutAFault) {
  const Outcome o = PlayAgainst(Behaviour::kGood);
  EXPECT_TRUE(o.probed);
  ExpectEveryGameComplete(o);
  for (const GameRecord& r : o.games) EXPECT_TRUE(r.faults.empty()) << r.faults[0].reason;
}

TEST(MjrefSocketSeatTest, AClientWritingAByteAtATimeIsNoFault) {
  const Outcome o = PlayAgainst(Behaviour::kByteByByte);
  ExpectEveryGameComplete(o);
  for (const GameRecord& r : o.games) EXPECT_TRUE(r.faults.empty()) << r.faults[0].reason;
}

TEST(MjrefSocketSeatTest, ASilentClientTimesOutAndTheGamesGoOn) {
  const Outcome o = PlayAgainst(Behaviour::kSilent);
  EXPECT_TRUE(o.probed);
  ExpectEveryGameComplete(o);
  ASSERT_FALSE(o.games[0].faults.empty());
  EXPECT_THAT(o.games[0].faults[0].reason, HasSubstr("no answer in time"));
}

TEST(MjrefSocketSeatTest, GarbageIsARecordedFault) {
  const Outcome o = PlayAgainst(Behaviour::kGarbage);
  ExpectEveryGameComplete(o);
  ASSERT_FALSE(o.games[0].faults.empty());
  EXPECT_THAT(o.games[0].faults[0].answer, HasSubstr("\\x01"));
}

TEST(MjrefSocketSeatTest, AFloodIsCutAtTheLineLimit) {
  const Outcome o = PlayAgainst(Behaviour::kFlood);
  ExpectEveryGameComplete(o);
  ASSERT_FALSE(o.games[0].faults.empty());
  EXPECT_THAT(o.games[0].faults[0].reason, HasSubstr("longer than"));
}

TEST(MjrefSocketSeatTest, AClientGoneMidGameBecomesADummyAndLaterGamesDoNotWait) {
  const auto start = std::chrono::steady_clock::now();
  const Outcome o = PlayAgainst(Behaviour::kLeaveAtFirstAsk);
  ExpectEveryGameComplete(o);
  ASSERT_FALSE(o.games[0].faults.empty());
  EXPECT_THAT(o.games[0].faults[0].reason, HasSubstr("closed the connection"));
  // Game 2 waits once for a reconnection, game 3 not at all.
  ASSERT_FALSE(o.games[1].faults.empty());
  EXPECT_THAT(o.games[1].faults[0].reason, HasSubstr("no bot connected"));
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(20));
}

TEST(MjrefSocketSeatTest, NoClientAtAllFailsTheProbeNamingThePort) {
  ProcessOptions options;
  options.accept_timeout = std::chrono::duration<double>(0.1);
  absl::StatusOr<std::unique_ptr<SocketSeatFactory>> seat =
      SocketSeatFactory::Make("tcp:0", options);
  ASSERT_TRUE(seat.ok());
  const absl::Status s = (*seat)->Probe();
  ASSERT_FALSE(s.ok());
  EXPECT_THAT(s.message(), HasSubstr(absl::StrCat("port ", (*seat)->port())));
  EXPECT_FALSE(SocketSeatFactory::Make("tcp:notaport", options).ok());
  EXPECT_FALSE(SocketSeatFactory::Make("tcp:1.2.3.4.5:70000", options).ok());
}

}  // namespace
}  // namespace mj16::mjref
