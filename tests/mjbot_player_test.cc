// tools/players/mjbot_player.h: builtin:mjbot's options, and its oracle (the referee's truth
// handed to the reading, bot/reading/truth.h) working through whole referee games.
#include "tools/players/mjbot_player.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

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
