// The programs a --bot CMD names. For now only built-in players: `builtin:NAME` with optional
// settings `builtin:NAME:key=value,key=value`. Command lines (bot processes) come next.
#ifndef MJ16_TOOLS_MJREF_BOTS_H_
#define MJ16_TOOLS_MJREF_BOTS_H_

#include <memory>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/mjref/player.h"

namespace mj16::mjref {

// builtin:random[:seed=S]. The error is one line naming what is wrong.
absl::StatusOr<std::unique_ptr<PlayerFactory>> MakeProgram(absl::string_view cmd);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_BOTS_H_
