#include "bot/offence/split.h"

#include <array>

#include "absl/container/flat_hash_map.h"

namespace mj16::bot {
namespace {

// The best cut of one suit, masks over its ranks 0..8.
struct SuitBest {
  std::int8_t groups = 0;
  std::int8_t partials = 0;
  std::uint16_t chow_waits = 0;
  std::uint16_t pung_waits = 0;
  std::uint16_t isolated = 0;
  bool has_pair = false;
};

using Ranks = std::array<std::uint8_t, 9>;

std::uint32_t Key(const Ranks& r, int n) {
  std::uint32_t key = 0;
  for (int i = n - 1; i >= 0; --i) key = key * 5 + r[i];
  return key;
}

class SuitSplitter {
 public:
  explicit SuitSplitter(bool honors) : honors_(honors), n_(honors ? 7 : 9) {}

  SuitBest Best(Ranks& r) {
    int t = 0;
    while (t < n_ && r[t] == 0) ++t;
    if (t == n_) return SuitBest{};
    const std::uint32_t key = Key(r, n_);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;

    SuitBest best;
    bool any = false;
    // Applies a move (tiles taken off), recurses, and keeps the best; ties unite their masks.
    auto consider = [&](std::initializer_list<int> taken, int groups, int partials,
                        std::uint16_t chow_waits, std::uint16_t pung_waits,
                        std::uint16_t isolated) {
      for (int i : taken) --r[i];
      SuitBest sub = Best(r);
      for (int i : taken) ++r[i];
      sub.groups += groups;
      sub.partials += partials;
      sub.chow_waits |= chow_waits;
      sub.pung_waits |= pung_waits;
      sub.isolated |= isolated;
      sub.has_pair |= pung_waits != 0;
      if (!any || sub.groups > best.groups ||
          (sub.groups == best.groups && sub.partials > best.partials)) {
        best = sub;
        any = true;
      } else if (sub.groups == best.groups && sub.partials == best.partials) {
        best.chow_waits |= sub.chow_waits;
        best.pung_waits |= sub.pung_waits;
        best.isolated |= sub.isolated;
        best.has_pair |= sub.has_pair;
      }
    };
    const auto bit = [](int i) { return static_cast<std::uint16_t>(1u << i); };
    if (r[t] >= 3) consider({t, t, t}, 1, 0, 0, 0, 0);
    if (r[t] >= 2) consider({t, t}, 0, 1, 0, bit(t), 0);
    if (!honors_) {
      if (t + 2 < n_ && r[t + 1] > 0 && r[t + 2] > 0) consider({t, t + 1, t + 2}, 1, 0, 0, 0, 0);
      if (t + 1 < n_ && r[t + 1] > 0) {
        std::uint16_t waits = 0;
        if (t > 0) waits |= bit(t - 1);
        if (t + 2 < n_) waits |= bit(t + 2);
        consider({t, t + 1}, 0, 1, waits, 0, 0);
      }
      if (t + 2 < n_ && r[t + 2] > 0) consider({t, t + 2}, 0, 1, bit(t + 1), 0, 0);
    }
    consider({t}, 0, 0, 0, 0, bit(t));
    memo_.emplace(key, best);
    return best;
  }

 private:
  bool honors_;
  int n_;
  absl::flat_hash_map<std::uint32_t, SuitBest> memo_;
};

}  // namespace

SplitSummary Split(const TileCounts& hand) {
  // Per thread, so that in-process players in parallel referee tables share nothing.
  thread_local SuitSplitter suited(false);
  thread_local SuitSplitter honors(true);
  SplitSummary s;
  for (int suit = 0; suit < 4; ++suit) {
    Ranks r{};
    const int n = suit == kHonors ? 7 : 9;
    for (int i = 0; i < n; ++i) r[i] = hand[suit * 9 + i];
    const SuitBest b = (suit == kHonors ? honors : suited).Best(r);
    s.groups += b.groups;
    s.partials += b.partials;
    s.chow_waits |= KindMask{b.chow_waits} << (suit * 9);
    s.pung_waits |= KindMask{b.pung_waits} << (suit * 9);
    s.isolated |= KindMask{b.isolated} << (suit * 9);
    s.has_pair |= b.has_pair;
  }
  return s;
}

}  // namespace mj16::bot
