#include "bot/mc/opponent_model.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "bot/mc/shanten_table_data.h"
#include "tables/shanten.h"

namespace mj16::bot::mc {
namespace {

absl::Status LineError(int line, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrFormat("shanten table line %d: %s", line, what));
}

long RowTotal(const std::array<long, kShantenClasses>& row) {
  long n = 0;
  for (long c : row) n += c;
  return n;
}

// A number below `n` (> 0), which may pass the 32 bits of Rng::Below.
std::int64_t Below(Rng& rng, std::int64_t n) {
  if (n <= std::numeric_limits<std::int32_t>::max()) return rng.Below(static_cast<int>(n));
  return static_cast<std::int64_t>(rng.Next() % static_cast<std::uint64_t>(n));
}

// Ways to take k copies out of n (k <= 3).
int Choose(int n, int k) {
  if (n < k) return 0;
  int r = 1;
  for (int i = 0; i < k; ++i) r = r * (n - i) / (i + 1);
  return r;
}

// A group the unseen copies allow: `kinds` copies of first, first + step, first + 2 step.
struct Group {
  Tile first = 0;
  std::uint8_t step = 0;  // 0: copies of one kind (pair, pung)
  std::uint8_t size = 0;
};

enum class GroupKind { kComplete, kPartial, kPair };

// Seed 001 table 3-2, weighted: groups of one kind (complete, partial or pair) taken one after
// another from the unseen copies, each among those the pool allows with chance proportional to
// the ways of taking it from the pool times its kinds' weights. The groups are laid out by
// their first kind; each kind's sum is kept and worked out again only where a take changed
// the pool.
class GroupDraw {
 public:
  GroupDraw(GroupKind kind, const TileCounts& pool, const GroupWeights& weights)
      : kind_(kind), weights_(weights) {
    for (int t = 0; t < kNumKinds; ++t) total_ += at_[t] = SumAt(t, pool);
  }

  // Removes one group from `pool` (the one this was made with, changed only by Take) and adds
  // it to `hand`; false when none is possible.
  bool Take(TileCounts& pool, TileCounts& hand, Rng& rng) {
    if (total_ == 0) return false;
    std::int64_t pick = Below(rng, total_);
    int t = 0;
    while (pick >= at_[t]) pick -= at_[t++];
    std::array<Group, 3> groups;
    std::array<std::int64_t, 3> weights;
    GroupsAt(t, pool, groups, weights);
    int i = 0;
    while (pick >= weights[i]) pick -= weights[i++];
    const Group& g = groups[i];
    for (int k = 0; k < g.size; ++k) {
      --pool[g.first + k * g.step];
      ++hand[g.first + k * g.step];
    }
    // A group counts the copies of its first kind and the two above it.
    const int last = std::min(kNumKinds - 1, g.first + g.step * (g.size - 1));
    for (int u = std::max(0, g.first - 2); u <= last; ++u) {
      total_ -= at_[u];
      total_ += at_[u] = SumAt(u, pool);
    }
    return true;
  }

 private:
  // The groups whose first kind is t, in the order drawn, and their weights (0: not possible);
  // returns how many.
  int GroupsAt(int t, const TileCounts& pool, std::array<Group, 3>& groups,
               std::array<std::int64_t, 3>& weights) const {
    const Tile tile = static_cast<Tile>(t);
    const int rank = IsHonor(tile) ? 0 : t % 9 + 1;
    int n = 0;
    const auto add = [&](Group g, std::int64_t ways, std::int64_t weight) {
      groups[n] = g;
      weights[n++] = ways * weight;
    };
    if (kind_ == GroupKind::kComplete) {
      add({tile, 0, 3}, Choose(pool[t], 3), weights_.pung[t]);
      if (rank >= 1 && rank <= 7) {
        add({tile, 1, 3}, pool[t] * pool[t + 1] * pool[t + 2], weights_.chow[t]);
      }
    } else {
      add({tile, 0, 2}, Choose(pool[t], 2), weights_.pair[t]);
      if (kind_ == GroupKind::kPartial) {
        if (rank >= 1 && rank <= 8) add({tile, 1, 2}, pool[t] * pool[t + 1], weights_.run[t]);
        if (rank >= 1 && rank <= 7) add({tile, 2, 2}, pool[t] * pool[t + 2], weights_.gap[t]);
      }
    }
    return n;
  }

  std::int64_t SumAt(int t, const TileCounts& pool) const {
    std::array<Group, 3> groups;
    std::array<std::int64_t, 3> weights;
    const int n = GroupsAt(t, pool, groups, weights);
    std::int64_t sum = 0;
    for (int i = 0; i < n; ++i) sum += weights[i];
    return sum;
  }

  GroupKind kind_;
  const GroupWeights& weights_;
  std::array<std::int64_t, kNumKinds> at_{};  // by first kind, the sum of its groups' weights
  std::int64_t total_ = 0;
};

// `count` copies drawn from `pool` into `hand`, each copy as likely as its kind's weight; false
// when the pool runs out.
bool TakeSingles(int count, TileCounts& pool, TileCounts& hand, Rng& rng,
                 const GroupWeights& weights) {
  // Each kind's share, pool[t] * weight(t), and their sums by suit (the honours a fourth), kept
  // as copies are taken: the walk to the drawn kind passes suits before kinds.
  std::array<std::int64_t, kNumKinds> share;
  std::array<std::int64_t, 4> suit{};
  for (int t = 0; t < kNumKinds; ++t) suit[t / 9] += share[t] = pool[t] * weights.single[t];
  std::int64_t total = suit[0] + suit[1] + suit[2] + suit[3];
  for (int k = 0; k < count; ++k) {
    if (total == 0) return false;
    std::int64_t pick = Below(rng, total);
    int b = 0;
    while (pick >= suit[b]) pick -= suit[b++];
    int t = 9 * b;
    while (pick >= share[t]) pick -= share[t++];
    --pool[t];
    ++hand[t];
    share[t] -= weights.single[t];
    suit[b] -= weights.single[t];
    total -= weights.single[t];
  }
  return true;
}

// A hand shape: complete groups, partial groups (pairs included) and a pair, shanten
// 2 (needed − complete) − partials − pair when none of the filling singles adds to it.
struct Shape {
  int complete = 0;
  int partial = 0;
  int pair = 0;
  int weight = 0;
};

// The shapes of exactly `target` for `needed` melds to form, weighted: real hands nearly
// always keep a pair, so a shape with one counts 4 to 1 (e.g. tenpai: a pair and a partial
// four times as often as a lone-tile wait).
int Shapes(int needed, int target, std::array<Shape, 16>& shapes) {
  int n = 0;
  const int size = 3 * needed + 1;
  for (int m = 0; m <= needed; ++m) {
    for (int p = 0; m + p <= needed; ++p) {
      for (int j = 0; j <= 1; ++j) {
        if (2 * (needed - m) - p - j != target || 3 * m + 2 * p + 2 * j > size) continue;
        if (n < static_cast<int>(shapes.size())) shapes[n++] = {m, p, j, j == 1 ? 4 : 1};
      }
    }
  }
  return n;
}

// P(tenpai) p with its odds multiplied by r.
double ScaledTenpai(double p, double r) { return r * p / (r * p + 1 - p); }

}  // namespace

int ModelRow(int go_around) { return std::clamp(go_around, 1, kModelGoArounds); }
int ModelColumn(int melds) { return std::clamp(melds, 0, kModelMelds - 1); }

std::string FormatShantenTable(const ShantenCounts& counts, absl::string_view command) {
  std::string out = absl::StrCat(
      "# P(an opponent's shanten | go-around, melds shown): bot/mc/opponent_model.h.\n"
      "# Counted over the discards of self-play games with the referee's truth (the discarder's\n"
      "# hand after the discard). Regenerate with:\n#   ",
      command,
      "\n# go_around (1..16, 16 = 16+)  melds (0..4, 4 = 4+)  tenpai  1-shanten  2-shanten  "
      "3+-shanten\n");
  for (int g = 1; g <= kModelGoArounds; ++g) {
    for (int m = 0; m < kModelMelds; ++m) {
      const auto& c = counts[g][m];
      absl::StrAppendFormat(&out, "%d %d %d %d %d %d\n", g, m, c[0], c[1], c[2], c[3]);
    }
  }
  return out;
}

absl::StatusOr<ShantenModel> ShantenModel::Parse(absl::string_view text) {
  ShantenModel model;
  std::array<std::array<bool, kModelMelds>, kModelGoArounds + 1> seen{};
  int number = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++number;
    line = absl::StripAsciiWhitespace(line);
    if (line.empty() || line[0] == '#') continue;
    const std::vector<absl::string_view> fields =
        absl::StrSplit(line, absl::ByAnyChar(" \t"), absl::SkipEmpty());
    if (fields.size() != 2 + kShantenClasses) {
      return LineError(number, absl::StrFormat("%d fields, want 6: g m n0 n1 n2 n3",
                                               static_cast<int>(fields.size())));
    }
    std::array<long, 2 + kShantenClasses> v{};
    for (size_t i = 0; i < fields.size(); ++i) {
      if (!absl::SimpleAtoi(fields[i], &v[i])) {
        return LineError(number, absl::StrCat("'", fields[i], "' is not an integer"));
      }
    }
    if (v[0] < 1 || v[0] > kModelGoArounds) {
      return LineError(number, absl::StrFormat("go-around %d not in 1..%d", v[0], kModelGoArounds));
    }
    if (v[1] < 0 || v[1] >= kModelMelds) {
      return LineError(number, absl::StrFormat("melds %d not in 0..%d", v[1], kModelMelds - 1));
    }
    if (seen[v[0]][v[1]]) {
      return LineError(number, absl::StrFormat("go-around %d, melds %d again", v[0], v[1]));
    }
    seen[v[0]][v[1]] = true;
    for (int s = 0; s < kShantenClasses; ++s) {
      if (v[2 + s] < 0) return LineError(number, "a negative count");
      model.counts_[v[0]][v[1]][s] = v[2 + s];
    }
  }
  if (RowTotal(model.counts_[1][0]) < kMinRow) {
    return absl::InvalidArgumentError(absl::StrFormat(
        "shanten table: go-around 1, melds 0 has fewer than %d observations", kMinRow));
  }
  // Borrowing in order, so the rows borrowed from are final: (g − 1, m) and (g, m − 1).
  for (int g = 1; g <= kModelGoArounds; ++g) {
    for (int m = 0; m < kModelMelds; ++m) {
      std::array<long, kShantenClasses> row = model.counts_[g][m];
      if (RowTotal(row) < kMinRow) {
        const bool earlier = g > 1 && RowTotal(model.counts_[g - 1][m]) >= kMinRow;
        row = earlier || m == 0 ? model.cumulative_[g - 1][m] : model.cumulative_[g][m - 1];
        // Those are cumulative already: undo it.
        for (int s = kShantenClasses - 1; s > 0; --s) row[s] -= row[s - 1];
      }
      long sum = 0;
      for (int s = 0; s < kShantenClasses; ++s) model.cumulative_[g][m][s] = sum += row[s];
    }
  }
  return model;
}

const ShantenModel& ShantenModel::Default() {
  static const ShantenModel model = [] {
    absl::StatusOr<ShantenModel> m = Parse(kShantenTableData);
    if (!m.ok()) {
      // The table is a build input checked by tests; a broken one must not play silently.
      std::fprintf(stderr, "mjbot: embedded %s\n", std::string(m.status().message()).c_str());
      std::abort();
    }
    return *std::move(m);
  }();
  return model;
}

double ShantenModel::Probability(int go_around, int melds, int s, double tenpai_odds) const {
  const auto& c = cumulative_[ModelRow(go_around)][ModelColumn(melds)];
  const long below = s == 0 ? 0 : c[s - 1];
  const double total = static_cast<double>(c[kShantenClasses - 1]);
  const double p = static_cast<double>(c[s] - below) / total;
  if (tenpai_odds == 1.0) return p;
  const double p0 = static_cast<double>(c[0]) / total;
  const double q0 = ScaledTenpai(p0, tenpai_odds);
  if (s == 0) return q0;
  return p0 < 1 ? p * (1 - q0) / (1 - p0) : 0;
}

int ShantenModel::SampleShanten(int go_around, int melds, Rng& rng, double tenpai_odds) const {
  const auto& c = cumulative_[ModelRow(go_around)][ModelColumn(melds)];
  if (tenpai_odds == 1.0) {
    // Totals stay far below 2^32 (a table of millions of discards at most).
    const long pick =
        static_cast<long>((rng.Next() >> 11) % static_cast<std::uint64_t>(c[kShantenClasses - 1]));
    int s = 0;
    while (pick >= c[s]) ++s;
    return s;
  }
  const double total = static_cast<double>(c[kShantenClasses - 1]);
  const double p0 = static_cast<double>(c[0]) / total;
  const double u = static_cast<double>(rng.Next() >> 11) * 0x1.0p-53;  // uniform in [0, 1)
  const double q0 = ScaledTenpai(p0, tenpai_odds);
  if (u < q0 || p0 >= 1) return 0;
  // Among the other classes by their counts.
  const double rest = (u - q0) / (1 - q0) * static_cast<double>(c[kShantenClasses - 1] - c[0]);
  int s = 1;
  while (s < kShantenClasses - 1 && rest >= static_cast<double>(c[s] - c[0])) ++s;
  return s;
}

int KindClass(Tile t) {
  if (IsHonor(t)) return 0;
  const int rank = RankOf(t);
  return rank == 1 || rank == 9 ? 1 : rank == 2 || rank == 8 ? 2 : 3;
}

KindWeights WeightsByClass(const std::array<double, 4>& classes) {
  KindWeights w{};
  for (int t = 0; t < kNumKinds; ++t) {
    const double x = classes[KindClass(static_cast<Tile>(t))];
    w[t] = std::max(1, static_cast<int>(std::lround(x * kWeightOne)));
  }
  return w;
}

GroupWeights::GroupWeights(const KindWeights* kinds) {
  const auto w = [&](int t) -> std::int64_t {
    return kinds != nullptr && t < kNumKinds ? (*kinds)[t] : 1;
  };
  for (int t = 0; t < kNumKinds; ++t) {
    single[t] = w(t);
    pair[t] = w(t) * w(t);
    pung[t] = w(t) * w(t) * w(t);
    run[t] = w(t) * w(t + 1);  // past a suit's end: never asked for
    gap[t] = w(t) * w(t + 2);
    chow[t] = w(t) * w(t + 1) * w(t + 2);
  }
}

Generated GenerateHand(TileCounts& pool, int melds_needed, int target, int tries, Rng& rng,
                       TileCounts& out, const GroupWeights& weights) {
  const int size = 3 * melds_needed + 1;
  std::array<Shape, 16> shapes;
  // 3+ covers every shanten from 3 up: uniform deals are mostly there already.
  const int num_shapes = target >= 3 ? 0 : Shapes(melds_needed, target, shapes);
  int shape_weight = 0;
  for (int i = 0; i < num_shapes; ++i) shape_weight += shapes[i].weight;

  // Every attempt starts from `pool`: its complete groups' weights once for all.
  std::optional<GroupDraw> first_complete;
  Generated best;
  int best_miss = 1 << 20;
  TileCounts best_pool = pool;
  for (int attempt = 0; attempt < std::max(1, tries); ++attempt) {
    TileCounts p = pool;
    TileCounts hand{};
    bool built = true;
    int fill = size;
    if (num_shapes > 0) {
      int pick = rng.Below(shape_weight);
      int i = 0;
      while (pick >= shapes[i].weight) pick -= shapes[i++].weight;
      const Shape& shape = shapes[i];
      if (shape.complete > 0) {
        if (!first_complete) first_complete.emplace(GroupKind::kComplete, pool, weights);
        GroupDraw complete = *first_complete;
        for (int k = 0; built && k < shape.complete; ++k) built = complete.Take(p, hand, rng);
      }
      if (built && shape.pair > 0) {
        GroupDraw pair(GroupKind::kPair, p, weights);
        for (int k = 0; built && k < shape.pair; ++k) built = pair.Take(p, hand, rng);
      }
      if (built && shape.partial > 0) {
        GroupDraw partial(GroupKind::kPartial, p, weights);
        for (int k = 0; built && k < shape.partial; ++k) built = partial.Take(p, hand, rng);
      }
      fill -= 3 * shape.complete + 2 * (shape.partial + shape.pair);
    }
    // A shape the unseen copies cannot give is filled at random instead: still a hand.
    if (!built) {
      p = pool;
      hand = {};
      fill = size;
    }
    if (!TakeSingles(fill, p, hand, rng, weights)) continue;  // fewer unseen copies than a hand
    const int shanten = tables::Shanten(hand, melds_needed);
    const int miss = std::abs(ShantenClass(shanten) - target);
    if (miss < best_miss) {
      best_miss = miss;
      best = {shanten, miss == 0};
      out = hand;
      best_pool = p;
      if (miss == 0) break;
    }
  }
  pool = best_pool;
  return best;
}

}  // namespace mj16::bot::mc
