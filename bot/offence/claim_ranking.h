// The offence's view of one claim, beside the throw's (throw_ranking.h): the hand as it is and
// after each chow, pung or open kong the engine offers, and the offence's answer among them: a
// wait switch or pair unfixing (wait_switch.h), the evaluator, tile counting beyond its search
// (efficiency.h), else MJDX3's comparator. Pure.
#ifndef MJ16_BOT_OFFENCE_CLAIM_RANKING_H_
#define MJ16_BOT_OFFENCE_CLAIM_RANKING_H_

#include <optional>
#include <string>
#include <vector>

#include "bot/offence/comparator.h"
#include "bot/offence/evaluator.h"
#include "bot/offence/probability.h"
#include "bot/offence/settings.h"
#include "core/action.h"
#include "core/game/legal.h"
#include "core/hand.h"
#include "core/table_view.h"

namespace mj16::bot {

// A claim or own kong the player may make, and the hand it leaves.
struct MeldOption {
  Action action;
  HandValue value;
  std::string name;
  Hand after;                // the hand after the claim (a chow's or pung's before its discard)
  game::LegalAnswer answer;  // the engine's answer it is
};

struct ClaimRanking {
  ProbabilityModel model;
  HandValue current;                // passing: the hand as it is
  std::vector<MeldOption> options;  // a chow or pung by its best discard after it, a kong as is
};

// The ranking of the claims `ask` offers on the last discard to a 3n+1 `hand` in `view`.
ClaimRanking RankClaim(const TableView& view, Ask ask, const Hand& hand,
                       const OffenceSettings& settings);

// Pass or one claim, why, and under `explain` the values compared; `none_held`: no such claim
// with the tiles held (the caller answers the simplest).
struct ClaimChoice {
  Action action = Action::Of(ActionType::kPass);
  std::string reason;
  std::string explanation;
  bool none_held = false;
};

// The offence's answer among `ranking`'s options; a tenpai hand claims only through a wait
// switch unless `claim_when_tenpai`. `held_by_others`: the wall oracle's, as in EvInputFor.
ClaimChoice ChooseClaim(const TableView& view, Ask ask, const Hand& hand,
                        const ClaimRanking& ranking, const OffenceSettings& settings,
                        bool claim_when_tenpai, const std::optional<HeldCounts>& held_by_others,
                        bool explain);

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_CLAIM_RANKING_H_
