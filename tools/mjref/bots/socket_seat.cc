#include "tools/mjref/bots/socket_seat.h"

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/protocol.h"

namespace mj16::mjref {
namespace {

constexpr absl::string_view kPrefix = "tcp:";

struct Address {
  std::string host = "127.0.0.1";
  int port = 0;
};

absl::StatusOr<Address> ParseAddress(absl::string_view spec) {
  absl::string_view rest = spec.substr(kPrefix.size());
  Address a;
  const size_t colon = rest.rfind(':');
  absl::string_view port = rest;
  if (colon != absl::string_view::npos) {
    a.host = std::string(rest.substr(0, colon));
    port = rest.substr(colon + 1);
  }
  if (!absl::SimpleAtoi(port, &a.port) || a.port < 0 || a.port > 65535 || a.host.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("'", spec, "' is not tcp:PORT or tcp:HOST:PORT (PORT 0..65535)"));
  }
  return a;
}

}  // namespace

bool IsSocketSeat(absl::string_view cmd) { return absl::StartsWith(cmd, kPrefix); }

SocketChannel::SocketChannel(int fd, std::string peer) : fd_(fd), peer_(std::move(peer)) {
  SetNonBlocking(fd_);
  const int one = 1;
  // One protocol line a packet, at once: a referee waits for every answer.
  setsockopt(fd_, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
}

SocketChannel::~SocketChannel() { CloseFd(fd_); }

absl::Status SocketChannel::Write(absl::string_view data, Clock::time_point deadline) {
  absl::Status s = WriteAll(fd_, data, deadline);
  if (absl::IsUnavailable(s)) {
    return absl::UnavailableError(absl::StrCat("the connection from ", peer_, " is closed"));
  }
  return s;
}

absl::StatusOr<std::string> SocketChannel::ReadLine(Clock::time_point deadline) {
  absl::StatusOr<std::string> line = reader_.ReadLine(fd_, deadline);
  if (absl::IsUnavailable(line.status())) {
    return absl::UnavailableError(absl::StrCat("closed the connection (", peer_, ")"));
  }
  return line;
}

bool SocketChannel::HasPendingOutput() { return reader_.HasPending(fd_); }

void SocketChannel::CloseInput() {
  if (fd_ >= 0) shutdown(fd_, SHUT_WR);
}

void SocketChannel::CloseAndWait(Clock::time_point deadline) {
  CloseInput();
  reader_.Drain(fd_, deadline);
  CloseFd(fd_);
}

void SocketChannel::Kill() { CloseFd(fd_); }

absl::StatusOr<std::unique_ptr<SocketSeatFactory>> SocketSeatFactory::Make(std::string spec,
                                                                           ProcessOptions options) {
  absl::StatusOr<Address> a = ParseAddress(spec);
  if (!a.ok()) return a.status();
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<std::uint16_t>(a->port));
  if (inet_pton(AF_INET, a->host.c_str(), &addr.sin_addr) != 1) {
    // A host name: its first IPv4 address.
    addrinfo hints{};
    hints.ai_family = AF_INET;
    addrinfo* found = nullptr;
    if (getaddrinfo(a->host.c_str(), nullptr, &hints, &found) != 0 || found == nullptr) {
      return absl::InvalidArgumentError(absl::StrCat("cannot resolve host '", a->host, "'"));
    }
    addr.sin_addr = reinterpret_cast<sockaddr_in*>(found->ai_addr)->sin_addr;
    freeaddrinfo(found);
  }
  int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  const int one = 1;
  setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  if (fd < 0 || bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 ||
      listen(fd, 8) != 0) {
    const std::string why = std::strerror(errno);
    CloseFd(fd);
    return absl::UnavailableError(
        absl::StrCat("cannot listen on ", a->host, ":", a->port, ": ", why));
  }
  SetNonBlocking(fd);
  socklen_t len = sizeof addr;
  getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
  const int port = ntohs(addr.sin_port);
  if (a->port == 0) {
    std::cerr << "mjref: " << spec << " listens on " << a->host << ":" << port << "\n";
  }
  return std::make_unique<SocketSeatFactory>(std::move(spec), std::move(options), fd, port);
}

SocketSeatFactory::SocketSeatFactory(std::string spec, ProcessOptions options, int listen_fd,
                                     int port)
    : spec_(std::move(spec)), options_(std::move(options)), listen_fd_(listen_fd), port_(port) {}

SocketSeatFactory::~SocketSeatFactory() {
  {
    std::lock_guard<std::mutex> lock(pool_->mutex);
    for (std::unique_ptr<BotChannel>& bot : pool_->idle) {
      bot->CloseAndWait(Clock::now() + Timeout());
    }
    pool_->idle.clear();
  }
  CloseFd(listen_fd_);
}

Clock::duration SocketSeatFactory::Timeout() const {
  return std::chrono::duration_cast<Clock::duration>(options_.timeout);
}

absl::StatusOr<std::unique_ptr<BotChannel>> SocketSeatFactory::Accept(Clock::duration wait) {
  const Clock::time_point deadline = Clock::now() + wait;
  for (;;) {
    sockaddr_in peer{};
    socklen_t len = sizeof peer;
    const int fd = accept4(listen_fd_, reinterpret_cast<sockaddr*>(&peer), &len, SOCK_CLOEXEC);
    if (fd >= 0) {
      char ip[INET_ADDRSTRLEN] = "?";
      inet_ntop(AF_INET, &peer.sin_addr, ip, sizeof ip);
      ++connections_;
      return std::make_unique<SocketChannel>(fd, absl::StrCat(ip, ":", ntohs(peer.sin_port)));
    }
    if (errno == EINTR || errno == ECONNABORTED) continue;
    if (errno != EAGAIN && errno != EWOULDBLOCK) {
      return absl::UnavailableError(absl::StrCat(spec_, ": accept failed: ", std::strerror(errno)));
    }
    if (PollUntil(listen_fd_, POLLIN, deadline) == 0) {
      return absl::UnavailableError(
          absl::StrCat("no bot connected to ", spec_, " (port ", port_, ") within ",
                       std::chrono::duration<double>(wait).count(), " s"));
    }
  }
}

absl::Status SocketSeatFactory::Probe() {
  const auto wait = std::chrono::duration_cast<Clock::duration>(options_.accept_timeout);
  absl::StatusOr<std::unique_ptr<BotChannel>> bot = Accept(wait);
  if (!bot.ok()) return bot.status();
  const Clock::time_point deadline = Clock::now() + Timeout();
  (*bot)->Write("/ready\n", deadline).IgnoreError();
  absl::StatusOr<std::string> answer = (*bot)->ReadLine(deadline);
  if (!answer.ok() && !absl::IsDeadlineExceeded(answer.status())) return answer.status();
  speaks_ready_ = answer.ok() && TrimLine(*answer) == "/ready";
  std::lock_guard<std::mutex> lock(pool_->mutex);
  pool_->idle.push_back(*std::move(bot));
  return absl::OkStatus();
}

absl::StatusOr<std::unique_ptr<Player>> SocketSeatFactory::Create(int, int, std::uint64_t) {
  std::unique_ptr<BotChannel> bot = TakeIdle(*pool_, Timeout(), speaks_ready_);
  if (bot == nullptr) {
    // One table at a time waits for a connection; a wait that ran out is not repeated.
    std::lock_guard<std::mutex> lock(accept_mutex_);
    const auto wait = waited_out_
                          ? Clock::duration::zero()
                          : std::chrono::duration_cast<Clock::duration>(options_.accept_timeout);
    absl::StatusOr<std::unique_ptr<BotChannel>> accepted = Accept(wait);
    if (!accepted.ok()) {
      waited_out_ = true;
      return accepted.status();
    }
    waited_out_ = false;
    bot = *std::move(accepted);
  }
  return std::make_unique<ChannelPlayer>(std::move(bot), Timeout(), ReturnTo(pool_));
}

}  // namespace mj16::mjref
