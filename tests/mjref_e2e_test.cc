// mjref as a script sees it (SPEC §8): the results table, the JSON file, the logs, exit 2 with
// one line on stderr for bad arguments.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "tests/run_program.h"

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
  ProgramResult r = Mjref(absl::StrCat("match ", kBots, " --games x"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "mjref: --games: 'x' is not a positive number\n");
  r = Mjref(absl::StrCat("match ", kBots, " --turbo"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "mjref: unknown option '--turbo'\n");
  r = Mjref("match --bot builtin:random --bot builtin:random --bot builtin:random --bot ./mjbot");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "mjref: bot './mjbot': bot processes are not supported yet; use "
            "builtin:random\n");
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

}  // namespace
}  // namespace mj16
