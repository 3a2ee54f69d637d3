#include "bot/mc/playout.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <limits>

#include "absl/strings/str_format.h"
#include "bot/mc/score.h"
#include "core/hand.h"

namespace mj16::bot::mc {
namespace {

constexpr int kHandSize = 16;

// Whether `hand` holds two kinds that make a chow with suited `t`: most discards find none, and
// the engine's list of chows (ChowsWith) need not be made.
bool MayChow(const TileCounts& hand, Tile t) {
  if (IsHonor(t)) return false;
  const int r = RankOf(t);
  const auto held = [&](int rank) { return rank >= 1 && rank <= 9 && hand[t + rank - r] > 0; };
  return (held(r - 1) && (held(r - 2) || held(r + 1))) || (held(r + 1) && held(r + 2));
}

int Sum(const TileCounts& c) {
  int n = 0;
  for (int x : c) n += x;
  return n;
}

void AddMeldTiles(const Meld& m, TileCounts& counts) {
  if (m.IsChow()) {
    for (int k = 0; k < 3; ++k) ++counts[m.tile + k];
  } else {
    counts[m.tile] = static_cast<std::uint8_t>(counts[m.tile] + m.Size());
  }
}

}  // namespace

Position FreshDeal(std::span<const Tile> wall, int dealer, Wind round_wind) {
  Position p;
  std::copy(wall.begin(), wall.end(), p.wall.begin());
  p.back = static_cast<int>(wall.size());
  for (int i = 0; i < 4; ++i) {
    SeatTiles& s = p.seats[(dealer + i) % 4];
    const int n = i == 0 ? kHandSize + 1 : kHandSize;
    for (int k = 0; k < n; ++k) ++s.concealed[p.wall[p.front++]];
  }
  p.phase = Phase::kAfterDraw;
  p.turn = dealer;
  p.drawn = p.wall[kHandSize];  // the dealer's 17th card
  p.dealer = dealer;
  p.round_wind = round_wind;
  return p;
}

absl::Status CheckPosition(const Position& p) {
  if (p.front < 0 || p.front > p.back || p.back > kWallCards) {
    return absl::InvalidArgumentError(absl::StrFormat("wall ends %d..%d", p.front, p.back));
  }
  if (p.turn < 0 || p.turn > 3 || p.dealer < 0 || p.dealer > 3) {
    return absl::InvalidArgumentError("turn or dealer out of range");
  }
  TileCounts all = p.river;
  for (int i = p.front; i < p.back; ++i) {
    if (p.wall[i] >= kNumKinds) return absl::InvalidArgumentError("a wall card is no kind");
    ++all[p.wall[i]];
  }
  const bool holds_extra = p.phase == Phase::kAfterDraw || p.phase == Phase::kAfterClaim;
  for (int seat = 0; seat < 4; ++seat) {
    const SeatTiles& s = p.seats[seat];
    if (s.num_melds < 0 || s.num_melds > kMeldsToWin) {
      return absl::InvalidArgumentError(absl::StrFormat("seat %d: %d melds", seat, s.num_melds));
    }
    for (int t = 0; t < kNumKinds; ++t) all[t] = static_cast<std::uint8_t>(all[t] + s.concealed[t]);
    for (const Meld& m : s.Melds()) {
      if (m.tile >= kNumKinds || (m.IsChow() && (IsHonor(m.tile) || RankOf(m.tile) > 7))) {
        return absl::InvalidArgumentError(absl::StrFormat("seat %d: a bad meld", seat));
      }
      AddMeldTiles(m, all);
    }
    const int want = 3 * s.MeldsNeeded() + (holds_extra && seat == p.turn ? 2 : 1);
    if (Sum(s.concealed) != want) {
      return absl::InvalidArgumentError(absl::StrFormat("seat %d holds %d concealed tiles, not %d",
                                                        seat, Sum(s.concealed), want));
    }
  }
  for (int t = 0; t < kNumKinds; ++t) {
    if (all[t] != kCopies) {
      return absl::InvalidArgumentError(absl::StrFormat("kind %d: %d copies", t, all[t]));
    }
  }
  if (p.phase == Phase::kAfterDraw &&
      (p.drawn >= kNumKinds || p.seats[p.turn].concealed[p.drawn] == 0)) {
    return absl::InvalidArgumentError("the drawn card is not held");
  }
  if (p.phase == Phase::kOffer &&
      (p.discard >= kNumKinds || p.discarder != p.turn || p.river[p.discard] == 0)) {
    return absl::InvalidArgumentError("no discard on offer");
  }
  return absl::OkStatus();
}

void Playout::Start(const Position& start, const std::array<const PlayoutPolicy*, 4>& policies) {
  pos_ = start;
  policies_ = policies;
  public_ = pos_.river;
  for (int seat = 0; seat < 4; ++seat) {
    const SeatTiles& s = pos_.seats[seat];
    for (const Meld& m : s.Melds()) {
      if (!m.IsConcealed()) AddMeldTiles(m, public_);
    }
    if (Sum(s.concealed) % 3 == 1) {
      StartWait(seat, s.concealed);
    } else if (pos_.phase == Phase::kAfterDraw && seat == pos_.turn) {
      // A self-drawn win is told by the wait before the draw (WinsOn).
      TileCounts before = s.concealed;
      --before[pos_.drawn];
      StartWait(seat, before);
    }
  }
}

void Playout::StartWait(int seat, const TileCounts& hand) {
  const int needed = pos_.seats[seat].MeldsNeeded();
  KnownWait& known = start_waits_[seat];
  if (known.melds_needed != needed || known.hand != hand) {
    known = {hand, needed, tables::Analyze(hand, needed)};
  }
  wait_[seat] = known.wait;
}

bool Playout::Play(PlayoutResult& result, int stop_draws) {
  for (;;) {
    switch (pos_.phase) {
      case Phase::kDraw:
        if (pos_.draws >= stop_draws) return true;
        if (!CanDraw()) return false;  // 流局
        DrawFront();
        break;
      case Phase::kAfterDraw:
        if (OwnTurn(result)) return false;
        break;
      case Phase::kAfterClaim:
        DiscardStep();
        break;
      case Phase::kOffer:
        if (Claims(result)) return false;
        break;
    }
  }
}

PlayoutResult Playout::Run(const Position& start,
                           const std::array<const PlayoutPolicy*, 4>& policies) {
  Start(start, policies);
  PlayoutResult result;
  Play(result, std::numeric_limits<int>::max());
  return result;
}

bool Playout::PlayUntilDraws(const Position& start,
                             const std::array<const PlayoutPolicy*, 4>& policies, int draws) {
  Start(start, policies);
  PlayoutResult result;
  return Play(result, draws);
}

DecisionView Playout::View(int seat) const {
  const SeatTiles& s = pos_.seats[seat];
  DecisionView v;
  v.seat = seat;
  v.hand = &s.concealed;
  v.melds = s.Melds();
  v.melds_needed = s.MeldsNeeded();
  v.shanten = wait_[seat].shanten;
  v.public_tiles = &public_;
  v.wall_left = pos_.WallLeft();
  v.passed = &pos_.passed;
  v.memo = &memo_;
  return v;
}

void Playout::UpdateWait(int seat) {
  const SeatTiles& s = pos_.seats[seat];
  wait_[seat] = tables::Analyze(s.concealed, s.MeldsNeeded());
}

void Playout::DrawFront() {
  const Tile t = pos_.wall[pos_.front++];
  ++pos_.seats[pos_.turn].concealed[t];
  pos_.passed[pos_.turn] = 0;
  pos_.drawn = t;
  pos_.after_kong = false;
  pos_.discard = kNoTile;
  ++pos_.draws;
  pos_.phase = Phase::kAfterDraw;
}

void Playout::DrawReplacement(int seat) {
  const Tile t = pos_.wall[--pos_.back];
  ++pos_.seats[seat].concealed[t];
  pos_.passed[seat] = 0;
  pos_.turn = seat;
  pos_.drawn = t;
  pos_.after_kong = true;
  ++pos_.draws;
  pos_.phase = Phase::kAfterDraw;
}

void Playout::AddMeld(int seat, MeldType type, Tile tile, Tile claimed) {
  SeatTiles& s = pos_.seats[seat];
  Meld& m = s.melds[s.num_melds++];
  m = MakeMeld(type, tile, claimed);
  if (claimed != kNoTile) m.from = static_cast<std::int8_t>(pos_.discarder + 1);
  pos_.melded = true;
}

bool Playout::OwnTurn(PlayoutResult& result) {
  const int seat = pos_.turn;
  SeatTiles& s = pos_.seats[seat];
  for (;;) {
    // wait_ is the hand's before the draw: complete now exactly when the draw is a win.
    if (WinsOn(seat, pos_.drawn) && PolicyOf(seat).Win(View(seat), pos_.drawn)) {
      SelfDrawWin(result);
      return true;
    }
    if (!CanDraw()) break;
    // The options in the order builtin:efficiency lists them: concealed kongs by kind, then
    // added kongs by meld.
    std::array<KongOption, kMeldsToWin + 4> options;
    int n = 0;
    for (tables::TileMask four = tables::KindsHolding(s.concealed, kCopies); four != 0;
         four &= four - 1) {
      options[n++] = KongOption{static_cast<Tile>(std::countr_zero(four)), false};
    }
    for (const Meld& m : s.Melds()) {
      if (m.type == MeldType::kPung && s.concealed[m.tile] > 0) {
        options[n++] = KongOption{m.tile, true};
      }
    }
    if (n == 0) break;
    const int pick = PolicyOf(seat).OwnKong(View(seat), {options.data(), static_cast<size_t>(n)});
    if (pick < 0) break;
    const Tile t = options[pick].tile;
    if (options[pick].added) {
      --s.concealed[t];
      ++public_[t];
      for (Meld& m : s.melds) {
        if (m.type == MeldType::kPung && m.tile == t) {
          m.type = MeldType::kAddedKong;
          break;
        }
      }
      pos_.melded = true;
      UpdateWait(seat);
      if (rules_.robbing_kong && RobKong(seat, t, result)) return true;
    } else {
      s.concealed[t] = 0;
      AddMeld(seat, MeldType::kConcealedKong, t, kNoTile);
      UpdateWait(seat);
    }
    DrawReplacement(seat);
  }
  DiscardStep();
  return false;
}

void Playout::DiscardStep() {
  const int seat = pos_.turn;
  SeatTiles& s = pos_.seats[seat];
  const PlayoutDiscard choice = PolicyOf(seat).Discard(View(seat));
  const Tile t = choice.tile;
  assert(t < kNumKinds && s.concealed[t] > 0);
  --s.concealed[t];
  ++pos_.river[t];
  ++public_[t];
  s.has_discarded = true;
  pos_.discard = t;
  pos_.discarder = seat;
  pos_.drawn = kNoTile;
  pos_.after_kong = false;
  pos_.discard_was_last = !CanDraw();
  pos_.phase = Phase::kOffer;
  if (choice.wait.has_value()) {
    wait_[seat] = *choice.wait;
    assert(wait_[seat].effective == tables::Analyze(s.concealed, s.MeldsNeeded()).effective);
  } else {
    UpdateWait(seat);
  }
}

void Playout::TakeDiscard(int seat) {
  --pos_.river[pos_.discard];  // into the meld: still public
  pos_.passed[seat] = 0;       // a new hand
  pos_.turn = seat;
  pos_.drawn = kNoTile;
  pos_.after_kong = false;
}

bool Playout::Claims(PlayoutResult& result) {
  const int from = pos_.discarder;
  const Tile t = pos_.discard;
  std::array<int, 3> winners{};
  int n = 0;
  for (int i = 1; i < 4 && (n == 0 || rules_.multiple_winners); ++i) {
    const int seat = (from + i) % 4;
    if (WinsOn(seat, t) && PolicyOf(seat).Win(View(seat), t)) winners[n++] = seat;
  }
  if (n > 0) {
    DiscardWins({winners.data(), static_cast<size_t>(n)}, from, t, false, result);
    return true;
  }
  for (int i = 1; i < 4; ++i) pos_.passed[(from + i) % 4] |= tables::TileBit(t);
  for (int i = 1; i < 4; ++i) {
    const int seat = (from + i) % 4;
    SeatTiles& s = pos_.seats[seat];
    // No open kong on the left player's discard, nor without a replacement to draw.
    if (i > 1 && s.concealed[t] >= 3 && CanDraw() && PolicyOf(seat).OpenKong(View(seat), t)) {
      s.concealed[t] = static_cast<std::uint8_t>(s.concealed[t] - 3);
      public_[t] = static_cast<std::uint8_t>(public_[t] + 3);
      AddMeld(seat, MeldType::kOpenKong, t, t);
      UpdateWait(seat);
      TakeDiscard(seat);
      DrawReplacement(seat);
      return false;
    }
    if (s.concealed[t] >= 2 && PolicyOf(seat).Pung(View(seat), t)) {
      s.concealed[t] = static_cast<std::uint8_t>(s.concealed[t] - 2);
      public_[t] = static_cast<std::uint8_t>(public_[t] + 2);
      AddMeld(seat, MeldType::kPung, t, t);
      TakeDiscard(seat);
      pos_.phase = Phase::kAfterClaim;
      return false;
    }
  }
  const int next = (from + 1) % 4;
  SeatTiles& s = pos_.seats[next];
  // The chows the engine allows (core/hand.h), lowest first; the policy picks by lowest kind.
  const absl::InlinedVector<ChowWith, 3> chows =
      MayChow(s.concealed, t) ? ChowsWith(s.concealed, t) : absl::InlinedVector<ChowWith, 3>{};
  std::array<Tile, 3> lows{};
  for (size_t k = 0; k < chows.size(); ++k) lows[k] = chows[k].meld.tile;
  const int pick =
      chows.empty() ? -1 : PolicyOf(next).Chow(View(next), t, {lows.data(), chows.size()});
  if (pick >= 0) {
    for (const Tile own : chows[pick].own) {
      --s.concealed[own];
      ++public_[own];
    }
    AddMeld(next, MeldType::kChow, lows[pick], t);
    TakeDiscard(next);
    pos_.phase = Phase::kAfterClaim;
    return false;
  }
  pos_.turn = next;
  pos_.phase = Phase::kDraw;
  return false;
}

bool Playout::RobKong(int kong_seat, Tile t, PlayoutResult& result) {
  std::array<int, 3> winners{};
  int n = 0;
  for (int i = 1; i < 4 && (n == 0 || rules_.multiple_winners); ++i) {
    const int seat = (kong_seat + i) % 4;
    if (WinsOn(seat, t) && PolicyOf(seat).Win(View(seat), t)) winners[n++] = seat;
  }
  if (n == 0) return false;
  // The robbed kong is a pung again; its fourth card is the winner's.
  SeatTiles& s = pos_.seats[kong_seat];
  for (Meld& m : s.melds) {
    if (m.type == MeldType::kAddedKong && m.tile == t) {
      m.type = MeldType::kPung;
      break;
    }
  }
  --public_[t];
  DiscardWins({winners.data(), static_cast<size_t>(n)}, kong_seat, t, true, result);
  return true;
}

void Playout::SelfDrawWin(PlayoutResult& result) {
  const int seat = pos_.turn;
  const WinContext ctx = WinContextFor(seat, pos_.dealer, pos_.round_wind, pos_.drawn,
                                       {.self_draw = true,
                                        .after_kong = pos_.after_kong,
                                        .nobody_melded = !pos_.melded,
                                        .winner_discarded = pos_.seats[seat].has_discarded,
                                        .wall_empty = !CanDraw(),
                                        .dealt = pos_.draws == 0});
  result.end = End::kSelfDraw;
  result.num_winners = 1;
  result.winners[0] = seat;
  result.tile = pos_.drawn;
  result.context = ctx;
  result.tai[0] = PayWin(seat, -1, ctx, result);
}

void Playout::DiscardWins(std::span<const int> winners, int from, Tile t, bool robbed,
                          PlayoutResult& result) {
  result.end = robbed ? End::kRobbedKong : End::kDiscardWin;
  result.from = from;
  result.tile = t;
  result.num_winners = static_cast<int>(winners.size());
  for (size_t i = 0; i < winners.size(); ++i) {
    const int seat = winners[i];
    const WinContext ctx = WinContextFor(seat, pos_.dealer, pos_.round_wind, t,
                                         {.robbing_kong = robbed,
                                          .nobody_melded = !pos_.melded,
                                          .winner_discarded = pos_.seats[seat].has_discarded,
                                          .wall_empty = pos_.discard_was_last});
    result.winners[i] = seat;
    if (i == 0) result.context = ctx;
    // Each winner is scored with the card; the nearest takes it.
    ++pos_.seats[seat].concealed[t];
    result.tai[i] = PayWin(seat, from, ctx, result);
    if (i > 0) --pos_.seats[seat].concealed[t];
  }
  if (!robbed) --pos_.river[t];
}

int Playout::PayWin(int winner, int from, const WinContext& ctx, PlayoutResult& result) {
  const SeatTiles& s = pos_.seats[winner];
  Score score;
  score.tai = ScoreTai(s.concealed, s.Melds(), ctx, rules_);
  const Settlement pay = Settle(score, winner, pos_.dealer, from, rules_);
  for (int k = 0; k < 4; ++k) result.delta[k] += pay.delta[k];
  return score.tai;
}

}  // namespace mj16::bot::mc
