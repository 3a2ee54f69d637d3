// Shanten numbers, effective tiles and discard efficiency by table lookup (seed 001 §2.1–2.4).
//
// Every function takes the concealed tiles as counts (at most 4 of a kind) and the number of
// melds still to be formed, melds_needed = 5 - (exposed melds and kongs), 0..5. The hand should
// hold at most 3 * melds_needed + 2 tiles; larger hands get a formula value without meaning.
//
// Shanten, exactly: the fewest tiles that must be brought in so that the hand contains
// melds_needed melds and one pair, minus one; -1 = complete. The target hand may hold at most 4
// copies of a kind counting the copies already held, so a kind whose 4 copies are all in the
// hand cannot be waited on; tiles seen elsewhere do not change shanten. With 4 melds needed
// 1111m123p112233s and 11112222333444z are 1-shanten.
//
// Effective tiles (有效牌, seed 001 §2.2) of a hand of 3n+1 tiles: the kinds t with
// shanten(hand + t) < shanten(hand), the 3n+2 hand's shanten by the same formula; that is the
// union over every optimal decomposition and every pair position (§2.2 fig 2-3, §2.3.3
// fig 2-11). Never a kind whose 4 copies are all held.
//
// All functions are thread-safe and allocate nothing; the tables are embedded in the binary.
#ifndef MJ16_TABLES_SHANTEN_H_
#define MJ16_TABLES_SHANTEN_H_

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/tile.h"

namespace mj16::tables {

// The same type as mj16::TileCounts (core/hand.h); repeated so the tables need only tile.h.
using TileCounts = std::array<std::uint8_t, kNumKinds>;

// A set of tile kinds: bit t is kind t (0..33).
using TileMask = std::uint64_t;
constexpr TileMask TileBit(Tile t) { return TileMask{1} << t; }
inline constexpr int kMaxMeldsNeeded = 5;

// Shanten number: -1 (complete) up to 10 for a 16- or 17-tile hand (16 for an empty one).
int Shanten(const TileCounts& hand, int melds_needed);

// Shanten and effective kinds in one call. The effective set follows the same formula for any
// hand size; for a 3n+2 hand it names the draws that would lower shanten before discarding
// (AnalyzeDiscards is usually what a 3n+2 hand wants).
struct ShantenInfo {
  int shanten = 0;
  TileMask effective = 0;
};
ShantenInfo Analyze(const TileCounts& hand, int melds_needed);

// The waits of a 3n+1 hand: its effective kinds when it is tenpai, none otherwise.
inline TileMask TenpaiWaits(const TileCounts& hand, int melds_needed) {
  const ShantenInfo info = Analyze(hand, melds_needed);
  return info.shanten == 0 ? info.effective : 0;
}

// How much an effective tile is worth per live copy (seed 001 §2.2.4). A pung-type tile can be
// claimed from any player's discard, a chow-type one only from the left player's (or drawn).
struct EffectiveWeights {
  double chow = 2.0;
  double pung = 4.0;
};
// Defaults are seed 001 table 2-1: normal phase chow 2 / pung 4, tenpai 1 / 1 (any discard that
// completes a tenpai hand wins, whoever throws it).
struct ScoreWeights {
  EffectiveWeights normal{2.0, 4.0};
  EffectiveWeights tenpai{1.0, 1.0};
};

// Live copies and score of a set of effective kinds for a 3n+1 hand.
//   visible: every tile the player can see, own concealed hand included (discards, every exposed
//            meld, own concealed kongs, ...); live(t) = max(0, 4 - visible[t]).
//   type:    kind t is pung-type when the hand holds at least 2 copies of t (so a discard of t
//            can be punged: seed 001 fig 2-5(b)), otherwise chow-type (fig 2-5(a); also a lone
//            honor or a pair completion, which only a draw or a win claim brings).
//   score:   sum over effective t of live(t) * weight(type(t)), with weights.tenpai when the
//            hand is tenpai (shanten 0), else weights.normal.
struct Efficiency {
  int shanten = 0;
  TileMask effective = 0;
  int live = 0;  // sum of live(t) over the effective kinds
  double score = 0.0;
};
Efficiency Evaluate(const TileCounts& hand, int melds_needed, const TileCounts& visible,
                    const ScoreWeights& weights = {});

// Unseen copies of the given kinds: sum of max(0, 4 - visible[t]).
int LiveCount(TileMask kinds, const TileCounts& visible);

// One candidate discard of a 3n+2 hand: the hand after discarding it, evaluated as above.
// No member initializers: DiscardList leaves the unused entries unwritten, for speed.
struct DiscardInfo {
  Tile discard;
  int shanten;
  TileMask effective;
  int live;
  double score;
};

// One entry per distinct kind held, in kind order (items[0..size)); no allocation.
struct DiscardList {
  std::array<DiscardInfo, kNumKinds> items;
  int size = 0;

  const DiscardInfo* begin() const { return items.data(); }
  const DiscardInfo* end() const { return items.data() + size; }
  const DiscardInfo& operator[](int i) const { return items[i]; }
};

// The kinds of which a hand holds exactly `copies` copies (0..4), in a few vector instructions.
TileMask KindsHolding(const TileCounts& hand, int copies);

// Every kind held, as a mask.
inline constexpr TileMask kAllKinds = (TileMask{1} << kNumKinds) - 1;

// The discards of a 3n+2 hand that leave it the fewest shanten, and that number: one lookup per
// distinct kind held, without the effective tiles AnalyzeDiscards also works out.
struct FewestShanten {
  int shanten = 99;    // 99: the hand is empty
  TileMask kinds = 0;  // the kinds whose discard reaches it
};
FewestShanten FewestShantenDiscards(const TileCounts& hand, int melds_needed);

// The fewest shanten a 3n+2 hand reaches with one discard.
inline int MinShantenAfterDiscard(const TileCounts& hand, int melds_needed) {
  return FewestShantenDiscards(hand, melds_needed).shanten;
}

// Every discard of a hand of 3 * melds_needed + 2 tiles (a 17-tile hand when nothing is
// exposed) in one call: what the bot asks every turn. `visible` as for Evaluate, taken before
// the discard (the discarded tile stays visible). The second form counts only the hand itself
// as visible. `kinds` restricts the list to the discards of those kinds (held ones), for a caller
// that knows the others cannot be its choice (FewestShantenDiscards).
DiscardList AnalyzeDiscards(const TileCounts& hand, int melds_needed, const TileCounts& visible,
                            const ScoreWeights& weights = {}, TileMask kinds = kAllKinds);
DiscardList AnalyzeDiscards(const TileCounts& hand, int melds_needed);

// Sets `live` and `score` of every entry of `list` (discards of `hand`, their shanten and
// effective kinds as AnalyzeDiscards gives them) for `visible` and `weights`: the entries
// AnalyzeDiscards would give with those, for a caller that kept the effective kinds of a hand
// and sees other tiles now.
void ScoreDiscards(const TileCounts& hand, const TileCounts& visible, const ScoreWeights& weights,
                   DiscardList& list);

// Maps every page of the tables into the process now: they are 33 MB embedded in the
// executable, and a fresh process would otherwise take a page fault on each page its first
// lookups touch, during its first answers. One madvise(MADV_POPULATE_READ) per table (a read of
// one byte per page where the kernel lacks it); returns the bytes covered.
std::size_t Prefault();

}  // namespace mj16::tables

#endif  // MJ16_TABLES_SHANTEN_H_
