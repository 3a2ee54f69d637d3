// `mjref strength`: how strong a challenger is against given opponents (docs/strength.md).
//
// Two formats, both with duplicate deals so that the luck of a deal cancels in paired
// differences (their games: run/schedule.h): the tournament (default), the challenger and three
// opponents in SPEC §6's competition format; and --one-vs-three, the challenger against three
// copies of one baseline, the 1-vs-3 format in which strong public mahjong AIs report against
// each other. The report's table, JSON and CSV: results/strength_report.h.
//
// --sweep key=v1,v2,… (one or two keys) plays the challenger once per value (or value pair),
// with `key=value` appended to its builtin settings, against the same opponents on the same
// deals; each point is paired by deal with the first point and with every opponent, and the one
// with the highest mean is called best.
#ifndef MJ16_TOOLS_MJREF_CLI_STRENGTH_H_
#define MJ16_TOOLS_MJREF_CLI_STRENGTH_H_

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/mjref/cli/cli.h"
#include "tools/mjref/engine/chance.h"
#include "tools/mjref/results/strength_report.h"
#include "tools/mjref/run/runner.h"
#include "tools/mjref/run/schedule.h"
#include "tools/mjref/run/shard.h"

namespace mj16::mjref {

// What the report tells of the run (StrengthSetup, results/strength_report.h) and how to play it.
struct StrengthArgs : StrengthSetup {
  int jobs = 0;                      // tables at once; 0: one per core
  std::vector<SweepPoint> points;    // --point: named one by one, in order (instead of a grid)
  std::string json_path;             // empty: none
  std::string csv_path;              // empty: none
  std::string report_path;           // empty: none; else the HTML report (report.h), from the JSON
  Shard shard;                       // --shard I/N (shard.h)
  std::vector<std::string> command;  // the run's command line, for a shard file
  double timeout = 3.0;              // seconds per answer, for bot processes
  bool no_luck = false;              // --no-luck: the luck of the cards not scored
};

// One option of strength's (help.h's table) with its value, set in `out`.
absl::Status SetStrengthOption(StrengthArgs& out, const OptionWord& w);
// `args` without the program name: "strength" and its options (help.h's table).
absl::StatusOr<StrengthArgs> ParseStrengthArgs(const std::vector<std::string>& args);

// Every combination of the keys' values, the first key varying slowest; one empty point when
// there is no sweep.
std::vector<SweepPoint> SweepPoints(const std::vector<SweepKey>& sweep);
// The points a run plays: its --point list, else its --sweep grid.
std::vector<SweepPoint> PointsOf(const StrengthArgs& args);
// `challenger` with the point's settings appended: builtin:mjbot + {a=1} → builtin:mjbot:a=1,
// builtin:mjbot:b=2 → builtin:mjbot:b=2,a=1. A bot process has no settings to append: an error.
absl::StatusOr<std::string> WithSettings(absl::string_view challenger, const SweepPoint& point);

// The report of a strength run from its command line and its points' results (mjref merge).
absl::StatusOr<StrengthReport> StrengthReportOf(const std::vector<std::string>& command,
                                                std::vector<MatchResult> results);

struct StrengthRun {
  StrengthReport report;
  bool interrupted = false;  // stopped by `stop` before the end
};
// Makes and probes every program, then plays every point: set by set under --sprt until the test
// decides (the shards of a run play all their sets), else each point's sets in turn. The progress
// bar shows on a terminal when `progress_bar`; the SPRT's notes go to `err`. Errors: a program
// that cannot be made or cannot start, shards that do not add up.
absl::StatusOr<StrengthRun> PlayStrength(const StrengthArgs& args,
                                         std::shared_ptr<const ChanceScorer> luck,
                                         const StopFlag* stop, bool progress_bar,
                                         std::ostream& err);

// Plays every point and prints the report, the luck of the cards scored by `luck` (none: not
// scored); exit status as RunMatchCommand (commands.h).
int RunStrengthCommand(const StrengthArgs& args, std::shared_ptr<const ChanceScorer> luck,
                       const StopFlag* stop, std::ostream& out, std::ostream& err);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_CLI_STRENGTH_H_
