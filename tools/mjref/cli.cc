#include "tools/mjref/cli.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace mj16::mjref {

std::string Usage() {
  return "usage: mjref match --bot CMD --bot CMD --bot CMD --bot CMD [--games N] [--seed S]\n"
         "                   [--json FILE] [--log-dir DIR]\n"
         "  CMD: builtin:random or builtin:random:seed=S (bot processes: not yet)\n";
}

absl::StatusOr<MatchArgs> ParseArgs(const std::vector<std::string>& args) {
  if (args.empty()) return absl::InvalidArgumentError("missing subcommand: match");
  if (args[0] != "match") {
    return absl::InvalidArgumentError(absl::StrCat("unknown subcommand '", args[0], "'"));
  }
  MatchArgs out;
  for (size_t i = 1; i < args.size(); ++i) {
    std::string option = args[i];
    std::string value;
    bool has_value = false;
    if (const size_t eq = option.find('='); option.rfind("--", 0) == 0 && eq != std::string::npos) {
      value = option.substr(eq + 1);
      option = option.substr(0, eq);
      has_value = true;
    }
    const bool known = option == "--bot" || option == "--games" || option == "--seed" ||
                       option == "--json" || option == "--log-dir";
    if (!known) return absl::InvalidArgumentError(absl::StrCat("unknown option '", args[i], "'"));
    if (!has_value) {
      if (i + 1 >= args.size()) {
        return absl::InvalidArgumentError(absl::StrCat(option, " needs a value"));
      }
      value = args[++i];
    }
    if (value.empty()) return absl::InvalidArgumentError(absl::StrCat(option, " needs a value"));
    if (option == "--bot") {
      out.bots.push_back(value);
    } else if (option == "--games") {
      if (!absl::SimpleAtoi(value, &out.games) || out.games < 1) {
        return absl::InvalidArgumentError(
            absl::StrCat("--games: '", value, "' is not a positive number"));
      }
    } else if (option == "--seed") {
      if (!absl::SimpleAtoi(value, &out.seed)) {
        return absl::InvalidArgumentError(
            absl::StrCat("--seed: '", value, "' is not a non-negative integer"));
      }
    } else if (option == "--json") {
      out.json_path = value;
    } else {
      out.log_dir = value;
    }
  }
  if (out.bots.size() != 4) {
    return absl::InvalidArgumentError(
        absl::StrCat("--bot: four are needed, one per seat; got ", out.bots.size()));
  }
  return out;
}

}  // namespace mj16::mjref
