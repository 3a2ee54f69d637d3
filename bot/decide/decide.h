// The player's decisions: a reading of the table view and a question in, an action out (SPEC §5,
// seed 000 §3.5). One file per question (throw, claim, kong, win); each runs the same steps: the
// reading, the offence, the defence, then Monte-Carlo's judgement (docs/architecture.md). The
// reading (bot/reading/reading.h) is the one way the referee's truth (builtin:mjbot:oracle=…,
// measurement only) reaches a decision. Pure: no I/O; the explanation is returned as text for
// the caller to write.
#ifndef MJ16_BOT_DECIDE_DECIDE_H_
#define MJ16_BOT_DECIDE_DECIDE_H_

#include <vector>

#include "bot/decide/decision.h"
#include "bot/reading/reading.h"
#include "bot/settings/settings.h"
#include "core/action.h"
#include "core/game/legal.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

// /ask throw: the discard, in four steps (decide/throw.cc): the offence ranks, the reading
// estimates the threats, the defence judges push or fold, Monte-Carlo judges that answer.
Decision Throw(const Reading& reading, const Settings& settings, bool explain);

// /ask eat, /ask pong and /ask gong after another's discard: chow, pung or open kong, or pass,
// by the same steps (decide/claim.cc).
Decision Claim(const Reading& reading, Ask ask, const Settings& settings, bool explain);

// /ask gong on one's own turn: a concealed or added kong when it spoils nothing (decide/kong.cc).
Decision OwnKong(const TableView& view, const Settings& settings, bool explain);

// /ask hu: win when the hand wins in this view and scores at least min_tai_to_win
// (decide/win.cc).
Decision DecideWin(const TableView& view, const Settings& settings);

// Monte-Carlo plays `answer` (a throw) against the first mc_candidates of `order` and the
// folding hand's discard `fold` played as a fold, and keeps it unless another is surely better
// (mc_confidence); it stands as it is when the search cannot run (decide/throw.cc).
Decision JudgeThrowByMc(const Reading& reading, Decision answer, const std::vector<Tile>& order,
                        Tile fold, const Settings& settings, bool explain);

// A claim on offer: the answer, and the engine's answer it is.
struct ClaimOffer {
  Action action;
  game::LegalAnswer answer;
};

// Monte-Carlo plays `answer` (one of `offers`, or passing) against passing and every claim of
// `offers`, and keeps it unless another is surely better (mc_confidence); it stands as it is when
// the search cannot run (decide/claim.cc).
Decision JudgeClaimByMc(const Reading& reading, Decision answer,
                        const std::vector<ClaimOffer>& offers, const Settings& settings,
                        bool explain);

// Any question but /ask hu by the learned policy (bot/policy/policy.h; decide/learned.cc):
// the network's most probable answer, judged by Monte-Carlo where it applies as the rules' answer
// is: a throw against the network's next most probable throws and the folding hand's discard, a
// claim against passing and every claim on offer. An own kong is the network's alone.
Decision Learned(const Reading& reading, Ask ask, const Settings& settings, bool explain);

// The rules' answer with the search off, `settings` otherwise: what a learned model's rules prior
// raises (decide/learned.cc) and the training data's rules column (tools/training/policy_data.cc).
Action RulesAnswer(const Reading& reading, Ask ask, const Settings& settings);

// Answers one `/ask`. Every answer names cards the view holds; when the question cannot be
// answered sensibly (the view disagrees with it) the answer is the simplest legal one — /pass,
// or the drawn (else the highest) card for /ask throw — with `fallback` set.
Decision Decide(const Reading& reading, Ask ask, const Settings& settings, bool explain = false);
// The same with the reading of `view` alone, as in play.
inline Decision Decide(const TableView& view, Ask ask, const Settings& settings,
                       bool explain = false) {
  return Decide(Reading(view, settings.reading), ask, settings, explain);
}

}  // namespace mj16::bot

#endif  // MJ16_BOT_DECIDE_DECIDE_H_
