#include "bot/feed.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <random>

#include "bot/danger.h"

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

WaitShare SampleWaits(const TableView& view, int p, const Settings& settings, std::uint64_t seed) {
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
                                     const Settings& settings) {
  std::array<WaitShare, 4> shares{};
  // The same position always samples the same hands: its draws fix the seed.
  std::uint64_t seed = static_cast<std::uint64_t>(view.draws()) * 0x9E3779B97F4A7C15ULL;
  for (int p : ThreatPositions(view, threats)) {
    seed += static_cast<std::uint64_t>(p) * 0xBF58476D1CE4E5B9ULL;
    shares[p - 1] = SampleWaits(view, p, settings, seed);
  }
  return shares;
}

std::array<double, 4> FeedWeights(const TableView& view, const Settings& settings) {
  std::array<double, 4> weights{};
  const std::array<int, 4>& standings = view.standings();
  const int me = view.pos();
  if (me < 1 || me > 4) return {1, 1, 1, 1};  // no seat known: nobody is farther than another
  int farthest = 0;
  int gap = -1;
  bool tie = false;
  for (int p = 1; p <= 4; ++p) {
    if (p == me) continue;
    weights[p - 1] = 1.0;
    const int g = std::abs(standings[p - 1] - standings[me - 1]);
    if (g > gap) {
      gap = g;
      farthest = p;
      tie = false;
    } else if (g == gap) {
      tie = true;
    }
  }
  if (farthest != 0 && !tie) weights[farthest - 1] = settings.feed_farthest_weight;
  return weights;
}

FeedChoice ChooseFeed(const TableView& view, const std::vector<Tile>& candidates,
                      const std::vector<int>& threats, const Settings& settings) {
  if (candidates.empty()) return FeedChoice{};
  return ChooseFeedFrom(view, candidates, ThreatWaits(view, threats, settings), settings);
}

FeedChoice ChooseFeedFrom(const TableView& view, const std::vector<Tile>& candidates,
                          const std::array<WaitShare, 4>& shares, const Settings& settings) {
  FeedChoice choice;
  if (candidates.empty()) return choice;
  const std::array<double, 4> weights = FeedWeights(view, settings);
  for (int p = 1; p <= 4; ++p) {
    if (p != view.pos() && weights[p - 1] != 1.0) choice.farthest = p;
  }
  for (int p = 1; p <= 4; ++p) {
    for (Tile t : candidates) choice.cost[t] += weights[p - 1] * shares[p - 1][t];
  }
  choice.tile = candidates.front();
  for (Tile t : candidates) {
    if (choice.cost[t] < choice.cost[choice.tile]) choice.tile = t;
  }
  return choice;
}

}  // namespace mj16::bot
