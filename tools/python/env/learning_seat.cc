#include "tools/python/env/learning_seat.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "core/protocol.h"

namespace mj16::env {

absl::Status LearningSeat::Send(absl::string_view line) {
  if (teacher_ != nullptr) (void)teacher_->Send(line);  // a teacher's own trouble is not ours
  absl::StatusOr<Message> m = ParseMessage(line);
  if (!m.ok()) {
    notes_.push_back(absl::StrCat(line, ": ", m.status().message()));
    return absl::OkStatus();
  }
  if (absl::Status s = view_.Apply(*m); !s.ok()) {
    notes_.push_back(absl::StrCat(line, ": ", s.message()));
  }
  return absl::OkStatus();
}

absl::StatusOr<std::string> LearningSeat::Ask(absl::string_view line) {
  if (cancelled_ || abandoned_) return absl::UnavailableError("the environment left the game");
  absl::StatusOr<Message> m = ParseMessage(line);
  if (!m.ok() || m->kind != Message::Kind::kAsk) {
    return absl::InvalidArgumentError(absl::StrCat("not a question: ", line));
  }
  question_ = m->ask;
  answers_ = AnswersTo(view_, question_);
  mask_ = MaskOf(answers_);
  teacher_action_ = -1;
  teacher_line_.clear();
  if (teacher_ != nullptr) {
    if (absl::StatusOr<std::string> t = teacher_->Ask(line); t.ok()) {
      if (absl::StatusOr<Action> a = ParseAnswer(*t); a.ok()) {
        teacher_action_ = ToIndex(view_, *a);
        teacher_line_ = *std::move(t);
      }
    }
  }
  asked_ = true;
  fiber_.Yield();
  asked_ = false;
  if (cancelled_) return absl::UnavailableError("the environment left the game");
  return std::move(answer_);
}

absl::Status LearningSeat::Answer(int index) {
  if (!asked_) return absl::FailedPreconditionError("no question is waiting for an answer");
  if (index == teacher_action_ && index >= 0) {
    answer_ = teacher_line_;
    return absl::OkStatus();
  }
  absl::StatusOr<Action> a = Choose(answers_, question_, index);
  if (!a.ok()) return a.status();
  answer_ = FormatAnswer(*a);
  return absl::OkStatus();
}

}  // namespace mj16::env
