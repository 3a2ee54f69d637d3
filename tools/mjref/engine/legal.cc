#include "tools/mjref/engine/legal.h"

#include <algorithm>

#include "core/win.h"

namespace mj16::mjref {

bool IsComplete(const CardHand& hand) { return IsWinningHand(hand.ToHand()); }

bool WinsWith(const CardHand& hand, Card card) {
  Hand h = hand.ToHand();
  ++h.concealed[KindOf(card)];
  return IsWinningHand(h);
}

std::vector<std::array<Tile, 2>> ChowKinds(const CardHand& hand, Card card) {
  std::vector<std::array<Tile, 2>> out;
  const Tile t = KindOf(card);
  if (IsHonor(t)) return out;
  const int rank = RankOf(t);
  // The chow's lowest rank runs over rank-2..rank; the other two kinds must be held.
  for (int low = rank - 2; low <= rank; ++low) {
    if (low < 1 || low + 2 > 9) continue;
    std::array<Tile, 2> need{};
    int k = 0;
    for (int r = low; r <= low + 2; ++r) {
      if (r != rank) need[k++] = static_cast<Tile>(t - rank + r);
    }
    if (hand.CountOf(need[0]) > 0 && hand.CountOf(need[1]) > 0) out.push_back(need);
  }
  return out;
}

bool IsChow(const CardHand& hand, Card card, Card a, Card b) {
  const std::array<Card, 2> own{a, b};
  if (!hand.HoldsAll(own)) return false;
  std::array<Tile, 2> kinds{KindOf(a), KindOf(b)};
  std::sort(kinds.begin(), kinds.end());
  for (const std::array<Tile, 2>& k : ChowKinds(hand, card)) {
    if (k == kinds) return true;
  }
  return false;
}

bool CanPung(const CardHand& hand, Card card) { return hand.CountOf(KindOf(card)) >= 2; }

bool CanOpenKong(const CardHand& hand, Card card) { return hand.CountOf(KindOf(card)) >= 3; }

std::vector<Tile> ConcealedKongKinds(const CardHand& hand) {
  std::vector<Tile> out;
  TileCounts counts{};
  for (Card c : hand.concealed) ++counts[KindOf(c)];
  for (int t = 0; t < kNumKinds; ++t) {
    if (counts[t] == kCopies) out.push_back(static_cast<Tile>(t));
  }
  return out;
}

std::vector<Card> AddedKongCards(const CardHand& hand) {
  std::vector<Card> out;
  for (const Meld& m : hand.melds) {
    if (m.type != MeldType::kPung) continue;
    for (Card c : hand.CopiesOf(m.tile)) out.push_back(c);
  }
  std::sort(out.begin(), out.end());
  return out;
}

ClaimOptions ClaimsOn(const GameState& s, int seat) {
  ClaimOptions o;
  if (s.discard == 0 || seat == s.discarder || s.seats[seat].dummy) return o;
  const CardHand& hand = s.seats[seat].hand;
  const bool next = seat == NextSeat(s.discarder);
  o.win = WinsWith(hand, s.discard);
  o.pung = CanPung(hand, s.discard);
  o.open_kong = !next && s.CanDraw() && CanOpenKong(hand, s.discard);
  o.chow = next && !ChowKinds(hand, s.discard).empty();
  return o;
}

TurnOptions OnTurn(const GameState& s, int seat) {
  TurnOptions o;
  if (s.seats[seat].dummy) return o;
  const CardHand& hand = s.seats[seat].hand;
  o.win = IsComplete(hand);
  o.kong = s.CanDraw() && (!ConcealedKongKinds(hand).empty() || !AddedKongCards(hand).empty());
  return o;
}

bool CanRobKong(const GameState& s, int seat, int kong_seat, Card card) {
  return s.rules.robbing_kong && seat != kong_seat && !s.seats[seat].dummy &&
         WinsWith(s.seats[seat].hand, card);
}

}  // namespace mj16::mjref
