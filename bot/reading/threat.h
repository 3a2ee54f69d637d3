// How threatening each opponent is: the chance he is tenpai, from a logistic model fitted on
// self-play by tools/calibrate (the go-around, the melds he shows and his discards), and the
// chance that a discard deals in, his tenpai odds times his sampled waits (bot/reading/waits.h).
// Pure functions of the view and the settings; docs/defence.md.
#ifndef MJ16_BOT_READING_THREAT_H_
#define MJ16_BOT_READING_THREAT_H_

#include <array>
#include <optional>

#include "bot/reading/settings.h"
#include "bot/reading/waits.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

// How many of a seat's last kRecentDiscards discards were suited tiles of ranks 3–7: a hand near
// tenpai has thrown its isolated honors and terminals and lets middle tiles go.
constexpr int kRecentDiscards = 3;
int RecentMiddleDiscards(const SeatView& seat);

// How many of a seat's first kEarlyDiscards discards were suited tiles of ranks 3–7, beyond
// kEarlyMiddleAllowed. Ours, what makes the tenpai model opponent-aware: a player who
// builds a hand lets isolated honors and terminals go first, while one who throws middle tiles
// from the start (the `random` baseline, which claims too) seldom gets anywhere, however many
// melds he shows. Measured by tools/calibrate (docs/defence.md): from go-around 6 the tenpai rate
// is flat up to two early middle tiles and about halves with each one more.
constexpr int kEarlyDiscards = 6;
constexpr int kEarlyMiddleAllowed = 2;
int EarlyMiddleDiscards(const SeatView& seat);
int EarlyMiddleExcess(const SeatView& seat);

// P(position p is tenpai) from what every player sees: the go-around, p's melds,
// RecentMiddleDiscards and EarlyMiddleExcess.
double TenpaiLikelihood(const TableView& view, int p, const ReadingSettings& settings);

// 1 − Π over the three others of (1 − P(tenpai)): the chance that someone is tenpai, the most
// any discard can risk.
double AnyTenpaiLikelihood(const TableView& view, const ReadingSettings& settings);

// P(discarding `tile` deals in): each of the three others is tenpai with TenpaiLikelihood and
// then waits on the tile with its sampled share (bot/reading/waits.h, `shares`).
double DealInRisk(const TableView& view, const std::array<WaitShare, 4>& shares, Tile tile,
                  const ReadingSettings& settings);

// P(discarding it deals in), per kind.
using KindRisk = std::array<double, kNumKinds>;
KindRisk DealInRisks(const TableView& view, const std::array<WaitShare, 4>& shares,
                     const ReadingSettings& settings);
// The same from each position's P(tenpai) (index position − 1; ours 0).
KindRisk DealInRisks(const std::array<double, 4>& tenpai, const std::array<WaitShare, 4>& shares);

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_THREAT_H_
