// builtin:dishu — the "distance to win" (距胡數) player of seed 003 §3.3 and §3.5, adapted from
// its 14-tile, 4-meld game to 34 kinds and 16-tile hands. docs/baselines.md.
//
// Distance (§3.3). The seed starts at 9 = 2 steps for each of 4 melds + 1 for the pair, and
// scans the sorted hand: a tile that completes a group (pung or chow) with earlier tiles −1 more
// (a group is −2 in all), a tile with one adjacent or equal partner −1, an isolated tile 0; its
// example 1 4 6 9 9m 2 3 7 7p 1 5 6 7 8s is 9 − 5 = 4. Here:
//   start      2 × melds_needed + 1 (11 for a 16-tile hand with nothing exposed);
//   the scan   per suit in rank order, at the lowest remaining kind x: a pung of x (−2), else the
//              chow x x+1 x+2 (−2), else a pair of x (−1), else x with x+1 (−1), else x alone
//              (0); honors form only pungs and pairs. A gap (x, x+2) is not a partner: the
//              seed's "相邻或者相同" (4 6m counts nothing in its example).
//   cap        (cap=true, the default) only melds_needed groups count; one pair takes the pair's
//              step; other two-tile blocks count up to the melds still missing. The seed's
//              uncapped count (cap=false) lets a 17-tile hand of many partials read as nearly
//              won — and reach 0 while not complete — which its 14-tile hands rarely show. The
//              seed's example is 4 either way.
// Distance 0 with the cap means the scan found melds_needed groups and a pair: a win.
//
// Expectation search (§3.5). Each candidate discard of the 3n+2 hand is rated by the expected
// distance after `depth` draws: a draw brings kind t with probability unseen(t) / unseen total
// (unseen = 4 − Seen, less what the search has drawn: drawing without replacement), after each
// draw but the last the player makes its best discard (the one with the least expected distance
// below it), and the last draw's 3n+2 hand is rated by its distance; a hand at distance 0 stops
// (won). depth=0 is the seed's first scheme (the distance after the discard alone), depth=2 its
// "未来 2 轮". The player discards the candidate with the smallest expected distance; ties go to
// the smaller immediate distance, then the outer tile, then the higher kind.
//
// The seed's text says it picks "平均距胡数最大的手牌"; its own justification ("该手牌能带来的利益
// 最小，最不能促进玩家胡牌": the tile that helps least) and its first scheme (choose the tile whose
// removal changes the hand least) only make sense for the tile whose discard leaves the hand
// closest to a win, so the number it maximises must be the progress (9 − distance): we minimise
// the distance.
//
// Claims (baseline.h) rate hands by the distance (no search): chow / pung when the distance after
// the meld and its best discard is strictly smaller than now; kongs when not larger; win always.
//
// Options (builtin:dishu:k=v,…): depth (0..3, default 2), cap (true/false, default true).
#ifndef MJ16_TOOLS_PLAYERS_DISHU_PLAYER_H_
#define MJ16_TOOLS_PLAYERS_DISHU_PLAYER_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "bot/session/session.h"
#include "core/hand.h"
#include "tools/mjref/engine/player.h"
#include "tools/players/options.h"

namespace mj16::players {

struct DishuOptions {
  int depth = 2;
  bool cap = true;
};
inline constexpr int kMaxDishuDepth = 3;
absl::StatusOr<DishuOptions> ParseDishuOptions(const Options& options);

// What the greedy scan found.
struct DishuScan {
  int groups = 0;  // pungs and chows
  int blocks = 0;  // two-tile blocks: pairs and adjacent pairs
  int pairs = 0;   // the blocks that are pairs
};
DishuScan ScanHand(const TileCounts& hand);
int DishuDistance(const DishuScan& scan, int melds_needed, bool cap = true);
int DishuDistance(const TileCounts& hand, int melds_needed, bool cap = true);

// The expected distance of a 3n+1 hand after `depth` draws, as above.
double ExpectedDistance(const TileCounts& hand, int melds_needed, const TileCounts& unseen,
                        const DishuOptions& options);

struct DishuCandidate {
  Tile tile;
  double expected;  // the search's value
  int distance;     // right after the discard
};
struct DishuChoice {
  Tile tile = kNoTile;
  std::vector<DishuCandidate> candidates;  // every distinct discard, best first
};
DishuChoice ChooseDishuDiscard(const TileCounts& hand, int melds_needed, const TileCounts& unseen,
                               const DishuOptions& options = {});

bot::Session::Decider DishuDecider(const DishuOptions& options = {});

// builtin:dishu[:options]; the error names the bad key. Matches mjref's BuiltinMaker.
absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeDishuFactory(std::string name,
                                                                       const Options& options);

}  // namespace mj16::players

#endif  // MJ16_TOOLS_PLAYERS_DISHU_PLAYER_H_
