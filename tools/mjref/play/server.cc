#include "tools/mjref/play/server.h"

#include <httplib.h>

#include <chrono>
#include <string>
#include <thread>
#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "tools/common/json.h"
#include "tools/common/json_value.h"
#include "tools/mjref/play/play_assets.h"

namespace mj16::mjref {
namespace {

constexpr size_t kThreads = 64;

void Error(httplib::Response& res, int status, absl::string_view message) {
  res.status = status;
  res.set_content(absl::StrCat("{\"error\": ", JsonQuote(message), "}"), "application/json");
}

// The body of POST /answer: {"question": N, "answer": "TEXT"}.
void HandleAnswer(WebSeat& seat, const httplib::Request& req, httplib::Response& res) {
  const absl::StatusOr<JsonValue> body = ParseJson(req.body);
  if (!body.ok() || body->type != JsonValue::Type::kObject || body->Find("question") == nullptr ||
      body->Find("answer") == nullptr) {
    return Error(res, 400, "the body must be {\"question\": N, \"answer\": \"TEXT\"}");
  }
  const absl::Status s = seat.Answer(static_cast<int>(body->IntOr("question", -1)),
                                     body->StringOr("answer", ""), body->StringOr("tab", ""));
  if (absl::IsFailedPrecondition(s)) return Error(res, 409, s.message());
  if (!s.ok()) return Error(res, 400, s.message());
  res.set_content("{\"ok\": true}", "application/json");
}

}  // namespace

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
  server_ = std::make_unique<httplib::Server>();
  httplib::Server& s = *server_;
  // Each open event stream holds a thread: room for many tabs and viewers (httplib's default is
  // 8). The server owns the queue it is handed.
  s.new_task_queue = [] { return std::make_unique<httplib::ThreadPool>(kThreads).release(); };
  // Only these routes: no mount point, so no URL reaches the file system.
  s.Get("/", [](const httplib::Request&, httplib::Response& res) {
    res.set_content(kPlayHtml, "text/html; charset=utf-8");
  });
  s.Get("/page.js", [](const httplib::Request&, httplib::Response& res) {
    res.set_content(kPlayJs, "text/javascript; charset=utf-8");
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
        [this, tab](bool) { feed_.Disconnect(tab); });
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
  if (port == 0) {
    const int bound = server_->bind_to_any_port(host.c_str());
    if (bound > 0) return bound;
  } else if (server_->bind_to_port(host.c_str(), port)) {
    return port;
  }
  return absl::UnavailableError(absl::StrCat("cannot listen on ", host, ":", port));
}

void PlayServer::Listen() { server_->listen_after_bind(); }

void PlayServer::Stop() { server_->stop(); }

}  // namespace mj16::mjref
