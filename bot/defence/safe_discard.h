// What a defending hand throws: a folding hand the safest kind of seed 002's ranking
// (bot/reading/danger.h), or with no safe kind the one feeding picks (bot/defence/feed.h); a
// pushing hand inside the window the least likely wait among discards the offence rates alike.
// Pure functions of the view and the settings; docs/defence.md.
#ifndef MJ16_BOT_DEFENCE_SAFE_DISCARD_H_
#define MJ16_BOT_DEFENCE_SAFE_DISCARD_H_

#include <array>
#include <string>
#include <vector>

#include "bot/defence/feed.h"
#include "bot/defence/settings.h"
#include "bot/defence/stance.h"
#include "bot/reading/reading.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

struct FoldDiscard {
  Tile tile = kNoTile;
  bool fed = false;         // no safe kind: chosen by ChooseFeed
  std::string reason;       // one line
  std::string explanation;  // the ranking (and the feed costs), for --explain
};

// A kind counts as safe when the ranking placed it for a reason other than heat, or its heat is
// at most defence_safe_heat.
bool IsSafe(const SafeTile& tile, const DefenceSettings& settings);

struct PushDiscard {
  Tile tile = kNoTile;
  std::string reason;
};

// Among discards the offence rates about equal (`kinds`), the one a pushing hand inside the
// window prefers: the kind least likely to be a wait of the others by the sampling of
// bot/reading/waits.h (defence_push_sampled), else the first in the seed 002 ranking.
PushDiscard SafestPush(const Reading& reading, const std::vector<Tile>& kinds,
                       const DefenceSettings& settings);

// The discard of a folding hand: the safest kind of the ranking against `threats` (empty: the
// three others) when it is safe, else the kind feeding picks (seed 000 §3.6.1 iii).
FoldDiscard ChooseFoldDiscard(const Reading& reading, const std::vector<int>& threats,
                              const DefenceSettings& settings);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DEFENCE_SAFE_DISCARD_H_
