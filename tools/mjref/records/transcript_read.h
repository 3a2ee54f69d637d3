// Reads a bot's transcript (`mjbot --transcript`, docs/transcripts.md) as game records of one
// seat's view, for `mjref review` and `mjref replay`: the lines that seat received and the answers
// it sent, each answer with its time after the question. The wall and the others' hands are not
// in it (GameRecord::seen_by says whose view it is); the results come from the `/hu` and `/exit`
// lines.
//
// Each line is checked as it is read: its form, its time (never going back), that the seat's view
// takes it (TableView::Apply), that every answer follows a question and is legal there, and that
// every game ends with `/exit`. The first line that fails ends the reading, with an error naming
// it ("line N: ..."), and the games before it are kept: a cut or edited transcript is refused
// where it stops being one.
#ifndef MJ16_TOOLS_MJREF_RECORDS_TRANSCRIPT_READ_H_
#define MJ16_TOOLS_MJREF_RECORDS_TRANSCRIPT_READ_H_

#include <string>

#include "absl/strings/string_view.h"
#include "tools/mjref/records/record_parse.h"

namespace mj16::mjref {

// Whether `contents` starts as a transcript does (its header line).
bool IsTranscript(absl::string_view contents);

// Every game of a transcript up to the first line that does not read.
RecordsRead ParseTranscript(absl::string_view contents);

// The games in the file at `path` (a directory: its games.jsonl), a transcript or mjref's own
// record, read as far as they go; the error names the path.
RecordsRead ReadGamesUntilError(const std::string& path);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RECORDS_TRANSCRIPT_READ_H_
