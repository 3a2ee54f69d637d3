// The learned policy's choice (docs/policy.md): every legal answer of a decision described
// (features.h), scored by the network (network.h), the most probable taken. Pure: a table view
// and a question in, the answer with its probability and the seat's value out.
#ifndef MJ16_BOT_POLICY_POLICY_H_
#define MJ16_BOT_POLICY_POLICY_H_

#include <string>
#include <vector>

#include "bot/policy/features.h"
#include "bot/policy/network.h"
#include "bot/reading/reading.h"
#include "core/action.h"
#include "core/table_view.h"

namespace mj16::bot::policy {

struct ScoredCandidate {
  Candidate candidate;
  double probability = 0;  // the softmax over the decision's candidates
};

struct Choice {
  bool ok = false;  // false: no candidate (a question the view cannot answer, or /ask hu)
  Action action;
  double probability = 0;
  double value = 0;                     // the seat's expected final score, in points
  std::vector<ScoredCandidate> ranked;  // most probable first
};

// The network's choice for `ask` in `view`, the opponents read by `reading`. `rules`, the rules'
// answer where the network has a rules prior (PolicyNetwork::rules_prior), gets that bonus.
Choice Choose(const TableView& view, Ask ask, const Reading& reading,
              const PolicyNetwork& network = PolicyNetwork::Default(),
              const Action* rules = nullptr);

// The top `n` candidates as lines "  throw 5m  p=0.62  shanten 1, 12 live, risk 0.03", then the
// value: what --explain prints.
std::string Explain(const Choice& choice, int n = 5);

}  // namespace mj16::bot::policy

#endif  // MJ16_BOT_POLICY_POLICY_H_
