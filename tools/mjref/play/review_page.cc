#include "tools/mjref/play/review_page.h"

#include <array>
#include <span>
#include <vector>

#include "absl/strings/str_cat.h"
#include "tools/mjref/report/report.h"
#include "tools/mjref/review/summary.h"

namespace mj16::mjref {

absl::StatusOr<std::string> SeatReviewPage(const GameRecord& record, int seat,
                                           const ReviewOptions& options) {
  std::array<bool, 4> reviewed{};
  reviewed[seat - 1] = true;
  absl::StatusOr<GameReview> review = ReviewGame(record, reviewed, options);
  if (!review.ok()) return review.status();
  const std::vector<GameReview> games = {*std::move(review)};
  const std::string json = ReviewJson(games, Summarise(games), options);
  ReportOptions report;
  report.title = absl::StrCat("mjref play: the review of game ", record.game + 1);
  return MakeReviewPage(json, std::span<const GameRecord>(&record, 1), report);
}

}  // namespace mj16::mjref
