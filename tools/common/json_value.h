// A small JSON reader for the tools' own files (games.jsonl for `mjref replay`, results, reviews):
// the subset json.h writes, read back: objects, arrays, strings (with \u escapes), numbers, true,
// false, null.
#ifndef MJ16_TOOLS_COMMON_JSON_VALUE_H_
#define MJ16_TOOLS_COMMON_JSON_VALUE_H_

#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace mj16 {

struct JsonValue {
  enum class Type { kNull, kBool, kNumber, kString, kArray, kObject };
  // Declared, defined in the .cc: clang with libstdc++ 12 rejects the implicit one, whose
  // noexcept check needs std::pair<std::string, JsonValue> complete while JsonValue is not.
  JsonValue();
  Type type = Type::kNull;
  bool boolean = false;
  double number = 0;
  std::string text;  // a string's value, or a number as written (exact for 64-bit integers)
  std::vector<JsonValue> items;
  std::vector<std::pair<std::string, JsonValue>> members;

  // The member named `key` of an object, or nullptr.
  const JsonValue* Find(absl::string_view key) const;
  // Typed access with a fallback when the member is missing or of another type.
  long long IntOr(absl::string_view key, long long fallback) const;
  std::string StringOr(absl::string_view key, absl::string_view fallback) const;
  bool BoolOr(absl::string_view key, bool fallback) const;
};

// One JSON value, surrounded by whitespace at most. The error says where parsing stopped.
absl::StatusOr<JsonValue> ParseJson(absl::string_view text);

}  // namespace mj16

#endif  // MJ16_TOOLS_COMMON_JSON_VALUE_H_
