// mjref strength: arguments, sweep points, the one-vs-three schedule, short runs of both formats
// and of a sweep, and the builtin:mjdx3 / config=PATH players it is meant to measure.
#include "tools/mjref/cli/strength.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "core/rng.h"
#include "tests/support/fake_chance_scorer.h"
#include "tests/support/group_fixtures.h"
#include "tests/support/run_program.h"
#include "tools/common/json_value.h"
#include "tools/mjref/bots/bots.h"
#include "tools/mjref/cli/commands.h"
#include "tools/players/builtin_random.h"
#include "tools/players/builtins.h"
#include "tools/players/mjbot_player.h"

namespace mj16::mjref {
namespace {

using ::testing::HasSubstr;

std::vector<std::string> Words(std::initializer_list<std::string> w) { return w; }

TEST(MjrefStrengthTest, ParsesTheTournamentForm) {
  absl::StatusOr<StrengthArgs> a = ParseStrengthArgs(
      Words({"strength", "--challenger", "builtin:mjbot", "--opponent", "builtin:efficiency",
             "--opponent=builtin:dishu", "--opponent", "builtin:random", "--sets", "3", "-j2",
             "--seed=9", "--sweep", "shanten_first=false,true", "--json", "x.json"}));
  ASSERT_TRUE(a.ok()) << a.status();
  EXPECT_EQ(a->challenger, "builtin:mjbot");
  EXPECT_EQ(a->opponents.size(), 3u);
  EXPECT_EQ(a->sets, 3);
  EXPECT_EQ(a->jobs, 2);
  EXPECT_EQ(a->seed, 9u);
  ASSERT_EQ(a->sweep.size(), 1u);
  EXPECT_EQ(a->sweep[0].key, "shanten_first");
  EXPECT_THAT(a->sweep[0].values, ::testing::ElementsAre("false", "true"));
  EXPECT_FALSE(a->one_vs_three);
  EXPECT_FALSE(a->no_luck);
}

TEST(MjrefStrengthTest, ParsesNoLuck) {
  absl::StatusOr<StrengthArgs> a =
      ParseStrengthArgs(Words({"strength", "--one-vs-three", "--challenger", "builtin:mjbot",
                               "--opponent", "builtin:random", "--no-luck"}));
  ASSERT_TRUE(a.ok()) << a.status();
  EXPECT_TRUE(a->no_luck);
  EXPECT_TRUE(a->one_vs_three);
  EXPECT_FALSE(a->stable_draws);
  EXPECT_EQ(a->command.back(), "--no-luck");  // part of the run, for its shards
  EXPECT_EQ(RunLuck(true), nullptr);
  EXPECT_FALSE(ParseStrengthArgs(Words({"strength", "--one-vs-three", "--challenger", "builtin:x",
                                        "--opponent", "builtin:y", "--no-luck=1"}))
                   .ok());
}

TEST(MjrefStrengthTest, RejectsBadArguments) {
  auto error = [](std::initializer_list<std::string> w) {
    absl::StatusOr<StrengthArgs> a = ParseStrengthArgs(w);
    return a.ok() ? std::string("ok") : std::string(a.status().message());
  };
  EXPECT_THAT(error({"strength", "--opponent", "builtin:random"}), HasSubstr("--challenger"));
  EXPECT_THAT(error({"strength", "--challenger", "builtin:mjbot", "--opponent", "builtin:random"}),
              HasSubstr("three are needed"));
  EXPECT_THAT(error({"strength", "--one-vs-three", "--challenger", "builtin:mjbot", "--opponent",
                     "a", "--opponent", "b"}),
              HasSubstr("one baseline"));
  EXPECT_THAT(error({"strength", "--one-vs-three", "--challenger", "./mjbot", "--opponent",
                     "builtin:random", "--sweep", "a=1,2"}),
              HasSubstr("is a bot process"));
  EXPECT_THAT(error({"strength", "--one-vs-three", "--challenger", "builtin:mjbot", "--opponent",
                     "builtin:random", "--sweep", "a=1", "--sweep", "b=1", "--sweep", "c=1"}),
              HasSubstr("at most two keys"));
  EXPECT_THAT(error({"strength", "--one-vs-three", "--challenger", "builtin:mjbot", "--opponent",
                     "builtin:random", "--sweep", "a=1", "--sweep", "a=2"}),
              HasSubstr("twice"));
  EXPECT_THAT(error({"strength", "--sweep", "novalues"}), HasSubstr("key=v1,v2"));
  EXPECT_THAT(error({"strength", "--sweep", "a=1,,2"}), HasSubstr("empty value"));
  EXPECT_THAT(error({"strength", "--sets", "0"}), HasSubstr("--sets"));
  EXPECT_THAT(error({"strength", "--bot", "x"}), HasSubstr("unknown option '--bot'"));
  EXPECT_THAT(error({"strength", "--one-vs-three", "--challenger", "builtin:mjbot", "--opponent",
                     "builtin:random", "--sprt", "0,20", "--sweep", "a=1,2,3"}),
              HasSubstr("two points at most"));
  EXPECT_THAT(error({"strength", "--one-vs-three", "--challenger", "builtin:mjbot", "--opponent",
                     "builtin:random", "--sprt", "20,0"}),
              HasSubstr("H0 must be below H1"));
}

TEST(MjrefStrengthTest, SweepPointsAreTheProductFirstKeySlowest) {
  EXPECT_EQ(SweepPoints({}).size(), 1u);
  const std::vector<SweepPoint> p = SweepPoints({{"a", {"1", "2"}}, {"b", {"x", "y", "z"}}});
  ASSERT_EQ(p.size(), 6u);
  EXPECT_EQ(PointLabel(p[0]), "a=1,b=x");
  EXPECT_EQ(PointLabel(p[2]), "a=1,b=z");
  EXPECT_EQ(PointLabel(p[3]), "a=2,b=x");
}

// --point names each point whole, in the order given (the first is the baseline).
TEST(MjrefStrengthTest, PointsAreNamedOneByOne) {
  absl::StatusOr<StrengthArgs> a = ParseStrengthArgs(
      Words({"strength", "--one-vs-three", "--challenger", "builtin:mjbot", "--opponent",
             "builtin:efficiency", "--point", "a=8", "--point=a=1,b=2"}));
  ASSERT_TRUE(a.ok()) << a.status();
  const std::vector<SweepPoint> p = PointsOf(*a);
  ASSERT_EQ(p.size(), 2u);
  EXPECT_EQ(PointLabel(p[0]), "a=8");
  EXPECT_EQ(PointLabel(p[1]), "a=1,b=2");
  EXPECT_EQ(*WithSettings(a->challenger, p[1]), "builtin:mjbot:a=1,b=2");
  auto error = [](std::initializer_list<std::string> point) {
    std::vector<std::string> w = {"strength",  "--one-vs-three", "--challenger",
                                  "builtin:x", "--opponent",     "builtin:y"};
    w.insert(w.end(), point);
    absl::StatusOr<StrengthArgs> r = ParseStrengthArgs(w);
    return r.ok() ? std::string("ok") : std::string(r.status().message());
  };
  EXPECT_THAT(error({"--point", "a=1", "--sweep", "b=1,2"}), HasSubstr("one or the other"));
  EXPECT_THAT(error({"--point", "a=1,a=2"}), HasSubstr("twice"));
  EXPECT_THAT(error({"--point", "a=1,b"}), HasSubstr("'b' in 'a=1,b' is not key=value"));
  EXPECT_THAT(error({"--point", "a="}), HasSubstr("not key=value"));
}

TEST(MjrefStrengthTest, SweepSettingsAreAppendedToTheBuiltin) {
  EXPECT_EQ(*WithSettings("builtin:mjbot", {{"a", "1"}}), "builtin:mjbot:a=1");
  EXPECT_EQ(*WithSettings("builtin:mjbot:b=2", {{"a", "1"}, {"c", "3"}}),
            "builtin:mjbot:b=2,a=1,c=3");
  EXPECT_EQ(*WithSettings("builtin:mjbot", {}), "builtin:mjbot");
  EXPECT_FALSE(WithSettings("build/bot/mjbot --config x", {{"a", "1"}}).ok());
}

// Each wall is dealt with the dealer on every seat, and each deal is played with the challenger
// on every seat: 16 games, the challenger once in each, on the tournament's wall seeds.
TEST(MjrefStrengthTest, OneVsThreeVisitsEverySeatOfEveryDeal) {
  TournamentConfig config;
  config.sets = 2;
  config.seed = 77;
  const std::vector<GameConfig> plan = OneVsThreePlan(config, {"C", "B"});
  ASSERT_EQ(plan.size(), 2u * kGamesPerSet);
  std::map<int, std::set<std::pair<int, int>>> deals_by_wall;  // wall → {(dealer, seat)}
  for (const GameConfig& g : plan) {
    int challenger_seat = -1, copies = 0;
    for (int s = 0; s < 4; ++s) {
      if (g.programs[s] == 0) {
        challenger_seat = s;
        EXPECT_EQ(g.names[s], "C");
      } else {
        ++copies;
        EXPECT_EQ(g.programs[s], 1);
        EXPECT_EQ(g.names[s], "B");
      }
    }
    EXPECT_EQ(copies, 3);
    EXPECT_TRUE(deals_by_wall[g.group].emplace(g.dealer, challenger_seat).second);
    EXPECT_EQ(g.seed, TournamentGame(config,
                                     g.group / kWallsPerDealGroup * kGamesPerSeating * kSeatings +
                                         g.group % kWallsPerDealGroup * 4,
                                     {"a", "b", "c", "d"})
                          .seed);
  }
  EXPECT_EQ(deals_by_wall.size(), 2u * kOneVsThreeWallsPerSet);
  for (const auto& [wall, deals] : deals_by_wall) EXPECT_EQ(deals.size(), 16u);
}

class StrengthRunTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    // As mjref's main() does.
    RegisterBuiltin("random", MakeRandomProgram);
    for (const auto& [name, make] : players::PlayerMakers()) RegisterBuiltin(name, make);
  }
};

// `challenger` against three copies of `baseline`, `sets` sets on `jobs` tables.
StrengthArgs OneVsThree(const std::string& challenger, const std::string& baseline, int sets,
                        int jobs) {
  StrengthArgs args;
  args.challenger = challenger;
  args.opponents = {baseline};
  args.one_vs_three = true;
  args.sets = sets;
  args.jobs = jobs;
  return args;
}

TEST_F(StrengthRunTest, TournamentOfRandomPlayers) {
  StrengthArgs args;
  args.challenger = "builtin:random:seed=1";
  args.opponents = {"builtin:random:seed=2", "builtin:random:seed=3", "builtin:random:seed=4"};
  args.sets = 1;
  args.jobs = 2;
  std::ostringstream out, err;
  ASSERT_EQ(RunStrengthCommand(args, RunLuck(args.no_luck), nullptr, out, err), 0) << err.str();
  EXPECT_THAT(out.str(), HasSubstr("192 games"));
  EXPECT_THAT(out.str(), HasSubstr("builtin:random:seed=1 - builtin:random:seed=4"));
  EXPECT_THAT(out.str(), HasSubstr("deal-in"));
}

// A sweep of a random player's seed in one-vs-three: both points play the same deals, the JSON
// has one point each with the paired differences and the best.
TEST_F(StrengthRunTest, OneVsThreeSweepWritesJsonAndCsv) {
  const std::string json_path = mj16::testing::UniqueTempDir() + "strength.json";
  const std::string csv_path = mj16::testing::UniqueTempDir() + "strength.csv";
  StrengthArgs args = OneVsThree("builtin:random", "builtin:random:seed=5", 1, 1);
  args.sweep = {{"seed", {"1", "2"}}};
  args.json_path = json_path;
  args.csv_path = csv_path;
  std::ostringstream out, err;
  ASSERT_EQ(RunStrengthCommand(args, RunLuck(args.no_luck), nullptr, out, err), 0) << err.str();
  EXPECT_THAT(out.str(), HasSubstr("== seed=2"));
  EXPECT_THAT(out.str(), HasSubstr("best: seed="));

  std::ifstream in(json_path);
  std::stringstream text;
  text << in.rdbuf();
  absl::StatusOr<JsonValue> json = ParseJson(text.str());
  ASSERT_TRUE(json.ok()) << json.status();
  EXPECT_EQ(json->StringOr("format", ""), "one-vs-three");
  const JsonValue* points = json->Find("points");
  ASSERT_NE(points, nullptr);
  ASSERT_EQ(points->items.size(), 2u);
  for (const JsonValue& p : points->items) {
    EXPECT_EQ(p.IntOr("games", 0), 192);
    const std::vector<JsonValue>& programs = p.Find("programs")->items;
    ASSERT_EQ(programs.size(), 2u);
    EXPECT_EQ(programs[0].IntOr("games", 0), 192);
    EXPECT_EQ(programs[1].IntOr("games", 0), 3 * 192);  // three copies a game
    // Zero-sum: the baseline's three copies pay what the challenger wins.
    EXPECT_EQ(programs[0].IntOr("score", 1), -programs[1].IntOr("score", 1));
    EXPECT_EQ(p.Find("pairs")->items.at(0).IntOr("groups", 0), kOneVsThreeWallsPerSet);
  }
  EXPECT_EQ(points->items[0].Find("vs_first")->Find("mean_diff")->number, 0);
  std::ifstream csv(csv_path);
  std::string header, line;
  std::getline(csv, header);
  EXPECT_THAT(header, HasSubstr("win_rate"));
  int rows = 0;
  while (std::getline(csv, line)) ++rows;
  EXPECT_EQ(rows, 4);  // two points × two programs
}

// --sprt plays set by set and stops at the set where the test decides: the greedy player against
// three random ones is decided within the first set of three.
TEST_F(StrengthRunTest, SprtStopsAtTheSetWhereItDecides) {
  const std::string json_path = mj16::testing::UniqueTempDir() + "sprt.json";
  StrengthArgs args = OneVsThree("builtin:efficiency", "builtin:random", 3, 2);
  args.sprt = SprtTest{0, 50};
  args.json_path = json_path;
  std::ostringstream out, err;
  ASSERT_EQ(RunStrengthCommand(args, RunLuck(args.no_luck), nullptr, out, err), 0) << err.str();
  EXPECT_THAT(out.str(), HasSubstr("H1 accepted after"));
  EXPECT_THAT(err.str(), HasSubstr("H1 accepted after"));  // the progress note
  absl::StatusOr<JsonValue> json = ParseJson(mj16::testing::ReadTestFile(json_path));
  ASSERT_TRUE(json.ok()) << json.status();
  EXPECT_EQ(json->Find("points")->items.at(0).IntOr("games", 0), 192);
  const JsonValue* sprt = json->Find("sprt");
  ASSERT_NE(sprt, nullptr);
  EXPECT_EQ(sprt->StringOr("result", ""), "H1");
  EXPECT_EQ(sprt->IntOr("groups", 0), kSprtMinGroups);
  EXPECT_EQ(sprt->IntOr("games", 0), 16 * kSprtMinGroups);
}

// --first-set K plays the seed's set K: two sets are the first set and --first-set 1 together.
TEST_F(StrengthRunTest, FirstSetPlaysTheSeedsLaterDeals) {
  const auto challenger_score = [](int first_set, int sets) {
    StrengthArgs args = OneVsThree("builtin:efficiency", "builtin:random", sets, 2);
    args.first_set = first_set;
    std::ostringstream err;
    absl::StatusOr<StrengthRun> run = PlayStrength(args, nullptr, nullptr, false, err);
    EXPECT_TRUE(run.ok()) << run.status();
    const ProgramStats& p = run->report.points.at(0).result.programs.at(0);
    EXPECT_EQ(p.games, 192 * sets);
    EXPECT_EQ(p.groups().begin()->first, first_set * kOneVsThreeWallsPerSet);
    return p.score;
  };
  EXPECT_EQ(challenger_score(0, 1) + challenger_score(1, 1), challenger_score(0, 2));
}

// With two points the test is of the second minus the first, both played set by set on the same
// deals; each group's games count for both sides.
TEST_F(StrengthRunTest, SprtOfTwoPointsTestsTheSecondAgainstTheFirst) {
  StrengthArgs args = OneVsThree("builtin:random", "builtin:random:seed=5", 1, 1);
  args.sweep = {{"seed", {"1", "2"}}};
  args.sprt = SprtTest{-2000, 2000};
  const std::string json_path = mj16::testing::UniqueTempDir() + "sprt2.json";
  args.json_path = json_path;
  std::ostringstream out, err;
  ASSERT_EQ(RunStrengthCommand(args, RunLuck(args.no_luck), nullptr, out, err), 0) << err.str();
  EXPECT_THAT(out.str(), HasSubstr("SPRT H0 -2000 / H1 2000"));
  absl::StatusOr<JsonValue> json = ParseJson(mj16::testing::ReadTestFile(json_path));
  ASSERT_TRUE(json.ok()) << json.status();
  const JsonValue* sprt = json->Find("sprt");
  ASSERT_NE(sprt, nullptr);
  EXPECT_EQ(sprt->IntOr("games", 0), 2 * 16 * sprt->IntOr("groups", 0));
  // The mean is the paired difference of the two points' challengers.
  const std::vector<JsonValue>& points = json->Find("points")->items;
  ASSERT_EQ(points.size(), 2u);
  if (sprt->IntOr("groups", 0) == kOneVsThreeWallsPerSet) {
    EXPECT_NEAR(sprt->Find("mean")->number,
                points[1].Find("vs_first")->Find("luck_adjusted")->Find("mean_diff")->number, 1e-3);
  }
}

// With a luck scorer, every mean and paired difference of a sweep has its luck-adjusted twin, in
// the text under its own heading, in the JSON inside each program, pair and vs_first, and in the
// CSV's last columns.
TEST_F(StrengthRunTest, ALuckScorerAddsLuckAdjustedFiguresEverywhere) {
  const std::string json_path = mj16::testing::UniqueTempDir() + "lucky.json";
  const std::string csv_path = mj16::testing::UniqueTempDir() + "lucky.csv";
  StrengthArgs args = OneVsThree("builtin:random", "builtin:random:seed=5", 1, 2);
  args.sweep = {{"seed", {"1", "2"}}};
  args.json_path = json_path;
  args.csv_path = csv_path;
  std::ostringstream out, err;
  ASSERT_EQ(RunStrengthCommand(args, mj16::testing::FakeLuck(), nullptr, out, err), 0) << err.str();
  EXPECT_THAT(out.str(), HasSubstr("\nluck-adjusted (value estimate fake-v1):\n  builtin:random"));
  EXPECT_THAT(out.str(), HasSubstr("\nsweep, luck-adjusted (value estimate fake-v1):\npoint"));
  EXPECT_THAT(out.str(), HasSubstr("\nbest luck-adjusted: seed="));

  std::ifstream in(json_path);
  std::stringstream text;
  text << in.rdbuf();
  absl::StatusOr<JsonValue> json = ParseJson(text.str());
  ASSERT_TRUE(json.ok()) << json.status();
  EXPECT_EQ(json->StringOr("luck_model", ""), "fake-v1");
  EXPECT_NE(json->Find("best_luck_adjusted"), nullptr);
  const JsonValue* points = json->Find("points");
  ASSERT_NE(points, nullptr);
  ASSERT_EQ(points->items.size(), 2u);
  for (const JsonValue& p : points->items) {
    const JsonValue& challenger = p.Find("programs")->items.at(0);
    const JsonValue* adjusted = challenger.Find("luck_adjusted");
    ASSERT_NE(adjusted, nullptr);
    // The adjusted mean is the raw one less the mean luck per game.
    EXPECT_NEAR(adjusted->Find("mean")->number,
                challenger.Find("mean")->number - adjusted->Find("luck")->number, 1e-9);
    EXPECT_EQ(adjusted->Find("ci95")->items.size(), 2u);
    const JsonValue* pair = p.Find("pairs")->items.at(0).Find("luck_adjusted");
    ASSERT_NE(pair, nullptr);
    EXPECT_EQ(pair->Find("ci95")->items.size(), 2u);
    const JsonValue* vs_first = p.Find("vs_first")->Find("luck_adjusted");
    ASSERT_NE(vs_first, nullptr);
    EXPECT_NE(vs_first->Find("mean_diff"), nullptr);
    EXPECT_EQ(vs_first->Find("ci95")->items.size(), 2u);
  }
  // The first point against itself: no difference, adjusted or not.
  EXPECT_EQ(points->items[0].Find("vs_first")->Find("luck_adjusted")->Find("mean_diff")->number, 0);

  std::ifstream csv(csv_path);
  std::string header, line;
  std::getline(csv, header);
  EXPECT_THAT(header,
              ::testing::EndsWith(
                  ",diff_hi,adj_mean,adj_ci95_lo,adj_ci95_hi,adj_diff,adj_diff_lo,adj_diff_hi"));
  std::getline(csv, line);  // the challenger: no difference with itself
  EXPECT_THAT(line, ::testing::EndsWith(",,,"));
  EXPECT_THAT(line, ::testing::Not(::testing::EndsWith(",,,,,,")));
  std::getline(csv, line);  // the baseline: every adjusted field
  EXPECT_THAT(line, ::testing::Not(HasSubstr(",,")));
}

TEST_F(StrengthRunTest, BadSweepValueFailsBeforePlaying) {
  StrengthArgs args;
  args.challenger = "builtin:mjbot";
  args.opponents = {"builtin:random"};
  args.one_vs_three = true;
  args.sweep = {{"shanten_first", {"true", "maybe"}}};
  std::ostringstream out, err;
  EXPECT_EQ(RunStrengthCommand(args, RunLuck(args.no_luck), nullptr, out, err), 2);
  EXPECT_THAT(err.str(), HasSubstr("shanten_first"));
  EXPECT_EQ(out.str(), "");
}

// A program of three duplicate groups of `games` games each, with these counts per group.
ProgramStats ThreeGroups(int program, const std::string& name, int games, std::array<int, 3> wins,
                         std::array<int, 3> self_draws, std::array<int, 3> deal_ins) {
  ProgramStats p;
  p.program = program;
  p.name = name;
  for (int i = 0; i < 3; ++i) {
    GroupScore g;
    g.score = 100 * (i + 1) * (program == 0 ? 1 : -1);
    g.games = games;
    g.wins = wins[i];
    g.self_draws = self_draws[i];
    g.deal_ins = deal_ins[i];
    testing::AddGroupWithTotals(p, i, g);
  }
  return p;
}

// Two sweep points on the same three deals: the challenger wins 10 points more at k=b in every
// deal, self-draws 0, 10 and 20 points more, deals in 10 points less.
StrengthReport TwoPoints() {
  StrengthReport report;
  report.args.challenger = "builtin:x";
  report.args.opponents = {"builtin:y"};
  report.args.one_vs_three = true;
  report.args.sets = 1;
  report.args.sweep = {{"k", {"a", "b"}}};
  const ProgramStats opponent = ThreeGroups(1, "builtin:y", 30, {5, 5, 5}, {1, 1, 1}, {2, 3, 4});
  for (const std::string value : {"a", "b"}) {
    StrengthPoint point{{{"k", value}}, "builtin:x:k=" + value, MatchResult{}};
    point.result.games = point.result.planned = 30;
    point.result.programs.push_back(
        value == "a" ? ThreeGroups(0, point.challenger, 10, {2, 3, 4}, {1, 1, 1}, {2, 2, 2})
                     : ThreeGroups(0, point.challenger, 10, {3, 4, 5}, {1, 2, 3}, {1, 1, 1}));
    point.result.programs.push_back(opponent);
    report.points.push_back(std::move(point));
  }
  return report;
}

// Rates 0.2, 0.3, 0.4 over three deals: sd 0.1, t(2) = 4.303, half-width 4.303 · 0.1 / √3.
constexpr double kHalf = 0.248434;

TEST(StrengthOutputTest, TableShowsRateIntervalsAndPairedRateDifferences) {
  const std::string table = StrengthTable(TwoPoints());
  // k=a: win 0.2/0.3/0.4; the same self-draw and deal-in rate in every deal.
  EXPECT_THAT(table, HasSubstr("[-4.8, 44.8]  30.0% ±24.8   10.0% ±0.0   20.0% ±0.0   0.0% "));
  // k=b: win 0.3/0.4/0.5, self-draw 0.1/0.2/0.3.
  EXPECT_THAT(table, HasSubstr("[-4.8, 44.8]  40.0% ±24.8  20.0% ±24.8   10.0% ±0.0   0.0% "));
  EXPECT_THAT(table, HasSubstr("\nk=a          "));  // the sweep summary has a row each
  EXPECT_THAT(table,
              HasSubstr("rates against the first point (k=a), paired by deal (percentage points):\n"
                        "point                         win            self-draw              "
                        "deal-in\n"
                        "k=b            +10.0 [10.0, 10.0]  +10.0 [-14.8, 34.8] "
                        "-10.0 [-10.0, -10.0]\n"));
  EXPECT_THAT(table, ::testing::Not(HasSubstr("±?")));
}

TEST(StrengthOutputTest, JsonHasRateIntervalsAndRatesAgainstTheFirstPoint) {
  absl::StatusOr<JsonValue> json = ParseJson(StrengthJson(TwoPoints()));
  ASSERT_TRUE(json.ok()) << json.status();
  const std::vector<JsonValue>& points = json->Find("points")->items;
  ASSERT_EQ(points.size(), 2u);
  const JsonValue& a = points[0].Find("programs")->items.at(0);
  EXPECT_NEAR(a.Find("win_rate")->number, 0.3, 1e-6);  // kept
  const JsonValue* win = a.Find("win_rate_ci95");
  ASSERT_NE(win, nullptr);
  ASSERT_EQ(win->items.size(), 2u);
  EXPECT_NEAR(win->items[0].number, 0.3 - kHalf, 1e-5);
  EXPECT_NEAR(win->items[1].number, 0.3 + kHalf, 1e-5);
  EXPECT_NEAR(a.Find("self_draw_rate_ci95")->items[1].number, 0.1, 1e-6);
  EXPECT_NEAR(a.Find("deal_in_rate_ci95")->items[0].number, 0.2, 1e-6);

  const JsonValue* rates = points[1].Find("vs_first_rates");
  ASSERT_NE(rates, nullptr);
  const JsonValue* self = rates->Find("self_draw_rate");
  ASSERT_NE(self, nullptr);
  EXPECT_EQ(self->IntOr("groups", 0), 3);
  EXPECT_NEAR(self->Find("mean_diff")->number, 0.1, 1e-6);
  EXPECT_NEAR(self->Find("ci95")->items[0].number, 0.1 - kHalf, 1e-5);
  EXPECT_NEAR(self->Find("ci95")->items[1].number, 0.1 + kHalf, 1e-5);
  EXPECT_NEAR(rates->Find("win_rate")->Find("mean_diff")->number, 0.1, 1e-6);
  EXPECT_NEAR(rates->Find("deal_in_rate")->Find("mean_diff")->number, -0.1, 1e-6);
  EXPECT_NEAR(points[0].Find("vs_first_rates")->Find("win_rate")->Find("mean_diff")->number, 0,
              1e-12);
  EXPECT_NE(points[1].Find("vs_first"), nullptr);  // the score's, kept
}

// Merged from shard files of an older mjref (groups without counts): the rates are shown, their
// intervals are "?" in the text and null in the JSON.
// The SPRT of two points reads the second's challenger minus the first's, group by group (here the
// same scores: 0 in each of three groups, too few to decide); with the second not started,
// nothing.
TEST(StrengthOutputTest, SprtOfTwoPointsReadsTheSecondMinusTheFirst) {
  StrengthReport report = TwoPoints();
  report.args.two_points = true;
  report.args.sprt = SprtTest{0, 20};
  const PairedSample sample = PairedSampleOf(report);
  ASSERT_EQ(sample.groups.size(), 3u);
  EXPECT_EQ(sample.Mean(), 0);
  EXPECT_EQ(sample.Games(), 60);  // 10 games a group, both sides
  EXPECT_EQ(sample.sides, 2);
  EXPECT_THAT(StrengthTable(report), HasSubstr("undecided after 60 games (3 groups)"));
  report.points.pop_back();
  EXPECT_TRUE(PairedSampleOf(report).groups.empty());
  EXPECT_THAT(StrengthTable(report), HasSubstr("undecided after 0 games (0 groups)"));
}

TEST(StrengthOutputTest, UnknownGroupCountsAreShownAsUnknown) {
  StrengthReport report = TwoPoints();
  GroupScore old;
  old.games = 10;
  old.counts_known = false;
  report.points[1].result.programs[0].AddGroup(3, old);
  const std::string table = StrengthTable(report);
  EXPECT_THAT(table, HasSubstr("30.0% ±24.8"));  // the first point's are known
  EXPECT_THAT(table, HasSubstr("40.0% ±?"));
  EXPECT_THAT(table, HasSubstr("k=b                             ?                    ?"));
  EXPECT_THAT(table, HasSubstr("shard files of an older mjref"));
  absl::StatusOr<JsonValue> json = ParseJson(StrengthJson(report));
  ASSERT_TRUE(json.ok()) << json.status();
  const JsonValue& b = json->Find("points")->items.at(1);
  EXPECT_EQ(b.Find("programs")->items.at(0).Find("win_rate_ci95")->type, JsonValue::Type::kNull);
  EXPECT_EQ(b.Find("vs_first_rates")->Find("deal_in_rate")->type, JsonValue::Type::kNull);
}

TEST(MjbotPresetTest, Mjdx3IsMjbotOverThePreset) {
  EXPECT_THAT(std::string(players::Mjdx3PresetText()), HasSubstr("shanten_first"));
  EXPECT_TRUE(players::MakePlayerFactory("mjdx3").ok());
  EXPECT_TRUE(players::MakePlayerFactory("mjdx3:shanten_first=true").ok());
  EXPECT_FALSE(players::MakePlayerFactory("mjdx3:nonsense=1").ok());
}

TEST(MjbotPresetTest, ConfigKeyReadsAFileAndLaterKeysWin) {
  const std::string path = mj16::testing::UniqueTempDir() + "preset.conf";
  {
    std::ofstream f(path);
    f << "# a preset\nshanten_first = true\nchow_discard_weight = 0.5\n";
  }
  absl::StatusOr<bot::Settings> s = players::MjbotSettings(
      {{"claim_chow", "false"}, {"config", path}, {"chow_discard_weight", "2"}});
  ASSERT_TRUE(s.ok()) << s.status();
  EXPECT_TRUE(s->offence.shanten_first);
  EXPECT_FALSE(s->claims.claim_chow);  // the file does not name it: kept
  EXPECT_EQ(s->offence.chow_discard_weight, 2.0);

  absl::StatusOr<bot::Settings> missing = players::MjbotSettings({{"config", "/nonexistent.conf"}});
  ASSERT_FALSE(missing.ok());
  EXPECT_THAT(std::string(missing.status().message()), HasSubstr("/nonexistent.conf"));

  {
    std::ofstream f(path);
    f << "shanten_first = perhaps\n";
  }
  absl::StatusOr<bot::Settings> bad = players::MjbotSettings({{"config", path}});
  ASSERT_FALSE(bad.ok());
  EXPECT_THAT(std::string(bad.status().message()), HasSubstr(":1:"));
  std::remove(path.c_str());
}

}  // namespace
}  // namespace mj16::mjref
