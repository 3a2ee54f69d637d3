// The sequential probability ratio test of a paired difference in points a game, as Stockfish's
// fishtest and cutechess-cli test a change (docs/sprt.md).
//
// The observations are the duplicate groups' paired differences (stats.h GroupDiff) in group
// order. Their model is normal with the variance estimated from the groups so far, the
// generalised SPRT that fishtest applies to its pentanomial pairs: after n groups of mean x̄ and
// variance s² (about x̄, over n),
//   LLR = n · (H1 − H0) · (2x̄ − H0 − H1) / (2s²),
// the log-likelihood ratio of "the true difference is H1" against "it is H0". The test stops at
// the first group where LLR ≥ log((1 − β)/α), accepting H1, or LLR ≤ log(β/(1 − α)), accepting
// H0; never before kSprtMinGroups groups, whose variance would be too unsure (the simulation in
// docs/sprt.md shows the error rates this holds). The verdict depends only on the groups in
// order, so a run stopped early, a longer run and merged shards of either agree.
#ifndef MJ16_TOOLS_MJREF_RESULTS_SPRT_H_
#define MJ16_TOOLS_MJREF_RESULTS_SPRT_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/common/json.h"
#include "tools/mjref/results/stats.h"

namespace mj16::mjref {

inline constexpr int kSprtMinGroups = 8;

// --sprt H0,H1[,ALPHA,BETA]: the two hypotheses in points a game and the error rates (the chance
// of accepting H1 when H0 holds, and of H0 when H1 does).
struct SprtTest {
  double h0 = 0;
  double h1 = 0;
  double alpha = 0.05;
  double beta = 0.05;
  double Lower() const;  // log(β/(1 − α))
  double Upper() const;  // log((1 − β)/α)
};
// H0 < H1; ALPHA and BETA in (0, 0.5).
absl::StatusOr<SprtTest> ParseSprt(absl::string_view text);
// "H0,H1,ALPHA,BETA" as ParseSprt reads it back.
std::string SprtLabel(const SprtTest& test);

enum class SprtVerdict { kUndecided, kH0, kH1 };
const char* VerdictName(SprtVerdict verdict);  // "undecided", "H0", "H1"

// The test after a group.
struct SprtStep {
  int groups = 0;
  int games = 0;  // the games of those groups (GroupDiff::games summed, times the sides)
  double mean = 0;
  double llr = 0;
};

struct SprtOutcome {
  SprtTest test;
  SprtVerdict verdict = SprtVerdict::kUndecided;
  SprtStep last;               // at the verdict, or after the last group when undecided
  bool luck_adjusted = false;  // of the luck-adjusted differences (the caller says)
  // Every group's step up to `last`.
  std::vector<SprtStep> trajectory;
};

// The test over `groups` in order; each group's games count `sides` times (2 when the groups'
// differences are between two runs of the challenger, 1 when within one run).
SprtOutcome RunSprt(const SprtTest& test, const std::vector<GroupDiff>& groups, int sides = 1);

// One line for people: "SPRT H0 0 / H1 20 (alpha 0.05, beta 0.05): H1 accepted after 1248 games
// (52 groups), luck-adjusted mean +25.3, LLR 2.96 [bounds -2.94, 2.94]".
std::string SprtLine(const SprtOutcome& outcome);
// {"result", "games", "groups", "mean", "llr", "luck_adjusted", "bounds": [lo, hi], "h0", "h1",
// "alpha", "beta", "trajectory": [{"groups", "games", "mean", "llr"}, ...]}.
void WriteSprtJson(JsonWriter& j, const SprtOutcome& outcome);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RESULTS_SPRT_H_
