// Nothing stops a match: bot processes that crash, hang, print garbage, discard
// a tile they do not hold, claim illegally, answer unasked, answer twice or print a 1 MB line are
// made dummies for the rest of the game, the fault is recorded with the offending line, the bot
// is started again for the next game, and every record of every game is complete. A bot that
// cannot start is reported before the match. Both process lifetimes. Every record reads back:
// `mjref replay` and `mjref review` take each game.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "tests/support/review_checks.h"
#include "tests/support/run_program.h"
#include "tools/common/json_value.h"

namespace mj16 {
namespace {

using ::mj16::JsonValue;
using ::mj16::ParseJson;
using ::mj16::testing::ProgramResult;
using ::mj16::testing::RunProgram;
using ::testing::HasSubstr;
using ::testing::StartsWith;

constexpr int kGames = 3;
// Long enough that a well-behaved process (a restarted fault bot, `mjref bot random`) answers in
// time on a loaded 2-core CI machine under the sanitizers (0.2 s timed out there), short enough
// that the hanging bot's three timeouts keep the test quick.
constexpr absl::string_view kTimeout = "1.5";

std::string ReadFile(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

class MjrefFaultsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           absl::StrCat("mjref_faults_", getpid(), "_",
                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  // The token marks this test's bot processes, to check that none is left behind.
  std::string Token() const { return absl::StrCat("tok", getpid(), "x", dir_.filename().string()); }
  std::string FaultBot(absl::string_view mode, int n = 3) const {
    return absl::StrCat(FAULT_BOT_PATH, " ", mode, " ", n, " ", Token());
  }

  // A match with `first` in seat 1, a `mjref bot random` process in seat 2, built-ins after.
  ProgramResult Match(const std::string& first, const std::string& extra = "") {
    return RunProgram(absl::StrCat(
        MJREF_PATH, " match --bot \"", first, "\" --bot '", MJREF_PATH,
        " bot random' --bot builtin:random --bot builtin:random:seed=9 --games ", kGames,
        " --seed 11 --timeout ", kTimeout, " -j 1 --log-dir ", (dir_ / "logs").string(), " --json ",
        (dir_ / "out.json").string(), " ", extra));
  }

  std::vector<JsonValue> Games() const {
    std::vector<JsonValue> games;
    for (absl::string_view line :
         absl::StrSplit(ReadFile(dir_ / "logs" / "games.jsonl"), '\n', absl::SkipEmpty())) {
      absl::StatusOr<JsonValue> j = ParseJson(line);
      EXPECT_TRUE(j.ok()) << j.status();
      if (j.ok()) games.push_back(*std::move(j));
    }
    return games;
  }

  // Every game complete: a log file, a JSON line ending in /exit to all four seats, a replay.
  void ExpectCompleteRecords() {
    const std::vector<JsonValue> games = Games();
    ASSERT_EQ(games.size(), static_cast<size_t>(kGames));
    for (int g = 1; g <= kGames; ++g) {
      const std::filesystem::path log = dir_ / "logs" / absl::StrFormat("game-%05d.log", g);
      EXPECT_THAT(ReadFile(log), HasSubstr(">1234 /exit ")) << log;
      const JsonValue* transcript = games[g - 1].Find("transcript");
      ASSERT_NE(transcript, nullptr);
      ASSERT_FALSE(transcript->items.empty());
      EXPECT_THAT(transcript->items.back().StringOr("line", ""), StartsWith("/exit "));
      const ProgramResult replay = RunProgram(absl::StrCat(MJREF_PATH, " replay ", log.string()));
      EXPECT_EQ(replay.exit_code, 0) << replay.err;
      EXPECT_THAT(replay.out, HasSubstr("Scores:"));
    }
    // The review reads every seat of every game, the faulted seat up to its fault.
    const std::filesystem::path review_json = dir_ / "review.json";
    const ProgramResult review = RunProgram(absl::StrCat(
        MJREF_PATH, " review ", (dir_ / "logs").string(),
        " --analyst builtin:mjbot:mc=false --playouts 8 --json ", review_json.string()));
    EXPECT_EQ(review.exit_code, 0) << review.err;
    EXPECT_THAT(review.out, HasSubstr(absl::StrCat(kGames, " game(s) reviewed")));
    mj16::testing::ExpectReviewHolds(ReadFile(review_json), kGames);
    EXPECT_THAT(ReadFile(dir_ / "logs" / "score.log"), HasSubstr("Boom:"));
    EXPECT_THAT(ReadFile(dir_ / "logs" / "results.txt"), StartsWith("3 games, seed 11"));
    // No bot process of this test is left running ("[t]ok": the pattern does not match the
    // shell running pgrep).
    EXPECT_NE(
        RunProgram(absl::StrCat("pgrep -f '[", Token().substr(0, 1), "]", Token().substr(1), "'"))
            .exit_code,
        0);
  }

  // The faults of seat 1 in every game: one each, of the expected reason, quoting `answer`.
  void ExpectSeatOneFaults(absl::string_view reason, absl::string_view answer) {
    for (const JsonValue& game : Games()) {
      const JsonValue* faults = game.Find("faults");
      ASSERT_NE(faults, nullptr);
      ASSERT_EQ(faults->items.size(), 1u) << "game " << game.IntOr("game", 0);
      const JsonValue& f = faults->items[0];
      EXPECT_EQ(f.IntOr("seat", 0), 1);
      EXPECT_THAT(f.StringOr("reason", ""), HasSubstr(reason));
      EXPECT_THAT(f.StringOr("answer", ""), StartsWith(answer));
      EXPECT_GT(f.IntOr("line", 0), 0);
    }
    absl::StatusOr<JsonValue> results = ParseJson(ReadFile(dir_ / "out.json"));
    ASSERT_TRUE(results.ok());
    EXPECT_EQ(results->IntOr("games", 0), kGames);
    const JsonValue& programs = *results->Find("programs");
    EXPECT_EQ(programs.items[0].IntOr("faults", -1), kGames);  // restarted and faulted again
    for (int p = 1; p < 4; ++p) EXPECT_EQ(programs.items[p].IntOr("faults", -1), 0);
  }

  std::filesystem::path dir_;
};

TEST_F(MjrefFaultsTest, CrashMidGame) {
  const ProgramResult r = Match(FaultBot("crash"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  ExpectSeatOneFaults("crashed: exited with status 3", "");
  ExpectCompleteRecords();
}

TEST_F(MjrefFaultsTest, Hang) {
  const ProgramResult r = Match(FaultBot("hang"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  ExpectSeatOneFaults("timeout: no answer in time", "");
  ExpectCompleteRecords();
}

TEST_F(MjrefFaultsTest, Garbage) {
  const ProgramResult r = Match(FaultBot("garbage"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  ExpectSeatOneFaults("answer 'hello, referee'", "hello, referee");
  ExpectCompleteRecords();
}

TEST_F(MjrefFaultsTest, BinaryGarbage) {
  const ProgramResult r = Match(FaultBot("binary"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  ExpectSeatOneFaults("garbage: not a line of text", "\\x01\\x02\\xff");
  ExpectCompleteRecords();
}

TEST_F(MjrefFaultsTest, DiscardsATileItDoesNotHold) {
  const ProgramResult r = Match(FaultBot("notheld"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  ExpectSeatOneFaults("is not in the hand", "/throw ");
  ExpectCompleteRecords();
}

TEST_F(MjrefFaultsTest, ClaimsIllegally) {
  const ProgramResult r = Match(FaultBot("badclaim"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  ExpectSeatOneFaults("to /ask ", "/pong ");
  ExpectCompleteRecords();
}

// The bot prints /pass right after its own discard. The referee sees it waiting before its next
// question to the bot; only if the bot were held up for a whole go-around could the line be
// taken for the answer to that question (and judged as one: /pass to /ask throw is a fault too).
// MjrefProcessPlayerTest.OutputWhenNotAskedIsAFault pins the detection itself.
TEST_F(MjrefFaultsTest, AnswersWhenNotAsked) {
  const ProgramResult r = Match(FaultBot("unasked", 2));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  ExpectSeatOneFaults("", "/pass");
  int unasked = 0;
  for (const JsonValue& game : Games()) {
    unasked += absl::StrContains(game.Find("faults")->items[0].StringOr("reason", ""),
                                 "unasked: printed a line when not asked");
  }
  EXPECT_GE(unasked, 1);
  ExpectCompleteRecords();
}

TEST_F(MjrefFaultsTest, AnswersTwice) {
  const ProgramResult r = Match(FaultBot("double"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  ExpectSeatOneFaults("unasked: printed a line when not asked", "/pass");
  ExpectCompleteRecords();
}

TEST_F(MjrefFaultsTest, PrintsAOneMegabyteLine) {
  const ProgramResult r = Match(FaultBot("longline"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  ExpectSeatOneFaults("garbage: a line longer than 65536 bytes", "xxxxxxxx");
  ExpectCompleteRecords();
  // The record quotes the start of the line, not the megabyte.
  EXPECT_LT(std::filesystem::file_size(dir_ / "logs" / "game-00001.log"), 100000u);
}

TEST_F(MjrefFaultsTest, CrashKeptForTheMatchIsRestarted) {
  const ProgramResult r = Match(FaultBot("crash"), "--lifetime match");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  ExpectSeatOneFaults("crashed", "");
  ExpectCompleteRecords();
}

// A process per game: the probe, then one per game. Kept for the match: the probe and one.
TEST_F(MjrefFaultsTest, Lifetimes) {
  const auto starts = [&] {
    const std::string err = ReadFile(dir_ / "logs" / "bot-1.stderr.log");
    int n = 0;
    for (size_t at = 0; (at = err.find("fault bot started", at)) != std::string::npos; ++at) ++n;
    return n;
  };
  ProgramResult r = Match(FaultBot("none"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(starts(), kGames);  // the probe's stderr is captured, not logged
  ExpectCompleteRecords();

  std::filesystem::remove_all(dir_ / "logs");
  r = Match(FaultBot("none"), "--lifetime match");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(starts(), 1);
  EXPECT_THAT(r.out, HasSubstr(" 0\n"));
  ExpectCompleteRecords();

  // A bot that exits after /exit (as under cycgame) is started again without a fault.
  std::filesystem::remove_all(dir_ / "logs");
  r = Match(FaultBot("exitafterexit"), "--lifetime match");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(starts(), kGames);
  for (const JsonValue& game : Games()) EXPECT_TRUE(game.Find("faults")->items.empty());
  ExpectCompleteRecords();
}

// Seed 000's protocol has no /ready. A bot that never answers it plays whole matches
// without a fault, started afresh for every game even with --lifetime match.
TEST_F(MjrefFaultsTest, ABotWithoutReadyPlays) {
  for (const char* lifetime : {"game", "match"}) {
    SCOPED_TRACE(lifetime);
    std::filesystem::remove_all(dir_ / "logs");
    const ProgramResult r = Match(FaultBot("noready"), absl::StrCat("--lifetime ", lifetime));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.err, "");
    const std::vector<JsonValue> games = Games();
    EXPECT_EQ(games.size(), static_cast<size_t>(kGames));
    for (const JsonValue& game : games) EXPECT_TRUE(game.Find("faults")->items.empty());
    ExpectCompleteRecords();
  }
}

TEST_F(MjrefFaultsTest, ABotThatCannotStartIsReportedFirst) {
  ProgramResult r = Match("sh -c 'echo no such luck >&2; exit 7'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "mjref: bot 'sh -c 'echo no such luck >&2; exit 7'' cannot start: exited with status "
            "7 (no such luck)\n");
  EXPECT_EQ(r.out, "");
  EXPECT_FALSE(std::filesystem::exists(dir_ / "logs" / "game-00001.log"));

  r = Match("/nonexistent/mjbot --fast");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "mjref: bot '/nonexistent/mjbot --fast': cannot run '/nonexistent/mjbot': No such "
            "file or directory\n");
}

}  // namespace
}  // namespace mj16
