// A run split with --shard I/N and put back with `mjref merge` prints and writes exactly
// what the run on one machine does, for a match, a tournament, a one-vs-three strength sweep and
// a 4-program strength run; shards that are missing, given twice or of another run are named.
#include <unistd.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "tests/support/group_fixtures.h"
#include "tests/support/run_program.h"
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

// The SPRT line of a strength run's output.
std::string SprtLineOf(const std::string& out) {
  const size_t at = out.rfind("SPRT ");
  return at == std::string::npos ? "" : out.substr(at, out.find('\n', at) - at);
}

// With --sprt a run stops at the set where the test decides; shards play all their sets, and
// their merge reaches the same verdict after the same games.
TEST_F(MjrefShardTest, SprtShardsMergeToTheOneRunsVerdict) {
  const std::string run =
      "strength --one-vs-three --challenger builtin:efficiency --opponent builtin:random "
      "--sets 3 --seed 8 --sprt 0,50";
  const ProgramResult one = RunProgram(absl::StrCat(MJREF_PATH, " ", run, " -j 2"));
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_THAT(one.out, ::testing::HasSubstr("192 games"));
  std::string shards;
  for (int i = 0; i < 2; ++i) {
    const std::string file = Path(absl::StrCat("sprt", i, ".json"));
    const ProgramResult part =
        RunProgram(absl::StrCat(MJREF_PATH, " ", run, " -j 1 --shard ", i, "/2 --json ", file));
    ASSERT_EQ(part.exit_code, 0) << part.err;
    shards += file + " ";
  }
  const ProgramResult merged = RunProgram(absl::StrCat(MJREF_PATH, " merge ", shards));
  ASSERT_EQ(merged.exit_code, 0) << merged.err;
  EXPECT_THAT(merged.out, ::testing::HasSubstr("576 games"));
  EXPECT_THAT(SprtLineOf(one.out), ::testing::HasSubstr("H1 accepted"));
  EXPECT_EQ(SprtLineOf(merged.out), SprtLineOf(one.out));
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
  // --no-luck changes the results: a run with it is another run.
  EXPECT_EQ(RunCommand({"match", "--no-luck", "--json", "x.json"}),
            (std::vector<std::string>{"match", "--no-luck"}));
}

// One program's partial results over the groups `ids`, each with its own counts.
MatchResult Partial(std::initializer_list<int> ids) {
  MatchResult r;
  r.format = "one-vs-three";
  r.seed = 3;
  ProgramStats p;
  p.name = "builtin:mjbot";
  for (int id : ids) {
    GroupScore g;
    g.score = 1000 * id;
    g.games = 16;
    g.wins = id + 4;
    g.self_draws = id + 1;
    g.deal_ins = 2 * id;
    testing::AddGroupWithTotals(p, id, g);
    r.games += g.games;
  }
  r.planned = r.games;
  r.programs.push_back(p);
  return r;
}

ShardFile FileOf(int index, MatchResult r) {
  return ShardFile{"strength", Shard{index, 2}, "c0ffee", "3", {"strength"}, {std::move(r)}};
}

void ExpectSameGroups(const ProgramStats& got, const ProgramStats& want) {
  ASSERT_EQ(got.groups().size(), want.groups().size());
  for (const auto& [id, g] : want.groups()) {
    SCOPED_TRACE(id);
    const GroupScore& h = got.groups().at(id);
    EXPECT_EQ(h.score, g.score);
    EXPECT_EQ(h.games, g.games);
    EXPECT_EQ(h.wins, g.wins);
    EXPECT_EQ(h.self_draws, g.self_draws);
    EXPECT_EQ(h.deal_ins, g.deal_ins);
    EXPECT_TRUE(h.counts_known);
  }
}

// Each group's wins, self-draws and deal-ins are written and read back, and merged.
TEST(MjrefShardUnitTest, GroupCountsSurviveWriteReadAndMerge) {
  const MatchResult even = Partial({0, 2}), odd = Partial({1, 3});
  absl::StatusOr<ShardFile> read = ParseShardFile(ShardJson(FileOf(0, even)));
  ASSERT_TRUE(read.ok()) << read.status();
  ExpectSameGroups(read->results.at(0).programs.at(0), even.programs[0]);

  absl::StatusOr<ShardFile> other = ParseShardFile(ShardJson(FileOf(1, odd)));
  ASSERT_TRUE(other.ok()) << other.status();
  absl::StatusOr<std::vector<MatchResult>> merged = MergeShards({*read, *other});
  ASSERT_TRUE(merged.ok()) << merged.status();
  const ProgramStats& p = merged->at(0).programs.at(0);
  ExpectSameGroups(p, Partial({0, 1, 2, 3}).programs[0]);
  EXPECT_EQ(p.wins, 4 + 5 + 6 + 7);
  // The rate interval of the merged run is the one-machine run's.
  EXPECT_EQ(p.RateCi95(&GroupScore::wins),
            Partial({0, 1, 2, 3}).programs[0].RateCi95(&GroupScore::wins));
}

// Partial({ids}) with the luck of the cards scored by `model` in every game.
MatchResult LuckyPartial(std::initializer_list<int> ids, const std::string& model = "v1") {
  MatchResult r = Partial(ids);
  r.luck_model = model;
  ProgramStats& p = r.programs[0];
  ProgramStats lucky;
  lucky.name = p.name;
  for (const auto& [id, group] : p.groups()) {
    GroupScore g = group;
    g.luck_milli = 1234 * id - 5678;
    g.luck_games = g.games;
    testing::AddGroupWithTotals(lucky, id, g);
    lucky.luck_milli += g.luck_milli;
    lucky.luck_games += g.luck_games;
  }
  p = lucky;
  return r;
}

// Each group's luck and the totals are written and read back; merged shards give exactly the
// whole's figures, adjusted ones included.
TEST(MjrefShardUnitTest, LuckSurvivesWriteReadAndMerge) {
  const MatchResult even = LuckyPartial({0, 2}), odd = LuckyPartial({1, 3});
  absl::StatusOr<ShardFile> read = ParseShardFile(ShardJson(FileOf(0, even)));
  ASSERT_TRUE(read.ok()) << read.status();
  const MatchResult& back = read->results.at(0);
  EXPECT_EQ(back.luck_model, "v1");
  const ProgramStats& p = back.programs.at(0);
  EXPECT_EQ(p.luck_milli, 1234 * 2 - 2 * 5678);
  EXPECT_EQ(p.luck_games, 32);
  EXPECT_EQ(p.groups().at(2).luck_milli, 1234 * 2 - 5678);
  EXPECT_EQ(p.groups().at(2).luck_games, 16);
  ExpectSameGroups(p, even.programs[0]);
  EXPECT_EQ(ResultsJson(back), ResultsJson(even));

  absl::StatusOr<ShardFile> other = ParseShardFile(ShardJson(FileOf(1, odd)));
  ASSERT_TRUE(other.ok()) << other.status();
  absl::StatusOr<std::vector<ShardFile>> checked = CheckShards({*other, *read});
  ASSERT_TRUE(checked.ok()) << checked.status();
  absl::StatusOr<std::vector<MatchResult>> merged = MergeShards(*checked);
  ASSERT_TRUE(merged.ok()) << merged.status();
  const MatchResult whole = LuckyPartial({0, 1, 2, 3});
  EXPECT_EQ(merged->at(0).programs.at(0).luck_milli, whole.programs[0].luck_milli);
  EXPECT_EQ(ResultsJson(merged->at(0)), ResultsJson(whole));
  EXPECT_EQ(ResultsTable(merged->at(0)), ResultsTable(whole));
  EXPECT_THAT(ResultsJson(whole), ::testing::HasSubstr("\"luck_adjusted\""));

  // A run without luck writes none of it: its file reads as every older one does.
  const std::string plain = ShardJson(FileOf(0, Partial({0, 2})));
  EXPECT_FALSE(absl::StrContains(plain, "luck")) << plain;
}

TEST(MjrefShardUnitTest, ShardsOfOtherValueEstimatesAreRefused) {
  const auto error = [](const MatchResult& a, const MatchResult& b) {
    const absl::StatusOr<std::vector<ShardFile>> s = CheckShards({FileOf(0, a), FileOf(1, b)});
    return s.ok() ? std::string("ok") : std::string(s.status().message());
  };
  EXPECT_EQ(error(LuckyPartial({0}, "X"), LuckyPartial({1}, "Y")),
            "shard 1/2 was luck-scored by value estimate \"Y\", shard 0/2 by \"X\": play every "
            "shard with one build");
  EXPECT_EQ(error(LuckyPartial({0}, "X"), Partial({1})),
            "shard 1/2 was not luck-scored, shard 0/2 was luck-scored by value estimate \"X\": "
            "play every shard with one build");
  EXPECT_EQ(error(Partial({0}), LuckyPartial({1}, "Y")),
            "shard 1/2 was luck-scored by value estimate \"Y\", shard 0/2 was not: play every "
            "shard with one build");
  EXPECT_EQ(error(LuckyPartial({0}, "X"), LuckyPartial({1}, "X")), "ok");
  // MergeInto on its own refuses them too.
  MatchResult into = LuckyPartial({0}, "X");
  const absl::Status s = MergeInto(into, LuckyPartial({1}, "Y"));
  EXPECT_FALSE(s.ok());
  EXPECT_THAT(std::string(s.message()), ::testing::HasSubstr("\"Y\""));
  EXPECT_THAT(std::string(s.message()), ::testing::HasSubstr("\"X\""));
}

// A shard file of an mjref before the counts: groups [id, score, games] are read, their counts
// unknown, so the rates have no interval while the score keeps its own.
TEST(MjrefShardUnitTest, OldShardFilesWithoutGroupCountsAreRead) {
  const std::string old =
      R"({"mjref_shard":1,"kind":"strength","shard":0,"shards":1,"commit":"c0ffee","seed":"3",)"
      R"("command":["strength"],"results":[{"format":"one-vs-three","games":32,"planned":32,)"
      R"("seed":"3","stable_draws":false,"referee_errors":0,"programs":[{"name":"a",)"
      R"("program":0,"seat":-1,"counts":[32,2000,9,3,4,5,0,12,300],)"
      R"("groups":[[0,500,16],[1,1500,16]]}]}]})";
  absl::StatusOr<ShardFile> f = ParseShardFile(old);
  ASSERT_TRUE(f.ok()) << f.status();
  const ProgramStats& p = f->results.at(0).programs.at(0);
  EXPECT_EQ(p.wins, 9);
  ASSERT_EQ(p.groups().size(), 2u);
  EXPECT_EQ(p.groups().at(1).score, 1500);
  EXPECT_FALSE(p.groups().at(1).counts_known);
  EXPECT_FALSE(p.RateCi95(&GroupScore::wins).has_value());
  EXPECT_NE(p.Ci95().first, p.Ci95().second);  // the score's interval is still there
  EXPECT_FALSE(p.LuckKnown());                 // and no luck was scored
  EXPECT_EQ(f->results.at(0).luck_model, "");
  // Other lengths are refused, naming the group's form.
  std::string bad = old;
  bad.replace(bad.find("[1,1500,16]"), 11, "[1,1500,16,2]");
  EXPECT_THAT(std::string(ParseShardFile(bad).status().message()),
              ::testing::HasSubstr("a group is not [id, score, games, wins"));
}

}  // namespace
}  // namespace mj16::mjref
