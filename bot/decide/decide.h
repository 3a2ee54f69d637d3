// The player's decisions: a table view and a question in, an action out (SPEC §5, seed 000 §3.5).
// Pure: no I/O; the explanation is returned as text for the caller to write.
#ifndef MJ16_BOT_DECIDE_DECIDE_H_
#define MJ16_BOT_DECIDE_DECIDE_H_

#include <string>

#include "bot/offence/comparator.h"
#include "bot/offence/probability.h"
#include "bot/settings/settings.h"
#include "core/action.h"
#include "core/hand.h"
#include "core/table_view.h"

namespace mj16::bot {

struct Decision {
  Action action;
  std::string reason;       // one line: the rule or condition that decided
  std::string explanation;  // every candidate and the values compared (when asked for)
  bool fallback = false;    // the question made no sense for the view: the simplest legal answer
  bool folds = false;       // a throw that folds the hand: the defence's discard
};

// The probability model of seed 000 §3.5 from what the player sees.
ProbabilityModel ModelFor(const TableView& view, const Settings& settings);
// The same for a bare hand, as early in a game: only the hand is seen, S = 55 − draws implied by
// nothing, x = 48, y = 16 (mjcalc's `discard` without a transcript).
ProbabilityModel ModelForHand(const Hand& hand, const Settings& settings);

// The simplest legal answer, for a question the view cannot make sense of: /pass, or for
// /ask throw the drawn card (else the highest held). `fallback` is set and `why` is the reason.
Decision SimplestLegal(const TableView& view, Ask ask, absl::string_view why);

// /ask hu: win when the hand wins in this view (and scores at least
// settings.claims.min_tai_to_win).
Decision DecideWin(const TableView& view, const Settings& settings);

// Answers one `/ask`. Every answer names cards the view holds; when the question cannot be
// answered sensibly (the view disagrees with it) the answer is the simplest legal one — /pass,
// or the drawn (else the highest) card for /ask throw — with `fallback` set.
Decision Decide(const TableView& view, Ask ask, const Settings& settings, bool explain = false);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DECIDE_DECIDE_H_
