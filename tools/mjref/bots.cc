#include "tools/mjref/bots.h"

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "tools/mjref/builtin_random.h"

namespace mj16::mjref {

absl::StatusOr<std::unique_ptr<PlayerFactory>> MakeProgram(absl::string_view cmd) {
  constexpr absl::string_view kPrefix = "builtin:";
  if (!absl::StartsWith(cmd, kPrefix)) {
    return absl::UnimplementedError(
        absl::StrCat("bot '", cmd, "': bot processes are not supported yet; use builtin:random"));
  }
  const std::vector<absl::string_view> parts =
      absl::StrSplit(cmd.substr(kPrefix.size()), absl::MaxSplits(':', 1));
  const absl::string_view name = parts[0];
  const absl::string_view settings = parts.size() > 1 ? parts[1] : absl::string_view();
  if (name != "random") {
    return absl::InvalidArgumentError(
        absl::StrCat("bot '", cmd, "': unknown built-in player '", name, "' (known: random)"));
  }
  std::optional<std::uint64_t> seed;
  for (absl::string_view setting : absl::StrSplit(settings, ',', absl::SkipEmpty())) {
    const std::vector<absl::string_view> kv = absl::StrSplit(setting, absl::MaxSplits('=', 1));
    std::uint64_t value = 0;
    if (kv[0] == "seed" && kv.size() == 2 && absl::SimpleAtoi(kv[1], &value)) {
      seed = value;
    } else if (kv[0] == "seed") {
      return absl::InvalidArgumentError(
          absl::StrCat("bot '", cmd, "': seed wants a non-negative integer"));
    } else {
      return absl::InvalidArgumentError(
          absl::StrCat("bot '", cmd, "': unknown setting '", kv[0], "' (known: seed)"));
    }
  }
  return std::make_unique<RandomPlayerFactory>(std::string(cmd), seed);
}

}  // namespace mj16::mjref
