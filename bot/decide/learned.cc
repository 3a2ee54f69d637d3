#include <algorithm>
#include <optional>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bot/decide/decide.h"
#include "bot/decide/monte_carlo.h"
#include "bot/defence/judgement.h"
#include "bot/policy/policy.h"
#include "bot/reading/reading.h"
#include "core/game/legal.h"

namespace mj16::bot {
namespace {

// Monte-Carlo judges the network's claim as it judges the rules' (decide/claim.cc): against
// passing and every claim on offer, the network's ranking naming them.
Decision JudgeLearnedClaim(const Reading& reading, Ask ask, Decision d,
                           const policy::Choice& choice, const Settings& settings, bool explain) {
  const game::LegalAnswers legal = game::AnswersTo(reading.view(), ask);
  std::vector<ClaimOffer> offers;
  int shanten = 99;  // the hand as it is: passing's
  for (const policy::ScoredCandidate& c : choice.ranked) {
    if (c.candidate.type == policy::CandidateType::kPass) {
      shanten = c.candidate.shanten;
      continue;
    }
    const game::LegalAnswer* answer = game::Matching(legal, c.candidate.action);
    if (answer == nullptr) return d;  // the view disagrees with the question: the network's
    offers.push_back({c.candidate.action, *answer});
  }
  if (offers.empty() || !McApplies(reading, McQuestion::kClaim, shanten, settings.mc)) return d;
  return JudgeClaimByMc(reading, std::move(d), offers, settings, explain);
}

}  // namespace

Action RulesAnswer(const Reading& reading, Ask ask, const Settings& settings) {
  Settings rules = settings;
  rules.policy.policy = "rules";
  rules.mc.enabled = false;
  return Decide(reading, ask, rules).action;
}

Decision Learned(const Reading& reading, Ask ask, const Settings& settings, bool explain) {
  const TableView& view = reading.view();
  const policy::PolicyNetwork& network = policy::PolicyNetwork::Default();
  std::optional<Action> rules;
  if (network.rules_prior() != 0) rules = RulesAnswer(reading, ask, settings);
  const policy::Choice choice =
      policy::Choose(view, ask, reading, network, rules ? &*rules : nullptr);
  if (!choice.ok) return SimplestLegal(view, ask, "the learned policy has no candidate");
  Decision d = Answer(choice.action, absl::StrFormat("learned policy: p=%.3f, value %+.0f",
                                                     choice.probability, choice.value));
  if (explain) d.explanation = absl::StrCat("learned policy, top answers:\n", Explain(choice));
  if (ask != Ask::kThrow) {
    if (view.hand().OwnTurn()) return d;  // an own kong: not a question the search plays out
    return JudgeLearnedClaim(reading, ask, std::move(d), choice, settings, explain);
  }
  // Monte-Carlo judges the network's throw as it judges the rules' (decide/throw.cc), against
  // the network's next most probable throws and the folding hand's discard.
  std::vector<Tile> order;
  int shanten = 99;
  for (const policy::ScoredCandidate& c : choice.ranked) {
    order.push_back(static_cast<Tile>(c.candidate.kind));
    shanten = std::min(shanten, c.candidate.shanten);
  }
  if (!McApplies(reading, McQuestion::kThrow, shanten, settings.mc)) return d;
  const FoldDiscards folds(reading, settings.defence);
  return JudgeThrowByMc(reading, std::move(d), order, folds.AgainstAll().tile, settings, explain);
}

}  // namespace mj16::bot
