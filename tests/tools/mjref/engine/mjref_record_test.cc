// The game record as text (seed 000 fig. 3-15 / 3-17 style) and as one JSON line.
#include "tools/mjref/engine/record.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>

namespace mj16::mjref {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

GameRecord Sample() {
  GameRecord r;
  r.game = 4;
  r.seed = 18446744073709551615ULL;  // 2^64 - 1: must survive JSON
  r.wall = {110, 111};
  r.dealer = 1;
  r.open = 3;
  r.dice = 15;
  r.round_wind = Wind::kSouth;
  r.game_wind = Wind::kWest;
  r.names = {"a", "b", "c", "d \"quoted\""};
  r.transcript = {{false, 0xF, "/throw 2 350"}, {false, 0x8, "/ask hu"}, {true, 0x8, "/hu"}};
  r.wins = {game::WinRecord{3, 1, 350, false, 2, {TaiItem{"門清", 1}, TaiItem{"獨聽", 1}}, 7}};
  r.programs = {2, 0, 1, 3};
  r.group = 9;
  r.stable_draws = true;
  r.rules.multiple_winners = true;
  r.referee = "0.9.0+abc";
  r.scores = {0, -2500, 0, 2500};
  r.draws = 12;
  r.faults = {Fault{2, "/ask pong", "/pong 1 2", "answer '/pong 1 2' to /ask pong: bad", 2}};
  return r;
}

TEST(MjrefRecordTest, Text) {
  const std::string text = RecordText(Sample());
  EXPECT_THAT(text, HasSubstr("Game 5: seed 18446744073709551615, S round W game, dealer 2, "
                              "dice 15, open 4\n"));
  EXPECT_THAT(text, HasSubstr("Player4: d \"quoted\"\n"));
  EXPECT_THAT(text, HasSubstr("Programs: 3 1 2 4\nGroup: 9\nDraws: stable\nRules: "
                              "base_points=1000 points_per_tai=500 dealer_tai=1 continuation=false "
                              "flowers=false multiple_winners=true robbing_kong=true dead_wall=16 "
                              "pinghu_requires_concealed=false\nReferee: 0.9.0+abc\nWall: "
                              "110 111\n"));
  EXPECT_THAT(text, HasSubstr(">1234 /throw 2 350\n>4 /ask hu\n<4 /hu\n"));
  EXPECT_THAT(
      text, HasSubstr("Result: Player4 wins on 350 from Player2 in turn 7: 2 tai (門清 1, 獨聽 1)\n"
                      "Draw count: 12\n"));
  EXPECT_THAT(text, HasSubstr("Player2: -2500\nPlayer3: 0\nPlayer4: +2500\n"));
  EXPECT_THAT(text,
              HasSubstr("Fault (line 2): Player3 at '/ask pong' answered '/pong 1 2': answer"));
}

TEST(MjrefRecordTest, DrawnText) {
  GameRecord r;
  r.draws = 55;
  EXPECT_THAT(RecordText(r), HasSubstr("Result: exhaustive draw after 55 draws\n"));
}

TEST(MjrefRecordTest, JsonLine) {
  const std::string json = RecordJson(Sample());
  EXPECT_THAT(json, Not(HasSubstr("\n")));
  EXPECT_THAT(json, HasSubstr("{\"game\":5,\"seed\":\"18446744073709551615\","));
  EXPECT_THAT(json, HasSubstr("\"names\":[\"a\",\"b\",\"c\",\"d \\\"quoted\\\"\"]"));
  EXPECT_THAT(json, HasSubstr("\"transcript\":[{\"to\":\"1234\",\"line\":\"/throw 2 350\"},"
                              "{\"to\":\"4\",\"line\":\"/ask hu\"},"
                              "{\"from\":\"4\",\"line\":\"/hu\"}]"));
  EXPECT_THAT(json, HasSubstr("\"wins\":[{\"winner\":4,\"discarder\":2,\"self_draw\":false,"
                              "\"card\":350,\"robbed_kong\":false,\"tai\":2,\"turn\":7,\"items\":["
                              "{\"name\":\"門清\",\"tai\":1},{\"name\":\"獨聽\",\"tai\":1}]}]"));
  EXPECT_THAT(json, HasSubstr("\"scores\":[0,-2500,0,2500]"));
  EXPECT_THAT(json, HasSubstr("\"faults\":[{\"seat\":3,\"question\":\"/ask pong\""));
  EXPECT_THAT(json, HasSubstr("\"programs\":[3,1,2,4],\"group\":9,\"stable_draws\":true,"
                              "\"rules\":\"base_points=1000 "));
  EXPECT_THAT(json, HasSubstr("\"referee\":\"0.9.0+abc\""));
  EXPECT_THAT(json, HasSubstr(" multiple_winners=true "));
  EXPECT_THAT(json, HasSubstr("\"reason\":\"answer '/pong 1 2' to /ask pong: bad\",\"line\":2}"));
  EXPECT_THAT(json, HasSubstr("\"errors\":[]}"));  // no luck scored: no luck_milli
}

// The luck of the cards goes last in the JSON, and nowhere in the text.
TEST(MjrefRecordTest, LuckInTheJsonOnly) {
  GameRecord r = Sample();
  r.luck_milli = std::array<long long, 4>{1500, -250, 0, -1250};
  EXPECT_THAT(RecordJson(r),
              ::testing::EndsWith("\"errors\":[],\"luck_milli\":[1500,-250,0,-1250]}"));
  EXPECT_EQ(RecordText(r), RecordText(Sample()));
  EXPECT_DOUBLE_EQ(r.AdjustedScore(1), -2500 + 0.25);
}

}  // namespace
}  // namespace mj16::mjref
