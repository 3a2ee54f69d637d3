#include "bot/reading/hand_belief.h"

#include <algorithm>
#include <utility>

namespace mj16::bot {

HandBelief::HandBelief(int size, std::uint64_t seed)
    : hypotheses_(static_cast<size_t>(std::max(1, size))), rng_(seed) {}

HandBelief::HandBelief(std::vector<Hypothesis> hypotheses, std::uint64_t seed)
    : hypotheses_(std::move(hypotheses)), rng_(seed) {
  double sum = 0;
  for (const Hypothesis& h : hypotheses_) sum += h.weight;
  for (Hypothesis& h : hypotheses_) h.weight = sum > 0 ? h.weight / sum : 0;
}

TileCounts HandBelief::PoolOf(const Hypothesis& h, const TileCounts& unseen, int& total) {
  TileCounts pool{};
  total = 0;
  for (int k = 0; k < kNumKinds; ++k) {
    const int n = unseen[k] - h.hand[k] - 4 * h.hidden_kongs[k];
    pool[k] = static_cast<std::uint8_t>(std::max(0, n));
    total += pool[k];
  }
  return pool;
}

Tile HandBelief::DrawFrom(const TileCounts& pool, int total) {
  int r = rng_.Below(total);
  for (int k = 0; k < kNumKinds; ++k) {
    if (r < pool[k]) return static_cast<Tile>(k);
    r -= pool[k];
  }
  return kNoTile;  // an empty pool
}

void HandBelief::Deal(const TileCounts& unseen, int tiles) {
  for (Hypothesis& h : hypotheses_) {
    h = Hypothesis{};
    h.weight = 1.0 / static_cast<double>(hypotheses_.size());
    for (int i = 0; i < tiles; ++i) {
      int total = 0;
      const TileCounts pool = PoolOf(h, unseen, total);
      if (total == 0) break;
      ++h.hand[DrawFrom(pool, total)];
    }
  }
}

void HandBelief::Draw(const TileCounts& unseen, Tile then_shown,
                      absl::FunctionRef<bool(const TileCounts&)> completes, double decline) {
  for (Hypothesis& h : hypotheses_) {
    if (h.weight == 0) continue;
    int total = 0;
    const TileCounts pool = PoolOf(h, unseen, total);
    if (total == 0) {
      h.weight = 0;
      continue;
    }
    Tile drawn;
    if (then_shown != kNoTile && h.hand[then_shown] == 0) {
      // Only this draw lets him show it: the draw is forced and weighed by its chance.
      h.weight *= static_cast<double>(pool[then_shown]) / total;
      if (pool[then_shown] == 0) continue;
      drawn = then_shown;
    } else {
      drawn = DrawFrom(pool, total);
    }
    ++h.hand[drawn];
    if (completes(h.hand)) h.weight *= decline;
  }
}

void HandBelief::DrawAndThrow(const TileCounts& unseen, Tile d,
                              absl::FunctionRef<double(const TileCounts&)> guide,
                              absl::FunctionRef<double(const TileCounts&)> likelihood) {
  for (Hypothesis& h : hypotheses_) {
    if (h.weight == 0) continue;
    int total = 0;
    const TileCounts pool = PoolOf(h, unseen, total);
    if (total == 0) {
      h.weight = 0;
      continue;
    }
    if (h.hand[d] == 0) {
      // Only drawing d lets him throw it: forced, weighed by its chance.
      if (pool[d] == 0) {
        h.weight = 0;
        continue;
      }
      ++h.hand[d];
      h.weight *= static_cast<double>(pool[d]) / total * likelihood(h.hand);
      --h.hand[d];
      continue;
    }
    std::array<double, kNumKinds> odds{};
    double sum = 0;
    for (int k = 0; k < kNumKinds; ++k) {
      if (pool[k] == 0) continue;
      ++h.hand[k];
      odds[k] = pool[k] * guide(h.hand);
      --h.hand[k];
      sum += odds[k];
    }
    if (sum <= 0) {
      h.weight = 0;
      continue;
    }
    double r = rng_.Uniform() * sum;
    int k = 0;
    for (; k < kNumKinds - 1; ++k) {
      if (r < odds[k]) break;
      r -= odds[k];
    }
    while (odds[k] == 0) --k;  // rounding past the last kind with odds
    ++h.hand[k];
    // Target pool[k] / total × likelihood, proposal odds[k] / sum.
    h.weight *= likelihood(h.hand) * sum / (static_cast<double>(total) * odds[k] / pool[k]);
    --h.hand[d];
  }
}

void HandBelief::Weigh(absl::FunctionRef<double(const Hypothesis&)> likelihood) {
  for (Hypothesis& h : hypotheses_) {
    if (h.weight > 0) h.weight *= likelihood(h);
  }
}

void HandBelief::Take(Tile t, int n) {
  const bool any = std::any_of(hypotheses_.begin(), hypotheses_.end(),
                               [&](const Hypothesis& h) { return h.weight > 0 && h.hand[t] >= n; });
  if (!any) {
    ++stats_.forced;
    for (Hypothesis& h : hypotheses_) {
      while (h.hand[t] < n) {
        // Trade a random other card of the hand for a copy of t.
        int others = 0;
        for (int k = 0; k < kNumKinds; ++k) others += k == t ? 0 : h.hand[k];
        if (others == 0) break;
        int r = rng_.Below(others);
        for (int k = 0; k < kNumKinds; ++k) {
          if (k == t) continue;
          if (r < h.hand[k]) {
            --h.hand[k];
            break;
          }
          r -= h.hand[k];
        }
        ++h.hand[t];
      }
      h.weight = 1.0 / static_cast<double>(hypotheses_.size());
    }
  }
  for (Hypothesis& h : hypotheses_) {
    if (h.hand[t] < n) {
      h.weight = 0;
      continue;
    }
    h.hand[t] = static_cast<std::uint8_t>(h.hand[t] - n);
  }
}

void HandBelief::HiddenKong() {
  for (Hypothesis& h : hypotheses_) {
    std::array<Tile, 4> quads;
    int n = 0;
    for (int k = 0; k < kNumKinds && n < 4; ++k) {
      if (h.hand[k] == 4) quads[n++] = static_cast<Tile>(k);
    }
    if (n == 0) {
      h.weight = 0;
      continue;
    }
    const Tile k = quads[rng_.Below(n)];
    h.hand[k] = 0;
    ++h.hidden_kongs[k];
  }
}

void HandBelief::Repair(const TileCounts& unseen) {
  for (Hypothesis& h : hypotheses_) {
    int excess = 0;
    for (int k = 0; k < kNumKinds; ++k) {
      const int over = h.hand[k] + 4 * h.hidden_kongs[k] - unseen[k];
      if (over <= 0) continue;
      if (h.hand[k] < over) {
        h.weight = 0;  // a concealed kong of his shown elsewhere: this hypothesis is impossible
        continue;
      }
      h.hand[k] = static_cast<std::uint8_t>(h.hand[k] - over);
      excess += over;
    }
    if (excess == 0) continue;
    ++stats_.repairs;
    for (int i = 0; i < excess; ++i) {
      int total = 0;
      const TileCounts pool = PoolOf(h, unseen, total);
      if (total == 0) break;
      ++h.hand[DrawFrom(pool, total)];
    }
  }
}

double HandBelief::EffectiveSize() const {
  double sum = 0, squares = 0;
  for (const Hypothesis& h : hypotheses_) {
    sum += h.weight;
    squares += h.weight * h.weight;
  }
  return squares > 0 ? sum * sum / squares : 0;
}

void HandBelief::Settle(const TileCounts& unseen, int tiles, double resample_below) {
  double sum = 0;
  for (const Hypothesis& h : hypotheses_) sum += h.weight;
  if (sum <= 0) {
    ++stats_.redeals;
    Deal(unseen, tiles);
    return;
  }
  for (Hypothesis& h : hypotheses_) h.weight /= sum;
  if (EffectiveSize() < resample_below * static_cast<double>(hypotheses_.size())) Resample();
}

void HandBelief::Resample() {
  // Systematic resampling: one uniform offset, n evenly spaced pointers into the weights.
  ++stats_.resamples;
  const size_t n = hypotheses_.size();
  std::vector<Hypothesis> next;
  next.reserve(n);
  const double step = 1.0 / static_cast<double>(n);
  double u = rng_.Uniform() * step;
  double cumulative = 0;
  size_t i = 0;
  for (size_t j = 0; j < n; ++j) {
    while (i + 1 < n && cumulative + hypotheses_[i].weight < u)
      cumulative += hypotheses_[i++].weight;
    next.push_back(hypotheses_[i]);
    next.back().weight = step;
    u += step;
  }
  hypotheses_ = std::move(next);
}

}  // namespace mj16::bot
