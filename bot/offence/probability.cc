#include "bot/offence/probability.h"

namespace mj16::bot {

ProbabilityModel::ProbabilityModel(const Visibility& v, const ProbabilityWeights& w)
    : v_(v), w_(w) {
  const int places = v.drawable + v.hidden_others;
  per_copy_ = places > 0 ? 1.0 / places : 0.0;
  chow_share_ = v.hidden_others > 0 ? 3.0 * v.hidden_left / v.hidden_others * w.chow_discard : 0.0;
}

}  // namespace mj16::bot
