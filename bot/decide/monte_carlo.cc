#include "bot/decide/monte_carlo.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "core/game/legal.h"
#include "core/hash.h"
#include "core/notation.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

// A candidate's name: its answer, a throw played as a fold so marked.
std::string NameOf(const mc::McCandidate& c) {
  const std::string answer = game::AnswerText(c.candidate.answer);
  return c.candidate.fold_after ? absl::StrCat(answer, ", then folding") : answer;
}

// The search's answer; nullopt when it did not run over all `candidates`. `rules` indexes the
// rules' own answer among them (-1: none), for the reason to say whether it was overturned.
std::optional<McAnswer> AnswerOf(const mc::McChoice& choice, size_t candidates, int rules) {
  if (!choice.status.ok() || choice.candidates.size() != candidates) return std::nullopt;
  const mc::McCandidate& best = choice.candidates[choice.chosen];
  McAnswer a;
  a.chosen = choice.chosen;
  a.reason = absl::StrFormat("monte-carlo: %s %+.0f a game over %d playouts%s", NameOf(best),
                             best.mean, choice.playouts, choice.timed_out ? " (time cap)" : "");
  if (choice.screened) {
    absl::StrAppendFormat(&a.reason, ", the rules' answer (nothing led it while narrowing: %+.0f)",
                          choice.screen_lead);
  } else if (choice.kept_default) {
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

}  // namespace

bool McApplies(const Reading& reading, McQuestion question, int shanten,
               const McSettings& settings) {
  const TableView& view = reading.view();
  const int from = question == McQuestion::kThrow ? settings.mc_throws_from_go_around
                                                  : settings.mc_claims_from_go_around;
  if (!settings.enabled || view.go_around() < from || shanten < settings.mc_min_shanten) {
    return false;
  }
  if (settings.mc_tenpai_threshold <= 0) return true;
  for (int p = 1; p <= 4; ++p) {
    if (p != view.pos() && reading.Tenpai(p) > settings.mc_tenpai_threshold) return true;
  }
  return false;
}

mc::McParams McParamsOf(const TableView& view, const Settings& settings) {
  mc::McParams p(settings.mc);
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
    p.worlds.accept = mc::LearnedWorldsRule(reading.view(), p.worlds, reading.Learned(), p.seed,
                                            settings.mc.mc_learned_worlds);
    p.worlds.max_tries = std::max(p.worlds.max_tries, mc::kLearnedWorldsTries);
  }
  return p;
}

std::vector<mc::Candidate> McCandidates(mc::Candidate rules, std::span<const Tile> order, Tile fold,
                                        const Settings& settings) {
  std::vector<mc::Candidate> candidates = {rules};
  const auto add = [&](Tile t, bool fold_after) {
    const mc::Candidate c{mc::LegalThrow(t), fold_after};
    if (t != kNoTile && std::find(candidates.begin(), candidates.end(), c) == candidates.end()) {
      candidates.push_back(c);
    }
  };
  const size_t n =
      std::min(order.size(), static_cast<size_t>(std::max(1, settings.mc.mc_candidates)));
  for (size_t i = 0; i < n; ++i) add(order[i], false);
  if (!rules.fold_after) add(fold, true);
  return candidates;
}

mc::McChoice ValueAnswers(const Reading& reading, std::span<const mc::Candidate> candidates,
                          const Settings& settings, const McValuation& valuation) {
  mc::McParams params = McParamsOf(reading, settings);
  params.default_candidate = valuation.default_candidate;
  params.seed ^= valuation.seed_mix;
  if (valuation.worlds_each > 0) {
    params.playouts = valuation.worlds_each * static_cast<int>(candidates.size());
    params.halving = false;
    params.confidence_z = 0;
    params.time_ms = 0;
    params.threads = 1;
  }
  return mc::SearchByMc(reading.view(), candidates, params);
}

std::optional<McAnswer> ChooseByMc(const Reading& reading,
                                   std::span<const mc::Candidate> candidates, int rules,
                                   const Settings& settings) {
  if (candidates.empty()) return std::nullopt;
  return AnswerOf(ValueAnswers(reading, candidates, settings, {.default_candidate = rules}),
                  candidates.size(), rules);
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
  if (choice.screened) {
    absl::StrAppendFormat(&out, "  no other led the default while narrowing (the best %+.0f)\n",
                          choice.screen_lead);
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
