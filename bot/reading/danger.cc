#include "bot/reading/danger.h"

#include <algorithm>

#include "core/card_hand.h"

namespace mj16::bot {
namespace {

// A chow is named by its lowest rank, 1..7.
bool ChowExists(int low) { return low >= 1 && low <= 7; }

// Did position p's discard of kind c (record d, discarded by q) show p did not want c then?
bool PassedOn(const DiscardRecord& d, int q, int p) {
  if (!d.claimed) return true;  // nobody took it: everyone passed (fig. 4)
  if (d.claimed_by != 0 && d.claimed_as == MeldType::kChow) return p != d.claimed_by;
  return p == q;  // punged, konged (or won): only the discarder surely did not want it
}

// Did p discard kind t after his latest meld (while his hand stood as it shows now)?
bool LetGoSinceMeld(const TableView& view, int p, Tile t) {
  const SeatView& seat = view.seat(p);
  if (seat.MeldCount() == 0) return false;
  for (size_t i = static_cast<size_t>(seat.discards_at_last_meld); i < seat.discards.size(); ++i) {
    if (KindOf(seat.discards[i].card) == t) return true;
  }
  return false;
}

bool IsSuitedBefore(const TileDanger& a, const TileDanger& b) {
  if (IsHonor(a.tile) != IsHonor(b.tile)) return !IsHonor(a.tile);
  if (a.heat != b.heat) return a.heat < b.heat;
  return a.tile < b.tile;
}

bool ByHeat(const TileDanger& a, const TileDanger& b) {
  if (a.heat != b.heat) return a.heat < b.heat;
  if (a.remaining != b.remaining) return a.remaining < b.remaining;
  return a.tile < b.tile;
}

// Fig. 7: from the lowest heat m, a kind whose heat is within the gap and that has at least
// `remaining_gap` fewer copies left takes m's place, because heat counts chows and not pungs.
// `rest` is sorted by ByHeat; returns the index chosen and whether the exchange applied.
std::pair<size_t, bool> PickByHeat(const std::vector<TileDanger>& rest, const ReadingSettings& s) {
  const TileDanger& m = rest.front();
  for (size_t i = 1; i < rest.size(); ++i) {
    if (rest[i].heat - m.heat >= s.defence_heat_gap) break;
    if (rest[i].remaining <= m.remaining - s.defence_remaining_gap) return {i, true};
  }
  return {0, false};
}

}  // namespace

TileCounts RemainingCounts(const TableView& view) {
  const TileCounts seen = view.Seen();
  TileCounts remaining{};
  for (int t = 0; t < kNumKinds; ++t) {
    remaining[t] = static_cast<std::uint8_t>(std::max(0, kCopies - seen[t]));
  }
  return remaining;
}

int ChowHeat(Tile t, const TileCounts& counts, unsigned excluded) {
  if (IsHonor(t)) return 0;
  const int rank = RankOf(t);
  const Tile first = static_cast<Tile>(t - (rank - 1));  // rank 1 of the suit
  int heat = 0;
  for (int low = rank - 2; low <= rank; ++low) {
    if (!ChowExists(low)) continue;
    if (low == rank - 2 && (excluded & kChowBelow)) continue;
    if (low == rank && (excluded & kChowAbove)) continue;
    int ways = 1;
    for (int r = low; r < low + 3; ++r) ways *= counts[first + r - 1];
    heat += ways;
  }
  return heat;
}

unsigned SujiExclusions(const TableView& view, int p, Tile t) {
  if (IsHonor(t)) return kNoExclusion;
  const int rank = RankOf(t);
  unsigned excluded = kNoExclusion;
  for (const DiscardRecord& d : view.seat(p).discards) {
    const Tile k = KindOf(d.card);
    if (SuitOf(k) != SuitOf(t) || IsHonor(k)) continue;
    // A discard of rank−3 rules out holding rank−2 rank−1 (which would wait on both), so the
    // chow below cannot be p's wait for t; likewise rank+3 and the chow above.
    if (RankOf(k) == rank - 3) excluded |= kChowBelow;
    if (RankOf(k) == rank + 3) excluded |= kChowAbove;
  }
  return excluded;
}

std::array<int, kNumKinds> TimesSincePassed(const TableView& view, int p) {
  std::array<int, kNumKinds> last;  // p's draw count at the latest pass of each kind
  last.fill(-1);
  for (int q = 1; q <= 4; ++q) {
    for (const DiscardRecord& d : view.seat(q).discards) {
      int& at = last[KindOf(d.card)];
      if (PassedOn(d, q, p)) at = std::max(at, d.draws_at[p - 1]);
    }
  }
  std::array<int, kNumKinds> time;
  for (int k = 0; k < kNumKinds; ++k) time[k] = last[k] < 0 ? -1 : view.seat(p).draws - last[k];
  return time;
}

int TimeSincePassed(const TableView& view, int p, Tile c) { return TimesSincePassed(view, p)[c]; }

KindMask PassedSinceDraw(const TableView& view, int p) {
  KindMask passed = 0;
  for (int q = 1; q <= 4; ++q) {
    if (q == p) continue;
    for (const DiscardRecord& d : view.seat(q).discards) {
      if (PassedOn(d, q, p) && d.draws_at[p - 1] == view.seat(p).draws) {
        passed |= Bit(KindOf(d.card));
      }
    }
  }
  return passed;
}

bool ClaimedSinceDraw(const TableView& view, int p) {
  for (int q = 1; q <= 4; ++q) {
    if (q == p) continue;
    for (const DiscardRecord& d : view.seat(q).discards) {
      if (d.claimed && d.claimed_by == p && d.draws_at[p - 1] == view.seat(p).draws) return true;
    }
  }
  return false;
}

bool FollowedAClaim(const TableView& view, int p, int i) {
  const std::vector<DiscardRecord>& discards = view.seat(p).discards;
  const int draws = discards[i].draws_at[p - 1];
  return i > 0 ? draws == discards[i - 1].draws_at[p - 1] : draws == 0 && view.dealer() != p;
}

std::vector<int> ThreatPositions(const TableView& view, const std::vector<int>& threats) {
  if (!threats.empty()) return threats;
  std::vector<int> others;
  for (int p = 1; p <= 4; ++p) {
    if (p != view.pos()) others.push_back(p);
  }
  return others;
}

TileDanger AssessTile(const TableView& view, Tile t, const ReadingSettings& settings,
                      const std::vector<int>& threats) {
  const std::vector<int> against = ThreatPositions(view, threats);
  const TileCounts remaining = RemainingCounts(view);
  TileDanger d;
  d.tile = t;
  d.remaining = remaining[t];
  d.passed_by_threats = true;
  for (int p = 1; p <= 4; ++p) {
    if (p != view.pos()) d.time[p - 1] = TimeSincePassed(view, p, t);
  }
  d.let_go_by_threats = !against.empty();
  for (int p : against) {
    d.passed_by_threats = d.passed_by_threats && d.time[p - 1] == 0;
    d.let_go_by_threats = d.let_go_by_threats && (d.time[p - 1] == 0 || LetGoSinceMeld(view, p, t));
  }
  if (IsHonor(t)) {
    d.heat = settings.defence_honor_heat_per_copy * d.remaining;
    return d;
  }
  // The tile's own factor counts the copies held too: the seed's 3萬 starts at 192 although it
  // is a tile in the hand (only held tiles are ranked); its neighbours' copies in the own hand
  // cannot be in an opponent's chow, so theirs is 剩張.
  TileCounts counts = remaining;
  counts[t] = static_cast<std::uint8_t>(remaining[t] + view.hand().CountOf(t));
  double sum = 0;
  for (int p : against) {
    const unsigned excluded = SujiExclusions(view, p, t);
    d.suji = d.suji || excluded != kNoExclusion;
    sum += ChowHeat(t, counts, excluded);
  }
  d.heat = against.empty() ? 0 : sum / static_cast<double>(against.size());
  // Fig. 5: Σ over the three others of t below the threshold lowers the heat. A −1 (never passed)
  // says nothing about safety, so any −1 leaves the heat as it is.
  int total = 0;
  bool known = true;
  for (int p = 1; p <= 4; ++p) {
    if (p == view.pos()) continue;
    known = known && d.time[p - 1] >= 0;
    total += d.time[p - 1];
  }
  if (known && total < settings.defence_time_threshold) {
    d.heat *= settings.defence_time_factor;
    d.time_corrected = true;
  }
  return d;
}

std::vector<Tile> FollowKinds(const TableView& view) {
  std::vector<Tile> kinds;
  for (int p : {TableView::Left(view.pos()), view.dealer()}) {
    if (p < 1 || p > 4 || p == view.pos() || view.seat(p).discards.empty()) continue;
    const Tile k = KindOf(view.seat(p).discards.back().card);
    if (std::find(kinds.begin(), kinds.end(), k) == kinds.end()) kinds.push_back(k);
  }
  return kinds;
}

const char* SafetyReasonName(SafetyReason r) {
  switch (r) {
    case SafetyReason::kPassed:
      return "passed";
    case SafetyReason::kDeadHonor:
      return "dead honor";
    case SafetyReason::kSinceMeld:
      return "let go since meld";
    case SafetyReason::kFollow:
      return "follow";
    case SafetyReason::kFewerCopies:
      return "fewer copies";
    case SafetyReason::kHeat:
      return "heat";
  }
  return "?";
}

std::vector<SafeTile> SafeTileRanking(const TableView& view, const ReadingSettings& settings,
                                      const std::vector<int>& threats) {
  const TileCounts held = view.hand().Counts();
  const std::vector<Tile> follow = FollowKinds(view);
  std::vector<TileDanger> passed, dead, since_meld, followed, rest;
  for (int t = 0; t < kNumKinds; ++t) {
    if (held[t] == 0) continue;
    const TileDanger d = AssessTile(view, static_cast<Tile>(t), settings, threats);
    if (d.passed_by_threats) {
      passed.push_back(d);
    } else if (IsHonor(d.tile) && d.remaining == 0) {
      dead.push_back(d);
    } else if (d.let_go_by_threats) {
      since_meld.push_back(d);
    } else if (std::find(follow.begin(), follow.end(), d.tile) != follow.end()) {
      followed.push_back(d);
    } else {
      rest.push_back(d);
    }
  }
  std::vector<SafeTile> ranking;
  // Fig. 2: suited kinds before honors among the passed ones, "數牌比字牌更危險".
  std::sort(passed.begin(), passed.end(), IsSuitedBefore);
  for (const TileDanger& d : passed) ranking.push_back({d, SafetyReason::kPassed});
  for (const TileDanger& d : dead) ranking.push_back({d, SafetyReason::kDeadHonor});
  std::sort(since_meld.begin(), since_meld.end(), ByHeat);
  for (const TileDanger& d : since_meld) ranking.push_back({d, SafetyReason::kSinceMeld});
  std::sort(followed.begin(), followed.end(), ByHeat);
  for (const TileDanger& d : followed) ranking.push_back({d, SafetyReason::kFollow});
  std::sort(rest.begin(), rest.end(), ByHeat);
  while (!rest.empty()) {
    const auto [i, exchanged] = PickByHeat(rest, settings);
    ranking.push_back({rest[i], exchanged ? SafetyReason::kFewerCopies : SafetyReason::kHeat});
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
  }
  return ranking;
}

}  // namespace mj16::bot
