#include "tools/mjref/bots/channel_player.h"

#include <unistd.h>

#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/strip.h"
#include "core/protocol.h"

namespace mj16::mjref {
namespace {

constexpr size_t kQuoteLimit = 200;

// The protocol is ASCII text; a tab or a CR (before the LF) is tolerated.
bool IsTextLine(absl::string_view line) {
  for (unsigned char c : line) {
    if ((c < 0x20 || c > 0x7E) && c != '\t' && c != '\r') return false;
  }
  return true;
}

// The start of an overlong line: its length is unknown (the rest was never read).
std::string QuoteOverlong(absl::string_view bytes) {
  return absl::StrCat(QuoteForRecord(bytes.substr(0, kQuoteLimit)), "...");
}

// The offending bytes of a failed read, for the record.
std::string QuoteFailedRead(const absl::Status& status, absl::string_view buffered) {
  return absl::IsDataLoss(status) ? QuoteOverlong(buffered) : QuoteForRecord(buffered);
}

}  // namespace

std::string QuoteForRecord(absl::string_view bytes) {
  std::string out;
  for (unsigned char c : bytes.substr(0, kQuoteLimit)) {
    if (c >= 0x20 && c <= 0x7E) {
      out.push_back(static_cast<char>(c));
    } else {
      absl::StrAppend(&out, absl::StrFormat("\\x%02x", c));
    }
  }
  if (bytes.size() > kQuoteLimit) absl::StrAppend(&out, "... (", bytes.size(), " bytes)");
  return out;
}

ChannelPlayer::ChannelPlayer(std::unique_ptr<BotChannel> child, Clock::duration timeout,
                             Release release, int stderr_log)
    : child_(std::move(child)),
      timeout_(timeout),
      release_(std::move(release)),
      stderr_log_(stderr_log) {}

ChannelPlayer::~ChannelPlayer() {
  if (!child_) return;
  DrainStderr();
  if (exit_sent_ && release_ && !child_->HasPendingOutput()) {
    release_(std::move(child_));
  } else if (exit_sent_) {
    // A bot that reads to the end of its input exits now; one that lingers is killed.
    child_->CloseAndWait(Clock::now() + timeout_);
    DrainStderr();  // what it wrote while exiting still reaches the log
  } else {
    child_->Kill();
  }
}

void ChannelPlayer::DrainStderr() {
  if (!child_) return;
  for (std::string text = child_->ReadStderr(); !text.empty(); text = child_->ReadStderr()) {
    if (stderr_log_ >= 0) {
      // O_APPEND: whole writes from several processes' players do not overwrite each other.
      for (size_t done = 0; done < text.size();) {
        const ssize_t n = write(stderr_log_, text.data() + done, text.size() - done);
        if (n <= 0) break;
        done += static_cast<size_t>(n);
      }
    }
    stderr_partial_ += text;
    for (size_t end = stderr_partial_.find('\n'); end != std::string::npos;
         end = stderr_partial_.find('\n')) {
      absl::string_view line =
          absl::StripTrailingAsciiWhitespace(absl::string_view(stderr_partial_).substr(0, end));
      if (absl::ConsumePrefix(&line, "reason: ")) reason_ = QuoteForRecord(line);
      stderr_partial_.erase(0, end + 1);
    }
    // A line without an end, longer than any reason: dropped from the parse (it was logged).
    if (stderr_partial_.size() > kMaxLineBytes) stderr_partial_.clear();
  }
}

absl::Status ChannelPlayer::Fail(absl::Status status) {
  if (child_) child_->Kill();
  child_.reset();
  return status;
}

void ChannelPlayer::Abandon() { Fail(absl::OkStatus()).IgnoreError(); }

absl::Status ChannelPlayer::Unasked() {
  absl::StatusOr<std::string> line = child_->ReadLine(Clock::now());
  if (line.ok()) {
    return Fail(WithOffendingLine(absl::FailedPreconditionError("printed a line when not asked"),
                                  QuoteForRecord(*line)));
  }
  if (absl::IsDeadlineExceeded(line.status())) {  // a partial line, no newline yet
    return Fail(WithOffendingLine(absl::FailedPreconditionError("printed text when not asked"),
                                  QuoteForRecord(child_->buffered())));
  }
  if (absl::IsDataLoss(line.status())) {
    return Fail(WithOffendingLine(line.status(), QuoteOverlong(child_->buffered())));
  }
  return Fail(line.status());  // its output closed while idle: it crashed
}

absl::Status ChannelPlayer::Tell(const Message& m) {
  if (!child_) return absl::UnavailableError("stopped after a fault");
  DrainStderr();  // keeps a captured stderr's pipe from filling up
  // Only what is already buffered is checked here (no system call per line); the pipe itself is
  // checked before every /ask.
  if (!child_->buffered().empty()) return Unasked();
  absl::Status s = child_->Write(absl::StrCat(FormatMessage(m), "\n"), Clock::now() + timeout_);
  if (!s.ok()) return Fail(std::move(s));
  if (m.kind == Message::Kind::kExit) {
    exit_sent_ = true;
    // A process per game: the end of its input now, so that the four bots exit side by side
    // while the referee finishes the game.
    if (!release_) child_->CloseInput();
  }
  return s;
}

absl::StatusOr<Action> ChannelPlayer::Decide(const Message& ask) {
  if (!child_) return absl::UnavailableError("stopped after a fault");
  DrainStderr();
  reason_.clear();
  if (child_->HasPendingOutput()) return Unasked();
  const Clock::time_point deadline = Clock::now() + timeout_;
  if (absl::Status s = child_->Write(absl::StrCat(FormatMessage(ask), "\n"), deadline); !s.ok()) {
    return Fail(std::move(s));
  }
  absl::StatusOr<std::string> answer = child_->ReadLine(deadline);
  if (!answer.ok()) {
    return Fail(
        WithOffendingLine(answer.status(), QuoteFailedRead(answer.status(), child_->buffered())));
  }
  if (!IsTextLine(*answer)) {
    return Fail(
        WithOffendingLine(absl::DataLossError("not a line of text"), QuoteForRecord(*answer)));
  }
  DrainStderr();  // a reason is written before its answer
  answer_ = std::string(TrimLine(*answer));
  return ParseAnswer(answer_);
}

bool AnswersReady(BotChannel& bot, Clock::duration timeout) {
  if (bot.HasPendingOutput()) return false;
  const Clock::time_point deadline = Clock::now() + timeout;
  if (!bot.Write("/ready\n", deadline).ok()) return false;
  absl::StatusOr<std::string> answer = bot.ReadLine(deadline);
  return answer.ok() && TrimLine(*answer) == "/ready";
}

std::unique_ptr<BotChannel> TakeIdle(ChannelPool& pool, Clock::duration timeout, bool check_ready) {
  for (;;) {
    std::unique_ptr<BotChannel> bot;
    {
      std::lock_guard<std::mutex> lock(pool.mutex);
      if (pool.idle.empty()) return nullptr;
      bot = std::move(pool.idle.back());
      pool.idle.pop_back();
    }
    // A bot that exits after /exit (as under cycgame) may not have exited yet: /ready settles
    // it. One that does not answer is replaced (the destructor stops it).
    if (check_ready ? AnswersReady(*bot, timeout) : !bot->HasPendingOutput()) return bot;
  }
}

ChannelPlayer::Release ReturnTo(std::shared_ptr<ChannelPool> pool) {
  return [pool = std::move(pool)](std::unique_ptr<BotChannel> bot) {
    std::lock_guard<std::mutex> lock(pool->mutex);
    pool->idle.push_back(std::move(bot));
  };
}

}  // namespace mj16::mjref
