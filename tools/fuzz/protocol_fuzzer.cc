// Fuzz target: one protocol line, read both ways (core/protocol.h). A parsed answer must survive
// FormatAnswer and parse back the same, since the referee judges what the bot formats.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "absl/strings/string_view.h"
#include "core/protocol.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const absl::string_view line(reinterpret_cast<const char*>(data), size);
  const absl::string_view trimmed = mj16::TrimLine(line);
  if (trimmed.size() > line.size()) std::abort();

  absl::StatusOr<mj16::Message> m = mj16::ParseMessage(line);
  if (m.ok() && m->kind == mj16::Message::Kind::kAsk) {
    // An /ask must read back as the same question.
    absl::StatusOr<mj16::Message> again = mj16::ParseMessage(mj16::FormatAsk(m->ask));
    if (!again.ok() || again->ask != m->ask) std::abort();
  }
  if (m.ok() && m->kind == mj16::Message::Kind::kThrow) {
    absl::StatusOr<mj16::Message> again =
        mj16::ParseMessage(mj16::FormatThrow(m->pos, m->cards.at(0)));
    if (!again.ok() || again->pos != m->pos || again->cards != m->cards) std::abort();
  }

  absl::StatusOr<mj16::Action> a = mj16::ParseAnswer(line);
  if (a.ok()) {
    absl::StatusOr<mj16::Action> again = mj16::ParseAnswer(mj16::FormatAnswer(*a));
    if (!again.ok() || !(*again == *a)) std::abort();
  }
  return 0;
}
