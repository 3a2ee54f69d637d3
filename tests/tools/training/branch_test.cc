// tools/training/branch.h: a game played again with one answer changed is the same game up to
// that answer: branching with the answer the player gave reproduces the game, another answer is
// played there and the game goes on from it, and a branch on another question is refused.
#include "tools/training/branch.h"

#include <gmock/gmock.h>
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

// Keeps the questions and answers of the player it wraps.
class Notebook : public mjref::WrappedPlayer {
 public:
  Notebook(std::unique_ptr<mjref::Player> inner, std::vector<Branch>* answers)
      : WrappedPlayer(std::move(inner)), answers_(answers) {}
  absl::StatusOr<Action> Decide(const Message& ask) override {
    absl::StatusOr<Action> answer = inner().Decide(ask);
    answers_->push_back(
        Branch{2, static_cast<int>(answers_->size()), ask.ask, answer.ok() ? *answer : Action{}});
    return answer;
  }

 private:
  std::vector<Branch>* answers_;
};

// The index in `record`'s transcript of seat `seat`'s `n`-th answer (from 0); -1 if none.
int AnswerLine(const mjref::GameRecord& record, int seat, int n) {
  for (size_t i = 0; i < record.transcript.size(); ++i) {
    const mjref::TranscriptLine& line = record.transcript[i];
    if (line.from_player && line.seats == 1u << seat && n-- == 0) return static_cast<int>(i);
  }
  return -1;
}

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

// The game of `seed` with seat 2's questions and answers noted.
struct Noted {
  mjref::GameConfig config;
  mjref::GameRecord record;
  std::vector<Branch> answers;
};

Noted PlayNoted(const std::vector<mjref::PlayerFactory*>& programs, std::uint64_t seed) {
  Noted n;
  n.config.seed = seed;
  std::array<std::unique_ptr<mjref::Player>, 4> seats =
      mjref::CreateSeats(n.config, programs, /*match_seed=*/7);
  seats[2] = std::make_unique<Notebook>(std::move(seats[2]), &n.answers);
  n.record =
      mjref::RunGame(n.config, {seats[0].get(), seats[1].get(), seats[2].get(), seats[3].get()});
  return n;
}

class BranchTest : public ::testing::Test {
 protected:
  BranchTest()
      : owned_(Programs({"builtin:mjbot:mc=false", "builtin:efficiency", "builtin:mjbot:mc=false",
                         "builtin:efficiency"})),
        programs_{owned_[0].get(), owned_[1].get(), owned_[2].get(), owned_[3].get()} {}

  std::vector<std::unique_ptr<mjref::PlayerFactory>> owned_;
  std::vector<mjref::PlayerFactory*> programs_;
};

TEST_F(BranchTest, TheAnswerGivenReplaysTheGame) {
  for (std::uint64_t seed : {3u, 11u}) {
    const Noted n = PlayNoted(programs_, seed);
    ASSERT_GT(n.answers.size(), 5u);
    for (size_t d : {size_t{0}, n.answers.size() / 2, n.answers.size() - 1}) {
      const absl::StatusOr<mjref::GameRecord> again =
          PlayBranch(n.config, programs_, 7, n.answers[d]);
      ASSERT_TRUE(again.ok()) << again.status();
      EXPECT_EQ(again->transcript.size(), n.record.transcript.size()) << "seed " << seed;
      EXPECT_EQ(again->scores, n.record.scores) << "seed " << seed << ", decision " << d;
    }
  }
}

// A claim the player made, branched to a pass: the game is the same up to that answer, the
// answer is the pass, and the claim is not made.
TEST_F(BranchTest, AnotherAnswerIsPlayedAndTheGameGoesOnFromIt) {
  int branched = 0;
  for (std::uint64_t seed = 1; seed < 40 && branched < 3; ++seed) {
    const Noted n = PlayNoted(programs_, seed);
    for (const Branch& b : n.answers) {
      if (b.ask == Ask::kThrow || b.ask == Ask::kHu || b.action.type == ActionType::kPass) continue;
      Branch pass = b;
      pass.action = Action::Of(ActionType::kPass);
      const absl::StatusOr<mjref::GameRecord> again = PlayBranch(n.config, programs_, 7, pass);
      ASSERT_TRUE(again.ok()) << again.status();
      const int at = AnswerLine(n.record, 2, b.decision);
      ASSERT_GE(at, 0);
      ASSERT_EQ(AnswerLine(*again, 2, b.decision), at);
      for (int i = 0; i < at; ++i) {
        ASSERT_EQ(again->transcript[i].text, n.record.transcript[i].text) << "line " << i + 1;
      }
      EXPECT_EQ(again->transcript[at].text, "/pass");
      EXPECT_NE(n.record.transcript[at].text, "/pass");
      // The claim's broadcast followed the answer; now the game goes on without it.
      EXPECT_NE(again->transcript[at + 1].text, n.record.transcript[at + 1].text)
          << "seed " << seed << ": " << n.record.transcript[at + 1].text;
      ++branched;
      break;
    }
  }
  EXPECT_EQ(branched, 3);
}

TEST_F(BranchTest, ABranchOnAnotherQuestionIsRefused) {
  const Noted n = PlayNoted(programs_, 3);
  Branch wrong = n.answers[0];
  wrong.ask = wrong.ask == Ask::kThrow ? Ask::kEat : Ask::kThrow;
  wrong.action = Action::Of(ActionType::kPass);
  const absl::StatusOr<double> score = BranchScore(n.config, programs_, 7, wrong);
  ASSERT_FALSE(score.ok());
  EXPECT_THAT(std::string(score.status().message()), ::testing::HasSubstr("question 0 is /ask "));
  Branch late = n.answers.back();
  late.decision = static_cast<int>(n.answers.size()) + 3;
  EXPECT_THAT(std::string(BranchScore(n.config, programs_, 7, late).status().message()),
              ::testing::HasSubstr("the game ended before the seat's question"));
}

}  // namespace
}  // namespace mj16::training
