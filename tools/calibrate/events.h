// What the calibration learns from: at every discard of a finished game, the discarder's public
// situation (go-around, melds shown), the truth the referee knows (is the hand tenpai, how far
// from it, how likely its wait by the offence's model) and how the game ended for that seat.
#ifndef MJ16_TOOLS_CALIBRATE_EVENTS_H_
#define MJ16_TOOLS_CALIBRATE_EVENTS_H_

#include <array>
#include <cstdint>
#include <vector>

#include "bot/mc/worlds.h"
#include "bot/settings/settings.h"
#include "core/table_view.h"
#include "core/tile.h"
#include "tools/mjref/engine/record.h"

namespace mj16::calibrate {

struct DiscardEvent {
  int seat = 0;            // 0..3
  Tile tile = kNoTile;     // the kind discarded
  int go_around = 0;       // TableView::go_around() after the discard
  int melds = 0;           // shown melds and kongs of the discarder
  int middle = 0;          // bot::RecentMiddleDiscards of the discarder, this discard included
  int early = 0;           // bot::EarlyMiddleDiscards of the discarder, this discard included
  int early_excess = 0;    // bot::EarlyMiddleExcess, the tenpai model's feature
  int shanten = 0;         // of the hand after the discard: 0 tenpai
  double wait = 0;         // HandValue::probability: per go-around, of winning (tenpai) or growing
  int live_wall = 0;       // tiles left to draw
  bool won = false;        // the discarder won this game
  bool dealt_in = false;   // this discard was won on
  double risk = -1;        // bot::DealInRisk of the discard before it was made; -1 not computed
  double world_risk = -1;  // WorldDealInRisk of the discard before it was made; -1 not computed
};

// What to predict for each discard besides the record's facts.
struct RiskOptions {
  const bot::Settings* settings = nullptr;  // non-null: DiscardEvent::risk by these settings
  int worlds = 0;  // > 0: DiscardEvent::world_risk over this many sampled worlds
  // The worlds' opponent-shanten model (bot/mc/opponent_model.h), else uniform deals.
  bool opponent_model = true;
  // ... with each seat's tenpai odds from his discards, as mjbot's mc_opponent_discards.
  bool opponent_discards = true;
  // ... and the classes' weights in the opponents' hands (bot/mc/worlds.h WorldOptions).
  std::array<double, 4> kind_weights = {1, 1, 1, 1};
  std::uint64_t seed = 1;  // with the game, seat and discard: which worlds
  // Only the discards these predictions are wanted for (the others keep -1): from this go-around
  // (DiscardEvent::go_around), and of this seat alone when it is 0..3.
  int from_go_around = 1;
  int seat = -1;
};

using KindRisk = std::array<double, kNumKinds>;

// Over worlds 0..worlds−1 of `seed` (bot/mc/worlds.h WorldRng), per kind: the share in which
// another seat waits on it. All zero when `worlds` is not positive or the sampler is not on our
// own turn. No playout: only the deal is sampled, so a few hundred worlds cost well under a
// millisecond.
KindRisk WorldDealInRisks(const bot::mc::WorldSampler& sampler, int worlds, std::uint64_t seed);

// The chance that throwing `t` deals in as Monte-Carlo's sampled worlds see it (bot/mc/worlds.h):
// the share of `worlds` worlds, drawn for `view` (our 3n+2 turn) with `options`, in which some
// other seat's concealed hand wins on `t`. -1 when the view admits no world.
double WorldDealInRisk(const TableView& view, Tile t, int worlds,
                       const bot::mc::WorldOptions& options, std::uint64_t seed);

// Every discard of `record`, in order, each seen from its discarder's own view.
// With `risk`, also each discard's predicted risks (slow: the defence's model samples three times
// a discard, the worlds `risk.worlds` times).
std::vector<DiscardEvent> DiscardEvents(const mjref::GameRecord& record,
                                        const RiskOptions& risk = {});

// The evaluator's rates (bot/offence/evaluator.h), seen from one seat between its discard
// and its next draw (or claim, or the game's end): the copies of the kinds its hand wants (the
// effective kinds) that one own draw offers (sum of live / unseen), how many of them the others
// threw, and the left player alone, and whether another player's win ended the game first.
struct OfferEvent {
  double drawn = 0;
  int thrown_any = 0;
  int thrown_left = 0;
  bool ended = false;
};
std::vector<OfferEvent> OfferEvents(const mjref::GameRecord& record);

}  // namespace mj16::calibrate

#endif  // MJ16_TOOLS_CALIBRATE_EVENTS_H_
