// Results per program: Student's t, intervals over duplicate groups, paired differences, the
// text table, CSV and JSON (SPEC §8) and the cumulative curve.
#include "tools/mjref/results/stats.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <optional>

#include "tools/mjref/results/json_value.h"

namespace mj16::mjref {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

TEST(MjrefStatsTest, StudentT) {
  EXPECT_DOUBLE_EQ(StudentT975(1), 12.706);
  EXPECT_DOUBLE_EQ(StudentT975(7), 2.365);
  EXPECT_DOUBLE_EQ(StudentT975(30), 2.042);
  EXPECT_NEAR(StudentT975(31), 2.040, 0.001);
  EXPECT_NEAR(StudentT975(60), 2.000, 0.001);
  EXPECT_NEAR(StudentT975(120), 1.980, 0.001);
  EXPECT_NEAR(StudentT975(100000), 1.960, 0.001);
}

TEST(MjrefStatsTest, Interval) {
  EXPECT_EQ(Ci95({}, 5), std::make_pair(5.0, 5.0));
  EXPECT_EQ(Ci95({3}, 3), std::make_pair(3.0, 3.0));
  // {1, 2, 3}: sd 1, t(2) = 4.303, half-width 4.303 / sqrt(3) = 2.4844.
  const auto [lo, hi] = Ci95({1, 2, 3}, 2);
  EXPECT_NEAR(lo, 2 - 2.4844, 1e-4);
  EXPECT_NEAR(hi, 2 + 2.4844, 1e-4);
}

// Two programs over two duplicate groups of two games each: program 0 wins 1000 more per game
// than program 1 in both groups, whatever the deal's own luck.
GameRecord Game(int game, int group, std::array<int, 4> programs, std::array<int, 4> scores) {
  GameRecord r;
  r.game = game;
  r.group = group;
  r.programs = programs;
  r.scores = scores;
  return r;
}

MatchResult TwoGroups() {
  MatchResult r;
  r.format = "tournament";
  r.seed = 4;
  for (int p = 0; p < 4; ++p) {
    ProgramStats s;
    s.program = p;
    s.name = std::string(1, static_cast<char>('A' + p));
    r.programs.push_back(s);
  }
  r.AddGame(Game(0, 0, {0, 1, 2, 3}, {3000, 2000, -2500, -2500}));
  r.AddGame(Game(1, 0, {1, 0, 3, 2}, {2000, 3000, -2500, -2500}));
  r.AddGame(Game(2, 1, {0, 1, 2, 3}, {-1000, -2000, 1500, 1500}));
  r.AddGame(Game(3, 1, {1, 0, 3, 2}, {-2000, -1000, 1500, 1500}));
  r.planned = 4;
  return r;
}

TEST(MjrefStatsTest, GroupsAndPairs) {
  const MatchResult r = TwoGroups();
  const ProgramStats& a = r.programs[0];
  EXPECT_EQ(a.games, 4);
  EXPECT_EQ(a.score, 4000);
  EXPECT_EQ(a.groups().size(), 2u);
  EXPECT_DOUBLE_EQ(a.groups().at(0).Mean(), 3000);
  EXPECT_DOUBLE_EQ(a.groups().at(1).Mean(), -1000);
  // Group means 3000 and -1000: sd 2828.4, t(1) = 12.706, half-width 25412.
  EXPECT_NEAR(a.Ci95().second - a.Mean(), 12.706 * 2828.427 / std::sqrt(2.0), 0.1);
  const PairStats ab = Compare(r.programs[0], r.programs[1]);
  EXPECT_EQ(ab.groups, 2);
  EXPECT_DOUBLE_EQ(ab.mean, 1000);
  EXPECT_DOUBLE_EQ(ab.ci95.first, 1000);  // the same difference in both groups
  EXPECT_DOUBLE_EQ(ab.ci95.second, 1000);
  EXPECT_EQ(r.Pairs().size(), 6u);
}

WinRecord Win(int winner, int discarder) {
  WinRecord w;
  w.winner = winner;
  w.discarder = discarder;
  return w;
}

// Each game's wins feed the group of every seat the program sat in.
TEST(MjrefStatsTest, GroupsCountWinsSelfDrawsAndDealIns) {
  MatchResult r = TwoGroups();
  GameRecord self_draw = Game(4, 2, {0, 1, 2, 3}, {3000, -1000, -1000, -1000});
  self_draw.wins.push_back(Win(0, -1));
  GameRecord on_discard = Game(5, 2, {1, 0, 3, 2}, {-2000, 2000, 0, 0});
  on_discard.wins.push_back(Win(1, 0));
  r.AddGame(self_draw);
  r.AddGame(on_discard);
  const GroupScore& a = r.programs[0].groups().at(2);
  EXPECT_EQ(a.games, 2);
  EXPECT_EQ(a.wins, 2);
  EXPECT_EQ(a.self_draws, 1);
  EXPECT_EQ(a.deal_ins, 0);
  EXPECT_TRUE(a.counts_known);
  const GroupScore& b = r.programs[1].groups().at(2);
  EXPECT_EQ(b.wins, 0);
  EXPECT_EQ(b.deal_ins, 1);
  EXPECT_DOUBLE_EQ(b.Rate(&GroupScore::deal_ins), 0.5);
  EXPECT_EQ(r.programs[0].groups().at(0).wins, 0);  // scores alone are no win
}

// A program of three groups of ten games with the given wins, self-draws and deal-ins.
ProgramStats ThreeGroups(int program, std::array<int, 3> wins, std::array<int, 3> self_draws,
                         std::array<int, 3> deal_ins) {
  ProgramStats p;
  p.program = program;
  for (int i = 0; i < 3; ++i) {
    GroupScore g;
    g.games = 10;
    g.wins = wins[i];
    g.self_draws = self_draws[i];
    g.deal_ins = deal_ins[i];
    p.AddGroup(i, g);
  }
  return p;
}

TEST(MjrefStatsTest, RateIntervalsOverGroups) {
  // Win rates 0.2, 0.3, 0.4: centre 0.3, sd 0.1, t(2) = 4.303, half-width 4.303 * 0.1 / sqrt(3).
  const ProgramStats a = ThreeGroups(0, {2, 3, 4}, {1, 1, 1}, {2, 2, 2});
  const double half = 4.303 * 0.1 / std::sqrt(3.0);
  const auto win = a.RateCi95(&GroupScore::wins);
  ASSERT_TRUE(win.has_value());
  EXPECT_NEAR(win->first, 0.3 - half, 1e-9);
  EXPECT_NEAR(win->second, 0.3 + half, 1e-9);
  // The same rate in every group: no spread.
  const auto self_draw = a.RateCi95(&GroupScore::self_draws);
  EXPECT_NEAR(self_draw->first, 0.1, 1e-12);
  EXPECT_NEAR(self_draw->second, 0.1, 1e-12);

  // b − a: wins +0.1 in every group; self-draws +0, +0.1, +0.2; deal-ins −0.1 everywhere.
  const ProgramStats b = ThreeGroups(1, {3, 4, 5}, {1, 2, 3}, {1, 1, 1});
  const std::optional<PairStats> wins = CompareRates(b, a, &GroupScore::wins);
  ASSERT_TRUE(wins.has_value());
  EXPECT_EQ(wins->a, 1);
  EXPECT_EQ(wins->b, 0);
  EXPECT_EQ(wins->groups, 3);
  EXPECT_NEAR(wins->mean, 0.1, 1e-12);
  EXPECT_NEAR(wins->ci95.first, 0.1, 1e-12);
  EXPECT_NEAR(wins->ci95.second, 0.1, 1e-12);
  const std::optional<PairStats> self = CompareRates(b, a, &GroupScore::self_draws);
  EXPECT_NEAR(self->mean, 0.1, 1e-12);
  EXPECT_NEAR(self->ci95.first, 0.1 - half, 1e-9);
  EXPECT_NEAR(self->ci95.second, 0.1 + half, 1e-9);
  EXPECT_NEAR(CompareRates(b, a, &GroupScore::deal_ins)->mean, -0.1, 1e-12);
}

// Groups from a shard file written before the counts: their rates have no interval, the score
// keeps its own.
TEST(MjrefStatsTest, UnknownCountsGiveNoRateInterval) {
  ProgramStats a = ThreeGroups(0, {2, 3, 4}, {1, 1, 1}, {2, 2, 2});
  const ProgramStats b = a;
  GroupScore old;
  old.score = 500;
  old.games = 10;
  old.counts_known = false;
  a.AddGroup(3, old);
  EXPECT_FALSE(a.GroupCountsKnown());
  EXPECT_TRUE(b.GroupCountsKnown());
  EXPECT_FALSE(a.RateCi95(&GroupScore::wins).has_value());
  EXPECT_FALSE(CompareRates(a, b, &GroupScore::wins).has_value());
  EXPECT_FALSE(CompareRates(b, a, &GroupScore::deal_ins).has_value());
  EXPECT_EQ(Compare(a, b).groups, 3);
}

TEST(MjrefStatsTest, Outputs) {
  const MatchResult r = TwoGroups();
  const std::string table = ResultsTable(r);
  EXPECT_THAT(table, StartsWith("4 games, seed 4\n"));
  EXPECT_THAT(table, HasSubstr("A - B: 1000.0 [1000.0, 1000.0] over 2 groups"));

  absl::StatusOr<JsonValue> j = ParseJson(ResultsJson(r));
  ASSERT_TRUE(j.ok()) << j.status();
  EXPECT_EQ(j->IntOr("games", 0), 4);
  const JsonValue& a = j->Find("programs")->items[0];
  for (const char* key : {"name", "games", "score", "mean", "ci95", "wins", "self_draws",
                          "deal_ins", "draws", "faults", "mean_tai", "mean_win_turn"}) {
    EXPECT_NE(a.Find(key), nullptr) << key;
  }
  EXPECT_EQ(a.Find("seat"), nullptr);  // no fixed seat in a tournament
  EXPECT_EQ(a.Find("ci95")->items.size(), 2u);
  const JsonValue& pair = j->Find("pairs")->items[0];
  EXPECT_EQ(pair.StringOr("a", ""), "A");
  EXPECT_EQ(pair.StringOr("b", ""), "B");
  EXPECT_DOUBLE_EQ(pair.Find("mean_diff")->number, 1000);

  const std::string csv = ResultsCsv(r);
  EXPECT_THAT(csv, StartsWith("program,seat,games,score,mean,ci95_lo,ci95_hi,"));
  EXPECT_THAT(csv, HasSubstr("\nA,,4,4000,1000.000,"));
  EXPECT_EQ(CsvField("a,\"b\""), "\"a,\"\"b\"\"\"");

  EXPECT_EQ(CumulativeHeader(r), "game,A,B,C,D\n");
  EXPECT_EQ(CumulativeRow(r), "4,1000.00,0.00,-500.00,-500.00\n");
}

TEST(MjrefStatsTest, InterruptedIsShown) {
  MatchResult r = TwoGroups();
  r.planned = 192;
  EXPECT_TRUE(r.Interrupted());
  EXPECT_THAT(ResultsTable(r), HasSubstr("interrupted: 4 of 192 games played"));
  EXPECT_THAT(ResultsJson(r), HasSubstr("\"interrupted\":true"));
}

}  // namespace
}  // namespace mj16::mjref
