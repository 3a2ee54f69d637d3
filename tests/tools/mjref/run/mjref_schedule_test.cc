// The games a match and a tournament play (SPEC §6, seed 000 §2.2 table 2-1): the duplicate
// format, where every starting hand reaches every program and every seat once in 16 games, the
// six seatings replay the same walls, and a second deal group brings new ones.
#include "tools/mjref/run/schedule.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "core/game/game_state.h"
#include "core/rng.h"

namespace mj16::mjref {

using game::GameState;
using game::Wall;
namespace {

const std::array<std::string, 4> kNames = {"A", "B", "C", "D"};

// The starting hand of each seat in a game, as sorted card codes.
std::array<std::vector<Card>, 4> Hands(const GameConfig& g) {
  GameState state(Wall::Shuffled(g.seed), g.dealer, g.round_wind, g.rules);
  std::array<std::vector<Card>, 4> hands;
  for (int s = 0; s < 4; ++s) hands[s] = state.seats[s].hand.concealed;
  return hands;
}

TEST(MjrefScheduleTest, SeatingsAreTheSixOfTable21) {
  std::set<std::array<int, 4>> seatings(kSeatingTable.begin(), kSeatingTable.end());
  EXPECT_EQ(seatings.size(), 6u);
  for (const auto& s : kSeatingTable) {
    EXPECT_EQ(s[0], 0);  // A always East
    EXPECT_EQ(std::set<int>(s.begin(), s.end()).size(), 4u);
  }
}

TEST(MjrefScheduleTest, EveryStartingHandReachesEveryProgramAndSeatOncePerSixteen) {
  TournamentConfig config;
  config.sets = 2;
  config.seed = 42;
  const std::vector<GameConfig> plan = TournamentPlan(config, kNames);
  ASSERT_EQ(plan.size(), 2u * 192);
  for (size_t block = 0; block < plan.size(); block += 16) {
    std::map<std::vector<Card>, std::set<int>> programs_of_hand, seats_of_hand;
    for (size_t i = block; i < block + 16; ++i) {
      const GameConfig& g = plan[i];
      EXPECT_EQ(g.game, static_cast<int>(i));
      const auto hands = Hands(g);
      for (int s = 0; s < 4; ++s) {
        EXPECT_EQ(g.names[s], kNames[g.programs[s]]);
        programs_of_hand[hands[s]].insert(g.programs[s]);
        seats_of_hand[hands[s]].insert(s);
      }
    }
    ASSERT_EQ(programs_of_hand.size(), 16u) << "block " << block / 16;
    for (const auto& [hand, programs] : programs_of_hand) {
      EXPECT_EQ(programs.size(), 4u);
      EXPECT_EQ(seats_of_hand[hand].size(), 4u);
    }
  }
}

TEST(MjrefScheduleTest, SeatingsReplayTheWallsAndDealGroupsChangeThem) {
  TournamentConfig config;
  config.seed = 7;
  const std::vector<GameConfig> plan = TournamentPlan(config, kNames);
  std::map<int, std::set<std::uint64_t>> seeds_of_group;
  std::map<int, int> games_of_group;
  for (const GameConfig& g : plan) {
    seeds_of_group[g.group].insert(g.seed);
    ++games_of_group[g.group];
    // A wall's four games in a row rotate the dealer and keep the round wind.
    EXPECT_EQ(g.dealer, g.game % 4);
    EXPECT_EQ(g.game_wind, static_cast<Wind>(g.game % 4));
    EXPECT_EQ(g.round_wind, static_cast<Wind>(g.game % 16 / 4));
    EXPECT_EQ(g.seed, DeriveSeed(DeriveSeed(7, kGameStreams), g.group));
  }
  ASSERT_EQ(seeds_of_group.size(), 8u);  // 2 deal groups x 4 walls
  std::set<std::uint64_t> all;
  for (const auto& [group, seeds] : seeds_of_group) {
    EXPECT_EQ(seeds.size(), 1u);
    EXPECT_EQ(games_of_group[group], 24);  // 4 rotations x 6 seatings
    all.insert(*seeds.begin());
  }
  EXPECT_EQ(all.size(), 8u);
  // Seating q of the first deal group plays the same walls as seating 0.
  for (int q = 1; q < kSeatings; ++q) {
    for (int j = 0; j < 16; ++j) {
      EXPECT_EQ(plan[q * 16 + j].seed, plan[j].seed);
      EXPECT_EQ(plan[q * 16 + j].programs, kSeatingTable[q]);
    }
  }
}

TEST(MjrefScheduleTest, StableDrawsReachTheGames) {
  TournamentConfig t;
  t.stable_draws = true;
  EXPECT_TRUE(TournamentGame(t, 5, kNames).stable_draws);
  MatchConfig m;
  m.stable_draws = true;
  EXPECT_TRUE(MatchPlan(m, kNames).back().stable_draws);
  EXPECT_EQ(MatchPlan(m, kNames).size(), 16u);
}

}  // namespace
}  // namespace mj16::mjref
