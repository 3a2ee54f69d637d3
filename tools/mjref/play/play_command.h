// `mjref play` (docs/play.md): a person plays in the browser against three seats mjref runs.
// The session is a web server (server.h) and the games on a thread of their own, the person's
// seat a WebSeat (web_seat.h); the records go to --log-dir as `mjref match` writes them.
#ifndef MJ16_TOOLS_MJREF_PLAY_PLAY_COMMAND_H_
#define MJ16_TOOLS_MJREF_PLAY_PLAY_COMMAND_H_

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>
#include <thread>
#include <vector>

#include "absl/status/statusor.h"
#include "bot/settings/settings.h"
#include "tools/mjref/engine/player.h"
#include "tools/mjref/play/server.h"
#include "tools/mjref/play/web_seat.h"
#include "tools/mjref/records/logs.h"
#include "tools/mjref/run/runner.h"

namespace mj16::mjref {

struct PlayArgs {
  std::vector<std::string> bots;  // three: the other seats in order, the person's left out
  int seat = 1;                   // the person's, 1..4
  int games = 1;
  std::uint64_t seed = 1;
  std::string log_dir;  // empty: none
  std::string host = "127.0.0.1";
  int port = 0;          // 0: any free port
  int delay_ms = 300;    // before each answer of the other seats
  double timeout = 3.0;  // a bot process's time for one answer
  SeatClock clock;       // the person's time (--answer-time, --away)
  int review_playouts = 200;
};

// `args` from the word after "play": `--bot CMD ×3 [--seat N] [--games N] [--seed S]
// [--log-dir DIR] [--host H] [--port N] [--delay MS] [--timeout SECONDS] [--answer-time SECONDS]
// [--away SECONDS|wait] [--review-playouts N]`.
absl::StatusOr<PlayArgs> ParsePlayArgs(const std::vector<std::string>& args);

// A session running: the server listening and the games playing.
class PlaySession {
 public:
  explicit PlaySession(const PlayArgs& args);  // nothing runs yet: Start() makes one running
  // Makes the players (a bot that cannot start is an error), opens the log and binds the server
  // (`on_listening` is then told the URL); then serves and plays on threads of their own. The
  // results go to `out` when every game is played (none: not written).
  static absl::StatusOr<std::unique_ptr<PlaySession>> Start(
      const PlayArgs& args, std::ostream* out = nullptr,
      const std::function<void(const std::string&)>& on_listening = nullptr);
  ~PlaySession();  // Stop()s

  int port() const { return port_; }
  // The review page of the person's seat in game `game` (1-based), made once and kept.
  absl::StatusOr<std::string> ReviewPage(int game);
  std::string url() const;
  // Waits until every game is played (or the session stopped).
  void WaitGamesOver();
  // Ends the games (the open question is answered by nobody: the seat turns a dummy) and the
  // server; idempotent.
  void Stop();

 private:
  void PlayGames();

  PlayArgs args_;
  std::unique_ptr<MatchLog> log_;
  std::vector<std::unique_ptr<PlayerFactory>> owned_;
  std::vector<PlayerFactory*> programs_;  // by seat
  std::unique_ptr<WebSeat> seat_;
  bot::Settings analyst_;  // the review's
  std::mutex records_mu_;
  std::vector<GameRecord> records_;  // the games played, in order
  std::mutex reviews_mu_;            // one review made at a time
  std::map<int, std::string> reviews_;
  std::unique_ptr<PlayServer> server_;
  StopFlag stop_;
  int port_ = 0;
  std::string results_;
  std::ostream* out_ = nullptr;
  std::thread listener_;
  std::thread games_;
  bool stopped_ = false;
};

// The whole subcommand: prints the URL as soon as the server listens, serves until Ctrl-C (the
// games over or not). 0, or 2 for bad arguments or a bot that cannot start.
int RunPlayCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_PLAY_PLAY_COMMAND_H_
