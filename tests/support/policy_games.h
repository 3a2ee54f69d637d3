// Whole referee games for a baseline policy's property test: the policy at two seats against two
// mjbot, then against two random players.
#ifndef MJ16_TESTS_POLICY_GAMES_H_
#define MJ16_TESTS_POLICY_GAMES_H_

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>

#include "bot/settings/settings.h"
#include "tools/players/builtin_random.h"
#include "tools/players/mjbot_player.h"
#include "tools/players/pair_match.h"

namespace mj16::testing {

// Whether this build runs under AddressSanitizer, where a whole game costs several times as much.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

// The number of whole games a test plays: all of them in the plain build, which CI runs as well
// (docs/ci.md), and a tenth under the sanitizers, which look for memory and undefined-behaviour
// faults rather than rare positions.
inline int WholeGames(int games) { return kSanitized ? std::max(1, games / 10) : games; }

// mjbot's defaults with a small Monte-Carlo budget, for tests that play hundreds of whole games
// to check that every answer is legal: 200 playouts still take every Monte-Carlo path, at a
// twentieth of the default's time (the default's strength is measured in docs/strength.md).
inline bot::Settings WholeGameMjbot() {
  bot::Settings s;
  s.mc.mc_playouts = 200;
  return s;
}

// Every answer of the policy is legal (the referee records a fault otherwise), none is a
// fallback, and the policy wins more than `min_wins` of `games` against each opponent (both
// scaled by WholeGames).
inline void ExpectLegalWinningGames(mjref::PlayerFactory& policy, int all_games, std::uint64_t seed,
                                    int all_min_wins) {
  const int games = WholeGames(all_games);
  const int min_wins = all_min_wins * games / all_games;
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
