// One opponent's concealed hand as weighted hypotheses (particles), for the belief (belief.h,
// issue 49): sequential importance sampling. Each hypothesis is a hand consistent with every card
// the observer has seen; his draws add a card to it from the copies the observer cannot place,
// his acts multiply its weight by their probability under the hand (opponent_policy.h), and the
// hypotheses are resampled when their effective number falls. The caller supplies, at every
// step, the copies the observer cannot place (`unseen`: 4 − TableView::Seen()).
#ifndef MJ16_BOT_READING_HAND_BELIEF_H_
#define MJ16_BOT_READING_HAND_BELIEF_H_

#include <cstdint>
#include <vector>

#include "absl/functional/function_ref.h"
#include "core/hand.h"
#include "core/rng.h"
#include "core/tile.h"

namespace mj16::bot {

struct Hypothesis {
  TileCounts hand{};
  TileCounts hidden_kongs{};  // kinds he holds as concealed kongs (shown as `/gong p 0`)
  double weight = 1;
};

struct BeliefStats {
  int resamples = 0;
  int repairs = 0;  // hypotheses given back copies seen elsewhere
  int redeals = 0;  // every weight vanished: dealt again with what is known
  int forced = 0;   // shown cards no hypothesis held, given to every hypothesis
};

class HandBelief {
 public:
  // `size` hypotheses; the generator's seed.
  HandBelief(int size, std::uint64_t seed);
  // A belief over exactly these hands (weights normalised): tests and exact enumeration.
  HandBelief(std::vector<Hypothesis> hypotheses, std::uint64_t seed);

  // Each hypothesis is dealt `tiles` cards uniformly from `unseen`.
  void Deal(const TileCounts& unseen, int tiles);
  // He drew a card from the copies the observer cannot place (`unseen` less the hypothesis' own).
  // With `then_shown` (kNoTile: none) he shows that kind next from his hand: a hypothesis that
  // does not hold it must have drawn it (its weight times that draw's chance); the others draw
  // from the whole pool. `completes(hand)` true: the drawn hand was a win he let go, weight times
  // `decline`.
  void Draw(const TileCounts& unseen, Tile then_shown,
            absl::FunctionRef<bool(const TileCounts&)> completes, double decline);
  // He drew a card and threw kind d, as one step, so that the draw is proposed where it makes
  // the throw likely: a hypothesis draws k with odds pool[k] × guide(hand + k) (a cheap
  // stand-in for the throw's likelihood) and its weight is corrected to the exact one,
  // likelihood(hand + k) (P(he throws d), times any win let go) over the proposal's odds; then
  // d leaves the hand. A hypothesis without d must have drawn it.
  void DrawAndThrow(const TileCounts& unseen, Tile d,
                    absl::FunctionRef<double(const TileCounts&)> guide,
                    absl::FunctionRef<double(const TileCounts&)> likelihood);
  // Multiplies each weight by `likelihood(hypothesis)`.
  void Weigh(absl::FunctionRef<double(const Hypothesis&)> likelihood);
  // Takes n copies of t from each hand; a hand without them gets weight 0 (keeps its cards).
  // When no hand holds them (the hypotheses missed what he shows), each is given them in place
  // of cards drawn at random from its others, and the weights are reset: a refresh move.
  void Take(Tile t, int n);
  // He declared a concealed kong of a kind the observer is not shown: each hypothesis holding
  // four of a kind makes it of one of those kinds (uniformly); the others get weight 0.
  void HiddenKong();
  // Copies now seen elsewhere: a hand holding more than `unseen` allows gives the excess back and
  // draws as many from the rest (its history is not weighed again: a refresh move).
  void Repair(const TileCounts& unseen);
  // Normalises; when every weight vanished, deals `tiles` again from `unseen` (what is known of
  // his hand then is only its size); resamples when the effective size falls below
  // `resample_below` × size.
  void Settle(const TileCounts& unseen, int tiles, double resample_below);

  double EffectiveSize() const;
  const std::vector<Hypothesis>& hypotheses() const { return hypotheses_; }
  const BeliefStats& stats() const { return stats_; }

 private:
  // The copies a hypothesis may still draw: unseen less its hand and its concealed kongs.
  static TileCounts PoolOf(const Hypothesis& h, const TileCounts& unseen, int& total);
  Tile DrawFrom(const TileCounts& pool, int total);
  void Resample();

  std::vector<Hypothesis> hypotheses_;
  Rng rng_;
  BeliefStats stats_;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_HAND_BELIEF_H_
