#include "tools/mjref/records/replay.h"

#include <algorithm>
#include <array>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "core/game/game.h"
#include "core/notation.h"
#include "core/protocol.h"
#include "tools/mjref/engine/event_message.h"
#include "tools/mjref/engine/referee.h"

namespace mj16::mjref {
namespace {

using game::GameState;
using game::SeatState;

// One seat as a line: concealed tiles, melds, discards.
std::string SeatLine(const SeatState& st) {
  return absl::StrCat("hand ", FormatTiles(st.hand.Counts()), "  melds ", MeldsText(st.hand.melds),
                      "  river ", RiverText(st.river));
}

// The referee's lines that tell an event or ask a question; the rest (the start, the deal, the
// exit) tell nothing the engine does not know.
bool TellsOrAsks(const TranscriptLine& line) {
  if (line.from_player) return false;
  for (absl::string_view verb : {"/mo ", "/throw ", "/eat ", "/pong ", "/gong ", "/hu ", "/ask "}) {
    if (absl::StartsWith(line.text, verb)) return true;
  }
  return false;
}

// Plays the record's game on the engine and tells it; one object per replay.
class Replayer : public game::GameObserver {
 public:
  Replayer(const GameRecord& r, const GameConfig& config, const ReplayObserver& observe)
      : r_(r), game_(*config.wall, SetupOf(config), this), observe_(observe), faults_(r.faults) {
    std::stable_sort(faults_.begin(), faults_.end(),
                     [](const Fault& a, const Fault& b) { return a.line < b.line; });
  }

  absl::StatusOr<Replay> Run() {
    Header();
    if (observe_) observe_(ReplayStep{r_.dealer, "deals", false, &game_.state(), nullptr});
    game_.Start();
    while (error_.ok() && game_.question()) AnswerAsRecorded(*game_.question());
    if (error_.ok()) {
      if (const std::optional<std::size_t> i = NextLine())
        Mismatch(*i, "the engine's game is over");
    }
    if (!error_.ok()) return error_;
    NoteFaults(std::numeric_limits<std::size_t>::max());
    Footer();
    return Replay{std::move(out_), game_.state()};
  }

  void OnEvent(const game::Event& e) override {
    if (!error_.ok()) return;
    if (!MatchLine(e)) return;
    const int seat = e.seat;
    using Kind = game::Event::Kind;
    switch (e.kind) {
      case Kind::kDraw:
        added_ = {-1, 0};  // a kong that gets its replacement was not robbed
        drawn_[seat] = absl::StrCat(MoveText(told_), e.replacement ? " (replacement)" : "");
        return;
      case Kind::kDiscard:
      case Kind::kConcealedKong:
      case Kind::kAddedKong:
        if (e.kind == Kind::kDiscard) discard_ = {seat, e.card};
        if (e.kind == Kind::kAddedKong) added_ = {seat, e.card};
        return Tell(seat, AfterDraw(seat, MoveText(told_)));
      case Kind::kChow:
      case Kind::kPung:
      case Kind::kOpenKong:  // the card taken, where the seat's replay shows the meld
        return Tell(seat, MoveText(told_, FormatCard(discard_.second), SeatName(discard_.first)));
      case Kind::kWin:
        return Win(seat, e.card);
    }
  }

 private:
  void Header() {
    const GameState& s = game_.state();
    absl::StrAppend(&out_, "Game ", r_.game + 1, " (seed ", r_.seed, "): ", WindName(r_.round_wind),
                    " round, ", WindName(r_.game_wind), " game, dealer ", SeatName(r_.dealer),
                    ", dice ", r_.dice, ", open ", SeatName(r_.open),
                    r_.stable_draws ? ", stable draws" : "", "\n");
    for (int seat = 0; seat < 4; ++seat) {
      absl::StrAppend(&out_, SeatName(seat), " (", WindName(SeatWindOf(seat, s.dealer)), ") ",
                      r_.names[seat], "\n");
    }
    absl::StrAppend(&out_, "Deal:\n");
    for (int seat = 0; seat < 4; ++seat) {
      absl::StrAppend(&out_, "  ", SeatName(seat), "  ", FormatTiles(s.seats[seat].hand.Counts()),
                      "\n");
    }
  }

  void Footer() {
    const GameState& s = game_.state();
    absl::StrAppend(&out_, "End (", s.wall.Remaining(), " cards left in the wall):\n");
    for (int seat = 0; seat < 4; ++seat) {
      absl::StrAppend(&out_, "  ", SeatName(seat), "  ", SeatLine(s.seats[seat]), "\n");
    }
    if (r_.Drawn()) absl::StrAppend(&out_, "Result: exhaustive draw\n");
    for (const game::WinRecord& w : r_.wins) absl::StrAppend(&out_, "Result: ", WinText(w), "\n");
    absl::StrAppend(&out_, ScoresLine(r_.scores));
  }

  // The next referee line from the cursor that tells an event or asks a question.
  std::optional<std::size_t> NextLine() const {
    for (std::size_t i = cursor_; i < r_.transcript.size(); ++i) {
      if (TellsOrAsks(r_.transcript[i])) return i;
    }
    return std::nullopt;
  }

  void Mismatch(std::size_t i, absl::string_view why) {
    error_ = absl::InvalidArgumentError(
        absl::StrCat("transcript line ", i + 1, " '", r_.transcript[i].text, "': ", why));
  }

  // Finds the referee's line that tells the event and checks it; false when it does not fit
  // (error_). A dummy's draw has no line: the referee tells a dummy nothing.
  bool MatchLine(const game::Event& e) {
    MessageOf(e, told_);
    const std::string want = FormatMessage(told_);
    const std::optional<std::size_t> i = NextLine();
    if (e.kind == game::Event::Kind::kDraw &&
        (!i || r_.transcript[*i].text != want || r_.transcript[*i].seats != 1u << e.seat)) {
      return true;
    }
    if (!i) {
      error_ = absl::InvalidArgumentError(
          absl::StrCat("the transcript ends where the engine tells '", want, "'"));
      return false;
    }
    if (r_.transcript[*i].text != want) {
      Mismatch(*i, absl::StrCat("the engine tells '", want, "' here"));
      return false;
    }
    NoteFaults(*i);
    // The others hear of a concealed kong on a line of their own.
    cursor_ = *i + (e.kind == game::Event::Kind::kConcealedKong ? 2 : 1);
    return true;
  }

  // Answers the engine's question as the record shows the seat answering it.
  void AnswerAsRecorded(const game::Question& q) {
    const std::optional<std::size_t> i = NextLine();
    const int seat = q.seat;
    if (!i || r_.transcript[*i].seats != 1u << seat ||
        r_.transcript[*i].text != FormatAsk(q.ask())) {
      Forfeit();  // not asked: a dummy by then
      return;
    }
    NoteFaults(*i);
    cursor_ = *i + 1;
    // No answer: the seat failed (a crash, a timeout) and the engine answers for it.
    if (cursor_ >= r_.transcript.size() || !r_.transcript[cursor_].from_player ||
        r_.transcript[cursor_].seats != 1u << seat) {
      Forfeit();
      return;
    }
    const TranscriptLine& answer = r_.transcript[cursor_];
    NoteFaults(cursor_++);
    answer_[seat] = &answer;
    // An answer the referee refused made the seat a dummy (its fault is in the record).
    const absl::StatusOr<Action> action = ParseAnswer(answer.text);
    if (!action.ok() || !game_.Answer(*action).ok()) Forfeit();
  }

  // The engine answers for a seat that faulted; its fault is told first, on the table before
  // the dummy's answer.
  void Forfeit() {
    NoteFaults(NextLine().value_or(std::numeric_limits<std::size_t>::max()));
    game_.Forfeit();
  }

  // Tells the faults recorded up to transcript line `line`, each making its seat a dummy.
  void NoteFaults(std::size_t line) {
    for (; next_fault_ < faults_.size() &&
           static_cast<std::size_t>(std::max(faults_[next_fault_].line, 0)) <= line;
         ++next_fault_) {
      const Fault& f = faults_[next_fault_];
      const std::string what =
          absl::StrCat("fault at '", f.question, "'",
                       f.answer.empty() ? "" : absl::StrCat(", answered '", f.answer, "'"), ": ",
                       f.reason, "; a dummy from now on");
      absl::StrAppend(&out_, "       ! ", SeatName(f.seat), " ", what, "\n");
      if (observe_) observe_(ReplayStep{f.seat, what, true, Shown(), nullptr});
      answer_[f.seat] = nullptr;  // a dummy from now on: nothing it said explains what follows
      game_.MakeDummy(f.seat);
    }
  }

  // The table as the replay shows it: after a win on a discard, the winner holds the card.
  const GameState* Shown() const { return won_table_ ? &*won_table_ : &game_.state(); }

  void Tell(int seat, absl::string_view what) {
    const GameState& s = *Shown();
    absl::StrAppend(&out_, absl::StrFormat("%4d. ", ++events_), SeatName(seat), " ", what, "\n",
                    "       ", SeatLine(s.seats[seat]), "\n");
    if (observe_) observe_(ReplayStep{seat, what, false, &s, answer_[seat]});
    answer_[seat] = nullptr;
  }

  // "draws 5m, <what>" when the seat drew since its last event.
  std::string AfterDraw(int seat, absl::string_view what) {
    const std::string drew = std::exchange(drawn_[seat], "");
    return drew.empty() ? std::string(what) : absl::StrCat(drew, ", ", what);
  }

  // The engine tells every win before the nearest winner takes the card; the replay shows the
  // card taken from the first win on.
  void Win(int seat, Card card) {
    const GameState& s = game_.state();
    if (won_table_) return Tell(seat, absl::StrCat("also wins on ", FormatCard(card)));
    std::string what;
    if (added_.second == card) {
      what = absl::StrCat("wins on ", FormatCard(card), " robbing ", SeatName(added_.first),
                          "'s kong");
    } else if (s.discard == card) {
      what = absl::StrCat("wins on ", FormatCard(card), " from ", SeatName(s.discarder));
    } else {
      what = AfterDraw(seat, "wins by self-draw");
    }
    won_table_ = s;
    if (added_.second == card || s.discard == card) game::TakeWinningCard(*won_table_, seat, card);
    Tell(seat, what);
  }

  const GameRecord& r_;
  game::Game game_;
  const ReplayObserver& observe_;
  absl::Status error_;
  Message told_;               // the referee's message for the event being told
  std::vector<Fault> faults_;  // by line
  std::size_t next_fault_ = 0;
  std::size_t cursor_ = 0;                         // the transcript line to read next
  std::array<const TranscriptLine*, 4> answer_{};  // each seat's last answer not yet shown
  std::string out_;
  int events_ = 0;
  std::array<std::string, 4> drawn_;     // "draws 5m" until the seat's next event
  std::pair<int, Card> discard_{-1, 0};  // the last discard: who let it go, and the card
  std::pair<int, Card> added_{-1, 0};    // the last added kong, which may be robbed
  std::optional<GameState> won_table_;   // the table shown from the first win on
};

}  // namespace

absl::StatusOr<Replay> ReplayGame(const GameRecord& record, const ReplayObserver& observe) {
  const absl::StatusOr<GameConfig> config = ConfigOf(record);
  if (!config.ok()) return config.status();
  if (record.transcript.empty()) {
    return absl::InvalidArgumentError("the record has no transcript to replay");
  }
  return Replayer(record, *config, observe).Run();
}

std::string SeatName(int seat) { return absl::StrCat("P", seat + 1); }

std::string MeldsText(const std::vector<Meld>& melds, int hidden_kongs) {
  std::vector<std::string> parts;
  for (const Meld& m : melds) parts.push_back(FormatMeld(m));
  for (int k = 0; k < hidden_kongs; ++k) parts.push_back("(a concealed kong)");
  return parts.empty() ? "-" : absl::StrJoin(parts, " ");
}

std::string ScoresLine(const std::array<int, 4>& scores) {
  std::string out = "Scores:";
  for (int seat = 0; seat < 4; ++seat) {
    absl::StrAppend(&out, " ", SeatName(seat), " ", scores[seat] > 0 ? "+" : "", scores[seat]);
  }
  return out + "\n";
}

std::string WinText(const game::WinRecord& w) {
  std::vector<std::string> items;
  for (const TaiItem& i : w.items) items.push_back(absl::StrCat(i.name, " ", i.tai));
  return absl::StrCat(
      SeatName(w.winner), " wins on ", FormatCard(w.card),
      w.discarder < 0 ? " by self-draw" : absl::StrCat(" from ", SeatName(w.discarder)), ", ",
      w.tai, " tai (", absl::StrJoin(items, ", "), ")");
}

std::string MoveText(const Message& m, absl::string_view claimed, absl::string_view from) {
  using K = Message::Kind;
  const std::string claim = absl::StrCat(" ", claimed, " from ", from);
  switch (m.kind) {
    case K::kMo:
      return absl::StrCat("draws ", FormatCard(m.cards[0]));
    case K::kThrow:
      return absl::StrCat("discards ", FormatCard(m.cards[0]));
    case K::kEat:
      return absl::StrCat("chows", claim);
    case K::kPong:
      return absl::StrCat("pungs", claim);
    case K::kGong:
      if (m.gong_type == 4) return absl::StrCat("kongs", claim);
      if (m.gong_type == 1) return absl::StrCat("adds ", FormatCard(m.cards[0]), " to its pung");
      return m.cards.empty() ? "kongs concealed"
                             : absl::StrCat("kongs ", FormatCard(m.cards[0]), " concealed");
    default:
      return "";
  }
}

std::string MoveText(const Message& m, const TableView& v,
                     const std::function<std::string(int pos)>& name) {
  using K = Message::Kind;
  if (m.kind != K::kEat && m.kind != K::kPong && !(m.kind == K::kGong && m.gong_type == 4)) {
    return MoveText(m);
  }
  return MoveText(m, FormatMeld(v.seat(m.pos).melds.back()), name(v.last_discarder()));
}

absl::StatusOr<std::string> ReplayText(const GameRecord& record) {
  absl::StatusOr<Replay> replay = ReplayGame(record);
  if (!replay.ok()) return replay.status();
  return std::move(replay->text);
}

}  // namespace mj16::mjref
