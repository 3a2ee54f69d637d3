// The value estimate behind the luck-adjusted scores (docs/strength.md, "Luck-adjusted scores"):
// each seat's expected final score from the referee's truth (value_table.h). A seat to act with a
// complete hand is worth its self-draw exactly; otherwise a small network trained by
// tools/training/train_value.py on games of other seeds gives each seat's score from its own
// point of view, and the four are centred so that they sum to zero, as scores do.
//
// The weights are embedded at build time (tools/mjref/luck/data/value_model.txt): a line
// "name NAME", then per dense layer a line "dense OUT IN", a line of OUT×IN weights (row-major)
// and a line of OUT biases; ReLU between layers, the last one linear, its one output in thousands
// of points.
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
  // The error names the line that does not fit.
  static absl::StatusOr<ValueModel> Parse(absl::string_view text);
  // The embedded model (parsed once).
  static const ValueModel& Default();

  // The model's name and a hash of its weights: results scored by different weights never merge.
  const std::string& name() const { return name_; }

  // The network's output for one point of view, in points.
  double Forward(const ValueInputs& x) const;
  // Every seat's value of the table, summing to zero.
  SeatValues Values(const ValueTable& t, const std::array<SeatFacts, 4>& facts) const;

 private:
  struct Dense {
    int out = 0, in = 0;
    std::vector<float> w, b;  // w as written: out rows of in
    std::vector<float> wt;    // in rows of out, for Forward
  };
  std::string name_;
  std::uint64_t id_ = 0;  // unique to each parsed model, for the cache of Values
  std::vector<Dense> layers_;
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_LUCK_VALUE_MODEL_H_
