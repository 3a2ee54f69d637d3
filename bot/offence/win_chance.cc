#include "bot/offence/win_chance.h"

#include <cmath>

namespace mj16::bot {
namespace {

double Sigmoid(double z) { return 1 / (1 + std::exp(-z)); }

}  // namespace

double WinLikelihood(const HandValue& value, int go_around, const OffenceSettings& settings) {
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

}  // namespace mj16::bot
