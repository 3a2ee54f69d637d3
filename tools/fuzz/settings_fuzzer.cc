// Fuzz target: the configuration parsers (bot/settings/settings.h), a file's text and mjref's
// `key=value,...` overrides. Whatever they accept, FormatSettings must write in a form
// ParseSettings reads back to the same settings (mjbot --print-config's promise).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "absl/strings/string_view.h"
#include "bot/settings/settings.h"

namespace {

void CheckReadsBack(const mj16::bot::Settings& settings) {
  const std::string text = mj16::bot::FormatSettings(settings);
  absl::StatusOr<mj16::bot::Settings> again = mj16::bot::ParseSettings(text, "formatted");
  if (!again.ok()) std::abort();
  // Formatting rounds doubles once; after that the text must be a fixed point.
  absl::StatusOr<mj16::bot::Settings> third =
      mj16::bot::ParseSettings(mj16::bot::FormatSettings(*again), "formatted");
  if (!third.ok() || mj16::bot::FormatSettings(*third) != mj16::bot::FormatSettings(*again)) {
    std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const absl::string_view text(reinterpret_cast<const char*>(data), size);
  if (absl::StatusOr<mj16::bot::Settings> s = mj16::bot::ParseSettings(text, "fuzz"); s.ok()) {
    CheckReadsBack(*s);
  }
  if (absl::StatusOr<mj16::bot::Settings> s = mj16::bot::ParseOverrides(text); s.ok()) {
    CheckReadsBack(*s);
  }
  return 0;
}
