// The match standings kept in a small file, for platforms that start a new bot process every game
// (as cycgame does): "standings s1 s2 s3 s4" and "games n" lines.
#ifndef MJ16_BOT_SESSION_STATE_FILE_H_
#define MJ16_BOT_SESSION_STATE_FILE_H_

#include <string>

#include "absl/status/status.h"
#include "core/table_view.h"

namespace mj16::bot {

// A missing file is no error (the first game of a match); a malformed one is.
absl::Status LoadStandings(const std::string& path, TableView& view);
absl::Status SaveStandings(const std::string& path, const TableView& view);

}  // namespace mj16::bot

#endif  // MJ16_BOT_SESSION_STATE_FILE_H_
