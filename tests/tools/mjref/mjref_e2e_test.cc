// mjref as a script sees it (SPEC §8): the results table, the JSON file, the logs, exit 2 with
// one line on stderr for bad arguments.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "tests/support/run_program.h"
#include "tools/common/json_value.h"

namespace mj16 {
namespace {

using ::mj16::testing::ProgramResult;
using ::mj16::testing::RunProgram;
using ::testing::HasSubstr;
using ::testing::StartsWith;

constexpr char kBots[] =
    "--bot builtin:random --bot builtin:random --bot builtin:random --bot builtin:random:seed=5";

ProgramResult Mjref(const std::string& args) {
  return RunProgram(absl::StrCat(MJREF_PATH, " ", args));
}

std::string ReadFile(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(MjrefE2eTest, PlaysAMatch) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / absl::StrCat("mjref_e2e_", getpid());
  std::filesystem::create_directories(dir);
  const std::string json = (dir / "out.json").string();
  const ProgramResult r = Mjref(absl::StrCat("match ", kBots, " --games 40 --seed 3 --json ", json,
                                             " --log-dir ", (dir / "logs").string()));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, StartsWith("40 games, seed 3\n"));
  EXPECT_THAT(r.out, HasSubstr("builtin:random:seed=5"));
  const std::string j = ReadFile(json);
  EXPECT_THAT(j, StartsWith("{\"games\":40,"));
  EXPECT_THAT(j, HasSubstr("\"ci95\":["));
  EXPECT_TRUE(std::filesystem::exists(dir / "logs" / "game-00040.log"));
  EXPECT_THAT(ReadFile(dir / "logs" / "game-00001.log"), StartsWith("Game 1: seed "));
  const std::string jsonl = ReadFile(dir / "logs" / "games.jsonl");
  EXPECT_EQ(std::count(jsonl.begin(), jsonl.end(), '\n'), 40);
  // The same seed, the same output.
  EXPECT_EQ(Mjref(absl::StrCat("match ", kBots, " --games 40 --seed 3")).out, r.out);
  std::filesystem::remove_all(dir);
}

TEST(MjrefE2eTest, BadArguments) {
  // No arguments at all (this crashed once the help checks looked at the first one).
  ProgramResult r = Mjref("");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "mjref: missing subcommand: match, tournament, replay or bot\n");
  r = Mjref(absl::StrCat("match ", kBots, " --games x"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "mjref: --games: 'x' is not a positive number\n");
  r = Mjref(absl::StrCat("match ", kBots, " --turbo"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "mjref: unknown option '--turbo'; mjref match --help lists the options\n");
  r = Mjref(
      "match --bot builtin:random --bot builtin:random --bot builtin:random --bot ./no-mjbot");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "mjref: bot './no-mjbot': cannot run './no-mjbot': No such file or directory\n");
  r = Mjref(
      "match --bot builtin:random --bot builtin:random --bot builtin:random --bot "
      "builtin:nope");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("unknown built-in player 'nope'"));
  r = Mjref(absl::StrCat("match ", kBots, " --json /nonexistent/dir/x.json"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("--json: cannot write"));
  EXPECT_EQ(r.out, "");
}

class MjrefE2eDirTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           absl::StrCat("mjref_e2e_", getpid(), "_",
                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }
  int Lines(const std::string& name) const {
    const std::string text = ReadFile(dir_ / name);
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
  }

  std::filesystem::path dir_;
};

// SPEC §6 and §8: one set of 192 games, every output and log, no progress bar in a pipe.
TEST_F(MjrefE2eDirTest, Tournament) {
  const ProgramResult r = Mjref(absl::StrCat(
      "tournament --bot builtin:random --bot builtin:random:seed=2 --bot builtin:random:seed=3 "
      "--bot builtin:random:seed=4 --sets 1 --seed 5 -j 2 --stable-wall --json ",
      Path("out.json"), " --csv ", Path("out.csv"), " --log-dir ", Path("logs")));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");  // quiet in a pipe
  EXPECT_THAT(r.out, StartsWith("192 games, seed 5\ntournament: 1 set(s) of 192 games"));
  EXPECT_THAT(r.out, HasSubstr("stable draws"));
  EXPECT_THAT(r.out, HasSubstr("paired differences"));
  absl::StatusOr<JsonValue> j = ParseJson(ReadFile(Path("out.json")));
  ASSERT_TRUE(j.ok()) << j.status();
  EXPECT_EQ(j->IntOr("games", 0), 192);
  ASSERT_EQ(j->Find("programs")->items.size(), 4u);
  for (const JsonValue& p : j->Find("programs")->items) {
    EXPECT_EQ(p.IntOr("games", 0), 192);
    EXPECT_EQ(p.IntOr("groups", 0), 8);
  }
  EXPECT_EQ(j->Find("pairs")->items.size(), 6u);
  EXPECT_EQ(Lines("out.csv"), 5);
  EXPECT_EQ(Lines("logs/games.jsonl"), 192);
  EXPECT_EQ(Lines("logs/cumulative.csv"), 193);
  EXPECT_TRUE(std::filesystem::exists(dir_ / "logs" / "game-00192.log"));
  EXPECT_THAT(ReadFile(dir_ / "logs" / "game-00017.log"), HasSubstr("\nPrograms: 1 4 3 2\n"));
  EXPECT_THAT(ReadFile(dir_ / "logs" / "score.log"), HasSubstr("Game 192:\nThis game:\n"));
  EXPECT_EQ(ReadFile(dir_ / "logs" / "results.txt"), r.out);
  EXPECT_EQ(ReadFile(dir_ / "logs" / "results.json"), ReadFile(Path("out.json")));
}

// A second match in the same --log-dir leaves nothing of the first: its longer run's game logs
// and its bots' stderr go; files that are not the match's stay.
TEST_F(MjrefE2eDirTest, AReusedLogDirHoldsOnlyTheNewMatch) {
  ProgramResult r = Mjref(absl::StrCat("match ", kBots, " --games 5 --log-dir ", Path("logs")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  ASSERT_TRUE(std::filesystem::exists(dir_ / "logs" / "game-00005.log"));
  std::ofstream(dir_ / "logs" / "bot-1.stderr.log") << "old\n";
  std::ofstream(dir_ / "logs" / "notes.txt") << "mine\n";
  r = Mjref(absl::StrCat("match ", kBots, " --games 2 --log-dir ", Path("logs")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(std::filesystem::exists(dir_ / "logs" / "game-00002.log"));
  EXPECT_FALSE(std::filesystem::exists(dir_ / "logs" / "game-00003.log"));
  EXPECT_FALSE(std::filesystem::exists(dir_ / "logs" / "game-00005.log"));
  EXPECT_FALSE(std::filesystem::exists(dir_ / "logs" / "bot-1.stderr.log"));
  EXPECT_EQ(ReadFile(dir_ / "logs" / "notes.txt"), "mine\n");
}

TEST_F(MjrefE2eDirTest, Replay) {
  ProgramResult r = Mjref(absl::StrCat("match ", kBots, " --games 3 --log-dir ", Path("logs")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  r = Mjref(absl::StrCat("replay ", Path("logs/game-00002.log")));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, StartsWith("Game 2 (seed "));
  EXPECT_THAT(r.out, HasSubstr("\nScores: P1 "));
  const ProgramResult from_json =
      Mjref(absl::StrCat("replay ", Path("logs/games.jsonl"), " --game 2"));
  EXPECT_EQ(from_json.exit_code, 0) << from_json.err;
  EXPECT_EQ(from_json.out, r.out);
  r = Mjref(absl::StrCat("replay ", Path("logs/games.jsonl")));
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n') > 100, true);
  EXPECT_THAT(r.out, HasSubstr("Game 3 (seed "));

  r = Mjref(absl::StrCat("replay ", Path("nothing.log")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, absl::StrCat("mjref: replay: cannot read '", Path("nothing.log"), "'\n"));
  r = Mjref(absl::StrCat("replay ", Path("logs/games.jsonl"), " --game 9"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "mjref: replay: --game 9: the log has 3 game(s)\n");
  r = Mjref(absl::StrCat("replay ", Path("logs/score.log")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, StartsWith("mjref: replay: "));
}

// The profile of a run's records splits each program's mean exactly: the JSON's parts add up to
// the mean the results gave.
TEST_F(MjrefE2eDirTest, Profile) {
  ProgramResult r = Mjref(absl::StrCat("match ", kBots, " --games 12 --seed 4 --log-dir ",
                                       Path("logs"), " --json ", Path("results.json")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  r = Mjref(absl::StrCat("profile ", Path("logs"), " --json ", Path("profile.json")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, StartsWith("12 games\n\nPoints a game, by where they came from:\n"));
  const absl::StatusOr<JsonValue> profile = ParseJson(ReadFile(Path("profile.json")));
  const absl::StatusOr<JsonValue> results = ParseJson(ReadFile(Path("results.json")));
  ASSERT_TRUE(profile.ok() && results.ok());
  // Three copies of builtin:random pool into one row; the seeded fourth is its own.
  const std::vector<JsonValue>& programs = profile->Find("programs")->items;
  ASSERT_EQ(programs.size(), 2u);
  EXPECT_EQ(programs[0].StringOr("name", ""), "builtin:random");
  EXPECT_EQ(programs[0].IntOr("games", 0), 36);
  const JsonValue& seeded = programs[1];
  EXPECT_EQ(seeded.StringOr("name", ""), "builtin:random:seed=5");
  const JsonValue& points = *seeded.Find("points");
  double sum = 0;
  for (const char* part : {"discard_wins", "self_draws", "deal_ins", "others_self_draws"}) {
    sum += points.Find(part)->number;
  }
  EXPECT_EQ(points.Find("other")->number, 0);
  EXPECT_NEAR(sum, results->Find("programs")->items[3].Find("mean")->number, 0.06);
  r = Mjref(absl::StrCat("profile ", Path("nothing")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, StartsWith("mjref: profile: cannot read '"));
}

TEST(MjrefE2eTest, BotSubcommand) {
  ProgramResult r = RunProgram(
      absl::StrCat("printf '/ready\\n/close\\n/ready\\n' | ", MJREF_PATH, " bot random"));
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "/ready\n");
  r = Mjref("bot nope");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("unknown built-in player 'nope'"));
}

// Four random-player processes: no fault, and the same results with one table and a process
// per game as with two tables and processes kept for the match.
TEST(MjrefE2eTest, ProcessesPlayTheSameGamesWhateverTheTablesAndLifetime) {
  const std::string bot = absl::StrCat(" --bot '", MJREF_PATH, " bot random'");
  const std::string bots = absl::StrCat(bot, bot, bot, bot);
  const ProgramResult a = Mjref(absl::StrCat("match", bots, " --games 40 --seed 9 -j 1"));
  EXPECT_EQ(a.exit_code, 0) << a.err;
  EXPECT_THAT(a.out, HasSubstr(" 0\n"));
  const ProgramResult b =
      Mjref(absl::StrCat("match", bots, " --games 40 --seed 9 -j 2 --lifetime match"));
  EXPECT_EQ(b.exit_code, 0) << b.err;
  EXPECT_EQ(a.out, b.out);
  for (absl::string_view line : absl::StrSplit(a.out, '\n', absl::SkipEmpty())) {
    if (absl::StartsWith(line, "luck-adjusted")) break;  // the programs' rows are above
    if (absl::StrContains(line, "bot random")) {
      EXPECT_TRUE(absl::EndsWith(line, " 0")) << line;
    }
  }
}

TEST(MjrefE2eTest, BadSettingsExitTwo) {
  for (const char* extra : {"--timeout 0", "--timeout x", "-j 0", "--lifetime forever", "--sets 2",
                            "--csv /nonexistent/dir/x.csv", "--log-dir /proc/nope"}) {
    const ProgramResult r = Mjref(absl::StrCat("match ", kBots, " ", extra));
    EXPECT_EQ(r.exit_code, 2) << extra;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_THAT(r.err, StartsWith("mjref: ")) << extra;
    EXPECT_EQ(r.out, "") << extra;
  }
}

// Ctrl-C: the games in progress finish, the finished ones are kept, the partial results printed.
TEST_F(MjrefE2eDirTest, InterruptKeepsTheFinishedGames) {
  // The seed marks this test's bot processes (other tests may run bots at the same time).
  const std::string token = absl::StrCat("random:seed=", 1000000 + getpid());
  const std::string bot = absl::StrCat(" --bot '", MJREF_PATH, " bot ", token, "'");
  // Ctrl-C once some games are in (at most 20 s on a slow machine).
  const std::string jsonl = Path("logs/games.jsonl");
  const ProgramResult r = RunProgram(absl::StrCat(
      "sh -c \"", MJREF_PATH, " match", bot, bot, bot, bot, " --games 100000 -j 2 --log-dir ",
      Path("logs"), " > ", Path("out.txt"), " & pid=\\$!; for i in \\$(seq 200); do [ -s ", jsonl,
      " ] && break; sleep 0.1; done; sleep 0.2; kill -INT \\$pid; wait \\$pid; echo \\$?\""));
  EXPECT_EQ(r.out, "130\n") << r.err;
  const std::string out = ReadFile(Path("out.txt"));
  EXPECT_THAT(out, HasSubstr(" of 100000 games played"));
  const int games = std::atoi(out.c_str());
  EXPECT_GT(games, 0);
  EXPECT_EQ(Lines("logs/games.jsonl"), games);
  EXPECT_TRUE(std::filesystem::exists(dir_ / "logs" / absl::StrFormat("game-%05d.log", games)));
  EXPECT_THAT(ReadFile(dir_ / "logs" / "results.json"), HasSubstr("\"interrupted\":true"));
  EXPECT_NE(RunProgram(absl::StrCat("pgrep -f '[m]jref bot ", token, "'")).exit_code, 0);
}

}  // namespace
}  // namespace mj16
