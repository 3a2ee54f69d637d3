#include "bot/decide/decide.h"

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bot/decide/monte_carlo.h"
#include "bot/decide/options.h"
#include "bot/defence/stance.h"
#include "bot/mc/efficiency.h"
#include "bot/offence/describe.h"
#include "bot/offence/ranking.h"
#include "bot/offence/wait_switch.h"
#include "bot/reading/reading.h"
#include "core/game/legal.h"
#include "core/notation.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

// The value after a chow or pung: the hand then discards, so its best discard's value.
HandValue AfterDiscard(const Hand& after, const ProbabilityModel& model, const TableView& view,
                       CompareOptions options) {
  const DiscardChoice c = ChooseDiscard(after, model, view.Exposed(), options);
  return c.candidates.empty() ? HandValue{} : c.candidates.front().value;
}

// Seed 000 §3.6.2, §3.6.3 and §3.6.5 (bot/offence/wait_switch.h): the claim a wait switch makes
// although the comparator or claim_when_tenpai would pass, or unfix_pair's verdict on punging the
// pair at 1-shanten; nullopt when none of them is on and applies.
std::optional<Decision> SwitchOrUnfix(const TableView& view, Ask ask, const Settings& settings,
                                      const Hand& hand, const ProbabilityModel& model,
                                      const HandValue& current, bool explain) {
  const Tile t = KindOf(view.last_discard());
  const TileCounts exposed = view.Exposed();
  const ClaimContext ctx{model, exposed, settings.offence.compare_options()};
  const CardHand& cards = view.hand();
  SwitchClaim s;
  std::string name;
  if (ask == Ask::kPong && current.tenpai && settings.offence.wait_switch_pung) {
    s = SwitchWaitByPung(hand, t, ctx, settings.offence.wait_switch_pung_max_live);
    name = "wait_switch_pung (seed 000 §3.6.2)";
    if (!s.take) return std::nullopt;  // the usual rules (claim_when_tenpai) decide
  } else if (ask == Ask::kEat && current.tenpai && settings.offence.wait_switch_chow) {
    s = SwitchWaitByChow(hand, t, ctx);
    name = "wait_switch_chow (seed 000 §3.6.3)";
    if (!s.take) return std::nullopt;
  } else if (ask == Ask::kPong && settings.offence.unfix_pair) {
    s = UnfixPair(hand, t, ctx);
    name = "unfix_pair (seed 000 §3.6.5)";
    if (!s.applies) return std::nullopt;
  } else {
    return std::nullopt;
  }
  Decision d;
  if (!s.take) {
    d = Answer(PassAction(), absl::StrCat(name, ": the pung does not raise the effective tiles, ",
                                          DescribeSwitch(s)));
  } else if (s.meld.type == MeldType::kPung) {
    const std::vector<Card> copies = cards.CopiesOf(t);
    d = Answer(Action::Of(ActionType::kPung, {copies.data(), 2}),
               absl::StrCat(name, ": pung, ", DescribeSwitch(s)));
  } else {
    std::vector<Card> pick;
    for (int k = 0; k < 3; ++k) {
      const Tile u = static_cast<Tile>(s.meld.tile + k);
      if (u != t) pick.push_back(CardOf(cards, u));
    }
    d = Answer(
        Action::Of(ActionType::kChow, pick),
        absl::StrCat(name, ": chow from ", FormatTile(s.meld.tile), ", ", DescribeSwitch(s)));
  }
  if (explain) d.explanation = absl::StrCat("  pass: ", DescribeValue(current), "\n");
  return d;
}

// A hand beyond the evaluator's search claims as the efficiency baseline does: a chow or pung
// only when the shanten after it and its best discard is lower than now (a claim that only
// reshapes the hand gives away a draw and 門清); nullopt when ev_count_far_claims is off (MJDX3's
// comparator decides).
std::optional<Decision> ClaimByCounting(const TableView& view, const std::vector<Option>& options,
                                        int shanten, const Settings& settings) {
  if (!settings.offence.ev_count_far_claims) return std::nullopt;
  // The claim whose best discard leaves the fewest shanten, the higher score between equals.
  const Option* best = nullptr;
  int best_shanten = 0;
  double best_score = 0;
  for (const Option& o : options) {
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
  if (best == nullptr || !mc::TakesClaim(false, best_shanten, shanten)) {
    return Answer(PassAction(), "no claim lowers shanten (tile counting)");
  }
  return Answer(best->action, absl::StrFormat("%s lowers shanten to %d (tile counting)", best->name,
                                              best_shanten));
}

// A chow or pung when the evaluator values the hand after it (and its best discard)
// above passing; nullopt when the evaluator cannot compare them (passing is beyond its search).
std::optional<Decision> ClaimByEv(const TableView& view, Ask ask, const Hand& hand,
                                  const std::vector<Option>& options, const Settings& settings,
                                  bool explain, const std::optional<HeldCounts>& held_by_others) {
  if (!settings.offence.ev || ask == Ask::kGong) return std::nullopt;
  const EvParams params = EvParamsOf(settings.offence);
  // Passing: the draws before the own next one are the players' between the discarder and us.
  const int before = (view.pos() - view.last_discarder() + 4) % 4 - 1;
  const int pass_draws = OwnDrawsLeft(view.live_wall(), std::max(before, 0));
  const EvWaiting pass =
      EvaluateWaiting(EvInputFor(view, hand, pass_draws, held_by_others), params);
  if (!pass.searched) return ClaimByCounting(view, options, pass.shanten, settings);
  const int claim_draws = OwnDrawsLeft(view.live_wall(), 3);
  const double pass_value = EvObjective(pass.curve, pass_draws, params);
  const Option* best = nullptr;
  double best_value = pass_value;
  std::string lines;
  for (const Option& o : options) {
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
    if (settings.offence.ev_claim_progress && pass.shanten > 0 && top->shanten >= pass.shanten)
      continue;
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
  Decision d =
      best != nullptr
          ? Answer(best->action, absl::StrFormat("%s: evaluator %.1f over passing's %.1f",
                                                 best->name, best_value, pass_value))
          : Answer(PassAction(),
                   absl::StrFormat("passing: evaluator %.1f, no claim above it", pass_value));
  if (explain) {
    d.explanation = absl::StrCat("  pass:", DescribeCurve(pass.curve, pass_draws), "\n", lines);
  }
  return d;
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

// The chows, pungs or open kong that `ask` offers (the engine's list) with the hand held: a chow
// or pung valued by its best discard after it, an open kong as the hand it leaves.
std::vector<Option> ClaimOptions(const TableView& view, Ask ask, const Hand& hand,
                                 const ProbabilityModel& model, const Settings& settings) {
  std::vector<Option> options;
  for (const game::LegalAnswer& a : game::AnswersTo(view, ask)) {
    if (a.type != ActionType::kChow && a.type != ActionType::kPung &&
        a.type != ActionType::kOpenKong) {
      continue;
    }
    const Hand after = game::HandAfter(hand, a);
    options.push_back(
        Option{ShownCards(view.hand(), a),
               a.type == ActionType::kOpenKong
                   ? EvaluateHand(after, model)
                   : AfterDiscard(after, model, view, settings.offence.compare_options()),
               game::AnswerText(a), after, a});
  }
  return options;
}

// The offence's answer to a claim among `options`: a wait switch or pair unfixing, the
// evaluator, else MJDX3's comparator.
Decision ClaimByOffence(const TableView& view, Ask ask, const Hand& hand,
                        const ProbabilityModel& model, const HandValue& current,
                        const std::vector<Option>& options, const Settings& settings, bool explain,
                        const std::optional<HeldCounts>& held_by_others) {
  if (std::optional<Decision> d =
          SwitchOrUnfix(view, ask, settings, hand, model, current, explain)) {
    return *std::move(d);
  }
  if (current.tenpai && !settings.claims.claim_when_tenpai) {
    return Answer(PassAction(), "tenpai: no claims (claim_when_tenpai = false, seed 000 §3.6)");
  }
  if (options.empty()) return SimplestLegal(view, ask, "no such claim with the tiles held");
  if (std::optional<Decision> d =
          ClaimByEv(view, ask, hand, options, settings, explain, held_by_others)) {
    return *std::move(d);
  }

  const Option* best = &options.front();
  for (const Option& o : options) {
    if (CompareValues(o.value, best->value, nullptr, settings.offence.compare_options()) > 0)
      best = &o;
  }
  int rule = 0;
  const int verdict =
      CompareValues(best->value, current, &rule, settings.offence.compare_options());
  // A kong that spoils nothing is taken: it adds a draw. A chow or pung must improve the hand.
  const bool take = ask == Ask::kGong ? verdict >= 0 : verdict > 0;
  Decision d =
      take ? Answer(best->action, absl::StrCat(best->name, " beats passing by ", RuleName(rule)))
           : Answer(PassAction(), absl::StrCat("passing is not worse (", RuleName(rule), ")"));
  if (explain) {
    d.explanation = absl::StrCat("  pass: ", DescribeValue(current), "\n");
    for (const Option& o : options) {
      absl::StrAppend(&d.explanation, "  ", o.name, ": ", DescribeValue(o.value), "\n");
    }
  }
  return d;
}

}  // namespace

// Claims on the offered discard: chow, pung or open kong, each when it beats passing. The same
// steps as the throw: the offence values passing and each claim, the defence refuses every claim
// of a folding hand, and Monte-Carlo judges the rules' answer where it applies.
Decision Claim(const TableView& view, Ask ask, const Settings& settings, bool explain,
               const Truth* truth) {
  const Card offered = view.last_discard();
  const Hand hand = view.hand().ToHand();
  if (offered == 0) return SimplestLegal(view, ask, "no discard on offer");
  if (hand.ConcealedSize() % 3 != 1) return SimplestLegal(view, ask, "not holding 3n+1 tiles");
  const bool enabled = ask == Ask::kEat    ? settings.claims.claim_chow
                       : ask == Ask::kPong ? settings.claims.claim_pung
                                           : settings.claims.claim_kong;
  if (!enabled) return Answer(PassAction(), "claims of this kind are off");
  // 1. The offence: the hand as it is and after each claim.
  const ProbabilityModel model = ModelFor(view, settings.offence);
  const HandValue current = EvaluateHand(hand, model);
  const std::vector<Option> options = ClaimOptions(view, ask, hand, model, settings);
  // 2. The reading, for Monte-Carlo's threshold (sampled at first use).
  const Reading reading(view, settings.reading, truth);
  // 3. The defence: a folding hand claims nothing; else the offence's answer is the rules'.
  const Stance stance = DecideStance(view, current.shanten, settings.defence);
  Decision rules = stance.fold ? Answer(PassAction(), absl::StrCat("no claims: ", stance.reason))
                               : ClaimByOffence(view, ask, hand, model, current, options, settings,
                                                explain, reading.HeldByOthers());
  rules.folds = stance.fold;
  // 4. Monte-Carlo judges that answer where it applies.
  if (rules.fallback || options.empty() ||
      !McApplies(reading, McQuestion::kClaim, current.shanten, settings.mc)) {
    return rules;
  }
  int theirs = 0;  // the rules' answer among {pass, options...}
  std::vector<mc::Candidate> candidates = {mc::Candidate{}};
  for (size_t i = 0; i < options.size(); ++i) {
    candidates.push_back(mc::Candidate{options[i].answer});
    if (options[i].action == rules.action) theirs = static_cast<int>(i) + 1;
  }
  std::optional<McAnswer> a = ChooseByMc(reading, candidates, theirs, settings);
  if (!a) return rules;  // the search could not run: the rules' answer stands
  Decision d = Answer(a->chosen == 0 ? PassAction() : options[a->chosen - 1].action,
                      absl::StrCat(a->reason, "; the rules: ", rules.reason));
  d.folds = a->chosen == 0 && stance.fold;
  if (explain) d.explanation = absl::StrCat(rules.explanation, a->explanation);
  return d;
}

}  // namespace mj16::bot
