// The value estimate behind the luck-adjusted scores (docs/strength.md, "Luck-adjusted scores"):
// each seat's expected final score from the referee's truth (value_table.h). A seat to act with a
// complete hand is worth its self-draw exactly; otherwise a small network trained by
// tools/training/train_value.py on games of other seeds gives each seat's score from its own
// point of view, and the four are centred so that they sum to zero, as scores do.
//
// The weights are embedded at build time (tools/mjref/luck/data/value_model.txt), a tensor file
// (bot/nn/tensors.h): the setting "name NAME", then the dense layers "layers.K.weight" and
// "layers.K.bias" from K = 0; ReLU between layers, the last one linear, its one output in
// thousands of points.
#ifndef MJ16_TOOLS_MJREF_LUCK_VALUE_MODEL_H_
#define MJ16_TOOLS_MJREF_LUCK_VALUE_MODEL_H_

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/mjref/engine/chance.h"
#include "tools/mjref/luck/value_table.h"

namespace mj16::mjref {

class ValueModel {
 public:
  // The error names the line or the tensor. `inputs_version` is the version of the inputs the
  // model is fed (kValueInputsVersion; another only in tests).
  static absl::StatusOr<ValueModel> Parse(absl::string_view text,
                                          int inputs_version = kValueInputsVersion);
  // The embedded model (parsed once).
  static const ValueModel& Default();

  // The model's name and a hash of its weights and its inputs' version: results scored by other
  // weights or other inputs never merge.
  const std::string& name() const { return name_; }

  // The network's output for one point of view, in points.
  double Forward(const ValueInputs& x) const;
  // Every seat's value of the table, summing to zero.
  SeatValues Values(const ValueTable& t, const std::array<SeatFacts, 4>& facts) const;

 private:
  struct Layer {
    int out = 0;
    std::vector<float> wt, b;  // in rows of out (nn::Transposed), out biases
  };
  std::string name_;
  std::uint64_t id_ = 0;  // unique to each parsed model, for the cache of Values
  std::vector<Layer> layers_;
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_LUCK_VALUE_MODEL_H_
