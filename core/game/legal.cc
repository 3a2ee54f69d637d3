#include "core/game/legal.h"

#include <algorithm>

#include "core/win.h"

namespace mj16::game {

namespace {

// Counts that cannot be a pair plus groups: a suit holding 1 or 4 tiles mod 3, two suits holding
// 2 mod 3, an honor held once or four times... A cheap necessary condition before the full check.
bool CannotBeComplete(const TileCounts& c) {
  int pairs = 0;
  for (int suit = 0; suit < 3; ++suit) {
    int n = 0;
    for (int r = 0; r < 9; ++r) n += c[suit * 9 + r];
    if (n % 3 == 1) return true;
    pairs += n % 3 == 2;
  }
  for (int t = 27; t < kNumKinds; ++t) {
    if (c[t] == 1 || c[t] == 4) return true;
    pairs += c[t] == 2;
  }
  return pairs != 1;
}

// A pair and the melds still needed, as core/win.h's IsWinningHand.
bool Wins(const TileCounts& c, const CardHand& hand) {
  const int needed = kMeldsToWin - static_cast<int>(hand.melds.size());
  if (needed < 0 || Total(c) != 3 * needed + 2 || CannotBeComplete(c)) return false;
  return mj16::IsComplete(c);
}

bool CanChow(const TileCounts& c, Tile t) {
  if (IsHonor(t)) return false;
  const int rank = RankOf(t);
  auto held = [&](int r) { return r >= 1 && r <= 9 && c[t - rank + r] > 0; };
  return (held(rank - 2) && held(rank - 1)) || (held(rank - 1) && held(rank + 1)) ||
         (held(rank + 1) && held(rank + 2));
}

}  // namespace

bool IsComplete(const CardHand& hand) { return Wins(hand.Counts(), hand); }

bool WinsWith(const CardHand& hand, Card card) {
  TileCounts c = hand.Counts();
  ++c[KindOf(card)];
  return Wins(c, hand);
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
  TileCounts c = hand.Counts();
  const Tile t = KindOf(s.discard);
  o.pung = c[t] >= 2;
  o.open_kong = !next && s.CanDraw() && c[t] >= 3;
  o.chow = next && CanChow(c, t);
  ++c[t];
  o.win = Wins(c, hand);
  return o;
}

TurnOptions OnTurn(const GameState& s, int seat) {
  TurnOptions o;
  if (s.seats[seat].dummy) return o;
  const CardHand& hand = s.seats[seat].hand;
  const TileCounts c = hand.Counts();
  o.win = Wins(c, hand);
  if (!s.CanDraw()) return o;
  for (int t = 0; t < kNumKinds && !o.kong; ++t) o.kong = c[t] == kCopies;
  for (const Meld& m : hand.melds) o.kong = o.kong || (m.type == MeldType::kPung && c[m.tile] > 0);
  return o;
}

bool CanRobKong(const GameState& s, int seat, int kong_seat, Card card) {
  return s.rules.robbing_kong && seat != kong_seat && !s.seats[seat].dummy &&
         WinsWith(s.seats[seat].hand, card);
}

}  // namespace mj16::game
