// `mjref strength`: how strong a challenger is against given opponents (docs/strength.md).
//
// Two formats, both with duplicate deals so that the luck of a deal cancels in paired
// differences:
//   - tournament (default): the challenger and three opponents play SPEC §6's competition format
//     (schedule.h: six seatings × 16 games × 2 deal groups = 192 games a set);
//   - one-vs-three (--one-vs-three): the challenger against three copies of one baseline. A set
//     is 12 walls; each wall is dealt four times (the dealer on each seat) and each deal is
//     played four times, the challenger in a different seat each time: 12 × 4 × 4 = 192 games.
//     So on every deal the challenger visits every seat, holding every starting hand once, and
//     the baseline holds each of them three times. This is the 1-vs-3 format in which strong
//     public mahjong AIs report against each other.
// Wall w of a run is duplicate group w, with the tournament's wall seed
// DeriveSeed(DeriveSeed(seed, kGameStreams), w), so both formats deal the same walls for a seed.
//
// --sweep key=v1,v2,… (one or two keys) plays the challenger once per value (or value pair),
// with `key=value` appended to its builtin settings, against the same opponents on the same
// deals; each point is paired by deal with the first point and with every opponent, and the one
// with the highest mean is called best.
#ifndef MJ16_TOOLS_MJREF_CLI_STRENGTH_H_
#define MJ16_TOOLS_MJREF_CLI_STRENGTH_H_

#include <array>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/mjref/engine/chance.h"
#include "tools/mjref/engine/referee.h"
#include "tools/mjref/results/stats.h"
#include "tools/mjref/run/runner.h"
#include "tools/mjref/run/schedule.h"
#include "tools/mjref/run/shard.h"

namespace mj16::mjref {

struct SweepKey {
  std::string key;
  std::vector<std::string> values;
};

// One point of a sweep: the settings it appends, in key order.
using SweepPoint = std::vector<std::pair<std::string, std::string>>;

struct StrengthArgs {
  std::string challenger;
  std::vector<std::string> opponents;  // three in a tournament, one in --one-vs-three
  bool one_vs_three = false;
  int sets = 10;  // 192 games each (per sweep point)
  std::uint64_t seed = 1;
  int jobs = 0;                      // tables at once; 0: one per core
  std::vector<SweepKey> sweep;       // at most two keys
  std::vector<SweepPoint> points;    // --point: named one by one, in order (instead of a grid)
  std::string json_path;             // empty: none
  std::string csv_path;              // empty: none
  std::string report_path;           // empty: none; else the HTML report (report.h), from the JSON
  Shard shard;                       // --shard I/N (shard.h)
  std::vector<std::string> command;  // the run's command line, for a shard file
  double timeout = 3.0;              // seconds per answer, for bot processes
  bool stable_draws = false;
  bool no_luck = false;  // --no-luck: the luck of the cards not scored
};

// `args` without the program name, args[0] == "strength": `strength --challenger CMD
// (--opponent CMD ×3 | --one-vs-three --opponent CMD) [--sets K] [--seed S] [-j N]
// [--sweep key=v1,v2]… | [--point k=v,k=v]… [--json FILE] [--csv FILE] [--report FILE]
// [--timeout SECONDS] [--stable-wall] [--no-luck]`.
absl::StatusOr<StrengthArgs> ParseStrengthArgs(const std::vector<std::string>& args);

// Every combination of the keys' values, the first key varying slowest; one empty point when
// there is no sweep.
std::vector<SweepPoint> SweepPoints(const std::vector<SweepKey>& sweep);
// The points a run plays: its --point list, else its --sweep grid.
std::vector<SweepPoint> PointsOf(const StrengthArgs& args);
// "key=value,key=value" (empty for no sweep).
std::string PointLabel(const SweepPoint& point);
// `challenger` with the point's settings appended: builtin:mjbot + {a=1} → builtin:mjbot:a=1,
// builtin:mjbot:b=2 → builtin:mjbot:b=2,a=1. A bot process has no settings to append: an error.
absl::StatusOr<std::string> WithSettings(absl::string_view challenger, const SweepPoint& point);

inline constexpr int kOneVsThreeWallsPerSet = 12;
inline constexpr int kOneVsThreeGamesPerWall = 16;  // 4 dealers × 4 challenger seats

// Game `game` of a one-vs-three run: wall w = game / 16, dealer (game % 16) / 4, challenger seat
// game % 4 (program 0 there, program 1 elsewhere); game wind = the dealer's seat, round wind
// w % 4. `names` are the challenger's and the baseline's.
GameConfig OneVsThreeGame(const TournamentConfig& config, int game,
                          const std::array<std::string, 2>& names);
std::vector<GameConfig> OneVsThreePlan(const TournamentConfig& config,
                                       const std::array<std::string, 2>& names);

// One sweep point's games: program 0 is the challenger, then the opponents (one program for the
// baseline's three copies in one-vs-three).
struct StrengthPoint {
  SweepPoint settings;
  std::string challenger;  // the spec played
  MatchResult result;
};

struct StrengthReport {
  StrengthArgs args;
  std::vector<StrengthPoint> points;
  // The point with the highest challenger mean (0 without a sweep).
  int Best() const;
  // The same by the luck-adjusted mean; nullopt unless every point's challenger has one.
  std::optional<int> BestAdjusted() const;
};

// For people: per point the table (games, mean, 95% CI over duplicate groups, win / self-draw /
// deal-in rates per game each ± its CI half-width over groups, draw rate, tai per win, faults)
// and the paired differences; with a sweep, a summary of every point, the best, and the
// challenger's win / self-draw / deal-in rates against the first point, paired by group. When
// the luck was scored, each point's means and differences and the sweep's summary follow again
// luck-adjusted, under a heading that says so; the JSON has them as "luck_adjusted" objects
// inside each program, pair and vs_first, and the CSV as its last six columns.
std::string StrengthTable(const StrengthReport& report);
std::string StrengthJson(const StrengthReport& report);
// One row per point and program.
std::string StrengthCsv(const StrengthReport& report);

// The report of a strength run from its command line and its points' results (mjref merge).
absl::StatusOr<StrengthReport> StrengthReportOf(const std::vector<std::string>& command,
                                                std::vector<MatchResult> results);

// Plays every point and prints the report; exit status as RunMatchCommand (commands.h). The luck
// of the cards is scored by RunLuck(args.no_luck) (commands.h), or by `luck` (none: not scored).
int RunStrengthCommand(const StrengthArgs& args, const StopFlag* stop, std::ostream& out,
                       std::ostream& err);
int RunStrengthCommand(const StrengthArgs& args, std::shared_ptr<const ChanceScorer> luck,
                       const StopFlag* stop, std::ostream& out, std::ostream& err);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_CLI_STRENGTH_H_
