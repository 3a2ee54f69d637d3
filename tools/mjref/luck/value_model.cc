#include "tools/mjref/luck/value_model.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "tools/mjref/luck/value_model_data.h"  // generated: kValueModelData (luck/CMakeLists.txt)

namespace mj16::mjref {
namespace {

constexpr int kMaxWidth = 256;

absl::Status Bad(int line, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("value model line ", line, ": ", what));
}

// FNV-1a of the text, so that the name changes with any weight.
std::uint32_t Hash(absl::string_view text) {
  std::uint32_t h = 2166136261u;
  for (char c : text) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
  return h;
}

absl::Status ReadFloats(absl::string_view line, int number, size_t n, std::vector<float>& out) {
  const std::vector<absl::string_view> words = absl::StrSplit(line, ' ', absl::SkipEmpty());
  if (words.size() != n) return Bad(number, absl::StrCat("expected ", n, " numbers"));
  out.clear();
  for (absl::string_view v : words) {
    float f;
    if (!absl::SimpleAtof(v, &f)) return Bad(number, absl::StrCat("not a number: ", v));
    out.push_back(f);
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<ValueModel> ValueModel::Parse(absl::string_view text) {
  ValueModel model;
  std::string name;
  int number = 0;
  int expect = 0;  // 1: the weights of layers_.back() next, 2: its biases
  for (absl::string_view raw : absl::StrSplit(text, '\n')) {
    ++number;
    const absl::string_view line = absl::StripAsciiWhitespace(raw);
    if (line.empty() || line[0] == '#') continue;
    if (expect == 1) {
      Dense& d = model.layers_.back();
      if (absl::Status s = ReadFloats(line, number, static_cast<size_t>(d.out) * d.in, d.w);
          !s.ok())
        return s;
      d.wt.resize(d.w.size());
      for (int i = 0; i < d.out; ++i) {
        for (int j = 0; j < d.in; ++j) d.wt[static_cast<size_t>(j) * d.out + i] = d.w[i * d.in + j];
      }
      expect = 2;
      continue;
    }
    if (expect == 2) {
      Dense& d = model.layers_.back();
      if (absl::Status s = ReadFloats(line, number, d.out, d.b); !s.ok()) return s;
      expect = 0;
      continue;
    }
    const std::vector<absl::string_view> words = absl::StrSplit(line, ' ', absl::SkipEmpty());
    if (words[0] == "name" && words.size() == 2) {
      name = std::string(words[1]);
    } else if (words[0] == "dense" && words.size() == 3) {
      Dense d;
      if (!absl::SimpleAtoi(words[1], &d.out) || !absl::SimpleAtoi(words[2], &d.in) || d.out <= 0 ||
          d.in <= 0 || d.out > kMaxWidth) {
        return Bad(number, "dense OUT IN");
      }
      const int in = model.layers_.empty() ? kValueInputs : model.layers_.back().out;
      if (d.in != in) return Bad(number, absl::StrCat("a layer of ", in, " inputs expected"));
      model.layers_.push_back(std::move(d));
      expect = 1;
    } else {
      return Bad(number, absl::StrCat("unknown '", words[0], "'"));
    }
  }
  if (expect != 0) return Bad(number, "a layer without its values");
  if (name.empty()) return Bad(number, "no name");
  if (model.layers_.empty() || model.layers_.back().out != 1) return Bad(number, "no output layer");
  model.name_ = absl::StrFormat("%s:%08x", name, Hash(text));
  return model;
}

const ValueModel& ValueModel::Default() {
  static const ValueModel model = [] {
    absl::StatusOr<ValueModel> m = Parse(kValueModelData);
    if (!m.ok()) std::abort();  // tests/luck_test.cc parses it in every build
    return *std::move(m);
  }();
  return model;
}

double ValueModel::Forward(const ValueInputs& x) const {
  float a[kMaxWidth], b[kMaxWidth];
  std::copy(x.begin(), x.end(), a);
  for (size_t l = 0; l < layers_.size(); ++l) {
    const Dense& d = layers_[l];
    const bool last = l + 1 == layers_.size();
    // Each input updates every output in one contiguous run (vectorised); zero inputs, most of the
    // one-hots and the ReLUs', are skipped.
    std::copy(d.b.begin(), d.b.end(), b);
    for (int j = 0; j < d.in; ++j) {
      const float v = a[j];
      if (v == 0) continue;
      const float* col = &d.wt[static_cast<size_t>(j) * d.out];
      for (int i = 0; i < d.out; ++i) b[i] += v * col[i];
    }
    for (int i = 0; i < d.out; ++i) a[i] = last ? b[i] : std::max(0.0f, b[i]);
  }
  return 1000.0 * a[0];
}

SeatValues ValueModel::Values(const ValueTable& t, const std::array<SeatFacts, 4>& facts) const {
  SeatValues v{};
  if (facts[t.to_act].complete) {
    const Settlement pay = SelfDrawNow(t);
    for (int s = 0; s < 4; ++s) v[s] = pay.delta[s];
    return v;
  }
  double mean = 0;
  for (int s = 0; s < 4; ++s) {
    v[s] = Forward(InputsOf(t, facts, s));
    mean += v[s] / 4;
  }
  for (double& x : v) x -= mean;
  return v;
}

}  // namespace mj16::mjref
