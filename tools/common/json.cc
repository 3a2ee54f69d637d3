#include "tools/common/json.h"

#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace mj16 {

std::string JsonQuote(absl::string_view s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20) {
          out += absl::StrFormat("\\u%04x", c);
        } else {
          out.push_back(static_cast<char>(c));  // UTF-8 passes through unchanged
        }
    }
  }
  out.push_back('"');
  return out;
}

void JsonWriter::BeforeValue() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (!first_.empty()) {
    if (!first_.back()) out_.push_back(',');
    first_.back() = false;
  }
}

JsonWriter& JsonWriter::Raw(absl::string_view json) {
  BeforeValue();
  out_.append(json.data(), json.size());
  return *this;
}

JsonWriter& JsonWriter::Open(char bracket) {
  Raw(absl::string_view(&bracket, 1));
  first_.push_back(true);
  return *this;
}

JsonWriter& JsonWriter::Close(char bracket) {
  out_.push_back(bracket);
  first_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::BeginObject() { return Open('{'); }
JsonWriter& JsonWriter::EndObject() { return Close('}'); }
JsonWriter& JsonWriter::BeginArray() { return Open('['); }
JsonWriter& JsonWriter::EndArray() { return Close(']'); }

JsonWriter& JsonWriter::Key(absl::string_view key) {
  Raw(absl::StrCat(JsonQuote(key), ":"));
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::String(absl::string_view value) { return Raw(JsonQuote(value)); }
JsonWriter& JsonWriter::Int(long long value) { return Raw(absl::StrCat(value)); }
JsonWriter& JsonWriter::Bool(bool value) { return Raw(value ? "true" : "false"); }
JsonWriter& JsonWriter::Null() { return Raw("null"); }

JsonWriter& JsonWriter::Double(double value) {
  if (!std::isfinite(value)) return Null();
  // Always with a fraction so that readers see a number of the same type every time.
  std::string s = absl::StrFormat("%.6g", value);
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return Raw(s);
}

JsonWriter& JsonWriter::StringArray(const std::vector<std::string>& values) {
  BeginArray();
  for (const std::string& v : values) String(v);
  return EndArray();
}

}  // namespace mj16
