// mjref's subcommands in one table: each one's name, synopsis, options (with their values,
// defaults and what they do) and the function that runs it. Dispatch (MjrefMain), `mjref --help`,
// `mjref SUBCOMMAND --help` and a wrong option's message all come from it, and the parsers
// (ParseOptions, cli.h) accept exactly the options listed, so an option cannot be added without
// its line of help. A new subcommand is one entry and its own files.
#ifndef MJ16_TOOLS_MJREF_CLI_HELP_H_
#define MJ16_TOOLS_MJREF_CLI_HELP_H_

#include <span>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace mj16::mjref {

struct OptionHelp {
  absl::string_view name;   // "--games", "-j"
  absl::string_view value;  // "N"; empty for an option that takes none
  absl::string_view help;   // one line, the default included
};

// Runs a subcommand: `args` are its words, args[0] its name; returns the exit status.
using SubcommandRun = int (*)(const std::vector<std::string>& args);

struct SubcommandEntry {
  absl::string_view name;
  absl::string_view synopsis;  // the usage's first lines
  std::span<const OptionHelp> options;
  // Null for a subcommand whose code lives above mjref's libraries (labels, review, play, …):
  // main() registers what runs it (RegisterSubcommand, commands.h).
  SubcommandRun run;
};

// Every subcommand, in the order `mjref --help` lists them.
std::span<const SubcommandEntry> SubcommandTable();
// The entry named `name`, or nullptr.
const SubcommandEntry* FindSubcommand(absl::string_view name);
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
