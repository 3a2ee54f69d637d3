#include "tools/mjref/run/match.h"

#include <algorithm>
#include <map>

#include "absl/strings/str_cat.h"

namespace mj16::mjref {
namespace {

std::array<std::string, 4> FourNames(const std::vector<std::string>& names) {
  std::array<std::string, 4> out;
  for (size_t i = 0; i < 4 && i < names.size(); ++i) out[i] = names[i];
  return out;
}

MatchResult Play(MatchResult result, const std::vector<GameConfig>& whole,
                 const std::vector<PlayerFactory*>& programs, const PlayOptions& options) {
  const int size = static_cast<int>(whole.size());
  const int from = std::clamp(options.from_game, 0, size);
  const int to = options.to_game < 0 ? size : std::clamp(options.to_game, from, size);
  std::vector<GameConfig> plan =
      ShardPlan(std::vector<GameConfig>(whole.begin() + from, whole.begin() + to), options.shard);
  for (GameConfig& game : plan) {
    game.luck = options.luck;
    game.transcript = options.transcripts;
  }
  result.planned = static_cast<int>(plan.size());
  result.luck_model = options.luck ? options.luck->Name() : "";
  RunOptions run;
  run.jobs = options.jobs;
  run.match_seed = result.seed;
  run.stop = options.stop;
  RunGames(plan, programs, run, options.on_finished, [&](const GameRecord& record) {
    result.AddGame(record);
    if (options.on_record) options.on_record(record, result);
  });
  return result;
}

MatchResult EmptyResult(absl::string_view format, std::uint64_t seed, bool stable,
                        const std::vector<std::string>& names, bool fixed_seats) {
  MatchResult r;
  r.format = std::string(format);
  r.seed = seed;
  r.stable_draws = stable;
  for (size_t i = 0; i < names.size(); ++i) {
    ProgramStats p;
    p.name = names[i];
    p.program = static_cast<int>(i);
    p.seat = fixed_seats ? static_cast<int>(i) : -1;
    r.programs.push_back(std::move(p));
  }
  return r;
}

}  // namespace

std::vector<std::string> DisplayNames(const std::vector<PlayerFactory*>& programs) {
  std::vector<std::string> names;
  std::map<std::string, int> seen;
  for (PlayerFactory* p : programs) {
    const std::string name = p->Name();
    const int n = ++seen[name];
    names.push_back(n == 1 ? name : absl::StrCat(name, " #", n));
  }
  return names;
}

MatchResult PlayMatch(const MatchConfig& config, const std::vector<PlayerFactory*>& programs,
                      const PlayOptions& options) {
  const std::vector<std::string> names = DisplayNames(programs);
  return Play(EmptyResult("match", config.seed, config.stable_draws, names, true),
              MatchPlan(config, FourNames(names)), programs, options);
}

MatchResult PlayTournament(const TournamentConfig& config,
                           const std::vector<PlayerFactory*>& programs,
                           const PlayOptions& options) {
  const std::vector<std::string> names = DisplayNames(programs);
  return Play(EmptyResult("tournament", config.seed, config.stable_draws, names, false),
              TournamentPlan(config, FourNames(names)), programs, options);
}

MatchResult PlayOneVsThree(const TournamentConfig& config,
                           const std::vector<PlayerFactory*>& programs,
                           const PlayOptions& options) {
  const std::vector<std::string> names = DisplayNames(programs);
  return Play(EmptyResult("one-vs-three", config.seed, config.stable_draws, names, false),
              OneVsThreePlan(config, {names[0], names[1]}), programs, options);
}

MatchResult RunMatch(const MatchConfig& config, const std::array<PlayerFactory*, 4>& programs,
                     const std::function<void(const GameRecord&)>& on_game) {
  PlayOptions options;
  if (on_game) options.on_record = [&](const GameRecord& r, const MatchResult&) { on_game(r); };
  return PlayMatch(config, {programs.begin(), programs.end()}, options);
}

}  // namespace mj16::mjref
