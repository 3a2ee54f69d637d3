// The probabilities of seed 000 §3.5 ("機率公式"): a kind with i copies whose place is unknown is
// drawn with P = i / (S + x), where S is the number of tiles still drawable and x the concealed
// tiles of the other three players. The seed names four probabilities — draw, chow, pung, win — but
// writes out only the draw; the other three are our reading of it, per go-around:
//   chow: the left player's discard is the kind: P × 3y/x (y: the left player's concealed tiles,
//         so a left player holding the average share gives P);
//   pung: any of the three opponents' discards is the kind: 3P;
//   win:  drawn or discarded by anyone: P + 3P.
// The discard weights are settings, so that a tuning sweep can change the model.
#ifndef MJ16_BOT_OFFENCE_PROBABILITY_H_
#define MJ16_BOT_OFFENCE_PROBABILITY_H_

#include "core/hand.h"
#include "core/tile.h"

namespace mj16::bot {

// What one player can know about where the tiles are.
struct Visibility {
  TileCounts unknown{};   // i per kind: 4 minus every copy the player has seen (own hand included)
  int drawable = 0;       // S: tiles left in the live wall
  int hidden_others = 0;  // x: concealed tiles in the other three hands
  int hidden_left = 0;    // y: concealed tiles in the left player's hand
};

struct ProbabilityWeights {
  double chow_discard = 1.0;  // how much a left player's discard counts against one own draw
  double pung_discard = 1.0;  // how much one opponent's discard counts against one own draw
};

class ProbabilityModel {
 public:
  ProbabilityModel(const Visibility& v, const ProbabilityWeights& w);

  double Draw(Tile t) const { return per_copy_ * v_.unknown[t]; }
  double Chow(Tile t) const { return Draw(t) * chow_share_; }
  double Pung(Tile t) const { return Draw(t) * 3 * w_.pung_discard; }
  double Win(Tile t) const { return Draw(t) + Pung(t); }
  // Completing an incomplete group: drawn, or claimed by chow (chow-type) or pung (pair).
  double CompleteChow(Tile t) const { return Draw(t) + Chow(t); }
  double CompletePung(Tile t) const { return Draw(t) + Pung(t); }

  const Visibility& visibility() const { return v_; }

 private:
  Visibility v_;
  ProbabilityWeights w_;
  double per_copy_ = 0;    // 1 / (S + x)
  double chow_share_ = 0;  // 3y/x, weighted
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_PROBABILITY_H_
