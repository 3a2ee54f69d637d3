#include "tools/mjref/engine/record.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "core/notation.h"
#include "tools/common/json.h"

namespace mj16::mjref {
namespace {

std::string SeatDigits(std::uint8_t seats) {
  std::string out;
  for (int s = 0; s < 4; ++s) {
    if (seats & (1u << s)) out.push_back(static_cast<char>('1' + s));
  }
  return out;
}

std::string Items(const std::vector<TaiItem>& items) {
  std::vector<std::string> parts;
  for (const TaiItem& i : items) parts.push_back(absl::StrCat(i.name, " ", i.tai));
  return absl::StrJoin(parts, ", ");
}

}  // namespace

std::string RecordText(const GameRecord& r) {
  std::string out =
      absl::StrCat("Game ", r.game + 1, ": seed ", r.seed, ", ", WindName(r.round_wind), " round ",
                   WindName(r.game_wind), " game, dealer ", r.dealer + 1, ", dice ", r.dice,
                   ", open ", r.open + 1, "\n");
  for (int s = 0; s < 4; ++s) absl::StrAppend(&out, "Player", s + 1, ": ", r.names[s], "\n");
  absl::StrAppend(
      &out, "Programs: ",
      absl::StrJoin(r.programs, " ", [](std::string* o, int p) { absl::StrAppend(o, p + 1); }),
      "\n");
  if (r.group >= 0) absl::StrAppend(&out, "Group: ", r.group, "\n");
  if (r.stable_draws) absl::StrAppend(&out, "Draws: stable\n");
  absl::StrAppend(&out, "Rules: ", FormatRules(r.rules), "\n");
  if (!r.referee.empty()) absl::StrAppend(&out, "Referee: ", r.referee, "\n");
  absl::StrAppend(&out, "Wall: ", absl::StrJoin(r.wall, " "), "\n");
  for (const TranscriptLine& line : r.transcript) {
    absl::StrAppend(&out, line.from_player ? "<" : ">", SeatDigits(line.seats), " ", line.text,
                    "\n");
  }
  if (r.Drawn()) {
    absl::StrAppend(&out, "Result: exhaustive draw after ", r.draws, " draws\n");
  }
  for (const game::WinRecord& w : r.wins) {
    absl::StrAppend(&out, "Result: Player", w.winner + 1, " wins on ", w.card, " ",
                    w.discarder < 0 ? std::string("by self-draw")
                                    : absl::StrCat("from Player", w.discarder + 1),
                    w.robbed_kong ? " (robbing the kong)" : "", " in turn ", w.turn, ": ", w.tai,
                    " tai (", Items(w.items), ")\n");
  }
  // A won game's draws, which mjref verify checks (a drawn game's are on its Result line).
  if (!r.Drawn()) absl::StrAppend(&out, "Draw count: ", r.draws, "\n");
  for (int s = 0; s < 4; ++s) {
    absl::StrAppend(&out, "Player", s + 1, ": ", r.scores[s] > 0 ? "+" : "", r.scores[s], "\n");
  }
  for (const Fault& f : r.faults) {
    absl::StrAppend(&out, "Fault (line ", f.line, "): Player", f.seat + 1, " at '", f.question,
                    "' answered '", f.answer, "': ", f.reason, "\n");
  }
  for (const std::string& e : r.errors) absl::StrAppend(&out, "Referee error: ", e, "\n");
  return out;
}

std::string RecordJson(const GameRecord& r) {
  JsonWriter j;
  j.BeginObject();
  j.Key("game").Int(r.game + 1);
  j.Key("seed").String(absl::StrCat(r.seed));  // a string: 64 bits do not survive a double
  j.Key("round_wind").String(WindName(r.round_wind));
  j.Key("game_wind").String(WindName(r.game_wind));
  j.Key("dealer").Int(r.dealer + 1);
  j.Key("dice").Int(r.dice);
  j.Key("open").Int(r.open + 1);
  j.Key("names").BeginArray();
  for (const std::string& n : r.names) j.String(n);
  j.EndArray();
  j.Key("programs").BeginArray();
  for (int p : r.programs) j.Int(p + 1);
  j.EndArray();
  j.Key("group").Int(r.group);
  j.Key("stable_draws").Bool(r.stable_draws);
  j.Key("rules").String(FormatRules(r.rules));
  if (!r.referee.empty()) j.Key("referee").String(r.referee);
  j.Key("wall").BeginArray();
  for (Card c : r.wall) j.Int(c);
  j.EndArray();
  j.Key("transcript").BeginArray();
  for (const TranscriptLine& line : r.transcript) {
    j.BeginObject();
    j.Key(line.from_player ? "from" : "to").String(SeatDigits(line.seats));
    j.Key("line").String(line.text);
    if (line.micros >= 0) j.Key("us").Int(line.micros);
    if (!line.note.empty()) j.Key("note").String(line.note);
    j.EndObject();
  }
  j.EndArray();
  j.Key("wins").BeginArray();
  for (const game::WinRecord& w : r.wins) {
    j.BeginObject();
    j.Key("winner").Int(w.winner + 1);
    j.Key("discarder");
    if (w.discarder < 0) {
      j.Null();
    } else {
      j.Int(w.discarder + 1);
    }
    j.Key("self_draw").Bool(w.discarder < 0);
    j.Key("card").Int(w.card);
    j.Key("robbed_kong").Bool(w.robbed_kong);
    j.Key("tai").Int(w.tai);
    j.Key("turn").Int(w.turn);
    j.Key("items").BeginArray();
    for (const TaiItem& i : w.items) {
      j.BeginObject().Key("name").String(i.name).Key("tai").Int(i.tai).EndObject();
    }
    j.EndArray();
    j.EndObject();
  }
  j.EndArray();
  j.Key("scores").BeginArray();
  for (int s : r.scores) j.Int(s);
  j.EndArray();
  j.Key("draws").Int(r.draws);
  j.Key("faults").BeginArray();
  for (const Fault& f : r.faults) {
    j.BeginObject();
    j.Key("seat").Int(f.seat + 1);
    j.Key("question").String(f.question);
    j.Key("answer").String(f.answer);
    j.Key("reason").String(f.reason);
    j.Key("line").Int(f.line);
    j.EndObject();
  }
  j.EndArray();
  j.Key("errors").StringArray(r.errors);
  if (r.luck_milli) {
    j.Key("luck_milli").BeginArray();
    for (long long luck : *r.luck_milli) j.Int(luck);
    j.EndArray();
  }
  j.EndObject();
  return j.str();
}

}  // namespace mj16::mjref
