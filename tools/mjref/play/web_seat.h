// The person's seat in `mjref play`: a Player like any other to the referee, answered from a web
// page. The game's thread tells it every message (its TableView and the event list follow) and
// asks it each question; it then publishes the question with the legal answers (game/legal.h)
// and waits until the server hands it one of them. An answer that is not on the list is refused
// (the question stays open); one naming a question no longer open is refused as stale.
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
#include "tools/mjref/play/table_json.h"

namespace mj16::mjref {

class WebSeat {
 public:
  // `seat` the person's, 1..4; `games` planned.
  WebSeat(int seat, int games) : seat_(seat), games_(games) {}
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
  std::string StateJson() const;
  // The answer `text` to question `question`: kInvalidArgument when it is not a legal answer
  // (the question stays open), kFailedPrecondition when that question is not the one open.
  absl::Status Answer(int question, absl::string_view text);
  // The state's version: it grows with every change. Waits up to `timeout` for one after `seen`.
  int WaitForChange(int seen, std::chrono::milliseconds timeout) const;
  // Unblocks every wait for good: the session is ending.
  void Stop();
  bool stopped() const;

 private:
  // Opens a question and waits for its answer; the text chosen, or kUnavailable once stopped.
  absl::StatusOr<std::string> Pose(std::unique_lock<std::mutex>& lock, std::string ask,
                                   std::vector<std::string> answers);
  void Changed();  // under mu_

  mutable std::mutex mu_;
  mutable std::condition_variable changed_;
  const int seat_;
  const int games_;
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
  int next_question_ = 1;
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
