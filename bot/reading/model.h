// The learned reading (issue 27, docs/reading.md): a small network trained by
// tools/training/train_reading.py on the referee's truth, read from weights embedded at build
// time (bot/reading/data/reading_model.txt). Per opponent it gives P(tenpai), P(each kind is his
// winning tile) — the deal-in risk of discarding it — and the tai he would score on it. The
// forward pass is plain loops over floats: no library, one self-contained executable.
#ifndef MJ16_BOT_READING_MODEL_H_
#define MJ16_BOT_READING_MODEL_H_

#include <array>
#include <vector>
#include "absl/strings/string_view.h"

#include "absl/status/statusor.h"
#include "bot/reading/features.h"
#include "core/tile.h"

namespace mj16::bot {

struct OpponentEstimate {
  double tenpai = 0;                     // P(he is tenpai)
  std::array<double, kNumKinds> wait{};  // P(the kind is his winning tile)
  std::array<double, kNumKinds> tai{};   // the tai he would score on it (≥ 0)
};

class ReadingModel {
 public:
  // Parses the text train_reading.py writes ("inputs N", then "dense IN OUT ACT" and OUT lines
  // of IN weights and a bias per layer); the error names the line.
  static absl::StatusOr<ReadingModel> Parse(absl::string_view text);
  // The embedded model (parsed once; the build checks it parses).
  static const ReadingModel& Default();

  // The network's raw outputs: the tenpai logit, kNumKinds wait logits, kNumKinds tai.
  std::vector<float> Forward(const OpponentFeatureVector& x) const;
  OpponentEstimate Estimate(const OpponentFeatureVector& x) const;

  int inputs() const { return inputs_; }

 private:
  struct Layer {
    int in = 0, out = 0;
    bool relu = false;
    std::vector<float> weights;  // out rows of in
    std::vector<float> bias;
  };
  int inputs_ = 0;
  std::vector<Layer> layers_;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_MODEL_H_
