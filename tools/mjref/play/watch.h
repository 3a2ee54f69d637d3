// `mjref match --watch` (docs/play.md): the games of a running match shown live to any number of
// browsers. The table's threads tell a MatchTable every seat's messages (run/watcher.h); it keeps
// each game in progress as its four seats see it, and the server's threads read it. The games
// never wait on a viewer: a message costs a lock and a view update, and each viewer's stream
// sends the latest state at most ten times a second.
#ifndef MJ16_TOOLS_MJREF_PLAY_WATCH_H_
#define MJ16_TOOLS_MJREF_PLAY_WATCH_H_

#include <array>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>

#include "absl/status/statusor.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tools/mjref/engine/record.h"
#include "tools/mjref/play/table_feed.h"
#include "tools/mjref/run/watcher.h"

namespace mj16::mjref {

// The games being played and the match so far. The page follows the earliest game in progress.
class MatchTable : public MatchWatcher, public TableFeed {
 public:
  // --- The match's side (any table's thread).
  void Seated(int game, int seat, const std::string& name) override;
  void Told(int game, int seat, const Message& m) override;
  void GameOver(const GameRecord& record) override;
  void MatchOver() override;

  // --- The server's side.
  std::string StateJson() const override;
  int WaitForChange(int seen, std::chrono::milliseconds timeout) const override;
  bool stopped() const override;

 private:
  struct Live {
    std::array<TableView, 4> views;  // by seat
    std::array<std::string, 4> names;
    std::deque<std::string> events;
    int turn = 0;
  };
  void Changed();  // under mu_

  mutable std::mutex mu_;
  mutable std::condition_variable changed_;
  std::map<int, Live> live_;  // by game, 0-based
  std::map<std::string, long long> totals_;
  std::string last_result_;
  int finished_ = 0;
  bool over_ = false;
  int version_ = 0;
};

// The watcher `mjref match --watch` registers (cli/commands.h RegisterWatch): a MatchTable served
// on `host`:`port`; the URL goes to `err`.
absl::StatusOr<std::unique_ptr<MatchWatcher>> MakeWatchServer(const std::string& host, int port,
                                                              std::ostream& err);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_PLAY_WATCH_H_
