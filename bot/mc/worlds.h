// Sampled worlds (determinization, seed 001 §3.2): full-information
// positions (playout.h) consistent with everything a TableView shows. Our own hand and melds are
// exact; every meld, discard and the river are as shown; each other seat holds exactly the
// concealed count the view infers, and those hands and the wall (live_wall() cards plus the 16 of
// the dead wall, in random order) are a uniform deal of the unseen copies (4 − Seen() per kind).
//
// Another seat's concealed kong (`/gong p 0` shows no cards): its kind is drawn uniformly among
// the kinds whose four copies are all unseen, before the deal; the kong is then a concealed kong
// of that kind in the world.
//
// Constraints are rejection: a world is drawn again, up to `max_tries` times in all, while it
// fails one; after the last try the world is kept as it is (counted in SampleStats). Built in:
// a kind another seat let go since his last draw is not a win for his sampled hand (the
// defence's finding, bot/reading/danger.h PassedSinceDraw); a seat who made a claim since his last
// draw is left out of it, since the discards he let go may predate the hand he holds now. `accept`
// is the hook for more.
//
// With `opponent_model` (opponent_model.h) the deal is not uniform: each other seat's shanten
// class is drawn from the model at the view's go-around and his melds shown, and his concealed
// hand is built to it from the unseen copies; the wall is a uniform order of the rest. The let-go
// rule then redraws that seat's shanten and hand (up to `max_tries` times), so the evidence of
// his let-go discards weighs on his shanten as a rejection of the whole world would.
//
// The phase: on our own turn (3n+2 tiles held) the world is kAfterDraw (the drawn card held) or,
// after a chow / pung or on the dealer's first turn, kAfterClaim, so the engine would ask our
// seat's discard next; the search applies the candidate itself (ApplyDiscard). With another
// seat's discard on offer, it is kOffer, turn and discarder that seat.
#ifndef MJ16_BOT_MC_WORLDS_H_
#define MJ16_BOT_MC_WORLDS_H_

#include <array>
#include <cstdint>
#include <functional>
#include <optional>

#include "absl/status/statusor.h"
#include "bot/mc/opponent_model.h"
#include "bot/mc/playout.h"
#include "bot/reading/model.h"
#include "core/hand.h"
#include "core/rng.h"
#include "core/table_view.h"
#include "core/tile.h"
#include "tables/shanten.h"

namespace mj16::bot::mc {

class ShantenModel;

// The generator of world `index` for `seed`: world i does not depend on how many were drawn
// before it, so candidates, rounds and threads can share worlds by index.
inline Rng WorldRng(std::uint64_t seed, std::uint64_t index) {
  Rng mix(seed ^ (index * 0xd1b54a32d192ed03ULL));
  return Rng(mix.Next());
}

struct WorldOptions {
  bool passed_not_wait = true;  // the let-go rule above
  int max_tries = 32;           // draws of one world under the constraints, at least 1
  // More rejection: false draws the world again. `seat` is ours (0..3).
  std::function<bool(const Position& world, int seat)> accept;
  // The opponent-shanten model (ShantenModel::Default() in play); null: uniform deals. Not
  // owned: it outlives the sampler.
  const ShantenModel* opponent_model = nullptr;
  int model_tries = 16;  // constructions of one hand to its sampled shanten before a fallback
  // With the model, what a seat's discards say (the model reads the go-around, his melds and
  // his discards): his odds of tenpai are multiplied by
  // exp(early_middle_logit × e + early_middle_meld_logit × e × m), e his middle tiles beyond two
  // among his first six discards (bot/reading/threat.h EarlyMiddleExcess) and m his melds shown:
  // the tenpai model's own terms for them. 0 and 0: the table alone.
  double early_middle_logit = 0;
  double early_middle_meld_logit = 0;
  // With the model, how much likelier each class of kind is in his hand than its unseen copies
  // say: honours, 1 and 9, 2 and 8, 3 to 7 (opponent_model.h KindWeights). All 1: as likely.
  std::array<double, 4> kind_weights = {1, 1, 1, 1};
  // Measurement only (the oracle, bot/reading/truth.h): seats (0..3) whose concealed hands are
  // known are dealt exactly these; the unseen rest goes to the other seats and the wall. A hand
  // of the wrong size or not among the unseen copies is ignored.
  std::array<std::optional<TileCounts>, 4> known_hands;
};

struct SampleStats {
  int worlds = 0;
  int tries = 0;       // draws, rejected ones included
  int unaccepted = 0;  // worlds kept after max_tries failed draws
  // With the opponent model: hands built, and those kept off their sampled shanten class.
  int model_hands = 0;
  int model_fallbacks = 0;
};

class WorldSampler {
 public:
  // Fails when the view is not a decision point (our 3n+2 turn or another seat's discard on
  // offer) or its counts do not add up to 136.
  static absl::StatusOr<WorldSampler> Create(const TableView& view,
                                             const WorldOptions& options = {});

  // Overwrites `world` with a fresh sample from `rng`.
  void Sample(Rng& rng, Position& world, SampleStats* stats = nullptr) const;

  int seat() const { return seat_; }              // ours, 0..3
  bool own_turn() const { return own_turn_; }     // else a discard is on offer
  const Position& base() const { return base_; }  // the public part; hidden hands empty
  // Held by the three others (concealed kongs' cards excluded) and the wall, per kind.
  const TileCounts& unseen() const { return unseen_; }
  // The factor on seat `s`'s (0..3) odds of tenpai from his discards; 1 for ours.
  double tenpai_odds(int s) const { return tenpai_odds_[s]; }

 private:
  WorldSampler() = default;
  // One draw: uniform, or with the opponent model.
  void Draw(Rng& rng, Position& world, SampleStats* stats) const;
  // `seat`'s concealed hand by the model, taken from `pool`.
  void ModelHand(int seat, Rng& rng, TileCounts& pool, TileCounts& hand, SampleStats* stats) const;
  bool Accepted(const Position& world) const;

  Position base_;
  int seat_ = 0;
  bool own_turn_ = false;
  TileCounts unseen_{};                    // the copies to deal, hidden kongs' kinds included
  std::array<int, 4> hand_size_{};         // concealed tiles per seat (0 for ours: exact)
  std::array<int, 4> hidden_kongs_{};      // per seat
  int wall_size_ = 0;                      // live_wall() + the dead wall
  std::array<std::uint64_t, 4> passed_{};  // kinds each seat let go since his last draw
  std::array<int, 4> melds_shown_{};       // per seat, hidden kongs included (the model's m)
  std::array<double, 4> tenpai_odds_ = {1, 1, 1, 1};
  std::array<bool, 4> known_{};  // options_.known_hands[seat] is dealt as it is
  int go_around_ = 1;            // the view's (the model's g)
  // options_.kind_weights per kind (opponent_model.h KindWeights), as the weights of the
  // groups a hand is built from: all 1 when every class's is.
  GroupWeights group_weights_;
  WorldOptions options_;
};

// Worlds 0..worlds−1 of `seed` (WorldRng), one at a time: `visit(i, world, waits)` gets world i
// and its winning kinds by seat (0 for ours and for a seat not tenpai).
template <class Visit>
void ForEachWorld(const WorldSampler& sampler, int worlds, std::uint64_t seed, Visit&& visit) {
  Position world;
  for (int i = 0; i < worlds; ++i) {
    Rng rng = WorldRng(seed, static_cast<std::uint64_t>(i));
    sampler.Sample(rng, world);
    std::array<tables::TileMask, 4> waits{};
    for (int s = 0; s < 4; ++s) {
      const SeatTiles& other = world.seats[s];
      if (s != sampler.seat()) waits[s] = tables::TenpaiWaits(other.concealed, other.MeldsNeeded());
    }
    visit(i, static_cast<const Position&>(world), waits);
  }
}

// The same, `visit(i, waits)` seeing the waits alone. What every reading of the worlds counts
// from.
template <class Visit>
void ForEachWorldWaits(const WorldSampler& sampler, int worlds, std::uint64_t seed, Visit&& visit) {
  ForEachWorld(sampler, worlds, seed,
               [&visit](int i, const Position&, const std::array<tables::TileMask, 4>& waits) {
                 visit(i, waits);
               });
}

// mc_learned_worlds' rule for the worlds (WorldOptions::accept): each opponent's hand in a world
// drawn for `view` by `worlds` is kept with a probability that moves the worlds' tenpai rate and
// waits towards `learned` (the learned reading's estimates by seat): its likelihood ratio against
// the sampler's own rates, measured on a pilot of worlds drawn from `seed`, raised to `strength`
// (1: all the way, up to a cap). Null when `strength` is not positive or the view has no worlds.
std::function<bool(const Position&, int)> LearnedWorldsRule(
    const TableView& view, const WorldOptions& worlds,
    const std::array<OpponentEstimate, 4>& learned, std::uint64_t seed, double strength);
// Draws of a world before one is kept unaccepted, under LearnedWorldsRule.
inline constexpr int kLearnedWorldsTries = 128;

// Our seat (`world.turn`, in kAfterDraw or kAfterClaim) throws `t`, a kind it holds: the
// position becomes kOffer as the engine's own discard step leaves it.
void ApplyDiscard(Position& world, Tile t, int dead_wall = 16);

}  // namespace mj16::bot::mc

#endif  // MJ16_BOT_MC_WORLDS_H_
