// A plainly written reference for shanten and effective tiles, independent of tables/: it
// searches every target hand kind by kind, straight from the definition. Slow (tens of
// microseconds a hand); used by the tests and by the benchmark for the speed-up ratio.
//
// Definition: a target T is `melds` melds (chows within a suit, pungs) plus `pairs` pairs, at
// most 4 copies of a kind. overlap(h) = max over T of sum_k min(T[k], h[k]); shanten =
// (3 * melds_needed + 2) - overlap - 1 with one pair; effective tiles: kinds t with h[t] < 4 and
// shanten(h + t) < shanten(h).
#ifndef MJ16_TESTS_REFERENCE_SHANTEN_H_
#define MJ16_TESTS_REFERENCE_SHANTEN_H_

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace mj16::reference {

inline constexpr int kKinds = 34;
inline constexpr int kNoPairKind = -1;

// Best overlap of a row of kinds with the targets of a given size. `chow_start(k)` says whether
// a chow k, k+1, k+2 exists. The search walks the kinds in order; at kind k it decides how many
// chows start here, whether a pung sits here and whether the pair does, given the chows started
// at k-1 and k-2 that still cover k. Results are memoised per (kind, melds left, pair left,
// chows from k-1, chows from k-2), which only saves repeating identical sub-searches.
class OverlapSearch {
 public:
  OverlapSearch(std::vector<int> counts, std::vector<bool> chow_start, int pair_kind)
      : counts_(std::move(counts)),
        chow_start_(std::move(chow_start)),
        pair_kind_(pair_kind),
        memo_(counts_.size() * kStates, kUnknown) {}

  // Max over targets with exactly `melds` melds and `pairs` (0/1) pairs; -1 if none exists.
  int Best(int melds, int pairs) { return Search(0, melds, pairs, 0, 0); }

 private:
  static constexpr int kMaxMelds = 6;
  static constexpr int kStates = (kMaxMelds + 1) * 2 * 5 * 5;
  static constexpr int kUnknown = -2;
  static constexpr int kImpossible = -1000;

  int Search(int k, int melds, int pairs, int from_prev, int from_prev2) {
    const int n = static_cast<int>(counts_.size());
    if (k == n)
      return (melds == 0 && pairs == 0 && from_prev == 0 && from_prev2 == 0) ? 0 : kImpossible;
    int& memo = memo_[k * kStates + ((melds * 2 + pairs) * 5 + from_prev) * 5 + from_prev2];
    if (memo != kUnknown) return memo;
    int best = kImpossible;
    const int max_chows = chow_start_[k] ? melds : 0;
    for (int chows = 0; chows <= max_chows; ++chows) {
      for (int pung = 0; pung <= 1 && chows + pung <= melds; ++pung) {
        for (int pair = 0; pair <= pairs; ++pair) {
          if (pair == 1 && pair_kind_ != kNoPairKind && pair_kind_ != k) continue;
          const int target = from_prev2 + from_prev + chows + 3 * pung + 2 * pair;
          if (target > 4) continue;
          const int rest = Search(k + 1, melds - chows - pung, pairs - pair, chows, from_prev);
          if (rest == kImpossible) continue;
          best = std::max(best, std::min(target, counts_[k]) + rest);
        }
      }
    }
    memo = best;
    return best;
  }

  std::vector<int> counts_;
  std::vector<bool> chow_start_;
  int pair_kind_;
  std::vector<int> memo_;
};

// Chows start at ranks 1..7 of the three suits (kinds 0..26); honors have none.
inline std::vector<bool> HandChowStarts() {
  std::vector<bool> starts(kKinds, false);
  for (int k = 0; k < 27; ++k) starts[k] = k % 9 <= 6;
  return starts;
}

template <typename Counts>
std::vector<int> ToVector(const Counts& h) {
  return std::vector<int>(h.begin(), h.end());
}

// Best overlap of a whole hand (34 counts) with `melds` melds and one pair; the pair restricted
// to `pair_kind` unless kNoPairKind.
template <typename Counts>
int HandOverlap(const Counts& h, int melds, int pair_kind = kNoPairKind) {
  OverlapSearch search(ToVector(h), HandChowStarts(), pair_kind);
  return search.Best(melds, 1);
}

template <typename Counts>
int Shanten(const Counts& h, int melds_needed, int pair_kind = kNoPairKind) {
  return 3 * melds_needed + 2 - HandOverlap(h, melds_needed, pair_kind) - 1;
}

// Kinds whose addition lowers shanten, as a bitmask over kinds.
template <typename Counts>
std::uint64_t Effective(const Counts& h, int melds_needed) {
  const int base = Shanten(h, melds_needed);
  std::uint64_t mask = 0;
  for (int t = 0; t < kKinds; ++t) {
    if (h[t] >= 4) continue;
    Counts more = h;
    ++more[t];
    if (Shanten(more, melds_needed) < base) mask |= std::uint64_t{1} << t;
  }
  return mask;
}

// Overlaps of one component for every slot 2 * melds + pairs, melds 0..5: a suit (9 ranks,
// chows) or the honors (7 kinds, no chows).
inline std::array<int, 12> ComponentOverlaps(const std::vector<int>& counts, bool suit) {
  std::vector<bool> starts(counts.size(), false);
  if (suit) {
    for (int r = 0; r + 2 < static_cast<int>(counts.size()); ++r) starts[r] = true;
  }
  OverlapSearch search(counts, starts, kNoPairKind);
  std::array<int, 12> out{};
  for (int melds = 0; melds <= 5; ++melds) {
    for (int pairs = 0; pairs <= 1; ++pairs) out[2 * melds + pairs] = search.Best(melds, pairs);
  }
  return out;
}

}  // namespace mj16::reference

#endif  // MJ16_TESTS_REFERENCE_SHANTEN_H_
