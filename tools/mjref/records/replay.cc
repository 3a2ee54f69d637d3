#include "tools/mjref/records/replay.h"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "core/game/game_state.h"
#include "core/notation.h"
#include "core/protocol.h"

namespace mj16::mjref {

using game::AddedKong;
using game::Chow;
using game::ConcealedKong;
using game::Deal;
using game::Discard;
using game::Draw;
using game::DrawReplacement;
using game::GameState;
using game::OpenKong;
using game::Pung;
using game::RiverCard;
using game::SeatState;
using game::TakeWinningCard;
using game::UndoAddedKong;
using game::Wall;
namespace {

std::string TileOf(Card c) {
  const std::optional<Tile> t = KindOfCard(c);
  return t ? FormatTile(*t) : absl::StrCat(c);
}

std::string SeatName(int seat) { return absl::StrCat("P", seat + 1); }

// One seat as a line: concealed tiles, melds, discards (a claimed discard marked with '*').
std::string SeatLine(const SeatState& st) {
  std::string melds = st.hand.melds.empty() ? "-" : "";
  for (const Meld& m : st.hand.melds)
    absl::StrAppend(&melds, melds.empty() ? "" : " ", FormatMeld(m));
  std::vector<std::string> river;
  for (const RiverCard& r : st.river)
    river.push_back(absl::StrCat(TileOf(r.card), r.claimed ? "*" : ""));
  return absl::StrCat("hand ", FormatTiles(st.hand.Counts()), "  melds ", melds,
                      "  river ", river.empty() ? "-" : absl::StrJoin(river, " "));
}

// Replays the transcript on the wall; one object per replay so the steps share the state.
class Replayer {
 public:
  Replayer(const GameRecord& r, Wall wall, const ReplayObserver& observe)
      : r_(r), state_(std::move(wall), r.dealer, r.round_wind, RuleSet{}), observe_(observe) {
    if (r.stable_draws) state_.wall.UseStableDraws(r.dealer);
  }

  absl::StatusOr<Replay> Run() {
    Header();
    if (observe_) observe_(ReplayStep{r_.dealer, "deals", 0, false, &state_, nullptr});
    std::vector<Fault> faults = r_.faults;
    std::stable_sort(faults.begin(), faults.end(),
                     [](const Fault& a, const Fault& b) { return a.line < b.line; });
    size_t next_fault = 0;
    for (size_t i = 0; i < r_.transcript.size(); ++i) {
      for (; next_fault < faults.size() && faults[next_fault].line <= static_cast<int>(i);
           ++next_fault) {
        NoteFault(faults[next_fault]);
      }
      const TranscriptLine& line = r_.transcript[i];
      line_ = i;
      if (line.from_player) {
        for (int s = 0; s < 4; ++s) {
          if (line.seats & (1u << s)) answer_[s] = &line;
        }
        continue;
      }
      absl::StatusOr<Message> m = ParseMessage(line.text);
      absl::Status s = m.ok() ? Apply(*m, line.seats) : m.status();
      if (!s.ok()) {
        return absl::InvalidArgumentError(
            absl::StrCat("transcript line ", i + 1, " '", line.text, "': ", s.message()));
      }
    }
    for (; next_fault < faults.size(); ++next_fault) NoteFault(faults[next_fault]);
    Footer();
    return Replay{std::move(out_), std::move(state_)};
  }

 private:
  void Header() {
    absl::StrAppend(&out_, "Game ", r_.game + 1, " (seed ", r_.seed, "): ", WindName(r_.round_wind),
                    " round, ", WindName(r_.game_wind), " game, dealer ", SeatName(r_.dealer),
                    ", dice ", r_.dice, ", open ", SeatName(r_.open),
                    r_.stable_draws ? ", stable draws" : "", "\n");
    for (int s = 0; s < 4; ++s) {
      absl::StrAppend(&out_, SeatName(s), " (", WindName(SeatWindOf(s, state_.dealer)), ") ",
                      r_.names[s], "\n");
    }
    absl::StrAppend(&out_, "Deal:\n");
    for (int s = 0; s < 4; ++s) {
      absl::StrAppend(&out_, "  ", SeatName(s), "  ",
                      FormatTiles(state_.seats[s].hand.Counts()), "\n");
    }
  }

  void Footer() {
    absl::StrAppend(&out_, "End (", state_.wall.Remaining(), " cards left in the wall):\n");
    for (int s = 0; s < 4; ++s) {
      absl::StrAppend(&out_, "  ", SeatName(s), "  ", SeatLine(state_.seats[s]), "\n");
    }
    if (r_.Drawn()) absl::StrAppend(&out_, "Result: exhaustive draw\n");
    for (const WinRecord& w : r_.wins) absl::StrAppend(&out_, "Result: ", WinText(w), "\n");
    absl::StrAppend(&out_, "Scores:");
    for (int s = 0; s < 4; ++s) {
      absl::StrAppend(&out_, " ", SeatName(s), " ", r_.scores[s] > 0 ? "+" : "", r_.scores[s]);
    }
    absl::StrAppend(&out_, "\n");
  }

  void NoteFault(const Fault& f) {
    const std::string what =
        absl::StrCat("fault at '", f.question, "'",
                     f.answer.empty() ? "" : absl::StrCat(", answered '", f.answer, "'"), ": ",
                     f.reason, "; a dummy from now on");
    absl::StrAppend(&out_, "       ! ", SeatName(f.seat), " ", what, "\n");
    if (observe_) {
      observe_(ReplayStep{f.seat, what, static_cast<std::size_t>(std::max(f.line, 0)), true,
                          &state_, nullptr});
    }
    answer_[f.seat] = nullptr;  // a dummy from now on: nothing it said explains what follows
  }

  void Event(int seat, absl::string_view what) {
    absl::StrAppend(&out_, absl::StrFormat("%4d. ", ++events_), SeatName(seat), " ", what, "\n",
                    "       ", SeatLine(state_.seats[seat]), "\n");
    if (observe_) observe_(ReplayStep{seat, what, line_, false, &state_, answer_[seat]});
    answer_[seat] = nullptr;
  }

  // "draws 5m, <what>" when the seat drew since its last event.
  std::string AfterDraw(int seat, absl::string_view what) {
    const std::string drew = std::exchange(drawn_[seat], "");
    return drew.empty() ? std::string(what) : absl::StrCat(drew, ", ", what);
  }

  absl::Status Hold(int seat, Card c) {
    if (state_.seats[seat].hand.Holds(c)) return absl::OkStatus();
    return absl::FailedPreconditionError(absl::StrCat(SeatName(seat), " does not hold ", c));
  }

  // Draws for `seat` from where the referee drew; the card must be `expected` when given.
  absl::StatusOr<Card> DrawFor(int seat, Card expected) {
    if (!state_.CanDraw()) return absl::FailedPreconditionError("the wall is empty");
    const bool replacement = replacement_[seat];
    replacement_[seat] = false;
    const Card c = replacement ? DrawReplacement(state_, seat) : Draw(state_, seat);
    if (expected != 0 && c != expected) {
      return absl::FailedPreconditionError(absl::StrCat("the wall gives ", c, " here"));
    }
    return c;
  }

  // The claimer's own cards in a claim broadcast: all but the claimed discard.
  std::vector<Card> Own(const Message& m) const {
    std::vector<Card> own = m.cards;
    if (auto it = std::find(own.begin(), own.end(), state_.discard); it != own.end()) own.erase(it);
    return own;
  }

  absl::Status Claim(const Message& m, int seat, absl::string_view verb) {
    const std::vector<Card> own = Own(m);
    for (Card c : own) {
      if (absl::Status s = Hold(seat, c); !s.ok()) return s;
    }
    const int from = state_.discarder;
    const Card taken = state_.discard;
    if (m.kind == Message::Kind::kEat && own.size() == 2) {
      Chow(state_, seat, own[0], own[1]);
    } else if (m.kind == Message::Kind::kPong && own.size() == 2) {
      Pung(state_, seat, own[0], own[1]);
    } else if (own.size() == 3) {
      OpenKong(state_, seat, {own[0], own[1], own[2]});
      replacement_[seat] = true;
    } else {
      return absl::FailedPreconditionError("the claim does not fit the last discard");
    }
    Event(seat, absl::StrCat(verb, " ", TileOf(taken), " from ", SeatName(from)));
    return absl::OkStatus();
  }

  absl::Status Apply(const Message& m, std::uint8_t seats) {
    const int seat = m.pos - 1;
    switch (m.kind) {
      case Message::Kind::kMo: {
        int to = 0;
        while (to < 4 && !(seats & (1u << to))) ++to;
        if (to == 4) return absl::FailedPreconditionError("a draw sent to nobody");
        const bool replacement = replacement_[to];
        added_ = {-1, 0};  // a kong that gets its replacement was not robbed
        absl::StatusOr<Card> c = DrawFor(to, m.cards[0]);
        if (!c.ok()) return c.status();
        drawn_[to] = absl::StrCat("draws ", TileOf(*c), replacement ? " (replacement)" : "");
        return absl::OkStatus();
      }
      case Message::Kind::kThrow: {
        if (seat < 0 || seat > 3) return absl::FailedPreconditionError("bad position");
        if (state_.seats[seat].hand.concealed.size() % 3 == 1) {  // a dummy drew unannounced
          absl::StatusOr<Card> c = DrawFor(seat, 0);
          if (!c.ok()) return c.status();
          drawn_[seat] = absl::StrCat("draws ", TileOf(*c));
        }
        if (absl::Status s = Hold(seat, m.cards[0]); !s.ok()) return s;
        Discard(state_, seat, m.cards[0]);
        Event(seat, AfterDraw(seat, absl::StrCat("discards ", TileOf(m.cards[0]))));
        return absl::OkStatus();
      }
      case Message::Kind::kEat:
        return Claim(m, seat, "chows");
      case Message::Kind::kPong:
        return Claim(m, seat, "pungs");
      case Message::Kind::kGong:
        if (m.gong_type == 4) return Claim(m, seat, "kongs");
        if (m.gong_type == 0 && m.cards.size() == 4) {
          for (Card c : m.cards) {
            if (absl::Status s = Hold(seat, c); !s.ok()) return s;
          }
          ConcealedKong(state_, seat, {m.cards[0], m.cards[1], m.cards[2], m.cards[3]});
          replacement_[seat] = true;
          Event(seat, AfterDraw(seat, absl::StrCat("kongs ", TileOf(m.cards[0]), " concealed")));
        } else if (m.gong_type == 1) {
          if (absl::Status s = Hold(seat, m.cards[0]); !s.ok()) return s;
          AddedKong(state_, seat, m.cards[0]);
          replacement_[seat] = true;
          added_ = {seat, m.cards[0]};
          Event(seat, AfterDraw(seat, absl::StrCat("adds ", TileOf(m.cards[0]), " to its pung")));
        }
        return absl::OkStatus();
      case Message::Kind::kHu:
        return Win(m, seat);
      default:
        return absl::OkStatus();
    }
  }

  absl::Status Win(const Message& m, int seat) {
    const Card card = m.cards[0];
    if (added_.second == card && !won_) {  // robbing the added kong
      UndoAddedKong(state_, added_.first, card);
      TakeWinningCard(state_, seat, card);
      Event(seat,
            absl::StrCat("wins on ", TileOf(card), " robbing ", SeatName(added_.first), "'s kong"));
    } else if (state_.discard == card && !won_) {
      const int from = state_.discarder;
      TakeWinningCard(state_, seat, card);
      Event(seat, absl::StrCat("wins on ", TileOf(card), " from ", SeatName(from)));
    } else if (state_.discard == 0 && state_.seats[seat].hand.Holds(card) && !won_) {
      Event(seat, AfterDraw(seat, "wins by self-draw"));
    } else {
      Event(seat, absl::StrCat("also wins on ", TileOf(card)));
    }
    won_ = true;
    return absl::OkStatus();
  }

  const GameRecord& r_;
  GameState state_;
  const ReplayObserver& observe_;
  std::size_t line_ = 0;                           // the transcript line being applied
  std::array<const TranscriptLine*, 4> answer_{};  // each seat's last answer not yet shown
  std::string out_;
  int events_ = 0;
  std::array<bool, 4> replacement_{};  // the seat's next /mo is a kong replacement
  std::array<std::string, 4> drawn_;   // "draws 5m" until the seat's next event
  std::pair<int, Card> added_{-1, 0};  // the last added kong, which may be robbed
  bool won_ = false;
};

}  // namespace

absl::StatusOr<Replay> ReplayGame(const GameRecord& record, const ReplayObserver& observe) {
  absl::StatusOr<Wall> wall = Wall::FromOrder(record.wall);
  if (!wall.ok()) return wall.status();
  if (record.dealer < 0 || record.dealer > 3) return absl::InvalidArgumentError("bad dealer");
  return Replayer(record, *std::move(wall), observe).Run();
}

std::string WinText(const WinRecord& w) {
  std::vector<std::string> items;
  for (const TaiItem& i : w.items) items.push_back(absl::StrCat(i.name, " ", i.tai));
  return absl::StrCat(
      SeatName(w.winner), " wins on ", TileOf(w.card),
      w.discarder < 0 ? " by self-draw" : absl::StrCat(" from ", SeatName(w.discarder)), ", ",
      w.tai, " tai (", absl::StrJoin(items, ", "), ")");
}

absl::StatusOr<std::string> ReplayText(const GameRecord& record) {
  absl::StatusOr<Replay> replay = ReplayGame(record);
  if (!replay.ok()) return replay.status();
  return std::move(replay->text);
}

}  // namespace mj16::mjref
