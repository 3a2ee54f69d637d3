// The report of `mjref strength` (cli/strength.h) for people, as JSON and as CSV.
//
// For people: per sweep point the table (games, mean, 95% CI over duplicate groups, win /
// self-draw / deal-in rates per game each ± its CI half-width over groups, draw rate, tai per
// win, faults) and the paired differences; with a sweep, a summary of every point, the best, and
// the challenger's win / self-draw / deal-in rates against the first point, paired by group.
// When the luck was scored, each point's means and differences and the sweep's summary follow
// again luck-adjusted, under a heading that says so; the JSON has them as "luck_adjusted"
// objects inside each program, pair and vs_first, and the CSV as its last six columns. With
// --sprt the table ends with the test's line and the JSON has its "sprt" object.
#ifndef MJ16_TOOLS_MJREF_RESULTS_STRENGTH_REPORT_H_
#define MJ16_TOOLS_MJREF_RESULTS_STRENGTH_REPORT_H_

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tools/mjref/results/sprt.h"
#include "tools/mjref/results/stats.h"

namespace mj16::mjref {

struct SweepKey {
  std::string key;
  std::vector<std::string> values;
};

// One point of a sweep: the settings it appends, in key order.
using SweepPoint = std::vector<std::pair<std::string, std::string>>;
// "key=value,key=value" (empty for no sweep).
std::string PointLabel(const SweepPoint& point);

// What a strength run played, as its report tells it.
struct StrengthSetup {
  std::string challenger;
  std::vector<std::string> opponents;  // three in a tournament, one in --one-vs-three
  bool one_vs_three = false;
  int sets = 10;  // 192 games each (per sweep point)
  // --first-set: the sets played are first_set .. first_set + sets − 1 of the seed's sequence
  // (the deals of a tune's iteration, or of a run continued).
  int first_set = 0;
  std::uint64_t seed = 1;
  std::vector<SweepKey> sweep;  // at most two keys
  bool stable_draws = false;
  std::optional<SprtTest> sprt;  // --sprt: the test that may stop the run early (sprt.h)
  // Two points (a sweep or a --point list): their paired difference is the second's challenger
  // minus the first's (PairedSampleOf).
  bool two_points = false;
};

// One sweep point's games: program 0 is the challenger, then the opponents (one program for the
// baseline's three copies in one-vs-three).
struct StrengthPoint {
  SweepPoint settings;
  std::string challenger;  // the spec played
  MatchResult result;
};

struct StrengthReport {
  StrengthSetup args;
  std::vector<StrengthPoint> points;
  // The point with the highest challenger mean (0 without a sweep).
  int Best() const;
  // The same by the luck-adjusted mean; nullopt unless every point's challenger has one.
  std::optional<int> BestAdjusted() const;
};

// What a run's SPRT reads: with two points the second's challenger minus the first's (none
// while the second has not started), otherwise the challenger minus the first opponent, paired
// by duplicate group, luck-adjusted when both sides' luck was scored.
struct PairedSample {
  std::vector<GroupDiff> groups;
  int sides = 1;  // 2 when the sides are two points' runs
  bool luck_adjusted = false;
  double Mean() const;  // over the groups (0 without one)
  int Games() const;    // both sides' games when sides = 2
};
PairedSample PairedSampleOf(const StrengthReport& report);
// The run's SPRT over that sample (nullopt without StrengthSetup::sprt).
std::optional<SprtOutcome> SprtOf(const StrengthReport& report);

std::string StrengthTable(const StrengthReport& report);
std::string StrengthJson(const StrengthReport& report);
// One row per point and program.
std::string StrengthCsv(const StrengthReport& report);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RESULTS_STRENGTH_REPORT_H_
