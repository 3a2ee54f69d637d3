#include "bot/reading/waits.h"

#include <algorithm>
#include <bit>
#include <random>

#include "bot/reading/danger.h"

namespace mj16::bot {
namespace {

// A partial group that fixes a tenpai hand's wait: two tiles, `low` and `low + gap` (gap 0: a
// pair, which waits together with a second pair).
struct Shape {
  Tile low;
  int gap;
};

// Every partial group the unseen tiles can form, with its number of tile combinations.
struct ShapeTable {
  std::vector<Shape> shapes;
  std::vector<double> ways;
};

ShapeTable PartialShapes(const TileCounts& pool) {
  ShapeTable table;
  for (int k = 0; k < kNumKinds; ++k) {
    const Tile t = static_cast<Tile>(k);
    if (pool[t] >= 2) {
      table.shapes.push_back({t, 0});
      table.ways.push_back(pool[t] * (pool[t] - 1) / 2.0);
    }
    if (IsHonor(t)) continue;
    for (int gap = 1; gap <= 2; ++gap) {
      if (RankOf(t) + gap > 9 || pool[t] == 0 || pool[t + gap] == 0) continue;
      table.shapes.push_back({t, gap});
      table.ways.push_back(static_cast<double>(pool[t]) * pool[t + gap]);
    }
  }
  return table;
}

// The kinds a partial group waits on (a pair: itself, its partner pair adds the other).
KindMask WaitsOf(const Shape& s) {
  if (s.gap == 0) return Bit(s.low);
  if (s.gap == 2) return Bit(static_cast<Tile>(s.low + 1));
  KindMask waits = 0;
  if (RankOf(s.low) > 1) waits |= Bit(static_cast<Tile>(s.low - 1));
  if (RankOf(s.low) + 1 < 9) waits |= Bit(static_cast<Tile>(s.low + 2));
  return waits;
}

}  // namespace

WaitShare SampleWaits(const TableView& view, int p, const ReadingSettings& settings,
                      std::uint64_t seed) {
  WaitShare share{};
  const TileCounts pool = RemainingCounts(view);
  KindMask discarded = 0;
  for (const DiscardRecord& d : view.seat(p).discards) discarded |= Bit(KindOf(d.card));
  // Kinds p let go since his last draw: his hand then was the one he holds now, and a player who
  // takes every win he can does not wait on them.
  const KindMask passed = settings.feed_passed_wait_factor != 1 ? PassedSinceDraw(view, p) : 0;
  std::mt19937_64 rng(seed);
  const bool single = view.seat(p).concealed == 1;  // four melds shown: a single-tile wait
  std::vector<double> singles(kNumKinds);
  for (int k = 0; k < kNumKinds; ++k) singles[k] = pool[k];
  const ShapeTable table = PartialShapes(pool);
  if ((single && std::all_of(singles.begin(), singles.end(), [](double w) { return w == 0; })) ||
      (!single && table.shapes.empty())) {
    return share;
  }
  std::discrete_distribution<int> pick_single(singles.begin(), singles.end());
  std::discrete_distribution<size_t> pick_shape(table.ways.begin(), table.ways.end());
  // The second pair of a shanpon: any pair the unseen tiles can form, drawn again when it is the
  // first one's kind (built once: a distribution per sample made a decision take milliseconds).
  std::vector<double> pair_ways(kNumKinds, 0.0);
  for (int k = 0; k < kNumKinds; ++k) pair_ways[k] = pool[k] * (pool[k] - 1) / 2.0;
  std::discrete_distribution<int> pick_pair(pair_ways.begin(), pair_ways.end());
  int pair_kinds = 0;
  for (double w : pair_ways) pair_kinds += w > 0;
  double total = 0;
  for (int i = 0; i < settings.feed_samples; ++i) {
    KindMask waits = 0;
    if (single) {
      waits = Bit(static_cast<Tile>(pick_single(rng)));
    } else {
      const Shape& s = table.shapes[pick_shape(rng)];
      waits = WaitsOf(s);
      if (s.gap == 0 && pair_kinds > 1) {
        int second = pick_pair(rng);
        while (second == s.low) second = pick_pair(rng);
        waits |= Bit(second);
      }
    }
    double w = (waits & discarded) != 0 ? settings.feed_discarded_wait_factor : 1.0;
    if ((waits & passed) != 0) w *= settings.feed_passed_wait_factor;
    total += w;
    for (KindMask rest = waits; rest != 0; rest &= rest - 1) share[std::countr_zero(rest)] += w;
  }
  if (total > 0) {
    for (double& x : share) x /= total;
  }
  return share;
}

std::array<WaitShare, 4> ThreatWaits(const TableView& view, const std::vector<int>& threats,
                                     const ReadingSettings& settings) {
  std::array<WaitShare, 4> shares{};
  // The same position always samples the same hands: its draws fix the seed.
  std::uint64_t seed = static_cast<std::uint64_t>(view.draws()) * 0x9E3779B97F4A7C15ULL;
  for (int p : ThreatPositions(view, threats)) {
    seed += static_cast<std::uint64_t>(p) * 0xBF58476D1CE4E5B9ULL;
    shares[p - 1] = SampleWaits(view, p, settings, seed);
  }
  return shares;
}

}  // namespace mj16::bot
