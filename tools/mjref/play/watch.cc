#include "tools/mjref/play/watch.h"

#include <thread>
#include <utility>

#include "absl/strings/str_cat.h"
#include "tools/mjref/play/server.h"
#include "tools/mjref/play/table_json.h"

namespace mj16::mjref {
namespace {

constexpr std::chrono::milliseconds kViewerInterval(100);

// The server and the table it shows; the table outlives the server (declared first).
class WatchServer : public MatchWatcher {
 public:
  WatchServer() : server_(table_, kViewerInterval) {}
  ~WatchServer() override {
    table_.MatchOver();
    // The streams send the last state (the match over), then end; then the server stops.
    std::this_thread::sleep_for(2 * kViewerInterval);
    server_.Stop();
    if (listener_.joinable()) listener_.join();
  }
  absl::StatusOr<int> Start(const std::string& host, int port) {
    absl::StatusOr<int> bound = server_.Bind(host, port);
    if (bound.ok()) listener_ = std::thread([this] { server_.Listen(); });
    return bound;
  }
  void Seated(int game, int seat, const std::string& name) override {
    table_.Seated(game, seat, name);
  }
  void Told(int game, int seat, const Message& m) override { table_.Told(game, seat, m); }
  void GameOver(const GameRecord& record) override { table_.GameOver(record); }
  void MatchOver() override { table_.MatchOver(); }

 private:
  MatchTable table_;
  PlayServer server_;
  std::thread listener_;
};

}  // namespace

void MatchTable::Changed() {
  ++version_;
  changed_.notify_all();
}

void MatchTable::Seated(int game, int seat, const std::string& name) {
  std::lock_guard<std::mutex> lock(mu_);
  live_[game].names[seat] = name;
}

void MatchTable::Told(int game, int seat, const Message& m) {
  std::lock_guard<std::mutex> lock(mu_);
  Live& g = live_[game];
  TableView& view = g.views[seat];
  view.Apply(m).IgnoreError();  // a contradiction would be the referee's: the view goes on
  if (m.kind == Message::Kind::kMo || seat == 0) g.turn = TurnAfter(m, g.turn, view.pos());
  // The public events once, as seat 1 hears them; nobody's draws or deals.
  if (seat == 0 && m.kind != Message::Kind::kMo && m.kind != Message::Kind::kInitCard) {
    if (std::string text = EventText(m, view, 0, g.names); !text.empty()) {
      g.events.push_back(std::move(text));
      if (g.events.size() > kEventsShown) g.events.pop_front();
    }
  }
  Changed();
}

void MatchTable::GameOver(const GameRecord& record) {
  std::lock_guard<std::mutex> lock(mu_);
  live_.erase(record.game);
  for (int s = 0; s < 4; ++s) totals_[record.names[s]] += record.scores[s];
  last_result_ = ResultJson(record);
  ++finished_;
  Changed();
}

void MatchTable::MatchOver() {
  std::lock_guard<std::mutex> lock(mu_);
  over_ = true;
  Changed();
}

std::string MatchTable::StateJson() const {
  std::lock_guard<std::mutex> lock(mu_);
  static const TableView kNone;
  static const std::array<TableView, 4> kNobody;
  const Live* g = live_.empty() ? nullptr : &live_.begin()->second;
  PlayState s;
  s.view = g != nullptr ? &g->views[0] : &kNone;
  s.all = g != nullptr ? &g->views : &kNobody;
  if (g != nullptr) {
    s.names = g->names;
    s.turn = g->turn;
    s.events = &g->events;
    s.game = live_.begin()->first + 1;
  }
  s.games = 0;
  s.last_result = last_result_;
  s.over = over_;
  s.finished = finished_;
  s.in_progress = static_cast<int>(live_.size());
  for (const auto& [name, points] : totals_) s.totals.emplace_back(name, points);
  return TableJson(s);
}

int MatchTable::WaitForChange(int seen, std::chrono::milliseconds timeout) const {
  std::unique_lock<std::mutex> lock(mu_);
  changed_.wait_for(lock, timeout, [&] { return version_ > seen || over_; });
  return version_;
}

bool MatchTable::stopped() const {
  std::lock_guard<std::mutex> lock(mu_);
  return over_;
}

absl::StatusOr<std::unique_ptr<MatchWatcher>> MakeWatchServer(const std::string& host, int port,
                                                              std::ostream& err) {
  if (const std::string warning = ExposureWarning(host); !warning.empty()) err << warning << "\n";
  auto server = std::make_unique<WatchServer>();
  absl::StatusOr<int> bound = server->Start(host, port);
  if (!bound.ok()) return bound.status();
  err << "mjref: watch the games at " << ServerUrl(host, *bound) << std::endl;
  return server;
}

}  // namespace mj16::mjref
