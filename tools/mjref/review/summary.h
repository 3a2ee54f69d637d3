// The review's summary per reviewed program (each seat's name in the record), its text and its
// JSON (docs/review.md).
#ifndef MJ16_TOOLS_MJREF_REVIEW_SUMMARY_H_
#define MJ16_TOOLS_MJREF_REVIEW_SUMMARY_H_

#include <string>
#include <vector>

#include "tools/mjref/review/review.h"

namespace mj16::mjref {

// Throws whose deal-in risk, as the analyst's reading gave it, fell in [lo, hi).
struct RiskBin {
  double lo = 0, hi = 0;
  int throws = 0;
  int dealt_in = 0;
  double mean_risk = 0;
};

struct ProgramSummary {
  std::string program;
  int games = 0;
  int decisions = 0;
  int agreements = 0;  // the analyst would have answered the same
  int valued = 0;      // the others whose loss Monte-Carlo measured
  int mistakes = 0;
  int inaccuracies = 0;
  // The estimated points lost a game (Σ of its decisions' losses against the analyst's
  // answers), mean and 95% half-width (Student's t, results/stats.h Ci95) over games.
  double loss_per_game = 0;
  double loss_ci95 = 0;
  std::vector<RiskBin> calibration;
  std::vector<ReviewedDecision> largest;  // the largest losses, most first
};

std::vector<ProgramSummary> Summarise(const std::vector<GameReview>& games, int largest = 5);

std::string ReviewText(const std::vector<ProgramSummary>& summaries, const ReviewOptions& options,
                       int games);
// Every decision with its candidates, and the summaries.
std::string ReviewJson(const std::vector<GameReview>& games,
                       const std::vector<ProgramSummary>& summaries, const ReviewOptions& options);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_REVIEW_SUMMARY_H_
