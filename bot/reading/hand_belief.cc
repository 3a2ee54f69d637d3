#include "bot/reading/hand_belief.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>
#include <utility>

namespace mj16::bot {
namespace {

constexpr double kImpossible = -std::numeric_limits<double>::infinity();

// log C(n, k) for n ≤ 4 copies of a kind.
double LogChoose(int n, int k) {
  static constexpr double kChoose[5][5] = {
      {1, 0, 0, 0, 0}, {1, 1, 0, 0, 0}, {1, 2, 1, 0, 0}, {1, 3, 3, 1, 0}, {1, 4, 6, 4, 1}};
  if (k < 0 || k > n || n > 4) return kImpossible;
  return std::log(kChoose[n][k]);
}

// The kind of the r-th copy of `counts` in kind order; kNoTile past the last.
template <class Counts>
Tile KindAt(const Counts& counts, int r) {
  for (int k = 0; k < kNumKinds; ++k) {
    if (r < counts[k]) return static_cast<Tile>(k);
    r -= counts[k];
  }
  return kNoTile;
}

// An index drawn with odds `weights` (their sum `sum` > 0), never one of odds 0.
int Pick(std::span<const double> weights, double sum, Rng& rng) {
  double r = rng.Uniform() * sum;
  int last = -1;
  for (int i = 0; i < static_cast<int>(weights.size()); ++i) {
    if (weights[i] <= 0) continue;
    if (r < weights[i]) return i;
    r -= weights[i];
    last = i;  // rounding past the end lands on the last index with odds
  }
  return last;
}

// Whether a hand and its concealed kongs are among `unseen`, the copies the observer cannot place.
bool Fits(const TileCounts& hand, const TileCounts& kongs, const TileCounts& unseen) {
  for (int k = 0; k < kNumKinds; ++k) {
    if (hand[k] + kCopies * kongs[k] > unseen[k]) return false;
  }
  return true;
}

}  // namespace

double HandBelief::Step::Apply(TileCounts& hand, double random_share) const {
  for (const auto& [t, n] : shows) {
    if (hand[t] < n) return 0;
  }
  ActOdds odds;
  if (!cached) {
    odds = act(hand);
  } else if (auto it = cache.find(hand); it != cache.end()) {
    odds = it->second;
  } else {
    odds = act(hand);
    if (cache.size() >= kCacheSize) cache.clear();
    cache.emplace(hand, odds);
  }
  for (const auto& [t, n] : shows) hand[t] = static_cast<std::uint8_t>(hand[t] - n);
  return (1 - random_share) * odds.model + random_share * odds.uniform;
}

HandBelief::HandBelief(int size, int moves, std::uint64_t seed, PlayStyles styles)
    : hypotheses_(static_cast<size_t>(std::max(1, size))),
      moves_(moves),
      styles_(std::move(styles)),
      rng_(seed) {}

HandBelief::HandBelief(std::vector<Hypothesis> hypotheses, std::uint64_t seed)
    : hypotheses_(std::move(hypotheses)), history_(false), rng_(seed) {
  double sum = 0;
  for (const Hypothesis& h : hypotheses_) sum += h.weight;
  for (Hypothesis& h : hypotheses_) h.weight = sum > 0 ? h.weight / sum : 0;
  TileCounts all;
  all.fill(kCopies);
  SetUnseen(all);
}

void HandBelief::SetUnseen(const TileCounts& unseen) {
  unseen_now_ = unseen;
  proposal_total_ = 0;
  for (int k = 0; k < kNumKinds; ++k) proposal_total_ += proposal_odds_[k] = unseen[k] + 1;
}

TileCounts HandBelief::PoolOf(const TileCounts& hand, const TileCounts& kongs,
                              const TileCounts& unseen, int& total) {
  TileCounts pool{};
  total = 0;
  for (int k = 0; k < kNumKinds; ++k) {
    const int n = unseen[k] - hand[k] - kCopies * kongs[k];
    pool[k] = static_cast<std::uint8_t>(std::max(0, n));
    total += pool[k];
  }
  return pool;
}

Tile HandBelief::DrawFrom(const TileCounts& pool, int total) {
  return total > 0 ? KindAt(pool, rng_.Below(total)) : kNoTile;
}

void HandBelief::Deal(const TileCounts& unseen, int tiles) {
  steps_.clear();
  dealt_from_ = unseen;
  dealt_tiles_ = tiles;
  SetUnseen(unseen);
  history_ = true;
  for (Hypothesis& h : hypotheses_) {
    h = Hypothesis{};
    h.weight = 1.0 / static_cast<double>(hypotheses_.size());
    for (int i = 0; i < tiles; ++i) {
      int total = 0;
      const TileCounts pool = PoolOf(h.hand, h.hidden_kongs, unseen, total);
      if (total == 0) break;
      ++h.hand[DrawFrom(pool, total)];
    }
    h.dealt = h.hand;
    h.style = Pick(styles_.prior, 1.0, rng_);
  }
}

std::vector<double> HandBelief::StyleShares() const {
  std::vector<double> shares(styles_.prior.size(), 0.0);
  double sum = 0;
  for (const Hypothesis& h : hypotheses_) {
    shares[h.style] += h.weight;
    sum += h.weight;
  }
  for (double& x : shares) x = sum > 0 ? x / sum : 0;
  return shares;
}

void HandBelief::Draw(const TileCounts& unseen, DrawnLikelihood drawn) {
  steps_.push_back(Step{Step::Kind::kDraw, unseen, std::move(drawn), nullptr, {}, false, {}});
  const Step& step = steps_.back();
  for (Hypothesis& h : hypotheses_) {
    int total = 0;
    const TileCounts pool = PoolOf(h.hand, h.hidden_kongs, unseen, total);
    const Tile k = total > 0 ? DrawFrom(pool, total) : kNoTile;
    h.drawn.push_back(k);  // every history as long as the steps, even a dead one's
    if (k == kNoTile) {
      h.weight = 0;
      continue;
    }
    ++h.hand[k];
    if (h.weight > 0) h.weight *= step.drawn(h.hand);
  }
}

void HandBelief::DrawAndThrow(const TileCounts& unseen, Tile d, DrawnLikelihood drawn,
                              ActLikelihood thrown,
                              absl::FunctionRef<double(const TileCounts&)> guide) {
  steps_.push_back(Step{Step::Kind::kDraw, unseen, std::move(drawn), nullptr, {}, false, {}});
  steps_.push_back(Step{Step::Kind::kAct, {}, nullptr, std::move(thrown), {{d, 1}}, true, {}});
  const Step& draw = steps_[steps_.size() - 2];
  const Step& toss = steps_.back();
  for (Hypothesis& h : hypotheses_) {
    int total = 0;
    const TileCounts pool = PoolOf(h.hand, h.hidden_kongs, unseen, total);
    if (total == 0 || h.weight == 0 || (h.hand[d] == 0 && pool[d] == 0)) {
      h.drawn.push_back(kNoTile);
      h.weight = 0;
      continue;
    }
    Tile k;
    if (h.hand[d] == 0) {
      // Only drawing d lets him throw it: forced, weighed by its chance.
      k = d;
      h.weight *= static_cast<double>(pool[d]) / total;
    } else {
      std::array<double, kNumKinds> odds{};
      double sum = 0;
      for (int t = 0; t < kNumKinds; ++t) {
        if (pool[t] == 0) continue;
        ++h.hand[t];
        odds[t] = pool[t] * guide(h.hand);
        --h.hand[t];
        sum += odds[t];
      }
      if (sum <= 0) {
        h.drawn.push_back(kNoTile);
        h.weight = 0;
        continue;
      }
      k = static_cast<Tile>(Pick(odds, sum, rng_));
      // Target pool[k] / total, proposal odds[k] / sum.
      h.weight *= sum / (static_cast<double>(total) * odds[k] / pool[k]);
    }
    h.drawn.push_back(k);
    ++h.hand[k];
    h.weight *= draw.drawn(h.hand);
    h.weight *= toss.Apply(h.hand, RandomShare(h));
  }
}

void HandBelief::Act(ActLikelihood act, Shown shows, bool cache) {
  steps_.push_back(
      Step{Step::Kind::kAct, {}, nullptr, std::move(act), std::move(shows), cache, {}});
  const Step& step = steps_.back();
  double sum = 0;
  for (Hypothesis& h : hypotheses_) {
    if (h.weight > 0) h.weight *= step.Apply(h.hand, RandomShare(h));
    sum += h.weight;
  }
  if (sum > 0 || step.shows.empty()) return;
  // No history shows these cards: each is given them in place of others it holds.
  ++stats_.mends;
  for (Hypothesis& h : hypotheses_) {
    if (history_) Rebuild(h, steps_.size() - 1);  // a hand dead before may lag its history
    for (const auto& [t, n] : step.shows) {
      while (h.hand[t] < n) {
        TileCounts others = h.hand;
        others[t] = 0;
        const Tile x = DrawFrom(others, Total(others));
        if (x == kNoTile) break;
        ChangeLatest(h, x, t);
      }
    }
    h.weight = step.Apply(h.hand, RandomShare(h)) > 0 ? 1.0 : 0.0;
  }
}

void HandBelief::HiddenKong() {
  for (Hypothesis& h : hypotheses_) {
    std::array<Tile, 4> quads;
    int n = 0;
    for (int k = 0; k < kNumKinds && n < 4; ++k) {
      if (h.hand[k] == kCopies) quads[n++] = static_cast<Tile>(k);
    }
    if (n == 0) {
      h.kongs.push_back(kNoTile);
      h.weight = 0;
      continue;
    }
    const Tile k = quads[rng_.Below(n)];
    h.kongs.push_back(k);
    h.hand[k] = 0;
    ++h.hidden_kongs[k];
  }
  steps_.push_back(Step{Step::Kind::kHiddenKong, {}, nullptr, nullptr, {}, false, {}});
}

void HandBelief::ChangeLatest(Hypothesis& h, Tile from, Tile to) {
  // The latest card of a kind still held stays held to the end: changing it leaves every step
  // between with at least as many of that kind as it needs.
  auto it = std::find(h.drawn.rbegin(), h.drawn.rend(), from);
  if (it != h.drawn.rend()) {
    *it = to;
  } else {
    --h.dealt[from];
    ++h.dealt[to];
  }
  --h.hand[from];
  ++h.hand[to];
}

void HandBelief::Repair(const TileCounts& unseen) {
  SetUnseen(unseen);
  for (Hypothesis& h : hypotheses_) {
    bool mended = false;
    for (int k = 0; k < kNumKinds; ++k) {
      int over = h.hand[k] + kCopies * h.hidden_kongs[k] - unseen[k];
      if (over <= 0) continue;
      if (h.hand[k] < over) {
        h.weight = 0;  // a concealed kong of his shown elsewhere: impossible
        continue;
      }
      for (; over > 0; --over) {
        int total = 0;
        TileCounts without = h.hand;
        --without[k];
        const TileCounts pool = PoolOf(without, h.hidden_kongs, unseen, total);
        if (total == 0) break;
        ChangeLatest(h, static_cast<Tile>(k), DrawFrom(pool, total));
        mended = true;
      }
    }
    stats_.mends += mended;
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
  if (EffectiveSize() >= resample_below * static_cast<double>(hypotheses_.size())) return;
  Resample();
  if (!history_ || moves_ == 0) return;
  for (Hypothesis& h : hypotheses_) Move(h);
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
    while (i + 1 < n && cumulative + hypotheses_[i].weight < u) {
      cumulative += hypotheses_[i++].weight;
    }
    next.push_back(hypotheses_[i]);
    next.back().weight = step;
    u += step;
  }
  hypotheses_ = std::move(next);
}

double HandBelief::LogProbability(const Hypothesis& h) const {
  TileCounts hand = h.dealt;
  TileCounts kongs{};
  double lp = 0;
  // The deal: a uniform choice of dealt_tiles_ among the copies unseen then.
  int copies = 0;
  for (int k = 0; k < kNumKinds; ++k) {
    lp += LogChoose(dealt_from_[k], hand[k]);
    copies += dealt_from_[k];
  }
  lp -= std::lgamma(copies + 1.0) - std::lgamma(dealt_tiles_ + 1.0) -
        std::lgamma(copies - dealt_tiles_ + 1.0);
  lp += std::log(styles_.prior[h.style]);
  size_t drawn = 0, konged = 0;
  for (const Step& step : steps_) {
    if (lp == kImpossible) return lp;
    switch (step.kind) {
      case Step::Kind::kDraw: {
        if (drawn >= h.drawn.size()) return kImpossible;
        const Tile k = h.drawn[drawn++];
        // What he holds must be among the copies the observer could not place then.
        if (!Fits(hand, kongs, step.unseen)) return kImpossible;
        int total = 0;
        const TileCounts pool = PoolOf(hand, kongs, step.unseen, total);
        if (k == kNoTile || pool[k] == 0) return kImpossible;
        lp += std::log(static_cast<double>(pool[k]) / total);
        ++hand[k];
        lp += std::log(step.drawn(hand));
        break;
      }
      case Step::Kind::kHiddenKong: {
        if (konged >= h.kongs.size()) return kImpossible;
        const Tile k = h.kongs[konged++];
        if (k == kNoTile || hand[k] != kCopies) return kImpossible;
        hand[k] = 0;
        ++kongs[k];
        break;
      }
      case Step::Kind::kAct:
        lp += std::log(step.Apply(hand, RandomShare(h)));
        break;
    }
  }
  return Fits(hand, kongs, unseen_now_) ? lp : kImpossible;
}

void HandBelief::Rebuild(Hypothesis& h, size_t steps) const {
  h.hand = h.dealt;
  h.hidden_kongs = {};
  size_t drawn = 0, konged = 0;
  for (size_t i = 0; i < steps; ++i) {
    const Step& step = steps_[i];
    if (step.kind == Step::Kind::kDraw) {
      const Tile k = h.drawn[drawn++];
      if (k != kNoTile) ++h.hand[k];
    } else if (step.kind == Step::Kind::kHiddenKong) {
      const Tile k = h.kongs[konged++];
      if (k == kNoTile) continue;
      h.hand[k] = 0;
      ++h.hidden_kongs[k];
    } else {
      for (const auto& [t, n] : step.shows) {
        h.hand[t] = static_cast<std::uint8_t>(std::max(0, h.hand[t] - n));
      }
    }
  }
}

void HandBelief::Move(Hypothesis& h) {
  double lp = LogProbability(h);
  const int slots = dealt_tiles_ + static_cast<int>(h.drawn.size());
  if (slots == 0) return;
  for (int m = 0; m < moves_; ++m) {
    ++stats_.moves;
    Hypothesis next = h;
    const int styles = static_cast<int>(styles_.prior.size());
    if (styles > 1 && rng_.Below(8) == 0) {
      // Another style for the same history (uniform among the others: symmetric).
      next.style = (h.style + 1 + rng_.Below(styles - 1)) % styles;
      const double next_lp = LogProbability(next);
      if (next_lp == kImpossible) continue;
      if (lp != kImpossible && std::log(rng_.Uniform()) >= next_lp - lp) continue;
      h.style = next.style;
      lp = next_lp;
      ++stats_.accepted;
      continue;
    }
    const int s = rng_.Below(slots);
    // The new kind is drawn by the copies unseen now (one more each, so that none is never
    // proposed): independent of the old one, corrected by the Hastings ratio below.
    const Tile to = KindAt(proposal_odds_, rng_.Below(proposal_total_));
    Tile from_kind = kNoTile;
    if (s < dealt_tiles_) {
      const Tile from = KindAt(next.dealt, s);
      if (from == kNoTile || from == to) continue;
      from_kind = from;
      --next.dealt[from];
      ++next.dealt[to];
    } else {
      Tile& card = next.drawn[s - dealt_tiles_];
      if (card == to) continue;
      from_kind = card;
      card = to;
    }
    const double next_lp = LogProbability(next);
    if (next_lp == kImpossible) continue;
    const double hastings =
        from_kind == kNoTile
            ? 0
            : std::log(static_cast<double>(proposal_odds_[from_kind]) / proposal_odds_[to]);
    if (lp != kImpossible && std::log(rng_.Uniform()) >= next_lp - lp + hastings) continue;
    Rebuild(next, steps_.size());
    h = std::move(next);
    lp = next_lp;
    ++stats_.accepted;
  }
}

}  // namespace mj16::bot
