// The learned reading (docs/reading.md): a small network trained by
// tools/training/train_reading.py on the referee's truth, read from weights embedded at build
// time (bot/reading/data/reading_model.txt). Per opponent it gives P(tenpai), P(each kind is his
// winning tile) — the deal-in risk of discarding it — and the tai he would score on it.
//
// The network (train_reading.py's ReadingNet): each suit's nine ranks through two convolutions
// (kernels 5 and 3) over the feature channels and a rank channel, the opponent's scalars and
// each channel's sums over the suits and the honours added as a bias to the first; the honours
// through two layers shared by the seven, with the same bias; P(tenpai) from the scalars and
// both parts' activations, averaged and at their largest, through a hidden layer that also adds
// one bias to every wait logit. The forward pass is plain loops over floats: no
// library, one self-contained executable.
#ifndef MJ16_BOT_READING_MODEL_H_
#define MJ16_BOT_READING_MODEL_H_

#include <array>
#include <vector>
#include "absl/strings/string_view.h"

#include "absl/status/statusor.h"
#include "bot/nn/tensors.h"
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
  // Parses the text train_reading.py writes ("width W", then per tensor a line "NAME d0 d1 ..."
  // and a line of its values, row-major); the error names the line or the tensor.
  static absl::StatusOr<ReadingModel> Parse(absl::string_view text);
  // The embedded model (parsed once; the build checks it parses).
  static const ReadingModel& Default();

  // The network's raw outputs: the tenpai logit, kNumKinds wait logits, kNumKinds tai.
  std::vector<float> Forward(const OpponentFeatureVector& x) const;
  OpponentEstimate Estimate(const OpponentFeatureVector& x) const;

  int width() const { return width_; }

 private:
  using Tensor = nn::Tensor;
  // ReadingNet's tensors by their PyTorch names.
  struct Weights {
    Tensor suit_scalars_w, suit_scalars_b, suit_context_w, suit_a_w, suit_b_w, suit_b_b, suit_out_w,
        suit_out_b;
    Tensor honour_scalars_w, honour_scalars_b, honour_context_w, honour_a_w, honour_b_w, honour_b_b,
        honour_out_w, honour_out_b;
    Tensor tenpai_a_w, tenpai_a_b, tenpai_out_w, tenpai_out_b, wait_global_w, wait_global_b;
    std::vector<float> suit_a_t, suit_b_t;  // the convolutions' weights, in × kernel × out
  };
  int width_ = 0;
  Weights w_;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_MODEL_H_
