#include "bot/nn/tensors.h"

#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"

namespace mj16::bot::nn {

absl::StatusOr<TensorFile> ParseTensors(absl::string_view text, absl::string_view what) {
  TensorFile file;
  std::string pending;  // the tensor whose values the next line holds
  int number = 0;
  const auto bad = [&](absl::string_view why) {
    return absl::InvalidArgumentError(absl::StrCat(what, " line ", number, ": ", why));
  };
  for (absl::string_view raw : absl::StrSplit(text, '\n')) {
    ++number;
    const absl::string_view line = absl::StripAsciiWhitespace(raw);
    if (line.empty() || line[0] == '#') continue;
    const std::vector<absl::string_view> words = absl::StrSplit(line, ' ', absl::SkipEmpty());
    if (!pending.empty()) {
      Tensor& t = file.tensors[pending];
      size_t size = 1;
      for (int d : t.shape) size *= d;
      if (words.size() != size) return bad(absl::StrCat(pending, ": expected ", size, " values"));
      t.values.reserve(size);
      for (absl::string_view v : words) {
        float f;
        if (!absl::SimpleAtof(v, &f)) return bad(absl::StrCat("not a number: ", v));
        t.values.push_back(f);
      }
      pending.clear();
      continue;
    }
    Tensor t;
    bool dims = words.size() > 1;
    for (size_t i = 1; i < words.size() && dims; ++i) {
      int d;
      dims = absl::SimpleAtoi(words[i], &d) && d > 0;
      t.shape.push_back(d);
    }
    // Two words of which the second is not a dimension, or one of a model's settings.
    if (words.size() == 2 && (!dims || words[0].find('.') == absl::string_view::npos)) {
      file.settings[std::string(words[0])] = std::string(words[1]);
      continue;
    }
    if (!dims) {
      return bad(words.size() == 1 ? absl::StrCat("unknown '", words[0], "'")
                                   : std::string("expected 'NAME d0 d1 ...'"));
    }
    pending = std::string(words[0]);
    if (file.tensors.count(pending)) return bad(absl::StrCat(pending, " twice"));
    file.tensors[pending] = std::move(t);
  }
  if (!pending.empty()) return bad(absl::StrCat(pending, ": no values"));
  return file;
}

absl::Status TakeTensor(TensorFile& file, const std::string& name, const std::vector<int>& shape,
                        Tensor& into) {
  auto it = file.tensors.find(name);
  if (it == file.tensors.end()) return absl::InvalidArgumentError(absl::StrCat("no tensor ", name));
  if (it->second.shape != shape) {
    return absl::InvalidArgumentError(absl::StrCat(
        name, " is ", absl::StrJoin(it->second.shape, "x"), ", not ", absl::StrJoin(shape, "x")));
  }
  into = std::move(it->second);
  file.tensors.erase(it);
  return absl::OkStatus();
}

}  // namespace mj16::bot::nn
