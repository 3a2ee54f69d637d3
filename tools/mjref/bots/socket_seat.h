// Socket seats (`--bot tcp:PORT` or `tcp:HOST:PORT`): the seat listens (loopback unless a host
// is named) and a bot connects to it as a TCP client, as on competition servers where the bot
// is not started by the referee (mjbot --connect). The connection then carries the same protocol
// lines as a bot process's pipes and is refereed by ChannelPlayer under the same rules: every
// timeout, fault and dummy rule applies. One connection plays game after game; a bot that
// disconnects is a fault in the game it left, and the next game waits (accept_timeout) for it
// to connect again; after one such wait runs out, later games take only a connection already
// waiting, so a bot that is gone never stalls the match. With -j N, N bots connect (one a table).
#ifndef MJ16_TOOLS_MJREF_BOTS_SOCKET_SEAT_H_
#define MJ16_TOOLS_MJREF_BOTS_SOCKET_SEAT_H_

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/mjref/bots/channel.h"
#include "tools/mjref/bots/process_player.h"
#include "tools/mjref/engine/player.h"

namespace mj16::mjref {

// Whether a --bot names a socket seat.
bool IsSocketSeat(absl::string_view cmd);

// One accepted connection as a bot's line channel.
class SocketChannel : public BotChannel {
 public:
  SocketChannel(int fd, std::string peer);
  ~SocketChannel() override;
  SocketChannel(const SocketChannel&) = delete;
  SocketChannel& operator=(const SocketChannel&) = delete;

  absl::Status Write(absl::string_view data, Clock::time_point deadline) override;
  absl::StatusOr<std::string> ReadLine(Clock::time_point deadline) override;
  bool HasPendingOutput() override;
  const std::string& buffered() const override { return reader_.buffered(); }
  // Half-closes the connection: the bot reads the end of its input.
  void CloseInput() override;
  void CloseAndWait(Clock::time_point deadline) override;
  void Kill() override;

 private:
  int fd_;
  std::string peer_;
  LineReader reader_;
};

class SocketSeatFactory : public PlayerFactory {
 public:
  // Binds and listens at once (port 0: any free port, told on stderr), so that a bot started
  // before the match can connect; the error names the address.
  static absl::StatusOr<std::unique_ptr<SocketSeatFactory>> Make(std::string spec,
                                                                 ProcessOptions options);
  SocketSeatFactory(std::string spec, ProcessOptions options, int listen_fd, int port);
  ~SocketSeatFactory() override;

  std::string Name() const override { return spec_; }
  absl::StatusOr<std::unique_ptr<Player>> Create(int game, int seat,
                                                 std::uint64_t match_seed) override;
  // Waits (accept_timeout) for the first bot to connect and sends it /ready; a bot that does not
  // answer is still played (seed 000's protocol has no /ready). Fails when none connects.
  absl::Status Probe() override;

  int port() const { return port_; }
  // How many bots have connected so far.
  int connections() const { return connections_.load(); }

 private:
  // A new connection, waiting at most `wait`.
  absl::StatusOr<std::unique_ptr<BotChannel>> Accept(Clock::duration wait);
  Clock::duration Timeout() const;

  std::string spec_;
  ProcessOptions options_;
  int listen_fd_;
  int port_;
  std::shared_ptr<ChannelPool> pool_ = std::make_shared<ChannelPool>();
  std::mutex accept_mutex_;
  bool waited_out_ = false;   // an accept wait ran out: take only connections already waiting
  bool speaks_ready_ = true;  // the probed bot answered /ready
  std::atomic<int> connections_{0};
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_BOTS_SOCKET_SEAT_H_
