#include "tools/mjref/run/schedule.h"

#include "core/game/wall.h"
#include "core/rng.h"

namespace mj16::mjref {

using game::RandomDealer;

namespace {

// The games of a plan, game(i) for i < games.
template <typename Game>
std::vector<GameConfig> Plan(int games, Game game) {
  std::vector<GameConfig> plan;
  plan.reserve(static_cast<size_t>(games));
  for (int i = 0; i < games; ++i) plan.push_back(game(i));
  return plan;
}

// A game of duplicate group `group`, whose wall it plays: the dealer's seat is the game wind,
// and seat s holds program programs[s], named names[programs[s]].
template <size_t N>
GameConfig DuplicateGame(const TournamentConfig& config, int game, int group, int dealer,
                         int round_wind, const std::array<int, 4>& programs,
                         const std::array<std::string, N>& names) {
  GameConfig g;
  g.game = game;
  g.group = group;
  g.seed = WallSeed(config.seed, static_cast<std::uint64_t>(group));
  g.dealer = dealer;
  g.game_wind = static_cast<Wind>(dealer);
  g.round_wind = static_cast<Wind>(round_wind);
  for (int s = 0; s < 4; ++s) {
    g.programs[s] = programs[s];
    g.names[s] = names[programs[s]];
  }
  g.rules = config.rules;
  g.stable_draws = config.stable_draws;
  return g;
}

}  // namespace

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
  return Plan(config.games, [&](int i) { return MatchGame(config, i, names); });
}

GameConfig TournamentGame(const TournamentConfig& config, int game,
                          const std::array<std::string, 4>& names) {
  const int j = game % kGamesPerSeating;
  const int seating = game / kGamesPerSeating % kSeatings;
  const int deal_group = game / (kGamesPerSeating * kSeatings);  // over all sets: 2k + d
  const int wall = j / 4;
  return DuplicateGame(config, game, deal_group * kWallsPerDealGroup + wall, j % 4, wall,
                       kSeatingTable[seating], names);
}

std::vector<GameConfig> TournamentPlan(const TournamentConfig& config,
                                       const std::array<std::string, 4>& names) {
  return Plan(config.sets * kGamesPerSet, [&](int i) { return TournamentGame(config, i, names); });
}

GameConfig OneVsThreeGame(const TournamentConfig& config, int game,
                          const std::array<std::string, 2>& names) {
  const int wall = game / kOneVsThreeGamesPerWall;
  const int r = game % kOneVsThreeGamesPerWall;
  const int dealer = r / 4;
  const int seat = r % 4;
  std::array<int, 4> programs = {1, 1, 1, 1};
  programs[seat] = 0;
  return DuplicateGame(config, game, wall, dealer, wall % 4, programs, names);
}

std::vector<GameConfig> OneVsThreePlan(const TournamentConfig& config,
                                       const std::array<std::string, 2>& names) {
  return Plan(config.sets * kOneVsThreeWallsPerSet * kOneVsThreeGamesPerWall,
              [&](int i) { return OneVsThreeGame(config, i, names); });
}

}  // namespace mj16::mjref
