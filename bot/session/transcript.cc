#include "bot/session/transcript.h"

#include <unistd.h>

#include <filesystem>
#include <system_error>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "core/protocol.h"

namespace mj16::bot {
namespace {

std::string Stamp(absl::Time t) {
  return absl::FormatTime("%Y-%m-%dT%H:%M:%E6SZ", t, absl::UTCTimeZone());
}

bool IsStart(absl::string_view line) { return absl::StartsWith(TrimLine(line), "/start"); }

}  // namespace

Transcript::Transcript(std::string dir, std::string version, Sink notes, Clock clock)
    : dir_(std::move(dir)),
      version_(std::move(version)),
      notes_(std::move(notes)),
      clock_(std::move(clock)) {}

void Transcript::Received(absl::string_view line) {
  const bool start = IsStart(line);
  if (start && started_) out_.close();
  Write('<', line);
  if (start) started_ = true;
}

void Transcript::Sent(absl::string_view line) { Write('>', line); }

void Transcript::Write(char direction, absl::string_view line) {
  if (dir_.empty() || stopped_) return;
  if (!out_.is_open() && !OpenNext()) return;
  // The line as it came, but for its line ending (the protocol allows CRLF).
  absl::string_view text = line;
  while (!text.empty() && (text.back() == '\r' || text.back() == '\n')) text.remove_suffix(1);
  out_ << Stamp(clock_()) << ' ' << direction << ' ' << text << '\n' << std::flush;
  if (!out_) Stop(absl::StrCat("cannot write the transcript '", path_, "'"));
}

bool Transcript::OpenNext() {
  std::error_code ec;
  std::filesystem::create_directories(dir_, ec);
  const absl::Time now = clock_();
  ++games_;
  started_ = false;
  path_ = (std::filesystem::path(dir_) /
           absl::StrFormat("mjbot-%s-%d-%d.txt",
                           absl::FormatTime("%Y%m%d-%H%M%S", now, absl::UTCTimeZone()), getpid(),
                           games_))
              .string();
  // Binary: lines end in '\n' on Windows too, as mjref's readers expect.
  out_.open(path_, std::ios::app | std::ios::binary);
  if (!out_) {
    Stop(absl::StrCat("cannot open the transcript '", path_, "'",
                      ec ? absl::StrCat(" (", ec.message(), ")") : ""));
    return false;
  }
  out_ << kTranscriptHeader << " mjbot " << version_ << " " << Stamp(now) << '\n' << std::flush;
  return static_cast<bool>(out_);
}

void Transcript::Stop(absl::string_view why) {
  stopped_ = true;
  out_.close();
  path_.clear();
  if (notes_) notes_(absl::StrCat(why, "; playing on without a transcript"));
}

}  // namespace mj16::bot
