#include "tools/mjref/report/report.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "core/notation.h"
#include "tools/common/json.h"
#include "tools/common/json_value.h"
#include "tools/mjref/records/replay.h"
#include "tools/mjref/report/report_assets.h"

namespace mj16::mjref {

using game::GameState;
using game::RiverCard;
using game::SeatState;
namespace {

// A seat's concealed tiles in order, two characters a tile ("1m", "7z"); the card drawn this
// turn, when the seat holds one, last after a '|'.
std::string HandCode(const SeatState& seat, bool holds_drawn) {
  std::vector<Card> cards = seat.hand.concealed;
  std::string drawn;
  if (holds_drawn && seat.drawn != 0) {
    if (auto it = std::find(cards.begin(), cards.end(), seat.drawn); it != cards.end()) {
      cards.erase(it);
      drawn = absl::StrCat("|", FormatCard(seat.drawn));
    }
  }
  std::sort(cards.begin(), cards.end(), [](Card a, Card b) {
    return KindOfCard(a).value_or(kNoTile) < KindOfCard(b).value_or(kNoTile);
  });
  std::string out;
  for (Card c : cards) out += FormatCard(c);
  return out + drawn;
}

// Melds as FormatMeld writes them ("pung:555z"), space-separated.
std::string MeldsCode(const SeatState& seat) {
  std::vector<std::string> melds;
  for (const Meld& m : seat.hand.melds) melds.push_back(FormatMeld(m));
  return absl::StrJoin(melds, " ");
}

// The river, two characters a tile, a claimed one followed by '*'.
std::string RiverCode(const SeatState& seat) {
  std::string out;
  for (const RiverCard& r : seat.river)
    absl::StrAppend(&out, FormatCard(r.card), r.claimed ? "*" : "");
  return out;
}

// What the viewer shows of the table: per seat hand, melds, river; and the wall.
struct Frame {
  std::array<std::array<std::string, 3>, 4> seats;
  int wall = 0;
};

Frame FrameOf(const GameState& s) {
  Frame f;
  for (int seat = 0; seat < 4; ++seat) {
    const bool holds_drawn = s.turn == seat && s.discard == 0;
    f.seats[seat] = {HandCode(s.seats[seat], holds_drawn), MeldsCode(s.seats[seat]),
                     RiverCode(s.seats[seat])};
  }
  f.wall = s.wall.Remaining();
  return f;
}

std::string ResultLine(const GameRecord& r) {
  if (r.Drawn()) return "exhaustive draw";
  std::vector<std::string> parts;
  for (const game::WinRecord& w : r.wins) parts.push_back(WinText(w));
  return absl::StrJoin(parts, "; ");
}

constexpr int kFlagFault = 1, kFlagWin = 2, kFlagDealIn = 4;

// The game's header, result and faults into `j` (an object begun by the caller).
void GameHeader(const GameRecord& r, JsonWriter& j) {
  j.Key("game").Int(r.game + 1);
  j.Key("group").Int(r.group);
  j.Key("seed").String(absl::StrCat(r.seed));
  j.Key("dealer").Int(r.dealer + 1);
  j.Key("round_wind").String(WindName(r.round_wind));
  j.Key("game_wind").String(WindName(r.game_wind));
  j.Key("names").StringArray({r.names.begin(), r.names.end()});
  j.Key("programs").BeginArray();
  for (int p : r.programs) j.Int(p + 1);
  j.EndArray();
  j.Key("scores").BeginArray();
  for (int s : r.scores) j.Int(s);
  j.EndArray();
  j.Key("result").String(ResultLine(r));
  j.Key("wins").Int(static_cast<long long>(r.wins.size()));
  j.Key("dealins").Int(std::count_if(r.wins.begin(), r.wins.end(),
                                     [](const game::WinRecord& w) { return w.discarder >= 0; }));
  j.Key("faults").BeginArray();
  for (const Fault& f : r.faults) {
    j.BeginObject();
    j.Key("seat").Int(f.seat + 1);
    j.Key("line").Int(f.line + 1);
    j.Key("question").String(f.question);
    j.Key("answer").String(f.answer);
    j.Key("reason").String(f.reason);
    j.EndObject();
  }
  j.EndArray();
}

absl::Status WriteGame(const GameRecord& r, bool film, JsonWriter& j) {
  j.BeginObject();
  GameHeader(r, j);
  // A transcript has no wall to play the game again on: no film.
  if (!film || r.seen_by >= 0) {
    j.EndObject();
    return absl::OkStatus();
  }
  // Each step: [seat, what, flags, wall, [[seat, field, value]...], answer, µs, reason, line]
  // with field 0 hand, 1 melds, 2 river, only what changed since the step before (the first
  // step: everything); the last four when the seat answered a question to make the step (line:
  // the answer's transcript line, 1-based, as a review names it).
  std::vector<std::string> steps;
  Frame last;
  bool first = true;
  const ReplayObserver observe = [&](const ReplayStep& step) {
    const Frame now = FrameOf(*step.state);
    JsonWriter s;
    s.BeginArray();
    s.Int(step.seat + 1);
    s.String(step.what);
    int flags = step.fault ? kFlagFault : 0;
    if (!step.fault && absl::StrContains(step.what, "wins")) {
      flags |= kFlagWin;
      if (!absl::StrContains(step.what, "self-draw")) flags |= kFlagDealIn;
    }
    s.Int(flags);
    s.Int(now.wall);
    s.BeginArray();
    for (int seat = 0; seat < 4; ++seat) {
      for (int field = 0; field < 3; ++field) {
        if (!first && now.seats[seat][field] == last.seats[seat][field]) continue;
        s.BeginArray().Int(seat + 1).Int(field).String(now.seats[seat][field]).EndArray();
      }
    }
    s.EndArray();
    // The answer behind it: its text, time (µs, -1 unknown) and the player's reason.
    if (step.answer != nullptr) {
      s.String(step.answer->text).Int(step.answer->micros).String(step.answer->note);
      s.Int(static_cast<long long>(step.answer - r.transcript.data()) + 1);
    }
    s.EndArray();
    steps.push_back(s.str());
    last = now;
    first = false;
  };
  const absl::StatusOr<Replay> replay = ReplayGame(r, observe);
  if (!replay.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("game ", r.game + 1, " does not replay: ", replay.status().message()));
  }
  // The steps are JSON already: spliced in as they are.
  j.Key("steps").Raw(absl::StrCat("[", absl::StrJoin(steps, ","), "]"));
  j.EndObject();
  return absl::OkStatus();
}

// Embedded in a <script> element: "</" would end it early.
std::string ScriptSafe(absl::string_view json) {
  return absl::StrReplaceAll(json, {{"</", "<\\/"}, {"<!--", "<\\!--"}});
}

std::string HtmlEscape(absl::string_view text) {
  return absl::StrReplaceAll(text,
                             {{"&", "&amp;"}, {"<", "&lt;"}, {">", "&gt;"}, {"\"", "&quot;"}});
}

}  // namespace

absl::StatusOr<std::string> GameReportJson(const GameRecord& record, bool film) {
  JsonWriter j;
  if (absl::Status s = WriteGame(record, film, j); !s.ok()) return s;
  return j.str();
}

namespace {

// The page around `data` (the JSON report.js reads).
std::string Page(absl::string_view title, absl::string_view data) {
  return absl::StrCat(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>",
      HtmlEscape(title), "</title>\n<style>\n", kReportCss,
      "</style>\n</head>\n<body>\n<div id=\"app\">Loading…</div>\n"
      "<script type=\"application/json\" id=\"mj16-data\">",
      ScriptSafe(data), "</script>\n<script>\n", kTilesJs, kReportJs,
      "</script>\n</body>\n</html>\n");
}

// `key` (the results or a review, JSON already) and every game's film, for Page.
absl::StatusOr<std::string> PageData(absl::string_view key, absl::string_view json,
                                     std::span<const GameRecord> games,
                                     const ReportOptions& options) {
  const absl::StatusOr<JsonValue> parsed = ParseJson(json);
  if (!parsed.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("the ", key, " JSON: ", parsed.status().message()));
  }
  if (parsed->type != JsonValue::Type::kObject) {
    return absl::InvalidArgumentError(absl::StrCat("the ", key, " JSON is not an object"));
  }
  JsonWriter j;
  j.BeginObject();
  j.Key("title").String(options.title);
  j.Key(key).Raw(absl::StripAsciiWhitespace(json));
  j.Key("games").BeginArray();
  for (size_t i = 0; i < games.size(); ++i) {
    if (absl::Status s = WriteGame(games[i], static_cast<int>(i) < options.max_films, j); !s.ok()) {
      return s;
    }
  }
  j.EndArray();
  j.EndObject();
  return j.str();
}

}  // namespace

absl::StatusOr<std::string> MakeReport(absl::string_view results_json,
                                       std::span<const GameRecord> games,
                                       const ReportOptions& options) {
  absl::StatusOr<std::string> data = PageData("results", results_json, games, options);
  if (!data.ok()) return data.status();
  return Page(options.title, *data);
}

absl::StatusOr<std::string> MakeReviewPage(absl::string_view review_json,
                                           std::span<const GameRecord> games,
                                           const ReportOptions& options) {
  absl::StatusOr<std::string> data = PageData("review", review_json, games, options);
  if (!data.ok()) return data.status();
  return Page(options.title, *data);
}

}  // namespace mj16::mjref
