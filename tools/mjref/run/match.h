// Matches and tournaments end to end: the plan (schedule.h), the tables (runner.h) and the
// running results (stats.h). SPEC §6, §8.
#ifndef MJ16_TOOLS_MJREF_RUN_MATCH_H_
#define MJ16_TOOLS_MJREF_RUN_MATCH_H_

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tools/mjref/engine/chance.h"
#include "tools/mjref/engine/player.h"
#include "tools/mjref/engine/record.h"
#include "tools/mjref/engine/referee.h"
#include "tools/mjref/results/stats.h"
#include "tools/mjref/run/runner.h"
#include "tools/mjref/run/schedule.h"
#include "tools/mjref/run/shard.h"

namespace mj16::mjref {

// The names programs go by in /start and the results: their Name(), with " #2", " #3" added to
// repeats so that every program keeps its own line.
std::vector<std::string> DisplayNames(const std::vector<PlayerFactory*>& programs);

struct PlayOptions {
  int jobs = 1;
  const StopFlag* stop = nullptr;
  // Each game as it ends, in any order, from the worker threads.
  RecordCallback on_finished;
  // Each game in order with the results so far (it included), on the calling thread.
  std::function<void(const GameRecord&, const MatchResult&)> on_record;
  Shard shard;  // only this part of the plan (shard.h)
  // Only the plan's games [from_game, to_game) (to_game < 0: to the end), before the shard is
  // taken: a sequential test plays a run set by set, a tune each iteration's deals.
  int from_game = 0;
  int to_game = -1;
  // Scores the luck of the cards in every game (GameConfig::luck) and names it in the result;
  // none: no luck-adjusted figures.
  std::shared_ptr<const ChanceScorer> luck;
  // Keep each game's protocol lines in its record (GameConfig::transcript): logs and reports
  // need them, a plain run does not.
  bool transcripts = true;
};

// Plays a plain match or a tournament of four programs. The result's `planned` is the plan's
// size; fewer games are played when stopped.
MatchResult PlayMatch(const MatchConfig& config, const std::vector<PlayerFactory*>& programs,
                      const PlayOptions& options);
MatchResult PlayTournament(const TournamentConfig& config,
                           const std::vector<PlayerFactory*>& programs, const PlayOptions& options);
// The same for a one-vs-three run (schedule.h): `programs` are the challenger and the baseline.
MatchResult PlayOneVsThree(const TournamentConfig& config,
                           const std::vector<PlayerFactory*>& programs, const PlayOptions& options);

// A match on the calling thread; `on_game` sees every record in order (a log writer, a test).
MatchResult RunMatch(const MatchConfig& config, const std::array<PlayerFactory*, 4>& programs,
                     const std::function<void(const GameRecord&)>& on_game = nullptr);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RUN_MATCH_H_
