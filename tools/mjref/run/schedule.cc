#include "tools/mjref/run/schedule.h"

#include "core/game/wall.h"
#include "core/rng.h"

namespace mj16::mjref {

using game::RandomDealer;

GameConfig MatchGame(const MatchConfig& config, int game, const std::array<std::string, 4>& names) {
  std::mt19937_64 dealer_rng(DeriveSeed(config.seed, kDealerStream));
  const int first_dealer = RandomDealer(dealer_rng);
  GameConfig g;
  g.game = game;
  g.seed = WallSeed(config.seed, static_cast<std::uint64_t>(game));
  g.dealer = (first_dealer + game) % 4;
  g.game_wind = static_cast<Wind>(game % 4);
  g.round_wind = static_cast<Wind>(game / 4 % 4);
  g.names = names;
  g.rules = config.rules;
  g.stable_draws = config.stable_draws;
  return g;
}

std::vector<GameConfig> MatchPlan(const MatchConfig& config,
                                  const std::array<std::string, 4>& names) {
  std::vector<GameConfig> plan;
  plan.reserve(static_cast<size_t>(config.games));
  for (int i = 0; i < config.games; ++i) plan.push_back(MatchGame(config, i, names));
  return plan;
}

GameConfig TournamentGame(const TournamentConfig& config, int game,
                          const std::array<std::string, 4>& names) {
  const int j = game % kGamesPerSeating;
  const int seating = game / kGamesPerSeating % kSeatings;
  const int deal_group = game / (kGamesPerSeating * kSeatings);  // over all sets: 2k + d
  const int wall = j / 4;
  GameConfig g;
  g.game = game;
  g.group = deal_group * kWallsPerDealGroup + wall;
  g.seed = WallSeed(config.seed, static_cast<std::uint64_t>(g.group));
  g.dealer = j % 4;
  g.game_wind = static_cast<Wind>(j % 4);
  g.round_wind = static_cast<Wind>(wall);
  for (int s = 0; s < 4; ++s) {
    g.programs[s] = kSeatingTable[seating][s];
    g.names[s] = names[g.programs[s]];
  }
  g.rules = config.rules;
  g.stable_draws = config.stable_draws;
  return g;
}

std::vector<GameConfig> TournamentPlan(const TournamentConfig& config,
                                       const std::array<std::string, 4>& names) {
  std::vector<GameConfig> plan;
  const int games = config.sets * kGamesPerSet;
  plan.reserve(static_cast<size_t>(games));
  for (int i = 0; i < games; ++i) plan.push_back(TournamentGame(config, i, names));
  return plan;
}

GameConfig OneVsThreeGame(const TournamentConfig& config, int game,
                          const std::array<std::string, 2>& names) {
  const int wall = game / kOneVsThreeGamesPerWall;
  const int r = game % kOneVsThreeGamesPerWall;
  const int dealer = r / 4;
  const int seat = r % 4;
  GameConfig g;
  g.game = game;
  g.group = wall;
  g.seed = WallSeed(config.seed, static_cast<std::uint64_t>(wall));
  g.dealer = dealer;
  g.game_wind = static_cast<Wind>(dealer);
  g.round_wind = static_cast<Wind>(wall % 4);
  for (int s = 0; s < 4; ++s) {
    g.programs[s] = s == seat ? 0 : 1;
    g.names[s] = names[g.programs[s]];
  }
  g.rules = config.rules;
  g.stable_draws = config.stable_draws;
  return g;
}

std::vector<GameConfig> OneVsThreePlan(const TournamentConfig& config,
                                       const std::array<std::string, 2>& names) {
  const int games = config.sets * kOneVsThreeWallsPerSet * kOneVsThreeGamesPerWall;
  std::vector<GameConfig> plan;
  plan.reserve(static_cast<size_t>(games));
  for (int i = 0; i < games; ++i) plan.push_back(OneVsThreeGame(config, i, names));
  return plan;
}

}  // namespace mj16::mjref
