#include "bot/reading/held.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "bot/reading/held_model_data.h"  // generated: kHeldModelData (bot/CMakeLists.txt)

namespace mj16::bot {

const ReadingModel& HeldModel() {
  static const ReadingModel model = [] {
    absl::StatusOr<ReadingModel> m = ReadingModel::Parse(kHeldModelData);
    if (!m.ok()) std::abort();  // tests/held_test.cc parses it in every build
    return *std::move(m);
  }();
  return model;
}

std::array<double, kNumKinds> HeldShares(const ReadingModel& model,
                                         const OpponentFeatureVector& x) {
  const std::vector<float> out = model.Forward(x);
  std::array<double, kNumKinds> share{};
  for (int k = 0; k < kNumKinds; ++k) share[k] = 1 / (1 + std::exp(-double{out[1 + k]}));
  return share;
}

HeldCounts ExpectedHeldByOthers(const TableView& view, const ReadingModel& model) {
  std::array<double, kNumKinds> held{};
  std::array<double, kNumKinds> unseen{};
  for (int p = 1; p <= 4; ++p) {
    if (p == view.pos()) continue;
    const OpponentFeatureVector x = OpponentFeatures(view, p);
    const std::array<double, kNumKinds> share = HeldShares(model, x);
    for (int k = 0; k < kNumKinds; ++k) {
      // As train_held.py counts them: from the seen channel, the same for every opponent.
      const double seen = x[kScalarFeatures + channel::kSeen * kNumKinds + k];
      unseen[k] = std::max(0.0, kCopies - std::round(kCopies * seen));
      held[k] += unseen[k] * share[k];
    }
  }
  HeldCounts out{};
  for (int k = 0; k < kNumKinds; ++k) out[k] = static_cast<float>(std::min(held[k], unseen[k]));
  return out;
}

}  // namespace mj16::bot
