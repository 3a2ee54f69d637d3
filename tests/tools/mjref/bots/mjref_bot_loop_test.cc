// `mjref bot NAME`: a built-in over a line stream (SPEC §3): /ready, a game, lines it does not
// understand, several games in one process, /close, and the same answers for the same deal.
#include "tools/mjref/bots/bot_loop.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

#include "absl/strings/str_split.h"
#include "tools/mjref/bots/bots.h"
#include "tools/players/builtin_random.h"

namespace mj16::mjref {
namespace {

using ::testing::AnyOf;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

// The registry starts empty: builtin:random as mjref's main() registers it, before any test.
[[maybe_unused]] const bool kRandomRegistered =
    (RegisterBuiltin("random", MakeRandomProgram), true);

constexpr char kGame[] =
    "/start MJ 2 me\n"
    "/initGame east east 3 1 0\n"
    "/initCard 110 111 120 130 140 150 160 170 180 190 210 220 230 240 250 260\n"
    "/mo 470\n"
    "/ask throw\n";

std::vector<std::string> Serve(const std::string& input, std::string* log = nullptr) {
  absl::StatusOr<std::unique_ptr<PlayerFactory>> f = MakeProgram("builtin:random");
  EXPECT_TRUE(f.ok());
  std::istringstream in(input);
  std::ostringstream out, err;
  ServeProtocol(**f, in, out, err);
  if (log) *log = err.str();
  return absl::StrSplit(out.str(), '\n', absl::SkipEmpty());
}

TEST(MjrefBotLoopTest, ReadyAndClose) {
  EXPECT_THAT(Serve("/ready\n/close\n/ready\n"), ElementsAre("/ready"));
}

TEST(MjrefBotLoopTest, PlaysAGame) {
  std::string log;
  const std::vector<std::string> out = Serve(std::string("hello there\n") + kGame, &log);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_THAT(out[0], ::testing::StartsWith("/throw "));
  EXPECT_NE(out[0], "/throw 999");
  EXPECT_THAT(log, HasSubstr("ignoring 'hello there'"));
  // The same deal, the same answer; games follow one another in one process.
  const std::string two = std::string(kGame) + "/throw 2 470\n/exit 0 0 0 0\n" + kGame;
  const std::vector<std::string> again = Serve(two);
  ASSERT_EQ(again.size(), 2u);
  EXPECT_EQ(again[0], out[0]);
  EXPECT_EQ(again[1], out[0]);
}

TEST(MjrefBotLoopTest, AskedBeforeTheDealItPasses) {
  EXPECT_THAT(Serve("/ask pong\n"), ElementsAre("/pass"));
}

}  // namespace
}  // namespace mj16::mjref
