// The review of the person's seat in a game of `mjref play`, one click from its result: the page
// `mjref review RECORD --seat N -o FILE.html` writes (docs/review.md), made in memory.
#ifndef MJ16_TOOLS_MJREF_PLAY_REVIEW_PAGE_H_
#define MJ16_TOOLS_MJREF_PLAY_REVIEW_PAGE_H_

#include <string>

#include "absl/status/statusor.h"
#include "tools/mjref/engine/record.h"
#include "tools/mjref/review/review.h"

namespace mj16::mjref {

// The review page of seat `seat` (1..4) of `record`, the analyst's settings in `options`.
absl::StatusOr<std::string> SeatReviewPage(const GameRecord& record, int seat,
                                           const ReviewOptions& options);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_PLAY_REVIEW_PAGE_H_
