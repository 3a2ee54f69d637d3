#include "bot/session/socket_client.h"

#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace mj16::bot {
namespace {

// One attempt: the connected, blocking socket, or why not.
absl::StatusOr<int> ConnectOnce(const addrinfo& ai, int timeout_ms) {
  const int fd = socket(ai.ai_family, ai.ai_socktype | SOCK_CLOEXEC, ai.ai_protocol);
  if (fd < 0) return absl::UnavailableError(std::strerror(errno));
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
  int err = 0;
  if (connect(fd, ai.ai_addr, ai.ai_addrlen) != 0) {
    err = errno;
    if (err == EINPROGRESS) {
      pollfd p{fd, POLLOUT, 0};
      int r;
      while ((r = poll(&p, 1, timeout_ms)) < 0 && errno == EINTR) {
      }
      if (r == 0) {
        close(fd);
        return absl::DeadlineExceededError("timed out");
      }
      socklen_t len = sizeof err;
      getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len);
    }
  }
  if (err != 0) {
    close(fd);
    return absl::UnavailableError(std::strerror(err));
  }
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  const int one = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);  // an answer goes out at once
  return fd;
}

}  // namespace

absl::StatusOr<int> ConnectTcp(absl::string_view address, double timeout_seconds, int retries) {
  const size_t colon = address.rfind(':');
  int port = 0;
  if (colon == absl::string_view::npos || colon == 0 ||
      !absl::SimpleAtoi(address.substr(colon + 1), &port) || port < 1 || port > 65535) {
    return absl::InvalidArgumentError(
        absl::StrCat("connect: '", address, "' is not HOST:PORT (PORT 1..65535)"));
  }
  const std::string host(address.substr(0, colon));
  const std::string service = absl::StrCat(port);
  const int timeout_ms = static_cast<int>(std::max(0.001, timeout_seconds) * 1000);
  std::string last = "no attempt";
  for (int attempt = 0; attempt <= std::max(0, retries); ++attempt) {
    if (attempt > 0) std::this_thread::sleep_for(std::chrono::milliseconds(500));
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    if (const int rc = getaddrinfo(host.c_str(), service.c_str(), &hints, &found); rc != 0) {
      last = absl::StrCat("cannot resolve '", host, "': ", gai_strerror(rc));
      continue;
    }
    for (const addrinfo* ai = found; ai != nullptr; ai = ai->ai_next) {
      absl::StatusOr<int> fd = ConnectOnce(*ai, timeout_ms);
      if (fd.ok()) {
        freeaddrinfo(found);
        return fd;
      }
      last = std::string(fd.status().message());
    }
    freeaddrinfo(found);
  }
  return absl::UnavailableError(absl::StrCat("cannot connect to ", address, " (", last, ", after ",
                                             std::max(0, retries) + 1, " attempts)"));
}

SocketLines::~SocketLines() {
  if (fd_ >= 0) close(fd_);
}

bool SocketLines::ReadLine(std::string& line) {
  for (;;) {
    if (const size_t nl = buffer_.find('\n'); nl != std::string::npos) {
      line.assign(buffer_, 0, nl);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      buffer_.erase(0, nl + 1);
      return true;
    }
    char chunk[4096];
    const ssize_t n = read(fd_, chunk, sizeof chunk);
    if (n > 0) {
      buffer_.append(chunk, static_cast<size_t>(n));
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else {
      return false;
    }
  }
}

bool SocketLines::WriteLine(absl::string_view line) {
  std::string out = absl::StrCat(line, "\n");
  absl::string_view rest = out;
  while (!rest.empty()) {
    const ssize_t n = send(fd_, rest.data(), rest.size(), MSG_NOSIGNAL);
    if (n > 0) {
      rest.remove_prefix(static_cast<size_t>(n));
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else {
      return false;
    }
  }
  return true;
}

}  // namespace mj16::bot
