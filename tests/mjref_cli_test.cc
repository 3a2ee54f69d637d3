// mjref's command line (SPEC §8): repeated --bot, values in both spellings, one-line errors;
// and the programs a --bot names.
#include "tools/mjref/cli.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tools/mjref/bots.h"

namespace mj16::mjref {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

std::string Error(const std::vector<std::string>& args) {
  absl::StatusOr<MatchArgs> a = ParseArgs(args);
  return a.ok() ? "ok" : std::string(a.status().message());
}

const std::vector<std::string> kFourBots = {"match",
                                            "--bot",
                                            "builtin:random",
                                            "--bot",
                                            "builtin:random:seed=5",
                                            "--bot=builtin:random",
                                            "--bot",
                                            "./mjbot --config a,b.conf"};

TEST(MjrefCliTest, ParsesAMatch) {
  std::vector<std::string> args = kFourBots;
  for (const char* a : {"--games", "20", "--seed=99", "--json", "out.json", "--log-dir", "logs"}) {
    args.push_back(a);
  }
  absl::StatusOr<MatchArgs> m = ParseArgs(args);
  ASSERT_TRUE(m.ok()) << m.status();
  EXPECT_THAT(m->bots, ElementsAre("builtin:random", "builtin:random:seed=5", "builtin:random",
                                   "./mjbot --config a,b.conf"));
  EXPECT_EQ(m->games, 20);
  EXPECT_EQ(m->seed, 99u);
  EXPECT_EQ(m->json_path, "out.json");
  EXPECT_EQ(m->log_dir, "logs");
}

TEST(MjrefCliTest, Defaults) {
  absl::StatusOr<MatchArgs> m = ParseArgs(kFourBots);
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(m->games, 16);
  EXPECT_EQ(m->seed, 1u);
  EXPECT_TRUE(m->json_path.empty());
}

TEST(MjrefCliTest, Errors) {
  EXPECT_THAT(Error({}), HasSubstr("missing subcommand"));
  EXPECT_THAT(Error({"tournament"}), HasSubstr("unknown subcommand 'tournament'"));
  EXPECT_THAT(Error({"match", "--bot", "builtin:random"}), HasSubstr("four are needed"));
  std::vector<std::string> args = kFourBots;
  args.push_back("--fast");
  EXPECT_EQ(Error(args), "unknown option '--fast'");
  args.back() = "--games";
  EXPECT_EQ(Error(args), "--games needs a value");
  args.push_back("0");
  EXPECT_EQ(Error(args), "--games: '0' is not a positive number");
  args.back() = "ten";
  EXPECT_EQ(Error(args), "--games: 'ten' is not a positive number");
  args = kFourBots;
  args.push_back("--seed=-3");
  EXPECT_EQ(Error(args), "--seed: '-3' is not a non-negative integer");
  args.back() = "--json=";
  EXPECT_EQ(Error(args), "--json needs a value");
}

TEST(MjrefBotsTest, BuiltinRandom) {
  absl::StatusOr<std::unique_ptr<PlayerFactory>> p = MakeProgram("builtin:random");
  ASSERT_TRUE(p.ok());
  EXPECT_EQ((*p)->Name(), "builtin:random");
  p = MakeProgram("builtin:random:seed=5");
  ASSERT_TRUE(p.ok());
  EXPECT_EQ((*p)->Name(), "builtin:random:seed=5");
}

TEST(MjrefBotsTest, Errors) {
  EXPECT_EQ(MakeProgram("./mjbot").status().message(),
            "bot './mjbot': bot processes are not supported yet; use builtin:random");
  EXPECT_EQ(MakeProgram("builtin:mjbot").status().message(),
            "bot 'builtin:mjbot': unknown built-in player 'mjbot' (known: random)");
  EXPECT_EQ(MakeProgram("builtin:random:speed=3").status().message(),
            "bot 'builtin:random:speed=3': unknown setting 'speed' (known: seed)");
  EXPECT_EQ(MakeProgram("builtin:random:seed=x").status().message(),
            "bot 'builtin:random:seed=x': seed wants a non-negative integer");
}

}  // namespace
}  // namespace mj16::mjref
