#include "bot/offence/claim_ranking.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bot/offence/describe.h"
#include "bot/offence/efficiency.h"
#include "bot/offence/ranking.h"
#include "bot/offence/wait_switch.h"
#include "core/notation.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

ClaimChoice Choice(Action action, std::string reason) {
  return ClaimChoice{action, std::move(reason), "", false};
}
ClaimChoice Pass(std::string reason) { return Choice(Action::Of(ActionType::kPass), reason); }

// The value after a chow or pung: the hand then discards, so its best discard's value.
HandValue AfterDiscard(const Hand& after, const ProbabilityModel& model, const TableView& view,
                       CompareOptions options) {
  const DiscardChoice c = ChooseDiscard(after, model, view.Exposed(), options);
  return c.candidates.empty() ? HandValue{} : c.candidates.front().value;
}

// The cards mjbot shows for a claim: the highest copy of each kind of a chow, the lowest copies
// of a pung or kong.
Action ShownCards(const CardHand& cards, const game::LegalAnswer& a) {
  if (a.type == ActionType::kChow) {
    const Card pick[2] = {CardOf(cards, a.own[0]), CardOf(cards, a.own[1])};
    return Action::Of(ActionType::kChow, pick);
  }
  const std::vector<Card> copies = cards.CopiesOf(a.tile);
  return Action::Of(a.type, {copies.data(), a.type == ActionType::kPung ? 2u : 3u});
}

// Seed 000 §3.6.2, §3.6.3 and §3.6.5 (wait_switch.h): the claim a wait switch makes although the
// comparator or claim_when_tenpai would pass, or unfix_pair's verdict on punging the pair at
// 1-shanten; nullopt when none of them is on and applies.
std::optional<ClaimChoice> SwitchOrUnfix(const TableView& view, Ask ask, const Hand& hand,
                                         const ClaimRanking& ranking,
                                         const OffenceSettings& settings, bool explain) {
  const Tile t = KindOf(view.last_discard());
  const TileCounts exposed = view.Exposed();
  const ClaimContext ctx{ranking.model, exposed, settings.compare_options()};
  const HandValue& current = ranking.current;
  SwitchClaim s;
  std::string name;
  if (ask == Ask::kPong && current.tenpai && settings.wait_switch_pung) {
    s = SwitchWaitByPung(hand, t, ctx, settings.wait_switch_pung_max_live);
    name = "wait_switch_pung (seed 000 §3.6.2)";
    if (!s.take) return std::nullopt;  // the usual rules (claim_when_tenpai) decide
  } else if (ask == Ask::kEat && current.tenpai && settings.wait_switch_chow) {
    s = SwitchWaitByChow(hand, t, ctx);
    name = "wait_switch_chow (seed 000 §3.6.3)";
    if (!s.take) return std::nullopt;
  } else if (ask == Ask::kPong && settings.unfix_pair) {
    s = UnfixPair(hand, t, ctx);
    name = "unfix_pair (seed 000 §3.6.5)";
    if (!s.applies) return std::nullopt;
  } else {
    return std::nullopt;
  }
  // The meld taken is one of the options (the engine's answers), shown as they are.
  const auto taken = std::find_if(ranking.options.begin(), ranking.options.end(), [&](auto& o) {
    return o.answer.meld.type == s.meld.type && o.answer.meld.tile == s.meld.tile;
  });
  if (s.take && taken == ranking.options.end()) return std::nullopt;
  ClaimChoice c =
      !s.take ? Pass(absl::StrCat(name, ": the pung does not raise the effective tiles, ",
                                  DescribeSwitch(s)))
      : s.meld.type == MeldType::kPung
          ? Choice(taken->action, absl::StrCat(name, ": pung, ", DescribeSwitch(s)))
          : Choice(taken->action, absl::StrCat(name, ": chow from ", FormatTile(s.meld.tile), ", ",
                                               DescribeSwitch(s)));
  if (explain) c.explanation = absl::StrCat("  pass: ", DescribeValue(current), "\n");
  return c;
}

// A hand beyond the evaluator's search claims as the efficiency baseline does (TakesClaim): a
// chow or pung only when the shanten after it and its best discard is lower than now (a claim
// that only reshapes the hand gives away a draw and 門清); nullopt when ev_count_far_claims is off
// (MJDX3's comparator decides).
std::optional<ClaimChoice> ClaimByCounting(const TableView& view,
                                           const std::vector<MeldOption>& options, int shanten,
                                           const OffenceSettings& settings) {
  if (!settings.ev_count_far_claims) return std::nullopt;
  // The claim whose best discard leaves the fewest shanten, the higher score between equals.
  const MeldOption* best = nullptr;
  int best_shanten = 0;
  double best_score = 0;
  for (const MeldOption& o : options) {
    for (const tables::DiscardInfo& d :
         tables::AnalyzeDiscards(o.after.concealed, o.after.MeldsNeeded(), view.Seen())) {
      if (best == nullptr || d.shanten < best_shanten ||
          (d.shanten == best_shanten && d.score > best_score)) {
        best = &o;
        best_shanten = d.shanten;
        best_score = d.score;
      }
    }
  }
  if (best == nullptr || !TakesClaim(false, best_shanten, shanten)) {
    return Pass("no claim lowers shanten (tile counting)");
  }
  return Choice(best->action, absl::StrFormat("%s lowers shanten to %d (tile counting)", best->name,
                                              best_shanten));
}

// A chow or pung when the evaluator values the hand after it (and its best discard)
// above passing; nullopt when the evaluator cannot compare them (passing is beyond its search).
std::optional<ClaimChoice> ClaimByEv(const TableView& view, Ask ask, const Hand& hand,
                                     const std::vector<MeldOption>& options,
                                     const OffenceSettings& settings, bool explain,
                                     const std::optional<HeldCounts>& held_by_others) {
  if (!settings.ev || ask == Ask::kGong) return std::nullopt;
  const EvParams params = EvParamsOf(settings);
  // Passing: the draws before the own next one are the players' between the discarder and us.
  const int before = (view.pos() - view.last_discarder() + 4) % 4 - 1;
  const int pass_draws = OwnDrawsLeft(view.live_wall(), std::max(before, 0));
  const EvWaiting pass =
      EvaluateWaiting(EvInputFor(view, hand, pass_draws, held_by_others), params);
  if (!pass.searched) return ClaimByCounting(view, options, pass.shanten, settings);
  const int claim_draws = OwnDrawsLeft(view.live_wall(), 3);
  const double pass_value = EvObjective(pass.curve, pass_draws, params);
  const MeldOption* best = nullptr;
  double best_value = pass_value;
  std::string lines;
  for (const MeldOption& o : options) {
    const EvResult r =
        EvaluateDiscards(EvInputFor(view, o.after, claim_draws, held_by_others), params);
    const EvCandidate* top = nullptr;
    for (const EvCandidate& c : r.candidates) {
      if (c.searched && (top == nullptr || EvObjective(c.curve, claim_draws, params) >
                                               EvObjective(top->curve, claim_draws, params))) {
        top = &c;
      }
    }
    if (top == nullptr) continue;  // no better than passing: further from tenpai
    // A tenpai hand cannot come closer: its claims only need to beat passing.
    if (settings.ev_claim_progress && pass.shanten > 0 && top->shanten >= pass.shanten) continue;
    const double value = EvObjective(top->curve, claim_draws, params);
    if (explain) {
      absl::StrAppend(&lines, "  ", o.name, ", then ", FormatTile(top->discard), ":",
                      DescribeCurve(top->curve, claim_draws), "\n");
    }
    if (value > best_value) {
      best = &o;
      best_value = value;
    }
  }
  ClaimChoice c =
      best != nullptr
          ? Choice(best->action, absl::StrFormat("%s: evaluator %.1f over passing's %.1f",
                                                 best->name, best_value, pass_value))
          : Pass(absl::StrFormat("passing: evaluator %.1f, no claim above it", pass_value));
  if (explain) {
    c.explanation = absl::StrCat("  pass:", DescribeCurve(pass.curve, pass_draws), "\n", lines);
  }
  return c;
}

// MJDX3's comparator: the best claim when it beats passing (a kong when it spoils nothing: it
// adds a draw).
ClaimChoice ClaimByComparator(Ask ask, const ClaimRanking& ranking, const OffenceSettings& settings,
                              bool explain) {
  const std::vector<MeldOption>& options = ranking.options;
  const MeldOption* best = &options.front();
  for (const MeldOption& o : options) {
    if (CompareValues(o.value, best->value, nullptr, settings.compare_options()) > 0) best = &o;
  }
  int rule = 0;
  const int verdict =
      CompareValues(best->value, ranking.current, &rule, settings.compare_options());
  const bool take = ask == Ask::kGong ? verdict >= 0 : verdict > 0;
  ClaimChoice c =
      take ? Choice(best->action, absl::StrCat(best->name, " beats passing by ", RuleName(rule)))
           : Pass(absl::StrCat("passing is not worse (", RuleName(rule), ")"));
  if (explain) {
    c.explanation = absl::StrCat("  pass: ", DescribeValue(ranking.current), "\n");
    for (const MeldOption& o : options) {
      absl::StrAppend(&c.explanation, "  ", o.name, ": ", DescribeValue(o.value), "\n");
    }
  }
  return c;
}

}  // namespace

ClaimRanking RankClaim(const TableView& view, Ask ask, const Hand& hand,
                       const OffenceSettings& settings) {
  ClaimRanking r{ModelFor(view, settings), {}, {}};
  r.current = EvaluateHand(hand, r.model);
  for (const game::LegalAnswer& a : game::AnswersTo(view, ask)) {
    if (a.type != ActionType::kChow && a.type != ActionType::kPung &&
        a.type != ActionType::kOpenKong) {
      continue;
    }
    const Hand after = game::HandAfter(hand, a);
    r.options.push_back(
        MeldOption{ShownCards(view.hand(), a),
                   a.type == ActionType::kOpenKong
                       ? EvaluateHand(after, r.model)
                       : AfterDiscard(after, r.model, view, settings.compare_options()),
                   game::AnswerText(a), after, a});
  }
  return r;
}

ClaimChoice ChooseClaim(const TableView& view, Ask ask, const Hand& hand,
                        const ClaimRanking& ranking, const OffenceSettings& settings,
                        bool claim_when_tenpai, const std::optional<HeldCounts>& held_by_others,
                        bool explain) {
  if (std::optional<ClaimChoice> c = SwitchOrUnfix(view, ask, hand, ranking, settings, explain)) {
    return *std::move(c);
  }
  if (ranking.current.tenpai && !claim_when_tenpai) {
    return Pass("tenpai: no claims (claim_when_tenpai = false, seed 000 §3.6)");
  }
  if (ranking.options.empty()) {
    return ClaimChoice{Action::Of(ActionType::kPass), "no such claim with the tiles held", "",
                       true};
  }
  if (std::optional<ClaimChoice> c =
          ClaimByEv(view, ask, hand, ranking.options, settings, explain, held_by_others)) {
    return *std::move(c);
  }
  return ClaimByComparator(ask, ranking, settings, explain);
}

}  // namespace mj16::bot
