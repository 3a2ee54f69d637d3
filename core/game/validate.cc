#include "core/game/validate.h"

#include "absl/strings/str_cat.h"
#include "core/protocol.h"

namespace mj16::game {
namespace {

absl::Status Bad(absl::string_view why) { return absl::InvalidArgumentError(why); }

absl::Status NotHeld(const CardHand& hand, std::span<const Card> cards) {
  for (size_t i = 0; i < cards.size(); ++i) {
    if (!hand.Holds(cards[i])) return Bad(absl::StrCat("card ", cards[i], " is not in the hand"));
    for (size_t j = 0; j < i; ++j) {
      if (cards[i] == cards[j]) return Bad(absl::StrCat("card ", cards[i], " named twice"));
    }
  }
  return absl::OkStatus();
}

// The answers each kind of question takes besides /pass, and what to call them.
struct Expected {
  ActionType type;
  ActionType other;  // a second type (own-turn kongs), else `type` again
  absl::string_view answered_by;
  absl::string_view claim;  // "chow", "pung", ... for "no chow is possible"
  absl::string_view verb;   // "chow", "pung", "kong" for "these cards do not chow 350"
};

Expected ExpectedFor(QuestionKind kind) {
  switch (kind) {
    case QuestionKind::kThrow:
      return {ActionType::kThrow, ActionType::kThrow, "/ask throw is answered by /throw", "throw",
              "throw"};
    case QuestionKind::kSelfDrawWin:
    case QuestionKind::kRobKong:
    case QuestionKind::kDiscardWin:
      return {ActionType::kWin, ActionType::kWin, "/ask hu is answered by /hu or /pass", "win",
              "win"};
    case QuestionKind::kOwnKong:
      return {ActionType::kConcealedKong, ActionType::kAddedKong,
              "/ask gong on your turn is answered by /gong 0, /gong 1 or /pass", "kong", "kong"};
    case QuestionKind::kOpenKong:
      return {ActionType::kOpenKong, ActionType::kOpenKong,
              "/ask gong on a discard is answered by /gong 4 or /pass", "open kong", "kong"};
    case QuestionKind::kPung:
      return {ActionType::kPung, ActionType::kPung, "/ask pong is answered by /pong or /pass",
              "pung", "pung"};
    case QuestionKind::kChow:
      return {ActionType::kChow, ActionType::kChow, "/ask eat is answered by /eat or /pass", "chow",
              "chow"};
  }
  return {};
}

}  // namespace

absl::Status ValidateAnswer(const CardHand& hand, const Question& q, const Action& a) {
  const Expected e = ExpectedFor(q.kind);
  const bool throw_asked = q.kind == QuestionKind::kThrow;
  if (a.type == ActionType::kPass && !throw_asked) return absl::OkStatus();
  // In order: the kind of answer, whether any such answer exists, the cards held, their shape.
  if (a.type != e.type && a.type != e.other) return Bad(e.answered_by);
  if (!throw_asked && !AnyButPass(q.answers))
    return Bad(absl::StrCat("no ", e.claim, " is possible"));
  if (absl::Status held = NotHeld(hand, a.Cards()); !held.ok()) return held;
  if (Matching(q.answers, a) != nullptr) return absl::OkStatus();
  switch (a.type) {
    case ActionType::kConcealedKong:
      return Bad("the four cards differ in kind");
    case ActionType::kAddedKong:
      return Bad(absl::StrCat("no pung of ", a.cards[0], " to add it to"));
    default:
      return Bad(absl::StrCat("these cards do not ", e.verb, " ", q.offered));
  }
}

absl::StatusOr<Action> CheckAnswer(const CardHand& hand, const Question& q,
                                   absl::string_view line) {
  absl::StatusOr<Action> a = ParseAnswer(line);
  absl::Status status = a.ok() ? ValidateAnswer(hand, q, *a) : a.status();
  if (!status.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("answer '", TrimLine(line), "' to /ask ",
                                                   AskName(q.ask()), ": ", status.message()));
  }
  return a;
}

}  // namespace mj16::game
