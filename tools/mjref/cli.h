// The command line of mjref (SPEC §8). --bot repeats and its CMD holds commas and colons, which
// absl flags cannot take, so a small parser of its own.
#ifndef MJ16_TOOLS_MJREF_CLI_H_
#define MJ16_TOOLS_MJREF_CLI_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace mj16::mjref {

struct MatchArgs {
  std::vector<std::string> bots;  // exactly four, seats 1..4 in order
  int games = 16;
  std::uint64_t seed = 1;
  std::string json_path;  // empty: none
  std::string log_dir;    // empty: none
};

// `args` without the program name: `match --bot CMD ×4 [--games N] [--seed S] [--json FILE]
// [--log-dir DIR]`; `--opt=value` works too. The error is one line naming the bad argument.
absl::StatusOr<MatchArgs> ParseArgs(const std::vector<std::string>& args);

std::string Usage();

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_CLI_H_
