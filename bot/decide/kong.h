// /ask gong on one's own turn: a concealed or added kong when it spoils nothing.
#ifndef MJ16_BOT_DECIDE_KONG_H_
#define MJ16_BOT_DECIDE_KONG_H_

#include "bot/decide/decision.h"
#include "bot/settings/settings.h"
#include "core/table_view.h"

namespace mj16::bot {

Decision OwnKong(const TableView& view, const Settings& settings, bool explain);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DECIDE_KONG_H_
