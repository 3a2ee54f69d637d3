#include "bot/reading/opponent_policy.h"

#include <algorithm>
#include <cmath>

#include "bot/offence/layers.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

// Softmax of `logits` mixed with `floor` uniform, in place.
void Normalise(std::span<double> logits, double floor) {
  if (logits.empty()) return;
  const double top = *std::max_element(logits.begin(), logits.end());
  double sum = 0;
  for (double& x : logits) sum += (x = std::exp(x - top));
  const double uniform = floor / static_cast<double>(logits.size());
  for (double& x : logits) x = (1 - floor) * x / sum + uniform;
}

}  // namespace

void OpponentPolicy::Throws(const TileCounts& hand, int melds_needed, const TileCounts& exposed,
                            std::span<double, kNumKinds> out) const {
  TileCounts visible = exposed;
  for (int k = 0; k < kNumKinds; ++k) visible[k] = static_cast<std::uint8_t>(visible[k] + hand[k]);
  const tables::DiscardList list = tables::AnalyzeDiscards(hand, melds_needed, visible);
  std::fill(out.begin(), out.end(), 0.0);
  if (list.size == 0) return;
  int best_shanten = 99;
  double best_score = 0;
  for (const tables::DiscardInfo& d : list) best_shanten = std::min(best_shanten, d.shanten);
  for (const tables::DiscardInfo& d : list) best_score = std::max(best_score, d.score);
  std::array<double, kNumKinds> logits;
  for (int i = 0; i < list.size; ++i) {
    const tables::DiscardInfo& d = list[i];
    double x =
        -params_.shanten * (d.shanten - best_shanten) + params_.outer * Outerness(d.discard) / 6.0;
    if (best_score > 0) x += params_.score * d.score / best_score;
    switch (LayerOf(hand, d.discard)) {
      case DiscardLayer::kIsolatedHonor:
        x += params_.isolated_honor;
        break;
      case DiscardLayer::kIsolatedSuited:
        x += params_.isolated_suited;
        break;
      case DiscardLayer::kOther:
        break;
    }
    logits[i] = x;
  }
  Normalise(std::span<double>(logits.data(), list.size), params_.floor);
  for (int i = 0; i < list.size; ++i) out[list[i].discard] = logits[i];
}

double OpponentPolicy::Throw(const TileCounts& hand, int melds_needed, const TileCounts& exposed,
                             Tile t) const {
  if (hand[t] == 0) return 0;
  std::array<double, kNumKinds> all;
  Throws(hand, melds_needed, exposed, all);
  return all[t];
}

void OpponentPolicy::Answers(const TileCounts& hand, int melds_needed,
                             const game::LegalAnswers& answers, std::span<double> out) const {
  const int now = tables::Shanten(hand, melds_needed);
  for (size_t i = 0; i < answers.size(); ++i) {
    const game::LegalAnswer& a = answers[i];
    switch (a.type) {
      case ActionType::kPass:
        out[i] = 0;
        break;
      case ActionType::kWin:
        out[i] = params_.win;
        break;
      default: {
        const TileCounts after = game::CountsAfter(hand, a);
        const int needed = melds_needed - a.MeldsAdded();
        // A chow or pung throws next; a kong draws a replacement first.
        const int then = a.type == ActionType::kChow || a.type == ActionType::kPung
                             ? tables::MinShantenAfterDiscard(after, needed)
                             : tables::Shanten(after, needed);
        out[i] = params_.claim_bias + params_.claim_gain * (now - then);
      }
    }
  }
  Normalise(out.first(answers.size()), params_.floor);
}

}  // namespace mj16::bot
