// Options of a built-in player, `builtin:NAME:key=value,key=value` (SPEC §8): split into pairs,
// and read as typed values with errors that name the key. The pair list has the shape of
// mjref::Settings, so a player's Make…Factory(name, options) can be registered as an mjref
// BuiltinMaker as it is.
#ifndef MJ16_TOOLS_PLAYERS_OPTIONS_H_
#define MJ16_TOOLS_PLAYERS_OPTIONS_H_

#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace mj16::players {

using Options = std::vector<std::pair<std::string, std::string>>;

// "k=v,k=v" → pairs in the order given; blanks around keys and values are dropped, empty items
// skipped. An item without '=' is an error naming it.
absl::StatusOr<Options> SplitOptions(absl::string_view text);

// Typed values; the error reads "<key>: <what is wrong>".
absl::StatusOr<bool> BoolOption(absl::string_view key, absl::string_view value);
absl::StatusOr<int> IntOption(absl::string_view key, absl::string_view value, int lo, int hi);
absl::StatusOr<double> DoubleOption(absl::string_view key, absl::string_view value);

// "unknown key 'k' (known: a, b)".
absl::Status UnknownOption(absl::string_view key, absl::string_view known);

}  // namespace mj16::players

#endif  // MJ16_TOOLS_PLAYERS_OPTIONS_H_
