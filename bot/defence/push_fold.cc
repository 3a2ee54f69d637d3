#include "bot/defence/push_fold.h"

#include "absl/strings/str_format.h"
#include "core/notation.h"

namespace mj16::bot {

DiscardWorth WorthOf(Tile tile, double win, const KindRisk& risk, const DefenceSettings& settings) {
  DiscardWorth w;
  w.tile = tile;
  w.win = win;
  w.risk = risk[tile];
  w.worth = (1 - w.risk) * w.win - w.risk * settings.fold_dealin_cost;
  return w;
}

DiscardWorth BestWorth(const std::vector<Tile>& tiles, const std::vector<double>& wins,
                       const KindRisk& risk, const DefenceSettings& settings) {
  DiscardWorth best;
  for (size_t i = 0; i < tiles.size() && i < wins.size(); ++i) {
    const DiscardWorth w = WorthOf(tiles[i], wins[i], risk, settings);
    if (best.tile == kNoTile || w.worth > best.worth) best = w;
  }
  return best;
}

PushOrFold ComparePushFold(const KindRisk& risk, Tile push, double push_win, Tile fold,
                           double fold_win, const DefenceSettings& settings) {
  PushOrFold out;
  out.push = WorthOf(push, push_win, risk, settings);
  out.fold_discard = WorthOf(fold, fold_win, risk, settings);
  out.fold = out.fold_discard.worth > out.push.worth + settings.fold_value_margin;
  out.reason = absl::StrFormat(
      "%s: %s worth %.3f (win %.2f, deal-in %.3f) against %s %.3f (win %.2f, deal-in %.3f)",
      out.fold ? "fold by value" : "push by value", FormatTile(push), out.push.worth, out.push.win,
      out.push.risk, FormatTile(fold), out.fold_discard.worth, out.fold_discard.win,
      out.fold_discard.risk);
  return out;
}

bool FoldCanPay(const Reading& reading, double push_win, double best_win,
                const DefenceSettings& settings) {
  const double risk = reading.AnyTenpai();
  const double least_push = (1 - risk) * push_win - risk * settings.fold_dealin_cost;
  return best_win > least_push + settings.fold_value_margin;
}

}  // namespace mj16::bot
