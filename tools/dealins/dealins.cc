#include "tools/dealins/dealins.h"

#include <fstream>
#include <sstream>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "bot/decide/decide.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tables/shanten.h"

namespace mj16::dealins {
namespace {

bool IsThrowOf(const mjref::TranscriptLine& line, int pos, Card card) {
  if (line.from_player) return false;
  const absl::StatusOr<Message> m = ParseMessage(line.text);
  return m.ok() && m->kind == Message::Kind::kThrow && m->pos == pos && !m->cards.empty() &&
         m->cards[0] == card;
}

// Shanten of the 3n+2 hand after throwing kind t.
int ShantenAfter(Hand hand, Tile t) {
  --hand.concealed[t];
  return tables::Shanten(hand.concealed, hand.MeldsNeeded());
}

}  // namespace

std::vector<Position> CollectDealIns(const mjref::GameRecord& record) {
  std::vector<Position> out;
  for (const game::WinRecord& win : record.wins) {
    if (win.discarder < 0 || win.robbed_kong) continue;
    const int seat = win.discarder;
    // The discard is the last throw of that card by the discarder.
    size_t at = record.transcript.size();
    for (size_t i = 0; i < record.transcript.size(); ++i) {
      if (IsThrowOf(record.transcript[i], seat + 1, win.card)) at = i;
    }
    if (at == record.transcript.size()) continue;
    Position p;
    p.game = record.game;
    p.seat = seat + 1;
    p.winner = win.winner + 1;
    p.dealt = win.card;
    p.tai = win.tai;
    size_t last_ask = 0;
    for (size_t i = 0; i < at; ++i) {
      const mjref::TranscriptLine& line = record.transcript[i];
      if (!line.To(seat)) continue;
      p.lines.push_back(line.text);
      if (line.text == "/ask throw") last_ask = p.lines.size();
    }
    if (last_ask == 0) continue;
    p.lines.resize(last_ask);
    out.push_back(std::move(p));
  }
  return out;
}

std::vector<Position> CollectThrows(const mjref::GameRecord& record, int stride) {
  std::vector<Position> out;
  for (int seat = 0; seat < 4; ++seat) {
    Position p;
    p.game = record.game;
    p.seat = seat + 1;
    int asked = 0;
    for (const mjref::TranscriptLine& line : record.transcript) {
      if (!line.To(seat)) continue;
      p.lines.push_back(line.text);
      if (line.text == "/ask throw" && asked++ % stride == 0) out.push_back(p);
    }
  }
  return out;
}

std::string FormatPositions(const std::vector<Position>& positions) {
  std::string out;
  for (const Position& p : positions) {
    absl::StrAppendFormat(&out, "# game %d seat %d dealt %d to %d tai %d\n", p.game, p.seat,
                          p.dealt, p.winner, p.tai);
    for (const std::string& line : p.lines) absl::StrAppend(&out, line, "\n");
    absl::StrAppend(&out, "\n");
  }
  return out;
}

absl::StatusOr<std::vector<Position>> ParsePositions(absl::string_view text) {
  std::vector<Position> out;
  int number = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++number;
    line = absl::StripTrailingAsciiWhitespace(line);
    if (line.empty()) continue;
    if (absl::ConsumePrefix(&line, "# ")) {
      const std::vector<absl::string_view> f = absl::StrSplit(line, ' ');
      Position p;
      int dealt = 0;
      if (f.size() != 10 || f[0] != "game" || f[2] != "seat" || f[4] != "dealt" || f[6] != "to" ||
          f[8] != "tai" || !absl::SimpleAtoi(f[1], &p.game) || !absl::SimpleAtoi(f[3], &p.seat) ||
          !absl::SimpleAtoi(f[5], &dealt) || !absl::SimpleAtoi(f[7], &p.winner) ||
          !absl::SimpleAtoi(f[9], &p.tai) || p.seat < 1 || p.seat > 4 ||
          (dealt != 0 && !KindOfCard(dealt))) {
        return absl::InvalidArgumentError(
            absl::StrFormat("line %d: expected '# game G seat S dealt C to W tai T'", number));
      }
      p.dealt = static_cast<Card>(dealt);
      out.push_back(std::move(p));
      continue;
    }
    if (out.empty()) {
      return absl::InvalidArgumentError(
          absl::StrFormat("line %d: a protocol line before any '# game' header", number));
    }
    out.back().lines.emplace_back(line);
  }
  return out;
}

absl::StatusOr<TableView> PositionView(const Position& position) {
  TableView view;
  for (const std::string& line : position.lines) {
    const absl::StatusOr<Message> m = ParseMessage(line);
    if (!m.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("'", line, "': ", m.status().message()));
    }
    if (absl::Status s = view.Apply(*m); !s.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("'", line, "': ", s.message()));
    }
  }
  return view;
}

absl::StatusOr<Replay> ReplayPosition(const Position& position, const bot::Settings& settings) {
  absl::StatusOr<TableView> seen = PositionView(position);
  if (!seen.ok()) return seen.status();
  const TableView& view = *seen;
  const Hand hand = view.hand().ToHand();
  if (!hand.OwnTurn() || !view.hand().Holds(position.dealt)) {
    return absl::InvalidArgumentError(
        absl::StrFormat("game %d seat %d: the position does not hold the card dealt in (%d)",
                        position.game, position.seat, position.dealt));
  }
  const bot::Decision d = bot::Decide(view, Ask::kThrow, settings);
  if (d.action.type != ActionType::kThrow || d.action.num_cards == 0) {
    return absl::InternalError("the decision is not a throw");
  }
  Replay r;
  r.thrown = d.action.cards[0];
  r.reason = d.reason;
  const Tile dealt = KindOf(position.dealt);
  r.avoided = KindOf(r.thrown) != dealt;
  r.was_tenpai = ShantenAfter(hand, dealt) == 0;
  r.broke_tenpai = r.avoided && r.was_tenpai && ShantenAfter(hand, KindOf(r.thrown)) > 0;
  return r;
}

absl::StatusOr<Summary> ReplayAll(const std::vector<Position>& positions,
                                  const bot::Settings& settings) {
  Summary s;
  for (const Position& p : positions) {
    absl::StatusOr<Replay> r = ReplayPosition(p, settings);
    if (!r.ok()) return r.status();
    ++s.positions;
    s.avoided += r->avoided;
    s.was_tenpai += r->was_tenpai;
    s.broke_tenpai += r->broke_tenpai;
  }
  return s;
}

absl::StatusOr<std::vector<Position>> ReadPositions(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError(absl::StrFormat("cannot read %s", path));
  std::stringstream text;
  text << in.rdbuf();
  absl::StatusOr<std::vector<Position>> positions = ParsePositions(text.str());
  if (!positions.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(path, ": ", positions.status().message()));
  }
  return positions;
}

}  // namespace mj16::dealins
