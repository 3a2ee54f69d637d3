// /ask eat, /ask pong and /ask gong after another's discard: chow, pung or open kong, or pass.
#ifndef MJ16_BOT_DECIDE_CLAIM_H_
#define MJ16_BOT_DECIDE_CLAIM_H_

#include "bot/decide/decision.h"
#include "bot/settings/settings.h"
#include "core/table_view.h"

namespace mj16::bot {

Decision Claim(const TableView& view, Ask ask, const Settings& settings, bool explain);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DECIDE_CLAIM_H_
