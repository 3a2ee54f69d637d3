#include "tools/mjref/records/transcript_read.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <utility>

#include "absl/status/statusor.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "absl/time/time.h"
#include "bot/session/transcript.h"
#include "core/game/legal.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tools/common/files.h"

namespace mj16::mjref {

bool IsTranscript(absl::string_view contents) {
  return absl::StartsWith(contents, "# mj16 transcript ");
}

namespace {

// One line after the header: "TIME < text" (received) or "TIME > text" (sent).
struct Line {
  absl::Time time;
  bool sent = false;
  absl::string_view text;
};

absl::StatusOr<Line> ParseLine(absl::string_view raw) {
  const size_t space = raw.find(' ');
  if (space == absl::string_view::npos || space + 2 > raw.size() ||
      (raw[space + 1] != '<' && raw[space + 1] != '>') ||
      (space + 2 < raw.size() && raw[space + 2] != ' ')) {
    return absl::InvalidArgumentError("not 'TIME < line' or 'TIME > line'");
  }
  Line line;
  std::string error;
  if (!absl::ParseTime(absl::RFC3339_full, raw.substr(0, space), &line.time, &error)) {
    return absl::InvalidArgumentError(
        absl::StrCat("'", raw.substr(0, space), "' is not a time (", error, ")"));
  }
  line.sent = raw[space + 1] == '>';
  line.text = raw.substr(std::min(raw.size(), space + 3));
  return line;
}

// The games of one transcript, line by line; the first error stops it.
class Reader {
 public:
  RecordsRead Read(absl::string_view contents) {
    int n = 0, last_line = 1;
    std::optional<absl::Time> last;
    for (absl::string_view raw : absl::StrSplit(contents, '\n')) {
      ++n;
      // A transcript copied through a Windows editor may end its lines in CRLF.
      const bool ended = raw.end() != contents.end();
      absl::ConsumeSuffix(&raw, "\r");
      if (n == 1) {
        if (absl::Status s = Header(raw); !s.ok()) return Stop(n, s);
        continue;
      }
      if (absl::StripAsciiWhitespace(raw).empty()) continue;
      last_line = n;
      // The writer ends every line it writes: a last line without its end was cut short.
      if (!ended) {
        return Stop(n, absl::InvalidArgumentError("the transcript ends mid-line: it was cut"));
      }
      const absl::StatusOr<Line> line = ParseLine(raw);
      if (!line.ok()) return Stop(n, line.status());
      if (last && line->time < *last) {
        return Stop(n, absl::InvalidArgumentError(
                           "its time is before the line above's: the transcript was edited"));
      }
      last = line->time;
      const absl::Status s = line->sent ? Sent(*line) : Received(n, *line);
      if (!s.ok()) return Stop(n, s);
    }
    if (game_ && !over_) {
      return Stop(last_line, absl::InvalidArgumentError(
                                 "the transcript ends here, before the game's /exit: it was cut"));
    }
    Close();
    return std::move(out_);
  }

 private:
  static absl::Status Header(absl::string_view raw) {
    if (raw == bot::kTranscriptHeader ||
        absl::StartsWith(raw, absl::StrCat(bot::kTranscriptHeader, " "))) {
      return absl::OkStatus();
    }
    if (IsTranscript(raw)) {
      return absl::InvalidArgumentError(
          absl::StrCat("'", raw, "' is a transcript format this mjref does not read (it reads '",
                       bot::kTranscriptHeader, "')"));
    }
    return absl::InvalidArgumentError(absl::StrCat(
        "not an mj16 transcript (its first line is not '", bot::kTranscriptHeader, " ...')"));
  }

  RecordsRead Stop(int n, const absl::Status& why) {
    if (over_) Close();  // a game read to its /exit is kept whatever follows it
    out_.error = absl::InvalidArgumentError(absl::StrCat("line ", n, ": ", why.message()));
    return std::move(out_);
  }

  // A finished game goes to the records.
  void Close() {
    if (game_ && over_) out_.records.push_back(*std::move(game_));
    game_.reset();
  }

  absl::Status Received(int n, const Line& line) {
    const absl::StatusOr<Message> m = ParseMessage(line.text);
    if (!m.ok())
      return absl::InvalidArgumentError(absl::StrCat("'", line.text, "': ", m.status().message()));
    if (m->kind == Message::Kind::kReady) {
      ready_asked_ = true;
      return absl::OkStatus();
    }
    if (m->kind == Message::Kind::kClose) return absl::OkStatus();
    if (ask_) {
      return absl::InvalidArgumentError(absl::StrCat("the question of line ", ask_line_,
                                                     " has no answer: the transcript was edited"));
    }
    if (m->kind == Message::Kind::kStart) {
      if (game_ && !over_) {
        return absl::InvalidArgumentError(
            "a /start before the game's /exit: the game before was cut");
      }
      Close();
      Start(*m);
    } else if (!game_) {
      return absl::InvalidArgumentError(absl::StrCat("'", line.text, "' before the game's /start"));
    } else if (over_) {
      return absl::InvalidArgumentError(absl::StrCat("'", line.text, "' after the game's /exit"));
    }
    GameRecord& r = *game_;
    switch (m->kind) {
      case Message::Kind::kInitGame:
        r.dealer = m->dealer - 1;
        r.open = m->open - 1;
        r.round_wind = m->round;
        r.game_wind = m->game;
        break;
      case Message::Kind::kHu:
        r.wins.push_back(WinOf(*m));
        break;
      case Message::Kind::kGong:
        if (m->gong_type == 1) added_kong_by_ = m->pos;
        break;
      case Message::Kind::kAsk:
        ask_ = m->ask;
        ask_time_ = line.time;
        ask_line_ = n;
        break;
      case Message::Kind::kExit:
        r.scores = m->scores;
        over_ = true;
        break;
      default:
        break;
    }
    if (m->kind != Message::Kind::kAsk) {
      if (absl::Status s = view_.Apply(*m); !s.ok()) {
        return absl::InvalidArgumentError(
            absl::StrCat("'", line.text, "' does not fit the seat's view: ", s.message()));
      }
    }
    r.draws = view_.draws();
    r.transcript.emplace_back(false, 1u << r.seen_by, std::string(line.text));
    return absl::OkStatus();
  }

  absl::Status Sent(const Line& line) {
    if (ready_asked_ && TrimLine(line.text) == "/ready") {
      ready_asked_ = false;
      return absl::OkStatus();
    }
    if (!ask_) {
      return absl::InvalidArgumentError(
          absl::StrCat("an answer ('", line.text, "') with no question before it"));
    }
    const absl::StatusOr<Action> action = ParseAnswer(line.text);
    if (!action.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("'", line.text, "': ", action.status().message()));
    }
    if (game::Matching(game::AnswersTo(view_, *ask_), *action) == nullptr) {
      return absl::InvalidArgumentError(absl::StrCat("'", line.text, "' is not a legal answer to '",
                                                     FormatAsk(*ask_), "' (line ", ask_line_,
                                                     ") in the seat's view"));
    }
    const long long micros = absl::ToInt64Microseconds(line.time - ask_time_);
    game_->transcript.emplace_back(
        true, 1u << game_->seen_by, std::string(line.text),
        static_cast<int>(std::min<long long>(micros, std::numeric_limits<int>::max())));
    ask_.reset();
    return absl::OkStatus();
  }

  void Start(const Message& start) {
    game_.emplace();
    GameRecord& r = *game_;
    r.game = static_cast<int>(out_.records.size());
    r.seen_by = start.pos - 1;
    for (int s = 0; s < 4; ++s) r.names[s] = s == r.seen_by ? start.name : absl::StrCat("P", s + 1);
    view_ = TableView();
    over_ = false;
    added_kong_by_ = 0;
  }

  // A win as the seat's view tells it, before the `/hu` line is applied: on the discard when the
  // winning card is that very copy, on an added kong's card when that was open to robbing, else
  // a self-draw. Its tai are not in the transcript.
  game::WinRecord WinOf(const Message& hu) const {
    game::WinRecord w;
    w.winner = hu.pos - 1;
    w.card = hu.cards.empty() ? 0 : hu.cards[0];
    if (w.card != 0 && w.card == view_.robbable_kong_card() && added_kong_by_ != hu.pos) {
      w.robbed_kong = true;
      w.discarder = added_kong_by_ - 1;
    } else if (w.card != 0 && w.card == view_.last_discard() && view_.last_discarder() != hu.pos) {
      w.discarder = view_.last_discarder() - 1;
    }
    w.turn = static_cast<int>(view_.seat(hu.pos).discards.size()) + 1;
    return w;
  }

  RecordsRead out_;
  std::optional<GameRecord> game_;  // the game being read
  TableView view_;                  // the seat's view of it
  bool over_ = false;               // its /exit has been read
  std::optional<Ask> ask_;          // a question not yet answered
  absl::Time ask_time_;
  int ask_line_ = 0;
  bool ready_asked_ = false;  // a /ready not yet answered
  int added_kong_by_ = 0;     // the position of the last added kong
};

}  // namespace

RecordsRead ParseTranscript(absl::string_view contents) { return Reader().Read(contents); }

RecordsRead ReadGamesUntilError(const std::string& path) {
  const std::string file = RecordPathOf(path);
  absl::StatusOr<std::string> contents = tooling::ReadTextFile(file);
  if (!contents.ok()) return {{}, contents.status()};
  RecordsRead read =
      IsTranscript(*contents) ? ParseTranscript(*contents) : ParseRecordsUntilError(*contents);
  if (!read.error.ok()) {
    read.error =
        absl::Status(read.error.code(), absl::StrCat("'", file, "': ", read.error.message()));
  }
  return read;
}

}  // namespace mj16::mjref
