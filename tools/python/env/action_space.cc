#include "tools/python/env/action_space.h"

#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "core/game/legal.h"
#include "core/notation.h"

namespace mj16::env {
namespace {

// The chow shape of two own cards around the claimed tile.
int ChowIndex(Tile claimed, const Action& chow) {
  const int a = *KindOfCard(chow.cards[0]);
  const int b = *KindOfCard(chow.cards[1]);
  const int low = std::min(a, b);
  const int high = std::max(a, b);
  if (claimed < low) return action::kChowLow;
  if (claimed > high) return action::kChowHigh;
  return action::kChowMiddle;
}

int KindIndex(int base, Card card) { return base + *KindOfCard(card); }

}  // namespace

LegalAnswers AnswersTo(const TableView& view, Ask ask) {
  LegalAnswers out;
  bool pass = false;  // listed last
  for (const game::LegalAnswer& a : game::AnswersTo(view, ask)) {
    if (a.type == ActionType::kPass) {
      pass = true;
      continue;
    }
    const Action exact = game::ActionFor(view.hand(), a);
    out.emplace_back(ToIndex(view, exact), exact);
  }
  if (pass) out.emplace_back(action::kPass, Action::Of(ActionType::kPass));
  return out;
}

ActionMask MaskOf(const LegalAnswers& answers) {
  ActionMask mask{};
  for (const auto& [index, answer] : answers) mask[index] = true;
  return mask;
}

absl::StatusOr<Action> Choose(const LegalAnswers& answers, Ask ask, int index) {
  for (const auto& [i, answer] : answers) {
    if (i == index) return answer;
  }
  std::vector<std::string> legal;
  for (const auto& [i, answer] : answers) {
    legal.push_back(absl::StrCat(i, " (", ActionName(i), ")"));
  }
  return absl::InvalidArgumentError(
      absl::StrCat("action ", index, " (", ActionName(index), ") does not answer /ask ",
                   AskName(ask), "; the legal actions are ", absl::StrJoin(legal, ", ")));
}

ActionMask LegalActions(const TableView& view, Ask ask) { return MaskOf(AnswersTo(view, ask)); }

absl::StatusOr<Action> ToAnswer(const TableView& view, Ask ask, int index) {
  return Choose(AnswersTo(view, ask), ask, index);
}

int ToIndex(const TableView& view, const Action& answer) {
  switch (answer.type) {
    case ActionType::kThrow:
      return KindIndex(action::kDiscard, answer.cards[0]);
    case ActionType::kChow: {
      const auto claimed = KindOfCard(view.last_discard());
      return claimed ? ChowIndex(*claimed, answer) : -1;
    }
    case ActionType::kPung:
      return action::kPung;
    case ActionType::kOpenKong:
    case ActionType::kConcealedKong:
    case ActionType::kAddedKong:
      return KindIndex(action::kKong, answer.cards[0]);
    case ActionType::kWin:
      return action::kWin;
    case ActionType::kPass:
      return action::kPass;
  }
  return -1;
}

std::string ActionName(int index) {
  if (index >= action::kDiscard && index < action::kDiscard + kNumKinds) {
    return absl::StrCat("discard ", FormatTile(static_cast<Tile>(index - action::kDiscard)));
  }
  if (index >= action::kKong && index < action::kKong + kNumKinds) {
    return absl::StrCat("kong ", FormatTile(static_cast<Tile>(index - action::kKong)));
  }
  switch (index) {
    case action::kChowLow:
      return "chow low";
    case action::kChowMiddle:
      return "chow middle";
    case action::kChowHigh:
      return "chow high";
    case action::kPung:
      return "pung";
    case action::kWin:
      return "win";
    case action::kPass:
      return "pass";
  }
  return "no such action";
}

}  // namespace mj16::env
