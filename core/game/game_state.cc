#include "core/game/game_state.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_format.h"

namespace mj16::game {
namespace {

// Marks the open discard as taken and closes it: whoever took it now has the turn.
void TakeDiscard(GameState& s, int seat) {
  s.seats[s.discarder].river.back().claimed = true;
  s.discard = 0;
  s.turn = seat;
  s.melded = true;
  s.seats[seat].drawn = 0;
  s.after_kong = false;
}

Meld MakeClaimed(MeldType type, Tile tile, Tile claimed, int from, std::vector<Card> cards) {
  std::sort(cards.begin(), cards.end());
  Meld m = MakeMeld(type, tile, claimed);
  m.from = static_cast<std::int8_t>(from < 0 ? -1 : Position(from));
  std::copy(cards.begin(), cards.end(), m.cards.begin());
  return m;
}

}  // namespace

GameState::GameState(Wall w, int dealer_seat, Wind round, RuleSet r)
    : rules(r), wall(std::move(w)), dealer(dealer_seat), round_wind(round), turn(dealer_seat) {
  std::array<std::vector<Card>, 4> hands = Deal(wall, dealer);
  for (int seat = 0; seat < 4; ++seat) {
    for (Card c : hands[seat]) seats[seat].hand.Add(c);
  }
  // The dealer's 17th card plays the part of a draw (a dummy dealer discards it).
  seats[dealer].drawn = hands[dealer].back();
}

Card Draw(GameState& s, int seat) {
  const Card c = s.wall.DrawFor(seat);
  s.seats[seat].hand.Add(c);
  s.seats[seat].drawn = c;
  s.turn = seat;
  s.discard = 0;
  s.after_kong = false;
  ++s.draws;
  return c;
}

Card DrawReplacement(GameState& s, int seat) {
  const Card c = s.wall.DrawBack();
  s.seats[seat].hand.Add(c);
  s.seats[seat].drawn = c;
  s.turn = seat;
  s.after_kong = true;
  ++s.draws;
  return c;
}

void Discard(GameState& s, int seat, Card card) {
  SeatState& st = s.seats[seat];
  st.hand.Remove(card);
  st.river.push_back(RiverCard{card, false});
  st.drawn = 0;
  st.has_discarded = true;
  s.discard = card;
  s.discarder = seat;
  s.turn = seat;
  s.after_kong = false;
  s.discard_was_last = !s.CanDraw();
}

Meld Chow(GameState& s, int seat, Card a, Card b) {
  const Card d = s.discard;
  const int from = s.discarder;
  s.seats[seat].hand.Remove(a);
  s.seats[seat].hand.Remove(b);
  TakeDiscard(s, seat);
  const Tile low = std::min({KindOf(a), KindOf(b), KindOf(d)});
  Meld m = MakeClaimed(MeldType::kChow, low, KindOf(d), from, {a, b, d});
  s.seats[seat].hand.melds.push_back(m);
  return m;
}

Meld Pung(GameState& s, int seat, Card a, Card b) {
  const Card d = s.discard;
  const int from = s.discarder;
  s.seats[seat].hand.Remove(a);
  s.seats[seat].hand.Remove(b);
  TakeDiscard(s, seat);
  Meld m = MakeClaimed(MeldType::kPung, KindOf(d), KindOf(d), from, {a, b, d});
  s.seats[seat].hand.melds.push_back(m);
  return m;
}

Meld OpenKong(GameState& s, int seat, const std::array<Card, 3>& own) {
  const Card d = s.discard;
  const int from = s.discarder;
  for (Card c : own) s.seats[seat].hand.Remove(c);
  TakeDiscard(s, seat);
  Meld m =
      MakeClaimed(MeldType::kOpenKong, KindOf(d), KindOf(d), from, {own[0], own[1], own[2], d});
  s.seats[seat].hand.melds.push_back(m);
  return m;
}

Meld ConcealedKong(GameState& s, int seat, const std::array<Card, 4>& cards) {
  for (Card c : cards) s.seats[seat].hand.Remove(c);
  s.melded = true;
  Meld m = MakeClaimed(MeldType::kConcealedKong, KindOf(cards[0]), kNoTile, -1,
                       {cards.begin(), cards.end()});
  s.seats[seat].hand.melds.push_back(m);
  return m;
}

Meld AddedKong(GameState& s, int seat, Card card) {
  s.seats[seat].hand.Remove(card);
  s.melded = true;
  for (Meld& m : s.seats[seat].hand.melds) {
    if (m.type == MeldType::kPung && m.tile == KindOf(card)) {
      m.type = MeldType::kAddedKong;
      m.cards[3] = card;
      std::sort(m.cards.begin(), m.cards.end());
      return m;
    }
  }
  return Meld{};  // unreachable for a legal move
}

void UndoAddedKong(GameState& s, int seat, Card card) {
  for (Meld& m : s.seats[seat].hand.melds) {
    if (m.type == MeldType::kAddedKong && m.tile == KindOf(card)) {
      m.type = MeldType::kPung;
      auto it = std::find(m.cards.begin(), m.cards.end(), card);
      if (it != m.cards.end()) {
        *it = 0;
        std::sort(m.cards.begin(), m.cards.end());  // zero first, then the three kept
        std::rotate(m.cards.begin(), m.cards.begin() + 1, m.cards.end());
      }
      return;
    }
  }
}

void TakeWinningCard(GameState& s, int winner, Card card) {
  if (s.discard == card) {
    s.seats[s.discarder].river.back().claimed = true;
    s.discard = 0;
  }
  s.seats[winner].hand.Add(card);
}

absl::Status CheckConservation(const GameState& s) {
  std::array<int, kNumKinds * kCopies> seen{};
  auto note = [&](Card c) { ++seen[KindOf(c) * kCopies + CopyOf(c)]; };
  for (Card c : s.wall.Rest()) note(c);
  for (const SeatState& st : s.seats) {
    for (Card c : st.hand.concealed) note(c);
    for (const Meld& m : st.hand.melds) {
      for (int i = 0; i < m.Size(); ++i) note(m.cards[i]);
    }
    for (const RiverCard& r : st.river) {
      if (!r.claimed) note(r.card);
    }
  }
  for (int i = 0; i < kNumCards; ++i) {
    if (seen[i] != 1) {
      return absl::InternalError(absl::StrFormat(
          "card %d seen %d times", MakeCard(static_cast<Tile>(i / kCopies), i % kCopies), seen[i]));
    }
  }
  return absl::OkStatus();
}

}  // namespace mj16::game
