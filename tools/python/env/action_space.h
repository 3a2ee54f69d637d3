// The environment's fixed discrete actions (docs/python.md): every answer a seat can give, by
// kind rather than by exact card, so that a policy's output layer never changes size.
//   0..33   discard kind k (/throw)
//   34..36  chow with the claimed tile lowest, middle or highest in the run (/eat)
//   37      pung (/pong)
//   38..71  kong of kind k: open on a discard, concealed or added on one's own turn (/gong)
//   72      win (/hu)
//   73      pass
// The legal ones are the engine's (core/game/legal.h); the exact copies shown are the highest held
// of each kind (game::ActionFor), as the baselines show.
#ifndef MJ16_TOOLS_PYTHON_ENV_ACTION_SPACE_H_
#define MJ16_TOOLS_PYTHON_ENV_ACTION_SPACE_H_

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "core/action.h"
#include "core/table_view.h"

namespace mj16::env {

namespace action {
inline constexpr int kDiscard = 0;
inline constexpr int kChowLow = 34;
inline constexpr int kChowMiddle = 35;
inline constexpr int kChowHigh = 36;
inline constexpr int kPung = 37;
inline constexpr int kKong = 38;
inline constexpr int kWin = 72;
inline constexpr int kPass = 73;
}  // namespace action
inline constexpr int kNumActions = 74;

using ActionMask = std::array<bool, kNumActions>;

// Every legal answer to `ask` for the seat whose view this is, exact, with its action index;
// passing last.
using LegalAnswers = std::vector<std::pair<int, Action>>;
LegalAnswers AnswersTo(const TableView& view, Ask ask);
ActionMask MaskOf(const LegalAnswers& answers);
// The exact answer for a legal action; an error naming the action and the legal ones otherwise.
absl::StatusOr<Action> Choose(const LegalAnswers& answers, Ask ask, int index);

// The same from the view, for one-off questions.
ActionMask LegalActions(const TableView& view, Ask ask);
absl::StatusOr<Action> ToAnswer(const TableView& view, Ask ask, int index);

// The action index of an exact answer (a built-in player's), or -1 when it is none of them.
int ToIndex(const TableView& view, const Action& answer);

// "discard 5m", "chow low", "kong 7z", "win", "pass".
std::string ActionName(int index);

}  // namespace mj16::env

#endif  // MJ16_TOOLS_PYTHON_ENV_ACTION_SPACE_H_
