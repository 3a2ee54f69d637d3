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
//
// When the referee scored the luck of the cards (GameRecord::luck_milli, engine/chance.h), each
// mean and paired difference also has a luck-adjusted twin, of the score minus that luck: it
// removes the luck that duplicate deals leave (the draws differ once the play does).
#ifndef MJ16_TOOLS_MJREF_RESULTS_STATS_H_
#define MJ16_TOOLS_MJREF_RESULTS_STATS_H_

#include <cstdint>
#include <functional>
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
  // The luck of the cards over the group's luck-scored games, in thousandths of a point (integers:
  // sums over shards are exact), and how many games that is.
  long long luck_milli = 0;
  int luck_games = 0;

  double Mean() const { return games > 0 ? static_cast<double>(score) / games : 0.0; }
  // Whether every game of the group was luck-scored.
  bool LuckKnown() const { return games > 0 && luck_games == games; }
  // The mean of the score minus the luck per game (meaningful when LuckKnown()).
  double AdjustedMean() const {
    return games > 0
               ? (static_cast<double>(score) - static_cast<double>(luck_milli) / 1000.0) / games
               : 0.0;
  }
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
  long long tai = 0;         // over its wins
  long long win_turns = 0;   // over its wins (game::WinRecord::turn)
  long long luck_milli = 0;  // the luck of the cards over its luck-scored games (GroupScore)
  int luck_games = 0;

  // Adds the game for the seat(s) where this program sat (GameRecord::programs).
  void AddGame(const GameRecord& record);
  double Mean() const { return games > 0 ? static_cast<double>(score) / games : 0.0; }
  std::pair<double, double> Ci95() const;  // over duplicate groups
  // Whether every group has its outcome counts (GroupScore::counts_known).
  bool GroupCountsKnown() const;
  // The rate of `count` per game (0 to 1) with its 95% interval over duplicate groups, as Ci95()
  // for the score; nullopt when a group's counts are unknown (an old shard file).
  std::optional<std::pair<double, double>> RateCi95(GroupCount count) const;
  // Whether every game was luck-scored (no group played without it): the adjusted figures below
  // exist only then, so that a mean never mixes adjusted and raw games.
  bool LuckKnown() const;
  // The mean of the score minus the luck per game, and its interval over duplicate groups
  // centred on it, as Ci95(); nullopt unless LuckKnown().
  std::optional<double> AdjustedMean() const;
  std::optional<std::pair<double, double>> AdjustedCi95() const;
  // The mean luck per game, in points; nullopt unless LuckKnown().
  std::optional<double> MeanLuck() const;
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

// A paired difference of the luck-adjusted scores (PairStats::adjusted).
struct PairAdjusted {
  double mean = 0;
  std::pair<double, double> ci95;
};

// Program a minus program b, per game, paired by duplicate group (the groups both played).
struct PairStats {
  int a = 0;
  int b = 0;
  int groups = 0;
  double mean = 0;
  std::pair<double, double> ci95;
  // The same of the luck-adjusted group means, when both programs' luck is known (Compare only).
  std::optional<PairAdjusted> adjusted;
};
PairStats Compare(const ProgramStats& a, const ProgramStats& b);

// One duplicate group's paired difference: a's mean per game there minus b's, and a's games.
struct GroupDiff {
  int group = 0;
  double diff = 0;
  int games = 0;
};
// Over the groups both played, in group order; of the luck-adjusted means when `adjusted` (the
// caller checks LuckKnown()).
std::vector<GroupDiff> GroupDiffs(const ProgramStats& a, const ProgramStats& b, bool adjusted);
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
  std::string luck_model;  // the luck scorer's Name(); empty: the luck was not scored

  void AddGame(const GameRecord& record);
  bool Interrupted() const { return games < planned; }
  std::vector<PairStats> Pairs() const;  // every pair a < b
};

// Whether some program of `result` has luck-adjusted figures (ProgramStats::LuckKnown()).
bool SomeLuckKnown(const MatchResult& result);
// The heading of the luck-adjusted lines: "luck-adjusted (value estimate NAME):".
std::string LuckHeading(const std::string& luck_model);
// (raw interval's width / adjusted interval's width)²: how many times fewer games the adjusted
// figure needs for the same interval; nullopt when either interval is empty.
std::optional<double> VarianceRatio(std::pair<double, double> raw,
                                    std::pair<double, double> adjusted);
// "[-1.5, 2.0]": an interval, one decimal.
std::string Interval(std::pair<double, double> ci);
// "  (a stronger)" or "  (b stronger)" when a paired difference's interval excludes zero.
const char* StrongerMark(std::pair<double, double> ci);
// Under a results table, when the luck was scored: the heading, each program's luck-adjusted mean
// and interval (with its luck per game and the variance ratio), then with `pairs` each paired
// difference the same way, marked when `marks` and its interval excludes zero.
void AppendLuckAdjusted(const MatchResult& result, bool pairs, bool marks, std::string& out);

// The results for people: a header line ("N games, seed S"), one row per program, then the
// paired differences when there are duplicate groups; then, when the luck was scored, the same
// means and differences luck-adjusted.
std::string ResultsTable(const MatchResult& result);
// SPEC §8: {"games", "programs": [{"name", "games", "score", "mean", "ci95", "wins",
// "self_draws", "deal_ins", "draws", "faults", ..., "luck_adjusted"}], "pairs": [...], ...,
// "luck_model"}; the luck's keys only when it was scored.
std::string ResultsJson(const MatchResult& result);
// One program as every results JSON gives it: "name", "seat" when fixed, SPEC §8's counts (games …
// faults), what `rates` writes, "mean_tai", "mean_win_turn", "groups", then when p.LuckKnown()
// "luck_adjusted": {"mean", "ci95", "luck": mean luck per game, "variance_ratio"}.
void WriteProgramJson(JsonWriter& j, const ProgramStats& p,
                      const std::function<void(JsonWriter&)>& rates = nullptr);
// One paired difference as a JSON object; "luck_adjusted": {"mean_diff", "ci95"} last when known.
void WritePairJson(JsonWriter& j, const PairStats& p, const std::string& a, const std::string& b);
// One header row, then one row per program; the luck-adjusted mean and interval are the last
// three columns (empty when unknown).
std::string ResultsCsv(const MatchResult& result);
// The luck-adjusted mean and interval as three CSV fields "mean,lo,hi", or ",," when unknown.
std::string AdjustedCsv(const ProgramStats& p);

// The running mean score per game of each program, for plotting (seed 000 fig. 3-19..3-21): the
// header `game,<name>,...` and the row after the latest game.
std::string CumulativeHeader(const MatchResult& result);
std::string CumulativeRow(const MatchResult& result);

// A CSV field, quoted when it needs to be.
std::string CsvField(const std::string& text);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RESULTS_STATS_H_
