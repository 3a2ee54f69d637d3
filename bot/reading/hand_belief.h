// One opponent's concealed hand as weighted hypotheses (particles), for the belief (belief.h,
// issue 49): sequential importance sampling with resample-move. Each hypothesis is a history —
// the cards he was dealt, every card he drew, the kinds of his concealed kongs — consistent with
// every card the observer has seen; his hand now is what that history leaves. His draws extend
// it with a card from the copies the observer cannot place; each of his acts (a throw, a claim,
// a card let go) multiplies its weight by the act's probability under the hand it had then. When
// the hypotheses' effective number falls they are resampled, and each is then moved by
// Metropolis–Hastings steps that change one dealt or drawn card and weigh the whole changed
// history again, so that duplicates spread over the hands the evidence allows.
//
// The caller supplies at every step the copies the observer cannot place (`unseen`: 4 −
// TableView::Seen()) and the acts' probabilities as functions of the hand.
#ifndef MJ16_BOT_READING_HAND_BELIEF_H_
#define MJ16_BOT_READING_HAND_BELIEF_H_

#include <array>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/functional/function_ref.h"
#include "core/hand.h"
#include "core/rng.h"
#include "core/tile.h"

namespace mj16::bot {

struct Hypothesis {
  TileCounts hand{};          // now
  TileCounts hidden_kongs{};  // kinds he holds as concealed kongs (shown as `/gong p 0`)
  TileCounts dealt{};
  std::vector<Tile> drawn;  // in order
  std::vector<Tile> kongs;  // his concealed kongs' kinds, in order
  int style = 0;            // index in PlayStyles
  double weight = 1;
};

// One act of his as the belief weighs it, given the hand before it: its probability under the
// opponent policy, and under a player who picks among his legal answers at random.
struct ActOdds {
  double model = 1;
  double uniform = 1;
};
using ActLikelihood = std::function<ActOdds(const TileCounts& hand)>;
// How much of a player's choice is the policy's: each hypothesis carries a style, the share of
// random choice mixed into every act's probability, with a prior. The styles that explain his
// acts gain weight with his hand (the opponent model adapts to how he plays).
struct PlayStyles {
  std::vector<double> random_share = {0};
  std::vector<double> prior = {1};
};
// The cards an act shows from his hand (kind, copies): a hand without them cannot make it, and
// they leave it.
using Shown = std::vector<std::pair<Tile, int>>;
// After a draw: the factor of a hand that was complete and not won (a self-drawn win let go).
using DrawnLikelihood = std::function<double(const TileCounts& hand)>;

struct BeliefStats {
  int resamples = 0;
  int moves = 0;     // Metropolis–Hastings steps proposed
  int accepted = 0;  // and taken
  int mends = 0;     // cards seen elsewhere or shown, given their place in a history by force
  int redeals = 0;   // every weight vanished: dealt again with what is known
};

class HandBelief {
 public:
  // `size` hypotheses; `moves` Metropolis–Hastings steps per hypothesis after a resample.
  HandBelief(int size, int moves, std::uint64_t seed, PlayStyles styles = {});
  // A belief over exactly these hands (weights normalised; no history): tests, enumeration.
  HandBelief(std::vector<Hypothesis> hypotheses, std::uint64_t seed);

  // Each hypothesis is dealt `tiles` cards uniformly from `unseen`, and a style by the prior.
  void Deal(const TileCounts& unseen, int tiles);
  // The weighted share of each style.
  std::vector<double> StyleShares() const;
  // He drew a card the observer cannot see: each hypothesis draws from `unseen` less its own.
  void Draw(const TileCounts& unseen, DrawnLikelihood drawn);
  // He drew and then threw kind d (`thrown`, the throw's probability), as one step: the draw is
  // proposed with odds pool[k] × guide(hand + k) (a cheap stand-in for the throw's probability) and
  // the weight corrected to the exact one. A hypothesis without d must have drawn it.
  void DrawAndThrow(const TileCounts& unseen, Tile d, DrawnLikelihood drawn, ActLikelihood thrown,
                    absl::FunctionRef<double(const TileCounts&)> guide);
  // Any other act, showing `shows` from his hand: when no hypothesis holds them, each is given
  // them by force in place of others it holds. `cache`: keep its probability by hand (a costly
  // act, as a throw).
  void Act(ActLikelihood act, Shown shows = {}, bool cache = false);
  // He declared a concealed kong of a kind the observer is not shown: each hypothesis holding
  // four of a kind makes it of one of those kinds (uniformly); the others get weight 0.
  void HiddenKong();
  // The copies the observer cannot place now: a hand holding more is given other cards in their
  // place in its history (a mend), and the history is weighed again at the next move.
  void Repair(const TileCounts& unseen);
  // Normalises; when every weight vanished, deals `tiles` again from `unseen`; resamples and
  // moves when the effective size falls below `resample_below` × size.
  void Settle(const TileCounts& unseen, int tiles, double resample_below);

  double EffectiveSize() const;
  const std::vector<Hypothesis>& hypotheses() const { return hypotheses_; }
  const BeliefStats& stats() const { return stats_; }
  // The log-probability of h's whole history (deal, draws, acts) under the acts seen; −inf when
  // it is impossible. What the moves weigh.
  double LogProbability(const Hypothesis& h) const;

 private:
  struct Step {
    enum class Kind : std::uint8_t { kDraw, kAct, kHiddenKong } kind;
    TileCounts unseen{};  // kDraw: the copies he could draw from, his own included
    DrawnLikelihood drawn;
    ActLikelihood act;
    Shown shows;
    // A throw's probability by hand (the costly act; duplicates after a resample and the moves'
    // histories share most of their hands), bounded by kCacheSize. Other acts are not kept.
    bool cached = false;
    mutable absl::flat_hash_map<TileCounts, ActOdds> cache;

    // 0 when the hand lacks a shown card; else the act's probability for a player mixing
    // `random_share` of random choice, and the shown cards leave `hand`.
    double Apply(TileCounts& hand, double random_share) const;
  };
  static constexpr size_t kCacheSize = 4096;
  static TileCounts PoolOf(const TileCounts& hand, const TileCounts& kongs,
                           const TileCounts& unseen, int& total);
  Tile DrawFrom(const TileCounts& pool, int total);
  double RandomShare(const Hypothesis& h) const { return styles_.random_share[h.style]; }
  // Replaces the latest card of kind `from` in h's history by one of kind `to` (h holds `from`).
  void ChangeLatest(Hypothesis& h, Tile from, Tile to);
  void Resample();
  // h's hand and concealed kongs as the first `steps` of its history leave them.
  void Rebuild(Hypothesis& h, size_t steps) const;
  void Move(Hypothesis& h);

  std::vector<Hypothesis> hypotheses_;
  std::vector<Step> steps_;
  TileCounts dealt_from_{};  // the deal's unseen copies
  int dealt_tiles_ = 0;
  TileCounts unseen_now_{};
  // The moves' odds of proposing each kind: its copies unseen now, one more each so that no kind
  // is never proposed; and their sum.
  std::array<int, kNumKinds> proposal_odds_{};
  int proposal_total_ = 0;
  void SetUnseen(const TileCounts& unseen);
  bool history_ = true;  // false for a belief built from given hands
  int moves_ = 0;
  PlayStyles styles_;
  Rng rng_;
  BeliefStats stats_;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_HAND_BELIEF_H_
