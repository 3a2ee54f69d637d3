#include "bot/decide/decide.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bot/decide/monte_carlo.h"
#include "bot/defence/judgement.h"
#include "bot/offence/throw_ranking.h"
#include "bot/reading/reading.h"

namespace mj16::bot {
namespace {

// The rules' answer as a decision, with the steps that made it under --explain.
Decision RulesDecision(const TableView& view, const RulesThrow& rules, std::string explanation) {
  if (rules.tile == kNoTile) return SimplestLegal(view, Ask::kThrow, "nothing to fold with");
  Decision d = ThrowAnswer(view, rules.tile, rules.reason);
  d.folds = rules.folds;
  d.explanation = std::move(explanation);
  return d;
}

// --explain: the offence's ranking, what the reading sees, the defence's judgement.
std::string Explain(const ThrowRanking& offence, const Reading& reading, const RulesThrow& rules) {
  std::string reading_line = "  reading: P(tenpai)";
  const TableView& view = reading.view();
  for (int p = 1; p <= 4; ++p) {
    if (p != view.pos()) absl::StrAppendFormat(&reading_line, " P%d %.2f", p, reading.Tenpai(p));
  }
  return absl::StrCat("  offence: ", offence.reason, "\n", DescribeThrowRanking(offence),
                      reading_line, "\n  defence: ", rules.reason, "\n", rules.explanation);
}

}  // namespace

Decision JudgeThrowByMc(const Reading& reading, Decision answer, const std::vector<Tile>& order,
                        Tile fold, const Settings& settings, bool explain) {
  const TableView& view = reading.view();
  const mc::Candidate theirs{mc::LegalThrow(KindOf(answer.action.cards[0])), answer.folds};
  const std::vector<mc::Candidate> candidates = McCandidates(theirs, order, fold, settings);
  std::optional<McAnswer> mc = ChooseByMc(reading, candidates, 0, settings);
  if (!mc) return answer;  // the search could not run: the answer stands
  std::string explanation =
      explain
          ? absl::StrCat(answer.explanation, "  the rules: ", answer.reason, "\n", mc->explanation)
          : "";
  if (mc->chosen == 0) {
    answer.reason = absl::StrCat(mc->reason, "; ", answer.reason);
    answer.explanation = std::move(explanation);
    return answer;
  }
  const mc::Candidate& chosen = candidates[mc->chosen];
  Decision d = ThrowAnswer(view, chosen.answer.tile, std::move(mc->reason));
  d.folds = chosen.fold_after;
  d.explanation = std::move(explanation);
  return d;
}

Decision Throw(const Reading& reading, const Settings& settings, bool explain) {
  const TableView& view = reading.view();
  const Hand hand = view.hand().ToHand();
  if (!hand.OwnTurn()) {
    return SimplestLegal(view, Ask::kThrow, "not holding 3n+2 tiles");
  }
  // 1. The reading (the caller's): what the others probably hold, sampled at first use.
  // 2. The offence ranks every discard (the wall oracle tells it the copies the others hold).
  const ThrowRanking offence = RankThrow(view, hand, settings.offence, reading.HeldByOthers());
  // 3. The defence turns the stance, the ranking and the risks into the rules' answer.
  const FoldDiscards folds(reading, settings.defence);
  const RulesThrow rules = JudgeThrow(view, offence, reading, folds, settings.defence);
  Decision answer = RulesDecision(view, rules, explain ? Explain(offence, reading, rules) : "");
  // 4. Monte-Carlo judges that answer where it applies.
  if (answer.fallback || !McApplies(reading, McQuestion::kThrow, offence.shanten, settings.mc)) {
    return answer;
  }
  return JudgeThrowByMc(reading, std::move(answer), offence.order, folds.AgainstAll().tile,
                        settings, explain);
}

}  // namespace mj16::bot
