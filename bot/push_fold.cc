#include "bot/push_fold.h"

#include <algorithm>
#include <cmath>

#include "absl/status/statusor.h"
#include "absl/strings/str_format.h"
#include "core/notation.h"

namespace mj16::bot {
namespace {

double Sigmoid(double z) { return 1 / (1 + std::exp(-z)); }

// 1 − Π over the three others of (1 − P(tenpai) × share_of(position)).
template <typename ShareOf>
double CombinedRisk(const TableView& view, const Settings& settings, const ShareOf& share_of) {
  double safe = 1;
  for (int p = 1; p <= 4; ++p) {
    if (p != view.pos()) safe *= 1 - TenpaiLikelihood(view, p, settings) * share_of(p);
  }
  return 1 - safe;
}

// Suited tiles of ranks 3–7 among discards [first, last) of `seat`.
int MiddleDiscards(const SeatView& seat, size_t first, size_t last) {
  int middle = 0;
  for (size_t i = first; i < last && i < seat.discards.size(); ++i) {
    const Tile t = KindOf(seat.discards[i].card);
    middle += !IsHonor(t) && RankOf(t) >= 3 && RankOf(t) <= 7;
  }
  return middle;
}

}  // namespace

int RecentMiddleDiscards(const SeatView& seat) {
  const size_t n = seat.discards.size();
  return MiddleDiscards(seat, n > kRecentDiscards ? n - kRecentDiscards : 0, n);
}

int EarlyMiddleDiscards(const SeatView& seat) { return MiddleDiscards(seat, 0, kEarlyDiscards); }

int EarlyMiddleExcess(const SeatView& seat) {
  return std::max(0, EarlyMiddleDiscards(seat) - kEarlyMiddleAllowed);
}

double TenpaiLikelihood(const TableView& view, int p, const Settings& settings) {
  const double go = view.go_around();
  const double melds = view.seat(p).MeldCount();
  const double early = EarlyMiddleExcess(view.seat(p));
  return Sigmoid(settings.tenpai_logit_bias + settings.tenpai_logit_go_around * go +
                 settings.tenpai_logit_meld * melds +
                 settings.tenpai_logit_go_around_meld * go * melds +
                 settings.tenpai_logit_middle * RecentMiddleDiscards(view.seat(p)) +
                 settings.tenpai_logit_early_middle * early +
                 settings.tenpai_logit_early_middle_meld * early * melds);
}

double WinLikelihood(const HandValue& value, int go_around, const Settings& settings) {
  const double go = go_around;
  if (value.tenpai) {
    return Sigmoid(settings.win_tenpai_logit_bias + settings.win_tenpai_logit_go_around * go +
                   settings.win_tenpai_logit_wait * value.probability);
  }
  if (value.shanten <= 1) {
    return Sigmoid(settings.win_one_logit_bias + settings.win_one_logit_go_around * go +
                   settings.win_one_logit_wait * value.probability);
  }
  // Farther hands than 2-shanten rarely matter here: they fold by the seeds' rules first.
  return Sigmoid(settings.win_two_logit_bias + settings.win_two_logit_go_around * go);
}

double DealInRisk(const TableView& view, const std::array<WaitShare, 4>& shares, Tile tile,
                  const Settings& settings) {
  return DealInRisks(view, shares, settings)[tile];
}

KindRisk DealInRisks(const TableView& view, const std::array<WaitShare, 4>& shares,
                     const Settings& settings) {
  std::array<double, 4> tenpai{};
  for (int p = 1; p <= 4; ++p) {
    if (p != view.pos()) tenpai[p - 1] = TenpaiLikelihood(view, p, settings);
  }
  KindRisk risk{};
  for (int k = 0; k < kNumKinds; ++k) {
    double safe = 1;
    for (int p = 0; p < 4; ++p) safe *= 1 - tenpai[p] * std::min(1.0, shares[p][k]);
    risk[k] = 1 - safe;
  }
  return risk;
}

const KindRisk& ThrowRisks::Get() const {
  if (!risk_) risk_ = DealInRisks(view_, waits_.Get(), settings_);
  return *risk_;
}

DiscardWorth WorthOf(Tile tile, double win, const KindRisk& risk, const Settings& settings) {
  DiscardWorth w;
  w.tile = tile;
  w.win = win;
  w.risk = risk[tile];
  w.worth = (1 - w.risk) * w.win - w.risk * settings.fold_dealin_cost;
  return w;
}

DiscardWorth BestWorth(const std::vector<Tile>& tiles, const std::vector<double>& wins,
                       const KindRisk& risk, const Settings& settings) {
  DiscardWorth best;
  for (size_t i = 0; i < tiles.size() && i < wins.size(); ++i) {
    const DiscardWorth w = WorthOf(tiles[i], wins[i], risk, settings);
    if (best.tile == kNoTile || w.worth > best.worth) best = w;
  }
  return best;
}

PushOrFold ComparePushFold(const KindRisk& risk, Tile push, double push_win, Tile fold,
                           double fold_win, const Settings& settings) {
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

bool FoldCanPay(const TableView& view, double push_win, double best_win, const Settings& settings) {
  const double risk = CombinedRisk(view, settings, [](int) { return 1.0; });  // every kind a wait
  const double least_push = (1 - risk) * push_win - risk * settings.fold_dealin_cost;
  return best_win > least_push + settings.fold_value_margin;
}

}  // namespace mj16::bot
