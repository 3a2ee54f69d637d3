#include "tools/mjref/luck/value_model.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bot/nn/dense.h"
#include "bot/nn/tensors.h"
#include "core/hash.h"
#include "tools/mjref/luck/value_model_data.h"  // generated: kValueModelData (mj16_embed_text)

namespace mj16::mjref {
namespace {

constexpr int kMaxWidth = 256;

absl::Status Bad(absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("value model: ", what));
}

}  // namespace

absl::StatusOr<ValueModel> ValueModel::Parse(absl::string_view text, int inputs_version) {
  absl::StatusOr<bot::nn::TensorFile> file = bot::nn::ParseTensors(text, "value model");
  if (!file.ok()) return file.status();
  const auto named = file->settings.find("name");
  if (named == file->settings.end()) return Bad("no name");
  const std::string name = named->second;
  file->settings.erase(named);
  if (!file->settings.empty())
    return Bad(absl::StrCat("unknown '", file->settings.begin()->first, "'"));
  ValueModel model;
  int in = kValueInputs;
  for (int k = 0;; ++k) {
    const std::string layer = absl::StrCat("layers.", k);
    const auto w = file->tensors.find(layer + ".weight");
    if (w == file->tensors.end()) break;
    const int out = w->second.shape[0];
    if (out > kMaxWidth) return Bad(absl::StrCat(layer, " wider than ", kMaxWidth));
    bot::nn::Tensor weight, bias;
    for (absl::Status s : {bot::nn::TakeTensor(*file, layer + ".weight", {out, in}, weight),
                           bot::nn::TakeTensor(*file, layer + ".bias", {out}, bias)}) {
      if (!s.ok()) return Bad(s.message());
    }
    model.layers_.push_back(
        {out, bot::nn::Transposed(weight.values, out, in), std::move(bias.values)});
    in = out;
  }
  if (!file->tensors.empty())
    return Bad(absl::StrCat("unknown tensor ", file->tensors.begin()->first));
  if (model.layers_.empty() || in != 1) return Bad("no output layer of one output");
  model.name_ =
      // A fingerprint of the weights and the inputs' version: the name changes with either.
      absl::StrFormat(
          "%s:%08x", name,
          static_cast<std::uint32_t>(Fnv1a(absl::StrCat(text, "\ninputs ", inputs_version))));
  static std::atomic<std::uint64_t> models{0};
  model.id_ = ++models;
  return model;
}

const ValueModel& ValueModel::Default() {
  static const ValueModel model = [] {
    absl::StatusOr<ValueModel> m = Parse(kValueModelData);
    if (!m.ok()) std::abort();  // tests/tools/mjref/luck/luck_test.cc parses it in every build
    return *std::move(m);
  }();
  return model;
}

// Wider vectors where the processor has them: DenseT adds every output's terms one by one in
// input order, with no fused multiply-add, so every vector length gives the same bits.
#if defined(__x86_64__) && !defined(__clang__)
#define MJ16_WIDER_VECTORS __attribute__((target_clones("avx2", "default")))
#else
#define MJ16_WIDER_VECTORS
#endif

MJ16_WIDER_VECTORS double ValueModel::Forward(const ValueInputs& x) const {
  float a[kMaxWidth], b[kMaxWidth];
  std::copy(x.begin(), x.end(), a);
  int in = kValueInputs;
  for (size_t l = 0; l < layers_.size(); ++l) {
    const Layer& d = layers_[l];
    bot::nn::DenseT(d.wt, d.b.data(), a, in, b, d.out, l + 1 < layers_.size());
    std::copy_n(b, d.out, a);
    in = d.out;
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
