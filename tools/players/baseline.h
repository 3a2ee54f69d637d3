// What the baseline players (efficiency_player.h, dishu_player.h) share: a decider made of a
// discard rule and a hand rating, the claims a question allows, and the claim rule.
//
// The claim rule, for a rating where lower is better (shanten, distance to win):
//   chow / pung  — taken when the hand after the meld and its best discard rates strictly lower
//                  than the hand now (a claim that does not advance the hand gives away a
//                  concealed hand and a draw for nothing);
//   kongs        — taken when the hand after the kong (before its replacement draw) rates no
//                  higher than now (on one's own turn: than after the best discard), since the
//                  kong adds a draw;
//   win          — always (bot::DecideWin with default settings).
// Among several options for one question (the chows of one discard) the lowest rating is
// taken, the first in kind order on ties.
#ifndef MJ16_TOOLS_PLAYERS_BASELINE_H_
#define MJ16_TOOLS_PLAYERS_BASELINE_H_

#include <functional>
#include <string>
#include <vector>

#include "bot/decide/decide.h"
#include "bot/offence/efficiency.h"
#include "bot/session/session.h"
#include "core/action.h"
#include "core/card_hand.h"
#include "core/hand.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::players {

// How a baseline rates a hand of concealed counts with `melds_needed` melds still to form;
// lower is better. Both must be cheap: a claim evaluates a few hands.
struct HandRating {
  std::string name;  // what the number is, for reasons: "shanten", "distance"
  // A hand of 3n+1 tiles, waiting for a draw.
  std::function<int(const TileCounts& hand, int melds_needed)> waiting;
  // A hand of 3n+2 tiles, after its best discard by this rating.
  std::function<int(const TileCounts& hand, int melds_needed)> after_discard;
};

// The decider's own discard: a kind held in the 3n+2 hand of the view, and why.
struct DiscardPick {
  Tile tile = kNoTile;
  std::string reason;
  std::string explanation;  // filled when asked for
};
using DiscardRule = std::function<DiscardPick(const TableView& view, bool explain)>;

// A whole decider: /ask throw by `discard` (the simplest legal answer when the view does not hold
// 3n+2 tiles), claims by `rating` as above, /ask hu by bot::DecideWin.
bot::Session::Decider BaselineDecider(DiscardRule discard, HandRating rating);

// One claim a question allows with the tiles held (core/game/legal.h's list, less passing).
struct ClaimChoice {
  Action action;              // the exact cards shown
  TileCounts after{};         // concealed counts after the meld
  int melds_needed = 0;       // after the meld
  bool then_discard = false;  // chow / pung: a discard follows; kongs: a replacement draw
  std::string name;
};
// The chows (/ask eat), pung (/ask pong), open kong (/ask gong with 3n+1 tiles) on the last
// discard, or the concealed and added kongs (/ask gong with 3n+2 tiles).
std::vector<ClaimChoice> ClaimChoices(const TableView& view, Ask ask);

// The claim rule above for /ask eat, pong and gong.
bot::Decision DecideClaim(const TableView& view, Ask ask, const HandRating& rating, bool explain);

}  // namespace mj16::players

#endif  // MJ16_TOOLS_PLAYERS_BASELINE_H_
