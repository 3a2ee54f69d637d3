#include "core/program.h"

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "absl/flags/reflection.h"
#include "absl/flags/usage.h"
#include "absl/flags/usage_config.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"
#include "core/version_data.h"

namespace mj16 {
namespace {

// Abseil's own options, handled by ParseCommandLine without being flags of ours.
bool IsAbseilOption(absl::string_view name) {
  for (absl::string_view o :
       {"help", "helpfull", "helpshort", "helppackage", "helpon", "helpmatch", "version",
        "only_check_args", "flagfile", "fromenv", "tryfromenv", "undefok"}) {
    if (name == o) return true;
  }
  return false;
}

bool IsFlag(absl::string_view name) {
  if (IsAbseilOption(name) || absl::FindCommandLineFlag(name) != nullptr) return true;
  // --noflag sets a boolean flag to false.
  if (!absl::ConsumePrefix(&name, "no")) return false;
  const absl::CommandLineFlag* flag = absl::FindCommandLineFlag(name);
  return flag != nullptr && flag->IsOfType<bool>();
}

// --help: the usage, then every flag defined in `main_file` with its help and default, sorted,
// in Abseil's own format; exit 0 (Abseil's --help exits 1).
[[noreturn]] void PrintHelp(absl::string_view usage, absl::string_view main_file) {
  std::vector<const absl::CommandLineFlag*> flags;
  for (const auto& [name, flag] : absl::GetAllFlags()) {
    if (absl::EndsWith(flag->Filename(), main_file)) flags.push_back(flag);
  }
  std::sort(flags.begin(), flags.end(),
            [](const auto* a, const auto* b) { return a->Name() < b->Name(); });
  std::cout << usage << "\n\noptions (--name=VALUE or --name VALUE):\n";
  for (const absl::CommandLineFlag* f : flags) {
    const std::string value = f->DefaultValue();
    std::cout << "  --" << f->Name() << " (" << f->Help() << "); default: "
              << (f->IsOfType<std::string>() ? absl::StrCat("\"", value, "\"") : value) << ";\n";
  }
  std::cout << "  --version (the commit this program was built from)\n"
               "  --help (this list; --helpfull adds the libraries' flags)\n";
  std::exit(0);
}

}  // namespace

absl::string_view BuildVersion() { return MJ16_BUILD_VERSION; }

void SetUpFlags(absl::string_view program, absl::string_view usage, absl::string_view main_file,
                int argc, char** argv) {
  absl::SetProgramUsageMessage(usage);
  absl::FlagsUsageConfig config;
  const std::string file(main_file);
  config.contains_help_flags = [file](absl::string_view path) {
    return absl::EndsWith(path, file);
  };
  config.contains_helpshort_flags = config.contains_help_flags;
  const std::string name(program);
  config.version_string = [name] { return absl::StrCat(name, " ", BuildVersion(), "\n"); };
  absl::SetFlagsUsageConfig(config);
  for (int i = 1; i < argc; ++i) {
    absl::string_view arg = argv[i];
    if (arg == "--") break;  // what follows is not options
    if (arg == "--help" || arg == "-help" || arg == "-h" || arg == "--helpshort") {
      PrintHelp(usage, main_file);
    }
    if (!absl::StartsWith(arg, "-") || arg == "-") continue;
    absl::string_view option = arg;
    if (!absl::ConsumePrefix(&option, "--")) absl::ConsumePrefix(&option, "-");
    option = option.substr(0, option.find('='));
    if (IsFlag(option)) continue;
    std::cerr << program << ": unknown option '" << arg << "'; " << program
              << " --help lists every option\n";
    std::exit(2);
  }
}

}  // namespace mj16
