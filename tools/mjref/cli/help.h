// mjref's help: every subcommand's options with their values, defaults and what they
// do. The parsers (cli.h, strength.h) accept exactly the options listed here, so an option
// cannot be added without its line of help; `mjref --help`, `mjref SUBCOMMAND --help` and a
// wrong option's message all come from these tables.
#ifndef MJ16_TOOLS_MJREF_CLI_HELP_H_
#define MJ16_TOOLS_MJREF_CLI_HELP_H_

#include <span>
#include <string>

#include "absl/strings/string_view.h"

namespace mj16::mjref {

struct OptionHelp {
  absl::string_view name;   // "--games", "-j"
  absl::string_view value;  // "N"; empty for an option that takes none
  absl::string_view help;   // one line, the default included
};

// The subcommands: match, tournament, strength, replay, report, bot.
std::span<const absl::string_view> Subcommands();
// A subcommand's options; empty for an unknown one (or `bot`, which takes none).
std::span<const OptionHelp> SubcommandOptions(absl::string_view subcommand);
// The option named `name` (without a value) of `subcommand`, or nullptr.
const OptionHelp* FindOption(absl::string_view subcommand, absl::string_view name);
// What `mjref SUBCOMMAND --help` prints: its synopsis and every option.
std::string SubcommandHelp(absl::string_view subcommand);
// What `mjref --help` prints: every subcommand's synopsis and options, and --version.
std::string GeneralHelp();
// The end of a wrong option's message: "; mjref SUBCOMMAND --help lists the options".
std::string SeeHelp(absl::string_view subcommand);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_CLI_HELP_H_
