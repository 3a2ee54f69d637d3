// The HTML report of a match: one self-contained file a person opens from disk. The
// results page (the table with CIs, paired differences, score curves, rates, the score
// distribution, a sweep's points) and a viewer for every game whose record is at hand.
//
// The C++ side only gathers data: the results JSON as mjref wrote it, and per game its header,
// result and a "film" — the table after every step of the replay (replay.h), each step holding
// only what changed. report/report.js draws everything from that data in the browser; the
// script and report/report.css are embedded at build time, so the file needs no network.
#ifndef MJ16_TOOLS_MJREF_REPORT_REPORT_H_
#define MJ16_TOOLS_MJREF_REPORT_REPORT_H_

#include <span>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/mjref/engine/record.h"

namespace mj16::mjref {

struct ReportOptions {
  std::string title = "mjref report";
  // Games beyond this many keep their scores (curves, distribution) but no film: a huge run's
  // report stays small. The games are the first ones in order.
  int max_films = 1000;
};

// The page for `results_json` (what --json writes: a match, a tournament or a strength run) and
// the records of its games in game order (may be empty: no curves and no viewer then). Fails
// when the JSON does not parse or a record does not replay (the error names the game).
absl::StatusOr<std::string> MakeReport(absl::string_view results_json,
                                       std::span<const GameRecord> games,
                                       const ReportOptions& options = {});

// `mjref review`'s page (docs/review.md): the review's summary, and the viewer with each reviewed
// decision beside its step; `review_json` is what `mjref review --json` writes, `games` the
// reviewed records in its order.
absl::StatusOr<std::string> MakeReviewPage(absl::string_view review_json,
                                           std::span<const GameRecord> games,
                                           const ReportOptions& options = {});

// One game's data for the page, as JSON (for tests): header, result, faults and, with `film`,
// every step of the replay.
absl::StatusOr<std::string> GameReportJson(const GameRecord& record, bool film);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_REPORT_REPORT_H_
