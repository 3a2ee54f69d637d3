#include "bot/session/socket_client.h"

#ifdef _WIN32
#ifndef NOMINMAX  // windows.h's min and max macros would break std::max below
#define NOMINMAX
#endif
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"

namespace mj16::bot {
namespace {

// The few calls Winsock (the Windows build, docs/windows.md) spells otherwise. A SOCKET is a
// kernel handle, whose value Windows keeps below 2^32, so an int holds it as it holds a POSIX fd.
#ifdef _WIN32
int LastError() { return WSAGetLastError(); }
bool Interrupted() { return false; }  // Winsock's blocking calls are not interrupted by signals
std::string ErrorText(int err) {
  char text[256] = "";
  FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, nullptr,
                 static_cast<DWORD>(err), 0, text, sizeof text, nullptr);
  absl::string_view message = absl::StripTrailingAsciiWhitespace(text);
  absl::ConsumeSuffix(&message, ".");
  return absl::StrCat(message, " (error ", err, ")");
}
std::string ResolveErrorText(int rc) { return ErrorText(rc); }  // getaddrinfo's are WSA codes
void CloseSocket(int fd) { closesocket(static_cast<SOCKET>(fd)); }
void SetNonBlocking(int fd, bool on) {
  u_long mode = on ? 1 : 0;
  ioctlsocket(static_cast<SOCKET>(fd), FIONBIO, &mode);
}
constexpr int kInProgress = WSAEWOULDBLOCK;
constexpr int kSendFlags = 0;
#else
int LastError() { return errno; }
bool Interrupted() { return errno == EINTR; }
std::string ErrorText(int err) { return std::strerror(err); }
std::string ResolveErrorText(int rc) { return gai_strerror(rc); }
void CloseSocket(int fd) { close(fd); }
void SetNonBlocking(int fd, bool on) {
  fcntl(fd, F_SETFL, on ? fcntl(fd, F_GETFL) | O_NONBLOCK : fcntl(fd, F_GETFL) & ~O_NONBLOCK);
}
constexpr int kInProgress = EINPROGRESS;
constexpr int kSendFlags = MSG_NOSIGNAL;  // a closed connection is an error, not a SIGPIPE
#endif

// Waits up to `timeout_ms` for a non-blocking connect to finish: false when it timed out.
bool AwaitConnect(int fd, int timeout_ms) {
#ifdef _WIN32
  // select rather than WSAPoll, which reports no refused connection before Windows 10 2004.
  fd_set writable, failed;
  FD_ZERO(&writable);
  FD_ZERO(&failed);
  FD_SET(static_cast<SOCKET>(fd), &writable);
  FD_SET(static_cast<SOCKET>(fd), &failed);
  timeval limit{timeout_ms / 1000, timeout_ms % 1000 * 1000};
  return select(0, nullptr, &writable, &failed, &limit) != 0;
#else
  pollfd p{fd, POLLOUT, 0};
  int r;
  while ((r = poll(&p, 1, timeout_ms)) < 0 && errno == EINTR) {
  }
  return r != 0;
#endif
}

// Winsock's start-up, once a process before its first socket; POSIX sockets need none.
bool StartSockets() {
#ifdef _WIN32
  static const bool started = [] {
    WSADATA data;
    return WSAStartup(MAKEWORD(2, 2), &data) == 0;
  }();
  return started;
#else
  return true;
#endif
}

// One attempt: the connected, blocking socket, or why not.
absl::StatusOr<int> ConnectOnce(const addrinfo& ai, int timeout_ms) {
#ifdef _WIN32
  const SOCKET s = socket(ai.ai_family, ai.ai_socktype, ai.ai_protocol);
  if (s == INVALID_SOCKET) return absl::UnavailableError(ErrorText(LastError()));
  const int fd = static_cast<int>(s);
#else
  const int fd = socket(ai.ai_family, ai.ai_socktype | SOCK_CLOEXEC, ai.ai_protocol);
  if (fd < 0) return absl::UnavailableError(ErrorText(LastError()));
#endif
  SetNonBlocking(fd, true);
  int err = 0;
  if (connect(fd, ai.ai_addr, ai.ai_addrlen) != 0) {
    err = LastError();
    if (err == kInProgress) {
      if (!AwaitConnect(fd, timeout_ms)) {
        CloseSocket(fd);
        return absl::DeadlineExceededError("timed out");
      }
      socklen_t len = sizeof err;
      getsockopt(fd, SOL_SOCKET, SO_ERROR, reinterpret_cast<char*>(&err), &len);
    }
  }
  if (err != 0) {
    CloseSocket(fd);
    return absl::UnavailableError(ErrorText(err));
  }
  SetNonBlocking(fd, false);
  const int one = 1;
  // An answer goes out at once.
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, reinterpret_cast<const char*>(&one), sizeof one);
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
  if (!StartSockets()) return absl::UnavailableError("connect: Winsock did not start");
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
      last = absl::StrCat("cannot resolve '", host, "': ", ResolveErrorText(rc));
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
  if (fd_ >= 0) CloseSocket(fd_);
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
    const ssize_t n = recv(fd_, chunk, sizeof chunk, 0);
    if (n > 0) {
      buffer_.append(chunk, static_cast<size_t>(n));
    } else if (n < 0 && Interrupted()) {
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
    const ssize_t n = send(fd_, rest.data(), rest.size(), kSendFlags);
    if (n > 0) {
      rest.remove_prefix(static_cast<size_t>(n));
    } else if (n < 0 && Interrupted()) {
      continue;
    } else {
      return false;
    }
  }
  return true;
}

}  // namespace mj16::bot
