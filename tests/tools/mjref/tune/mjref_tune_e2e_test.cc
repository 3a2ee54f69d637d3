// `mjref tune` end to end, on mjbot without Monte-Carlo (fast games): a tune paused and resumed
// from its state file, and one played through GNU Parallel's cluster recipe, end exactly where the
// uninterrupted tune on one machine does; the settings it writes are a configuration mjbot reads;
// bad SPEC lines and arguments are refused by line.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "absl/strings/str_cat.h"
#include "bot/settings/settings.h"
#include "tests/support/run_program.h"

namespace mj16::mjref {
namespace {

using ::testing::HasSubstr;
using testing::ProgramResult;
using testing::ReadTestFile;
using testing::RunProgram;
using testing::TestPath;
using testing::WriteTestFile;

constexpr char kSpec[] =
    "# the price of a deal-in, and when to fold\n"
    "fold_dealin_cost 0.5 0 2 0.1 0.002\n"
    "fold_go_around 10 4 16 1 0.01\n";

// Two iterations of the spec against three efficiency players, with `extra` options.
ProgramResult Tune(const std::string& spec, const std::string& extra) {
  return RunProgram(absl::StrCat(MJREF_PATH, " tune ", spec,
                                 " --iterations 2 --challenger builtin:mjbot:mc=false"
                                 " --opponent builtin:efficiency --one-vs-three --seed 3 ",
                                 extra));
}

TEST(MjrefTuneTest, PausedResumedAndClusterTunesEndAsTheWholeOne) {
  const std::string spec = WriteTestFile("spec.txt", kSpec);
  const std::string whole = TestPath("whole"), paused = TestPath("paused"),
                    cluster = TestPath("cluster");
  ProgramResult r = Tune(spec, absl::StrCat("--state ", whole, ".json -o ", whole, ".conf"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.err, HasSubstr("tune: iteration 2/2"));
  EXPECT_THAT(r.out, HasSubstr("fold_dealin_cost = "));

  r = Tune(spec, absl::StrCat("--state ", paused, ".json -o ", paused, ".conf --pause-after 1"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(ReadTestFile(paused + ".conf"), HasSubstr("1 of 2 iterations"));
  r = Tune(spec, absl::StrCat("--state ", paused, ".json -o ", paused, ".conf"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.err, HasSubstr("resuming after iteration 1"));
  EXPECT_THAT(r.err, ::testing::Not(HasSubstr("iteration 1/2")));
  EXPECT_EQ(ReadTestFile(paused + ".json"), ReadTestFile(whole + ".json"));
  EXPECT_EQ(ReadTestFile(paused + ".conf"), ReadTestFile(whole + ".conf"));

  // Each iteration as two shards on GNU Parallel, merged back from their files.
  r = Tune(spec, absl::StrCat("-j 1 --state ", cluster, ".json -o ", cluster,
                              ".conf --runner 'MJREF=", MJREF_PATH, " ", MJ16_SOURCE_DIR,
                              "/tools/cluster/parallel_run.sh 2'"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(ReadTestFile(cluster + ".json"), ReadTestFile(whole + ".json"));
  EXPECT_EQ(ReadTestFile(cluster + ".conf"), ReadTestFile(whole + ".conf"));

  // The settings written are a configuration the player reads.
  absl::StatusOr<bot::Settings> s = bot::ParseSettings(ReadTestFile(whole + ".conf"), "conf");
  ASSERT_TRUE(s.ok()) << s.status();
}

TEST(MjrefTuneTest, RefusesBadSpecsAndArguments) {
  ProgramResult r = Tune(WriteTestFile("bad.txt", "fold_dealin_cost 3 0 2 0.1 0.002\n"), "");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("bad.txt:1: START 3 lies outside"));
  r = Tune(WriteTestFile("bool.txt", "\ndefence 1 0 1 0.1 0.01\n"), "");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("bool.txt:2: 'defence' is not a numeric setting"));
  const std::string spec = WriteTestFile("spec.txt", kSpec);
  r = RunProgram(absl::StrCat(MJREF_PATH, " tune ", spec,
                              " --opponent builtin:efficiency"
                              " --one-vs-three"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("--iterations N is needed"));
  r = RunProgram(
      absl::StrCat(MJREF_PATH, " tune ", spec, " --iterations 3 --opponent builtin:efficiency"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("three are needed"));
  r = Tune(spec, "--runner 'true'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("--runner: needs --state"));
  // A state file of another tune is not resumed.
  const std::string state = TestPath("state.json");
  ASSERT_EQ(Tune(spec, absl::StrCat("--state ", state, " --pause-after 1")).exit_code, 0);
  r = Tune(WriteTestFile("other.txt", "fold_dealin_cost 0.5 0 2 0.1 0.001\n"),
           absl::StrCat("--state ", state));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("another SPEC's tune"));
}

}  // namespace
}  // namespace mj16::mjref
