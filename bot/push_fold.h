// Push or fold by expected value (ours; the seeds decide by turn and shanten only). Each turn a
// pushing hand compares the discard its offence chose with the discard a folding hand would make:
// each is worth its chance of winning later, less its chance of dealing in now times what a
// deal-in costs. The chances come from two logistic models fitted on self-play by
// tools/calibrate, whose coefficients are settings: how likely an opponent is tenpai given the
// go-around, the melds he shows and his latest discards, and how likely a hand wins given its
// distance to tenpai, its wait and the go-around. Pure functions of the view and the settings;
// docs/defence.md.
#ifndef MJ16_BOT_PUSH_FOLD_H_
#define MJ16_BOT_PUSH_FOLD_H_

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "bot/feed.h"
#include "bot/offence.h"
#include "bot/settings.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

// How many of a seat's last kRecentDiscards discards were suited tiles of ranks 3–7: a hand near
// tenpai has thrown its isolated honors and terminals and lets middle tiles go.
constexpr int kRecentDiscards = 3;
int RecentMiddleDiscards(const SeatView& seat);

// How many of a seat's first kEarlyDiscards discards were suited tiles of ranks 3–7, beyond
// kEarlyMiddleAllowed. Ours, what makes the tenpai model opponent-aware (issue 14): a player who
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
double TenpaiLikelihood(const TableView& view, int p, const Settings& settings);

// P(a hand worth `value` wins this game), at go-around `go_around`.
double WinLikelihood(const HandValue& value, int go_around, const Settings& settings);

// P(discarding `tile` deals in): each of the three others is tenpai with TenpaiLikelihood and
// then waits on the tile with its sampled share (bot/feed.h, `shares`).
double DealInRisk(const TableView& view, const std::array<WaitShare, 4>& shares, Tile tile,
                  const Settings& settings);

// P(discarding it deals in), per kind.
using KindRisk = std::array<double, kNumKinds>;
KindRisk DealInRisks(const TableView& view, const std::array<WaitShare, 4>& shares,
                     const Settings& settings);

// The deal-in risks one throw weighs, computed at the first Get and shared by its users:
// DealInRisks over the sampled waits. Holds references: lives within the decision.
class ThrowRisks {
 public:
  ThrowRisks(const TableView& view, const OthersWaits& waits, const Settings& settings)
      : view_(view), waits_(waits), settings_(settings) {}
  const KindRisk& Get() const;

 private:
  const TableView& view_;
  const OthersWaits& waits_;
  const Settings& settings_;
  mutable std::optional<KindRisk> risk_;
};

struct DiscardWorth {
  Tile tile = kNoTile;
  double win = 0;    // P(win) of the hand after the discard (WinLikelihood or the evaluator's)
  double risk = 0;   // P(the discard deals in), from ThrowRisks
  double worth = 0;  // (1 − risk) × win − risk × fold_dealin_cost, in own wins
};

DiscardWorth WorthOf(Tile tile, double win, const KindRisk& risk, const Settings& settings);

// Among `tiles`, with `wins[i]` the P(win) of the hand tiles[i] leaves, the discard of the
// highest worth; a tile of kNoTile when `tiles` is empty.
DiscardWorth BestWorth(const std::vector<Tile>& tiles, const std::vector<double>& wins,
                       const KindRisk& risk, const Settings& settings);

struct PushOrFold {
  bool fold = false;
  DiscardWorth push, fold_discard;
  std::string reason;  // one line for --explain
};

// Whether to throw `push` (the offence's discard) or `fold` (a folding hand's discard), each
// with the chance that the hand it leaves wins: fold when its worth is above push's by more than
// fold_value_margin. `risk`: ThrowRisks.
PushOrFold ComparePushFold(const KindRisk& risk, Tile push, double push_win, Tile fold,
                           double fold_win, const Settings& settings);

// False when no fold can be worth more than the push, whatever the waits: the push's risk is at
// most 1 − Π(1 − P(tenpai)) over the others, the push's hand wins with `push_win`, and no
// discard leaves a hand more likely to win than `best_win`. Spares the sampling early in a game,
// when nobody is likely tenpai.
bool FoldCanPay(const TableView& view, double push_win, double best_win, const Settings& settings);

}  // namespace mj16::bot

#endif  // MJ16_BOT_PUSH_FOLD_H_
