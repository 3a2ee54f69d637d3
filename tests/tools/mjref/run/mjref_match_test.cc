// Matches: game seeds, dealers and winds, the running totals, and the property test over
// thousands of games of four builtin:random players (no fault, a win or a draw, zero-sum scores,
// the 136 cards conserved, every player's own view of its hand equal to the truth).
#include "tools/mjref/run/match.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <atomic>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "core/rng.h"
#include "tests/support/fake_chance_scorer.h"
#include "tools/players/builtin_random.h"

namespace mj16::mjref {

using game::CheckConservation;
using game::GameState;
namespace {

using ::testing::HasSubstr;

const std::array<std::string, 4> kNames = {"a", "b", "c", "d"};

TEST(MjrefMatchTest, GamesRotateTheDealerAndWinds) {
  MatchConfig config;
  config.seed = 77;
  const GameConfig g0 = MatchGame(config, 0, kNames);
  for (int i = 0; i < 20; ++i) {
    const GameConfig g = MatchGame(config, i, kNames);
    EXPECT_EQ(g.dealer, (g0.dealer + i) % 4);
    EXPECT_EQ(g.game_wind, static_cast<Wind>(i % 4));
    EXPECT_EQ(g.round_wind, static_cast<Wind>(i / 4 % 4));
    EXPECT_EQ(g.seed, DeriveSeed(DeriveSeed(77, kGameStreams), i));
  }
  EXPECT_NE(MatchGame(config, 0, kNames).seed, MatchGame(config, 1, kNames).seed);
}

// Plays `games` games of builtin:random and checks every invariant on each.
void PlayRandomGames(int games, std::uint64_t seed, const RuleSet& rules, int* wins_seen,
                     bool stable_draws = false) {
  MatchConfig config;
  config.seed = seed;
  config.rules = rules;
  config.stable_draws = stable_draws;
  for (int game = 0; game < games; ++game) {
    std::array<std::unique_ptr<RandomPlayer>, 4> owned;
    std::array<Player*, 4> players{};
    for (int s = 0; s < 4; ++s) {
      owned[s] = std::make_unique<RandomPlayer>(DeriveSeed(seed + 1000 + s, game));
      players[s] = owned[s].get();
    }
    Referee referee(MatchGame(config, game, kNames), players);
    const GameRecord r = referee.Run();
    const GameState& s = referee.state();
    SCOPED_TRACE(absl::StrCat("game ", game, "\n", RecordText(r)));
    ASSERT_TRUE(r.faults.empty());
    ASSERT_TRUE(r.errors.empty());
    ASSERT_TRUE(CheckConservation(s).ok()) << CheckConservation(s);
    ASSERT_LE(r.draws, 55);
    if (r.Drawn()) {
      ASSERT_EQ(r.draws, 55);
      ASSERT_EQ(s.wall.Remaining(), 16);
      ASSERT_EQ(r.scores, (std::array<int, 4>{0, 0, 0, 0}));
    } else {
      ++*wins_seen;
      ASSERT_TRUE(rules.multiple_winners || r.wins.size() == 1u);
      for (const game::WinRecord& w : r.wins) ASSERT_GT(w.tai, 0);
    }
    ASSERT_EQ(r.scores[0] + r.scores[1] + r.scores[2] + r.scores[3], 0);
    for (int seat = 0; seat < 4; ++seat) {
      bool won = false;
      for (const game::WinRecord& w : r.wins) won |= w.winner == seat;
      if (won) continue;  // the winning card is the truth's, not yet the player's
      ASSERT_EQ(owned[seat]->hand().concealed, s.seats[seat].hand.concealed) << "seat " << seat;
      ASSERT_EQ(owned[seat]->hand().melds.size(), s.seats[seat].hand.melds.size());
    }
    // Every question got exactly one answer, from the seat asked.
    for (size_t i = 0; i < r.transcript.size(); ++i) {
      const TranscriptLine& t = r.transcript[i];
      if (!t.from_player && absl::StartsWith(t.text, "/ask ")) {
        ASSERT_LT(i + 1, r.transcript.size());
        ASSERT_TRUE(r.transcript[i + 1].from_player);
        ASSERT_EQ(r.transcript[i + 1].seats, t.seats);
      }
    }
    ASSERT_TRUE(absl::StartsWith(r.transcript.back().text, "/exit "));
  }
}

TEST(MjrefMatchTest, TwoThousandRandomGamesKeepEveryInvariant) {
  int wins = 0;
  PlayRandomGames(2000, 2024, RuleSet{}, &wins);
  EXPECT_GT(wins, 0);
}

TEST(MjrefMatchTest, RandomGamesWithMultipleWinnersAndNoRobbing) {
  RuleSet rules;
  rules.multiple_winners = true;
  rules.robbing_kong = false;
  int wins = 0;
  PlayRandomGames(500, 7, rules, &wins);
  EXPECT_GT(wins, 0);
}

TEST(MjrefMatchTest, RandomGamesWithStableDraws) {
  int wins = 0;
  PlayRandomGames(500, 99, RuleSet{}, &wins, /*stable_draws=*/true);
  EXPECT_GT(wins, 0);
}

// The same records whatever the number of tables.
TEST(MjrefMatchTest, ParallelTablesGiveTheSameRecordsInOrder) {
  RandomPlayerFactory random("builtin:random", std::nullopt);
  MatchConfig config;
  config.games = 200;
  config.seed = 8;
  std::vector<PlayerFactory*> programs = {&random, &random, &random, &random};
  auto play = [&](int jobs) {
    std::vector<std::string> lines;
    std::atomic<int> finished{0};
    PlayOptions options;
    options.jobs = jobs;
    options.on_finished = [&](const GameRecord&) { ++finished; };
    options.on_record = [&](const GameRecord& r, const MatchResult& so_far) {
      EXPECT_EQ(r.game, so_far.games - 1);
      // Everything but the answer times, which no seed fixes.
      GameRecord timeless = r;
      for (TranscriptLine& line : timeless.transcript) line.micros = -1;
      lines.push_back(RecordJson(timeless));
    };
    const MatchResult result = PlayMatch(config, programs, options);
    EXPECT_EQ(finished.load(), 200);
    EXPECT_EQ(result.games, 200);
    EXPECT_FALSE(result.Interrupted());
    return lines;
  };
  const std::vector<std::string> one = play(1);
  EXPECT_EQ(play(3), one);
}

TEST(MjrefMatchTest, AStopRequestKeepsTheGamesFinished) {
  RandomPlayerFactory random("builtin:random", std::nullopt);
  MatchConfig config;
  config.games = 1000;
  std::vector<PlayerFactory*> programs = {&random, &random, &random, &random};
  for (int jobs : {1, 2}) {
    StopFlag stop;
    PlayOptions options;
    options.jobs = jobs;
    options.stop = &stop;
    int delivered = 0;
    options.on_record = [&](const GameRecord& r, const MatchResult&) {
      EXPECT_EQ(r.game, delivered++);
      if (delivered == 10) stop.RequestStop();
    };
    const MatchResult result = PlayMatch(config, programs, options);
    EXPECT_GE(result.games, 10);
    EXPECT_LT(result.games, 1000);
    EXPECT_EQ(result.games, delivered);
    EXPECT_TRUE(result.Interrupted());
    EXPECT_EQ(result.planned, 1000);
  }
}

TEST(MjrefMatchTest, TournamentFollowsProgramsAcrossSeatings) {
  RandomPlayerFactory a("a", std::nullopt), b("b", std::nullopt), c("c", std::nullopt),
      d("d", std::nullopt);
  TournamentConfig config;
  config.seed = 3;
  const MatchResult result = PlayTournament(config, {&a, &b, &c, &d}, PlayOptions{});
  EXPECT_EQ(result.games, 192);
  EXPECT_EQ(result.format, "tournament");
  long long total = 0;
  for (const ProgramStats& p : result.programs) {
    EXPECT_EQ(p.games, 192);
    EXPECT_EQ(p.seat, -1);
    EXPECT_EQ(p.groups().size(), 8u);
    total += p.score;
  }
  EXPECT_EQ(total, 0);
  EXPECT_EQ(result.Pairs().size(), 6u);
  EXPECT_THAT(ResultsTable(result), HasSubstr("paired differences"));
}

// The luck of the cards: a scorer in PlayOptions reaches every game's record and the results,
// whose luck-adjusted figures are the scores minus it; it changes no play.
TEST(MjrefMatchTest, ALuckScorerReachesTheRecordsAndTheResults) {
  RandomPlayerFactory random("builtin:random", std::nullopt);
  const std::vector<PlayerFactory*> programs = {&random, &random, &random, &random};
  MatchConfig config;
  config.games = 40;
  config.seed = 12;
  PlayOptions options;
  options.jobs = 2;
  options.luck = testing::FakeLuck();
  std::vector<GameRecord> records;
  options.on_record = [&](const GameRecord& r, const MatchResult&) { records.push_back(r); };
  const MatchResult result = PlayMatch(config, programs, options);
  EXPECT_EQ(result.luck_model, "fake-v1");
  ASSERT_EQ(records.size(), 40u);
  std::array<double, 4> adjusted{};
  for (const GameRecord& r : records) {
    ASSERT_TRUE(r.luck_milli.has_value());
    EXPECT_EQ(*r.luck_milli, testing::FakeLuckMilli(r.draws));
    for (int s = 0; s < 4; ++s) {
      EXPECT_DOUBLE_EQ(r.AdjustedScore(s), r.scores[s] - (*r.luck_milli)[s] / 1000.0);
      adjusted[s] += r.AdjustedScore(s);
    }
  }
  for (int s = 0; s < 4; ++s) {
    const ProgramStats& p = result.programs[s];  // seat s all match long
    ASSERT_TRUE(p.LuckKnown()) << s;
    EXPECT_EQ(p.luck_games, 40);
    EXPECT_NEAR(*p.AdjustedMean(), adjusted[s] / 40, 1e-9);
  }
  EXPECT_LT(*result.programs[0].AdjustedMean(), result.programs[0].Mean());  // seat 1's luck
  EXPECT_THAT(ResultsTable(result), HasSubstr("luck-adjusted (value estimate fake-v1):\n"));
  EXPECT_THAT(ResultsJson(result), HasSubstr("\"luck_model\":\"fake-v1\""));

  // Without a scorer the same games, and nothing of the luck.
  const MatchResult plain = PlayMatch(config, programs, PlayOptions{});
  EXPECT_EQ(plain.luck_model, "");
  for (int s = 0; s < 4; ++s) {
    EXPECT_EQ(plain.programs[s].score, result.programs[s].score);
    EXPECT_FALSE(plain.programs[s].LuckKnown());
  }
  EXPECT_EQ(ResultsJson(plain).find("luck"), std::string::npos);
}

// A luck-scored tournament in shards, each written to a shard file and read back, merges into
// exactly what the whole run gives: the same table and the same JSON, adjusted figures included.
TEST(MjrefMatchTest, LuckScoredShardsMergeIntoTheWholeRun) {
  RandomPlayerFactory a("a", std::nullopt), b("b", std::nullopt), c("c", std::nullopt),
      d("d", std::nullopt);
  const std::vector<PlayerFactory*> programs = {&a, &b, &c, &d};
  TournamentConfig config;
  config.seed = 6;
  PlayOptions options;
  options.jobs = 2;
  options.luck = testing::FakeLuck();
  const MatchResult whole = PlayTournament(config, programs, options);
  std::vector<ShardFile> files;
  for (int i = 0; i < 3; ++i) {
    options.shard = Shard{i, 3};
    const ShardFile file{"tournament", options.shard,  "c0ffee",
                         "6",          {"tournament"}, {PlayTournament(config, programs, options)}};
    absl::StatusOr<ShardFile> read = ParseShardFile(ShardJson(file));
    ASSERT_TRUE(read.ok()) << read.status();
    files.push_back(*std::move(read));
  }
  absl::StatusOr<std::vector<ShardFile>> checked = CheckShards(files);
  ASSERT_TRUE(checked.ok()) << checked.status();
  absl::StatusOr<std::vector<MatchResult>> merged = MergeShards(*checked);
  ASSERT_TRUE(merged.ok()) << merged.status();
  EXPECT_EQ(ResultsTable(merged->front()), ResultsTable(whole));
  EXPECT_EQ(ResultsJson(merged->front()), ResultsJson(whole));
  EXPECT_THAT(ResultsJson(whole), HasSubstr("\"luck_adjusted\":{\"mean_diff\":"));
}

TEST(MjrefMatchTest, RepeatedNamesAreToldApart) {
  RandomPlayerFactory random("builtin:random", std::nullopt), other("x", std::nullopt);
  EXPECT_THAT(
      DisplayNames({&random, &other, &random, &random}),
      ::testing::ElementsAre("builtin:random", "x", "builtin:random #2", "builtin:random #3"));
}

TEST(MjrefMatchTest, TotalsAddUp) {
  RandomPlayerFactory random("builtin:random", std::nullopt);
  MatchConfig config;
  config.games = 300;
  config.seed = 5;
  int games_seen = 0, wins = 0, self_draws = 0, drawn = 0;
  const MatchResult result =
      RunMatch(config, {&random, &random, &random, &random}, [&](const GameRecord& r) {
        ++games_seen;
        wins += static_cast<int>(r.wins.size());
        for (const game::WinRecord& w : r.wins) {
          self_draws += w.discarder < 0;
        }
        drawn += r.Drawn();
      });
  EXPECT_EQ(games_seen, 300);
  long long score = 0;
  int program_wins = 0, program_self = 0, deal_ins = 0;
  for (const ProgramStats& p : result.programs) {
    EXPECT_EQ(p.games, 300);
    EXPECT_EQ(p.draws, drawn);
    EXPECT_EQ(p.faults, 0);
    EXPECT_DOUBLE_EQ(p.Mean(), static_cast<double>(p.score) / 300);
    const auto [lo, hi] = p.Ci95();
    EXPECT_LE(lo, p.Mean());
    EXPECT_GE(hi, p.Mean());
    score += p.score;
    program_wins += p.wins;
    program_self += p.self_draws;
    deal_ins += p.deal_ins;
  }
  EXPECT_EQ(score, 0);
  EXPECT_EQ(program_wins, wins);
  EXPECT_EQ(program_self, self_draws);
  EXPECT_EQ(deal_ins, wins - self_draws);

  // The same seed plays the same match.
  const MatchResult again = RunMatch(config, {&random, &random, &random, &random});
  for (int s = 0; s < 4; ++s) EXPECT_EQ(again.programs[s].score, result.programs[s].score);
}

TEST(MjrefMatchTest, StatsOfKnownScores) {
  ProgramStats p;
  p.program = 1;
  GameRecord r;
  int game = 0;
  for (int v : {1000, -1000, 3000, 1000}) {
    r.game = game++;  // each game its own duplicate group
    r.scores = {0, v, -v, 0};
    r.wins = {game::WinRecord{1, 2, 110, false, 1, {}, 5}};
    p.AddGame(r);
  }
  EXPECT_EQ(p.score, 4000);
  EXPECT_DOUBLE_EQ(p.Mean(), 1000);
  // Sample sd of {1000, -1000, 3000, 1000} is 1632.99; t(0.975, 3) = 3.182; 3.182 × 1632.99 / 2
  // = 2598.09.
  EXPECT_NEAR(p.Ci95().first, 1000 - 2598.09, 0.01);
  EXPECT_NEAR(p.Ci95().second, 1000 + 2598.09, 0.01);
  EXPECT_EQ(p.wins, 4);
  EXPECT_EQ(p.deal_ins, 0);
  EXPECT_DOUBLE_EQ(p.MeanTai(), 1);
  EXPECT_DOUBLE_EQ(p.MeanWinTurn(), 5);
}

TEST(MjrefMatchTest, ProgramsAreFollowedAcrossSeats) {
  ProgramStats p;
  p.program = 2;
  GameRecord r;
  r.programs = {2, 0, 1, 3};  // program 2 in seat 0
  r.scores = {1500, -1500, 0, 0};
  r.wins = {game::WinRecord{0, 1, 110, false, 1, {}, 3}};
  r.faults = {Fault{0, "/ask throw", "", "timeout: no answer in time", 12}};
  p.AddGame(r);
  EXPECT_EQ(p.games, 1);
  EXPECT_EQ(p.score, 1500);
  EXPECT_EQ(p.wins, 1);
  EXPECT_EQ(p.faults, 1);
}

TEST(MjrefMatchTest, ResultsTableAndJson) {
  RandomPlayerFactory random("builtin:random", std::nullopt);
  MatchConfig config;
  config.games = 3;
  const MatchResult result = RunMatch(config, {&random, &random, &random, &random});
  EXPECT_THAT(ResultsTable(result), HasSubstr("3 games, seed 1"));
  const std::string json = ResultsJson(result);
  EXPECT_THAT(json, HasSubstr("{\"games\":3,"));
  for (const char* field :
       {"\"name\":\"builtin:random\"", "\"games\":3", "\"score\":", "\"mean\":", "\"ci95\":[",
        "\"wins\":", "\"self_draws\":", "\"deal_ins\":", "\"draws\":", "\"faults\":0"}) {
    EXPECT_THAT(json, HasSubstr(field));
  }
}

}  // namespace
}  // namespace mj16::mjref
