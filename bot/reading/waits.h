// What each opponent probably waits on (seed 000 §3.6.1 iii, step 1): hands consistent with what
// the table shows are sampled and their waits counted. Pure functions of a TableView, the
// settings and a seed; docs/defence.md describes the sampling.
#ifndef MJ16_BOT_READING_WAITS_H_
#define MJ16_BOT_READING_WAITS_H_

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "bot/reading/settings.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

// Per kind, the weighted share of position p's sampled tenpai hands that wait on it (step 1 of
// §3.6.1 iii). Each sample draws, from the copies this player has not seen, the part of a tenpai
// hand that fixes its wait: a partial group and, for a pair partial, a second pair (a single tile
// when p holds one tile). The groups that complete the hand do not change the wait and are not
// drawn. A sample waiting on a kind p has discarded counts feed_discarded_wait_factor, and one
// waiting on a kind p let go since his last draw (PassedSinceDraw)
// feed_passed_wait_factor more.
using WaitShare = std::array<double, kNumKinds>;
WaitShare SampleWaits(const TableView& view, int p, const ReadingSettings& settings,
                      std::uint64_t seed);

// SampleWaits for each of `threats` (ThreatPositions: empty means the three others), index
// position − 1, other entries zero. The seed comes from the view, so a position always samples
// the same hands.
std::array<WaitShare, 4> ThreatWaits(const TableView& view, const std::vector<int>& threats,
                                     const ReadingSettings& settings);

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_WAITS_H_
