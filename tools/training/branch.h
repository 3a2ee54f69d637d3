// Branched continuations (docs/policy.md, stage (b)): a game played again from its deal, on the
// same wall by the same players, with one answer of one seat changed; everyone then plays on as
// they would. Every player answers the same way for the same game (an in-process player's choices
// depend on its game, seat and match seed only), so the game is the recorded one up to the
// changed answer: the seat's final scores over a question's candidates are paired counterfactual
// outcomes.
#ifndef MJ16_TOOLS_TRAINING_BRANCH_H_
#define MJ16_TOOLS_TRAINING_BRANCH_H_

#include <cstdint>
#include <vector>

#include "core/action.h"
#include "tools/mjref/engine/player.h"
#include "tools/mjref/engine/referee.h"

namespace mj16::training {

// One changed answer: the seat's `decision`-th question (counting every Decide from 0), which is
// `/ask ask`, is answered `action`.
struct Branch {
  int seat = 0;
  int decision = 0;
  Ask ask = Ask::kThrow;
  Action action;
};

// The game `config` played with `programs` (as mjref's runner seats them) and `branch` changed.
// The error when the seat's decision-th question is not `/ask ask` or never comes: the game is
// not the one the branch was taken from.
absl::StatusOr<mjref::GameRecord> PlayBranch(const mjref::GameConfig& config,
                                             const std::vector<mjref::PlayerFactory*>& programs,
                                             std::uint64_t match_seed, const Branch& branch);

// The seat's final score in PlayBranch's game: luck-adjusted when config.luck scores it
// (GameRecord::AdjustedScore), which keeps its mean and removes most of the cards' noise.
absl::StatusOr<double> BranchScore(const mjref::GameConfig& config,
                                   const std::vector<mjref::PlayerFactory*>& programs,
                                   std::uint64_t match_seed, const Branch& branch);

}  // namespace mj16::training

#endif  // MJ16_TOOLS_TRAINING_BRANCH_H_
