#include "bot/mc/search.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <limits>
#include <memory>
#include <numeric>
#include <system_error>
#include <thread>

#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "bot/mc/opponent_model.h"
#include "bot/mc/playout.h"
#include "bot/mc/policy.h"

namespace mj16::bot::mc {
namespace {

constexpr double kZ95 = 1.96;

// Our seat's answer to the discard on offer at the start is forced; every other question goes
// to `base`. The first offer is told by what is public and the wall: after it, either somebody
// claimed (more tiles public) or the next seat drew (the wall shorter).
class ForcedClaim : public PlayoutPolicy {
 public:
  ForcedClaim(const PlayoutPolicy& base, const game::LegalAnswer& answer,
              const TileCounts& first_public, int first_wall)
      : base_(base), answer_(answer), first_public_(first_public), first_wall_(first_wall) {}

  PlayoutDiscard Discard(const DecisionView& v) const override { return base_.Discard(v); }
  bool Win(const DecisionView& v, Tile t) const override {
    return !First(v) && base_.Win(v, t);  // we were asked to claim: the win was declined
  }
  int OwnKong(const DecisionView& v, std::span<const KongOption> o) const override {
    return base_.OwnKong(v, o);
  }
  bool OpenKong(const DecisionView& v, Tile t) const override {
    return First(v) ? answer_.type == ActionType::kOpenKong : base_.OpenKong(v, t);
  }
  bool Pung(const DecisionView& v, Tile t) const override {
    return First(v) ? answer_.type == ActionType::kPung : base_.Pung(v, t);
  }
  int Chow(const DecisionView& v, Tile t, std::span<const Tile> lows) const override {
    if (!First(v)) return base_.Chow(v, t, lows);
    if (answer_.type != ActionType::kChow) return -1;
    for (size_t i = 0; i < lows.size(); ++i) {
      if (lows[i] == answer_.meld.tile) return static_cast<int>(i);
    }
    return -1;
  }

 private:
  bool First(const DecisionView& v) const {
    return v.wall_left == first_wall_ && *v.public_tiles == first_public_;
  }

  const PlayoutPolicy& base_;
  game::LegalAnswer answer_;
  TileCounts first_public_;
  int first_wall_;
};

// How one candidate starts from a world: our discard applied, or our seat's policy replaced.
struct Arm {
  Tile discard = kNoTile;
  const PlayoutPolicy* own = nullptr;
};

struct Tally {
  std::vector<int> scores;  // by world index
  int wins = 0;
  int deal_ins = 0;
  double Mean() const {
    if (scores.empty()) return 0;
    return std::accumulate(scores.begin(), scores.end(), 0.0) / static_cast<double>(scores.size());
  }
};

// Mean and 95% half-width of a sample given by its values.
template <typename F>
std::pair<double, double> MeanCi(int n, F value) {
  if (n == 0) return {0, 0};
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += value(i);
  const double mean = sum / n;
  if (n < 2) return {mean, 0};
  double ss = 0;
  for (int i = 0; i < n; ++i) ss += (value(i) - mean) * (value(i) - mean);
  return {mean, kZ95 * std::sqrt(ss / (n - 1) / n)};
}

class Search {
 public:
  Search(const WorldSampler& sampler, const McParams& params, const PlayoutPolicy& policy,
         std::span<const Arm> arms)
      : sampler_(sampler), params_(params), policy_(policy), arms_(arms) {
    tallies_.resize(arms.size());
  }

  void Run(McChoice& out) {
    start_ = absl::Now();
    const int k = static_cast<int>(arms_.size());
    std::vector<int> alive(k);
    std::iota(alive.begin(), alive.end(), 0);
    // By time: no playout count, every round until its share of the clock is spent.
    by_time_ = params_.playouts <= 0 && params_.time_ms > 0;
    const int budget = std::max(params_.playouts, 1);
    if (!Gated() || k == 1) {
      Select(alive, budget, params_.time_ms, -1, out);
    } else {
      // Select, then confirm: on half the budget the others are narrowed down to one next to
      // the default, and the survivor's lead over the default is measured on fresh worlds
      // alone, so the luck that picked it among the others cannot carry it over the gate.
      if (k > 2) Select(alive, budget / 2, params_.time_ms / 2.0, params_.default_candidate, out);
      confirm_from_ = next_world_;
      if (!out.screened && by_time_) {  // screened: nothing to confirm, the default stands
        Play(alive, kUnbounded, params_.time_ms, out);
      } else if (!out.screened) {
        ConfirmRound(alive, std::max(1, (budget - out.playouts) / 2), out);
      }
    }
    Summarize(out);
  }

 private:
  // Narrows `alive` down to one candidate (keep < 0), or to `keep` and one other, by halving or
  // in one round of equal shares, on `budget` playouts (by the clock: until `share_ms`).
  void Select(std::vector<int>& alive, int budget, double share_ms, int keep, McChoice& out) {
    const size_t target = keep < 0 ? 1 : 2;
    if (!params_.halving) {
      Play(alive, by_time_ ? kUnbounded : std::max(1, budget / static_cast<int>(alive.size())),
           share_ms, out);
      if (Screened(alive, keep, out)) return;
      Narrow(alive, target, keep);
      return;
    }
    // The default, when kept, plays every round: it is what the others must beat.
    const auto next_size = [&](size_t n) { return keep < 0 ? (n + 1) / 2 : 1 + n / 2; };
    int rounds = 0;
    for (size_t n = alive.size(); n > target; n = next_size(n)) ++rounds;
    const int per_round = budget / std::max(rounds, 1);
    for (int round = 0; round < rounds; ++round) {
      if (!by_time_ && (out.timed_out || out.playouts >= budget)) break;
      const int worlds =
          by_time_ ? kUnbounded : std::max(1, per_round / static_cast<int>(alive.size()));
      Play(alive, worlds, by_time_ ? share_ms * (round + 1.0) / rounds : params_.time_ms, out);
      if (Screened(alive, keep, out)) return;
      Narrow(alive, next_size(alive.size()), keep);
    }
  }

  // The screen (screen_z >= 0, under the gate): true, the default kept, when no other of
  // `alive` leads `keep` by more than screen_z standard errors on the worlds both played. Every
  // one of `alive` has played the same worlds, the first ones, while narrowing.
  bool Screened(const std::vector<int>& alive, int keep, McChoice& out) const {
    if (keep < 0 || params_.screen_z < 0) return false;
    double best = -std::numeric_limits<double>::infinity();
    for (int a : alive) {
      if (a == keep) continue;
      const Paired p = PairedFrom(a, 0);
      if (p.worlds < 2) return false;
      if (p.diff > params_.tie_points && p.diff > params_.screen_z * p.ci95 / kZ95) return false;
      best = std::max(best, p.diff);
    }
    out.screened = true;
    out.screen_lead = best;
    return true;
  }

  // Keeps the `size` best of `alive` by mean (and `keep`, if any), equal means in the caller's
  // order (the tie margin is left to the final choice: with it the order would not be a strict
  // weak one).
  void Narrow(std::vector<int>& alive, size_t size, int keep) const {
    std::sort(alive.begin(), alive.end(), [&](int a, int b) {
      if ((a == keep) != (b == keep)) return a == keep;
      const double ma = tallies_[a].Mean(), mb = tallies_[b].Mean();
      return ma > mb || (ma == mb && a < b);
    });
    alive.resize(std::min(size, alive.size()));
    std::sort(alive.begin(), alive.end());
  }

  // a strictly ahead of b by more than the tie margin.
  bool Better(int a, int b) const {
    return tallies_[a].Mean() > tallies_[b].Mean() + params_.tie_points;
  }

  bool Gated() const {
    return params_.confidence_z > 0 && params_.default_candidate >= 0 &&
           params_.default_candidate < static_cast<int>(tallies_.size());
  }

  // The confirmation round: `worlds` fresh worlds for the default and the other in `alive`,
  // in quarters under confirm_early_stop, stopped once the other does not lead.
  void ConfirmRound(const std::vector<int>& alive, int worlds, McChoice& out) {
    const int other = alive.front() == params_.default_candidate ? alive.back() : alive.front();
    const bool stops =
        params_.confirm_early_stop && worlds >= 8 && other != params_.default_candidate;
    const int parts = stops ? 4 : 1;
    for (int part = 1; part <= parts; ++part) {
      Play(alive, worlds * part / parts - (next_world_ - confirm_from_), params_.time_ms, out);
      if (out.timed_out) return;
      if (part < parts && Confirmation(other).diff <= params_.tie_points) return;
    }
  }

  struct Paired {
    int worlds = 0;
    double diff = 0, ci95 = 0;
  };
  // `a`'s paired difference over the default on the confirmation worlds.
  Paired Confirmation(int a) const { return PairedFrom(a, confirm_from_); }

  // `a`'s paired difference over the default on the worlds from `from` on that both played.
  Paired PairedFrom(int a, int from) const {
    const std::vector<int>& mine = tallies_[a].scores;
    const std::vector<int>& base = tallies_[params_.default_candidate].scores;
    Paired p;
    p.worlds = std::max(0, static_cast<int>(std::min(mine.size(), base.size())) - from);
    std::tie(p.diff, p.ci95) = MeanCi(
        p.worlds, [&](int i) { return static_cast<double>(mine[from + i]) - base[from + i]; });
    return p;
  }

  void Confirm(int a, McChoice& out) const {
    const Paired p = Confirmation(a);
    out.confirm_worlds = p.worlds;
    out.confirm_diff = p.diff;
    out.confirm_ci95 = p.ci95;
  }

  static constexpr int kUnbounded = 1 << 30;  // worlds: until the clock stops the round
  static constexpr int kMaxThreads = 64;

  // `worlds` more worlds for each of `alive`, world by world, on `params_.threads` threads,
  // none started once `stop_ms` (> 0) have passed since the search began.
  // World i's playouts depend only on (seed, i), and every world a thread takes is played to
  // the end for every arm, so the worlds played are always the first ones of the round, each
  // score lands at its world's index, and the sums do not depend on the thread count.
  void Play(const std::vector<int>& alive, int worlds, double stop_ms, McChoice& out) {
    const int first = next_world_;
    std::atomic<int> next{0};
    std::atomic<bool> timed_out{false};
    const int threads = std::clamp(params_.threads, 1, std::min(kMaxThreads, worlds));
    std::vector<Worker> workers(static_cast<size_t>(threads), Worker(params_.rules, arms_.size()));
    const auto work = [&](Worker& me) {
      Position world, start;
      while (!timed_out.load(std::memory_order_relaxed)) {
        if (stop_ms > 0 && absl::ToDoubleMilliseconds(absl::Now() - start_) >= stop_ms) {
          timed_out = true;
          return;
        }
        const int w = next.fetch_add(1);
        if (w >= worlds) return;
        Rng rng = WorldRng(params_.seed, static_cast<std::uint64_t>(first + w));
        sampler_.Sample(rng, world, &me.samples);
        me.world_ids.push_back(w);
        for (int a : alive) {
          start = world;
          std::array<const PlayoutPolicy*, 4> seats = {&policy_, &policy_, &policy_, &policy_};
          if (arms_[a].discard != kNoTile) {
            ApplyDiscard(start, arms_[a].discard, params_.rules.dead_wall);
          }
          if (arms_[a].own != nullptr) seats[sampler_.seat()] = arms_[a].own;
          const PlayoutResult r = me.engine.Run(start, seats);
          Record(a, r, me);
        }
      }
    };
    {
      std::vector<std::jthread> pool;
      for (size_t i = 1; i < workers.size(); ++i) {
        try {
          pool.emplace_back(work, std::ref(workers[i]));
        } catch (const std::system_error&) {
          break;  // no more threads to be had: the ones running share the worlds
        }
      }
      work(workers[0]);
    }  // joined
    int played = 0;
    for (const Worker& me : workers) played += static_cast<int>(me.world_ids.size());
    // A timeout leaves the worlds not taken unplayed: [first, first + played) are complete.
    for (int a : alive) tallies_[a].scores.resize(static_cast<size_t>(first + played));
    const size_t k = alive.size();
    for (const Worker& me : workers) {
      for (size_t i = 0; i < me.world_ids.size(); ++i) {
        for (size_t j = 0; j < k; ++j) {
          tallies_[alive[j]].scores[static_cast<size_t>(first + me.world_ids[i])] =
              me.scores[i * k + j];
        }
      }
      out.samples.worlds += me.samples.worlds;
      out.samples.tries += me.samples.tries;
      out.samples.unaccepted += me.samples.unaccepted;
      out.samples.model_hands += me.samples.model_hands;
      out.samples.model_fallbacks += me.samples.model_fallbacks;
      for (int a : alive) {
        tallies_[a].wins += me.wins[a];
        tallies_[a].deal_ins += me.deal_ins[a];
      }
    }
    next_world_ = first + played;
    out.worlds += played;
    out.playouts += played * static_cast<int>(alive.size());
    out.timed_out = out.timed_out || timed_out.load();
  }

  // What one thread keeps to itself: its engine, and its counts until the round is merged.
  struct Worker {
    Worker(const RuleSet& rules, size_t arms) : engine(rules), wins(arms), deal_ins(arms) {}
    Playout engine;
    SampleStats samples;
    std::vector<int> world_ids;       // the round's worlds it played, in order
    std::vector<int> scores;          // per world played, per alive arm in order
    std::vector<int> wins, deal_ins;  // by arm
  };

  void Record(int a, const PlayoutResult& r, Worker& me) {
    const int seat = sampler_.seat();
    me.scores.push_back(r.delta[seat]);
    for (int i = 0; i < r.num_winners; ++i) me.wins[a] += r.winners[i] == seat;
    me.deal_ins[a] += r.num_winners > 0 && r.end != End::kSelfDraw && r.from == seat;
  }

  void Summarize(McChoice& out) const {
    // The chosen one among those played the most (the last round's survivors).
    size_t most = 0;
    for (const Tally& t : tallies_) most = std::max(most, t.scores.size());
    int chosen = -1;
    for (int a = 0; a < static_cast<int>(tallies_.size()); ++a) {
      if (tallies_[a].scores.size() != most) continue;
      if (chosen < 0 || Better(a, chosen)) chosen = a;
    }
    if (out.screened) {
      chosen = params_.default_candidate;
    } else if (Gated() && chosen != params_.default_candidate) {
      Confirm(chosen, out);
      if (out.confirm_worlds < 2 || out.confirm_diff <= params_.tie_points ||
          out.confirm_diff <= params_.confidence_z * out.confirm_ci95 / kZ95) {
        chosen = params_.default_candidate;
        out.kept_default = true;
      }
    }
    out.chosen = chosen;
    const std::vector<int>& best = tallies_[chosen].scores;
    for (int a = 0; a < static_cast<int>(tallies_.size()); ++a) {
      const Tally& t = tallies_[a];
      McCandidate& c = out.candidates[a];
      const int n = static_cast<int>(t.scores.size());
      c.playouts = n;
      std::tie(c.mean, c.ci95) = MeanCi(n, [&](int i) { return static_cast<double>(t.scores[i]); });
      c.win_rate = n > 0 ? static_cast<double>(t.wins) / n : 0;
      c.deal_in_rate = n > 0 ? static_cast<double>(t.deal_ins) / n : 0;
      c.paired = std::min(n, static_cast<int>(best.size()));
      std::tie(c.diff, c.diff_ci95) =
          MeanCi(c.paired, [&](int i) { return static_cast<double>(t.scores[i]) - best[i]; });
    }
    out.elapsed_ms = absl::ToDoubleMilliseconds(absl::Now() - start_);
  }

  const WorldSampler& sampler_;
  const McParams& params_;
  const PlayoutPolicy& policy_;
  std::span<const Arm> arms_;
  std::vector<Tally> tallies_;
  int next_world_ = 0;
  int confirm_from_ = 0;  // the first world of the confirmation round (under a gate)
  bool by_time_ = false;
  absl::Time start_;
};

std::unique_ptr<PlayoutPolicy> MakePolicy(const McParams& params) {
  if (params.policy == McPolicy::kFold) {
    return std::make_unique<EfficiencyFoldPolicy>(params.fold_below, params.fold_shanten);
  }
  return std::make_unique<EfficiencyPolicy>();
}

McChoice Failed(absl::Status status, McChoice out) {
  out.status = std::move(status);
  out.chosen = 0;
  return out;
}

}  // namespace

McParams::McParams(const McSettings& mc)
    : playouts(mc.mc_playouts),
      time_ms(mc.mc_time_ms),
      halving(mc.mc_halving),
      policy(mc.mc_fold_policy ? McPolicy::kFold : McPolicy::kEfficiency),
      threads(mc.mc_threads),
      confidence_z(mc.mc_confidence),
      confirm_early_stop(mc.mc_confirm_early_stop),
      screen_z(mc.mc_screen_z) {
  if (mc.mc_opponent_model) worlds.opponent_model = &ShantenModel::Default();
  worlds.kind_weights = {mc.mc_weight_honour, mc.mc_weight_terminal, mc.mc_weight_edge, 1};
}

game::LegalAnswer LegalThrow(Tile t) {
  game::LegalAnswer a;
  a.type = ActionType::kThrow;
  a.tile = t;
  return a;
}

McChoice SearchByMc(const TableView& view, std::span<const Candidate> candidates,
                    const McParams& params) {
  McChoice out;
  for (const Candidate& c : candidates) out.candidates.push_back(McCandidate{.candidate = c});
  if (candidates.empty()) return Failed(absl::InvalidArgumentError("no candidate"), out);
  absl::StatusOr<WorldSampler> sampler = WorldSampler::Create(view, params.worlds);
  if (!sampler.ok()) return Failed(sampler.status(), out);
  const game::LegalAnswers legal =
      sampler->own_turn() ? game::AnswersTo(view, Ask::kThrow) : game::ClaimsSeen(view);
  for (const Candidate& c : candidates) {
    const ActionType type = c.answer.type;
    const bool played_out = sampler->own_turn()
                                ? type == ActionType::kThrow
                                : type == ActionType::kPass || type == ActionType::kChow ||
                                      type == ActionType::kPung || type == ActionType::kOpenKong;
    if (!played_out || std::find(legal.begin(), legal.end(), c.answer) == legal.end()) {
      return Failed(absl::InvalidArgumentError(
                        "a candidate is not a legal answer here, or not one played out (a win, "
                        "an own kong)"),
                    out);
    }
  }
  const std::unique_ptr<PlayoutPolicy> policy = MakePolicy(params);
  const FoldPolicy folded;
  std::vector<Arm> arms;
  std::vector<ForcedClaim> forced;
  forced.reserve(candidates.size());
  if (sampler->own_turn()) {
    for (const Candidate& c : candidates) {
      arms.push_back(Arm{c.answer.tile, c.fold_after ? &folded : nullptr});  // null: the policy's
    }
  } else {
    const Position& base = sampler->base();
    // What the engine counts as public at the start: the river and the exposed melds.
    TileCounts first_public = base.river;
    for (const SeatTiles& seat : base.seats) {
      for (const Meld& m : seat.Melds()) {
        if (m.IsConcealed()) continue;
        if (m.IsChow()) {
          for (int x = 0; x < 3; ++x) ++first_public[m.tile + x];
        } else {
          first_public[m.tile] = static_cast<std::uint8_t>(first_public[m.tile] + m.Size());
        }
      }
    }
    for (const Candidate& c : candidates) {
      const PlayoutPolicy& after =
          c.fold_after ? static_cast<const PlayoutPolicy&>(folded) : *policy;
      forced.emplace_back(after, c.answer, first_public, base.WallLeft());
      arms.push_back(Arm{kNoTile, &forced.back()});
    }
  }
  Search(*sampler, params, *policy, arms).Run(out);
  return out;
}

}  // namespace mj16::bot::mc
