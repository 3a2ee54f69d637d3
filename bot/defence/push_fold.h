// Push or fold by expected value (ours; the seeds decide by turn and shanten only). Each turn a
// pushing hand compares the discard its offence chose with the discard a folding hand would make:
// each is worth its chance of winning later (bot/offence/win_chance.h), less its chance of
// dealing in now (bot/reading/threat.h) times what a deal-in costs. Pure functions of the view
// and the settings; docs/defence.md.
#ifndef MJ16_BOT_DEFENCE_PUSH_FOLD_H_
#define MJ16_BOT_DEFENCE_PUSH_FOLD_H_

#include <optional>
#include <string>
#include <vector>

#include "bot/defence/settings.h"
#include "bot/reading/reading.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

struct DiscardWorth {
  Tile tile = kNoTile;
  double win = 0;    // P(win) of the hand after the discard (WinLikelihood or the evaluator's)
  double risk = 0;   // P(the discard deals in), from Reading::Risks
  double worth = 0;  // (1 − risk) × win − risk × fold_dealin_cost, in own wins
};

// `cost_scale` (null: 1 for every kind) multiplies fold_dealin_cost per kind (DealInCostScale).
DiscardWorth WorthOf(Tile tile, double win, const KindRisk& risk, const DefenceSettings& settings,
                     const KindRisk* cost_scale = nullptr);

// Per kind, what a deal-in on it costs against the reference cost: fold_cost_by_tai's payment
// the learned reading expects the others' waits to score against one at fold_cost_ref_tai,
// clamped to [1/4, 4]; nullopt when the setting is off.
std::optional<KindRisk> DealInCostScale(const Reading& reading, const DefenceSettings& settings);

// Among `tiles`, with `wins[i]` the P(win) of the hand tiles[i] leaves, the discard of the
// highest worth; a tile of kNoTile when `tiles` is empty.
DiscardWorth BestWorth(const std::vector<Tile>& tiles, const std::vector<double>& wins,
                       const KindRisk& risk, const DefenceSettings& settings,
                       const KindRisk* cost_scale = nullptr);

struct PushOrFold {
  bool fold = false;
  DiscardWorth push, fold_discard;
  std::string reason;  // one line for --explain
};

// Whether to throw `push` (the offence's discard) or `fold` (a folding hand's discard), each
// with the chance that the hand it leaves wins: fold when its worth is above push's by more than
// fold_value_margin. `risk`: Reading::Risks.
PushOrFold ComparePushFold(const KindRisk& risk, Tile push, double push_win, Tile fold,
                           double fold_win, const DefenceSettings& settings,
                           const KindRisk* cost_scale = nullptr);

// False when no fold can be worth more than the push, whatever the waits: the push's risk is at
// most 1 − Π(1 − P(tenpai)) over the others, the push's hand wins with `push_win`, and no
// discard leaves a hand more likely to win than `best_win`. Spares the sampling early in a game,
// when nobody is likely tenpai.
bool FoldCanPay(const Reading& reading, double push_win, double best_win,
                const DefenceSettings& settings);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DEFENCE_PUSH_FOLD_H_
