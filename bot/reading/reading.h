// What the others probably hold, as one decision asks for it: seed 002's safe-tile ranking, the
// sampled waits, each opponent's tenpai odds and every discard's deal-in risk. The defence and
// Monte-Carlo read the opponents through this one object, so a learned model can replace a
// heuristic behind it. Samplings are made at first use and kept for the rest of the decision;
// the object holds references and lives within the decision. Given the referee's truth
// (truth.h, measurement only) it answers from the truth up to the truth's level.
#ifndef MJ16_BOT_READING_READING_H_
#define MJ16_BOT_READING_READING_H_

#include <array>
#include <optional>
#include <vector>

#include "bot/reading/danger.h"
#include "bot/reading/model.h"
#include "bot/reading/settings.h"
#include "bot/reading/threat.h"
#include "bot/reading/truth.h"
#include "bot/reading/waits.h"
#include "core/table_view.h"

namespace mj16::bot {

class Reading {
 public:
  Reading(const TableView& view, const ReadingSettings& settings, const Truth* truth = nullptr)
      : view_(view), settings_(settings), truth_(truth) {}

  const TableView& view() const { return view_; }
  // The truth at `level` or above, when one was given; null otherwise.
  const Truth* TruthAt(OracleLevel level) const {
    return truth_ != nullptr && truth_->level >= level ? truth_ : nullptr;
  }

  // Seed 002's ranking of the held kinds, safest first, against `threats` (empty: the three
  // others).
  std::vector<SafeTile> SafeTiles(const std::vector<int>& threats = {}) const {
    return SafeTileRanking(view_, settings_, threats);
  }
  // The three others' waits, once a decision: seed 000's sampled shares (ThreatWaits), each
  // given he is tenpai; or, from the learned model or the truth's waits, the unconditional
  // P(the kind is his winning tile) (UnconditionalWaits()).
  const std::array<WaitShare, 4>& Waits() const;
  bool UnconditionalWaits() const {
    return settings_.learned_reading || TruthAt(OracleLevel::kWaits) != nullptr;
  }
  // The same against `threats` alone (empty: Waits()).
  std::array<WaitShare, 4> WaitsOf(const std::vector<int>& threats) const;
  // P(position p is tenpai), and that anybody is: the most any discard can risk.
  double Tenpai(int p) const;
  double AnyTenpai() const;
  // P(discarding the kind deals in), over Waits(); computed once a decision.
  const KindRisk& Risks() const;
  // The learned model's estimates (index position − 1; ours zero), once a decision.
  const std::array<OpponentEstimate, 4>& Learned() const;
  // The copies of each kind in the others' concealed hands, for the offence's live counts: the
  // truth with the wall oracle (measurement only); nullopt otherwise (every unseen copy live).
  std::optional<HeldCounts> HeldByOthers() const;

 private:
  // Sampled, the learned model's or the truth's (index position − 1).
  std::array<WaitShare, 4> WaitsFor(const std::vector<int>& threats) const;

  const TableView& view_;
  const ReadingSettings& settings_;
  const Truth* truth_;
  mutable std::optional<std::array<WaitShare, 4>> waits_;
  mutable std::optional<KindRisk> risks_;
  mutable std::optional<std::array<OpponentEstimate, 4>> learned_;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_READING_H_
