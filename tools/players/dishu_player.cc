#include "tools/players/dishu_player.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bot/offence/layers.h"
#include "core/notation.h"
#include "tools/players/baseline.h"
#include "tools/players/decider_player.h"

namespace mj16::players {
namespace {

constexpr double kEpsilon = 1e-9;

// The greedy scan of one suit's 9 counts, added to `scan`.
void ScanSuited(const std::uint8_t* counts, DishuScan& scan) {
  std::array<int, 9> c;
  std::copy(counts, counts + 9, c.begin());
  for (int x = 0; x < 9; ++x) {
    while (c[x] > 0) {
      if (c[x] >= 3) {
        c[x] -= 3;
        ++scan.groups;
      } else if (x <= 6 && c[x + 1] > 0 && c[x + 2] > 0) {
        --c[x], --c[x + 1], --c[x + 2];
        ++scan.groups;
      } else if (c[x] >= 2) {
        c[x] -= 2;
        ++scan.blocks, ++scan.pairs;
      } else if (x <= 7 && c[x + 1] > 0) {
        --c[x], --c[x + 1];
        ++scan.blocks;
      } else {
        --c[x];  // isolated: 0
      }
    }
  }
}

// Honors form only pungs and pairs.
void ScanHonors(const std::uint8_t* counts, DishuScan& scan) {
  for (int k = 0; k < kNumKinds - kNumSuited; ++k) {
    if (counts[k] >= 3) {
      ++scan.groups;  // a fourth copy is isolated
    } else if (counts[k] == 2) {
      ++scan.blocks, ++scan.pairs;
    }
  }
}

// Every suit's scan, indexed by its counts in base 5 (5^9 entries, 4 MB, built on first use in
// about 0.1 s): the search rescans a suit after every draw and discard, and the lookup made a
// depth-2 decision 1.4 times faster than scanning.
class SuitScans {
 public:
  static constexpr int kEntries = 1953125;  // 5^9

  static const SuitScans& Get() {
    static const SuitScans scans;
    return scans;
  }

  DishuScan Lookup(const std::uint8_t* counts) const {
    int index = 0;
    for (int r = 8; r >= 0; --r) index = index * 5 + counts[r];
    const std::uint16_t packed = table_[index];
    return DishuScan{packed & 7, (packed >> 3) & 15, (packed >> 7) & 15};
  }

 private:
  SuitScans() : table_(kEntries) {
    std::array<std::uint8_t, 9> counts{};
    for (int index = 0; index < kEntries; ++index) {
      int rest = index;
      for (int r = 0; r < 9; ++r, rest /= 5) counts[r] = static_cast<std::uint8_t>(rest % 5);
      DishuScan scan;
      ScanSuited(counts.data(), scan);
      table_[index] = static_cast<std::uint16_t>(scan.groups | scan.blocks << 3 | scan.pairs << 7);
    }
  }

  std::vector<std::uint16_t> table_;
};

DishuScan ScanPart(const TileCounts& hand, int suit) {
  if (suit != kHonors) return SuitScans::Get().Lookup(hand.data() + suit * 9);
  DishuScan scan;
  ScanHonors(hand.data() + kNumSuited, scan);
  return scan;
}

// The expectation search of §3.5 over one root hand. The hand is changed in place (draws and
// discards, undone on the way back); each part's scan is kept so a change rescans one suit.
class Search {
 public:
  Search(const TileCounts& hand, const TileCounts& unseen, int melds_needed, bool cap)
      : hand_(hand), unseen_(unseen), melds_needed_(melds_needed), cap_(cap) {
    for (int t = 0; t < kNumKinds; ++t) total_ += unseen_[t];
    for (int s = 0; s < 4; ++s) parts_[s] = ScanPart(hand_, s);
  }

  int Distance() const {
    DishuScan sum;
    for (const DishuScan& p : parts_) {
      sum.groups += p.groups, sum.blocks += p.blocks, sum.pairs += p.pairs;
    }
    return DishuDistance(sum, melds_needed_, cap_);
  }

  // Expected distance of the 3n+1 hand after `depth` draws.
  double Expect(int depth) {
    if (depth == 0 || total_ == 0) return Distance();
    const Key key = MakeKey(depth);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    double sum = 0;
    const int total = total_;
    // A last draw with no equal or adjacent tile held leaves the scan, so the distance, as it is.
    const int unchanged = depth == 1 ? Distance() : -1;
    for (int k = 0; k < kNumKinds; ++k) {
      const Tile t = static_cast<Tile>(k);
      const int copies = unseen_[t];
      if (copies == 0) continue;
      if (depth == 1 && Isolated(t)) {
        sum += copies * unchanged;
        continue;
      }
      --unseen_[t], --total_;
      const DishuScan before = Add(t);
      sum += copies * Best(depth - 1);
      Undo(t, before, -1);
      ++unseen_[t], ++total_;
    }
    const double value = sum / total;
    memo_.emplace(key, value);
    return value;
  }

  // The 3n+2 hand after its best discard, `depth` draws still to come.
  double Best(int depth) {
    const int d = Distance();
    if (d == 0 || depth == 0) return d;  // won, or the horizon
    double best = 1e9;
    for (int k = 0; k < kNumKinds; ++k) {
      const Tile t = static_cast<Tile>(k);
      if (hand_[t] == 0) continue;
      const DishuScan before = Remove(t);
      best = std::min(best, Expect(depth));
      Undo(t, before, +1);
    }
    return best;
  }

  // Whether kind t, added, would be isolated: no copy of it or of a neighbour held.
  bool Isolated(Tile t) const {
    if (hand_[t] > 0) return false;
    if (IsHonor(t)) return true;
    const int r = RankOf(t);
    return (r == 1 || hand_[t - 1] == 0) && (r == 9 || hand_[t + 1] == 0);
  }

  // Change one kind by one copy and rescan its part; the returned scan undoes it.
  DishuScan Add(Tile t) { return Change(t, +1); }
  DishuScan Remove(Tile t) { return Change(t, -1); }
  void Undo(Tile t, const DishuScan& before, int delta) {
    hand_[t] = static_cast<std::uint8_t>(hand_[t] + delta);
    parts_[SuitOf(t)] = before;
  }

 private:
  // Hand and unseen counts (0..4) and the depth, 3 bits each: 69 × 3 bits in 4 words of 63.
  using Key = std::array<std::uint64_t, 4>;

  DishuScan Change(Tile t, int delta) {
    const DishuScan before = parts_[SuitOf(t)];
    hand_[t] = static_cast<std::uint8_t>(hand_[t] + delta);
    parts_[SuitOf(t)] = ScanPart(hand_, SuitOf(t));
    return before;
  }

  Key MakeKey(int depth) const {
    Key key{};
    int word = 0, shift = 0;
    auto put = [&](std::uint64_t v) {
      key[word] |= v << shift;
      shift += 3;
      if (shift == 63) ++word, shift = 0;
    };
    for (int t = 0; t < kNumKinds; ++t) put(hand_[t]);
    for (int t = 0; t < kNumKinds; ++t) put(unseen_[t]);
    put(static_cast<std::uint64_t>(depth));
    return key;
  }

  TileCounts hand_;
  TileCounts unseen_;
  int total_ = 0;
  int melds_needed_;
  bool cap_;
  std::array<DishuScan, 4> parts_;
  absl::flat_hash_map<Key, double> memo_;
};

int MinDistanceAfterDiscard(const TileCounts& hand, int melds_needed, bool cap) {
  int best = 99;
  TileCounts h = hand;
  for (int t = 0; t < kNumKinds; ++t) {
    if (h[t] == 0) continue;
    --h[t];
    best = std::min(best, DishuDistance(h, melds_needed, cap));
    ++h[t];
  }
  return best;
}

bool Before(const DishuCandidate& a, const DishuCandidate& b) {
  if (std::abs(a.expected - b.expected) > kEpsilon) return a.expected < b.expected;
  if (a.distance != b.distance) return a.distance < b.distance;
  if (bot::Outerness(a.tile) != bot::Outerness(b.tile)) {
    return bot::Outerness(a.tile) > bot::Outerness(b.tile);
  }
  return a.tile > b.tile;
}

TileCounts Unseen(const TableView& view) {
  const TileCounts seen = view.Seen();
  TileCounts unseen{};
  for (int t = 0; t < kNumKinds; ++t) {
    unseen[t] = static_cast<std::uint8_t>(seen[t] >= kCopies ? 0 : kCopies - seen[t]);
  }
  return unseen;
}

DiscardPick PickFor(const TableView& view, const DishuOptions& options, bool explain) {
  const DishuChoice choice =
      ChooseDishuDiscard(view.hand().Counts(), view.melds_needed(), Unseen(view), options);
  DiscardPick pick;
  pick.tile = choice.tile;
  if (choice.candidates.empty()) return pick;
  const DishuCandidate& best = choice.candidates.front();
  pick.reason = absl::StrFormat("expected distance %.3f at depth %d (distance now %d)",
                                best.expected, options.depth, best.distance);
  if (explain) {
    for (const DishuCandidate& c : choice.candidates) {
      absl::StrAppend(&pick.explanation,
                      absl::StrFormat("  %s: expected %.3f, distance %d\n", FormatTile(c.tile),
                                      c.expected, c.distance));
    }
  }
  return pick;
}

}  // namespace

DishuScan ScanHand(const TileCounts& hand) {
  DishuScan scan;
  for (int s = 0; s < 4; ++s) {
    const DishuScan p = ScanPart(hand, s);
    scan.groups += p.groups, scan.blocks += p.blocks, scan.pairs += p.pairs;
  }
  return scan;
}

int DishuDistance(const DishuScan& scan, int melds_needed, bool cap) {
  const int start = 2 * melds_needed + 1;
  if (!cap) return std::max(0, start - 2 * scan.groups - scan.blocks);
  const int groups = std::min(scan.groups, melds_needed);
  const int pair = scan.pairs > 0 ? 1 : 0;
  const int blocks = std::min(scan.blocks - pair, melds_needed - groups);
  return start - 2 * groups - pair - blocks;
}

int DishuDistance(const TileCounts& hand, int melds_needed, bool cap) {
  return DishuDistance(ScanHand(hand), melds_needed, cap);
}

double ExpectedDistance(const TileCounts& hand, int melds_needed, const TileCounts& unseen,
                        const DishuOptions& options) {
  Search search(hand, unseen, melds_needed, options.cap);
  return search.Expect(options.depth);
}

DishuChoice ChooseDishuDiscard(const TileCounts& hand, int melds_needed, const TileCounts& unseen,
                               const DishuOptions& options) {
  DishuChoice choice;
  Search search(hand, unseen, melds_needed, options.cap);
  for (int k = 0; k < kNumKinds; ++k) {
    const Tile t = static_cast<Tile>(k);
    if (hand[t] == 0) continue;
    const DishuScan before = search.Remove(t);
    choice.candidates.push_back(DishuCandidate{t, search.Expect(options.depth), search.Distance()});
    search.Undo(t, before, +1);
  }
  std::sort(choice.candidates.begin(), choice.candidates.end(), Before);
  if (!choice.candidates.empty()) choice.tile = choice.candidates.front().tile;
  return choice;
}

bot::Session::Decider DishuDecider(const DishuOptions& options) {
  HandRating rating;
  rating.name = "distance";
  rating.waiting = [cap = options.cap](const TileCounts& hand, int m) {
    return DishuDistance(hand, m, cap);
  };
  rating.after_discard = [cap = options.cap](const TileCounts& hand, int m) {
    return MinDistanceAfterDiscard(hand, m, cap);
  };
  return BaselineDecider(
      [options](const TableView& view, bool explain) { return PickFor(view, options, explain); },
      std::move(rating));
}

absl::StatusOr<DishuOptions> ParseDishuOptions(const Options& options) {
  DishuOptions out;
  for (const auto& [key, value] : options) {
    if (key == "depth") {
      absl::StatusOr<int> depth = IntOption(key, value, 0, kMaxDishuDepth);
      if (!depth.ok()) return depth.status();
      out.depth = *depth;
    } else if (key == "cap") {
      absl::StatusOr<bool> cap = BoolOption(key, value);
      if (!cap.ok()) return cap.status();
      out.cap = *cap;
    } else {
      return UnknownOption(key, "depth, cap");
    }
  }
  return out;
}

absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeDishuFactory(std::string name,
                                                                       const Options& options) {
  absl::StatusOr<DishuOptions> parsed = ParseDishuOptions(options);
  if (!parsed.ok()) return parsed.status();
  return std::make_unique<DeciderPlayerFactory>(std::move(name),
                                                [o = *parsed] { return DishuDecider(o); });
}

}  // namespace mj16::players
