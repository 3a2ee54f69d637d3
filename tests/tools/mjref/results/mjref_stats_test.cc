// Results per program: Student's t, intervals over duplicate groups, paired differences, the
// text table, CSV and JSON (SPEC §8) and the cumulative curve.
#include "tools/mjref/results/stats.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "tools/common/json_value.h"

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

game::WinRecord Win(int winner, int discarder) {
  game::WinRecord w;
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

// TwoGroups with the luck of the cards scored. Per group, in points: A had +1000 in group 0
// (+250.5 and +749.5) and -2000 in group 1; B +2000 in group 0 and -2000 in group 1; C and D
// none. So A's adjusted group means are (6000 - 1000) / 2 = 2500 and (-2000 + 2000) / 2 = 0, B's
// (4000 - 2000) / 2 = 1000 and (-4000 + 2000) / 2 = -1000.
MatchResult TwoLuckyGroups() {
  MatchResult r;
  r.format = "tournament";
  r.seed = 4;
  r.luck_model = "test-v1";
  for (int p = 0; p < 4; ++p) {
    ProgramStats s;
    s.program = p;
    s.name = std::string(1, static_cast<char>('A' + p));
    r.programs.push_back(s);
  }
  const std::array<std::array<long long, 4>, 4> luck = {{{250500, 0, 0, 0},
                                                         {2000000, 749500, 0, 0},
                                                         {-500000, -1000000, 0, 0},
                                                         {-1000000, -1500000, 0, 0}}};
  GameRecord games[] = {Game(0, 0, {0, 1, 2, 3}, {3000, 2000, -2500, -2500}),
                        Game(1, 0, {1, 0, 3, 2}, {2000, 3000, -2500, -2500}),
                        Game(2, 1, {0, 1, 2, 3}, {-1000, -2000, 1500, 1500}),
                        Game(3, 1, {1, 0, 3, 2}, {-2000, -1000, 1500, 1500})};
  for (int i = 0; i < 4; ++i) {
    games[i].luck_milli = luck[i];
    r.AddGame(games[i]);
  }
  r.planned = 4;
  return r;
}

TEST(MjrefStatsTest, LuckAdjustedMeansAndIntervals) {
  const MatchResult r = TwoLuckyGroups();
  const ProgramStats& a = r.programs[0];
  EXPECT_EQ(a.luck_milli, -1000000);
  EXPECT_EQ(a.luck_games, 4);
  EXPECT_EQ(a.groups().at(0).luck_milli, 1000000);
  EXPECT_EQ(a.groups().at(0).luck_games, 2);
  EXPECT_DOUBLE_EQ(a.groups().at(0).AdjustedMean(), 2500);
  EXPECT_DOUBLE_EQ(a.groups().at(1).AdjustedMean(), 0);
  ASSERT_TRUE(a.LuckKnown());
  EXPECT_DOUBLE_EQ(*a.AdjustedMean(), 1250);  // (4000 + 1000) / 4
  EXPECT_DOUBLE_EQ(*a.MeanLuck(), -250);
  // Group means 2500 and 0: sd 1767.77, half-width 12.706 · 1767.77 / √2 = 12.706 · 1250.
  const auto ci = a.AdjustedCi95();
  ASSERT_TRUE(ci.has_value());
  EXPECT_NEAR(ci->first, 1250 - 12.706 * 1250, 1e-6);
  EXPECT_NEAR(ci->second, 1250 + 12.706 * 1250, 1e-6);
  // The raw figures are untouched.
  EXPECT_DOUBLE_EQ(a.Mean(), 1000);
  EXPECT_EQ(a.Ci95(), TwoGroups().programs[0].Ci95());
  // Without luck, adjusted is raw.
  EXPECT_DOUBLE_EQ(*r.programs[2].AdjustedMean(), r.programs[2].Mean());

  // A - B: raw 1000 in both groups; adjusted 2500 - 1000 = 1500 and 0 + 1000 = 1000: mean 1250,
  // sd 353.55, half-width 12.706 · 353.55 / √2 = 12.706 · 250.
  const PairStats ab = Compare(r.programs[0], r.programs[1]);
  EXPECT_DOUBLE_EQ(ab.mean, 1000);
  ASSERT_TRUE(ab.adjusted.has_value());
  EXPECT_DOUBLE_EQ(ab.adjusted->mean, 1250);
  EXPECT_NEAR(ab.adjusted->ci95.first, 1250 - 12.706 * 250, 1e-6);
  EXPECT_NEAR(ab.adjusted->ci95.second, 1250 + 12.706 * 250, 1e-6);
  // Rates have no adjusted twin.
  EXPECT_FALSE(CompareRates(r.programs[0], r.programs[1], &GroupScore::wins)->adjusted);

  // Merging adds the luck up.
  ProgramStats whole = a, part;
  part.program = 0;
  GameRecord later = Game(4, 2, {0, 1, 2, 3}, {500, -500, 0, 0});
  later.luck_milli = std::array<long long, 4>{-1500, 0, 0, 0};
  part.AddGame(later);
  ASSERT_TRUE(whole.Merge(part));
  EXPECT_EQ(whole.luck_milli, -1001500);
  EXPECT_EQ(whole.luck_games, 5);
  EXPECT_DOUBLE_EQ(*whole.AdjustedMean(), (4500 + 1001.5) / 5);
}

// A game without luck in a group: that program's adjusted figures are unknown, not mixed.
TEST(MjrefStatsTest, LuckIsUnknownWhenAGameWasNotScored) {
  MatchResult r = TwoLuckyGroups();
  r.AddGame(Game(4, 1, {0, 1, 2, 3}, {100, -100, 0, 0}));
  for (const ProgramStats& p : r.programs) {
    EXPECT_FALSE(p.LuckKnown()) << p.name;
    EXPECT_FALSE(p.AdjustedMean().has_value());
    EXPECT_FALSE(p.AdjustedCi95().has_value());
  }
  EXPECT_FALSE(Compare(r.programs[0], r.programs[1]).adjusted.has_value());
  EXPECT_FALSE(SomeLuckKnown(r));
  const std::string table = ResultsTable(r);
  EXPECT_THAT(table, ::testing::Not(HasSubstr("luck")));
  const std::string json = ResultsJson(r);
  EXPECT_THAT(json, ::testing::Not(HasSubstr("luck_adjusted")));
  EXPECT_THAT(json, HasSubstr("\"luck_model\":\"test-v1\""));  // the run was scored
  EXPECT_THAT(ResultsCsv(r), HasSubstr("\nA,,5,4100,820.000,"));
  EXPECT_THAT(ResultsCsv(r), HasSubstr(",0,,,\n"));
  // No game scored at all: nothing of the luck anywhere, as before.
  EXPECT_FALSE(TwoGroups().programs[0].LuckKnown());
  EXPECT_EQ(ResultsJson(TwoGroups()).find("luck"), std::string::npos);
  EXPECT_EQ(ResultsTable(TwoGroups()).find("luck"), std::string::npos);
}

// The names of an object's members, in order.
std::vector<std::string> Keys(const JsonValue& v) {
  std::vector<std::string> keys;
  for (const auto& [key, value] : v.members) keys.push_back(key);
  return keys;
}

TEST(MjrefStatsTest, LuckAdjustedOutputsFollowTheRawOnes) {
  const MatchResult r = TwoLuckyGroups();
  const std::string table = ResultsTable(r);
  // The raw lines are those of the run without luck, first; the adjusted ones follow, marked.
  EXPECT_THAT(table, StartsWith(ResultsTable(TwoGroups())));
  EXPECT_THAT(table.substr(ResultsTable(TwoGroups()).size()),
              ::testing::Eq("luck-adjusted (value estimate test-v1):\n"
                            "  A: 1250.0 [-14632.5, 17132.5] (luck -250.0 a game, variance ÷ 2.6)\n"
                            "  B: 0.0 [-12706.0, 12706.0] (luck +0.0 a game, variance ÷ 4.0)\n"
                            "  C: -500.0 [-25912.0, 24912.0] (luck +0.0 a game, variance ÷ 1.0)\n"
                            "  D: -500.0 [-25912.0, 24912.0] (luck +0.0 a game, variance ÷ 1.0)\n"
                            "  A - B: 1250.0 [-1926.5, 4426.5] over 2 groups\n"
                            "  A - C: 1750.0 [-39544.5, 43044.5] over 2 groups, variance ÷ 1.5\n"
                            "  A - D: 1750.0 [-39544.5, 43044.5] over 2 groups, variance ÷ 1.5\n"
                            "  B - C: 500.0 [-37618.0, 38618.0] over 2 groups, variance ÷ 1.8\n"
                            "  B - D: 500.0 [-37618.0, 38618.0] over 2 groups, variance ÷ 1.8\n"
                            "  C - D: 0.0 [0.0, 0.0] over 2 groups\n"));

  absl::StatusOr<JsonValue> j = ParseJson(ResultsJson(r));
  ASSERT_TRUE(j.ok()) << j.status();
  absl::StatusOr<JsonValue> raw = ParseJson(ResultsJson(TwoGroups()));
  ASSERT_TRUE(raw.ok()) << raw.status();
  std::vector<std::string> keys = Keys(*raw);
  keys.push_back("luck_model");
  EXPECT_EQ(Keys(*j), keys);
  EXPECT_EQ(j->StringOr("luck_model", ""), "test-v1");
  const JsonValue& a = j->Find("programs")->items[0];
  keys = Keys(raw->Find("programs")->items[0]);
  keys.push_back("luck_adjusted");
  EXPECT_EQ(Keys(a), keys);
  const JsonValue* adjusted = a.Find("luck_adjusted");
  EXPECT_EQ(Keys(*adjusted), (std::vector<std::string>{"mean", "ci95", "luck", "variance_ratio"}));
  EXPECT_DOUBLE_EQ(adjusted->Find("mean")->number, 1250);
  EXPECT_NEAR(adjusted->Find("ci95")->items.at(0).number, 1250 - 12.706 * 1250, 1e-6);
  EXPECT_NEAR(adjusted->Find("ci95")->items.at(1).number, 1250 + 12.706 * 1250, 1e-6);
  EXPECT_DOUBLE_EQ(adjusted->Find("luck")->number, -250);
  // (raw width / adjusted width)²: the raw interval is A's Ci95() over the same two groups.
  const auto [raw_lo, raw_hi] = r.programs[0].Ci95();
  EXPECT_NEAR(adjusted->Find("variance_ratio")->number,
              std::pow((raw_hi - raw_lo) / (2 * 12.706 * 1250), 2), 1e-9);
  EXPECT_DOUBLE_EQ(a.Find("mean")->number, 1000);  // raw, as before
  const JsonValue& pair = j->Find("pairs")->items[0];
  keys = Keys(raw->Find("pairs")->items[0]);
  keys.push_back("luck_adjusted");
  EXPECT_EQ(Keys(pair), keys);
  EXPECT_DOUBLE_EQ(pair.Find("mean_diff")->number, 1000);
  EXPECT_DOUBLE_EQ(pair.Find("luck_adjusted")->Find("mean_diff")->number, 1250);
  EXPECT_NEAR(pair.Find("luck_adjusted")->Find("ci95")->items.at(0).number, 1250 - 12.706 * 250,
              1e-6);

  const std::string csv = ResultsCsv(r);
  EXPECT_THAT(csv, StartsWith("program,seat,games,score,mean,ci95_lo,ci95_hi,wins,self_draws,"
                              "deal_ins,draws,mean_tai,mean_win_turn,faults,adj_mean,adj_ci95_lo,"
                              "adj_ci95_hi\n"));
  EXPECT_THAT(csv, HasSubstr("\nA,,4,4000,1000.000,"));
  EXPECT_THAT(csv, HasSubstr(",0,1250.000,-14632.500,17132.500\n"));
  // Every raw field is where it was: the run without luck's rows, then three more.
  const std::string raw_csv = ResultsCsv(TwoGroups());
  EXPECT_THAT(raw_csv, HasSubstr("\nA,,4,4000,1000.000,"));
  EXPECT_THAT(raw_csv, HasSubstr(",0,,,\n"));
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
