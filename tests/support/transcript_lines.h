// The transcript a bot in `seat` would have written of a recorded game (docs/transcripts.md): the
// lines that seat received and sent, 1.5 ms apart from 2026-12-03 10:00:00 UTC.
#ifndef MJ16_TESTS_TRANSCRIPT_LINES_H_
#define MJ16_TESTS_TRANSCRIPT_LINES_H_

#include <string>

#include "absl/strings/str_cat.h"
#include "absl/time/time.h"
#include "tools/mjref/engine/record.h"

namespace mj16::testing {

inline std::string TranscriptOf(const mjref::GameRecord& record, int seat,
                                absl::Time start = absl::FromUnixSeconds(1796292000)) {
  const auto stamp = [&](int i) {
    return absl::FormatTime("%Y-%m-%dT%H:%M:%E6SZ", start + absl::Microseconds(1500 * i),
                            absl::UTCTimeZone());
  };
  std::string out = absl::StrCat("# mj16 transcript 1 mjbot test ", stamp(0), "\n");
  int i = 0;
  for (const mjref::TranscriptLine& line : record.transcript) {
    if (!line.To(seat) && !line.From(seat)) continue;
    absl::StrAppend(&out, stamp(++i), line.from_player ? " > " : " < ", line.text, "\n");
  }
  return out;
}

}  // namespace mj16::testing

#endif  // MJ16_TESTS_TRANSCRIPT_LINES_H_
