#include "tools/training/branch.h"

#include <memory>
#include <utility>

#include "tools/mjref/run/runner.h"

namespace mj16::training {
namespace {

// Answers the chosen question with the branch's action. The inner player is still asked, so
// that whatever it keeps between questions is as it would be; from then on it learns the
// changed answer from the referee's messages, like any answer of its own.
class OverridingPlayer : public mjref::WrappedPlayer {
 public:
  OverridingPlayer(std::unique_ptr<mjref::Player> inner, Branch branch)
      : WrappedPlayer(std::move(inner)), branch_(std::move(branch)) {}

  absl::StatusOr<Action> Decide(const Message& ask) override {
    absl::StatusOr<Action> answer = inner().Decide(ask);
    overridden_ = decisions_++ == branch_.decision;
    return overridden_ ? branch_.action : answer;
  }
  // The branch's action is no line of the inner player's.
  absl::string_view AnswerText() const override {
    return overridden_ ? absl::string_view() : inner().AnswerText();
  }

 private:
  Branch branch_;
  int decisions_ = 0;
  bool overridden_ = false;
};

}  // namespace

double BranchScore(const mjref::GameConfig& config,
                   const std::vector<mjref::PlayerFactory*>& programs, std::uint64_t match_seed,
                   const Branch& branch) {
  std::array<std::unique_ptr<mjref::Player>, 4> seats =
      mjref::CreateSeats(config, programs, match_seed);
  seats[branch.seat] = std::make_unique<OverridingPlayer>(std::move(seats[branch.seat]), branch);
  const mjref::GameRecord record =
      mjref::RunGame(config, {seats[0].get(), seats[1].get(), seats[2].get(), seats[3].get()});
  return record.AdjustedScore(branch.seat);
}

}  // namespace mj16::training
