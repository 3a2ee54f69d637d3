// /ask throw: the discard, in four steps a newcomer reads top to bottom (docs/architecture.md).
#ifndef MJ16_BOT_DECIDE_THROW_H_
#define MJ16_BOT_DECIDE_THROW_H_

#include "bot/decide/decision.h"
#include "bot/settings/settings.h"
#include "core/table_view.h"

namespace mj16::bot {

Decision Throw(const TableView& view, const Settings& settings, bool explain);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DECIDE_THROW_H_
