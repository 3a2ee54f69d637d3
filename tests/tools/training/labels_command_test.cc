// tools/training/labels_command.h: `mjref labels`'s arguments, each refused with one line naming
// it and exit 2, and a run from a real games.jsonl whose options reach the rows.
#include "tools/training/labels_command.h"
#include "tests/support/run_program.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tools/mjref/engine/record.h"
#include "tools/mjref/engine/referee.h"
#include "tools/players/builtin_random.h"
#include "tools/training/labels.h"

namespace mj16::training {
namespace {

using ::testing::HasSubstr;

testing::ProgramResult Labels(std::vector<std::string> args) {
  return testing::RunSubcommand(LabelsCommand, "labels", std::move(args));
}

TEST(LabelsCommandTest, BadArgumentsAreNamed) {
  const struct {
    std::vector<std::string> args;
    const char* says;
  } cases[] = {
      {{"-o", "x.f32"}, "which logs?"},
      {{"log"}, "where to?"},
      {{"log", "-o", "x.f32", "--worlds", "many"}, "--worlds: 'many' is not a count of worlds"},
      {{"log", "-o", "x.f32", "--worlds=-3"}, "--worlds: '-3' is not a count of worlds"},
      {{"log", "-o", "x.f32", "--worlds"}, "--worlds needs a value"},
      {{"log", "-o", "x.f32", "--set", "no_such_setting=1"}, "--set: unknown key"},
      {{"log", "-o", "x.f32", "--fast"}, "unknown option '--fast'"},
      {{"log", "-o", "x.f32", "--belief", "moves=1"}, "unknown option '--belief'"},
  };
  for (const auto& c : cases) {
    const testing::ProgramResult r = Labels(c.args);
    EXPECT_EQ(r.exit_code, 2) << c.says;
    EXPECT_THAT(r.err, HasSubstr(c.says));
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << "one line: " << r.err;
  }
}

// Two games of four random players, labelled plainly and from worlds (both option forms).
TEST(LabelsCommandTest, WorldsReachTheHeuristicsColumns) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / "mj16_labels_command_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  {
    std::ofstream games(dir / "games.jsonl");
    for (int game = 0; game < 2; ++game) {
      mjref::RandomPlayer a(1 + game), b(2 + game), c(3 + game), d(4 + game);
      std::array<mjref::Player*, 4> players = {&a, &b, &c, &d};
      mjref::GameConfig config;
      config.game = game;
      config.seed = 90 + game;
      games << mjref::RecordJson(mjref::RunGame(config, players)) << "\n";
    }
  }
  const std::string log = dir.string(), plain = (dir / "plain.f32").string(),
                    worlds = (dir / "worlds.f32").string(), again = (dir / "again.f32").string();
  ASSERT_EQ(Labels({log, "-o", plain, "--no-heuristics"}).exit_code, 0);
  const testing::ProgramResult w =
      Labels({log, "-o", worlds, "--worlds", "16", "--set", "mc_weight_honour=1"});
  ASSERT_EQ(w.exit_code, 0) << w.err;
  EXPECT_THAT(w.out, HasSubstr("2 games, "));
  ASSERT_EQ(Labels({log, "--output=" + again, "--worlds=16", "--set=mc_weight_honour=1"}).exit_code,
            0);
  const auto read = [](const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
  const std::string p = read(plain), a = read(worlds);
  ASSERT_EQ(p.size(), a.size());
  ASSERT_GT(p.size(), 0u);
  EXPECT_EQ(a, read(again));
  EXPECT_NE(a, p);  // random players reach tenpai in some worlds
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace mj16::training
