// What each opponent holds, inferred from how he played (issue 49, docs/reading.md "The
// belief"): one HandBelief per other seat, kept through a game from every referee line the
// observer receives. His draws add a card to each hypothesis; his throws, claims and kongs weigh
// it by their probability under the opponent policy (opponent_policy.h); a card offered to him
// and let go weighs it by the chance of passing on it (a win let go nearly rules the hand out);
// every card seen elsewhere keeps it consistent (HandBelief::Repair). Tenpai odds and each kind's
// chance to complete his hand are weighted shares of the hypotheses.
//
// Data flows one way: the caller applies a line to its TableView, then hands both here.
#ifndef MJ16_BOT_READING_BELIEF_H_
#define MJ16_BOT_READING_BELIEF_H_

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "bot/reading/hand_belief.h"
#include "bot/reading/opponent_policy.h"
#include "bot/reading/waits.h"
#include "core/game/legal.h"
#include "core/protocol.h"
#include "core/table_view.h"

namespace mj16::bot {

struct BeliefParams {
  int hypotheses = 256;         // per opponent
  double resample_below = 0.5;  // resample when the effective size falls below this share
  int moves = 24;               // Metropolis–Hastings steps per hypothesis after a resample
  // Each opponent's share of random play (none, half, all: opponents who play by another rule,
  // or by none) as part of each hypothesis, with a prior; a game's posterior becomes the next
  // game's prior. Off: the policy alone (it read better on every line-up measured).
  bool adaptive_styles = false;
  bool weigh_throws = true;  // the events the belief weighs, each measured alone
  bool weigh_claims = true;  // claims made and claims let go
  bool weigh_wins = true;    // wins let go, a discard's or a self-draw's
  OpponentPolicyParams policy;
};

class Belief {
 public:
  explicit Belief(const BeliefParams& params, std::uint64_t seed = 0x49);

  // A referee line after `view` applied it. Lines of a game the belief did not see dealt are
  // ignored until the next deal.
  void Observe(const Message& m, const TableView& view);

  // Whether a game is being followed (from its deal to its end).
  bool active() const { return active_; }
  // The hypotheses over position p's hand (1..4, not the observer's); null when none.
  const HandBelief* of(int p) const { return hands_[p - 1] ? &*hands_[p - 1] : nullptr; }
  // P(position p is tenpai) and, per kind, P(the kind completes his hand); his melds from view.
  double Tenpai(int p, const TableView& view) const;
  WaitShare Wins(int p, const TableView& view) const;

 private:
  struct Offer {
    Tile tile = kNoTile;
    int from = 0;      // the discarder, or the seat adding to a kong
    bool rob = false;  // an added kong's card: only a win may take it
  };
  // The open offer is over: `claimant` (0: none) took it by `taken` (null: nobody took it).
  void Resolve(const TableView& view, int claimant, const game::LegalAnswer* taken);
  // Deals every other seat's hypotheses at the start of a game.
  void Start(const TableView& view);
  // Brings p's hypotheses up to his draws on view but the last `keep` of them (for the act that
  // follows), and returns how many it kept.
  int CatchUp(int p, const TableView& view, const TileCounts& unseen_before, int keep = 0);
  // Position p (not ours) threw kind d: his draws since he last acted, the throw.
  void Threw(int p, const TableView& view, const TileCounts& unseen, Tile d);
  // The game is over: each opponent's style shares become the next game's prior.
  void Finish();
  // A draw's factor: a complete hand not won was a self-drawn win let go.
  DrawnLikelihood DrawnFor(int melds_needed) const;

  BeliefParams params_;
  std::shared_ptr<const OpponentPolicy> policy_;  // shared with the acts the beliefs keep
  PlayStyles styles_;
  std::uint64_t seed_;
  int games_ = 0;
  bool active_ = false;
  int me_ = 0;
  std::array<std::optional<HandBelief>, 4> hands_;
  std::array<int, 4> draws_{};                      // draws caught up, per position
  std::array<std::vector<double>, 4> style_prior_;  // per position, from the games before
  std::optional<Offer> offer_;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_BELIEF_H_
