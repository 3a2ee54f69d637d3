// The web server of `mjref play` and `mjref match --watch` (cpp-httplib, Debian's
// libcpp-httplib-dev): the page and its assets, embedded in the binary, and the table's routes;
// /answer and /review only where a person plays. Nothing else is served: no URL reaches the file
// system.
//   GET  /          the page (page.html; /page.js, /page.css)
//   GET  /state     the seat's state as JSON (table_json.h)
//   GET  /events    the same state as server-sent events, one each time it changes
//   GET  /events?tab=ID  the same, for the page named ID: the stream opened last plays the seat
//   POST /answer    {"question": N, "answer": "throw 5m", "tab": ID}: 200 {"ok": true};
//                   400 {"error": ...} for an illegal answer or a bad body, 409 for a stale
//                   question or another tab's
//   GET  /review/N  the review page of game N (review_page.h), made on the first request
// A request from a page of another site is refused (403, RequestAllowed): a page elsewhere cannot
// answer or watch through the person's browser. An answer must be sent as application/json (415)
// and name its tab (400). Beyond a number of open event streams a viewer is refused at once (503).
#ifndef MJ16_TOOLS_MJREF_PLAY_SERVER_H_
#define MJ16_TOOLS_MJREF_PLAY_SERVER_H_

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/mjref/play/table_feed.h"
#include "tools/mjref/play/web_seat.h"

namespace httplib {
class Server;
}  // namespace httplib

namespace mj16::mjref {

// "http://HOST:PORT/", an IPv6 host in brackets.
std::string ServerUrl(const std::string& host, int port);

// Whether a request may reach the server listening at `host`:`port`, from its Origin header
// ("http://HOST:PORT"; empty when it sent none) and its Host header ("HOST:PORT"). An origin must
// be the server's own: that address, any loopback name of the port when `host` is loopback, and
// listening on every address (0.0.0.0, ::) also the address the request was sent to. On loopback
// the Host header must name the server too (a name of another site resolved to 127.0.0.1).
bool RequestAllowed(absl::string_view origin, absl::string_view host_header,
                    const std::string& host, int port);

// What listening on `host` exposes, to print; "" for loopback (127.0.0.1, ::1, localhost).
std::string ExposureWarning(const std::string& host);

// The review page of game N (1-based); kNotFound for a game not played yet.
using ReviewPageFn = std::function<absl::StatusOr<std::string>(int game)>;

class PlayServer {
 public:
  // A person plays `seat`.
  PlayServer(WebSeat& seat, ReviewPageFn review);
  // Viewers watch `feed`; each event stream sends at most one state every `min_interval`.
  PlayServer(TableFeed& feed, std::chrono::milliseconds min_interval);
  ~PlayServer();

  // Binds `host`:`port` (0: any free port); the port bound, or why not.
  absl::StatusOr<int> Bind(const std::string& host, int port);
  // Serves until Stop(); call after Bind, on a thread of its own.
  void Listen();
  // Stops serving (any thread); Listen returns. The seat should be stopped first, so that the
  // event streams end.
  void Stop();
  // Event streams open at once beyond this are refused (503); set before Listen.
  void set_max_streams(int n) { max_streams_ = n; }

 private:
  void Route();

  TableFeed& feed_;
  WebSeat* seat_ = nullptr;  // none: watched, nobody answers
  ReviewPageFn review_;
  std::chrono::milliseconds min_interval_{0};
  std::string host_;  // as bound
  int port_ = 0;
  int max_streams_;
  std::atomic<int> streams_{0};  // event streams open
  std::unique_ptr<httplib::Server> server_;
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_PLAY_SERVER_H_
