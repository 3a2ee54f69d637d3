// How likely a hypothesised opponent hand makes what he did (issue 49, docs/reading.md "The
// belief"): a probability over his legal answers to each question, from which the belief weighs
// its hypotheses. The model is the tile-efficiency rule softened: a throw's odds fall with the
// shanten it gives up, rise with the share of the best effective-tile score it keeps and with an
// isolated or outer tile (the efficiency baseline's order, seed 001 §2.4, as logits); a claim's
// with the shanten it gains; a win is taken. Each probability is mixed with a floor, uniform
// over the legal answers, so that no answer is impossible under any hand.
#ifndef MJ16_BOT_READING_OPPONENT_POLICY_H_
#define MJ16_BOT_READING_OPPONENT_POLICY_H_

#include <span>

#include "core/game/legal.h"
#include "core/hand.h"
#include "core/tile.h"

namespace mj16::bot {

// Logits of the softened rule. The throw's are one shape (shanten 4, score 3, isolated honour
// 1.5, isolated suited 0.8, outer 0.5) times a temperature's inverse, 5, fitted by the mean
// log-likelihood of real throws from the true hands (`mjref labels --throw-likelihood`) on 300
// games of mjbot against three `efficiency` (seed 4900): mjbot's throws −0.669 (−1.091 at 1,
// −0.685 at 12), `efficiency`'s −0.43 (−1.03 at 1; −0.32 at 12, sharper still for a rule that
// is deterministic: the shape does not hold its exact order).
struct OpponentPolicyParams {
  double shanten = 20;  // lost per shanten the throw gives up against the best throw
  double score = 15;    // times the throw's share of the best effective-tile score
  double isolated_honor = 7.5;
  double isolated_suited = 4;
  double outer = 2.5;        // times the tile's outerness / 6 (honours 1, fives 0)
  double claim_gain = 3.0;   // per shanten a chow, pung or kong gains (with its best throw)
  double claim_bias = -1.5;  // a claim's logit beside passing, before its gain
  double win = 6.0;          // taking a win, beside passing
  double floor = 0.02;       // mixed in, uniform over the legal answers
};

class OpponentPolicy {
 public:
  explicit OpponentPolicy(const OpponentPolicyParams& params = {}) : params_(params) {}

  // P(throwing kind t) for a 3n+2 concealed hand with `melds_needed` melds to make; `exposed`
  // is what everybody sees (discards, exposed melds), his own hand is added to it for the
  // effective tiles' live copies. Zero when t is not held.
  double Throw(const TileCounts& hand, int melds_needed, const TileCounts& exposed, Tile t) const;
  // All of them at once: out[t] for every kind (zero for kinds not held).
  void Throws(const TileCounts& hand, int melds_needed, const TileCounts& exposed,
              std::span<double, kNumKinds> out) const;
  // The probability of each of `answers` (a 3n+1 hand's legal answers to one offered card,
  // passing among them) in `out` (same size).
  void Answers(const TileCounts& hand, int melds_needed, const game::LegalAnswers& answers,
               std::span<double> out) const;
  // P(a self-drawn win is let go): the floor's share of it.
  double DeclineWin() const { return params_.floor / 2; }

  const OpponentPolicyParams& params() const { return params_; }

 private:
  OpponentPolicyParams params_;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_OPPONENT_POLICY_H_
