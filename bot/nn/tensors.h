// The learned models' weights as the training scripts write them (tools/training/train_*.py):
// text, per tensor a line "NAME d0 d1 ..." (its PyTorch shape) and a line of its values,
// row-major; '#' starts a comment line; other lines "KEY VALUE" are settings of the model
// (the reading's "width"). Parsed once at start-up from the weights embedded at build time.
#ifndef MJ16_BOT_NN_TENSORS_H_
#define MJ16_BOT_NN_TENSORS_H_

#include <map>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace mj16::bot::nn {

struct Tensor {
  std::vector<int> shape;
  std::vector<float> values;
};

struct TensorFile {
  std::map<std::string, Tensor> tensors;
  std::map<std::string, std::string> settings;  // "KEY VALUE" lines
};

// The error names `what` (the model) and the line.
absl::StatusOr<TensorFile> ParseTensors(absl::string_view text, absl::string_view what);

// Moves the tensor `name` of `shape` out of `file` into `into`; the error names the tensor and
// both shapes.
absl::Status TakeTensor(TensorFile& file, const std::string& name, const std::vector<int>& shape,
                        Tensor& into);

}  // namespace mj16::bot::nn

#endif  // MJ16_BOT_NN_TENSORS_H_
