// Reads game records back from the logs (record.h's text and JSON line), for `mjref replay`.
// The transcript, the deal and the header come back exactly; the result lines of the text form
// are read back as far as they go (the JSON line is exact).
#ifndef MJ16_TOOLS_MJREF_RECORDS_RECORD_PARSE_H_
#define MJ16_TOOLS_MJREF_RECORDS_RECORD_PARSE_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/mjref/engine/record.h"

namespace mj16::mjref {

// A game-NNNNN.log (RecordText).
absl::StatusOr<GameRecord> ParseRecordText(absl::string_view text);
// One line of games.jsonl (RecordJson).
absl::StatusOr<GameRecord> ParseRecordJson(absl::string_view line);
// A log file of either kind: JSON lines when it starts with '{', else one text record.
absl::StatusOr<std::vector<GameRecord>> ParseRecords(absl::string_view contents);
// ParseRecords of the file at `path`; the error names the path ("cannot read 'P'", "'P': ...").
absl::StatusOr<std::vector<GameRecord>> ReadRecordFile(const std::string& path);

// A log file read as far as it goes: every record before the first that does not read, and that
// one's error (the JSON line's number, as ParseRecords names it; ok when every record read).
struct RecordsRead {
  std::vector<GameRecord> records;
  absl::Status error;
};
RecordsRead ParseRecordsUntilError(absl::string_view contents);
// The same for the file at `path`, the error naming the path as ReadRecordFile's does.
RecordsRead ReadRecordFileUntilError(const std::string& path);

// The record file a path names: a run's --log-dir names its games.jsonl, a file itself.
std::string RecordPathOf(const std::string& path);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RECORDS_RECORD_PARSE_H_
