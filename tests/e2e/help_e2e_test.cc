// Every program answers --help with every option it knows, each with a line of help,
// and --version with the commit it was built from; a wrong option names itself and points at
// --help. The options are read from where they are defined (the ABSL_FLAG lines of each main
// file, mjref's tables, mjcalc's parser), so an option added without help fails here.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "core/program.h"
#include "tests/support/run_program.h"
#include "tools/mjref/cli/cli.h"
#include "tools/mjref/cli/help.h"
#include "tools/mjref/cli/strength.h"

namespace mj16 {
namespace {

using testing::ProgramResult;
using testing::RunProgram;

std::string Source(const std::string& path) {
  std::ifstream in(absl::StrCat(MJ16_SOURCE_DIR, "/", path));
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The names of the ABSL_FLAG definitions in a source file.
std::vector<std::string> AbslFlags(const std::string& source) {
  // No std::regex: GCC 12 warns inside it under the sanitizers' -O2 (-Werror).
  std::vector<std::string> names;
  for (size_t at = source.find("ABSL_FLAG("); at != std::string::npos;
       at = source.find("ABSL_FLAG(", at + 1)) {
    const size_t comma = source.find(',', at);
    if (comma == std::string::npos) break;
    size_t begin = comma + 1;
    while (begin < source.size() && absl::ascii_isspace(source[begin])) ++begin;
    size_t end = begin;
    while (end < source.size() && (absl::ascii_isalnum(source[end]) || source[end] == '_')) ++end;
    if (end > begin) names.push_back(source.substr(begin, end - begin));
  }
  return names;
}

struct AbslProgram {
  const char* path;  // the binary
  const char* name;  // as it calls itself
  const char* main;  // the file defining its flags
};

class AbslHelpTest : public ::testing::TestWithParam<AbslProgram> {};

TEST_P(AbslHelpTest, HelpListsEveryFlagWithItsTextVersionAndUnknownOptions) {
  const AbslProgram& p = GetParam();
  const std::vector<std::string> flags = AbslFlags(Source(p.main));
  ASSERT_FALSE(flags.empty()) << p.main;
  const ProgramResult help = RunProgram(absl::StrCat(p.path, " --help"));
  EXPECT_EQ(help.exit_code, 0) << help.err;
  const std::string text = help.out + help.err;  // Abseil writes usage to stdout
  EXPECT_FALSE(absl::StrContains(text, "No flags matched")) << text;
  for (const std::string& f : flags) {
    // "--name (help text); default: ...": the help text must not be empty.
    const std::string head = absl::StrCat("--", f, " (");
    const size_t at = text.find(head);
    ASSERT_NE(at, std::string::npos) << p.name << " --" << f << "\n" << text;
    const char first = text[at + head.size()];
    EXPECT_TRUE(first != ')' && !absl::ascii_isspace(first)) << p.name << " --" << f;
    EXPECT_NE(text.find("); default: ", at), std::string::npos) << p.name << " --" << f;
  }
  const ProgramResult version = RunProgram(absl::StrCat(p.path, " --version"));
  EXPECT_EQ(version.exit_code, 0);
  EXPECT_EQ(version.out, absl::StrCat(p.name, " ", BuildVersion(), "\n"));
  const ProgramResult bad = RunProgram(absl::StrCat(p.path, " --no_such_option=3"));
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_EQ(bad.err, absl::StrCat(p.name, ": unknown option '--no_such_option=3'; ", p.name,
                                  " --help lists every option\n"));
}

INSTANTIATE_TEST_SUITE_P(
    Programs, AbslHelpTest,
    ::testing::Values(
        AbslProgram{MJBOT_PATH, "mjbot", "bot/main.cc"},
        AbslProgram{CALIBRATE_PATH, "calibrate", "tools/calibrate/main.cc"},
        AbslProgram{SELFPLAY_PATH, "mjbot_selfplay", "tools/bench/selfplay.cc"},
        AbslProgram{SOAK_PATH, "soak", "tools/bench/soak.cc"},
        AbslProgram{EV_BENCH_PATH, "ev_bench", "tools/bench/ev_bench.cc"},
        AbslProgram{PLAYOUT_BENCH_PATH, "playout_bench", "tools/bench/playout_bench.cc"},
        AbslProgram{MC_BENCH_PATH, "mc_bench", "tools/bench/mc_bench.cc"},
        AbslProgram{DEALIN_REPLAY_PATH, "dealin_replay", "tools/dealins/main.cc"},
        AbslProgram{BASELINE_MATCH_PATH, "baseline_match", "tools/players/baseline_match.cc"}),
    [](const ::testing::TestParamInfo<AbslProgram>& info) { return std::string(info.param.name); });

// mjref: the general help names every subcommand; each subcommand's help lists every option its
// parser accepts, with a line of help; the parsers accept them all and name a wrong one.
TEST(MjrefHelpTest, EverySubcommandListsEveryOption) {
  const ProgramResult general = RunProgram(absl::StrCat(MJREF_PATH, " --help"));
  EXPECT_EQ(general.exit_code, 0);
  for (const mjref::SubcommandEntry& entry : mjref::SubcommandTable()) {
    const absl::string_view sub = entry.name;
    EXPECT_TRUE(absl::StrContains(general.out, absl::StrCat("mjref ", sub))) << sub;
    const ProgramResult help = RunProgram(absl::StrCat(MJREF_PATH, " ", sub, " --help"));
    EXPECT_EQ(help.exit_code, 0) << sub;
    EXPECT_EQ(help.out, mjref::SubcommandHelp(sub));
    for (const mjref::OptionHelp& o : mjref::SubcommandOptions(sub)) {
      EXPECT_FALSE(o.help.empty()) << sub << " " << o.name;
      EXPECT_TRUE(absl::StrContains(help.out, absl::StrCat("  ", o.name))) << sub << " " << o.name;
    }
  }
  const ProgramResult version = RunProgram(absl::StrCat(MJREF_PATH, " --version"));
  EXPECT_EQ(version.out, absl::StrCat("mjref ", BuildVersion(), "\n"));
}

// What a parser says of an option it does not know.
bool Unknown(const absl::Status& s) { return absl::StrContains(s.message(), "unknown option"); }

TEST(MjrefHelpTest, TheParsersAcceptExactlyTheListedOptions) {
  for (const char* sub : {"match", "tournament"}) {
    for (const mjref::OptionHelp& o : mjref::SubcommandOptions(sub)) {
      std::vector<std::string> args = {sub, std::string(o.name)};
      if (!o.value.empty()) args.push_back(o.name == "--lifetime" ? "game" : "1");
      EXPECT_FALSE(Unknown(mjref::ParseArgs(args).status())) << sub << " " << o.name;
    }
    const absl::Status bad = mjref::ParseArgs({sub, "--fast"}).status();
    EXPECT_EQ(bad.message(),
              absl::StrCat("unknown option '--fast'; mjref ", sub, " --help lists the options"));
  }
  for (const mjref::OptionHelp& o : mjref::SubcommandOptions("strength")) {
    std::vector<std::string> args = {"strength", std::string(o.name)};
    if (!o.value.empty()) args.push_back(o.name == "--sweep" ? "a=1,2" : "1");
    EXPECT_FALSE(Unknown(mjref::ParseStrengthArgs(args).status())) << o.name;
  }
  EXPECT_TRUE(Unknown(mjref::ParseStrengthArgs({"strength", "--games", "3"}).status()));
  for (const mjref::OptionHelp& o : mjref::SubcommandOptions("replay")) {
    EXPECT_FALSE(
        Unknown(mjref::ParseReplayArgs({"replay", "x", std::string(o.name), "1"}).status()));
  }
  for (const mjref::OptionHelp& o : mjref::SubcommandOptions("merge")) {
    EXPECT_FALSE(Unknown(mjref::ParseMergeArgs({"merge", "x", std::string(o.name), "y"}).status()));
  }
  for (const mjref::OptionHelp& o : mjref::SubcommandOptions("report")) {
    EXPECT_FALSE(
        Unknown(mjref::ParseReportArgs({"report", "x", std::string(o.name), "y"}).status()));
  }
  for (const mjref::OptionHelp& o : mjref::SubcommandOptions("profile")) {
    EXPECT_FALSE(
        Unknown(mjref::ParseProfileArgs({"profile", "x", std::string(o.name), "y"}).status()));
  }
  EXPECT_TRUE(Unknown(mjref::ParseProfileArgs({"profile", "x", "--seat", "1"}).status()));
}

// mjcalc: its one usage names every option its parser compares against.
TEST(MjcalcHelpTest, UsageNamesEveryOption) {
  const std::string parser = Source("tools/mjcalc/request.cc");
  std::set<std::string> options;
  for (size_t at = parser.find("flag == \"--"); at != std::string::npos;
       at = parser.find("flag == \"--", at + 1)) {
    const size_t begin = at + 9;  // after `flag == "`
    options.insert(parser.substr(begin, parser.find('"', begin) - begin));
  }
  ASSERT_GT(options.size(), 8u);
  for (const char* form : {" --help", " score --help", " -h"}) {
    const ProgramResult help = RunProgram(absl::StrCat(MJCALC_PATH, form));
    EXPECT_EQ(help.exit_code, 0) << form;
    for (const std::string& o : options) {
      EXPECT_TRUE(absl::StrContains(help.out, o)) << o << " is not in mjcalc --help";
    }
  }
  const ProgramResult version = RunProgram(absl::StrCat(MJCALC_PATH, " --version"));
  EXPECT_EQ(version.out, absl::StrCat("mjcalc ", BuildVersion(), "\n"));
  const ProgramResult bad = RunProgram(absl::StrCat(MJCALC_PATH, " win 11m --fast"));
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_EQ(bad.err, "mjcalc: unknown option '--fast'; mjcalc --help lists the options\n");
}

}  // namespace
}  // namespace mj16
