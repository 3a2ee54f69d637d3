// mjbot as a TCP client (--connect HOST:PORT): socket-based competition servers do not start the
// bot; it connects to them and then speaks the same protocol lines over the connection as over
// stdin/stdout. I/O only, at the edge: the session never knows which transport it is on.
#ifndef MJ16_BOT_SESSION_SOCKET_CLIENT_H_
#define MJ16_BOT_SESSION_SOCKET_CLIENT_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace mj16::bot {

// The connection to `address` ("HOST:PORT"), trying `1 + retries` times, half a second apart,
// each attempt bounded by `timeout_seconds`. The error names the address and the last reason.
absl::StatusOr<int> ConnectTcp(absl::string_view address, double timeout_seconds, int retries);

// Protocol lines over a connected socket (blocking).
class SocketLines {
 public:
  explicit SocketLines(int fd) : fd_(fd) {}
  ~SocketLines();
  SocketLines(const SocketLines&) = delete;
  SocketLines& operator=(const SocketLines&) = delete;

  // The next line without its end ('\n', and a '\r' before it); false when the server closed the
  // connection (or it broke) before a whole line.
  bool ReadLine(std::string& line);
  // Writes the line and '\n'; false when the connection is gone.
  bool WriteLine(absl::string_view line);

 private:
  int fd_;
  std::string buffer_;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_SESSION_SOCKET_CLIENT_H_
