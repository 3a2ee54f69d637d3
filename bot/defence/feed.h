// Feeding the farthest opponent (seed 000 §3.6.1 iii, steps 2–3): when a folding hand has no
// safe tile, discard the kind whose likely winner (bot/reading/waits.h) costs us least in the
// standings. Pure functions of a TableView and the settings; docs/defence.md.
#ifndef MJ16_BOT_DEFENCE_FEED_H_
#define MJ16_BOT_DEFENCE_FEED_H_

#include <array>
#include <vector>

#include "bot/defence/settings.h"
#include "bot/reading/waits.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

// Step 2–3: how much each position's win costs us (index position − 1; own entry 0): 1, except
// the one opponent farthest from us in the standings, whose win counts feed_farthest_weight.
// Ties for farthest leave every weight 1.
std::array<double, 4> FeedWeights(const TableView& view, const DefenceSettings& settings);

struct FeedChoice {
  Tile tile = kNoTile;
  int farthest = 0;                      // the discounted opponent, 0 when none
  std::array<double, kNumKinds> cost{};  // Σ over threats of weight × wait share, per held kind
};

// The candidate with the lowest cost over the threats' sampled waits (bot/reading/waits.h);
// `candidates` are held kinds, safest first, and break ties.
FeedChoice ChooseFeedFrom(const TableView& view, const std::vector<Tile>& candidates,
                          const std::array<WaitShare, 4>& shares, const DefenceSettings& settings);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DEFENCE_FEED_H_
