// The danger model of seed 002 §3 (heat 熱度, time t, remaining count 剩張, suji 筋牌) and the
// safe-tile ranking of its fig. 2 / fig. 5, with MJDX3's follow-discard rule (seed 000 §3.6.1 i).
// Pure functions of a TableView and the settings; when to defend is decided elsewhere.
// docs/defence.md describes the model and which of its numbers are ours.
#ifndef MJ16_BOT_READING_DANGER_H_
#define MJ16_BOT_READING_DANGER_H_

#include <array>
#include <vector>

#include "bot/reading/settings.h"
#include "core/hand.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

// 剩張 (seed 002 §3.1 (3)): copies of each kind that may still appear, 4 − every copy this
// player has seen (own hand included: one 8萬 on the table and one held leave 2).
TileCounts RemainingCounts(const TableView& view);

// The chows of a suited kind that a suji discard rules out (seed 002 §3.2.1): the chow below
// (rank−2, rank−1, rank), whose two-sided wait also takes rank−3, and the one above (rank,
// rank+1, rank+2), which also takes rank+3.
enum SujiExclusion : unsigned { kNoExclusion = 0, kChowBelow = 1, kChowAbove = 2 };

// Heat (seed 002 §3.1 (1), fig. 1): over the chows containing suited kind t, not excluded, the
// product of the three tiles' counts. `counts[t]` is the factor of t itself, the others' factors
// are their counts; 3萬 with all counts 4 is 4×4×4 × 3 chows = 192. Honors: 0 (no chows).
int ChowHeat(Tile t, const TileCounts& counts, unsigned excluded = kNoExclusion);

// What position p's discards (all of them, claimed or not) exclude for kind t.
unsigned SujiExclusions(const TableView& view, int p, Tile t);

// t_{p,c} (seed 002 §3.2.2, fig. 4): −1 when p never passed on kind c, else the draws p made
// since p last passed on it. p passes when c is discarded and nobody claims it (every player),
// when another player chows it (every player but the chower) and when p's own discard of c is
// punged or konged (the discarder only). A discard still on offer counts as not claimed.
int TimeSincePassed(const TableView& view, int p, Tile c);
// The same for every kind at once (one pass over the discards).
std::array<int, kNumKinds> TimesSincePassed(const TableView& view, int p);

// The kinds p let go from another player's discard with no draw of his since: his hand is still
// the one that let them go.
KindMask PassedSinceDraw(const TableView& view, int p);

// Whether p claimed a discard (chow, pung, open kong) with no draw of his since: the hand that
// let the earlier discards go is not the one he holds now.
bool ClaimedSinceDraw(const TableView& view, int p);

// Whether p's discard number i (from 0) followed a claim of his: no draw of his since his discard
// before it, or for a first discard since the deal (the dealer's first follows the deal instead).
bool FollowedAClaim(const TableView& view, int p, int i);

// The positions a danger is measured against: `threats` when not empty, else the three others.
std::vector<int> ThreatPositions(const TableView& view, const std::vector<int>& threats);

// The danger of one kind against the threats.
struct TileDanger {
  Tile tile = kNoTile;
  int remaining = 0;  // 剩張
  // Suited: the mean over the threats of the chow heat with their suji exclusions, times
  // defence_time_factor when the time correction applies. Honors: defence_honor_heat_per_copy ×
  // remaining (the seed gives honors no heat; docs/defence.md).
  double heat = 0;
  bool suji = false;               // some threat's discards excluded a chow
  bool time_corrected = false;     // Σt over the three others was below defence_time_threshold
  std::array<int, 4> time{};       // t_{p,c} by position − 1; own entry 0
  bool passed_by_threats = false;  // t == 0 for every threat: a tile they just let go (現物)
  // Every threat either just passed on it or discarded it after his latest meld, i.e. since his
  // hand last changed visibly (seed 000 §3.6.1 i; evidence, not proof: no furiten here).
  bool let_go_by_threats = false;
};

TileDanger AssessTile(const TableView& view, Tile t, const ReadingSettings& settings,
                      const std::vector<int>& threats = {});

// MJDX3's follow discards (seed 000 §3.6.1 i, 跟上家或莊家打): the kinds of the left player's and
// the dealer's latest discards, the left's first; empty for a seat that has not discarded.
std::vector<Tile> FollowKinds(const TableView& view);

// Why a kind was placed where it is in the ranking, safest reasons first.
enum class SafetyReason {
  kPassed,       // t == 0 for every threat (fig. 2, first box)
  kDeadHonor,    // an honor whose every copy is visible or held (fig. 2, second box)
  kSinceMeld,    // every threat just passed on it or discarded it after his latest meld
  kFollow,       // the left player's or the dealer's latest discard (seed 000 §3.6.1 i)
  kFewerCopies,  // heat within defence_heat_gap of the lowest and ≥ defence_remaining_gap fewer
                 // copies left (fig. 7)
  kHeat,         // the lowest heat (fig. 2 last box, fig. 5)
};
const char* SafetyReasonName(SafetyReason r);

struct SafeTile {
  TileDanger danger;
  SafetyReason reason = SafetyReason::kHeat;
};

// Every kind in the own concealed hand, safest first (seed 002 fig. 2 / 5): kinds every threat
// just passed on (suited before honors, then by heat), dead honors, kinds the threats let go
// since their latest melds (by heat), follow discards (by heat), then the rest by heat with the
// fig. 7 exchange.
std::vector<SafeTile> SafeTileRanking(const TableView& view, const ReadingSettings& settings,
                                      const std::vector<int>& threats = {});

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_DANGER_H_
