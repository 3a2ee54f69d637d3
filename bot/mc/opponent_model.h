// The opponent-shanten model of sampled worlds (seed 001 §3.1–3.2).
//
// Uniform deals give the other seats hands far from tenpai, so in playouts nobody threatens us.
// Instead each other seat's shanten is drawn from P(shanten = s | go-around g, melds shown m),
// s in {0, 1, 2, 3+}, counted by tools/calibrate from self-play with the referee's truth (the
// discarder's hand after each discard) and shipped as bot/mc/data/shanten_table.txt, embedded in
// the binary at build time. Then a hand of that shanten is built from the unseen copies (seed
// 001 §3.2.2, table 3-2): complete groups, partial groups and a pair drawn only among those the
// unseen copies still allow, weighted by the number of ways to take each from them, the rest
// filled uniformly, kept when tables::Shanten says it has the target shanten.
#ifndef MJ16_BOT_MC_OPPONENT_MODEL_H_
#define MJ16_BOT_MC_OPPONENT_MODEL_H_

#include <array>
#include <cstdint>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/hand.h"
#include "core/rng.h"

namespace mj16::bot::mc {

inline constexpr int kModelGoArounds = 16;  // rows 1..16; later go-arounds use row 16
inline constexpr int kModelMelds = 5;       // columns 0..4; 4 and 5 melds shown share column 4
inline constexpr int kShantenClasses = 4;   // 0 (tenpai), 1, 2, 3+

// Observations per (go-around, melds, shanten class); index 0 of go-around unused.
using ShantenCounts =
    std::array<std::array<std::array<long, kShantenClasses>, kModelMelds>, kModelGoArounds + 1>;

// Where an observation or a query goes in the table.
int ModelRow(int go_around);
int ModelColumn(int melds);
inline int ShantenClass(int shanten) { return shanten < 0 ? 0 : shanten > 3 ? 3 : shanten; }

// The data file: '#' comments and blank lines, then lines "g m n0 n1 n2 n3" (counts).
std::string FormatShantenTable(const ShantenCounts& counts, absl::string_view command);

class ShantenModel {
 public:
  // A row with fewer observations than this borrows the nearest better-known row: the same
  // melds one go-around earlier, else one meld fewer at the same go-around.
  static constexpr long kMinRow = 30;

  // Fails with the line number on a malformed line, an out-of-range go-around or meld count, a
  // negative count or a repeated (g, m); also when row (1, 0) has too few observations.
  static absl::StatusOr<ShantenModel> Parse(absl::string_view text);
  // The table embedded from bot/mc/data/shanten_table.txt.
  static const ShantenModel& Default();

  // P(class s | g, m) after the borrowing above; with `tenpai_odds` ≠ 1 the odds of tenpai are
  // multiplied by it and the other classes keep their proportions (evidence from the seat's
  // discards, WorldOptions::early_middle_logit).
  double Probability(int go_around, int melds, int s, double tenpai_odds = 1.0) const;
  // A class 0..3 drawn from that distribution.
  int SampleShanten(int go_around, int melds, Rng& rng, double tenpai_odds = 1.0) const;
  const ShantenCounts& counts() const { return counts_; }

 private:
  ShantenCounts counts_{};  // as read
  // Per row after borrowing: cumulative counts, the last the row's total.
  std::array<std::array<std::array<long, kShantenClasses>, kModelMelds>, kModelGoArounds + 1>
      cumulative_{};
};

// How much likelier each kind is in a hand than its unseen copies alone say, in sixteenths
// (16: as likely). Late in a game hands hold fewer honours and terminals than the unseen
// copies would give them: players throw those first. Made from weights per class of kind.
using KindWeights = std::array<int, kNumKinds>;
inline constexpr int kWeightOne = 16;
// `classes`: honours, 1 and 9, 2 and 8, 3 to 7 (each at least 1/16).
KindWeights WeightsByClass(const std::array<double, 4>& classes);
// The class of a kind in that order.
int KindClass(Tile t);

// The weights of every group and single a hand is built from, by its first kind: the product
// of its kinds' weights (all 1 without weights). Worked out once for a sampler's hands.
struct GroupWeights {
  explicit GroupWeights(const KindWeights* kinds = nullptr);

  std::array<std::int64_t, kNumKinds> single{}, pair{}, pung{}, run{}, gap{}, chow{};
};

// Builds `out`, a concealed hand of 3 * melds_needed + 1 tiles taken from `pool` (the copies
// left, decremented by what the hand takes), whose shanten class is `target`. Up to `tries`
// constructions; when none hits, the closest one found is kept (a fallback: `hit` false). An
// impossible target (3+ with a few tiles) always falls back. Every group and single is drawn
// with its ways from the pool times the `weights` of its kinds (null: all alike).
struct Generated {
  int shanten = 0;  // tables::Shanten of the hand
  bool hit = false;
};
Generated GenerateHand(TileCounts& pool, int melds_needed, int target, int tries, Rng& rng,
                       TileCounts& out, const GroupWeights& weights = GroupWeights());

}  // namespace mj16::bot::mc

#endif  // MJ16_BOT_MC_OPPONENT_MODEL_H_
