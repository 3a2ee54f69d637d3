#include "bot/decide/decide.h"

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "bot/decide/monte_carlo.h"
#include "bot/defence/stance.h"
#include "bot/offence/claim_ranking.h"
#include "bot/reading/reading.h"

namespace mj16::bot {
Decision JudgeClaimByMc(const Reading& reading, Decision answer,
                        const std::vector<ClaimOffer>& offers, const Settings& settings,
                        bool explain) {
  int theirs = 0;  // the answer among {pass, offers...}
  std::vector<mc::Candidate> candidates = {mc::Candidate{}};
  for (size_t i = 0; i < offers.size(); ++i) {
    candidates.push_back(mc::Candidate{offers[i].answer});
    if (offers[i].action == answer.action) theirs = static_cast<int>(i) + 1;
  }
  std::optional<McAnswer> a = ChooseByMc(reading, candidates, theirs, settings);
  if (!a) return answer;  // the search could not run: the answer stands
  Decision d = Answer(a->chosen == 0 ? PassAction() : offers[a->chosen - 1].action,
                      absl::StrCat(a->reason, "; the rules: ", answer.reason));
  d.folds = a->chosen == 0 && answer.folds;
  if (explain) d.explanation = absl::StrCat(answer.explanation, a->explanation);
  return d;
}

// Claims on the offered discard: chow, pung or open kong, each when it beats passing, in the
// throw's steps.
Decision Claim(const Reading& reading, Ask ask, const Settings& settings, bool explain) {
  const TableView& view = reading.view();
  const Hand hand = view.hand().ToHand();
  if (view.last_discard() == 0) return SimplestLegal(view, ask, "no discard on offer");
  if (hand.ConcealedSize() % 3 != 1) return SimplestLegal(view, ask, "not holding 3n+1 tiles");
  const bool enabled = ask == Ask::kEat    ? settings.claims.claim_chow
                       : ask == Ask::kPong ? settings.claims.claim_pung
                                           : settings.claims.claim_kong;
  if (!enabled) return Answer(PassAction(), "claims of this kind are off");
  // 1. The reading (the caller's), for the offence's live counts and Monte-Carlo.
  // 2. The offence values passing and each claim offered.
  const ClaimRanking offence = RankClaim(view, ask, hand, settings.offence);
  // 3. The defence: a folding hand claims nothing; else the offence's answer is the rules'.
  const Stance stance = DecideStance(view, offence.current.shanten, settings.defence);
  Decision rules = Answer(PassAction(), absl::StrCat("no claims: ", stance.reason));
  if (!stance.fold) {
    ClaimChoice c = ChooseClaim(view, ask, hand, offence, settings.offence,
                                settings.claims.claim_when_tenpai, reading.HeldByOthers(), explain);
    rules =
        c.none_held ? SimplestLegal(view, ask, c.reason) : Answer(c.action, std::move(c.reason));
    rules.explanation = std::move(c.explanation);
  }
  rules.folds = stance.fold;
  // 4. Monte-Carlo judges that answer where it applies.
  if (rules.fallback || offence.options.empty() ||
      !McApplies(reading, McQuestion::kClaim, offence.current.shanten, settings.mc)) {
    return rules;
  }
  std::vector<ClaimOffer> offers;
  for (const MeldOption& o : offence.options) offers.push_back({o.action, o.answer});
  return JudgeClaimByMc(reading, std::move(rules), offers, settings, explain);
}

}  // namespace mj16::bot
