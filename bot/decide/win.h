// /ask hu: win when the hand wins in this view (and scores at least min_tai_to_win).
#ifndef MJ16_BOT_DECIDE_WIN_H_
#define MJ16_BOT_DECIDE_WIN_H_

#include "bot/decide/decision.h"
#include "bot/settings/settings.h"
#include "core/table_view.h"

namespace mj16::bot {

Decision DecideWin(const TableView& view, const Settings& settings);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DECIDE_WIN_H_
