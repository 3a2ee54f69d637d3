// The playout engine: a full-information game from any position to its end, under the rules
// the game engine plays (core/game/: game.cc, game_state.cc, legal.cc, wall.h; SPEC §2):
//   - draws from the front of the wall, kong replacements from the back; the game is drawn when
//     only rules.dead_wall cards are left (鐵八墩), checked before each draw;
//   - after a draw (and on the dealer's first turn): a self-drawn win, then concealed or added
//     kongs while a replacement can be drawn (an added kong first open to robbing when
//     rules.robbing_kong), each followed by a replacement and the same questions again; then
//     the discard. After a chow or pung: only the discard;
//   - a discard: wins in play order from the discarder (the nearest only, unless
//     rules.multiple_winners), then per seat in that order an open kong (not by the next seat,
//     and only while a replacement can be drawn) or a pung, then a chow by the next seat only;
//   - a win is scored as the referee scores it (score.h, equal to core/scoring's ScoreWin) and
//     paid by core/scoring's Settle: the discarder alone, or all three on a self-draw.
// Everything is kind counts in fixed arrays: a Run copies its start position into a buffer it
// reuses and allocates nothing (but an engine's memo of the hands it has seen, once).
#ifndef MJ16_BOT_MC_PLAYOUT_H_
#define MJ16_BOT_MC_PLAYOUT_H_

#include <array>
#include <cstdint>
#include <span>

#include "absl/status/status.h"
#include "bot/mc/policy.h"
#include "core/hand.h"
#include "core/meld.h"
#include "core/rules.h"
#include "core/scoring.h"
#include "core/tile.h"
#include "tables/shanten.h"

namespace mj16::bot::mc {

inline constexpr int kWallCards = kNumKinds * kCopies;  // 136
inline constexpr int kDealtCards = 16 * 4 + 1;          // the dealer's 17 and three times 16

// What happens next.
enum class Phase : std::uint8_t {
  kDraw,        // `turn` draws (or the game is drawn when only the dead wall is left)
  kAfterDraw,   // `turn` has drawn `drawn` (the dealer's 17th card on the first turn): may win,
                // kong, then discards
  kAfterClaim,  // `turn` has chowed or punged: discards
  kOffer,       // `discarder`'s `discard` is open to claims
};

struct SeatTiles {
  TileCounts concealed{};
  std::array<Meld, kMeldsToWin> melds{};  // the first num_melds, in the order made
  int num_melds = 0;
  bool has_discarded = false;  // its first turn is over (天胡 / 地胡 / 人胡)

  int MeldsNeeded() const { return kMeldsToWin - num_melds; }
  std::span<const Meld> Melds() const { return {melds.data(), static_cast<size_t>(num_melds)}; }
};

// The whole truth at one moment. Seats are 0..3; play passes from s to (s + 1) % 4.
struct Position {
  std::array<SeatTiles, 4> seats;
  // The cards not taken yet are wall[front..back): draws take wall[front], kong replacements
  // wall[back - 1].
  std::array<Tile, kWallCards> wall{};
  int front = 0;
  int back = 0;
  TileCounts river{};  // discards nobody claimed, the one on offer included

  Phase phase = Phase::kAfterDraw;
  int turn = 0;                   // the seat to act on its own hand (kDraw: the seat to draw)
  Tile drawn = kNoTile;           // kAfterDraw: the card just drawn, held by `turn`
  bool after_kong = false;        // kAfterDraw: `drawn` was a kong replacement
  Tile discard = kNoTile;         // kOffer
  int discarder = -1;             // kOffer
  bool discard_was_last = false;  // kOffer: made with no card left to draw (河底撈魚)

  int dealer = 0;
  Wind round_wind = Wind::kEast;
  bool melded = false;  // any chow, pung or kong so far: 天胡 / 地胡 / 人胡 are over
  int draws = 0;        // draws after the deal, replacements included (only > 0 matters)
  // Per seat, the kinds it let go from others' discards since its last draw or claim: public,
  // and never its win while its hand is the same, since every policy takes every win
  // (bot/reading/danger.h PassedSinceDraw). What a fold looks for.
  std::array<tables::TileMask, 4> passed{};

  int WallLeft() const { return back - front; }
};

// A fresh deal as the referee's Start(): `wall` is the 136 kinds in wall order (e.g. the kinds
// of game::ShuffledCards(seed)); the dealer takes the first 17, then each other seat in play
// order 16; the dealer's 17th card plays the part of a draw.
Position FreshDeal(std::span<const Tile> wall, int dealer, Wind round_wind = Wind::kEast);

// Whether a position can be played: four copies of every kind among the hands, melds, river and
// wall; hand sizes that fit the melds and the phase; the fields the phase needs.
absl::Status CheckPosition(const Position& position);

enum class End : std::uint8_t { kSelfDraw, kDiscardWin, kRobbedKong, kExhaustiveDraw };

struct PlayoutResult {
  End end = End::kExhaustiveDraw;
  std::array<int, 4> delta{};    // points per seat, summing to zero
  int num_winners = 0;           // more than one only with rules.multiple_winners
  std::array<int, 3> winners{};  // in play order from the discarder
  std::array<int, 3> tai{};      // per winner
  int from = -1;                 // the discarder (or the robbed kong's owner); -1 otherwise
  Tile tile = kNoTile;           // the winning tile
  WinContext context;            // the first winner's, as scored
};

class Playout {
 public:
  explicit Playout(const RuleSet& rules = RuleSet{}) : rules_(rules) {}

  // Plays `start` (a position CheckPosition accepts) to the end, seat s asking policies[s].
  PlayoutResult Run(const Position& start, const std::array<const PlayoutPolicy*, 4>& policies);

  // Plays `start` like Run but stops before the first draw once `draws` draws have been made
  // since the deal: true with state() there (phase kDraw), false when the game ended first.
  bool PlayUntilDraws(const Position& start, const std::array<const PlayoutPolicy*, 4>& policies,
                      int draws);

  // Where the last Run ended; a winning tile is in the (nearest) winner's hand.
  const Position& state() const { return pos_; }

 private:
  void Start(const Position& start, const std::array<const PlayoutPolicy*, 4>& policies);
  // Plays until the game ends (false) or a draw is due with stop_draws made (true).
  bool Play(PlayoutResult& result, int stop_draws);
  bool CanDraw() const { return pos_.WallLeft() > rules_.dead_wall; }
  DecisionView View(int seat) const;
  const PlayoutPolicy& PolicyOf(int seat) const { return *policies_[seat]; }
  // The seat's wait when it holds 3n+1 tiles: shanten and effective kinds (the wins at 0). Kept
  // for every seat from its last discard (or kong) until its next draw or claim, so that a
  // self-drawn win too is told by the wait before the draw.
  void UpdateWait(int seat);
  // The same at the start for `hand` (the seat's, but for the card just drawn), from the last
  // Run's when the seat's hand is the same: a world is played for every candidate, and the
  // other seats' hands start the same each time.
  void StartWait(int seat, const TileCounts& hand);
  bool WinsOn(int seat, Tile t) const {
    // A waiting hand at shanten 0 wins on exactly its effective kinds.
    return wait_[seat].shanten == 0 && (wait_[seat].effective & tables::TileBit(t)) != 0;
  }

  void DrawFront();
  void DrawReplacement(int seat);
  // Own turn after a draw; true when the game ended.
  bool OwnTurn(PlayoutResult& result);
  void DiscardStep();
  // Claims on the open discard; true when the game ended.
  bool Claims(PlayoutResult& result);
  bool RobKong(int kong_seat, Tile t, PlayoutResult& result);
  void AddMeld(int seat, MeldType type, Tile tile, Tile claimed);
  // The discard on offer leaves the river for `seat`'s new meld; `seat` has the turn.
  void TakeDiscard(int seat);

  void SelfDrawWin(PlayoutResult& result);
  void DiscardWins(std::span<const int> winners, int from, Tile t, bool robbed,
                   PlayoutResult& result);
  // Scores the winner's hand (holding the winning tile), adds the payments; returns the tai.
  int PayWin(int winner, int from, const WinContext& ctx, PlayoutResult& result);

  RuleSet rules_;
  Position pos_;
  std::array<const PlayoutPolicy*, 4> policies_{};
  TileCounts public_{};  // river plus the tiles of exposed melds
  std::array<tables::ShantenInfo, 4> wait_{};
  struct KnownWait {
    TileCounts hand{};
    int melds_needed = -1;
    tables::ShantenInfo wait;
  };
  std::array<KnownWait, 4> start_waits_{};
  // Efficiency's analysis of the hands seen, for the policies: the same hands come again from
  // one Run to the next.
  mutable EfficiencyMemo memo_;
};

}  // namespace mj16::bot::mc

#endif  // MJ16_BOT_MC_PLAYOUT_H_
