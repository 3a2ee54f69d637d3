// Bots as processes (SPEC §3, seed 000 §3.3): the factory that starts one per game or keeps one
// for the whole match, each refereed as a ChannelPlayer over its pipes (channel_player.h holds
// the fault rules).
#ifndef MJ16_TOOLS_MJREF_BOTS_PROCESS_PLAYER_H_
#define MJ16_TOOLS_MJREF_BOTS_PROCESS_PLAYER_H_

#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "tools/mjref/bots/channel.h"
#include "tools/mjref/bots/channel_player.h"
#include "tools/mjref/bots/process.h"
#include "tools/mjref/engine/player.h"

namespace mj16::mjref {

// How long a bot process lives: a new one per game (it sees EOF after /exit and exits, as under
// cycgame), or one kept for the whole match (it plays on after /exit; one that exits anyway is
// started again, without a fault).
enum class Lifetime { kGame, kMatch };

struct ProcessOptions {
  std::chrono::duration<double> timeout{3.0};  // per answer (and per line written)
  Lifetime lifetime = Lifetime::kGame;
  std::string stderr_path;  // the bot's stderr is appended here; empty: /dev/null
  // Read the bot's stderr through a pipe (forwarded to stderr_path) and take a line
  // "reason: TEXT" written while it answered as the answer's reason (Player::Reason; mjbot
  // writes them with --reasons). Off, its stderr goes straight to the file. A bot that writes
  // more than a pipe holds (64 KiB) between two lines from the referee then stalls.
  bool reasons = false;
  // A socket seat (tcp:PORT, socket_seat.h): how long to wait for a bot to connect, before the
  // match and again after a bot disconnected.
  std::chrono::duration<double> accept_timeout{30.0};
};

class ProcessPlayerFactory : public PlayerFactory {
 public:
  // Opens the stderr log; the error names the file.
  static absl::StatusOr<std::unique_ptr<ProcessPlayerFactory>> Make(std::string command,
                                                                    ProcessOptions options);
  // `stderr_fd` (owned; -1 for /dev/null) receives every process's stderr.
  ProcessPlayerFactory(std::string command, ProcessOptions options, int stderr_fd);
  ~ProcessPlayerFactory() override;

  std::string Name() const override { return command_; }
  absl::StatusOr<std::unique_ptr<Player>> Create(int game, int seat,
                                                 std::uint64_t match_seed) override;
  // Starts the command with stderr captured and sends /ready (SPEC §3). A bot that answers
  // /ready, or any line, or nothing within the timeout but is still running, is run; one that
  // exits (or cannot be started) is refused, with the first line of its stderr. Seed 000's
  // protocol has no /ready: a bot that does not answer it is started afresh for every game even
  // with --lifetime match, since /ready is how a kept process is checked between games.
  absl::Status Probe() override;
  // What the probe found: the bot answers /ready (true until probed).
  bool speaks_ready() const { return speaks_ready_; }

 private:
  Clock::duration Timeout() const;

  std::string command_;
  ProcessOptions options_;
  int stderr_fd_;  // -1: /dev/null
  bool speaks_ready_ = true;
  std::shared_ptr<ChannelPool> pool_ = std::make_shared<ChannelPool>();  // match lifetime
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_BOTS_PROCESS_PLAYER_H_
