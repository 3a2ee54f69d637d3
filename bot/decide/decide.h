// The player's decisions: a table view and a question in, an action out (SPEC §5, seed 000 §3.5).
// One file per question (throw, claim, kong, win); each runs the same steps: the offence, the
// reading, the defence, then Monte-Carlo's judgement (docs/architecture.md). Pure: no I/O; the
// explanation is returned as text for the caller to write.
#ifndef MJ16_BOT_DECIDE_DECIDE_H_
#define MJ16_BOT_DECIDE_DECIDE_H_

#include "bot/decide/decision.h"
#include "bot/settings/settings.h"
#include "core/action.h"
#include "core/table_view.h"

namespace mj16::bot {

// Answers one `/ask`. Every answer names cards the view holds; when the question cannot be
// answered sensibly (the view disagrees with it) the answer is the simplest legal one — /pass,
// or the drawn (else the highest) card for /ask throw — with `fallback` set.
Decision Decide(const TableView& view, Ask ask, const Settings& settings, bool explain = false);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DECIDE_DECIDE_H_
