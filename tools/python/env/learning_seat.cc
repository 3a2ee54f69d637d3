#include "tools/python/env/learning_seat.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "core/protocol.h"

namespace mj16::env {

absl::Status LearningSeat::Tell(const Message& m) {
  // A teacher's own trouble is not ours.
  if (teacher_ != nullptr) teacher_->Tell(m).IgnoreError();
  if (absl::Status s = view_.Apply(m); !s.ok()) {
    notes_.push_back(absl::StrCat(FormatMessage(m), ": ", s.message()));
  }
  return absl::OkStatus();
}

void LearningSeat::Prepare(const Message& ask) {
  question_ = ask.ask;
  answers_ = AnswersTo(view_, question_);
  mask_ = MaskOf(answers_);
  teacher_action_ = -1;
  answer_.reset();
  if (teacher_ != nullptr) {
    if (absl::StatusOr<Action> a = teacher_->Decide(ask); a.ok()) {
      teacher_action_ = ToIndex(view_, *a);
      teacher_answer_ = *a;
    }
  }
}

absl::StatusOr<Action> LearningSeat::Decide(const Message& ask) {
  if (!asked_ && !cancelled_ && !abandoned_) {
    Prepare(ask);
    asked_ = true;
    return mjref::AnswerLater();
  }
  asked_ = false;
  if (cancelled_ || abandoned_ || !answer_) {
    return absl::UnavailableError("the environment left the game");
  }
  return *answer_;
}

absl::Status LearningSeat::Answer(int index) {
  if (!asked_) return absl::FailedPreconditionError("no question is waiting for an answer");
  if (index == teacher_action_ && index >= 0) {
    answer_ = teacher_answer_;
    return absl::OkStatus();
  }
  absl::StatusOr<Action> a = Choose(answers_, question_, index);
  if (!a.ok()) return a.status();
  answer_ = *a;
  return absl::OkStatus();
}

}  // namespace mj16::env
