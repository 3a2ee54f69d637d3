// What a decision returns, and the small helpers every question's answer is built with.
#ifndef MJ16_BOT_DECIDE_DECISION_H_
#define MJ16_BOT_DECIDE_DECISION_H_

#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "core/action.h"
#include "core/card_hand.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

struct Decision {
  Action action;
  std::string reason;       // one line: the rule or condition that decided
  std::string explanation;  // every step and the values compared (when asked for)
  bool fallback = false;    // the question made no sense for the view: the simplest legal answer
  bool folds = false;       // the hand folds: the defence's discard, or a pass for it
};

inline Action PassAction() { return Action::Of(ActionType::kPass); }

inline Decision Answer(Action action, std::string reason) {
  Decision d;
  d.action = action;
  d.reason = std::move(reason);
  return d;
}

// Throwing a held card of kind `tile`.
inline Decision ThrowAnswer(const TableView& view, Tile tile, std::string reason) {
  const Card card = CardOf(view.hand(), tile);
  return Answer(Action::Of(ActionType::kThrow, {&card, 1}), std::move(reason));
}

// The simplest legal answer, for a question the view cannot make sense of: /pass, or for
// /ask throw the drawn card (else the highest held). `fallback` is set and `why` is the reason.
Decision SimplestLegal(const TableView& view, Ask ask, absl::string_view why);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DECIDE_DECISION_H_
