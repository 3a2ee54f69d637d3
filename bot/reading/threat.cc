#include "bot/reading/threat.h"

#include <algorithm>
#include <cmath>

namespace mj16::bot {
namespace {

double Sigmoid(double z) { return 1 / (1 + std::exp(-z)); }

// 1 − Π over the three others of (1 − P(tenpai) × share_of(position)).
template <typename ShareOf>
double CombinedRisk(const TableView& view, const ReadingSettings& settings,
                    const ShareOf& share_of) {
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

double TenpaiLikelihood(const TableView& view, int p, const ReadingSettings& settings) {
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

double AnyTenpaiLikelihood(const TableView& view, const ReadingSettings& settings) {
  return CombinedRisk(view, settings, [](int) { return 1.0; });  // every kind a wait
}

double DealInRisk(const TableView& view, const std::array<WaitShare, 4>& shares, Tile tile,
                  const ReadingSettings& settings) {
  return DealInRisks(view, shares, settings)[tile];
}

KindRisk DealInRisks(const TableView& view, const std::array<WaitShare, 4>& shares,
                     const ReadingSettings& settings) {
  std::array<double, 4> tenpai{};
  for (int p = 1; p <= 4; ++p) {
    if (p != view.pos()) tenpai[p - 1] = TenpaiLikelihood(view, p, settings);
  }
  return DealInRisks(tenpai, shares);
}

KindRisk DealInRisks(const std::array<double, 4>& tenpai, const std::array<WaitShare, 4>& shares) {
  KindRisk risk{};
  for (int k = 0; k < kNumKinds; ++k) {
    double safe = 1;
    for (int p = 0; p < 4; ++p) safe *= 1 - tenpai[p] * std::min(1.0, shares[p][k]);
    risk[k] = 1 - safe;
  }
  return risk;
}

}  // namespace mj16::bot
