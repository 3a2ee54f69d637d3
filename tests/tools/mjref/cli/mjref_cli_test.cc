// mjref's command line (SPEC §8): repeated --bot, values in both spellings, one-line errors;
// and the programs a --bot names.
#include "tools/mjref/cli/cli.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <iostream>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "tools/mjref/bots/bots.h"
#include "tools/mjref/cli/commands.h"
#include "tools/mjref/cli/help.h"
#include "tools/mjref/cli/tables.h"
#include "tools/players/builtin_random.h"

namespace mj16::mjref {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::StartsWith;

// The registry starts empty: builtin:random as mjref's main() registers it, before any test.
[[maybe_unused]] const bool kRandomRegistered =
    (RegisterBuiltin("random", MakeRandomProgram), true);

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
  EXPECT_THAT(Error({"replay"}), HasSubstr("unknown subcommand 'replay'"));
  EXPECT_THAT(Error({"match", "--bot", "builtin:random"}), HasSubstr("four are needed"));
  std::vector<std::string> args = kFourBots;
  args.push_back("--fast");
  EXPECT_EQ(Error(args), "unknown option '--fast'; mjref match --help lists the options");
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

TEST(MjrefCliTest, ParsesATournament) {
  std::vector<std::string> args = kFourBots;
  args[0] = "tournament";
  for (const char* a : {"--sets", "3", "--timeout=0.25", "-j", "2", "--lifetime", "match",
                        "--stable-wall", "--csv", "r.csv"}) {
    args.push_back(a);
  }
  absl::StatusOr<MatchArgs> m = ParseArgs(args);
  ASSERT_TRUE(m.ok()) << m.status();
  EXPECT_EQ(m->subcommand, Subcommand::kTournament);
  EXPECT_EQ(m->sets, 3);
  EXPECT_DOUBLE_EQ(m->timeout, 0.25);
  EXPECT_EQ(m->jobs, 2);
  EXPECT_EQ(m->lifetime, Lifetime::kMatch);
  EXPECT_TRUE(m->stable_draws);
  EXPECT_EQ(m->csv_path, "r.csv");
  args.push_back("-j3");
  EXPECT_EQ(ParseArgs(args)->jobs, 3);
  args.push_back("--jobs=4");
  EXPECT_EQ(ParseArgs(args)->jobs, 4);
}

TEST(MjrefCliTest, MatchDefaults) {
  absl::StatusOr<MatchArgs> m = ParseArgs(kFourBots);
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(m->subcommand, Subcommand::kMatch);
  EXPECT_DOUBLE_EQ(m->timeout, 3.0);
  EXPECT_EQ(m->jobs, 0);  // one table per core
  EXPECT_EQ(m->lifetime, Lifetime::kGame);
  EXPECT_FALSE(m->stable_draws);
  EXPECT_FALSE(m->no_luck);  // the luck of the cards is scored
}

TEST(MjrefCliTest, NoLuck) {
  for (const char* sub : {"match", "tournament"}) {
    std::vector<std::string> args = kFourBots;
    args[0] = sub;
    args.push_back("--no-luck");
    absl::StatusOr<MatchArgs> m = ParseArgs(args);
    ASSERT_TRUE(m.ok()) << m.status();
    EXPECT_TRUE(m->no_luck) << sub;
    EXPECT_FALSE(m->stable_draws);
    EXPECT_FALSE(m->reasons);
    // A shard's command keeps it: a run without luck is another run.
    EXPECT_EQ(m->command.back(), "--no-luck");
    // A flag takes no value, as in every subcommand.
    args.back() = "--no-luck=yes";
    EXPECT_EQ(Error(args), "--no-luck takes no value");
  }
}

TEST(MjrefCliTest, Watch) {
  absl::StatusOr<MatchArgs> none = ParseArgs(kFourBots);
  ASSERT_TRUE(none.ok());
  EXPECT_EQ(none->watch_port, -1);
  const auto watch = [](const std::string& value) {
    std::vector<std::string> args = kFourBots;
    args.push_back("--watch=" + value);
    return ParseArgs(args);
  };
  absl::StatusOr<MatchArgs> port = watch("8080");
  ASSERT_TRUE(port.ok()) << port.status();
  EXPECT_EQ(port->watch_port, 8080);
  EXPECT_EQ(port->watch_host, "127.0.0.1");  // loopback unless told otherwise
  absl::StatusOr<MatchArgs> any = watch("0.0.0.0:0");
  ASSERT_TRUE(any.ok()) << any.status();
  EXPECT_EQ(any->watch_port, 0);
  EXPECT_EQ(any->watch_host, "0.0.0.0");
  absl::StatusOr<MatchArgs> v6 = watch("[::1]:9000");
  ASSERT_TRUE(v6.ok()) << v6.status();
  EXPECT_EQ(v6->watch_host, "::1");
  for (const char* bad : {"x", "70000", ":80", "host:"}) {
    EXPECT_THAT(std::string(watch(bad).status().message()), StartsWith("--watch: '")) << bad;
  }
}

TEST(MjrefCliTest, ASocketSeatPlaysOneTableUnlessToldMore) {
  const std::vector<std::string> socket = {"tcp:5000", "builtin:random", "builtin:random",
                                           "builtin:random"};
  const std::vector<std::string> builtins = {"builtin:random", "builtin:random", "builtin:random",
                                             "builtin:random"};
  EXPECT_EQ(TablesFor(0, socket), 1);
  EXPECT_EQ(TablesFor(3, socket), 3);
  EXPECT_EQ(TablesFor(3, builtins), 3);
  EXPECT_GE(TablesFor(0, builtins), 1);
  EXPECT_EQ(SocketSeatsWaiting(socket, 1), "");
  EXPECT_EQ(SocketSeatsWaiting(builtins, 4), "");
  EXPECT_EQ(SocketSeatsWaiting(socket, 3),
            "mjref: tcp:5000 waits for 3 bots to connect, one a table (-j 3)\n");
}

TEST(MjrefCliTest, BadSettings) {
  auto error = [](std::vector<std::string> extra, const char* sub = "match") {
    std::vector<std::string> args = kFourBots;
    args[0] = sub;
    args.insert(args.end(), extra.begin(), extra.end());
    return Error(args);
  };
  EXPECT_EQ(error({"--timeout", "0"}), "--timeout: '0' is not a positive number of seconds");
  EXPECT_EQ(error({"--timeout=soon"}), "--timeout: 'soon' is not a positive number of seconds");
  EXPECT_EQ(error({"--timeout", "nan"}), "--timeout: 'nan' is not a positive number of seconds");
  EXPECT_EQ(error({"-j", "0"}), "-j: '0' is not a positive number");
  EXPECT_EQ(error({"-jx"}), "-j: 'x' is not a positive number");
  EXPECT_EQ(error({"--lifetime", "forever"}), "--lifetime: 'forever' is not 'game' or 'match'");
  EXPECT_EQ(error({"--sets", "2"}), "--sets: only for a tournament; a match takes --games N");
  EXPECT_EQ(error({"--games", "2"}, "tournament"),
            "--games: a tournament plays --sets K sets of 192 games");
  EXPECT_EQ(error({"--sets", "0"}, "tournament"), "--sets: '0' is not a positive number");
  EXPECT_EQ(error({"--stable-wall=yes"}), "--stable-wall takes no value");
}

TEST(MjrefCliTest, ReplayAndBot) {
  absl::StatusOr<ReplayArgs> r = ParseReplayArgs({"replay", "logs/games.jsonl", "--game", "4"});
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->path, "logs/games.jsonl");
  EXPECT_EQ(r->game, 4);
  EXPECT_EQ(ParseReplayArgs({"replay"}).status().message(),
            "replay: which log? (mjref replay LOG)");
  EXPECT_EQ(ParseReplayArgs({"replay", "a", "b"}).status().message(),
            "replay takes one log file; 'b' is one too many");
  EXPECT_EQ(ParseReplayArgs({"replay", "a", "--game=0"}).status().message(),
            "--game: '0' is not a positive number");
  EXPECT_EQ(ParseReplayArgs({"replay", "a", "--fast"}).status().message(),
            "unknown option '--fast'; mjref replay --help lists the options");
  EXPECT_EQ(*ParseBotArgs({"bot", "random"}), "builtin:random");
  EXPECT_EQ(*ParseBotArgs({"bot", "builtin:random:seed=3"}), "builtin:random:seed=3");
  EXPECT_FALSE(ParseBotArgs({"bot"}).ok());
  EXPECT_FALSE(ParseBotArgs({"bot", "random", "extra"}).ok());
}

TEST(MjrefBotsTest, Registry) {
  int made = 0;
  RegisterBuiltin("test-echo",
                  [&](std::string name,
                      const Settings& settings) -> absl::StatusOr<std::unique_ptr<PlayerFactory>> {
                    ++made;
                    EXPECT_EQ(name, "builtin:test-echo:a=1,b");
                    EXPECT_EQ(settings, (Settings{{"a", "1"}, {"b", ""}}));
                    return std::make_unique<RandomPlayerFactory>(std::move(name), std::nullopt);
                  });
  EXPECT_THAT(BuiltinNames(), ::testing::Contains("test-echo"));
  absl::StatusOr<std::unique_ptr<PlayerFactory>> p = MakeProgram("builtin:test-echo:a=1,b");
  ASSERT_TRUE(p.ok()) << p.status();
  EXPECT_EQ(made, 1);
  EXPECT_EQ((*p)->Name(), "builtin:test-echo:a=1,b");
  EXPECT_THAT(std::string(MakeProgram("builtin:nope").status().message()),
              HasSubstr("(known: random, test-echo)"));
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
  EXPECT_EQ(MakeProgram("./no-such-mjbot").status().message(),
            "bot './no-such-mjbot': cannot run './no-such-mjbot': No such file or directory");
  EXPECT_EQ(MakeProgram("no-such-mjbot --fast").status().message(),
            "bot 'no-such-mjbot --fast': cannot run 'no-such-mjbot': not found");
  // "(known: random" and any built-in registered by another test in this process.
  EXPECT_THAT(std::string(MakeProgram("builtin:mjbot").status().message()),
              StartsWith("bot 'builtin:mjbot': unknown built-in player 'mjbot' (known: random"));
  EXPECT_EQ(MakeProgram("builtin:random:speed=3").status().message(),
            "bot 'builtin:random:speed=3': unknown setting 'speed' (known: seed)");
  EXPECT_EQ(MakeProgram("builtin:random:seed=x").status().message(),
            "bot 'builtin:random:seed=x': seed wants a non-negative integer");
}

// Seconds: finite, 0 only where allowed, at most a day; every option reads them so.
TEST(MjrefCliTest, OneParserOfSeconds) {
  EXPECT_EQ(ParseSeconds("2.5", true), 2.5);
  EXPECT_EQ(ParseSeconds("86400", true), 86400.0);
  EXPECT_EQ(ParseSeconds("0", false), 0.0);
  for (const char* bad : {"0", "-1", "86400.5", "1e9", "inf", "nan", "x", ""}) {
    EXPECT_EQ(ParseSeconds(bad, true), std::nullopt) << bad;
  }
  EXPECT_EQ(ParseSeconds("-0.5", false), std::nullopt);
  // --timeout of a match and of a strength run: one rule.
  std::vector<std::string> args = kFourBots;
  args.insert(args.end(), {"--timeout", "inf"});
  EXPECT_EQ(ParseArgs(args).status().message(),
            "--timeout: 'inf' is not a positive number of seconds");
}

// The one reader of options: values in both spellings, flags without one, words where allowed.
TEST(MjrefCliTest, OneOptionReader) {
  std::vector<std::string> seen;
  const auto note = [&](const OptionWord& w) {
    seen.push_back(w.option + "=" + w.value);
    return absl::OkStatus();
  };
  ASSERT_TRUE(ParseOptions({"merge", "a.json", "--json=o.json", "--report", "r.html", "-"}, 1,
                           {.subcommand = "merge", .words = true}, note)
                  .ok());
  EXPECT_THAT(seen, ElementsAre("=a.json", "--json=o.json", "--report=r.html", "=-"));
  EXPECT_EQ(ParseOptions({"merge", "a"}, 1, {.subcommand = "merge"}, note).message(),
            "unknown option 'a'; mjref merge --help lists the options");
  EXPECT_EQ(ParseOptions({"merge", "--json"}, 1, {.subcommand = "merge"}, note).message(),
            "--json needs a value");
  EXPECT_EQ(
      ParseOptions({"strength", "--no-luck=1"}, 1, {.subcommand = "strength"}, note).message(),
      "--no-luck takes no value");
}

// Runs MjrefMain with std::cout and std::cerr caught.
struct Caught {
  int status;
  std::string out, err;
};
Caught RunMjref(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  std::streambuf* old_out = std::cout.rdbuf(out.rdbuf());
  std::streambuf* old_err = std::cerr.rdbuf(err.rdbuf());
  const int status = MjrefMain(args);
  std::cout.rdbuf(old_out);
  std::cerr.rdbuf(old_err);
  return {status, out.str(), err.str()};
}

// The table: every entry reaches what runs it (its parser, or what main() registered), its
// --help is its usage, and `mjref --help` names every entry.
TEST(MjrefCliTest, EveryEntryDispatchesAndIsInTheHelp) {
  const std::string general = RunMjref({"--help"}).out;
  for (const SubcommandEntry& entry : SubcommandTable()) {
    const std::string name(entry.name);
    EXPECT_THAT(general, HasSubstr(absl::StrCat("usage: mjref ", name))) << name;
    const Caught help = RunMjref({name, "--help"});
    EXPECT_EQ(help.status, 0) << name;
    EXPECT_EQ(help.out, SubcommandHelp(name));
    EXPECT_THAT(help.out, StartsWith(absl::StrCat("usage: ", entry.synopsis)));
    if (entry.run == nullptr) {
      RegisterSubcommand(name, [](const std::vector<std::string>& args) {
        return args.size() == 2 && args[1] == "--nope" ? 42 : 1;
      });
      EXPECT_EQ(RunMjref({name, "--nope"}).status, 42) << name;
      continue;
    }
    const Caught bad = RunMjref({name, "--nope"});
    EXPECT_EQ(bad.status, kExitBadInput) << name;
    EXPECT_THAT(bad.err, HasSubstr("unknown option '--nope'")) << name;
  }
  EXPECT_EQ(RunMjref({"nosuch"}).err, "mjref: unknown subcommand 'nosuch'\n");
  EXPECT_EQ(FindSubcommand("nosuch"), nullptr);
}

}  // namespace
}  // namespace mj16::mjref
