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
#ifndef MJ16_TOOLS_MJREF_PLAY_SERVER_H_
#define MJ16_TOOLS_MJREF_PLAY_SERVER_H_

#include <chrono>
#include <functional>
#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "tools/mjref/play/table_feed.h"
#include "tools/mjref/play/web_seat.h"

namespace httplib {
class Server;
}  // namespace httplib

namespace mj16::mjref {

// "http://HOST:PORT/", an IPv6 host in brackets.
std::string ServerUrl(const std::string& host, int port);

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

 private:
  void Route();

  TableFeed& feed_;
  WebSeat* seat_ = nullptr;  // none: watched, nobody answers
  ReviewPageFn review_;
  std::chrono::milliseconds min_interval_{0};
  std::unique_ptr<httplib::Server> server_;
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_PLAY_SERVER_H_
