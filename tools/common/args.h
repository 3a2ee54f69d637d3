// Command-line words shared by the tools' subcommands.
#ifndef MJ16_TOOLS_COMMON_ARGS_H_
#define MJ16_TOOLS_COMMON_ARGS_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"

namespace mj16 {

// The value of the option `name` at args[i]: after its '=' (`--opt=value`), else the next word
// (`i` then moves past it).
inline absl::StatusOr<std::string> OptionValue(const std::vector<std::string>& args, size_t& i,
                                               const std::string& name) {
  const std::string& a = args[i];
  if (name.size() < a.size()) return a.substr(name.size() + 1);
  if (i + 1 < args.size()) return args[++i];
  return absl::InvalidArgumentError(absl::StrCat(name, " needs a value"));
}

}  // namespace mj16

#endif  // MJ16_TOOLS_COMMON_ARGS_H_
