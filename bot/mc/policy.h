// Playout policies: how each seat plays in a playout (playout.h). A policy is asked per
// decision with what that seat knows: its own concealed tiles and melds, and what is public.
// The engine asks only questions whose answer can be yes (a legal claim, a legal kong), in the
// referee's order, and applies the answer; a policy never sees another seat's hidden tiles.
//
// EfficiencyPolicy is builtin:efficiency (tools/players/efficiency_player.h) decision for
// decision: its discard order over tables::AnalyzeDiscards with the seat's own visible counts,
// its claim rule (baseline.h: chow / pung when the shanten after the meld and its best discard
// is strictly lower than now, kongs when not higher) and every win taken.
// EfficiencyFoldPolicy adds a cheap fold: late in the game a hand far from tenpai throws what
// the others let go since their last draw, else the kind most of whose copies it has seen.
//
// Policies keep no state between calls and allocate nothing, so one object may serve all four
// seats and any number of playouts on one thread.
#ifndef MJ16_BOT_MC_POLICY_H_
#define MJ16_BOT_MC_POLICY_H_

#include <optional>
#include <span>

#include "bot/offence/efficiency.h"
#include "core/hand.h"
#include "core/meld.h"
#include "core/tile.h"
#include "tables/shanten.h"

namespace mj16::bot::mc {

// What one seat knows when it decides. The pointers are valid for the call only.
struct DecisionView {
  int seat = 0;
  const TileCounts* hand = nullptr;  // own concealed tiles
  std::span<const Meld> melds;       // own melds (concealed kongs included), in the order made
  int melds_needed = kMeldsToWin;
  // On another seat's discard (3n+1 tiles): the hand's shanten as it waits.
  int shanten = 0;
  // Unclaimed discards and the tiles of every exposed meld (not other seats' concealed kongs).
  const TileCounts* public_tiles = nullptr;
  int wall_left = 0;  // cards not taken yet, the dead wall included
  // Per seat (0..3), the kinds it let go since its last draw or claim (Position::passed); null
  // when unknown.
  const std::array<tables::TileMask, 4>* passed = nullptr;
  // The engine's memo of efficiency's analysis (bot/offence/efficiency.h), or null.
  EfficiencyMemo* memo = nullptr;

  // Every copy this seat has seen: own concealed tiles and concealed kongs plus the public
  // ones; what builtin:efficiency calls visible (TableView::Seen()).
  TileCounts Visible() const;
};

// A kong one's own turn allows: four concealed copies of `tile`, or an own pung of it and the
// fourth copy held (added).
struct KongOption {
  Tile tile = kNoTile;
  bool added = false;
};

// A discard: a kind held in the 3n+2 hand, and the wait the hand has after it (shanten and
// effective kinds, as tables::Analyze says) where the policy worked it out on the way, so that
// the engine need not ask the tables again.
struct PlayoutDiscard {
  // Implicit, so that a policy that works out no wait returns the kind alone.
  PlayoutDiscard(Tile t, std::optional<tables::ShantenInfo> w = std::nullopt)  // NOLINT
      : tile(t), wait(w) {}
  Tile tile;
  std::optional<tables::ShantenInfo> wait;
};

class PlayoutPolicy {
 public:
  virtual ~PlayoutPolicy() = default;
  virtual PlayoutDiscard Discard(const DecisionView& view) const = 0;
  // A legal win: self-drawn (the hand holds the drawn tile), on a discard or on an added kong's
  // tile (`tile`, not in the hand).
  virtual bool Win(const DecisionView& view, Tile tile) const = 0;
  // On one's own turn after a draw: the index of the kong to make, or -1.
  virtual int OwnKong(const DecisionView& view, std::span<const KongOption> options) const = 0;
  // On another seat's discard `tile`.
  virtual bool OpenKong(const DecisionView& view, Tile tile) const = 0;
  virtual bool Pung(const DecisionView& view, Tile tile) const = 0;
  // `lows`: the lowest kind of each chow the hand can make with `tile`, ascending. An index or
  // -1.
  virtual int Chow(const DecisionView& view, Tile tile, std::span<const Tile> lows) const = 0;
};

struct EfficiencyParams {
  tables::ScoreWeights weights;  // seed 001 table 2-1
  LayerUse layers = LayerUse::kFirst;
};

// PlayoutPolicy A: builtin:efficiency with the same options.
class EfficiencyPolicy : public PlayoutPolicy {
 public:
  explicit EfficiencyPolicy(EfficiencyParams params = {}) : params_(params) {}

  PlayoutDiscard Discard(const DecisionView& view) const override;
  bool Win(const DecisionView&, Tile) const override { return true; }
  int OwnKong(const DecisionView& view, std::span<const KongOption> options) const override;
  bool OpenKong(const DecisionView& view, Tile tile) const override;
  bool Pung(const DecisionView& view, Tile tile) const override;
  int Chow(const DecisionView& view, Tile tile, std::span<const Tile> lows) const override;

 protected:
  // The discards of the view's hand and the index of efficiency's choice among them.
  struct Analysis {
    tables::DiscardList list;
    int best = -1;
  };
  Analysis AnalyzeHand(const DecisionView& view, const TileCounts& visible) const;
  // Efficiency's discard alone (EfficiencyDiscard), without ordering the rest.
  EfficiencyThrow Choice(const DecisionView& view, const TileCounts& visible) const;
  // A fold that knows only what is public: the held kind the most other seats let go since
  // their last draw (safe against them), then the one with the most copies seen (the fewest
  // left to wait on), efficiency's order breaking ties.
  PlayoutDiscard SafestHeld(const DecisionView& view, const Analysis& a,
                            const TileCounts& visible) const;
  const EfficiencyParams& params() const { return params_; }

 private:
  EfficiencyParams params_;
};

// PlayoutPolicy B: efficiency, but a hand whose best discard leaves it `fold_shanten` or more from
// tenpai once fewer than `fold_below` cards are left in the wall (the dead wall included: the
// default 40 is about go-around 8) throws SafestHeld. Claims and wins as efficiency.
class EfficiencyFoldPolicy : public EfficiencyPolicy {
 public:
  explicit EfficiencyFoldPolicy(int fold_below = 40, int fold_shanten = 2,
                                EfficiencyParams params = {})
      : EfficiencyPolicy(params), fold_below_(fold_below), fold_shanten_(fold_shanten) {}

  PlayoutDiscard Discard(const DecisionView& view) const override;

 private:
  int fold_below_;
  int fold_shanten_;
};

// PlayoutPolicy C, for our own seat once it has chosen to fold (search.h's push-or-fold): every
// discard is SafestHeld, no claim or kong is made, and a win that comes is taken. Ours: what a
// folded hand does for the rest of the game, so that a fold is played out as a fold.
class FoldPolicy : public EfficiencyPolicy {
 public:
  using EfficiencyPolicy::EfficiencyPolicy;

  PlayoutDiscard Discard(const DecisionView& view) const override;
  int OwnKong(const DecisionView&, std::span<const KongOption>) const override { return -1; }
  bool OpenKong(const DecisionView&, Tile) const override { return false; }
  bool Pung(const DecisionView&, Tile) const override { return false; }
  int Chow(const DecisionView&, Tile, std::span<const Tile>) const override { return -1; }
};

}  // namespace mj16::bot::mc

#endif  // MJ16_BOT_MC_POLICY_H_
