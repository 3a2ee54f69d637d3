// tools/players/mjbot_player.h: builtin:mjbot's options, and its oracle (the referee's truth
// handed to the reading, bot/reading/truth.h) working through whole referee games.
#include "tools/players/mjbot_player.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "tests/support/run_program.h"
#include "tools/players/builtins.h"
#include "tools/players/pair_match.h"

namespace mj16::players {
namespace {

using ::testing::HasSubstr;
using ::testing::IsEmpty;

TEST(MjbotPlayerTest, TheOracleLevelIsCheckedAndIsNoSetting) {
  EXPECT_TRUE(MakePlayerFactory("mjbot:oracle=hands,mc=false").ok());
  EXPECT_TRUE(MakePlayerFactory("mjdx3:oracle=tenpai").ok());
  const auto bad = MakePlayerFactory("mjbot:oracle=always");
  ASSERT_FALSE(bad.ok());
  EXPECT_THAT(bad.status().message(), HasSubstr("oracle: 'always'"));
  // The process bot's settings know no oracle: a configuration file cannot give it one.
  Options options = {{"oracle", "waits"}};
  EXPECT_FALSE(MjbotSettings(options).ok());
  // Nor the sharpened reading, whose shift is checked.
  EXPECT_TRUE(MakePlayerFactory("mjbot:learned_reading=true,oracle_sharpen=0.25").ok());
  const auto negative = MakePlayerFactory("mjbot:oracle_sharpen=-1");
  ASSERT_FALSE(negative.ok());
  EXPECT_THAT(negative.status().message(), HasSubstr("oracle_sharpen: '-1'"));
  EXPECT_FALSE(MjbotSettings({{"oracle_sharpen", "1"}}).ok());
  // Nor the wall oracle, true or false.
  EXPECT_TRUE(MakePlayerFactory("mjbot:mc=false,oracle_wall=true").ok());
  const auto maybe = MakePlayerFactory("mjbot:oracle_wall=maybe");
  ASSERT_FALSE(maybe.ok());
  EXPECT_THAT(maybe.status().message(), HasSubstr("oracle_wall: 'maybe'"));
  EXPECT_FALSE(MjbotSettings({{"oracle_wall", "true"}}).ok());
}

// The Monte-Carlo cap of the factory's settings, -1 when it is no mjbot factory.
int TimeCapOf(const std::string& spec) {
  absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> f = MakePlayerFactory(spec);
  if (!f.ok()) return -1;
  const auto* mjbot = dynamic_cast<const MjbotPlayerFactory*>(f->get());
  return mjbot == nullptr ? -1 : mjbot->settings().mc.mc_time_ms;
}

// In-process mjbot plays by the seed alone unless told to use the clock: the executable keeps
// its cap (bot::Settings' default), the builtins do not, and mc_time_ms puts it back, given as
// an option or in a configuration file.
TEST(MjbotPlayerTest, InProcessPlayersIgnoreTheClockUnlessTold) {
  EXPECT_EQ(bot::Settings{}.mc.mc_time_ms, 500);
  EXPECT_EQ(TimeCapOf("mjbot"), 0);
  EXPECT_EQ(TimeCapOf("mjbot:mc_playouts=200,fold_by_value=false"), 0);
  EXPECT_EQ(TimeCapOf("mjdx3"), 0);  // its preset names 500
  EXPECT_EQ(TimeCapOf("mjdx3:mc=true"), 0);
  EXPECT_EQ(TimeCapOf("mjbot:mc_time_ms=300"), 300);
  EXPECT_EQ(TimeCapOf("mjdx3:mc_time_ms=300"), 300);
  const std::string path = mj16::testing::UniqueTempDir() + "clock.conf";
  std::ofstream(path) << "mc_playouts = 0\nmc_time_ms = 250\n";
  EXPECT_EQ(TimeCapOf("mjbot:config=" + path), 250);
  std::ofstream(path) << "mc_playouts = 1000\n";
  EXPECT_EQ(TimeCapOf("mjbot:config=" + path), 0);
  // By the clock needs the clock: refused rather than one playout a decision.
  const auto by_time = MakePlayerFactory("mjbot:mc_playouts=0");
  ASSERT_FALSE(by_time.ok());
  EXPECT_THAT(by_time.status().message(), HasSubstr("mc_time_ms"));
  EXPECT_EQ(TimeCapOf("mjbot:mc_playouts=0,mc_time_ms=200"), 200);
  EXPECT_TRUE(MakePlayerFactory("mjbot:mc=false,mc_playouts=0").ok());
}

// Against efficiency on the same walls, the wait oracle's mjbot deals in far less than mjbot's
// own reading (measured over 9,600 games: 1% against 17%, docs/reading.md), legally throughout.
TEST(MjbotPlayerTest, TheWaitOracleAlmostNeverDealsIn) {
  auto efficiency = MakePlayerFactory("efficiency").value();
  int deal_ins[2] = {0, 0};
  for (int oracle = 0; oracle < 2; ++oracle) {
    auto mjbot = MakePlayerFactory(oracle ? "mjbot:mc=false,oracle=waits" : "mjbot:mc=false");
    ASSERT_TRUE(mjbot.ok()) << mjbot.status();
    const absl::StatusOr<PairResult> r = PlayPairs(**mjbot, *efficiency, 80, 7);
    ASSERT_TRUE(r.ok()) << r.status();
    EXPECT_THAT(r->sides[0].faults, IsEmpty());
    EXPECT_THAT(r->sides[0].notes, IsEmpty());
    deal_ins[oracle] = r->sides[0].deal_ins;
  }
  EXPECT_GT(deal_ins[0], 5);
  EXPECT_LT(deal_ins[1] * 4, deal_ins[0]);
}

}  // namespace
}  // namespace mj16::players
