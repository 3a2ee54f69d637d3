#include "core/table_view.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace mj16 {
namespace {

void AddMeldTiles(const Meld& m, TileCounts& counts) {
  if (m.IsChow()) {
    for (int i = 0; i < 3; ++i) ++counts[m.tile + i];
  } else {
    counts[m.tile] += m.Size();
  }
}

Meld MeldOf(MeldType type, const std::vector<Card>& cards, Card claimed, int from) {
  Meld meld;
  meld.type = type;
  std::vector<Card> sorted = cards;
  std::sort(sorted.begin(), sorted.end());
  for (size_t i = 0; i < sorted.size() && i < meld.cards.size(); ++i) meld.cards[i] = sorted[i];
  meld.tile = KindOf(sorted.front());
  if (claimed != 0) {
    meld.claimed = KindOf(claimed);
    meld.from = static_cast<std::int8_t>(from);
  }
  return meld;
}

// Whether the cards make a meld of this type, by kind. A broadcast that does not must not become
// a meld: readers index kinds from a meld's tile, and a "chow" of 發白白 ran past the honors
// (session_fuzzer, docs/fuzzing.md).
bool MakesMeld(MeldType type, const std::vector<Card>& cards) {
  if (cards.empty()) return false;
  std::vector<Tile> kinds;
  for (Card c : cards) kinds.push_back(KindOf(c));
  std::sort(kinds.begin(), kinds.end());
  if (type == MeldType::kChow) {
    return kinds.size() == 3 && !IsHonor(kinds[0]) && kinds[1] == kinds[0] + 1 &&
           kinds[2] == kinds[0] + 2 && SuitOf(kinds[2]) == SuitOf(kinds[0]);
  }
  return kinds.front() == kinds.back();
}

absl::Status NotAMeld(const Message& m) {
  return absl::FailedPreconditionError(absl::StrCat("a claim by ", m.pos, " whose cards make no ",
                                                    m.kind == Message::Kind::kEat    ? "chow"
                                                    : m.kind == Message::Kind::kPong ? "pung"
                                                                                     : "kong",
                                                    ": ignored"));
}

}  // namespace

int TableView::live_wall() const {
  return std::max(0, kWallTiles - kDealtTiles - kDeadWall - draws_);
}

int TableView::hidden_others() const {
  int n = 0;
  for (int p = 1; p <= 4; ++p) {
    if (p != pos_) n += seat(p).concealed;
  }
  return n;
}

TileCounts TableView::Seen() const {
  TileCounts seen{};
  for (Card c : hand_.concealed) ++seen[KindOf(c)];
  for (const SeatView& s : seats_) {
    for (const Meld& m : s.melds) AddMeldTiles(m, seen);
    for (const DiscardRecord& d : s.discards) {
      if (!d.claimed) ++seen[KindOf(d.card)];
    }
  }
  return seen;
}

TileCounts TableView::Exposed() const {
  TileCounts exposed{};
  for (const SeatView& s : seats_) {
    for (const Meld& m : s.melds) {
      if (!m.IsConcealed()) AddMeldTiles(m, exposed);
    }
    for (const DiscardRecord& d : s.discards) {
      if (!d.claimed) ++exposed[KindOf(d.card)];
    }
  }
  return exposed;
}

void TableView::StartGame(int pos) {
  pos_ = pos;
  in_game_ = true;
  hand_ = CardHand{};
  seats_ = {};
  last_discard_ = last_kong_card_ = drawn_ = 0;
  last_discarder_ = 0;
  draws_ = 0;
  pending_draw_ = 0;
}

absl::Status TableView::AddOwn(Card c, absl::string_view how) {
  // One code is one physical tile: held twice, it would let the bot name it twice in a claim
  // (session_fuzzer's first finding, docs/fuzzing.md).
  if (hand_.Holds(c)) {
    return absl::FailedPreconditionError(absl::StrCat(how, " ", c, ", already held"));
  }
  hand_.Add(c);
  return absl::OkStatus();
}

void TableView::CountDraw(int pos) {
  ++draws_;
  ++mutable_seat(pos).draws;
  if (pos != pos_) ++mutable_seat(pos).concealed;  // own draws arrive as /mo
}

void TableView::SettlePendingDraw(int pos) {
  // pos is 0 for an own /mo before any /start: nothing was pending then.
  if (pending_draw_ != 0 && pending_draw_ == pos) CountDraw(pos);
  pending_draw_ = 0;
}

void TableView::MarkLastDiscardClaimed(int by, MeldType as) {
  if (last_discarder_ == 0) return;
  std::vector<DiscardRecord>& d = mutable_seat(last_discarder_).discards;
  if (!d.empty() && d.back().card == last_discard_) {
    d.back().claimed = true;
    d.back().claimed_by = by;
    d.back().claimed_as = as;
  }
}

absl::Status TableView::ApplyClaim(const Message& m) {
  const Card claimed = last_discard_;
  absl::Status status;
  if (claimed == 0 || std::find(m.cards.begin(), m.cards.end(), claimed) == m.cards.end()) {
    status = absl::FailedPreconditionError(
        absl::StrCat("a claim by ", m.pos, " without the last discard among its cards"));
  }
  const MeldType type = m.kind == Message::Kind::kEat    ? MeldType::kChow
                        : m.kind == Message::Kind::kPong ? MeldType::kPung
                                                         : MeldType::kOpenKong;
  if (!MakesMeld(type, m.cards)) return NotAMeld(m);
  mutable_seat(m.pos).melds.push_back(MeldOf(type, m.cards, claimed, last_discarder_));
  mutable_seat(m.pos).discards_at_last_meld = static_cast<int>(seat(m.pos).discards.size());
  const int own = static_cast<int>(m.cards.size()) - 1;
  if (m.pos == pos_) {
    bool skipped_claimed = false;
    for (Card c : m.cards) {
      if (c == claimed && !skipped_claimed) {
        skipped_claimed = true;
        continue;
      }
      if (!hand_.Remove(c) && status.ok()) {
        status = absl::FailedPreconditionError(absl::StrCat("claimed with ", c, ", not held"));
      }
    }
    drawn_ = 0;
  } else {
    mutable_seat(m.pos).concealed -= own;
  }
  MarkLastDiscardClaimed(m.pos, type);
  last_discard_ = 0;
  pending_draw_ = 0;  // the claimer discards next without drawing
  return status;
}

absl::Status TableView::ApplyKong(const Message& m) {
  // Four cards (an open or an own concealed kong) must be of one kind; a lone card is checked
  // against the pung it joins.
  if (m.cards.size() > 1 && !MakesMeld(MeldType::kOpenKong, m.cards)) return NotAMeld(m);
  absl::Status status;
  SeatView& s = mutable_seat(m.pos);
  if (m.gong_type != 4) s.discards_at_last_meld = static_cast<int>(s.discards.size());
  if (m.gong_type == 4) {
    status = ApplyClaim(m);
  } else if (m.gong_type == 0) {
    SettlePendingDraw(m.pos);
    if (m.cards.empty()) {
      ++s.hidden_kongs;
      s.concealed -= 4;
    } else {
      s.melds.push_back(MeldOf(MeldType::kConcealedKong, m.cards, 0, -1));
      if (m.pos == pos_) {
        for (Card c : m.cards) {
          if (!hand_.Remove(c) && status.ok()) {
            status =
                absl::FailedPreconditionError(absl::StrCat("concealed kong of ", c, ", not held"));
          }
        }
      } else {
        s.concealed -= 4;
      }
    }
  } else {  // 1: added kong
    SettlePendingDraw(m.pos);
    const Card c = m.cards.front();
    auto pung = std::find_if(s.melds.begin(), s.melds.end(), [&](const Meld& x) {
      return x.type == MeldType::kPung && x.tile == KindOf(c);
    });
    if (pung == s.melds.end()) {
      status = absl::FailedPreconditionError(absl::StrCat("added kong of ", c, " without a pung"));
    } else {
      pung->type = MeldType::kAddedKong;
      pung->cards[3] = c;
    }
    if (m.pos == pos_) {
      if (!hand_.Remove(c) && status.ok()) {
        status = absl::FailedPreconditionError(absl::StrCat("added kong of ", c, ", not held"));
      }
    } else {
      --s.concealed;
    }
    last_kong_card_ = c;
  }
  last_discard_ = 0;
  // Every kong draws a replacement from the back of the wall; it shows (as for any draw) when the
  // player acts next, and never happens if the kong is robbed.
  pending_draw_ = m.pos;
  return status;
}

void TableView::UndoAddedKong(Card card) {
  for (SeatView& s : seats_) {
    for (Meld& m : s.melds) {
      if (m.type == MeldType::kAddedKong && m.cards[3] == card) {
        m.type = MeldType::kPung;
        m.cards[3] = 0;
        last_kong_card_ = 0;
        return;
      }
    }
  }
}

absl::Status TableView::Apply(const Message& m) {
  absl::Status status;
  switch (m.kind) {
    case Message::Kind::kStart:
      StartGame(m.pos);
      break;
    case Message::Kind::kInitGame:
      round_wind_ = m.round;
      dealer_ = m.dealer;
      for (int p = 1; p <= 4; ++p) mutable_seat(p).concealed = p == dealer_ ? 17 : 16;
      break;
    case Message::Kind::kInitCard:
      hand_ = CardHand{};
      for (Card c : m.cards) {
        if (absl::Status s = AddOwn(c, "dealt"); !s.ok() && status.ok()) status = s;
      }
      if (status.ok() && pos_ != 0 && dealer_ != 0 &&
          static_cast<int>(hand_.concealed.size()) + m.flowers != (pos_ == dealer_ ? 17 : 16)) {
        status =
            absl::FailedPreconditionError(absl::StrCat("dealt ", hand_.concealed.size(), " cards"));
      }
      break;
    case Message::Kind::kMo:
      SettlePendingDraw(pos_);
      last_kong_card_ = 0;
      status = AddOwn(m.cards.front(), "drew");
      drawn_ = m.cards.front();
      last_discard_ = 0;
      break;
    case Message::Kind::kThrow: {
      SettlePendingDraw(m.pos);
      const Card c = m.cards.front();
      if (m.pos == pos_) {
        if (!hand_.Remove(c)) {
          status = absl::FailedPreconditionError(absl::StrCat("discarded ", c, ", not held"));
        }
        drawn_ = 0;
      } else {
        --mutable_seat(m.pos).concealed;
      }
      DiscardRecord record;
      record.card = c;
      for (int p = 1; p <= 4; ++p) record.draws_at[p - 1] = seat(p).draws;
      mutable_seat(m.pos).discards.push_back(record);
      last_kong_card_ = 0;
      last_discard_ = c;
      last_discarder_ = m.pos;
      pending_draw_ = Next(m.pos);
      break;
    }
    case Message::Kind::kEat:
    case Message::Kind::kPong:
      status = ApplyClaim(m);
      break;
    case Message::Kind::kGong:
      status = ApplyKong(m);
      break;
    case Message::Kind::kHu: {
      const Card hucard = m.cards.front();
      if (hucard != last_discard_ && hucard != last_kong_card_) SettlePendingDraw(m.pos);
      // A robbed added kong goes back to the pung it was: its fourth card is the winner's.
      if (hucard != 0 && hucard == last_kong_card_) UndoAddedKong(hucard);
      in_game_ = false;
      break;
    }
    case Message::Kind::kExit:
      for (int i = 0; i < 4; ++i) standings_[i] += m.scores[i];
      ++games_finished_;
      in_game_ = false;
      break;
    case Message::Kind::kAsk:
    case Message::Kind::kReady:
    case Message::Kind::kClose:
      break;
  }
  if (pos_ != 0) {  // the own hand's melds and size mirror the seat's
    mutable_seat(pos_).concealed = static_cast<int>(hand_.concealed.size());
    hand_.melds = seat(pos_).melds;
  }
  return status;
}

}  // namespace mj16
