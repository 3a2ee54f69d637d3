// A minimal JSON writer for the tools' machine-readable output. Values are appended in order;
// the writer inserts commas, so callers only say what goes where.
#ifndef MJ16_TOOLS_COMMON_JSON_H_
#define MJ16_TOOLS_COMMON_JSON_H_

#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace mj16 {

class JsonWriter {
 public:
  JsonWriter& BeginObject();
  JsonWriter& EndObject();
  JsonWriter& BeginArray();
  JsonWriter& EndArray();
  // The key of the next value inside an object.
  JsonWriter& Key(absl::string_view key);
  JsonWriter& String(absl::string_view value);
  JsonWriter& Int(long long value);
  JsonWriter& Double(double value);
  JsonWriter& Bool(bool value);
  JsonWriter& Null();
  JsonWriter& StringArray(const std::vector<std::string>& values);
  // A value that is JSON text already (another writer's str(), a file read back), as it is.
  JsonWriter& Raw(absl::string_view json);

  const std::string& str() const { return out_; }

 private:
  void BeforeValue();
  JsonWriter& Open(char bracket);
  JsonWriter& Close(char bracket);

  std::string out_;
  std::vector<bool> first_;  // per open container: no element written yet
  bool after_key_ = false;
};

// The JSON string literal for `s`, quotes included.
std::string JsonQuote(absl::string_view s);

}  // namespace mj16

#endif  // MJ16_TOOLS_COMMON_JSON_H_
