// Every in-process player of this library by name, ready for mjref's builtin table:
//   for (const auto& [name, make] : PlayerMakers()) mjref::RegisterBuiltin(name, make);
// and a "NAME[:k=v,…]" spec reader for tools that make players without mjref's CLI.
#ifndef MJ16_TOOLS_PLAYERS_BUILTINS_H_
#define MJ16_TOOLS_PLAYERS_BUILTINS_H_

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/mjref/engine/player.h"
#include "tools/players/options.h"

namespace mj16::players {

// Makes a factory named `name` (the program's name in /start and the results) from options;
// the error names the bad key.
using PlayerMaker = std::function<absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>>(
    std::string name, const Options& options)>;

// mjbot, mjdx3 (mjbot over bot/presets/mjdx3.conf), efficiency, dishu.
const std::vector<std::pair<std::string, PlayerMaker>>& PlayerMakers();

// "dishu:depth=3" → that player's factory, named after the whole spec; "random[:seed=S]" is
// mjref's own random player. An unknown NAME or a bad option is an error naming it.
absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakePlayerFactory(absl::string_view spec);

}  // namespace mj16::players

#endif  // MJ16_TOOLS_PLAYERS_BUILTINS_H_
