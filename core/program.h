// What every mj16 program shares on its command line: the commit it was built from,
// and for the programs whose options are Abseil flags (mjbot, calibrate, the benchmarks) a
// --help that lists them with their defaults, --version, and an unknown option named with a
// pointer to --help. Nothing here is about the game; core is simply what every program links.
#ifndef MJ16_CORE_PROGRAM_H_
#define MJ16_CORE_PROGRAM_H_

#include "absl/strings/string_view.h"

namespace mj16 {

// The release (the project's VERSION in CMakeLists.txt) and, as semver build metadata, `git
// describe --always --dirty` of the source tree at build time ("unknown" outside a checkout),
// e.g. "0.9.0+3f256ef1a2b4-dirty".
absl::string_view BuildVersion();

// Call first in main, before absl::ParseCommandLine. --help (and --helpshort) list the flags
// defined in the file whose path ends with `main_file` (e.g. "bot/main.cc"), each with its
// default and help text, after `usage`; --version prints "`program` <BuildVersion()>". An option
// that names no flag is reported on stderr ("mjbot: unknown option '--x'; mjbot --help lists
// every option") and the program exits with status 2.
void SetUpFlags(absl::string_view program, absl::string_view usage, absl::string_view main_file,
                int argc, char** argv);

}  // namespace mj16

#endif  // MJ16_CORE_PROGRAM_H_
