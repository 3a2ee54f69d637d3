// Games per second of the referee with four builtin:random players in-process (the target:
// at least 2,000 per core). items_per_second is games per second on one thread. The figure with
// bot processes over pipes is measured with the shell command in docs/referee.md.
#include <benchmark/benchmark.h>

#include <vector>

#include "tools/mjref/run/match.h"
#include "tools/players/builtin_random.h"

namespace mj16::mjref {
namespace {

void PlayGames(benchmark::State& state, bool stable_draws) {
  RandomPlayerFactory random("builtin:random", std::nullopt);
  const std::vector<PlayerFactory*> programs = {&random, &random, &random, &random};
  MatchConfig config;
  config.stable_draws = stable_draws;
  const std::array<std::string, 4> names = {"a", "b", "c", "d"};
  int game = 0;
  for (auto _ : state) {
    GameConfig g = MatchGame(config, game, names);
    std::array<std::unique_ptr<Player>, 4> owned;
    std::array<Player*, 4> players{};
    for (int s = 0; s < 4; ++s) {
      owned[s] = *random.Create(game, s, config.seed);
      players[s] = owned[s].get();
    }
    benchmark::DoNotOptimize(RunGame(std::move(g), players));
    ++game;
  }
  state.SetItemsProcessed(state.iterations());
}

void BM_RandomGame(benchmark::State& state) { PlayGames(state, false); }
void BM_RandomGameStableDraws(benchmark::State& state) { PlayGames(state, true); }
BENCHMARK(BM_RandomGame);
BENCHMARK(BM_RandomGameStableDraws);

// A whole plain match through the runner on N tables (N = the argument).
void BM_MatchOnTables(benchmark::State& state) {
  RandomPlayerFactory random("builtin:random", std::nullopt);
  MatchConfig config;
  config.games = 2000;
  PlayOptions options;
  options.jobs = static_cast<int>(state.range(0));
  for (auto _ : state) {
    benchmark::DoNotOptimize(PlayMatch(config, {&random, &random, &random, &random}, options));
  }
  state.SetItemsProcessed(state.iterations() * config.games);
}
BENCHMARK(BM_MatchOnTables)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
}  // namespace mj16::mjref

BENCHMARK_MAIN();
