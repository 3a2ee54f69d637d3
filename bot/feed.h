// Feeding the farthest opponent (seed 000 §3.6.1 iii): when a folding hand has no safe tile,
// predict what each threat waits for by sampling hands consistent with what the table shows, and
// discard the kind whose likely winner costs us least in the standings. Pure functions of a
// TableView, the settings and a seed; docs/defence.md describes the sampling.
#ifndef MJ16_BOT_FEED_H_
#define MJ16_BOT_FEED_H_

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "bot/settings.h"
#include "bot/split.h"
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
WaitShare SampleWaits(const TableView& view, int p, const Settings& settings, std::uint64_t seed);

// SampleWaits for each of `threats` (ThreatPositions: empty means the three others), index
// position − 1, other entries zero. The seed comes from the view, so a position always samples
// the same hands.
std::array<WaitShare, 4> ThreatWaits(const TableView& view, const std::vector<int>& threats,
                                     const Settings& settings);

// ThreatWaits against the three others, sampled at the first Get: the several users of one
// decision (the safe push, folding by value) share one sampling. Holds references: lives within
// the decision.
class OthersWaits {
 public:
  OthersWaits(const TableView& view, const Settings& settings) : view_(view), settings_(settings) {}
  const std::array<WaitShare, 4>& Get() const {
    if (!shares_) shares_ = ThreatWaits(view_, {}, settings_);
    return *shares_;
  }

 private:
  const TableView& view_;
  const Settings& settings_;
  mutable std::optional<std::array<WaitShare, 4>> shares_;
};

// Step 2–3: how much each position's win costs us (index position − 1; own entry 0): 1, except
// the one opponent farthest from us in the standings, whose win counts feed_farthest_weight.
// Ties for farthest leave every weight 1.
std::array<double, 4> FeedWeights(const TableView& view, const Settings& settings);

struct FeedChoice {
  Tile tile = kNoTile;
  int farthest = 0;                      // the discounted opponent, 0 when none
  std::array<double, kNumKinds> cost{};  // Σ over threats of weight × wait share, per held kind
};

// The candidate with the lowest cost; `candidates` are held kinds, safest first, and break ties.
// The sampling seed comes from the view, so a position always gets the same answer.
FeedChoice ChooseFeed(const TableView& view, const std::vector<Tile>& candidates,
                      const std::vector<int>& threats, const Settings& settings);
// The same from shares already sampled by ThreatWaits.
FeedChoice ChooseFeedFrom(const TableView& view, const std::vector<Tile>& candidates,
                          const std::array<WaitShare, 4>& shares, const Settings& settings);

}  // namespace mj16::bot

#endif  // MJ16_BOT_FEED_H_
