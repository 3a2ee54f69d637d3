#include "bot/defence/push_fold.h"

#include <algorithm>
#include <array>

#include "absl/strings/str_format.h"
#include "core/notation.h"

namespace mj16::bot {

namespace {

// The largest DealInCostScale: FoldCanPay's bound must hold for every kind.
constexpr double kMaxCostScale = 4;

// A deal-in's payment at `tai`, in units of 500 points (1,000 + 500 a tai).
double Payment(double tai) { return 2 + std::max(0.0, tai); }

}  // namespace

DiscardWorth WorthOf(Tile tile, double win, const KindRisk& risk, const DefenceSettings& settings,
                     const KindRisk* cost_scale) {
  DiscardWorth w;
  w.tile = tile;
  w.win = win;
  w.risk = risk[tile];
  const double cost = settings.fold_dealin_cost * (cost_scale ? (*cost_scale)[tile] : 1.0);
  w.worth = (1 - w.risk) * w.win - w.risk * cost;
  return w;
}

std::optional<KindRisk> DealInCostScale(const Reading& reading, const DefenceSettings& settings) {
  if (!settings.fold_cost_by_tai) return std::nullopt;
  KindRisk scale;
  scale.fill(1.0);
  const std::array<OpponentEstimate, 4>& others = reading.Learned();
  const int me = reading.view().pos();
  const double reference = Payment(settings.fold_cost_ref_tai);
  for (int k = 0; k < kNumKinds; ++k) {
    double weight = 0, paid = 0;
    for (int p = 1; p <= 4; ++p) {
      if (p == me) continue;
      const OpponentEstimate& e = others[p - 1];
      weight += e.wait[k];
      paid += e.wait[k] * Payment(e.tai[k]);
    }
    if (weight > 1e-9) scale[k] = paid / weight / reference;
  }
  for (double& s : scale) s = std::clamp(s, 1 / kMaxCostScale, kMaxCostScale);
  return scale;
}

DiscardWorth BestWorth(const std::vector<Tile>& tiles, const std::vector<double>& wins,
                       const KindRisk& risk, const DefenceSettings& settings,
                       const KindRisk* cost_scale) {
  DiscardWorth best;
  for (size_t i = 0; i < tiles.size() && i < wins.size(); ++i) {
    const DiscardWorth w = WorthOf(tiles[i], wins[i], risk, settings, cost_scale);
    if (best.tile == kNoTile || w.worth > best.worth) best = w;
  }
  return best;
}

PushOrFold ComparePushFold(const KindRisk& risk, Tile push, double push_win, Tile fold,
                           double fold_win, const DefenceSettings& settings,
                           const KindRisk* cost_scale) {
  PushOrFold out;
  out.push = WorthOf(push, push_win, risk, settings, cost_scale);
  out.fold_discard = WorthOf(fold, fold_win, risk, settings, cost_scale);
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
  const double cost = settings.fold_dealin_cost * (settings.fold_cost_by_tai ? kMaxCostScale : 1);
  const double least_push = (1 - risk) * push_win - risk * cost;
  return best_win > least_push + settings.fold_value_margin;
}

}  // namespace mj16::bot
