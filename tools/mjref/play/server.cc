#include "tools/mjref/play/server.h"

#include <httplib.h>

#include <chrono>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"
#include "tools/common/json.h"
#include "tools/common/json_value.h"
#include "tools/mjref/play/play_assets.h"

namespace mj16::mjref {
namespace {

constexpr size_t kThreads = 64;
// Each open event stream holds a thread: beyond this many a viewer is refused at once (503), so
// that the pool always has threads left for the other requests.
constexpr int kMaxStreams = kThreads - 8;

bool IsLoopback(absl::string_view host) {
  return host == "127.0.0.1" || host == "::1" || host == "localhost";
}

bool IsWildcard(absl::string_view host) {
  return host.empty() || host == "0.0.0.0" || host == "::";
}

void Error(httplib::Response& res, int status, absl::string_view message) {
  res.status = status;
  res.set_content(absl::StrCat("{\"error\": ", JsonQuote(message), "}"), "application/json");
}

// The body of POST /answer: {"question": N, "answer": "TEXT", "tab": ID}, sent as JSON (a
// text/plain body is what another site's page may send without asking first).
void HandleAnswer(WebSeat& seat, const httplib::Request& req, httplib::Response& res) {
  if (!absl::StartsWith(req.get_header_value("Content-Type"), "application/json")) {
    return Error(res, 415, "the body must be sent as application/json");
  }
  const absl::StatusOr<JsonValue> body = ParseJson(req.body);
  if (!body.ok() || body->type != JsonValue::Type::kObject || body->Find("question") == nullptr ||
      body->Find("answer") == nullptr || body->StringOr("tab", "").empty()) {
    return Error(res, 400,
                 "the body must be {\"question\": N, \"answer\": \"TEXT\", \"tab\": \"ID\"}");
  }
  const absl::Status s = seat.Answer(static_cast<int>(body->IntOr("question", -1)),
                                     body->StringOr("answer", ""), body->StringOr("tab", ""));
  if (absl::IsFailedPrecondition(s)) return Error(res, 409, s.message());
  if (!s.ok()) return Error(res, 400, s.message());
  res.set_content("{\"ok\": true}", "application/json");
}

}  // namespace

bool RequestAllowed(absl::string_view origin, absl::string_view host_header,
                    const std::string& host, int port) {
  // "HOST:PORT" as a Host header or an origin writes it: one of this server's own names?
  const auto own = [&](absl::string_view authority) {
    std::vector<std::string> names = {host};
    if (IsLoopback(host) || IsWildcard(host)) {
      names.insert(names.end(), {"127.0.0.1", "localhost", "::1"});
    }
    for (const std::string& name : names) {
      const std::string url = ServerUrl(name, port);
      if (absl::StrCat("http://", authority, "/") == url ||
          (port == 80 && absl::StrCat("http://", authority, ":80/") == url)) {
        return true;
      }
    }
    return false;
  };
  // Listening on every address, the server cannot know which one the person typed: the one the
  // request was sent to is its own.
  const bool origin_ok =
      origin.empty() || (absl::ConsumePrefix(&origin, "http://") &&
                         (own(origin) || (IsWildcard(host) && origin == host_header)));
  // On loopback, a page of another site whose name was made to resolve to 127.0.0.1 sends no
  // Origin with its GETs, but its own name as Host.
  return origin_ok && (!IsLoopback(host) || host_header.empty() || own(host_header));
}

std::string ExposureWarning(const std::string& host) {
  if (IsLoopback(host)) return "";
  return absl::StrCat("mjref: warning: listening on ", host.empty() ? "every address" : host,
                      ", not on this machine only: anyone who can reach the port sees the table, "
                      "and in mjref play can answer for you");
}

std::string ServerUrl(const std::string& host, int port) {
  const bool v6 = absl::StrContains(host, ':');
  return absl::StrCat("http://", v6 ? "[" : "", host, v6 ? "]" : "", ":", port, "/");
}

PlayServer::PlayServer(WebSeat& seat, ReviewPageFn review)
    : feed_(seat), seat_(&seat), review_(std::move(review)) {
  Route();
}

PlayServer::PlayServer(TableFeed& feed, std::chrono::milliseconds min_interval)
    : feed_(feed), min_interval_(min_interval) {
  Route();
}

void PlayServer::Route() {
  max_streams_ = kMaxStreams;
  server_ = std::make_unique<httplib::Server>();
  httplib::Server& s = *server_;
  // Each open event stream holds a thread: room for many tabs and viewers (httplib's default is
  // 8). The server owns the queue it is handed.
  s.new_task_queue = [] { return std::make_unique<httplib::ThreadPool>(kThreads).release(); };
  // A page of another site may reach this server through the person's browser: refused.
  s.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
    if (RequestAllowed(req.get_header_value("Origin"), req.get_header_value("Host"), host_,
                       port_)) {
      return httplib::Server::HandlerResponse::Unhandled;
    }
    Error(res, 403, "a page of another site may not use this server");
    return httplib::Server::HandlerResponse::Handled;
  });
  // Only these routes: no mount point, so no URL reaches the file system.
  s.Get("/", [](const httplib::Request&, httplib::Response& res) {
    res.set_content(kPlayHtml, "text/html; charset=utf-8");
  });
  s.Get("/page.js", [](const httplib::Request&, httplib::Response& res) {  // tiles.js first
    res.set_content(absl::StrCat(kTilesJs, kPlayJs), "text/javascript; charset=utf-8");
  });
  s.Get("/page.css", [](const httplib::Request&, httplib::Response& res) {
    res.set_content(kPlayCss, "text/css; charset=utf-8");
  });
  s.Get("/state", [this](const httplib::Request&, httplib::Response& res) {
    res.set_header("Cache-Control", "no-store");
    res.set_content(feed_.StateJson(), "application/json");
  });
  s.Get("/events", [this](const httplib::Request& req, httplib::Response& res) {
    res.set_header("Cache-Control", "no-store");
    if (++streams_ > max_streams_) {
      --streams_;
      return Error(res, 503, absl::StrCat("too many pages open (", max_streams_, "): close one"));
    }
    // The page names itself (?tab=ID): the stream opened last plays the seat.
    const std::string tab = req.get_param_value("tab");
    feed_.Connect(tab);
    // One event with the whole state at once, then one per change; a comment every two seconds
    // finds a closed tab (the write fails) and keeps proxies from timing out.
    auto seen = std::make_shared<int>(-1);
    res.set_chunked_content_provider(
        "text/event-stream",
        [this, seen](size_t, httplib::DataSink& sink) {
          const int version = feed_.WaitForChange(*seen, std::chrono::seconds(2));
          if (version == *seen && feed_.stopped()) return false;  // the last state is sent
          std::string chunk = ": still here\n\n";
          if (version > *seen) {
            *seen = version;
            chunk = absl::StrCat("data: ", feed_.StateJson(), "\n\n");
          }
          if (!sink.is_writable() || !sink.write(chunk.data(), chunk.size())) return false;
          // A fast match changes faster than anyone reads: the latest state, this often.
          if (min_interval_.count() > 0) std::this_thread::sleep_for(min_interval_);
          return true;
        },
        [this, tab](bool) {
          feed_.Disconnect(tab);
          --streams_;
        });
  });
  if (seat_ == nullptr) return;
  s.Post("/answer", [this](const httplib::Request& req, httplib::Response& res) {
    HandleAnswer(*seat_, req, res);
  });
  s.Get(R"(/review/(\d{1,6}))", [this](const httplib::Request& req, httplib::Response& res) {
    int game = 0;
    if (!absl::SimpleAtoi(req.matches[1].str(), &game) || !review_) return Error(res, 404, "");
    const absl::StatusOr<std::string> page = review_(game);
    if (page.ok()) return res.set_content(*page, "text/html; charset=utf-8");
    res.status = absl::IsNotFound(page.status()) ? 404 : 500;
    res.set_content(absl::StrCat("mjref play: ", page.status().message(), "\n"),
                    "text/plain; charset=utf-8");
  });
}

PlayServer::~PlayServer() = default;

absl::StatusOr<int> PlayServer::Bind(const std::string& host, int port) {
  host_ = host;
  port_ = port == 0 ? server_->bind_to_any_port(host.c_str())
                    : (server_->bind_to_port(host.c_str(), port) ? port : 0);
  if (port_ > 0) return port_;
  return absl::UnavailableError(absl::StrCat("cannot listen on ", host, ":", port));
}

void PlayServer::Listen() { server_->listen_after_bind(); }

void PlayServer::Stop() { server_->stop(); }

}  // namespace mj16::mjref
