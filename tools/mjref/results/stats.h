// Results per program over a match or a tournament (SPEC §6, §8; seed 000 fig. 3-17): totals,
// the mean score per game with a 95% confidence interval computed over duplicate groups, and
// paired differences between programs (of the win, self-draw and deal-in rates too); as a text
// table, CSV and JSON.
//
// A duplicate group is the set of games played on one deal (GameRecord::Group()): in a
// tournament the 24 games of one wall (four rotations × six seatings), in a plain match each game
// alone. Each program's mean per group is one observation; the interval is
// mean ± t(0.975, G-1) · sd(group means) / √G, so the luck of a deal that every program played
// in every role cancels instead of widening the interval.
#ifndef MJ16_TOOLS_MJREF_RESULTS_STATS_H_
#define MJ16_TOOLS_MJREF_RESULTS_STATS_H_

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tools/common/json.h"
#include "tools/mjref/engine/record.h"

namespace mj16::mjref {

// Student's t quantile for a two-sided 95% interval: exact to 3 decimals for df ≤ 30, a
// Cornish-Fisher expansion above (2.042 at 30, 1.960 in the limit).
double StudentT975(int df);

// mean ± t · s/√n of `values` around `center`; an empty interval at `center` below two values.
std::pair<double, double> Ci95(const std::vector<double>& values, double center);

// One program's sums over one duplicate group.
struct GroupScore {
  long long score = 0;
  int games = 0;
  int wins = 0;
  int self_draws = 0;
  int deal_ins = 0;
  // False for a group read from a shard file written before groups kept wins, self-draws and
  // deal-ins: its counts are not zero but unknown, so no rate interval can include it.
  bool counts_known = true;

  double Mean() const { return games > 0 ? static_cast<double>(score) / games : 0.0; }
  // The share of games with `count` (e.g. &GroupScore::wins), 0 to 1.
  double Rate(int GroupScore::*count) const {
    return games > 0 ? static_cast<double>(this->*count) / games : 0.0;
  }
};

// Which outcome a rate counts: &GroupScore::wins, &GroupScore::self_draws or
// &GroupScore::deal_ins.
using GroupCount = int GroupScore::*;

// The totals of one program (one --bot).
struct ProgramStats {
  std::string name;
  int program = 0;  // the --bot index
  int seat = -1;    // 0..3 when it always sat there (a plain match); -1 otherwise
  int games = 0;
  long long score = 0;
  int wins = 0;        // every win
  int self_draws = 0;  // the wins that were self-drawn
  int deal_ins = 0;    // discards (or robbed kongs) another won on
  int draws = 0;       // games without a winner
  int faults = 0;
  long long tai = 0;        // over its wins
  long long win_turns = 0;  // over its wins (WinRecord::turn)

  // Adds the game for the seat(s) where this program sat (GameRecord::programs).
  void AddGame(const GameRecord& record);
  double Mean() const { return games > 0 ? static_cast<double>(score) / games : 0.0; }
  std::pair<double, double> Ci95() const;  // over duplicate groups
  // Whether every group has its outcome counts (GroupScore::counts_known).
  bool GroupCountsKnown() const;
  // The rate of `count` per game (0 to 1) with its 95% interval over duplicate groups, as Ci95()
  // for the score; nullopt when a group's counts are unknown (an old shard file).
  std::optional<std::pair<double, double>> RateCi95(GroupCount count) const;
  double MeanTai() const { return wins > 0 ? static_cast<double>(tai) / wins : 0.0; }
  double MeanWinTurn() const { return wins > 0 ? static_cast<double>(win_turns) / wins : 0.0; }
  const std::map<int, GroupScore>& groups() const { return groups_; }
  // Shards (shard.h): a group's sums read back; false when the group is there already.
  bool AddGroup(int id, const GroupScore& g) { return groups_.emplace(id, g).second; }
  // Another shard's totals of this program; false (nothing added) when a group is in both.
  bool Merge(const ProgramStats& other);

 private:
  std::map<int, GroupScore> groups_;
};

// Program a minus program b, per game, paired by duplicate group (the groups both played).
struct PairStats {
  int a = 0;
  int b = 0;
  int groups = 0;
  double mean = 0;
  std::pair<double, double> ci95;
};
PairStats Compare(const ProgramStats& a, const ProgramStats& b);
// The same for the rate of `count` (a share of games, 0 to 1): a's rate minus b's, paired by
// duplicate group; nullopt when a group of either has unknown counts (an old shard file).
std::optional<PairStats> CompareRates(const ProgramStats& a, const ProgramStats& b,
                                      GroupCount count);

struct MatchResult {
  std::string format = "match";  // or "tournament"
  int games = 0;                 // played
  int planned = 0;               // asked for (more than `games` when interrupted)
  std::uint64_t seed = 0;
  bool stable_draws = false;
  std::vector<ProgramStats> programs;
  int referee_errors = 0;  // games where the referee itself failed (a bug)

  void AddGame(const GameRecord& record);
  bool Interrupted() const { return games < planned; }
  std::vector<PairStats> Pairs() const;  // every pair a < b
};

// The results for people: a header line ("N games, seed S"), one row per program, then the
// paired differences when there are duplicate groups.
std::string ResultsTable(const MatchResult& result);
// SPEC §8: {"games", "programs": [{"name", "games", "score", "mean", "ci95", "wins",
// "self_draws", "deal_ins", "draws", "faults", ...}], "pairs": [...], ...}.
std::string ResultsJson(const MatchResult& result);
// The counts every results JSON gives a program, SPEC §8 (games … faults), inside an open object.
void WriteProgramCounts(JsonWriter& j, const ProgramStats& p);
// One paired difference as a JSON object.
void WritePairJson(JsonWriter& j, const PairStats& p, const std::string& a, const std::string& b);
// One header row, then one row per program.
std::string ResultsCsv(const MatchResult& result);

// The running mean score per game of each program, for plotting (seed 000 fig. 3-19..3-21): the
// header `game,<name>,...` and the row after the latest game.
std::string CumulativeHeader(const MatchResult& result);
std::string CumulativeRow(const MatchResult& result);

// A CSV field, quoted when it needs to be.
std::string CsvField(const std::string& text);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RESULTS_STATS_H_
