#include "tools/python/env/learning_seat.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "core/protocol.h"

namespace mj16::env {

void LearningSeat::Tell(const Message& m) {
  if (teacher_ != nullptr) {  // a teacher's own trouble is not ours
    if (teacher_->TakesMessages()) {
      teacher_->Tell(m);
    } else {
      (void)teacher_->Send(FormatMessage(m));
    }
  }
  if (absl::Status s = view_.Apply(m); !s.ok()) {
    notes_.push_back(absl::StrCat(FormatMessage(m), ": ", s.message()));
  }
}

absl::Status LearningSeat::Send(absl::string_view line) {
  absl::StatusOr<Message> m = ParseMessage(line);
  if (!m.ok()) {
    notes_.push_back(absl::StrCat(line, ": ", m.status().message()));
    return absl::OkStatus();
  }
  Tell(*m);
  return absl::OkStatus();
}

void LearningSeat::Prepare(mj16::Ask ask) {
  question_ = ask;
  answers_ = AnswersTo(view_, question_);
  mask_ = MaskOf(answers_);
  teacher_action_ = -1;
  answer_.reset();
  if (teacher_ != nullptr) {
    Message m;
    m.kind = Message::Kind::kAsk;
    m.ask = ask;
    absl::StatusOr<Action> a =
        teacher_->TakesMessages() ? teacher_->Decide(m) : [&]() -> absl::StatusOr<Action> {
      absl::StatusOr<std::string> t = teacher_->Ask(FormatMessage(m));
      if (!t.ok()) return t.status();
      return ParseAnswer(*t);
    }();
    if (a.ok()) {
      teacher_action_ = ToIndex(view_, *a);
      teacher_answer_ = *a;
    }
  }
  asked_ = !cancelled_ && !abandoned_;
}

absl::StatusOr<Action> LearningSeat::Decide(const Message&) {
  asked_ = false;
  if (cancelled_ || abandoned_ || !answer_) {
    return absl::UnavailableError("the environment left the game");
  }
  return *answer_;
}

absl::StatusOr<std::string> LearningSeat::Ask(absl::string_view line) {
  absl::StatusOr<Action> a = Decide(Message{});
  if (!a.ok()) return a.status();
  (void)line;
  return FormatAnswer(*a);
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
