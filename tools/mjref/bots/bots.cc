#include "tools/mjref/bots/bots.h"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "tools/mjref/bots/process.h"
#include "tools/mjref/bots/socket_seat.h"

namespace mj16::mjref {
namespace {

constexpr absl::string_view kBuiltinPrefix = "builtin:";

struct Registry {
  std::mutex mutex;
  std::map<std::string, BuiltinMaker> makers;
};

Registry& Builtins() {
  static Registry registry;
  return registry;
}

// Whether `program` (no slash) is an executable file in a PATH directory.
bool OnPath(const std::string& program) {
  const char* path = std::getenv("PATH");
  for (absl::string_view dir : absl::StrSplit(path ? path : "/usr/bin:/bin", ':')) {
    const std::string candidate = absl::StrCat(dir.empty() ? "." : dir, "/", program);
    if (access(candidate.c_str(), X_OK) == 0) return true;
  }
  return false;
}

}  // namespace

Settings ParseSettings(absl::string_view text) {
  Settings out;
  for (absl::string_view setting : absl::StrSplit(text, ',', absl::SkipEmpty())) {
    std::pair<std::string, std::string> kv = absl::StrSplit(setting, absl::MaxSplits('=', 1));
    out.push_back(std::move(kv));
  }
  return out;
}

void RegisterBuiltin(std::string name, BuiltinMaker maker) {
  Registry& r = Builtins();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.makers[std::move(name)] = std::move(maker);
}

std::vector<std::string> BuiltinNames() {
  Registry& r = Builtins();
  std::lock_guard<std::mutex> lock(r.mutex);
  std::vector<std::string> names;
  for (const auto& [name, maker] : r.makers) names.push_back(name);
  return names;
}

absl::Status CheckCommand(absl::string_view cmd) {
  if (!IsSimpleCommand(cmd)) return absl::OkStatus();  // the shell reports; Probe catches it
  const std::string program = CommandProgram(cmd);
  if (absl::StrContains(program, '/')) {
    if (access(program.c_str(), X_OK) != 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("cannot run '", program, "': ", std::strerror(errno)));
    }
  } else if (!OnPath(program)) {
    return absl::InvalidArgumentError(absl::StrCat("cannot run '", program, "': not found"));
  }
  return absl::OkStatus();
}

absl::StatusOr<std::unique_ptr<PlayerFactory>> MakeProgram(absl::string_view cmd,
                                                           const ProcessOptions& options) {
  auto fail = [&](absl::string_view why) {
    return absl::InvalidArgumentError(absl::StrCat("bot '", cmd, "': ", why));
  };
  if (IsSocketSeat(cmd)) {
    absl::StatusOr<std::unique_ptr<SocketSeatFactory>> p =
        SocketSeatFactory::Make(std::string(cmd), options);
    if (!p.ok()) return fail(p.status().message());
    return std::unique_ptr<PlayerFactory>(*std::move(p));
  }
  if (!absl::StartsWith(cmd, kBuiltinPrefix)) {
    if (absl::Status s = CheckCommand(cmd); !s.ok()) return fail(s.message());
    absl::StatusOr<std::unique_ptr<ProcessPlayerFactory>> p =
        ProcessPlayerFactory::Make(std::string(cmd), options);
    if (!p.ok()) return fail(p.status().message());
    return std::unique_ptr<PlayerFactory>(*std::move(p));
  }
  const std::vector<absl::string_view> parts =
      absl::StrSplit(cmd.substr(kBuiltinPrefix.size()), absl::MaxSplits(':', 1));
  const std::string name(parts[0]);
  BuiltinMaker maker;
  {
    Registry& r = Builtins();
    std::lock_guard<std::mutex> lock(r.mutex);
    if (auto it = r.makers.find(name); it != r.makers.end()) maker = it->second;
  }
  if (!maker) {
    return fail(absl::StrCat("unknown built-in player '", name,
                             "' (known: ", absl::StrJoin(BuiltinNames(), ", "), ")"));
  }
  absl::StatusOr<std::unique_ptr<PlayerFactory>> p =
      maker(std::string(cmd), ParseSettings(parts.size() > 1 ? parts[1] : ""));
  if (!p.ok()) return fail(p.status().message());
  return p;
}

}  // namespace mj16::mjref
