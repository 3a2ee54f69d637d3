// What the learned policy (bot/policy/policy.h, docs/policy.md) sees of a decision: the table
// from the deciding seat (its own hand, what it has seen, the reading's estimates) and each legal
// answer as a candidate (its kind of action, the tile, the hand it leaves). The same functions
// write the training data (`mjref policy-data`) and feed the network in play, so the two can
// never disagree. Every number is scaled to about [0, 1].
#ifndef MJ16_BOT_POLICY_FEATURES_H_
#define MJ16_BOT_POLICY_FEATURES_H_

#include <array>
#include <vector>

#include "bot/reading/reading.h"
#include "core/action.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot::policy {

// The table, once a decision: four blocks of kNumKinds (own concealed copies / 4, own meld
// copies / 4, copies seen / 4, the reading's P(discarding the kind deals in)), then scalars.
namespace state {
enum : int {
  kConcealed = 0,
  kMelded = kConcealed + kNumKinds,
  kSeen = kMelded + kNumKinds,
  kRisk = kSeen + kNumKinds,
  kLiveWall = kRisk + kNumKinds,  // live wall / 56
  kGoAround,                      // go-around / 20
  kDealer,                        // 1 when the seat deals
  kMeldsNeeded,                   // melds still needed / 5
  kShanten,                       // shanten now (best discard's, on one's own turn) / 8
  kTenpai,                        // P(tenpai) of the next, the opposite and the left seat
  kMelds = kTenpai + 3,           // their meld counts / 5, same order
  kAsk = kMelds + 3,              // the question, one-hot: throw, eat, pong, gong, own gong
  kCount = kAsk + 5
};
}  // namespace state
inline constexpr int kStateFeatures = state::kCount;
using StateVector = std::array<float, kStateFeatures>;

// A candidate as stored in the data (compact), six numbers; ExpandCandidate turns it into the
// network's input.
enum class CandidateType : int {
  kThrow = 0,
  kChow,
  kPung,
  kOpenKong,
  kConcealedKong,
  kAddedKong,
  kPass,
  kCount
};
inline constexpr int kCandidateTypes = static_cast<int>(CandidateType::kCount);
struct Candidate {
  Action action;
  CandidateType type = CandidateType::kPass;
  int kind = -1;        // the tile thrown, claimed or konged; −1 for a pass
  int chow_shape = -1;  // where the claimed tile sits in a chow: 0 low, 1 middle, 2 high
  int shanten = 0;      // the hand's shanten after it (a claim's: after its best discard)
  int live = 0;         // live copies of the effective kinds at that shanten
  float risk = 0;       // a throw's deal-in risk (the reading's), else 0
};
inline constexpr int kCompactCandidate = 6;  // type, kind, chow_shape, shanten, live, risk
using CompactCandidate = std::array<float, kCompactCandidate>;
CompactCandidate Compact(const Candidate& c);

// The network's input per candidate: the type one-hot, the kind one-hot (none for −1), the chow
// shape one-hot, the shanten after clamped to −1..4 one-hot, live / 40, the risk, and the
// shanten's change from now (clamped to −2..2, / 2).
namespace candidate {
enum : int {
  kType = 0,
  kKind = kType + kCandidateTypes,
  kChowShape = kKind + kNumKinds,
  kShanten = kChowShape + 3,
  kLive = kShanten + 6,
  kRisk,
  kShantenChange,
  kCount
};
}  // namespace candidate
inline constexpr int kCandidateFeatures = candidate::kCount;
using CandidateVector = std::array<float, kCandidateFeatures>;
// `shanten_now` is the state's shanten (not scaled).
CandidateVector ExpandCandidate(const CompactCandidate& c, int shanten_now);

// The most candidates a decision has: a throw's distinct kinds (a hand of 17 at most).
inline constexpr int kMaxCandidates = 17;

struct DecisionInput {
  StateVector state{};
  int shanten = 0;  // unscaled, for ExpandCandidate
  std::vector<Candidate> candidates;
};

// The question's index in the state's one-hot (and the data's ask column): throw, eat, pong,
// gong on a discard, own gong (`own_turn`: holding 3n+2 tiles). /ask hu, not the policy's: 0.
int AskIndex(Ask ask, bool own_turn);

// Every legal answer to `ask` in `view`, in a fixed order (throws by kind; claims, then pass),
// and the table's features. /ask hu is not the policy's: every win is taken (decide/win.cc).
DecisionInput Describe(const TableView& view, Ask ask, const Reading& reading);

// The index of `action` among the candidates (the same kind of action on the same tiles; a
// throw by its kind), or −1.
int IndexOf(const std::vector<Candidate>& candidates, const Action& action);

}  // namespace mj16::bot::policy

#endif  // MJ16_BOT_POLICY_FEATURES_H_
