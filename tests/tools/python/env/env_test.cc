// The stepping environment: a teacher followed move by move replays `mjref match` exactly, an
// illegal action changes nothing, and a game left unfinished is played out cleanly.
#include "tools/python/env/env.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "tools/mjref/run/match.h"
#include "tools/players/builtins.h"

namespace mj16::env {
namespace {

using ::testing::HasSubstr;

std::unique_ptr<Env> MakeOrDie(const EnvConfig& config) {
  absl::StatusOr<std::unique_ptr<Env>> env = Env::Make(config);
  EXPECT_TRUE(env.ok()) << env.status();
  return env.ok() ? *std::move(env) : nullptr;
}

// Plays the current game to its end by the teacher's answers; false when a step failed.
bool FollowTeacher(Env& env) {
  while (!env.over()) {
    const LearningSeat* seat = env.seat(env.current());
    if (seat->teacher_action() < 0 || !env.Step(seat->teacher_action()).ok()) return false;
  }
  return true;
}

TEST(EnvTest, ATeacherFollowedReplaysMjrefMatchExactly) {
  const std::array<std::string, 4> specs = {"efficiency", "dishu", "random", "efficiency"};
  EnvConfig config;
  config.players = specs;
  config.players[2] = "";
  config.teacher = "random";
  std::unique_ptr<Env> env = MakeOrDie(config);
  ASSERT_NE(env, nullptr);

  std::vector<std::unique_ptr<mjref::PlayerFactory>> owned;
  std::array<mjref::PlayerFactory*, 4> programs{};
  for (int s = 0; s < 4; ++s) {
    owned.push_back(*players::MakePlayerFactory(specs[s]));
    programs[s] = owned.back().get();
  }
  mjref::MatchConfig match;
  match.seed = 31;
  match.games = 60;
  std::vector<std::array<int, 4>> expected;
  mjref::RunMatch(match, programs,
                  [&](const mjref::GameRecord& r) { expected.push_back(r.scores); });

  for (int g = 0; g < match.games; ++g) {
    ASSERT_TRUE(env->Reset(g == 0 ? std::optional<std::uint64_t>(31) : std::nullopt).ok());
    ASSERT_EQ(env->game_index(), g);
    ASSERT_TRUE(FollowTeacher(*env)) << "game " << g;
    EXPECT_EQ(env->record().scores, expected[g]) << "game " << g;
    EXPECT_TRUE(env->record().faults.empty()) << "game " << g;
  }
}

TEST(EnvTest, AnIllegalActionChangesNothing) {
  EnvConfig config;
  config.players = {"", "efficiency", "efficiency", "efficiency"};
  std::unique_ptr<Env> env = MakeOrDie(config);
  ASSERT_TRUE(env->Reset(5).ok());
  ASSERT_EQ(env->current(), 0);
  const LearningSeat* seat = env->seat(0);
  const ActionMask before = seat->mask();
  const int discards = static_cast<int>(seat->view().seat(seat->view().pos()).discards.size());
  int illegal = 0;
  while (before[illegal]) ++illegal;
  const absl::Status s = env->Step(illegal);
  ASSERT_FALSE(s.ok());
  EXPECT_THAT(s.message(), HasSubstr(absl::StrCat("action ", illegal, " (")));
  EXPECT_THAT(s.message(), HasSubstr("the legal actions are"));
  EXPECT_EQ(env->current(), 0);
  EXPECT_EQ(seat->mask(), before);
  EXPECT_EQ(static_cast<int>(seat->view().seat(seat->view().pos()).discards.size()), discards);
  int legal = 0;
  while (!before[legal]) ++legal;
  EXPECT_TRUE(env->Step(legal).ok());
}

TEST(EnvTest, AResetMidGamePlaysTheOldGameOutAndStartsTheNext) {
  EnvConfig config;
  config.players = {"efficiency", "", "mjbot:mc=false", ""};
  config.teacher = "efficiency";
  std::unique_ptr<Env> env = MakeOrDie(config);
  ASSERT_TRUE(env->Reset(9).ok());
  for (int i = 0; i < 5 && !env->over(); ++i) {
    ASSERT_TRUE(env->Step(env->seat(env->current())->teacher_action()).ok());
  }
  ASSERT_TRUE(env->Reset(std::nullopt).ok());
  EXPECT_EQ(env->game_index(), 1);
  ASSERT_TRUE(FollowTeacher(*env));
  int total = 0;
  for (int s : env->record().scores) total += s;
  EXPECT_EQ(total, 0);
}

TEST(EnvTest, TheSeatSeesTheMatchStandingsSoFar) {
  EnvConfig config;
  config.players = {"efficiency", "", "efficiency", "efficiency"};
  config.teacher = "efficiency";
  std::unique_ptr<Env> env = MakeOrDie(config);
  std::array<int, 4> total{};
  for (int g = 0; g < 4; ++g) {
    ASSERT_TRUE(env->Reset(g == 0 ? std::optional<std::uint64_t>(2) : std::nullopt).ok());
    if (env->over()) continue;
    EXPECT_EQ(env->seat(1)->view().standings(), total) << "game " << g;
    ASSERT_TRUE(FollowTeacher(*env));
    for (int s = 0; s < 4; ++s) total[s] += env->record().scores[s];
  }
  EXPECT_NE(total, (std::array<int, 4>{}));
  ASSERT_TRUE(env->Reset(2).ok());  // a new match starts from zero
  EXPECT_EQ(env->seat(1)->view().standings(), (std::array<int, 4>{}));
}

TEST(EnvTest, ABadPlayerSpecIsNamed) {
  EnvConfig config;
  config.players = {"", "efficiency", "nosuch", "efficiency"};
  absl::StatusOr<std::unique_ptr<Env>> env = Env::Make(config);
  ASSERT_FALSE(env.ok());
  EXPECT_THAT(env.status().message(), HasSubstr("seat 2"));
  EXPECT_THAT(env.status().message(), HasSubstr("nosuch"));
}

}  // namespace
}  // namespace mj16::env
