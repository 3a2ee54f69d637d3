#include "tools/mjref/run/runner.h"

#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

namespace mj16::mjref {
namespace {

// Stands in for a player that could not be made: every line fails, so the seat is faulted at
// once and played as a dummy, and the game still finishes.
class BrokenPlayer : public Player {
 public:
  explicit BrokenPlayer(absl::Status why) : why_(std::move(why)) {}
  absl::Status Tell(const Message&) override { return why_; }
  absl::StatusOr<Action> Decide(const Message&) override { return why_; }

 private:
  absl::Status why_;
};

GameRecord PlayOne(const GameConfig& config, const std::vector<PlayerFactory*>& programs,
                   std::uint64_t match_seed) {
  std::array<std::unique_ptr<Player>, 4> owned = CreateSeats(config, programs, match_seed);
  return RunGame(config, {owned[0].get(), owned[1].get(), owned[2].get(), owned[3].get()});
}

bool Stopped(const RunOptions& o) { return o.stop != nullptr && o.stop->stop_requested(); }
bool Aborted(const RunOptions& o) { return o.stop != nullptr && o.stop->aborted(); }

// The records finished out of order, waiting for their turn.
struct Shelf {
  std::mutex mutex;
  std::condition_variable ready;
  std::map<int, GameRecord> done;
  int workers_left = 0;
};

}  // namespace

std::array<std::unique_ptr<Player>, 4> CreateSeats(const GameConfig& config,
                                                   const std::vector<PlayerFactory*>& programs,
                                                   std::uint64_t match_seed) {
  std::array<std::unique_ptr<Player>, 4> seats;
  for (int s = 0; s < 4; ++s) {
    absl::StatusOr<std::unique_ptr<Player>> p =
        programs[config.programs[s]]->Create(config.game, s, match_seed);
    seats[s] = p.ok() ? *std::move(p) : std::make_unique<BrokenPlayer>(p.status());
  }
  return seats;
}

int RunGames(const std::vector<GameConfig>& games, const std::vector<PlayerFactory*>& programs,
             const RunOptions& options, const RecordCallback& on_finished,
             const RecordCallback& on_record) {
  const int n = static_cast<int>(games.size());
  if (options.jobs <= 1) {
    int delivered = 0;
    for (; delivered < n && !Stopped(options); ++delivered) {
      const GameRecord record = PlayOne(games[delivered], programs, options.match_seed);
      if (Aborted(options)) break;
      if (on_finished) on_finished(record);
      if (on_record) on_record(record);
    }
    return delivered;
  }

  std::atomic<int> next{0};
  Shelf shelf;
  shelf.workers_left = options.jobs;
  auto work = [&] {
    for (;;) {
      if (Stopped(options)) break;
      const int i = next.fetch_add(1);
      if (i >= n) break;
      GameRecord record = PlayOne(games[i], programs, options.match_seed);
      if (Aborted(options)) break;
      if (on_finished) on_finished(record);
      std::lock_guard<std::mutex> lock(shelf.mutex);
      shelf.done.emplace(i, std::move(record));
      shelf.ready.notify_one();
    }
    std::lock_guard<std::mutex> lock(shelf.mutex);
    --shelf.workers_left;
    shelf.ready.notify_one();
  };
  std::vector<std::thread> workers;
  for (int j = 0; j < options.jobs; ++j) workers.emplace_back(work);

  int delivered = 0;
  for (;;) {
    GameRecord record;
    {
      std::unique_lock<std::mutex> lock(shelf.mutex);
      shelf.ready.wait(lock, [&] {
        return shelf.done.count(delivered) > 0 || shelf.workers_left == 0 || Aborted(options);
      });
      auto it = shelf.done.find(delivered);
      if (it == shelf.done.end() || Aborted(options)) break;
      record = std::move(it->second);
      shelf.done.erase(it);
    }
    if (on_record) on_record(record);
    ++delivered;
  }
  for (std::thread& t : workers) t.join();
  return delivered;
}

}  // namespace mj16::mjref
