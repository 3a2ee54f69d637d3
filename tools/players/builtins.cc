#include "tools/players/builtins.h"

#include <cstdint>
#include <optional>

#include "absl/strings/str_cat.h"
#include "tools/players/builtin_random.h"
#include "tools/players/dishu_player.h"
#include "tools/players/efficiency_player.h"
#include "tools/players/mjbot_player.h"

namespace mj16::players {
namespace {

// mjref's own builtin:random, for tools that pit a player against it.
absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeRandomFactory(std::string name,
                                                                        const Options& options) {
  std::optional<std::uint64_t> seed;
  for (const auto& [key, value] : options) {
    if (key != "seed") return UnknownOption(key, "seed");
    absl::StatusOr<int> n = IntOption(key, value, 0, 1 << 30);
    if (!n.ok()) return n.status();
    seed = static_cast<std::uint64_t>(*n);
  }
  return std::make_unique<mjref::RandomPlayerFactory>(std::move(name), seed);
}

}  // namespace

const std::vector<std::pair<std::string, PlayerMaker>>& PlayerMakers() {
  static const std::vector<std::pair<std::string, PlayerMaker>> kMakers = {
      {"mjbot", MakeMjbotFactory},
      {"mjdx3", MakeMjdx3Factory},
      {"efficiency", MakeEfficiencyFactory},
      {"dishu", MakeDishuFactory},
  };
  return kMakers;
}

absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakePlayerFactory(absl::string_view spec) {
  const size_t colon = spec.find(':');
  const absl::string_view name = spec.substr(0, colon);
  const absl::string_view text =
      colon == absl::string_view::npos ? absl::string_view() : spec.substr(colon + 1);
  std::vector<std::pair<std::string, PlayerMaker>> makers = PlayerMakers();
  makers.emplace_back("random", MakeRandomFactory);
  for (const auto& [known, make] : makers) {
    if (known != name) continue;
    absl::StatusOr<Options> options = SplitOptions(text);
    if (!options.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(name, ": ", options.status().message()));
    }
    absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> factory =
        make(std::string(spec), *options);
    if (!factory.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(name, ": ", factory.status().message()));
    }
    return factory;
  }
  return absl::InvalidArgumentError(
      absl::StrCat("unknown player '", name, "' (known: mjbot, mjdx3, efficiency, dishu, random)"));
}

}  // namespace mj16::players
