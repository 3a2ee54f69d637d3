// The programs a --bot CMD names (SPEC §8): `builtin:NAME` with optional settings
// `builtin:NAME:key=value,key=value` runs in-process; anything else is a command line started as
// a bot process (process_player.h).
//
// Built-in players live in a name → maker table, which starts empty: the players are above this
// library (tools/players), and each is added with one call before the command line is read, e.g.
// in main():
//   RegisterBuiltin("random", MakeRandomProgram);
#ifndef MJ16_TOOLS_MJREF_BOTS_BOTS_H_
#define MJ16_TOOLS_MJREF_BOTS_BOTS_H_

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/mjref/bots/process_player.h"
#include "tools/mjref/engine/player.h"

namespace mj16::mjref {

// A built-in's settings, `key=value` in the order given (a bare `key` has an empty value).
using Settings = std::vector<std::pair<std::string, std::string>>;
Settings ParseSettings(absl::string_view text);

// Makes a built-in's factory. `name` is the whole CMD (the program's name in /start and the
// results); the error names the bad setting and is prefixed with the bot by MakeProgram.
using BuiltinMaker = std::function<absl::StatusOr<std::unique_ptr<PlayerFactory>>(
    std::string name, const Settings& settings)>;

// Adds (or replaces) `builtin:NAME`. Call before any MakeProgram; not meant to race with it.
void RegisterBuiltin(std::string name, BuiltinMaker maker);
// The registered names, sorted.
std::vector<std::string> BuiltinNames();

// `builtin:NAME[:settings]` → the built-in's factory; `tcp:[HOST:]PORT` → a socket seat that a bot
// connects to (socket_seat.h); any other CMD → a bot process, whose
// program is checked first when it is a path (it must exist and be executable). The error is
// one line naming the bot and what is wrong.
absl::StatusOr<std::unique_ptr<PlayerFactory>> MakeProgram(absl::string_view cmd,
                                                           const ProcessOptions& options = {});

// Whether the program a command runs can be run: for a simple command (no shell syntax), its
// first word must be an executable file (a path) or be found on PATH.
absl::Status CheckCommand(absl::string_view cmd);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_BOTS_BOTS_H_
