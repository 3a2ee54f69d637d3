// tools/training/branch.h: a game played again with one answer changed is the same game up to
// that answer, so branching with the answer the player gave reproduces the game's score.
#include "tools/training/branch.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "tools/mjref/bots/bots.h"
#include "tools/mjref/engine/player.h"
#include "tools/mjref/run/runner.h"
#include "tools/players/builtins.h"

namespace mj16::training {
namespace {

// Keeps the answers of the player it wraps.
class Notebook : public mjref::WrappedPlayer {
 public:
  Notebook(std::unique_ptr<mjref::Player> inner, std::vector<Action>* answers)
      : WrappedPlayer(std::move(inner)), answers_(answers) {}
  absl::StatusOr<Action> Decide(const Message& ask) override {
    absl::StatusOr<Action> answer = inner().Decide(ask);
    answers_->push_back(answer.ok() ? *answer : Action{});
    return answer;
  }

 private:
  std::vector<Action>* answers_;
};

std::vector<std::unique_ptr<mjref::PlayerFactory>> Programs(const std::vector<std::string>& bots) {
  static const bool registered = [] {
    for (const auto& [name, make] : players::PlayerMakers()) mjref::RegisterBuiltin(name, make);
    return true;
  }();
  (void)registered;
  std::vector<std::unique_ptr<mjref::PlayerFactory>> out;
  for (const std::string& b : bots) out.push_back(*mjref::MakeProgram(b));
  return out;
}

TEST(BranchTest, TheAnswerGivenReplaysTheGame) {
  const auto owned = Programs({"builtin:mjbot:mc=false", "builtin:efficiency",
                               "builtin:mjbot:mc=false", "builtin:efficiency"});
  const std::vector<mjref::PlayerFactory*> programs = {owned[0].get(), owned[1].get(),
                                                       owned[2].get(), owned[3].get()};
  for (std::uint64_t seed : {3u, 11u}) {
    mjref::GameConfig config;
    config.seed = seed;
    config.transcript = false;
    std::array<std::unique_ptr<mjref::Player>, 4> seats =
        mjref::CreateSeats(config, programs, /*match_seed=*/7);
    std::vector<Action> answers;
    seats[2] = std::make_unique<Notebook>(std::move(seats[2]), &answers);
    const mjref::GameRecord record =
        mjref::RunGame(config, {seats[0].get(), seats[1].get(), seats[2].get(), seats[3].get()});
    ASSERT_GT(answers.size(), 5u);
    for (int d : {0, static_cast<int>(answers.size()) / 2, static_cast<int>(answers.size()) - 1}) {
      EXPECT_EQ(BranchScore(config, programs, 7, {2, d, answers[d]}), record.scores[2])
          << "seed " << seed << ", decision " << d;
    }
  }
}

}  // namespace
}  // namespace mj16::training
