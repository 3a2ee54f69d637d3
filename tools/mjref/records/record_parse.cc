#include "tools/mjref/records/record_parse.h"

#include <filesystem>

#include <array>
#include <cinttypes>
#include <cstdio>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "core/notation.h"
#include "tools/common/files.h"
#include "tools/common/json_value.h"
#include "tools/mjref/records/transcript_read.h"

namespace mj16::mjref {
namespace {

absl::Status Bad(absl::string_view what, absl::string_view line) {
  return absl::InvalidArgumentError(absl::StrCat(what, ": '", line.substr(0, 80), "'"));
}

absl::StatusOr<Wind> WindFrom(char c) { return ParseWind(absl::string_view(&c, 1)); }

absl::Status ParseHeader(absl::string_view line, GameRecord& r) {
  int game = 0, dealer = 0, dice = 0, open = 0;
  std::uint64_t seed = 0;
  char round = 0, game_wind = 0;
  const std::string s(line);
  if (std::sscanf(s.c_str(),
                  "Game %d: seed %" SCNu64 ", %c round %c game, dealer %d, dice %d, open %d", &game,
                  &seed, &round, &game_wind, &dealer, &dice, &open) != 7) {
    return Bad("not a game header", line);
  }
  absl::StatusOr<Wind> rw = WindFrom(round), gw = WindFrom(game_wind);
  if (!rw.ok() || !gw.ok() || dealer < 1 || dealer > 4 || open < 1 || open > 4) {
    return Bad("bad game header", line);
  }
  r.game = game - 1;
  r.seed = seed;
  r.round_wind = *rw;
  r.game_wind = *gw;
  r.dealer = dealer - 1;
  r.dice = dice;
  r.open = open - 1;
  return absl::OkStatus();
}

// "PlayerK: rest" with K in 1..4; the seat (0..3) or -1.
int PlayerLine(absl::string_view line, absl::string_view& rest) {
  if (line.size() < 9 || !absl::StartsWith(line, "Player") || line[7] != ':' || line[8] != ' ') {
    return -1;
  }
  const int seat = line[6] - '1';
  if (seat < 0 || seat > 3) return -1;
  rest = line.substr(9);
  return seat;
}

std::uint8_t SeatBits(absl::string_view digits) {
  std::uint8_t bits = 0;
  for (char d : digits) {
    if (d >= '1' && d <= '4') bits |= static_cast<std::uint8_t>(1u << (d - '1'));
  }
  return bits;
}

absl::Status ParseTranscriptLine(absl::string_view line, GameRecord& r) {
  const size_t space = line.find(' ');
  if (space == absl::string_view::npos) return Bad("bad transcript line", line);
  r.transcript.push_back(TranscriptLine{line[0] == '<', SeatBits(line.substr(1, space - 1)),
                                        std::string(line.substr(space + 1))});
  return absl::OkStatus();
}

// Consumes an integer at the front of `s`.
bool TakeInt(absl::string_view& s, int& out) {
  size_t n = 0;
  while (n < s.size() && (absl::ascii_isdigit(static_cast<unsigned char>(s[n])) ||
                          (n == 0 && (s[n] == '-' || s[n] == '+')))) {
    ++n;
  }
  if (!absl::SimpleAtoi(s.substr(0, n), &out)) return false;
  s.remove_prefix(n);
  return true;
}

absl::Status ParseWin(absl::string_view line, GameRecord& r) {
  absl::string_view s = line;
  game::WinRecord w;
  int winner = 0, from = 0;
  if (!absl::ConsumePrefix(&s, "Result: Player") || !TakeInt(s, winner) ||
      !absl::ConsumePrefix(&s, " wins on ") || !TakeInt(s, w.card)) {
    return Bad("bad result line", line);
  }
  w.winner = winner - 1;
  if (absl::ConsumePrefix(&s, " from Player") && TakeInt(s, from)) {
    w.discarder = from - 1;
  } else if (!absl::ConsumePrefix(&s, " by self-draw")) {
    return Bad("bad result line", line);
  }
  w.robbed_kong = absl::ConsumePrefix(&s, " (robbing the kong)");
  if (absl::ConsumePrefix(&s, " in turn ")) TakeInt(s, w.turn);
  if (!absl::ConsumePrefix(&s, ": ") || !TakeInt(s, w.tai) || !absl::ConsumePrefix(&s, " tai (") ||
      !absl::ConsumeSuffix(&s, ")")) {
    return Bad("bad result line", line);
  }
  for (absl::string_view item : absl::StrSplit(s, ", ", absl::SkipEmpty())) {
    const size_t sp = item.rfind(' ');
    int tai = 0;
    if (sp == absl::string_view::npos || !absl::SimpleAtoi(item.substr(sp + 1), &tai)) continue;
    w.items.push_back(TaiItem{TaiItemName(item.substr(0, sp)), tai});
  }
  r.wins.push_back(std::move(w));
  return absl::OkStatus();
}

absl::Status ParseFault(absl::string_view line, GameRecord& r) {
  absl::string_view s = line;
  Fault f;
  int seat = 0;
  if (!absl::ConsumePrefix(&s, "Fault (line ") || !TakeInt(s, f.line) ||
      !absl::ConsumePrefix(&s, "): Player") || !TakeInt(s, seat) ||
      !absl::ConsumePrefix(&s, " at '")) {
    return Bad("bad fault line", line);
  }
  f.seat = seat - 1;
  const size_t q = s.find("' answered '");
  if (q == absl::string_view::npos) return Bad("bad fault line", line);
  f.question = std::string(s.substr(0, q));
  s.remove_prefix(q + 12);
  const size_t a = s.find("': ");
  if (a == absl::string_view::npos) return Bad("bad fault line", line);
  f.answer = std::string(s.substr(0, a));
  f.reason = std::string(s.substr(a + 3));
  r.faults.push_back(std::move(f));
  return absl::OkStatus();
}

absl::StatusOr<std::vector<Card>> Cards(absl::string_view text) {
  std::vector<Card> cards;
  for (absl::string_view w : absl::StrSplit(text, ' ', absl::SkipEmpty())) {
    int c = 0;
    if (!absl::SimpleAtoi(w, &c)) return Bad("not a card", w);
    cards.push_back(c);
  }
  return cards;
}

}  // namespace

absl::StatusOr<GameRecord> ParseRecordText(absl::string_view text) {
  GameRecord r;
  bool header = false, wall = false;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    absl::ConsumeSuffix(&line, "\r");
    if (line.empty()) continue;
    absl::string_view rest;
    absl::Status s = absl::OkStatus();
    if (!header) {
      s = ParseHeader(line, r);
      header = true;
    } else if (!wall && (line[0] == '>' || line[0] == '<')) {
      s = Bad("transcript before the wall", line);
    } else if (line[0] == '>' || line[0] == '<') {
      s = ParseTranscriptLine(line, r);
    } else if (const int seat = PlayerLine(line, rest); seat >= 0) {
      if (!wall) {
        r.names[seat] = std::string(rest);
      } else if (!absl::SimpleAtoi(absl::StripPrefix(rest, "+"), &r.scores[seat])) {
        s = Bad("bad score", line);
      }
    } else if (absl::ConsumePrefix(&line, "Programs: ")) {
      std::vector<absl::string_view> p = absl::StrSplit(line, ' ', absl::SkipEmpty());
      for (size_t i = 0; i < 4 && i < p.size(); ++i) {
        if (absl::SimpleAtoi(p[i], &r.programs[i])) --r.programs[i];
      }
    } else if (absl::ConsumePrefix(&line, "Group: ")) {
      if (!absl::SimpleAtoi(line, &r.group)) s = Bad("bad group", line);
    } else if (line == "Draws: stable") {
      r.stable_draws = true;
    } else if (absl::ConsumePrefix(&line, "Rules: ")) {
      absl::StatusOr<RuleSet> rules = ParseRules(line);
      if (rules.ok()) r.rules = *rules;
      if (!rules.ok()) s = Bad(rules.status().message(), line);
    } else if (absl::ConsumePrefix(&line, "Referee: ")) {
      r.referee = std::string(line);
    } else if (absl::ConsumePrefix(&line, "Wall: ")) {
      absl::StatusOr<std::vector<Card>> cards = Cards(line);
      if (cards.ok()) r.wall = *std::move(cards);
      s = cards.status();
      wall = true;
    } else if (absl::ConsumePrefix(&line, "Result: exhaustive draw after ")) {
      absl::ConsumeSuffix(&line, " draws");
      if (!absl::SimpleAtoi(line, &r.draws)) s = Bad("bad draw count", line);
    } else if (absl::ConsumePrefix(&line, "Draw count: ")) {
      if (!absl::SimpleAtoi(line, &r.draws)) s = Bad("bad draw count", line);
    } else if (absl::StartsWith(line, "Result: ")) {
      s = ParseWin(line, r);
    } else if (absl::StartsWith(line, "Fault (")) {
      s = ParseFault(line, r);
    } else if (absl::ConsumePrefix(&line, "Referee error: ")) {
      r.errors.emplace_back(line);
    } else {
      s = Bad("unexpected line", line);
    }
    if (!s.ok()) return s;
  }
  if (!header || !wall) return absl::InvalidArgumentError("not a game log: no header or no wall");
  return r;
}

namespace {

int IntOf(const JsonValue& v) {
  long long n = 0;
  return v.type == JsonValue::Type::kNumber && absl::SimpleAtoi(v.text, &n) ? static_cast<int>(n)
                                                                            : 0;
}

template <typename F>
void ForEach(const JsonValue& object, absl::string_view key, F f) {
  if (const JsonValue* a = object.Find(key); a && a->type == JsonValue::Type::kArray) {
    for (const JsonValue& item : a->items) f(item);
  }
}

}  // namespace

absl::StatusOr<GameRecord> ParseRecordJson(absl::string_view line) {
  absl::StatusOr<JsonValue> parsed = ParseJson(line);
  if (!parsed.ok()) return parsed.status();
  const JsonValue& j = *parsed;
  if (j.type != JsonValue::Type::kObject || !j.Find("wall") || !j.Find("transcript")) {
    return absl::InvalidArgumentError("not a game record: no wall or transcript");
  }
  GameRecord r;
  r.game = static_cast<int>(j.IntOr("game", 1)) - 1;
  // Checked (clang insists): a record with an unreadable seed would replay another wall.
  if (!absl::SimpleAtoi(j.StringOr("seed", "0"), &r.seed)) {
    return absl::InvalidArgumentError("bad seed");
  }
  absl::StatusOr<Wind> rw = ParseWind(j.StringOr("round_wind", "E"));
  absl::StatusOr<Wind> gw = ParseWind(j.StringOr("game_wind", "E"));
  if (!rw.ok() || !gw.ok()) return absl::InvalidArgumentError("bad wind");
  r.round_wind = *rw;
  r.game_wind = *gw;
  r.dealer = static_cast<int>(j.IntOr("dealer", 1)) - 1;
  r.dice = static_cast<int>(j.IntOr("dice", 0));
  r.open = static_cast<int>(j.IntOr("open", 1)) - 1;
  r.group = static_cast<int>(j.IntOr("group", -1));
  r.stable_draws = j.BoolOr("stable_draws", false);
  absl::StatusOr<RuleSet> rules = ParseRules(j.StringOr("rules", ""));
  if (!rules.ok())
    return absl::InvalidArgumentError(absl::StrCat("rules: ", rules.status().message()));
  r.rules = *rules;
  r.referee = j.StringOr("referee", "");
  r.draws = static_cast<int>(j.IntOr("draws", 0));
  int i = 0;
  ForEach(j, "names", [&](const JsonValue& v) {
    if (i < 4) r.names[i++] = v.text;
  });
  i = 0;
  ForEach(j, "programs", [&](const JsonValue& v) {
    if (i < 4) r.programs[i++] = IntOf(v) - 1;
  });
  i = 0;
  ForEach(j, "scores", [&](const JsonValue& v) {
    if (i < 4) r.scores[i++] = IntOf(v);
  });
  ForEach(j, "wall", [&](const JsonValue& v) { r.wall.push_back(IntOf(v)); });
  ForEach(j, "transcript", [&](const JsonValue& v) {
    const JsonValue* from = v.Find("from");
    const JsonValue* to = v.Find("to");
    r.transcript.push_back(TranscriptLine{
        from != nullptr,
        SeatBits(from ? from->text
                 : to ? to->text
                      : ""),
        v.StringOr("line", ""), static_cast<int>(v.IntOr("us", -1)), v.StringOr("note", "")});
  });
  ForEach(j, "wins", [&](const JsonValue& v) {
    game::WinRecord w;
    w.winner = static_cast<int>(v.IntOr("winner", 1)) - 1;
    w.discarder = static_cast<int>(v.IntOr("discarder", 0)) - 1;
    w.card = static_cast<Card>(v.IntOr("card", 0));
    w.robbed_kong = v.BoolOr("robbed_kong", false);
    w.tai = static_cast<int>(v.IntOr("tai", 0));
    w.turn = static_cast<int>(v.IntOr("turn", 0));
    ForEach(v, "items", [&](const JsonValue& item) {
      // TaiItem::name is a view: of the static name, not of the parsed text.
      w.items.push_back(
          TaiItem{TaiItemName(item.StringOr("name", "")), static_cast<int>(item.IntOr("tai", 0))});
    });
    r.wins.push_back(std::move(w));
  });
  ForEach(j, "faults", [&](const JsonValue& v) {
    r.faults.push_back(Fault{static_cast<int>(v.IntOr("seat", 1)) - 1, v.StringOr("question", ""),
                             v.StringOr("answer", ""), v.StringOr("reason", ""),
                             static_cast<int>(v.IntOr("line", 0))});
  });
  ForEach(j, "errors", [&](const JsonValue& v) { r.errors.push_back(v.text); });
  if (const JsonValue* luck = j.Find("luck_milli")) {
    std::array<long long, 4> milli{};
    if (luck->type != JsonValue::Type::kArray || luck->items.size() != 4) {
      return absl::InvalidArgumentError("luck_milli is not four integers");
    }
    for (int s = 0; s < 4; ++s) {
      if (!absl::SimpleAtoi(luck->items[s].text, &milli[s])) {
        return absl::InvalidArgumentError("luck_milli is not four integers");
      }
    }
    r.luck_milli = milli;
  }
  return r;
}

RecordsRead ParseRecordsUntilError(absl::string_view contents) {
  RecordsRead out;
  if (IsTranscript(contents)) {
    out.error = absl::InvalidArgumentError(
        "a bot's transcript (one seat's view), not mjref's record: mjref review and mjref replay "
        "read it");
    return out;
  }
  if (!absl::StartsWith(absl::StripLeadingAsciiWhitespace(contents), "{")) {
    absl::StatusOr<GameRecord> r = ParseRecordText(contents);
    if (r.ok()) {
      out.records.push_back(*std::move(r));
    } else {
      out.error = r.status();
    }
    return out;
  }
  int n = 0;
  for (absl::string_view line : absl::StrSplit(contents, '\n', absl::SkipWhitespace())) {
    ++n;
    absl::StatusOr<GameRecord> r = ParseRecordJson(line);
    if (!r.ok()) {
      out.error = absl::InvalidArgumentError(absl::StrCat("line ", n, ": ", r.status().message()));
      break;
    }
    out.records.push_back(*std::move(r));
  }
  return out;
}

absl::StatusOr<std::vector<GameRecord>> ParseRecords(absl::string_view contents) {
  RecordsRead read = ParseRecordsUntilError(contents);
  if (!read.error.ok()) return read.error;
  return std::move(read.records);
}

RecordsRead ReadRecordFileUntilError(const std::string& path) {
  absl::StatusOr<std::string> contents = tooling::ReadTextFile(path);
  if (!contents.ok()) return {{}, contents.status()};
  RecordsRead read = ParseRecordsUntilError(*contents);
  if (!read.error.ok()) {
    read.error =
        absl::Status(read.error.code(), absl::StrCat("'", path, "': ", read.error.message()));
  }
  return read;
}

absl::StatusOr<std::vector<GameRecord>> ReadRecordFile(const std::string& path) {
  RecordsRead read = ReadRecordFileUntilError(path);
  if (!read.error.ok()) return read.error;
  return std::move(read.records);
}

std::string RecordPathOf(const std::string& path) {
  return std::filesystem::is_directory(path)
             ? (std::filesystem::path(path) / "games.jsonl").string()
             : path;
}

}  // namespace mj16::mjref
