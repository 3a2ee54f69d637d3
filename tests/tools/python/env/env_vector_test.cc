// The vectorised environment: its games are the single environment's, stepped together, and an
// illegal action anywhere stops the whole step before any game moves.
#include "tools/python/env/vector_env.h"

#include <algorithm>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace mj16::env {
namespace {

using ::testing::HasSubstr;

TEST(EnvVectorTest, GamesFollowTheirMatchesAndReportEachEnd) {
  EnvConfig config;
  config.players = {"efficiency", "", "efficiency", "random"};
  config.teacher = "efficiency";
  absl::StatusOr<std::unique_ptr<VectorEnv>> v = VectorEnv::Make(3, config);
  ASSERT_TRUE(v.ok()) << v.status();
  ASSERT_TRUE((*v)->Reset(100).ok());

  // The same games, one at a time, for game 1 of the vector (the match of seed 101).
  absl::StatusOr<std::unique_ptr<Env>> single = Env::Make(config);
  ASSERT_TRUE((*single)->Reset(101).ok());
  std::vector<int> single_scores;
  for (int g = 0; g < 6; ++g) {
    if (g > 0) {
      ASSERT_TRUE((*single)->Reset(std::nullopt).ok());
    }
    while (!(*single)->over()) {
      ASSERT_TRUE((*single)->Step((*single)->seat(1)->teacher_action()).ok());
    }
    single_scores.push_back((*single)->record().scores[1]);
  }

  std::vector<int> vector_scores;
  int steps = 0;
  while (vector_scores.size() < 6) {
    ASSERT_LT(++steps, 10000);
    std::vector<int> actions((*v)->teacher_actions().begin(), (*v)->teacher_actions().end());
    ASSERT_TRUE((*v)->Step(actions).ok());
    for (int i = 0; i < 3; ++i) ASSERT_TRUE((*v)->masks()[i][(*v)->teacher_actions()[i]]);
    if ((*v)->terminated()[1]) vector_scores.push_back((*v)->rewards()[1]);
    if (!(*v)->terminated()[1]) {
      ASSERT_EQ((*v)->rewards()[1], 0);
    }
  }
  EXPECT_EQ(vector_scores, single_scores);
}

TEST(EnvVectorTest, AnIllegalActionStopsTheStepBeforeAnyGameMoves) {
  EnvConfig config;
  config.players = {"", "efficiency", "efficiency", "efficiency"};
  absl::StatusOr<std::unique_ptr<VectorEnv>> v = VectorEnv::Make(2, config);
  ASSERT_TRUE((*v)->Reset(1).ok());
  const std::vector<Observation> before = (*v)->observations();
  int legal = 0;
  while (!(*v)->masks()[0][legal]) ++legal;
  int illegal = 0;
  while ((*v)->masks()[1][illegal]) ++illegal;
  const std::vector<int> actions = {legal, illegal};
  const absl::Status s = (*v)->Step(actions);
  ASSERT_FALSE(s.ok());
  EXPECT_THAT(s.message(), HasSubstr("game 1"));
  EXPECT_EQ((*v)->observations()[0].river, before[0].river);
  EXPECT_FALSE(VectorEnv::Make(2, EnvConfig{{"", "", "efficiency", "efficiency"}, "", {}}).ok());
}

// Each game is stepped by one thread at a time: any number of threads plays the same games.
TEST(EnvVectorTest, ThreadsDoNotChangeTheGames) {
  EnvConfig config;
  config.players = {"efficiency", "dishu", "", "random"};
  config.teacher = "efficiency";
  std::vector<std::vector<std::int32_t>> rewards(2);
  std::vector<std::vector<std::int32_t>> teachers(2);
  for (int run = 0; run < 2; ++run) {
    absl::StatusOr<std::unique_ptr<VectorEnv>> v = VectorEnv::Make(9, config, run == 0 ? 1 : 3);
    ASSERT_TRUE(v.ok()) << v.status();
    EXPECT_EQ((*v)->threads(), run == 0 ? 1 : 3);
    ASSERT_TRUE((*v)->Reset(40).ok());
    for (int step = 0; step < 300; ++step) {
      // A deterministic agent: the last legal action every third step, else the teacher's.
      std::vector<int> actions;
      for (int i = 0; i < (*v)->size(); ++i) {
        const ActionMask& mask = (*v)->masks()[i];
        int a = step % 3 == 0 ? -1 : (*v)->teacher_actions()[i];
        for (int k = kNumActions - 1; a < 0 && k >= 0; --k) a = mask[k] ? k : -1;
        actions.push_back(a);
      }
      ASSERT_TRUE((*v)->Step(actions).ok());
      for (int i = 0; i < (*v)->size(); ++i) {
        rewards[run].push_back((*v)->rewards()[i]);
        teachers[run].push_back((*v)->teacher_actions()[i]);
      }
    }
  }
  EXPECT_EQ(rewards[0], rewards[1]);
  EXPECT_EQ(teachers[0], teachers[1]);
  EXPECT_NE(std::count_if(rewards[0].begin(), rewards[0].end(), [](int r) { return r != 0; }), 0);
}

}  // namespace
}  // namespace mj16::env
