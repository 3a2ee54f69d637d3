#include "tools/mjref/play/web_seat.h"

#include <algorithm>
#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "core/game/legal.h"
#include "core/notation.h"

namespace mj16::mjref {

std::string DefaultAnswer(const std::vector<std::string>& answers, absl::string_view drawn) {
  const auto has = [&](const std::string& a) {
    return std::find(answers.begin(), answers.end(), a) != answers.end();
  };
  if (has("win")) return "win";
  if (const std::string own = absl::StrCat("throw ", drawn); !drawn.empty() && has(own)) return own;
  for (auto a = answers.rbegin(); a != answers.rend(); ++a) {
    if (absl::StartsWith(*a, "throw ")) return *a;
  }
  if (has("pass")) return "pass";
  return answers.empty() ? "" : answers.front();
}

const SeatTime WebSeat::kSteadyTime;

void WebSeat::SetNames(std::array<std::string, 4> names) {
  std::lock_guard<std::mutex> lock(mu_);
  names_by_pos_ = std::move(names);
}

void WebSeat::AddEvent(std::string text) {
  events_.push_back(std::move(text));
  if (events_.size() > kEventsShown) events_.pop_front();
}

void WebSeat::Changed() {
  ++version_;
  changed_.notify_all();
}

void WebSeat::Tell(const Message& m) {
  std::lock_guard<std::mutex> lock(mu_);
  if (m.kind == Message::Kind::kStart) {
    view_ = TableView();  // a new game; the standings are kept here, not in the view
    events_.clear();
    ++game_;
  }
  view_.Apply(m).IgnoreError();  // a contradiction would be the referee's: the view goes on
  turn_ = TurnAfter(m, turn_, view_.pos());
  if (std::string text = EventText(m, view_, view_.pos(), names_by_pos_); !text.empty()) {
    AddEvent(std::move(text));
  }
  Changed();
}

WebSeat::Clock::time_point WebSeat::Deadline() const {
  Clock::time_point at = Clock::time_point::max();
  if (clock_.limit.count() > 0) at = opened_ + clock_.limit;
  if (clock_.away && connected_ == 0) at = std::min(at, std::max(opened_, gone_) + *clock_.away);
  return at;
}

absl::StatusOr<std::string> WebSeat::Pose(std::unique_lock<std::mutex>& lock, std::string ask,
                                          std::vector<std::string> answers, bool timed) {
  question_ = OpenQuestion{next_question_++, std::move(ask), std::move(answers)};
  answer_.reset();
  opened_ = time_.Now();
  Changed();
  while (!answer_ && !stopped_) {
    const Clock::time_point deadline = timed ? Deadline() : Clock::time_point::max();
    if (deadline == Clock::time_point::max()) {
      changed_.wait(lock);
    } else if (time_.Now() < deadline) {
      time_.WaitUntil(changed_, lock, deadline);
    } else {
      // Time is up, or nobody is there: the game goes on with the stated default.
      const bool away = connected_ == 0;
      const std::string chosen =
          DefaultAnswer(question_->answers, view_.drawn() != 0 ? FormatCard(view_.drawn()) : "");
      AddEvent(absl::StrCat(away ? "no page open" : "time is up", ": ", chosen, " played for you"));
      question_.reset();
      Changed();
      return chosen;
    }
  }
  if (!answer_) return absl::UnavailableError("the session stopped before an answer");
  std::string chosen = *std::move(answer_);
  answer_.reset();
  return chosen;
}

absl::StatusOr<Action> WebSeat::Decide(const Message& ask) {
  std::unique_lock<std::mutex> lock(mu_);
  if (ask.ask == Ask::kThrow) turn_ = view_.pos();
  const game::LegalAnswers legal = game::AnswersTo(view_, ask.ask);
  std::vector<std::string> texts;
  for (const game::LegalAnswer& a : legal) texts.push_back(game::AnswerText(a));
  if (texts.empty()) return Action::Of(ActionType::kPass);  // nothing to choose: the referee judges
  absl::StatusOr<std::string> chosen = Pose(lock, std::string(AskName(ask.ask)), texts, true);
  if (!chosen.ok()) return chosen.status();
  const size_t k = std::find(texts.begin(), texts.end(), *chosen) - texts.begin();
  return game::ActionFor(view_.hand(), legal[k]);
}

bool WebSeat::GameOver(const GameRecord& record) {
  std::unique_lock<std::mutex> lock(mu_);
  for (int s = 0; s < 4; ++s) standings_[s] += record.scores[s];
  last_result_ = ResultJson(record);
  Changed();
  if (game_ >= games_) return !stopped_;
  return Pose(lock, "next", {"next game"}, false).ok();
}

void WebSeat::MatchOver() {
  std::lock_guard<std::mutex> lock(mu_);
  over_ = true;
  Changed();
}

std::string WebSeat::StateJson() const {
  std::lock_guard<std::mutex> lock(mu_);
  PlayState s;
  s.view = &view_;
  s.seat = seat_;
  s.names = names_by_pos_;
  s.turn = turn_;
  s.question = question_;
  if (question_ && question_->ask != "next" && clock_.limit.count() > 0) {
    s.question->ms_left = std::max<long long>(
        0,
        std::chrono::duration_cast<std::chrono::milliseconds>(opened_ + clock_.limit - time_.Now())
            .count());
  }
  s.owner = owner_;
  s.events = &events_;
  s.game = game_;
  s.games = games_;
  s.standings = standings_;
  s.last_result = last_result_;
  s.over = over_ || stopped_;
  return TableJson(s);
}

absl::Status WebSeat::Answer(int question, absl::string_view text, absl::string_view tab) {
  std::lock_guard<std::mutex> lock(mu_);
  if (tab.empty()) return absl::InvalidArgumentError("an answer must name its tab");
  if (!owner_.empty() && tab != owner_) {
    return absl::FailedPreconditionError(
        "another tab plays this seat now (the one opened last); reload this one to take it back");
  }
  if (!question_ || question_->id != question) {
    return absl::FailedPreconditionError(
        question_
            ? absl::StrCat("question ", question, " is not open (question ", question_->id, " is)")
            : absl::StrCat("question ", question, " is not open (none is)"));
  }
  const std::vector<std::string>& legal = question_->answers;
  if (std::find(legal.begin(), legal.end(), text) == legal.end()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "'", text, "' is not a legal answer (legal: ", absl::StrJoin(legal, ", "), ")"));
  }
  answer_ = std::string(text);
  question_.reset();
  Changed();
  return absl::OkStatus();
}

void WebSeat::Connect(absl::string_view tab) {
  std::lock_guard<std::mutex> lock(mu_);
  ++connected_;
  if (!tab.empty()) owner_ = std::string(tab);
  Changed();
}

void WebSeat::Disconnect(absl::string_view tab) {
  std::lock_guard<std::mutex> lock(mu_);
  --connected_;
  if (connected_ == 0) gone_ = time_.Now();
  if (tab == owner_) owner_.clear();  // an older tab still open may answer, or take over
  Changed();
}

int WebSeat::WaitForChange(int seen, std::chrono::milliseconds timeout) const {
  std::unique_lock<std::mutex> lock(mu_);
  changed_.wait_for(lock, timeout, [&] { return version_ > seen || stopped_; });
  return version_;
}

void WebSeat::Stop() {
  std::lock_guard<std::mutex> lock(mu_);
  stopped_ = true;
  question_.reset();
  Changed();
}

bool WebSeat::stopped() const {
  std::lock_guard<std::mutex> lock(mu_);
  return stopped_;
}

}  // namespace mj16::mjref
