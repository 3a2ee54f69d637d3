// The offence's evaluator: for a hand and what the player sees, the chance to be
// tenpai and to win within each number of own draws left, and the points the win is worth.
//
// The model, in the spirit of seed 004's draw tree with probabilities accumulated along it and
// seed 001 table 2-1's claims turned into probabilities:
// - A step is one own draw. At a 3n+1 hand h, kind k arrives with probability
//   live_k(h) / unseen × (1 + claim ratio): live_k(h) is the copies unseen at the root less the
//   copies of k the search has drawn into h (useful tiles are drawn without replacement); the
//   pool's size stays at its root value, because the three others' discards take tiles out of
//   the pool about as fast as they take out live copies. The claim ratio is how many copies
//   the others' discards offer per copy one draw offers: `any` for a winning or a pung-type tile
//   (any discard), `left` for a chow-type one (the left player's only); a kind is pung-type when
//   h holds two copies, chow-type when it is suited and not, and an honor single is only drawn.
// - Only useful transitions are walked: a kind that lowers shanten is kept and every discard
//   that keeps the new shanten is tried; any other draw is thrown again and h stays. A tenpai
//   hand wins on each wait, by a self-draw (probability live/unseen) or a discard (× `any`).
// - Before each step the game ends by another player's win with probability `end_rate`.
// - With several discards after a useful tile, the one with the best objective for the draws
//   then left is taken: expected points, or the win probability (ties: the other one).
// Memoised by hand: a hand's curves depend only on the hand (the root fixes everything else),
// so every curve of every horizon comes out of one pass.
//
// Points are the winner's gain through core/scoring: a self-draw 3 × (1000 + 500 tai) (plus
// the dealer's extra 500 when another wins), a discard 1000 + 500 tai (plus a third of 500 for
// the chance the discarder deals), with the tai of the hand's shape and melds, 門清, 自摸,
// seat and round winds and the dealer.
#ifndef MJ16_BOT_OFFENCE_EVALUATOR_H_
#define MJ16_BOT_OFFENCE_EVALUATOR_H_

#include <array>
#include <vector>

#include "core/hand.h"
#include "core/meld.h"
#include "core/tile.h"

namespace mj16::bot {

// The longest horizon searched: a seat draws at most 14 times after the deal plus its kongs'
// replacements (55 draws, SPEC §3).
inline constexpr int kEvMaxDraws = 20;

struct EvParams {
  int max_shanten = 2;      // hands further from tenpai are not searched (the caller counts tiles)
  double claim_any = 3.0;   // copies the others' discards offer per copy drawn, any discarder
  double claim_left = 1.0;  // the same from the left player alone (chows)
  double end_rate = 0.0;    // chance per step that another player's win ends the game first
  bool by_points = true;    // choose by expected points, else by the win probability
  int max_nodes = 60000;    // a search needing more hands gives up (the caller counts tiles)
};

// Copies of each kind in the others' concealed hands (bot/reading/truth.h spells the same type).
using HeldCounts = std::array<float, kNumKinds>;

// What the search starts from. `hand.concealed` is 3n+2 for EvaluateDiscards, 3n+1 for
// EvaluateWaiting; `hand.melds` are the melds already made (scored with the win).
struct EvInput {
  Hand hand;
  TileCounts live{};  // copies of each kind not seen by the player (4 − seen, own hand seen)
  int unseen = 0;     // the pool: sum of live, or what the caller counts as drawable
  // Of the live copies, those in the others' hands (expected, or known to the wall oracle,
  // Reading::HeldByOthers): not drawable, taken out of each kind's live count and of the pool.
  HeldCounts held{};
  int draws = 0;  // own draws left, the horizon (at most kEvMaxDraws)
  Wind seat_wind = Wind::kEast;
  Wind round_wind = Wind::kEast;
  bool dealer = false;
};

// Index k = within k own draws (0..draws).
struct EvCurve {
  std::array<double, kEvMaxDraws + 1> tenpai{};
  std::array<double, kEvMaxDraws + 1> win{};
  std::array<double, kEvMaxDraws + 1> points{};
};

struct EvCandidate {
  Tile discard = kNoTile;
  int shanten = 0;        // after the discard
  bool searched = false;  // the curve is filled (within max_shanten and max_nodes)
  EvCurve curve;
};

struct EvResult {
  // One entry per distinct kind held, in kind order. Only the discards reaching the fewest
  // shanten are searched.
  std::vector<EvCandidate> candidates;
  int nodes = 0;          // distinct hands the search visited
  bool searched = false;  // some candidate was searched
};

// Every discard of a 3n+2 hand.
EvResult EvaluateDiscards(const EvInput& input, const EvParams& params);

// A 3n+1 hand as it stands (passing on a claim); `searched` false beyond max_shanten or
// max_nodes.
struct EvWaiting {
  int shanten = 0;
  bool searched = false;
  EvCurve curve;
};
EvWaiting EvaluateWaiting(const EvInput& input, const EvParams& params);

// The objective the search maximises, at the horizon `draws`.
double EvObjective(const EvCurve& curve, int draws, const EvParams& params);

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_EVALUATOR_H_
