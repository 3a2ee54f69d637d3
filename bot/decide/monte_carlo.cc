#include "bot/decide/monte_carlo.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <functional>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bot/mc/opponent_model.h"
#include "bot/mc/world_risk.h"
#include "core/hash.h"
#include "core/notation.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

// A candidate's name: its discard, or the answer to a discard.
std::string NameOf(const mc::McCandidate& c) {
  if (c.tile != kNoTile) return absl::StrCat(c.fold_after ? "fold from " : "", FormatTile(c.tile));
  switch (c.claim.kind) {
    case mc::ClaimKind::kPass:
      return "pass";
    case mc::ClaimKind::kChow:
      return absl::StrCat("chow from ", FormatTile(c.claim.chow_low));
    case mc::ClaimKind::kPung:
      return "pung";
    case mc::ClaimKind::kKong:
      return "open kong";
  }
  return "?";
}

// The search's answer; nullopt when it did not run over all `candidates`. `rules` indexes the
// rules' own answer among them (-1: none), for the reason to say whether it was overturned.
std::optional<McAnswer> AnswerOf(const mc::McChoice& choice, size_t candidates, int rules) {
  if (!choice.status.ok() || choice.candidates.size() != candidates) return std::nullopt;
  const mc::McCandidate& best = choice.candidates[choice.chosen];
  McAnswer a;
  a.chosen = choice.chosen;
  a.tile = best.tile;
  a.folds = best.fold_after;
  a.reason = absl::StrFormat("monte-carlo: %s %+.0f a game over %d playouts%s", NameOf(best),
                             best.mean, choice.playouts, choice.timed_out ? " (time cap)" : "");
  if (choice.kept_default) {
    absl::StrAppendFormat(&a.reason, ", the rules' answer (nothing surely better: %+.0f ±%.0f)",
                          choice.confirm_diff, choice.confirm_ci95);
  } else if (rules >= 0 && rules == choice.chosen) {
    absl::StrAppend(&a.reason, ", the rules' answer (the best mean)");
  } else if (rules >= 0) {
    const mc::McCandidate& theirs = choice.candidates[rules];
    if (choice.confirm_worlds > 0) {
      absl::StrAppendFormat(&a.reason, ", over the rules' %s by %+.0f ±%.0f on %d fresh worlds",
                            NameOf(theirs), choice.confirm_diff, choice.confirm_ci95,
                            choice.confirm_worlds);
    } else {
      absl::StrAppendFormat(&a.reason, ", over the rules' %s by %+.0f ±%.0f", NameOf(theirs),
                            -theirs.diff, theirs.diff_ci95);
    }
  }
  a.explanation = DescribeMc(choice);
  return a;
}

// mc_learned_worlds: worlds the rule's pilot draws to learn the sampler's own rates; the
// weight of that many pseudo-worlds at the learned rates in the sampler's; the most a world's
// weight for a seat counts (the rejection's cost grows with it); draws of a world before one is
// kept unaccepted.
constexpr int kLearnedWorldsPilot = 256;
constexpr double kLearnedWorldsPrior = 16;
constexpr double kLearnedWorldsCap = 4;
constexpr int kLearnedWorldsTries = 128;

// A number in [0, 1) fixed by seat `seat`'s hand in `world` and the wall's order: the rule's
// coin for that seat, the same for the same world (the hook has no generator of its own).
double Coin(const mc::Position& world, int seat) {
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

std::function<bool(const mc::Position&, int)> LearnedWorldsRule(const Reading& reading,
                                                                const mc::WorldOptions& worlds,
                                                                std::uint64_t seed,
                                                                double strength) {
  if (strength <= 0) return nullptr;
  const TableView& view = reading.view();
  absl::StatusOr<mc::WorldSampler> sampler = mc::WorldSampler::Create(view, worlds);
  if (!sampler.ok()) return nullptr;
  const int ours = view.pos() - 1;
  // The pilot: each seat's waits in worlds the sampler draws alone (0: not tenpai).
  std::vector<std::array<tables::TileMask, 4>> pilot(kLearnedWorldsPilot);
  mc::ForEachWorldWaits(
      *sampler, kLearnedWorldsPilot, seed ^ 0x5bd1e995u,
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
    const OpponentEstimate& e = reading.Learned()[seat];
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
  return [ratio, ours, strength](const mc::Position& world, int) {
    for (int seat = 0; seat < 4; ++seat) {
      if (seat == ours) continue;
      const mc::SeatTiles& s = world.seats[seat];
      const double weight =
          ratio[seat].Weight(tables::TenpaiWaits(s.concealed, s.MeldsNeeded()), strength);
      if (Coin(world, seat) * ratio[seat].cap >= weight) return false;
    }
    return true;
  };
}

bool McApplies(const Reading& reading, int shanten, const McSettings& settings) {
  const TableView& view = reading.view();
  if (!settings.enabled || view.go_around() < settings.mc_from_go_around ||
      shanten < settings.mc_min_shanten) {
    return false;
  }
  if (settings.mc_tenpai_threshold <= 0) return true;
  for (int p = 1; p <= 4; ++p) {
    if (p != view.pos() && reading.Tenpai(p) > settings.mc_tenpai_threshold) return true;
  }
  return false;
}

mc::McParams McParamsOf(const TableView& view, const Settings& settings) {
  mc::McParams p;
  p.playouts = settings.mc.mc_playouts;
  p.time_ms = settings.mc.mc_time_ms;
  p.threads = settings.mc.mc_threads;
  p.halving = settings.mc.mc_halving;
  p.policy = settings.mc.mc_fold_policy ? mc::McPolicy::kFold : mc::McPolicy::kEfficiency;
  p.confidence_z = settings.mc.mc_confidence;
  p.worlds.opponent_model = settings.mc.mc_opponent_model ? &mc::ShantenModel::Default() : nullptr;
  p.worlds.kind_weights = {settings.mc.mc_weight_honour, settings.mc.mc_weight_terminal,
                           settings.mc.mc_weight_edge, 1};
  if (settings.mc.mc_opponent_discards) {
    p.worlds.early_middle_logit = settings.reading.tenpai_logit_early_middle;
    p.worlds.early_middle_meld_logit = settings.reading.tenpai_logit_early_middle_meld;
  }
  std::uint64_t h = kFnvOffset;
  h = FnvMix(h, static_cast<std::uint64_t>(view.pos()));
  h = FnvMix(h, static_cast<std::uint64_t>(view.draws()));
  for (Card c : view.hand().concealed) h = FnvMix(h, static_cast<std::uint64_t>(c));
  for (int pos = 1; pos <= 4; ++pos) {
    for (const DiscardRecord& d : view.seat(pos).discards) {
      h = FnvMix(h, static_cast<std::uint64_t>(d.card));
    }
  }
  p.seed = h;
  return p;
}

mc::McParams McParamsOf(const Reading& reading, const Settings& settings) {
  mc::McParams p = McParamsOf(reading.view(), settings);
  if (const Truth* truth = reading.TruthAt(OracleLevel::kHands)) {
    for (int seat = 0; seat < 4; ++seat) {
      if (seat + 1 != reading.view().pos()) p.worlds.known_hands[seat] = truth->concealed[seat];
    }
  } else if (settings.mc.mc_learned_worlds > 0) {
    p.worlds.accept = LearnedWorldsRule(reading, p.worlds, p.seed, settings.mc.mc_learned_worlds);
    p.worlds.max_tries = std::max(p.worlds.max_tries, kLearnedWorldsTries);
  }
  return p;
}

std::vector<mc::ThrowOption> McCandidates(mc::ThrowOption rules, std::span<const Tile> order,
                                          Tile fold, const Settings& settings) {
  std::vector<mc::ThrowOption> candidates = {rules};
  const auto add = [&](mc::ThrowOption o) {
    if (o.tile != kNoTile &&
        std::find(candidates.begin(), candidates.end(), o) == candidates.end()) {
      candidates.push_back(o);
    }
  };
  const size_t n =
      std::min(order.size(), static_cast<size_t>(std::max(1, settings.mc.mc_candidates)));
  for (size_t i = 0; i < n; ++i) add(mc::ThrowOption{order[i], false});
  if (!rules.fold_after) add(mc::ThrowOption{fold, true});
  return candidates;
}

std::optional<McAnswer> ThrowByMc(const Reading& reading,
                                  std::span<const mc::ThrowOption> candidates,
                                  const Settings& settings) {
  if (candidates.empty()) return std::nullopt;
  return AnswerOf(mc::ChooseThrowByMc(reading.view(), candidates, McParamsOf(reading, settings)),
                  candidates.size(), 0);
}

std::optional<McAnswer> ClaimByMc(const Reading& reading, std::span<const mc::ClaimOption> claims,
                                  int rules, const Settings& settings) {
  if (claims.empty()) return std::nullopt;
  mc::McParams params = McParamsOf(reading, settings);
  params.default_candidate = rules;
  return AnswerOf(mc::ChooseClaimByMc(reading.view(), claims, params), claims.size() + 1, rules);
}

std::string DescribeMc(const mc::McChoice& choice) {
  std::string out = absl::StrFormat("  monte-carlo: %d worlds, %d playouts, %.1f ms\n",
                                    choice.worlds, choice.playouts, choice.elapsed_ms);
  for (size_t i = 0; i < choice.candidates.size(); ++i) {
    const mc::McCandidate& c = choice.candidates[i];
    absl::StrAppendFormat(&out, "  %s: %d playouts, mean %+.0f ±%.0f, win %.3f, deal-in %.3f",
                          NameOf(c), c.playouts, c.mean, c.ci95, c.win_rate, c.deal_in_rate);
    if (static_cast<int>(i) == choice.chosen) {
      absl::StrAppend(&out, " (chosen)\n");
    } else {
      absl::StrAppendFormat(&out, ", against the chosen %+.0f ±%.0f over %d\n", c.diff, c.diff_ci95,
                            c.paired);
    }
  }
  if (choice.confirm_worlds > 0) {
    absl::StrAppendFormat(
        &out, "  the best other against the default on %d fresh worlds: %+.0f ±%.0f%s\n",
        choice.confirm_worlds, choice.confirm_diff, choice.confirm_ci95,
        choice.kept_default ? ", short of the gate" : "");
  }
  return out;
}

}  // namespace mj16::bot
