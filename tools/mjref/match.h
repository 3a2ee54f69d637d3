// Plain matches: N games with the same four programs in the same seats (SPEC §8 `mjref match`),
// and the running totals per program. The competition format (§6) comes with tournaments.
#ifndef MJ16_TOOLS_MJREF_MATCH_H_
#define MJ16_TOOLS_MJREF_MATCH_H_

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>

#include "core/rules.h"
#include "tools/mjref/player.h"
#include "tools/mjref/record.h"
#include "tools/mjref/referee.h"

namespace mj16::mjref {

struct MatchConfig {
  int games = 16;
  std::uint64_t seed = 1;
  RuleSet rules;
};

// The totals of the program in one seat.
struct ProgramStats {
  std::string name;
  int seat = 0;  // 0..3
  int games = 0;
  long long score = 0;
  int wins = 0;        // every win
  int self_draws = 0;  // the wins that were self-drawn
  int deal_ins = 0;    // discards (or robbed kongs) another won on
  int draws = 0;       // games without a winner
  int faults = 0;

  void AddGame(const GameRecord& record);
  double Mean() const { return mean_; }
  // Mean ± 1.96 standard errors of the per-game scores (normal approximation; one game gives
  // an empty interval at the mean).
  std::pair<double, double> Ci95() const;

 private:
  double mean_ = 0;  // Welford's running mean and sum of squared deviations
  double m2_ = 0;
};

struct MatchResult {
  int games = 0;
  std::uint64_t seed = 0;
  std::array<ProgramStats, 4> programs;
  int referee_errors = 0;  // games where the referee itself failed (a bug)
};

// Game i of a match: its wall seed (rng.h streams), its dealer (the first one random from the
// seed, then rotating: no continuation), and its winds (game wind i % 4, round wind i / 4 % 4).
GameConfig MatchGame(const MatchConfig& config, int game, const std::array<std::string, 4>& names);

// Runs the match; `on_game` sees every record as it is made (a log writer, a test).
MatchResult RunMatch(const MatchConfig& config, const std::array<PlayerFactory*, 4>& programs,
                     const std::function<void(const GameRecord&)>& on_game = nullptr);

// The results as a table for people and as SPEC §8 JSON.
std::string ResultsTable(const MatchResult& result);
std::string ResultsJson(const MatchResult& result);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_MATCH_H_
