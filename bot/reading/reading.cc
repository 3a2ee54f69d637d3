#include "bot/reading/reading.h"

#include <algorithm>
#include <cmath>

#include "core/hand.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

// Position p's true winning kinds (none unless tenpai).
tables::TileMask TrueWaits(const Truth& truth, int p) {
  const TileCounts& hand = truth.concealed[p - 1];
  return tables::TenpaiWaits(hand, (Total(hand) - 1) / 3);
}

// `p` moved `shift` towards the truth `yes` in logit; a certainty (a kind the model rules out)
// stays one.
double Sharpen(double p, bool yes, double shift) {
  if (p <= 0 || p >= 1) return p;
  const double logit = std::log(p / (1 - p)) + (yes ? shift : -shift);
  return 1 / (1 + std::exp(-logit));
}

// OracleSpec::sharpen: each opponent's learned P(tenpai) and waits moved towards the truth.
void SharpenEstimates(const Truth& truth, int me, std::array<OpponentEstimate, 4>& estimates) {
  for (int p = 1; p <= 4; ++p) {
    if (p == me) continue;
    const tables::TileMask waits = TrueWaits(truth, p);
    OpponentEstimate& e = estimates[p - 1];
    e.tenpai = Sharpen(e.tenpai, waits != 0, truth.sharpen);
    for (int k = 0; k < kNumKinds; ++k)
      e.wait[k] = Sharpen(e.wait[k], (waits >> k) & 1, truth.sharpen);
  }
}

}  // namespace

double Reading::Tenpai(int p) const {
  if (const Truth* t = TruthAt(OracleLevel::kTenpai)) return TrueWaits(*t, p) != 0 ? 1 : 0;
  if (settings_.learned_reading) return Learned()[p - 1].tenpai;
  return TenpaiLikelihood(view_, p, settings_);
}

double Reading::AnyTenpai() const {
  if (TruthAt(OracleLevel::kTenpai) == nullptr && !settings_.learned_reading) {
    return AnyTenpaiLikelihood(view_, settings_);
  }
  double none = 1;
  for (int p = 1; p <= 4; ++p) {
    if (p != view_.pos()) none *= 1 - Tenpai(p);
  }
  return 1 - none;
}

const std::array<WaitShare, 4>& Reading::Waits() const {
  if (!waits_) waits_ = WaitsFor({});
  return *waits_;
}

std::array<WaitShare, 4> Reading::WaitsOf(const std::vector<int>& threats) const {
  return threats.empty() ? Waits() : WaitsFor(threats);
}

std::array<WaitShare, 4> Reading::WaitsFor(const std::vector<int>& threats) const {
  const Truth* truth = TruthAt(OracleLevel::kWaits);
  std::array<WaitShare, 4> shares{};
  if (truth == nullptr && settings_.learned_reading) {
    // Told who is tenpai, a tenpai seat's waits are the learned ones given that he is,
    // P(k wins) / P(tenpai), and the others have none.
    const bool told = TruthAt(OracleLevel::kTenpai) != nullptr;
    for (int p : ThreatPositions(view_, threats)) {
      const OpponentEstimate& e = Learned()[p - 1];
      const double given = told ? Tenpai(p) / std::max(e.tenpai, 1e-9) : 1;
      for (int k = 0; k < kNumKinds; ++k) shares[p - 1][k] = std::min(1.0, e.wait[k] * given);
    }
    return shares;
  }
  if (truth == nullptr) return ThreatWaits(view_, threats, settings_);
  for (int p : ThreatPositions(view_, threats)) {
    const tables::TileMask waits = TrueWaits(*truth, p);
    for (int k = 0; k < kNumKinds; ++k) shares[p - 1][k] = (waits >> k) & 1;
  }
  return shares;
}

const KindRisk& Reading::Risks() const {
  if (!risks_) {
    std::array<double, 4> tenpai{};
    for (int p = 1; p <= 4; ++p) {
      if (p != view_.pos()) tenpai[p - 1] = UnconditionalWaits() ? 1 : Tenpai(p);
    }
    risks_ = DealInRisks(tenpai, Waits());
  }
  return *risks_;
}

const std::array<OpponentEstimate, 4>& Reading::Learned() const {
  if (!learned_) {
    learned_.emplace();
    const ReadingModel& model = ReadingModel::Default();
    for (int p = 1; p <= 4; ++p) {
      if (p != view_.pos()) (*learned_)[p - 1] = model.Estimate(OpponentFeatures(view_, p));
    }
    if (truth_ != nullptr && truth_->sharpen > 0) SharpenEstimates(*truth_, view_.pos(), *learned_);
  }
  return *learned_;
}

std::optional<HeldCounts> Reading::HeldByOthers() const {
  if (truth_ != nullptr && truth_->wall) {
    const TileCounts held = truth_->ConcealedOfOthers(view_.pos());
    HeldCounts out{};
    for (int k = 0; k < kNumKinds; ++k) out[k] = held[k];
    return out;
  }
  return std::nullopt;
}

}  // namespace mj16::bot
