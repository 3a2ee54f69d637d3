#include "bot/reading/model.h"

#include <cmath>
#include <cstdlib>
#include <string>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "bot/reading/reading_model_data.h"  // generated: kReadingModelData (bot/CMakeLists.txt)

namespace mj16::bot {
namespace {

double Sigmoid(double z) { return 1 / (1 + std::exp(-z)); }

absl::Status Bad(int line, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("reading model line ", line, ": ", what));
}

}  // namespace

absl::StatusOr<ReadingModel> ReadingModel::Parse(absl::string_view text) {
  ReadingModel model;
  Layer* layer = nullptr;
  int rows_left = 0, number = 0;
  for (absl::string_view raw : absl::StrSplit(text, '\n')) {
    ++number;
    absl::string_view line = absl::StripAsciiWhitespace(raw);
    if (line.empty() || line[0] == '#') continue;
    const std::vector<absl::string_view> words = absl::StrSplit(line, ' ', absl::SkipEmpty());
    if (rows_left > 0) {
      if (static_cast<int>(words.size()) != layer->in + 1) {
        return Bad(number, absl::StrCat("expected ", layer->in + 1, " numbers"));
      }
      for (int i = 0; i <= layer->in; ++i) {
        float v;
        if (!absl::SimpleAtof(words[i], &v)) return Bad(number, "not a number");
        (i < layer->in ? layer->weights : layer->bias).push_back(v);
      }
      --rows_left;
      continue;
    }
    if (words[0] == "inputs" && words.size() == 2) {
      if (!absl::SimpleAtoi(words[1], &model.inputs_)) return Bad(number, "inputs");
    } else if (words[0] == "dense" && words.size() == 4) {
      Layer l;
      if (!absl::SimpleAtoi(words[1], &l.in) || !absl::SimpleAtoi(words[2], &l.out) || l.in <= 0 ||
          l.out <= 0) {
        return Bad(number, "dense IN OUT ACT");
      }
      const int expected = model.layers_.empty() ? model.inputs_ : model.layers_.back().out;
      if (l.in != expected) return Bad(number, absl::StrCat("takes ", l.in, ", given ", expected));
      l.relu = words[3] == "relu";
      if (!l.relu && words[3] != "none") return Bad(number, "activation relu or none");
      model.layers_.push_back(std::move(l));
      layer = &model.layers_.back();
      rows_left = layer->out;
    } else {
      return Bad(number, absl::StrCat("unknown '", words[0], "'"));
    }
  }
  if (rows_left > 0) return Bad(number, "the last layer is cut short");
  if (model.layers_.empty()) return Bad(number, "no layers");
  if (model.inputs_ != kOpponentFeatures) {
    return Bad(number, absl::StrCat("takes ", model.inputs_, " inputs, the features are ",
                                    kOpponentFeatures));
  }
  if (model.layers_.back().out != 1 + 2 * kNumKinds) return Bad(number, "wrong output count");
  return model;
}

const ReadingModel& ReadingModel::Default() {
  static const ReadingModel model = [] {
    absl::StatusOr<ReadingModel> m = Parse(kReadingModelData);
    if (!m.ok()) std::abort();  // tests/reading_model_test.cc parses it in every build
    return *std::move(m);
  }();
  return model;
}

std::vector<float> ReadingModel::Forward(const OpponentFeatureVector& x) const {
  std::vector<float> in(x.begin(), x.end()), out;
  for (const Layer& l : layers_) {
    out.assign(l.out, 0.0f);
    for (int o = 0; o < l.out; ++o) {
      const float* w = &l.weights[static_cast<size_t>(o) * l.in];
      float sum = 0;
      for (int i = 0; i < l.in; ++i) sum += w[i] * in[i];
      sum += l.bias[o];
      out[o] = l.relu && sum < 0 ? 0 : sum;
    }
    in.swap(out);
  }
  return in;
}

OpponentEstimate ReadingModel::Estimate(const OpponentFeatureVector& x) const {
  const std::vector<float> y = Forward(x);
  OpponentEstimate e;
  e.tenpai = Sigmoid(y[0]);
  for (int k = 0; k < kNumKinds; ++k) {
    e.wait[k] = Sigmoid(y[1 + k]);
    e.tai[k] = std::max(0.0f, y[1 + kNumKinds + k]);
  }
  return e;
}

}  // namespace mj16::bot
