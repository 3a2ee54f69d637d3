#include "bot/mc/worlds.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>
#include <vector>

#include "absl/strings/str_format.h"
#include "bot/mc/opponent_model.h"
#include "bot/reading/danger.h"
#include "bot/reading/threat.h"
#include "core/card_hand.h"
#include "core/hash.h"
#include "tables/shanten.h"

namespace mj16::bot::mc {

absl::StatusOr<WorldSampler> WorldSampler::Create(const TableView& view,
                                                  const WorldOptions& options) {
  const int pos = view.pos();
  if (pos < 1 || pos > 4 || view.dealer() < 1 || view.dealer() > 4) {
    return absl::FailedPreconditionError("no game in the view");
  }
  WorldSampler w;
  w.options_ = options;
  if (options.kind_weights != std::array<double, 4>{1, 1, 1, 1}) {
    const KindWeights kinds = WeightsByClass(options.kind_weights);
    w.group_weights_ = GroupWeights(&kinds);
  }
  w.seat_ = pos - 1;
  Position& b = w.base_;
  b.dealer = view.dealer() - 1;
  b.round_wind = view.round_wind();
  b.draws = view.draws();
  w.go_around_ = view.go_around();

  for (Card c : view.hand().concealed) ++b.seats[w.seat_].concealed[KindOf(c)];
  const int own = static_cast<int>(view.hand().concealed.size());
  const Card offered = view.last_discard();
  if (OwnTurnSize(own)) {
    w.own_turn_ = true;
    b.turn = w.seat_;
    const Card drawn = view.drawn();
    b.phase = drawn != 0 ? Phase::kAfterDraw : Phase::kAfterClaim;
    b.drawn = drawn != 0 ? KindOf(drawn) : kNoTile;
  } else if (offered != 0 && view.last_discarder() != pos) {
    b.phase = Phase::kOffer;
    b.turn = b.discarder = view.last_discarder() - 1;
    b.discard = KindOf(offered);
    b.discard_was_last = view.live_wall() == 0;
  } else {
    return absl::FailedPreconditionError("neither our discard nor another seat's on offer");
  }

  int hidden_total = 0;
  for (int p = 1; p <= 4; ++p) {
    const SeatView& sv = view.seat(p);
    SeatTiles& s = b.seats[p - 1];
    if (sv.MeldCount() > kMeldsToWin) {
      return absl::FailedPreconditionError(absl::StrFormat("position %d: too many melds", p));
    }
    for (const Meld& m : sv.melds) s.melds[s.num_melds++] = m;
    s.has_discarded = !sv.discards.empty();
    b.melded = b.melded || sv.MeldCount() > 0;
    for (const DiscardRecord& d : sv.discards) {
      if (!d.claimed) ++b.river[KindOf(d.card)];
    }
    if (!ClaimedSinceDraw(view, p)) b.passed[p - 1] = PassedSinceDraw(view, p);
    if (p == pos) continue;
    const int size = 3 * (kMeldsToWin - sv.MeldCount()) + 1;
    if (sv.concealed != size) {
      return absl::FailedPreconditionError(
          absl::StrFormat("position %d holds %d concealed tiles, not %d", p, sv.concealed, size));
    }
    w.hand_size_[p - 1] = size;
    w.hidden_kongs_[p - 1] = sv.hidden_kongs;
    w.melds_shown_[p - 1] = sv.MeldCount();
    const int excess = EarlyMiddleExcess(sv);
    w.tenpai_odds_[p - 1] = std::exp(
        excess * (options.early_middle_logit + options.early_middle_meld_logit * sv.MeldCount()));
    hidden_total += size + kCopies * sv.hidden_kongs;
    if (options.passed_not_wait) w.passed_[p - 1] = b.passed[p - 1];
  }

  const TileCounts seen = view.Seen();
  int unseen_total = 0;
  for (int t = 0; t < kNumKinds; ++t) {
    if (seen[t] > kCopies) {
      return absl::FailedPreconditionError(absl::StrFormat("kind %d seen %d times", t, seen[t]));
    }
    w.unseen_[t] = static_cast<std::uint8_t>(kCopies - seen[t]);
    unseen_total += w.unseen_[t];
  }
  w.wall_size_ = unseen_total - hidden_total;
  if (w.wall_size_ != view.live_wall() + TableView::kDeadWall) {
    return absl::FailedPreconditionError(
        absl::StrFormat("%d unseen copies leave a wall of %d, the view counts %d", unseen_total,
                        w.wall_size_, view.live_wall() + TableView::kDeadWall));
  }
  b.front = kWallCards - w.wall_size_;
  b.back = kWallCards;
  TileCounts left = w.unseen_;
  for (int seat = 0; seat < 4; ++seat) {
    const std::optional<TileCounts>& hand = options.known_hands[seat];
    if (!hand || seat == w.seat_ || Total(*hand) != w.hand_size_[seat]) continue;
    bool fits = true;
    for (int t = 0; t < kNumKinds; ++t) fits = fits && (*hand)[t] <= left[t];
    if (!fits) continue;
    for (int t = 0; t < kNumKinds; ++t) left[t] -= (*hand)[t];
    w.known_[seat] = true;
  }
  return w;
}

void WorldSampler::ModelHand(int seat, Rng& rng, TileCounts& pool, TileCounts& hand,
                             SampleStats* stats) const {
  const ShantenModel& model = *options_.opponent_model;
  const int needed = (hand_size_[seat] - 1) / 3;
  const int max_tries = options_.max_tries < 1 ? 1 : options_.max_tries;
  for (int attempt = 0; attempt < max_tries; ++attempt) {
    TileCounts p = pool;
    hand = {};
    const int target = model.SampleShanten(go_around_, melds_shown_[seat], rng, tenpai_odds_[seat]);
    const Generated g =
        GenerateHand(p, needed, target, options_.model_tries, rng, hand, group_weights_);
    const bool last = attempt + 1 == max_tries;
    if (g.shanten == 0 && passed_[seat] != 0 && !last &&
        (tables::Analyze(hand, needed).effective & passed_[seat]) != 0) {
      continue;  // he let that win go: redraw his shanten and his hand
    }
    if (stats != nullptr) {
      ++stats->model_hands;
      stats->model_fallbacks += g.hit ? 0 : 1;
    }
    pool = p;
    return;
  }
}

void WorldSampler::Draw(Rng& rng, Position& world, SampleStats* stats) const {
  world = base_;
  TileCounts pool = unseen_;
  for (int seat = 0; seat < 4; ++seat) {  // known hands first: the rest is dealt around them
    if (!known_[seat]) continue;
    world.seats[seat].concealed = *options_.known_hands[seat];
    for (int t = 0; t < kNumKinds; ++t) pool[t] -= world.seats[seat].concealed[t];
  }
  // Hidden kongs first: a kind whose four copies are all unseen, uniformly.
  for (int seat = 0; seat < 4; ++seat) {
    for (int k = 0; k < hidden_kongs_[seat]; ++k) {
      std::array<Tile, kNumKinds> kinds;
      int n = 0;
      for (int t = 0; t < kNumKinds; ++t) {
        if (pool[t] == kCopies) kinds[n++] = static_cast<Tile>(t);
      }
      // Create() counted these copies as unseen, so a kind is left unless the view is wrong;
      // then the kong takes whatever is most plentiful and CheckPosition will say so.
      Tile t = 0;
      if (n > 0) {
        t = kinds[rng.Below(n)];
      } else {
        for (int x = 1; x < kNumKinds; ++x) {
          if (pool[x] > pool[t]) t = static_cast<Tile>(x);
        }
      }
      pool[t] = 0;
      SeatTiles& s = world.seats[seat];
      s.melds[s.num_melds++] = MakeMeld(MeldType::kConcealedKong, t);
    }
  }
  std::array<Tile, kWallCards> cards;
  int n = 0;
  const bool model = options_.opponent_model != nullptr;
  if (model) {  // the others' hands first, each to its sampled shanten; the wall gets the rest
    for (int k = 1; k < 4; ++k) {
      const int seat = (seat_ + k) % 4;
      if (known_[seat]) continue;
      ModelHand(seat, rng, pool, world.seats[seat].concealed, stats);
    }
  }
  for (int t = 0; t < kNumKinds; ++t) {
    for (int k = 0; k < pool[t]; ++k) cards[n++] = static_cast<Tile>(t);
  }
  for (int i = n - 1; i > 0; --i) std::swap(cards[i], cards[rng.Below(i + 1)]);
  int next = 0;
  for (int seat = 0; seat < 4 && !model; ++seat) {
    if (known_[seat]) continue;
    for (int k = 0; k < hand_size_[seat]; ++k) ++world.seats[seat].concealed[cards[next++]];
  }
  for (int i = world.front; i < world.back && next < n; ++i) world.wall[i] = cards[next++];
}

bool WorldSampler::Accepted(const Position& world) const {
  for (int seat = 0; seat < 4; ++seat) {
    if (passed_[seat] == 0 || known_[seat]) continue;
    const SeatTiles& s = world.seats[seat];
    if ((tables::TenpaiWaits(s.concealed, s.MeldsNeeded()) & passed_[seat]) != 0) return false;
  }
  return !options_.accept || options_.accept(world, seat_);
}

void WorldSampler::Sample(Rng& rng, Position& world, SampleStats* stats) const {
  const int max_tries = options_.max_tries < 1 ? 1 : options_.max_tries;
  int tries = 0;
  bool ok = false;
  while (!ok && tries < max_tries) {
    Draw(rng, world, stats);
    ++tries;
    ok = Accepted(world);
  }
  if (stats != nullptr) {
    ++stats->worlds;
    stats->tries += tries;
    stats->unaccepted += ok ? 0 : 1;
  }
}

void ApplyDiscard(Position& world, Tile t, int dead_wall) {
  SeatTiles& s = world.seats[world.turn];
  --s.concealed[t];
  ++world.river[t];
  s.has_discarded = true;
  world.discard = t;
  world.discarder = world.turn;
  world.drawn = kNoTile;
  world.after_kong = false;
  world.discard_was_last = world.WallLeft() <= dead_wall;
  world.phase = Phase::kOffer;
}

namespace {

// mc_learned_worlds: worlds the rule's pilot draws to learn the sampler's own rates; the
// weight of that many pseudo-worlds at the learned rates in the sampler's; the most a world's
// weight for a seat counts (the rejection's cost grows with it).
constexpr int kLearnedWorldsPilot = 256;
constexpr double kLearnedWorldsPrior = 16;
constexpr double kLearnedWorldsCap = 4;

// A number in [0, 1) fixed by seat `seat`'s hand in `world` and the wall's order: the rule's
// coin for that seat, the same for the same world (the hook has no generator of its own).
double Coin(const Position& world, int seat) {
  std::uint64_t h = kFnvOffset ^ static_cast<std::uint64_t>(seat);
  for (int k = 0; k < kNumKinds; ++k) {
    h = FnvMix(h, static_cast<std::uint64_t>(world.seats[seat].concealed[k]) + 1);
  }
  for (int i = world.front; i < std::min(world.back, world.front + 8); ++i) {
    h = FnvMix(h, static_cast<std::uint64_t>(world.wall[i]));
  }
  h ^= h >> 29;
  h *= 0xbf58476d1ce4e5b9ull;
  h ^= h >> 32;
  return static_cast<double>(h >> 11) * 0x1.0p-53;
}

}  // namespace

std::function<bool(const Position&, int)> LearnedWorldsRule(
    const TableView& view, const WorldOptions& worlds,
    const std::array<OpponentEstimate, 4>& learned, std::uint64_t seed, double strength) {
  if (strength <= 0) return nullptr;
  absl::StatusOr<WorldSampler> sampler = WorldSampler::Create(view, worlds);
  if (!sampler.ok()) return nullptr;
  const int ours = view.pos() - 1;
  // The pilot: each seat's waits in worlds the sampler draws alone (0: not tenpai).
  std::vector<std::array<tables::TileMask, 4>> pilot(kLearnedWorldsPilot);
  ForEachWorldWaits(*sampler, kLearnedWorldsPilot, seed ^ 0x5bd1e995u,
                    [&](int i, const std::array<tables::TileMask, 4>& waits) { pilot[i] = waits; });
  // Per seat, the learned reading against the sampler's rates, smoothed towards the learned
  // ones (a pilot sees few tenpai hands): a world's weight for a seat not tenpai is
  // (1 − P(tenpai)) / (1 − the sampler's), for a tenpai one the learned mass on his waits over
  // the sampler's, raised to `strength`. A seat is accepted with probability weight / cap, the
  // cap the pilot's 90th percentile of weights (at most kLearnedWorldsCap): rejection sampling
  // towards the reading, with the rare heaviest hands underweighted to keep it cheap.
  struct SeatRatio {
    double not_tenpai = 1;
    std::array<double, kNumKinds> learned{}, sampled{};
    double cap = 1;
    double Weight(tables::TileMask waits, double strength) const {
      if (waits == 0) return not_tenpai;
      double l = 0, s = 0;
      for (int k = 0; k < kNumKinds; ++k) {
        if ((waits >> k) & 1) {
          l += learned[k];
          s += sampled[k];
        }
      }
      return std::pow(l / std::max(1e-9, s), strength);
    }
  };
  std::array<SeatRatio, 4> ratio;
  const double n = kLearnedWorldsPilot, prior = kLearnedWorldsPrior;
  for (int seat = 0; seat < 4; ++seat) {
    if (seat == ours) continue;
    const OpponentEstimate& e = learned[seat];
    SeatRatio& r = ratio[seat];
    double tenpai = 0;
    std::array<double, kNumKinds> on{};
    for (const auto& waits : pilot) {
      tenpai += waits[seat] != 0;
      for (int k = 0; k < kNumKinds; ++k) on[k] += (waits[seat] >> k) & 1;
    }
    const double sampled_tenpai = (tenpai + prior * e.tenpai) / (n + prior);
    r.not_tenpai = std::pow((1 - e.tenpai) / std::max(1e-6, 1 - sampled_tenpai), strength);
    for (int k = 0; k < kNumKinds; ++k) {
      r.learned[k] = e.wait[k];
      r.sampled[k] = (on[k] + prior * e.wait[k]) / (n + prior);
    }
    std::vector<double> weights;
    for (const auto& waits : pilot) weights.push_back(r.Weight(waits[seat], strength));
    auto at = weights.begin() + weights.size() * 9 / 10;
    std::nth_element(weights.begin(), at, weights.end());
    r.cap = std::clamp(*at, 1e-6, kLearnedWorldsCap);
  }
  return [ratio, ours, strength](const Position& world, int) {
    for (int seat = 0; seat < 4; ++seat) {
      if (seat == ours) continue;
      const SeatTiles& s = world.seats[seat];
      const double weight =
          ratio[seat].Weight(tables::TenpaiWaits(s.concealed, s.MeldsNeeded()), strength);
      if (Coin(world, seat) * ratio[seat].cap >= weight) return false;
    }
    return true;
  };
}

}  // namespace mj16::bot::mc
