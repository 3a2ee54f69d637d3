// A seat played from outside the referee (a Python agent): it keeps the table as the seat sees
// it from the referee's messages, and when its question comes it has no answer yet
// (mjref::AnswerLater), so the referee hands control back to the caller (mjref::Referee::Begin /
// Continue) until an answer is set. An optional teacher, any built-in player, hears the same
// messages and answers every question first: its answer is offered to the agent, and when the
// agent takes it the teacher's exact cards are played, so that a teacher followed move by move
// plays exactly the games `mjref match` plays with it in the seat.
#ifndef MJ16_TOOLS_PYTHON_ENV_LEARNING_SEAT_H_
#define MJ16_TOOLS_PYTHON_ENV_LEARNING_SEAT_H_

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "core/action.h"
#include "core/table_view.h"
#include "tools/mjref/engine/player.h"
#include "tools/python/env/action_space.h"

namespace mj16::env {

class LearningSeat : public mjref::Player {
 public:
  explicit LearningSeat(std::unique_ptr<mjref::Player> teacher) : teacher_(std::move(teacher)) {}

  absl::Status Tell(const Message& m) override;
  // Asked first: takes the question (and the teacher's answer) and answers later; asked again
  // once Answer has set the answer: gives it.
  absl::StatusOr<Action> Decide(const Message& ask) override;
  void Abandon() override { abandoned_ = true; }

  // A question waits for Answer.
  bool asked() const { return asked_; }
  mj16::Ask question() const { return question_; }
  const TableView& view() const { return view_; }
  const ActionMask& mask() const { return mask_; }
  // The teacher's answer as an action index; -1 without a teacher.
  int teacher_action() const { return teacher_action_; }
  // Lines of the referee this seat could not apply, for the caller to report.
  const std::vector<std::string>& notes() const { return notes_; }

  // The match's scores so far by position, as a bot kept for the whole match would have summed
  // them from /exit lines (the seat is new each game).
  void SetStandings(const std::array<int, 4>& standings) { view_.set_standings(standings); }
  // Answers the waiting question; an illegal action changes nothing and says why.
  absl::Status Answer(int index);
  // The game is being abandoned: the waiting and every later question fail, so that the referee
  // makes this seat a dummy and plays the game out.
  void Cancel() { cancelled_ = true; }

 private:
  void Prepare(const Message& ask);

  std::unique_ptr<mjref::Player> teacher_;
  TableView view_;
  std::vector<std::string> notes_;
  bool asked_ = false;
  bool cancelled_ = false;
  bool abandoned_ = false;
  mj16::Ask question_ = mj16::Ask::kThrow;
  LegalAnswers answers_;  // to the waiting question
  ActionMask mask_{};
  int teacher_action_ = -1;
  Action teacher_answer_;
  std::optional<Action> answer_;
};

}  // namespace mj16::env

#endif  // MJ16_TOOLS_PYTHON_ENV_LEARNING_SEAT_H_
