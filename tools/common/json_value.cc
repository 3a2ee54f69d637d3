#include "tools/common/json_value.h"

#include <cstdlib>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace mj16 {

JsonValue::JsonValue() = default;

namespace {

constexpr int kMaxDepth = 64;

class Parser {
 public:
  explicit Parser(absl::string_view text) : text_(text) {}

  absl::StatusOr<JsonValue> Document() {
    JsonValue v;
    if (!Value(v, 0)) return Error();
    SkipSpace();
    if (pos_ != text_.size()) {
      error_ = "trailing characters";
      return Error();
    }
    return v;
  }

 private:
  absl::Status Error() const {
    return absl::InvalidArgumentError(absl::StrCat("JSON at offset ", pos_, ": ", error_));
  }
  bool Fail(absl::string_view why) {
    error_ = std::string(why);
    return false;
  }
  void SkipSpace() {
    while (pos_ < text_.size() && absl::ascii_isspace(static_cast<unsigned char>(text_[pos_]))) {
      ++pos_;
    }
  }
  bool Eat(char c) {
    SkipSpace();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  bool Literal(absl::string_view word) {
    if (text_.substr(pos_, word.size()) != word) return Fail("bad literal");
    pos_ += word.size();
    return true;
  }

  bool Value(JsonValue& v, int depth) {
    if (depth > kMaxDepth) return Fail("nested too deeply");
    SkipSpace();
    if (pos_ >= text_.size()) return Fail("unexpected end");
    const char c = text_[pos_];
    if (c == '{') return Object(v, depth);
    if (c == '[') return Array(v, depth);
    if (c == '"') {
      v.type = JsonValue::Type::kString;
      return String(v.text);
    }
    if (c == 't' || c == 'f') {
      v.type = JsonValue::Type::kBool;
      v.boolean = c == 't';
      return Literal(c == 't' ? "true" : "false");
    }
    if (c == 'n') return Literal("null");
    return Number(v);
  }

  bool Object(JsonValue& v, int depth) {
    v.type = JsonValue::Type::kObject;
    ++pos_;
    if (Eat('}')) return true;
    do {
      SkipSpace();
      std::string key;
      if (pos_ >= text_.size() || text_[pos_] != '"' || !String(key)) return Fail("bad key");
      if (!Eat(':')) return Fail("':' expected");
      v.members.emplace_back(std::move(key), JsonValue{});
      if (!Value(v.members.back().second, depth + 1)) return false;
    } while (Eat(','));
    return Eat('}') || Fail("'}' expected");
  }

  bool Array(JsonValue& v, int depth) {
    v.type = JsonValue::Type::kArray;
    ++pos_;
    if (Eat(']')) return true;
    do {
      v.items.emplace_back();
      if (!Value(v.items.back(), depth + 1)) return false;
    } while (Eat(','));
    return Eat(']') || Fail("']' expected");
  }

  static void AppendUtf8(std::string& out, unsigned cp) {
    if (cp < 0x80) {
      out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
      out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
      out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
      out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
      out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
      out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
      out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
  }

  bool Hex4(unsigned& cp) {
    if (pos_ + 4 > text_.size()) return Fail("short \\u escape");
    cp = 0;
    for (int i = 0; i < 4; ++i) {
      const char h = text_[pos_++];
      cp <<= 4;
      if (h >= '0' && h <= '9') {
        cp |= static_cast<unsigned>(h - '0');
      } else if (h >= 'a' && h <= 'f') {
        cp |= static_cast<unsigned>(h - 'a' + 10);
      } else if (h >= 'A' && h <= 'F') {
        cp |= static_cast<unsigned>(h - 'A' + 10);
      } else {
        return Fail("bad \\u escape");
      }
    }
    return true;
  }

  bool String(std::string& out) {
    ++pos_;  // the opening quote
    while (pos_ < text_.size()) {
      const char c = text_[pos_++];
      if (c == '"') return true;
      if (c != '\\') {
        out.push_back(c);
        continue;
      }
      if (pos_ >= text_.size()) break;
      const char e = text_[pos_++];
      if (const size_t k = std::string_view("nrtbf").find(e); k != std::string_view::npos) {
        out.push_back("\n\r\t\b\f"[k]);
        continue;
      }
      if (e != 'u') {
        out.push_back(e);  // \" \\ \/
        continue;
      }
      unsigned cp = 0;
      if (!Hex4(cp)) return false;
      // A surrogate pair makes one code point above U+FFFF.
      if (cp >= 0xD800 && cp < 0xDC00 && text_.substr(pos_, 2) == "\\u") {
        pos_ += 2;
        unsigned low = 0;
        if (!Hex4(low)) return false;
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
      }
      AppendUtf8(out, cp);
    }
    return Fail("unterminated string");
  }

  bool Number(JsonValue& v) {
    const size_t start = pos_;
    while (pos_ < text_.size() &&
           std::string_view("+-0123456789.eE").find(text_[pos_]) != std::string_view::npos) {
      ++pos_;
    }
    if (pos_ == start) return Fail("unexpected character");
    v.type = JsonValue::Type::kNumber;
    v.text = std::string(text_.substr(start, pos_ - start));
    if (!absl::SimpleAtod(v.text, &v.number)) return Fail("bad number");
    return true;
  }

  absl::string_view text_;
  size_t pos_ = 0;
  std::string error_;
};

}  // namespace

const JsonValue* JsonValue::Find(absl::string_view key) const {
  for (const auto& [k, v] : members) {
    if (k == key) return &v;
  }
  return nullptr;
}

long long JsonValue::IntOr(absl::string_view key, long long fallback) const {
  const JsonValue* v = Find(key);
  long long n = 0;
  if (v && v->type == Type::kNumber && absl::SimpleAtoi(v->text, &n)) return n;
  return fallback;
}

std::string JsonValue::StringOr(absl::string_view key, absl::string_view fallback) const {
  const JsonValue* v = Find(key);
  return v && v->type == Type::kString ? v->text : std::string(fallback);
}

bool JsonValue::BoolOr(absl::string_view key, bool fallback) const {
  const JsonValue* v = Find(key);
  return v && v->type == Type::kBool ? v->boolean : fallback;
}

absl::StatusOr<JsonValue> ParseJson(absl::string_view text) { return Parser(text).Document(); }

}  // namespace mj16
