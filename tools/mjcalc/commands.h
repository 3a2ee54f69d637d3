// The subcommands of mjcalc: each turns a parsed request into text for people and JSON for
// scripts (SPEC §7). No I/O here.
#ifndef MJ16_TOOLS_MJCALC_COMMANDS_H_
#define MJ16_TOOLS_MJCALC_COMMANDS_H_

#include <string>

#include "absl/status/statusor.h"
#include "tools/mjcalc/request.h"

namespace mj16::mjcalc {

struct Output {
  std::string text;  // for people, newline-terminated
  std::string json;  // one line
};

absl::StatusOr<Output> Run(const Request& request);

}  // namespace mj16::mjcalc

#endif  // MJ16_TOOLS_MJCALC_COMMANDS_H_
