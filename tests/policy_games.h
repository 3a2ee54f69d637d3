// Whole referee games for a baseline policy's property test: the policy at two seats against two
// mjbot, then against two random players.
#ifndef MJ16_TESTS_POLICY_GAMES_H_
#define MJ16_TESTS_POLICY_GAMES_H_

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>

#include "bot/settings/settings.h"
#include "tools/players/builtin_random.h"
#include "tools/players/mjbot_player.h"
#include "tools/players/pair_match.h"

namespace mj16::testing {

// mjbot's defaults with a small Monte-Carlo budget, for tests that play hundreds of whole games
// to check that every answer is legal: 200 playouts still take every Monte-Carlo path, at a
// twentieth of the default's time (the default's strength is measured in docs/strength.md).
inline bot::Settings WholeGameMjbot() {
  bot::Settings s;
  s.mc.mc_playouts = 200;
  return s;
}

// Every answer of the policy is legal (the referee records a fault otherwise), none is a
// fallback, and the policy wins more than `min_wins` of `games` against each opponent.
inline void ExpectLegalWinningGames(mjref::PlayerFactory& policy, int games, std::uint64_t seed,
                                    int min_wins) {
  players::MjbotPlayerFactory mjbot("mjbot", WholeGameMjbot());
  mjref::RandomPlayerFactory random("random", std::nullopt);
  for (mjref::PlayerFactory* other :
       {static_cast<mjref::PlayerFactory*>(&mjbot), static_cast<mjref::PlayerFactory*>(&random)}) {
    const absl::StatusOr<players::PairResult> r = players::PlayPairs(policy, *other, games, seed);
    ASSERT_TRUE(r.ok()) << r.status();
    for (const players::SideTally& side : r->sides) {
      EXPECT_THAT(side.faults, ::testing::IsEmpty()) << other->Name();
      EXPECT_THAT(side.notes, ::testing::IsEmpty()) << other->Name();
    }
    EXPECT_GT(r->sides[0].wins, min_wins) << other->Name();
  }
}

}  // namespace mj16::testing

#endif  // MJ16_TESTS_POLICY_GAMES_H_
