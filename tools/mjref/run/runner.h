// Plays a list of games on several tables at once (std::thread workers), delivering the records
// in game order, so that everything written from them is the same for a given seed whatever the
// number of tables (but the answer times, TranscriptLine::micros). A stop request lets the games in
// progress finish and plays no more; an abort drops them (their bots are killed).
#ifndef MJ16_TOOLS_MJREF_RUN_RUNNER_H_
#define MJ16_TOOLS_MJREF_RUN_RUNNER_H_

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "tools/mjref/engine/player.h"
#include "tools/mjref/engine/record.h"
#include "tools/mjref/engine/referee.h"

namespace mj16::mjref {

// Set from a signal-watching thread, read by the runner.
class StopFlag {
 public:
  void RequestStop() { level_.store(std::max(level_.load(), 1)); }
  void Abort() { level_.store(2); }
  bool stop_requested() const { return level_.load() >= 1; }
  bool aborted() const { return level_.load() >= 2; }

 private:
  std::atomic<int> level_{0};
};

struct RunOptions {
  int jobs = 1;                  // tables at once; 1 plays on the calling thread
  std::uint64_t match_seed = 0;  // passed to PlayerFactory::Create
  const StopFlag* stop = nullptr;
};

// The four players of one game: seat s is programs[config.programs[s]]'s; a program that cannot
// make its player gives one that fails every line (the referee records the fault).
std::array<std::unique_ptr<Player>, 4> CreateSeats(const GameConfig& config,
                                                   const std::vector<PlayerFactory*>& programs,
                                                   std::uint64_t match_seed);

using RecordCallback = std::function<void(const GameRecord&)>;

// Plays `games`; seat s of game i is played by programs[games[i].programs[s]]. `on_finished` runs
// on the worker's thread as each game ends, in any order (so it must be thread-safe): a game's
// own log file is written at once. `on_record` runs on the calling thread in game order. Returns
// how many games were delivered in order: all of them unless stopped.
int RunGames(const std::vector<GameConfig>& games, const std::vector<PlayerFactory*>& programs,
             const RunOptions& options, const RecordCallback& on_finished,
             const RecordCallback& on_record);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RUN_RUNNER_H_
