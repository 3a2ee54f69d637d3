// Which games a match or a tournament plays: for each game its wall seed, dealer, winds, and the
// program in each seat (SPEC §6, §8; seed 000 §2.2, table 2-1).
//
// A plain match: N games, program i in seat i; game i's wall seed DeriveSeed(DeriveSeed(seed,
// kGameStreams), i), the first dealer random from the seed then rotating, game wind i % 4, round
// wind i / 4 % 4.
//
// A tournament: K sets of 192 games. A set is two deal groups × the six seatings of table 2-1 ×
// 16 games. The 16 games of a seating play four walls, each four times in a row with the dealer
// on seats 1, 2, 3, 4: the wall decides every hand and draw relative to the dealer, so rotating
// the dealer hands each of the wall's four starting hands (and draw sequences) to each program
// once. Over the 16 games every program receives every one of the 16 starting hands exactly once
// ("每 16 局中的所有起手牌型每位玩家都會拿到一次"), and all six seatings replay the same four walls
// ("換一組牌再打 96 局": the second deal group brings four new walls). A wall's 24 games (4
// rotations × 6 seatings) form its duplicate group. In the 16 games of a seating, game j plays
// wall j / 4 with the dealer on seat j % 4 + 1, game wind j % 4, round wind j / 4; wall w of deal
// group d in set k is duplicate group g = (2k + d) · 4 + w with wall seed
// DeriveSeed(DeriveSeed(seed, kGameStreams), g).
//
// One-vs-three (`mjref strength --one-vs-three`): a challenger against three copies of one
// baseline. A set is 12 walls; each wall is dealt four times (the dealer on each seat) and each
// deal is played four times, the challenger in a different seat each time: 12 × 4 × 4 = 192
// games. So on every deal the challenger visits every seat, holding every starting hand once,
// and the baseline holds each of them three times. Wall w is duplicate group w, with the
// tournament's wall seed, so both formats deal the same walls for a seed.
#ifndef MJ16_TOOLS_MJREF_RUN_SCHEDULE_H_
#define MJ16_TOOLS_MJREF_RUN_SCHEDULE_H_

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/rules.h"
#include "tools/mjref/engine/referee.h"

namespace mj16::mjref {

struct MatchConfig {
  int games = 16;
  std::uint64_t seed = 1;
  RuleSet rules;
  bool stable_draws = false;
};

// Game i of a plain match, with `names` by seat.
GameConfig MatchGame(const MatchConfig& config, int game, const std::array<std::string, 4>& names);
std::vector<GameConfig> MatchPlan(const MatchConfig& config,
                                  const std::array<std::string, 4>& names);

inline constexpr int kSeatings = 6;
inline constexpr int kGamesPerSeating = 16;
inline constexpr int kDealGroupsPerSet = 2;
inline constexpr int kWallsPerDealGroup = 4;
inline constexpr int kGamesPerSet = kDealGroupsPerSet * kSeatings * kGamesPerSeating;  // 192

// Table 2-1: seating q puts program kSeatingTable[q][s] (A=0 .. D=3) in seat s (East first).
inline constexpr std::array<std::array<int, 4>, kSeatings> kSeatingTable = {{
    {0, 1, 2, 3},  // A B C D
    {0, 3, 2, 1},  // A D C B
    {0, 1, 3, 2},  // A B D C
    {0, 2, 3, 1},  // A C D B
    {0, 2, 1, 3},  // A C B D
    {0, 3, 1, 2},  // A D B C
}};

struct TournamentConfig {
  int sets = 1;
  std::uint64_t seed = 1;
  RuleSet rules;
  bool stable_draws = false;
};

// Game `game` (0-based over all sets) with program `names` (A..D = 0..3).
GameConfig TournamentGame(const TournamentConfig& config, int game,
                          const std::array<std::string, 4>& names);
std::vector<GameConfig> TournamentPlan(const TournamentConfig& config,
                                       const std::array<std::string, 4>& names);

inline constexpr int kOneVsThreeWallsPerSet = 12;
inline constexpr int kOneVsThreeGamesPerWall = 16;  // 4 dealers × 4 challenger seats

// Game `game` of a one-vs-three run: wall w = game / 16, dealer (game % 16) / 4, challenger seat
// game % 4 (program 0 there, program 1 elsewhere); game wind = the dealer's seat, round wind
// w % 4. `names` are the challenger's and the baseline's.
GameConfig OneVsThreeGame(const TournamentConfig& config, int game,
                          const std::array<std::string, 2>& names);
std::vector<GameConfig> OneVsThreePlan(const TournamentConfig& config,
                                       const std::array<std::string, 2>& names);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RUN_SCHEDULE_H_
