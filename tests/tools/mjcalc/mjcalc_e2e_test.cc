// mjcalc as a script sees it: exit codes, JSON on stdout, one-line errors on stderr (SPEC §7).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

#include "absl/strings/str_cat.h"
#include "tests/support/run_program.h"

namespace mj16 {
namespace {

using ::mj16::testing::ProgramResult;
using ::mj16::testing::RunProgram;
using ::mj16::testing::WriteTestFile;
using ::testing::HasSubstr;
using ::testing::StartsWith;

ProgramResult Mjcalc(const std::string& args) {
  return RunProgram(absl::StrCat(MJCALC_PATH, " ", args));
}

TEST(MjcalcE2eTest, WinJson) {  // seed 000 §3.3 item 8: 33345678 wins
  const ProgramResult r = Mjcalc("win 33345678m123456789p --json");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out,
            "{\"win\":true,\"decompositions\":[{\"pair\":\"33m\",\"groups\":[\"345m\",\"678m\","
            "\"123p\",\"456p\",\"789p\"]}],\"melds\":[]}\n");
}

TEST(MjcalcE2eTest, NotAWinText) {  // seed 000 §3.3 item 8: 55666777889 does not win
  const ProgramResult r = Mjcalc("win 55666777889m123456p");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "win: no\n");
}

TEST(MjcalcE2eTest, WaitsWithMelds) {  // seed 000 fig. 3-13
  const ProgramResult r = Mjcalc(
      "waits 11m78p --meld chow:456s --meld chow:345p --meld pung:111z --meld kong:9999m --json");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "{\"tenpai\":true,\"waits\":[\"6p\",\"9p\"]}\n");
}

// Seed 000 fig. 4-4: player 2, the dealer, wins on 271 with 獨聽: 1 + dealer 1 = 2 tai = 2000.
TEST(MjcalcE2eTest, ScoreFig4_4) {
  const ProgramResult r = Mjcalc(
      "score '112 123 132 161 162 221 231 241 260 280 341 342 343 271' --meld pung:222p "
      "--win 271 --dealer --seat E --round S --json");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, StartsWith("{\"tai\":2,\"items\":[{\"name\":\"莊家\",\"tai\":1},"
                                "{\"name\":\"獨聽\",\"tai\":1}],"
                                "\"points\":{\"winner\":2000,\"each_payer\":2000}"));
}

TEST(MjcalcE2eTest, ScoreTextForPeople) {
  const ProgramResult r = Mjcalc("score 123456789m111222z33z --win 3z --self-draw");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("門清自摸"));
  EXPECT_THAT(r.out, HasSubstr("each of three pays"));
}

// Four copies held cannot be waited on.
TEST(MjcalcE2eTest, ShantenCountsFourCopiesHeld) {
  EXPECT_EQ(Mjcalc("shanten 1111m123p112233s --meld chow:789s --json").out, "{\"shanten\":1}\n");
  EXPECT_EQ(Mjcalc("shanten 11112222333444z --meld chow:789s --json").out, "{\"shanten\":1}\n");
  EXPECT_EQ(Mjcalc("shanten 1111247777m --meld chow:789s --meld chow:789p --json").out,
            "{\"shanten\":1}\n");
  EXPECT_EQ(Mjcalc("shanten 1111444478m --meld chow:789s --meld chow:789p --json").out,
            "{\"shanten\":2}\n");
  EXPECT_EQ(Mjcalc("shanten 23456m123p456p789s11z").out, "tenpai (shanten 0)\n");
}

// Seed 001 §2.2 fig. 2-3: 二三四五六萬 has the union 1萬 4萬 7萬 as effective tiles.
TEST(MjcalcE2eTest, EfficiencyOfAWaitingHand) {
  const ProgramResult r = Mjcalc("efficiency 23456m123p456p789s11z --json");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, StartsWith("{\"shanten\":0,\"effective\":[\"1m\",\"4m\",\"7m\"],"
                                "\"live\":11,\"score\":11.0,"));
  // The evaluator's curves: tenpai already, within 0..13 own draws.
  EXPECT_THAT(r.out, HasSubstr("\"ev\":{\"draws\":13,\"tenpai\":[1.0,1.0,"));
  EXPECT_THAT(r.out, HasSubstr("\"win\":[0.0,"));
}

TEST(MjcalcE2eTest, EfficiencyPerDiscardBestFirst) {
  // 17 tiles: discarding the lone 7z keeps 23456萬 waiting for 1萬 4萬 7萬.
  const ProgramResult r = Mjcalc("efficiency 23456m123p456p789s11z7z --json");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, StartsWith("{\"shanten\":0,\"discards\":[{\"tile\":\"7z\",\"shanten\":0,"
                                "\"effective\":[\"1m\",\"4m\",\"7m\"],\"live\":11,"
                                "\"score\":11.0,\"ev\":{\"draws\":13,"));
  const std::string text = Mjcalc("efficiency 23456m123p456p789s11z7z").out;
  EXPECT_THAT(text, HasSubstr("discard  shanten  live  score  tenpai     win   points"));
  EXPECT_THAT(text, HasSubstr("2m             1    32   68.0       -       -        -"));
}

// Seed 000 §3.5 rule 5 (fig. 3-27): 二四五五五萬 → discard 2萬. The evaluator finds six discards
// equally likely to win (none of the six tiles is in a useful draw) and MJDX3's rule 5 breaks
// the tie, as it decides alone with the evaluator off.
TEST(MjcalcE2eTest, DiscardExplainsTheRule) {
  const ProgramResult r = Mjcalc("discard 24555m12379s13789p11z --json");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, StartsWith("{\"discard\":\"2m\",\"reason\":\"win probability within 13 "
                                "draws, a tie broken by rule 5\",\"candidates\":["));
  const std::string text = Mjcalc("discard 24555m12379s13789p11z").out;
  EXPECT_THAT(text, StartsWith("discard 2m (win probability within 13 draws, a tie broken by "
                               "rule 5)\n"));
  EXPECT_THAT(text, HasSubstr("MJDX3: discard 2m by rule 5\n"));
  // Without the evaluator, MJDX3's rules alone.
  EXPECT_THAT(Mjcalc("discard 24555m12379s13789p11z --set ev=false").out,
              StartsWith("discard 2m (rule 5)\n"));
}

TEST(MjcalcE2eTest, DiscardFromATranscript) {
  // Seed 000 fig. 3-15 seen by the dealer, with its own answers interleaved.
  const std::string path = WriteTestFile(
      "fig3_15.txt",
      "/start MJ 2 bot\n/initGame east east 4 2 0\n"
      "/initCard 110 111 112 130 140 161 210 252 271 310 340 390 431 432 440 460 461\n"
      "/ask throw\n/throw 440\n/throw 2 440\n/throw 3 420\n/throw 4 421\n/throw 1 430\n"
      "/ask pong\n/pong 431 432\n/pong 2 431 430 432\n/ask throw\n");
  const ProgramResult r = Mjcalc("discard --transcript " + path + " --json");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, StartsWith("{\"discard\":"));
  const ProgramResult bad = Mjcalc("discard --transcript " +
                                   WriteTestFile("bad.txt", "/start MJ 2 bot\n\nhello world\n"));
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_THAT(bad.err, HasSubstr("bad.txt:3: unknown command 'hello'"));
  const ProgramResult waiting =
      Mjcalc("discard --transcript " +
             WriteTestFile("waiting.txt",
                           "/start MJ 1 bot\n/initGame east east 1 2 0\n"
                           "/initCard 110 111 112 120 130 140 150 160 170 180 181 182 310 "
                           "311 320 330\n"));
  EXPECT_EQ(waiting.exit_code, 2);
  EXPECT_THAT(waiting.err, HasSubstr("16 concealed tiles; a discard needs 3n+2"));
}

struct BadCase {
  const char* args;
  const char* message;
};

class MjcalcErrorTest : public ::testing::TestWithParam<BadCase> {};

TEST_P(MjcalcErrorTest, OneLineErrorAndExit2) {
  const ProgramResult r = Mjcalc(GetParam().args);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, StartsWith("mjcalc: "));
  EXPECT_THAT(r.err, HasSubstr(GetParam().message));
  EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << "one line: " << r.err;
}

INSTANTIATE_TEST_SUITE_P(
    BadInput, MjcalcErrorTest,
    ::testing::Values(
        BadCase{"win 123m8z", "8z"}, BadCase{"waits 11111m", "fifth copy of 1m"},
        BadCase{"win 123m", "3 concealed tiles"}, BadCase{"waits 1112345678999m12p", "expected 16"},
        BadCase{"win '110 514'", "514"}, BadCase{"frobnicate 123m", "'frobnicate'"},
        BadCase{"win 123m --meld triple:111m", "'triple'"},
        BadCase{"win 123m --colour", "'--colour'"}, BadCase{"shanten 123m", "3 concealed tiles"},
        BadCase{"efficiency 11111m", "fifth copy"}, BadCase{"discard 123m", "3 concealed tiles"},
        BadCase{"discard --transcript /nonexistent/x", "cannot read transcript"},
        BadCase{"discard 123m --transcript x", "not both"},
        BadCase{"win 123m --transcript x", "only for discard"}, BadCase{"win", "needs a HAND"},
        BadCase{"score 33345678m123456789p", "--win"},
        BadCase{"score 33345678m123456789p --win 9z", "9z"},
        BadCase{"score 33345678m123456789p --win 5s", "winning tile"},
        BadCase{"waits 1112345678999m123p --self-draw", "only for score"},
        BadCase{"score 33345678m123456789p --win 3m --seat X", "--seat"}));

TEST(MjcalcE2eTest, JsonErrorsAlsoOnStdout) {
  const ProgramResult r = Mjcalc("win 123m8z --json");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.out, StartsWith("{\"error\":\"HAND: bad tile '8z'"));
}

}  // namespace
}  // namespace mj16
