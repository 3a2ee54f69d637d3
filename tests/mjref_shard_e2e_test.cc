// Issue 18: a run split with --shard I/N and put back with `mjref merge` prints and writes exactly
// what the run on one machine does, for a match, a tournament, a one-vs-three strength sweep and
// a 4-program strength run; shards that are missing, given twice or of another run are named.
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "tests/run_program.h"
#include "tools/mjref/run/shard.h"

namespace mj16::mjref {
namespace {

using testing::ProgramResult;
using testing::ReadTestFile;
using testing::RunProgram;

class MjrefShardTest : public ::testing::Test {
 protected:
  std::string Path(const std::string& name) const { return testing::UniqueTempDir() + name; }

  // The run whole, then in `n` shards merged: the same stdout and the same JSON.
  void ExpectMergeEqualsOneRun(const std::string& run, int n) {
    SCOPED_TRACE(run);
    const ProgramResult one =
        RunProgram(absl::StrCat(MJREF_PATH, " ", run, " -j 2 --json ", Path("one.json")));
    ASSERT_EQ(one.exit_code, 0) << one.err;
    std::string shards;
    for (int i = 0; i < n; ++i) {
      const std::string file = Path(absl::StrCat("shard", i, ".json"));
      const ProgramResult part = RunProgram(
          absl::StrCat(MJREF_PATH, " ", run, " -j 1 --shard ", i, "/", n, " --json ", file));
      ASSERT_EQ(part.exit_code, 0) << part.err;
      shards = absl::StrCat(file, " ", shards);  // given in any order
    }
    const ProgramResult merged =
        RunProgram(absl::StrCat(MJREF_PATH, " merge ", shards, "--json ", Path("merged.json")));
    ASSERT_EQ(merged.exit_code, 0) << merged.err;
    EXPECT_EQ(merged.out, one.out);
    EXPECT_EQ(ReadTestFile(Path("merged.json")), ReadTestFile(Path("one.json")));
  }
};

// mjbot with a small Monte-Carlo budget (its default plays 4,000 playouts a decision): these
// runs check that shards merge, not how strong mjbot is.
constexpr char kMjbot[] = "builtin:mjbot:mc_playouts=200";
std::string Four() {
  return absl::StrCat("--bot ", kMjbot,
                      " --bot builtin:efficiency --bot builtin:dishu --bot builtin:random");
}

TEST_F(MjrefShardTest, MatchAndTournamentMergeBitIdentical) {
  ExpectMergeEqualsOneRun(absl::StrCat("match ", Four(), " --games 30 --seed 4"), 4);
  ExpectMergeEqualsOneRun(absl::StrCat("tournament ", Four(), " --sets 1 --seed 5"), 3);
}

TEST_F(MjrefShardTest, StrengthRunsMergeBitIdentical) {
  ExpectMergeEqualsOneRun(
      absl::StrCat("strength --one-vs-three --challenger ", kMjbot,
                   " --opponent builtin:efficiency --sets 1 --seed 6 --sweep defence=true,false"),
      2);
  ExpectMergeEqualsOneRun(absl::StrCat("strength --challenger ", kMjbot,
                                       " --opponent builtin:efficiency --opponent builtin:dishu"
                                       " --opponent builtin:random --sets 1 --seed 7"),
                          3);
}

TEST_F(MjrefShardTest, MissingTwiceAndForeignShardsAreNamed) {
  const std::string run = absl::StrCat("match ", Four(), " --games 12 --seed 8");
  for (int i = 0; i < 3; ++i) {
    ASSERT_EQ(RunProgram(absl::StrCat(MJREF_PATH, " ", run, " --shard ", i, "/3 --json ",
                                      Path(absl::StrCat("s", i, ".json"))))
                  .exit_code,
              0);
  }
  ProgramResult r =
      RunProgram(absl::StrCat(MJREF_PATH, " merge ", Path("s0.json"), " ", Path("s2.json")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(absl::StrContains(r.err, absl::StrCat("1 shard(s) missing; play them and merge "
                                                    "again: mjref ",
                                                    run, " --shard 1/3 --json FILE")))
      << r.err;
  // Re-running just that shard completes the run.
  r = RunProgram(absl::StrCat(MJREF_PATH, " merge ", Path("s0.json"), " ", Path("s1.json"), " ",
                              Path("s2.json")));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  r = RunProgram(absl::StrCat(MJREF_PATH, " merge ", Path("s0.json"), " ", Path("s0.json"), " ",
                              Path("s1.json"), " ", Path("s2.json")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(absl::StrContains(r.err, "shard 0/3 is given twice")) << r.err;
  ASSERT_EQ(RunProgram(absl::StrCat(MJREF_PATH, " match ", Four(),
                                    " --games 12 --seed 9 --shard 1/3 --json ", Path("x.json")))
                .exit_code,
            0);
  r = RunProgram(absl::StrCat(MJREF_PATH, " merge ", Path("s0.json"), " ", Path("x.json"), " ",
                              Path("s2.json")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(absl::StrContains(r.err, "shard 1/3 is of another run")) << r.err;
  std::ofstream(Path("bad.json")) << "{\"games\": 3}";
  r = RunProgram(absl::StrCat(MJREF_PATH, " merge ", Path("bad.json")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(absl::StrContains(r.err, "not a shard file")) << r.err;
}

TEST(MjrefShardUnitTest, ParseShardAndTheRunsCommand) {
  EXPECT_EQ(ParseShard("2/5")->index, 2);
  EXPECT_EQ(ParseShard("2/5")->count, 5);
  for (const char* bad : {"5/5", "-1/3", "1/0", "1", "a/b", "1/2/3"}) {
    EXPECT_FALSE(ParseShard(bad).ok()) << bad;
  }
  // What changes only where results go, or how fast, is not part of the run.
  EXPECT_EQ(RunCommand({"match", "--bot", "a", "--json", "x.json", "-j", "2", "--shard=1/2",
                        "--log-dir", "logs", "-j4", "--seed", "3", "--report=r.html"}),
            (std::vector<std::string>{"match", "--bot", "a", "--seed", "3"}));
}

}  // namespace
}  // namespace mj16::mjref
