#include "tools/training/branch.h"

#include <memory>
#include <optional>
#include <utility>

#include "absl/strings/str_cat.h"
#include "core/protocol.h"

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
    overridden_ = false;
    if (decisions_++ == branch_.decision) {
      asked_ = ask.ask;
      overridden_ = ask.ask == branch_.ask;
    }
    return overridden_ ? branch_.action : answer;
  }
  // Why the branch was not taken, if it was not.
  absl::Status Taken() const {
    if (!asked_) {
      return absl::FailedPreconditionError(absl::StrCat(
          "the game ended before the seat's question ", branch_.decision, " (from 0)"));
    }
    if (*asked_ != branch_.ask) {
      return absl::FailedPreconditionError(absl::StrCat("the seat's question ", branch_.decision,
                                                        " is /ask ", AskName(*asked_),
                                                        ", not /ask ", AskName(branch_.ask)));
    }
    return absl::OkStatus();
  }
  // The branch's action is no line of the inner player's.
  absl::string_view AnswerText() const override {
    return overridden_ ? absl::string_view() : inner().AnswerText();
  }

 private:
  Branch branch_;
  int decisions_ = 0;
  bool overridden_ = false;
  std::optional<Ask> asked_;  // the branch's question, once it came
};

}  // namespace

absl::StatusOr<mjref::GameRecord> PlayBranch(const mjref::GameConfig& config,
                                             const std::vector<mjref::PlayerFactory*>& programs,
                                             std::uint64_t match_seed, const Branch& branch) {
  std::array<std::unique_ptr<mjref::Player>, 4> seats =
      mjref::CreateSeats(config, programs, match_seed);
  auto overriding = std::make_unique<OverridingPlayer>(std::move(seats[branch.seat]), branch);
  const OverridingPlayer& branched = *overriding;
  seats[branch.seat] = std::move(overriding);
  mjref::GameRecord record =
      mjref::RunGame(config, {seats[0].get(), seats[1].get(), seats[2].get(), seats[3].get()});
  if (absl::Status taken = branched.Taken(); !taken.ok()) return taken;
  return record;
}

absl::StatusOr<double> BranchScore(const mjref::GameConfig& config,
                                   const std::vector<mjref::PlayerFactory*>& programs,
                                   std::uint64_t match_seed, const Branch& branch) {
  const absl::StatusOr<mjref::GameRecord> record = PlayBranch(config, programs, match_seed, branch);
  if (!record.ok()) return record.status();
  return record->AdjustedScore(branch.seat);
}

}  // namespace mj16::training
