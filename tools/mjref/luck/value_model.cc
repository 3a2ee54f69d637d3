#include "tools/mjref/luck/value_model.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>

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
  static std::atomic<std::uint64_t> models{0};
  model.id_ = ++models;
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

namespace {

// One dense layer's sums, b += Σ_j a[j] × column j, input by input in order; zero inputs (most of
// the one-hots and the ReLUs') are skipped. With the width known at compile time the sums stay in
// registers. Every output adds its terms one by one in input order, with no fused multiply-add,
// so every width and vector length gives the same bits.
template <int kOut>
void AddColumns(const float* a, int in, const float* wt, float* b) {
  float acc[kOut];
  std::copy(b, b + kOut, acc);
  for (int j = 0; j < in; ++j) {
    const float v = a[j];
    if (v == 0) continue;
    const float* col = wt + static_cast<size_t>(j) * kOut;
    for (int i = 0; i < kOut; ++i) acc[i] += v * col[i];
  }
  std::copy(acc, acc + kOut, b);
}

void AddColumns(const float* a, int in, int out, const float* wt, float* b) {
  for (int j = 0; j < in; ++j) {
    const float v = a[j];
    if (v == 0) continue;
    const float* col = wt + static_cast<size_t>(j) * out;
    for (int i = 0; i < out; ++i) b[i] += v * col[i];
  }
}

}  // namespace

// Wider vectors where the processor has them (the same bits, as above).
#if defined(__x86_64__) && !defined(__clang__)
#define MJ16_WIDER_VECTORS __attribute__((target_clones("avx2", "default")))
#else
#define MJ16_WIDER_VECTORS
#endif

MJ16_WIDER_VECTORS double ValueModel::Forward(const ValueInputs& x) const {
  float a[kMaxWidth], b[kMaxWidth];
  std::copy(x.begin(), x.end(), a);
  for (size_t l = 0; l < layers_.size(); ++l) {
    const Dense& d = layers_[l];
    const bool last = l + 1 == layers_.size();
    std::copy(d.b.begin(), d.b.end(), b);
    if (d.out == 32) {
      AddColumns<32>(a, d.in, d.wt.data(), b);
    } else {
      AddColumns(a, d.in, d.out, d.wt.data(), b);
    }
    for (int i = 0; i < d.out; ++i) a[i] = last ? b[i] : std::max(0.0f, b[i]);
  }
  return 1000.0 * a[0];
}

SeatValues ValueModel::Values(const ValueTable& t, const std::array<SeatFacts, 4>& facts) const {
  if (facts[t.to_act].complete) {
    const Settlement pay = SelfDrawNow(t);
    SeatValues v{};
    for (int s = 0; s < 4; ++s) v[s] = pay.delta[s];
    return v;
  }
  // The values are a pure function of the inputs' parts, and the cards that could come at one
  // draw give few distinct parts: many would be thrown straight back and change none of them. A
  // small cache per thread, keyed by the parts' exact bits and this model, gives the same values.
  const InputParts parts = PartsOf(t, facts);
  struct Slot {
    std::uint64_t model = 0;  // 0: empty
    InputParts parts;
    SeatValues v;
  };
  static constexpr std::size_t kSlots = 256;
  thread_local std::array<Slot, kSlots> cache;
  static_assert(sizeof(InputParts) == (1 + 4 * kSeatInputs) * sizeof(float));
  std::uint32_t words[sizeof(InputParts) / 4];
  std::memcpy(words, &parts, sizeof(words));
  std::uint64_t h = id_;
  for (std::uint32_t w : words) h = (h ^ w) * 0x9e3779b97f4a7c15u;
  Slot& slot = cache[(h ^ (h >> 29)) % kSlots];
  if (slot.model == id_ && std::memcmp(&slot.parts, &parts, sizeof(InputParts)) == 0) {
    return slot.v;
  }
  SeatValues v{};
  double mean = 0;
  for (int s = 0; s < 4; ++s) {
    v[s] = Forward(InputsFrom(parts, s));
    mean += v[s] / 4;
  }
  for (double& x : v) x -= mean;
  slot.model = id_;
  slot.parts = parts;
  slot.v = v;
  return v;
}

}  // namespace mj16::mjref
