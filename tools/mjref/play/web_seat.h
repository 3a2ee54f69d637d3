// The person's seat in `mjref play`: a Player like any other to the referee, answered from a web
// page. The game's thread tells it every message (its TableView and the event list follow) and
// asks it each question; it then publishes the question with the legal answers (game/legal.h)
// and waits until the server hands it one of them. An answer that is not on the list is refused
// (the question stays open); one naming a question no longer open is refused as stale.
// A question has an optional time limit; and when no tab is connected (closed, or the connection
// lost) it is answered by a stated default after `away` unless the seat is told to wait. The tab
// whose event stream connected last plays the seat: another tab's answers are refused.
// Thread-safe: the game's thread and the server's threads share it.
#ifndef MJ16_TOOLS_MJREF_PLAY_WEB_SEAT_H_
#define MJ16_TOOLS_MJREF_PLAY_WEB_SEAT_H_

#include <array>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tools/mjref/engine/player.h"
#include "tools/mjref/engine/record.h"
#include "tools/mjref/play/table_feed.h"
#include "tools/mjref/play/table_json.h"

namespace mj16::mjref {

// How long the person may take. A question left unanswered is answered by DefaultAnswer.
struct SeatClock {
  std::chrono::milliseconds limit{0};  // for each question of a game; 0: no limit
  // With no tab connected, a question is answered after this long (from when it opened or the
  // last tab went, whichever is later); none: it waits for a tab. The question between games
  // ("next") always waits.
  std::optional<std::chrono::milliseconds> away = std::chrono::seconds(30);
};

// Where the seat reads the time and waits for it: the steady clock, or a test's clock that it moves
// by hand.
class SeatTime {
 public:
  using Clock = std::chrono::steady_clock;
  virtual ~SeatTime() = default;
  virtual Clock::time_point Now() const { return Clock::now(); }
  // Waits on `changed` (`lock` held) until it is notified or the time comes.
  virtual void WaitUntil(std::condition_variable& changed, std::unique_lock<std::mutex>& lock,
                         Clock::time_point until) const {
    changed.wait_until(lock, until);
  }
};

// The answer given for the person when time is up: a win when one is offered, else the tile just
// drawn (or the last of the hand) is thrown, else a claim is passed.
std::string DefaultAnswer(const std::vector<std::string>& answers, absl::string_view drawn);

class WebSeat : public TableFeed {
 public:
  // `seat` the person's, 1..4; `games` planned; `time` outlives the seat.
  WebSeat(int seat, int games, SeatClock clock = {}, const SeatTime& time = kSteadyTime)
      : seat_(seat), games_(games), clock_(clock), time_(time) {}
  // The seats' names, by seat 0..3 (the person's included): set before the games start.
  void SetNames(std::array<std::string, 4> names);

  // --- The game's side.
  void Tell(const Message& m);
  // Blocks until a legal answer comes, then returns its action; kUnavailable once stopped.
  absl::StatusOr<Action> Decide(const Message& ask);
  // A game ended with `record`: its result is shown and the standings updated. Unless it was the
  // last, waits for the person to ask for the next game (a question "next"); false once stopped.
  bool GameOver(const GameRecord& record);
  // Every game played: the page says so.
  void MatchOver();

  // --- The server's side.
  std::string StateJson() const override;
  // The answer `text` to question `question` from tab `tab` (a page's name, or a script's):
  // kInvalidArgument when it is not a legal answer (the question stays open) or names no tab,
  // kFailedPrecondition when that question is not the one open or another tab plays the seat.
  absl::Status Answer(int question, absl::string_view text, absl::string_view tab);
  // A page's event stream opened (it takes the seat over) or closed.
  void Connect(absl::string_view tab) override;
  void Disconnect(absl::string_view tab) override;
  // The state's version: it grows with every change. Waits up to `timeout` for one after `seen`.
  int WaitForChange(int seen, std::chrono::milliseconds timeout) const override;
  // Unblocks every wait for good: the session is ending.
  void Stop();
  bool stopped() const override;

 private:
  using Clock = SeatTime::Clock;
  static const SeatTime kSteadyTime;
  // Opens a question and waits for its answer, or for the time it may take (`timed`: a question
  // of a game); the text chosen, or kUnavailable once stopped.
  absl::StatusOr<std::string> Pose(std::unique_lock<std::mutex>& lock, std::string ask,
                                   std::vector<std::string> answers, bool timed);
  // When the open question is answered for the person; Clock::time_point::max() for never.
  Clock::time_point Deadline() const;  // under mu_
  void AddEvent(std::string text);     // under mu_: the latest kEventsShown are kept
  void Changed();                      // under mu_

  mutable std::mutex mu_;
  mutable std::condition_variable changed_;
  const int seat_;
  const int games_;
  const SeatClock clock_;
  const SeatTime& time_;
  TableView view_;
  std::array<std::string, 4> names_by_pos_;  // the seats' names, position 1..4 at 0..3
  int turn_ = 0;
  std::deque<std::string> events_;
  int game_ = 0;
  std::array<int, 4> standings_{};
  std::string last_result_;
  bool over_ = false;
  bool stopped_ = false;
  std::optional<OpenQuestion> question_;
  std::optional<std::string> answer_;
  Clock::time_point opened_;  // the open question's
  int next_question_ = 1;
  std::string owner_;       // the tab playing the seat: the last whose event stream opened
  int connected_ = 0;       // event streams open
  Clock::time_point gone_;  // when the last one closed
  int version_ = 0;
};

// The person's Player for one game: everything goes to the shared WebSeat.
class WebSeatPlayer : public Player {
 public:
  explicit WebSeatPlayer(WebSeat& seat) : seat_(seat) {}
  absl::Status Tell(const Message& m) override {
    seat_.Tell(m);
    return absl::OkStatus();
  }
  absl::StatusOr<Action> Decide(const Message& ask) override { return seat_.Decide(ask); }

 private:
  WebSeat& seat_;
};

class WebSeatFactory : public PlayerFactory {
 public:
  explicit WebSeatFactory(WebSeat& seat) : seat_(seat) {}
  std::string Name() const override { return "human"; }
  absl::StatusOr<std::unique_ptr<Player>> Create(int, int, std::uint64_t) override {
    return std::make_unique<WebSeatPlayer>(seat_);
  }

 private:
  WebSeat& seat_;
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_PLAY_WEB_SEAT_H_
