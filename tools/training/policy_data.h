// `mjref policy-data --bot CMD ×4 [--record K,...] [--branch K | --search-values W] [--games N]
// [--seed S] [-j N] -o FILE`
// (registered by mjref's main): plays a match and writes, at every question but /ask hu that a
// recorded program answers, what the learned policy sees of it (bot/policy/features.h), the
// answer the program gave among the candidates, and the seat's final score: the data
// tools/training/train_policy.py imitates (docs/policy.md). Any in-process player can be the
// teacher (mjbot at any settings, the oracle mjbot, a baseline); a process's answers are not
// recorded. A question with a single candidate is left out.
//
// Rows of little-endian float32, kPolicyDataColumns a row: game, seat, ask (0 throw, 1 eat,
// 2 pong, 3 gong on a discard, 4 own gong), candidates n, the chosen index, the final score in
// thousands, the shanten now; the state; kMaxCandidates compact candidates (zeros after the n-th).
// With --branch K, only K decisions of each recorded seat a game, picked at random, each followed
// by every candidate's final score for the seat, luck-adjusted, when the game is played again
// from its deal with that answer (branch.h): the paired counterfactual outcomes stage (b) trains
// on. With --search-values W, every recorded question (but an own kong's) followed by every
// candidate's value by mjbot's search on W worlds a candidate, in two halves (search_values.h):
// the targets of learning from the search.
// Exit 0, or 2 with one line naming the bad argument.
#ifndef MJ16_TOOLS_TRAINING_POLICY_DATA_H_
#define MJ16_TOOLS_TRAINING_POLICY_DATA_H_

#include <iosfwd>
#include <string>
#include <vector>

#include "bot/policy/features.h"

namespace mj16::training {

// The meta columns, in order (tools/training/train_policy.py and improve_policy.py read them
// by these positions).
enum PolicyMetaColumn : int {
  kGameColumn,        // the game's index in the match
  kSeatColumn,        // 0..3
  kAskColumn,         // bot::policy::AskIndex
  kCandidatesColumn,  // n
  kChosenColumn,      // the answer's index among the candidates
  kScoreColumn,       // the seat's final score, in thousands
  kShantenColumn,     // the shanten now
  kPolicyMetaColumns
};
inline constexpr int kPolicyDataColumns =
    kPolicyMetaColumns + bot::policy::kStateFeatures +
    bot::policy::kMaxCandidates * bot::policy::kCompactCandidate;
// With --branch: each candidate's luck-adjusted final score in thousands after the row (0 after
// the n-th).
inline constexpr int kPolicyBranchColumns = kPolicyDataColumns + bot::policy::kMaxCandidates;
// With --search-values W, after the row: the index of the rules' answer (mjbot's defaults without
// the search; −1 when it is no candidate), then each candidate's value by the search
// (search_values.h) in thousands, from one half of the W worlds, then from the other (0 after the
// n-th).
inline constexpr int kPolicyRulesColumn = kPolicyDataColumns;
inline constexpr int kPolicySearchColumns =
    kPolicyDataColumns + 1 + 2 * bot::policy::kMaxCandidates;

int PolicyDataCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace mj16::training

#endif  // MJ16_TOOLS_TRAINING_POLICY_DATA_H_
