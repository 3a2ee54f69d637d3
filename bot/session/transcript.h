// A transcript of what the bot received and sent, with the time of each line, one file per game:
// the record of a competition's games that only the bot can keep (the organisers' platform keeps
// none for the entrant). Each line is flushed as it goes, so a killed process loses nothing; a
// transcript that cannot be written gives one note and play goes on. docs/transcripts.md has the
// format.
#ifndef MJ16_BOT_SESSION_TRANSCRIPT_H_
#define MJ16_BOT_SESSION_TRANSCRIPT_H_

#include <fstream>
#include <functional>
#include <string>

#include "absl/strings/string_view.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"

namespace mj16::bot {

// The transcript's first line, which names its format.
inline constexpr absl::string_view kTranscriptHeader = "# mj16 transcript 1";

class Transcript {
 public:
  using Sink = std::function<void(absl::string_view)>;
  using Clock = std::function<absl::Time()>;

  // Files go to `dir` (made when missing); an empty `dir` writes nothing. `notes` hears of a
  // file that cannot be opened or written, once. `version` goes into each file's header.
  Transcript(std::string dir, std::string version, Sink notes, Clock clock = absl::Now);

  // A line from the referee. A `/start` after another opens the next game's file: a file runs
  // from its game's first line to the next game's `/start`.
  void Received(absl::string_view line);
  // An answer the bot sent.
  void Sent(absl::string_view line);

  // The file now written ("" before the first line, or when writing has stopped).
  const std::string& path() const { return path_; }

 private:
  void Write(char direction, absl::string_view line);
  bool OpenNext();
  void Stop(absl::string_view why);

  std::string dir_;
  std::string version_;
  Sink notes_;
  Clock clock_;
  std::ofstream out_;
  std::string path_;
  int games_ = 0;         // files opened by this process
  bool started_ = false;  // the open file has seen a /start
  bool stopped_ = false;  // a write failed: no more transcripts from this process
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_SESSION_TRANSCRIPT_H_
