#include "tools/mjref/records/seat_replay.h"

#include <optional>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "core/notation.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tools/mjref/records/replay.h"
#include "tools/mjref/records/seat_views.h"

namespace mj16::mjref {
namespace {

std::string TilesOf(const std::vector<Card>& cards) {
  std::vector<Tile> kinds;
  for (Card c : cards) {
    if (const std::optional<Tile> t = KindOfCard(c)) kinds.push_back(*t);
  }
  return FormatTiles(kinds);
}

std::string Name(int pos) { return SeatName(pos - 1); }  // pos 1..4

// Tells the seat's lines one by one; one object per replay.
class Teller {
 public:
  explicit Teller(const GameRecord& r) : r_(r), me_(r.seen_by + 1) {}

  bool Visit(const SeatLine& l) {
    const Message& m = l.message;
    const TableView& v = l.view();
    switch (m.kind) {
      case Message::Kind::kInitGame:
        absl::StrAppend(&out_, WindName(m.round), " round, ", WindName(m.game), " game, dealer ",
                        Name(m.dealer), ", open ", Name(m.open), "\n");
        break;
      case Message::Kind::kInitCard:
        absl::StrAppend(&out_, "Deal: ", Name(me_), "  ", FormatTiles(v.hand().Counts()), "\n");
        break;
      case Message::Kind::kMo:
        drawn_ = absl::StrCat(MoveText(m, v, Name), ", ");
        break;
      case Message::Kind::kThrow:
      case Message::Kind::kEat:
      case Message::Kind::kPong:
      case Message::Kind::kGong:
        Tell(m.pos, MoveText(m, v, Name), v);
        break;
      case Message::Kind::kHu:
        Win(m, v);
        break;
      case Message::Kind::kAsk:
        Asked(l, v);
        break;
      default:
        break;
    }
    return true;
  }

  SeatReplay Finish(const TableView& v) && {
    absl::StrAppend(&out_, "End (", v.live_wall(), " cards left in the wall):\n");
    for (int pos = 1; pos <= 4; ++pos) {
      const SeatView& s = v.seat(pos);
      const std::string hand = pos == me_ ? FormatTiles(v.hand().Counts())
                                          : absl::StrCat("? (", s.concealed, " concealed)");
      absl::StrAppend(&out_, "  ", Name(pos), "  hand ", hand, "  melds ",
                      MeldsText(pos == me_ ? v.hand().melds : s.melds, s.hidden_kongs), "  river ",
                      RiverText(s.discards), "\n");
    }
    if (results_.empty()) results_.push_back("exhaustive draw");
    for (const std::string& result : results_) absl::StrAppend(&out_, "Result: ", result, "\n");
    absl::StrAppend(&out_, ScoresLine(r_.scores));
    return SeatReplay{std::move(out_), std::move(results_)};
  }

  void Header() {
    absl::StrAppend(&out_, "Game ", r_.game + 1, " as ", Name(me_), " (", r_.names[r_.seen_by],
                    ") saw it, from its transcript: the others' hands are not known\n");
  }

 private:
  // One event of `pos`; the seat's own draw goes with its next event, and its hand after it.
  void Tell(int pos, absl::string_view what, const TableView& v) {
    const bool mine = pos == me_;
    absl::StrAppend(&out_, Name(pos), " ", mine ? drawn_ : "", what, "\n");
    if (mine) {
      drawn_.clear();
      absl::StrAppend(&out_, "    hand ", FormatTiles(v.hand().Counts()), "  melds ",
                      MeldsText(v.hand().melds, 0), "\n");
    }
  }

  // A win: how, and the hand it shows (the concealed cards of the /hu line, then the melds).
  void Win(const Message& m, const TableView& v) {
    std::string how = " by self-draw";
    for (const game::WinRecord& w : r_.wins) {
      if (w.winner != m.pos - 1 || w.discarder < 0) continue;
      how = absl::StrCat(w.robbed_kong ? " robbing the kong of " : " from ", Name(w.discarder + 1));
    }
    const std::vector<Card> concealed(m.cards.begin() + 1, m.cards.end());
    const std::vector<Meld>& melds = m.pos == me_ ? v.hand().melds : v.seat(m.pos).melds;
    std::string result = absl::StrCat(
        Name(m.pos), " wins on ", FormatCard(m.cards[0]), how, ", showing ", TilesOf(concealed),
        " + ", FormatCard(m.cards[0]), ", melds ", MeldsText(melds, v.seat(m.pos).hidden_kongs));
    absl::StrAppend(&out_, result, "\n");
    results_.push_back(std::move(result));
  }

  // A question the seat passed on (its other answers are told by the referee's next line).
  void Asked(const SeatLine& l, const TableView& v) {
    for (std::size_t i = l.index + 1; i < r_.transcript.size(); ++i) {
      const TranscriptLine& line = r_.transcript[i];
      if (!line.From(r_.seen_by)) continue;
      if (TrimLine(line.text) != "/pass") return;
      const std::string ask = FormatAsk(l.message.ask).substr(5);  // "/ask pong" → "pong"
      absl::StrAppend(
          &out_, Name(me_), " passes",
          v.last_discard() != 0 ? absl::StrCat(" on ", FormatCard(v.last_discard())) : "",
          " (asked ", ask, ")\n");
      return;
    }
  }

  const GameRecord& r_;
  const int me_;  // the seat's position, 1..4
  std::string out_;
  std::vector<std::string> results_;
  std::string drawn_;  // the seat's draw, told with its next event
};

}  // namespace

absl::StatusOr<SeatReplay> ReplaySeat(const GameRecord& record) {
  if (record.seen_by < 0 || record.seen_by > 3) {
    return absl::InvalidArgumentError("not one seat's view (a transcript)");
  }
  Teller teller(record);
  teller.Header();
  std::optional<TableView> last;
  const absl::Status s = ReplaySeatViews(record, [&](const SeatLine& l) {
    if (l.seat != record.seen_by) return true;
    teller.Visit(l);
    last = l.view();
    return true;
  });
  if (!s.ok()) return s;
  return std::move(teller).Finish(last.value_or(TableView()));
}

}  // namespace mj16::mjref
