// FNV-1a (64-bit): a fingerprint that is the same in every process and on every platform, where
// absl::Hash is salted per process. For seeds and names that must replay: a position's
// Monte-Carlo seed, a deal line's fingerprint, a model's name.
#ifndef MJ16_CORE_HASH_H_
#define MJ16_CORE_HASH_H_

#include <cstdint>
#include "absl/strings/string_view.h"

namespace mj16 {

inline constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ull;

// One step: `value` folded into `h` (FNV-1a takes a byte; a whole value is folded the same way).
constexpr std::uint64_t FnvMix(std::uint64_t h, std::uint64_t value) {
  return (h ^ value) * 0x100000001b3ull;
}

// The bytes of `text` folded into `h`.
constexpr std::uint64_t Fnv1a(absl::string_view text, std::uint64_t h = kFnvOffset) {
  for (const char c : text) h = FnvMix(h, static_cast<unsigned char>(c));
  return h;
}

}  // namespace mj16

#endif  // MJ16_CORE_HASH_H_
