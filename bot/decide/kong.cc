#include "bot/decide/decide.h"

#include <vector>

#include "absl/strings/str_cat.h"
#include "bot/offence/claim_ranking.h"
#include "bot/offence/describe.h"
#include "bot/offence/ranking.h"
#include "core/game/legal.h"

namespace mj16::bot {

// Concealed and added kongs on one's own turn: taken when the hand after the kong (before its
// replacement draw) is no worse than the hand after its best discard.
Decision OwnKong(const TableView& view, const Settings& settings, bool explain) {
  const Hand hand = view.hand().ToHand();
  if (!settings.claims.claim_kong) return Answer(PassAction(), "kongs are off");
  const ProbabilityModel model = ModelFor(view, settings.offence);
  const DiscardChoice now =
      ChooseDiscard(hand, model, view.Exposed(), settings.offence.compare_options());
  if (now.candidates.empty()) return SimplestLegal(view, Ask::kGong, "no tiles");
  const HandValue current = now.candidates.front().value;
  if (current.tenpai && !settings.claims.claim_when_tenpai) {
    return Answer(PassAction(), "tenpai: no kongs (claim_when_tenpai = false, seed 000 §3.6)");
  }
  std::vector<MeldOption> options;
  for (const game::LegalAnswer& a : game::AnswersTo(view, Ask::kGong)) {
    if (a.type == ActionType::kPass) continue;
    const Hand after = game::HandAfter(hand, a);
    options.push_back(MeldOption{game::ActionFor(view.hand(), a), EvaluateHand(after, model),
                                 game::AnswerText(a), after, a});
  }
  if (options.empty()) return SimplestLegal(view, Ask::kGong, "no kong with the tiles held");
  Decision d = Answer(PassAction(), "every kong spoils the hand");
  for (const MeldOption& o : options) {
    int rule = 0;
    if (CompareValues(o.value, current, &rule, settings.offence.compare_options()) >= 0) {
      d = Answer(o.action, absl::StrCat(o.name, " spoils nothing (", RuleName(rule), ")"));
      break;
    }
  }
  if (explain) {
    d.explanation = absl::StrCat("  no kong: ", DescribeValue(current), "\n");
    for (const MeldOption& o : options) {
      absl::StrAppend(&d.explanation, "  ", o.name, ": ", DescribeValue(o.value), "\n");
    }
  }
  return d;
}

}  // namespace mj16::bot
