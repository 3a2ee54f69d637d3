#include "tools/players/options.h"

#include <cmath>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"

namespace mj16::players {

absl::StatusOr<Options> SplitOptions(absl::string_view text) {
  Options out;
  for (absl::string_view item : absl::StrSplit(text, ',', absl::SkipWhitespace())) {
    const size_t eq = item.find('=');
    if (eq == absl::string_view::npos) {
      return absl::InvalidArgumentError(
          absl::StrFormat("expected key=value, got '%s'", absl::StripAsciiWhitespace(item)));
    }
    out.emplace_back(std::string(absl::StripAsciiWhitespace(item.substr(0, eq))),
                     std::string(absl::StripAsciiWhitespace(item.substr(eq + 1))));
  }
  return out;
}

absl::StatusOr<bool> BoolOption(absl::string_view key, absl::string_view value) {
  const std::string v = absl::AsciiStrToLower(value);
  if (v == "true" || v == "1" || v == "yes" || v == "on") return true;
  if (v == "false" || v == "0" || v == "no" || v == "off") return false;
  return absl::InvalidArgumentError(
      absl::StrFormat("%s: bad value '%s' (true or false)", key, value));
}

absl::StatusOr<int> IntOption(absl::string_view key, absl::string_view value, int lo, int hi) {
  int n = 0;
  if (!absl::SimpleAtoi(value, &n) || n < lo || n > hi) {
    return absl::InvalidArgumentError(
        absl::StrFormat("%s: bad value '%s' (a whole number %d..%d)", key, value, lo, hi));
  }
  return n;
}

absl::StatusOr<double> DoubleOption(absl::string_view key, absl::string_view value) {
  double d = 0;
  if (!absl::SimpleAtod(value, &d) || !std::isfinite(d) || d < 0) {
    return absl::InvalidArgumentError(
        absl::StrFormat("%s: bad value '%s' (a number >= 0)", key, value));
  }
  return d;
}

absl::Status UnknownOption(absl::string_view key, absl::string_view known) {
  return absl::InvalidArgumentError(absl::StrFormat("unknown key '%s' (known: %s)", key, known));
}

}  // namespace mj16::players
