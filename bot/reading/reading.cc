#include "bot/reading/reading.h"

namespace mj16::bot {

const std::array<WaitShare, 4>& Reading::Waits() const {
  if (!waits_) waits_ = ThreatWaits(view_, {}, settings_);
  return *waits_;
}

std::array<WaitShare, 4> Reading::WaitsOf(const std::vector<int>& threats) const {
  return threats.empty() ? Waits() : ThreatWaits(view_, threats, settings_);
}

const KindRisk& Reading::Risks() const {
  if (!risks_) risks_ = DealInRisks(view_, Waits(), settings_);
  return *risks_;
}

}  // namespace mj16::bot
