// `mjref review`'s command line (docs/review.md).
#ifndef MJ16_TOOLS_MJREF_REVIEW_REVIEW_COMMAND_H_
#define MJ16_TOOLS_MJREF_REVIEW_REVIEW_COMMAND_H_

#include <ostream>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "bot/settings/settings.h"

namespace mj16::mjref {

// The analyst's settings from `builtin:mjbot[:k=v,...]` or `builtin:mjdx3[:...]`, made by the
// factory that makes those players (config=FILE, the wall-clock cap off), so that a review plays
// as the player would in-process and does not depend on the machine's load.
absl::StatusOr<bot::Settings> AnalystSettings(absl::string_view spec);

// args[0] is "review". 0 when every record read and reviewed; 2 for bad arguments; 1 when a
// record stopped reading (the games before it are reviewed and reported).
int ReviewCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_REVIEW_REVIEW_COMMAND_H_
