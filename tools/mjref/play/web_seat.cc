#include "tools/mjref/play/web_seat.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "core/game/legal.h"

namespace mj16::mjref {
namespace {

constexpr size_t kEventsKept = 16;

}  // namespace

void WebSeat::SetNames(std::array<std::string, 4> names) {
  std::lock_guard<std::mutex> lock(mu_);
  names_by_pos_ = std::move(names);
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
  using K = Message::Kind;
  if (m.kind == K::kInitGame) turn_ = m.dealer;
  if (m.kind == K::kMo) turn_ = view_.pos();
  if (m.kind == K::kThrow) turn_ = TableView::Next(m.pos);
  if (m.kind == K::kEat || m.kind == K::kPong || m.kind == K::kGong) turn_ = m.pos;
  if (m.kind == K::kHu || m.kind == K::kExit) turn_ = 0;
  if (std::string text = EventText(m, view_.pos(), names_by_pos_); !text.empty()) {
    events_.push_back(std::move(text));
    if (events_.size() > kEventsKept) events_.pop_front();
  }
  Changed();
}

absl::StatusOr<std::string> WebSeat::Pose(std::unique_lock<std::mutex>& lock, std::string ask,
                                          std::vector<std::string> answers) {
  question_ = OpenQuestion{next_question_++, std::move(ask), std::move(answers)};
  answer_.reset();
  Changed();
  changed_.wait(lock, [&] { return answer_.has_value() || stopped_; });
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
  absl::StatusOr<std::string> chosen = Pose(lock, std::string(AskName(ask.ask)), texts);
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
  return Pose(lock, "next", {"next game"}).ok();
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
  s.events = &events_;
  s.game = game_;
  s.games = games_;
  s.standings = standings_;
  s.last_result = last_result_;
  s.over = over_ || stopped_;
  return TableJson(s);
}

absl::Status WebSeat::Answer(int question, absl::string_view text) {
  std::lock_guard<std::mutex> lock(mu_);
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
