// The mjbot executable as a platform sees it: answers on stdout, notes on stderr, settings that
// fail at start-up, the explain file, and standings kept across processes.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "tests/support/run_program.h"

namespace mj16 {
namespace {

using ::mj16::testing::ProgramResult;
using ::mj16::testing::ReadTestFile;
using ::mj16::testing::RunProgram;
using ::mj16::testing::TestPath;
using ::mj16::testing::WriteTestFile;
using ::testing::HasSubstr;
using ::testing::StartsWith;

// Runs mjbot on `input` lines.
ProgramResult Mjbot(const std::string& input, const std::string& flags = "") {
  const std::string in = WriteTestFile("input.txt", input);
  return RunProgram(absl::StrCat(MJBOT_PATH, " ", flags, " < ", in));
}

constexpr char kGame[] =
    "/start MJ 2 mjbot\n/initGame east east 4 2 0\n"
    "/initCard 110 111 112 130 140 161 210 252 271 310 340 390 431 432 440 460 461\n"
    "/ready\n/ask throw\n";

TEST(MjbotE2eTest, AnswersOnStdoutAndExitsAfterExit) {
  const ProgramResult r = Mjbot(absl::StrCat(kGame, "/exit 0 0 0 0\n/ask throw\n"));
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_THAT(r.out, StartsWith("/ready\n/throw "));
  EXPECT_EQ(r.out.find("/throw", r.out.find("/throw") + 1), std::string::npos)
      << "nothing after /exit: " << r.out;
}

TEST(MjbotE2eTest, StaysForAWholeMatchWhenAsked) {
  const ProgramResult r =
      Mjbot(absl::StrCat(kGame, "/exit 0 0 0 0\n", kGame, "/close\n/ready\n"), "--stay");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out.substr(0, 7), "/ready\n");
  EXPECT_THAT(r.out.substr(7), HasSubstr("/ready\n/throw "));  // the second game
}

TEST(MjbotE2eTest, UnknownLinesAreNotedOnStderr) {
  const ProgramResult r = Mjbot("/hello\n/ask dance\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "/pass\n");
  EXPECT_THAT(r.err, HasSubstr("mjbot: ignored '/hello'"));
}

TEST(MjbotE2eTest, PrintConfigReadsBack) {
  const std::string conf = WriteTestFile("good.conf", "claim_chow = false  # test\n");
  const ProgramResult r = Mjbot("", "--config " + conf + " --print-config");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_THAT(r.out, HasSubstr("claim_chow = false"));
  EXPECT_THAT(r.out, HasSubstr("claim_when_tenpai = true"));
}

TEST(MjbotE2eTest, ABadConfigFailsAtStartUp) {
  const std::string conf = WriteTestFile("bad.conf", "claim_chow = true\nfold_round = x\n");
  const ProgramResult r = Mjbot(kGame, "--config " + conf);
  EXPECT_NE(r.exit_code, 0);
  EXPECT_EQ(r.out, "");
  EXPECT_THAT(r.err, HasSubstr("bad.conf:2: unknown key 'fold_round'"));
  EXPECT_NE(Mjbot(kGame, "--config /nonexistent/mjbot.conf").exit_code, 0);
}

TEST(MjbotE2eTest, ExplainWritesTheCandidates) {
  const std::string path = TestPath("explain.txt");
  std::remove(path.c_str());
  ASSERT_EQ(Mjbot(kGame, "--explain " + path).exit_code, 0);
  const std::string text = ReadTestFile(path);
  EXPECT_THAT(text, HasSubstr("/ask throw -> /throw "));
  EXPECT_THAT(text, HasSubstr("tile groups partials probability"));
}

// A platform that starts a new process every game: the standings survive in the state file.
TEST(MjbotE2eTest, StandingsSurviveInTheStateFile) {
  const std::string state = TestPath("standings.txt");
  std::remove(state.c_str());
  const std::string conf = WriteTestFile("state.conf", "state_file = " + state + "\n");
  ASSERT_EQ(Mjbot(absl::StrCat(kGame, "/exit 2000 -2000 0 0\n"), "--config " + conf).exit_code, 0);
  ASSERT_EQ(Mjbot(absl::StrCat(kGame, "/exit -500 1500 -500 -500\n"), "--config " + conf).exit_code,
            0);
  EXPECT_EQ(ReadTestFile(state), "standings 1500 -500 -500 -500\ngames 2\n");
}

}  // namespace
}  // namespace mj16
