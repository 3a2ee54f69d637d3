// The player's settings composed of its modules' own, and the configuration file: every key, its
// one-line help, parsing, retired keys and printing.
#ifndef MJ16_BOT_SETTINGS_SETTINGS_H_
#define MJ16_BOT_SETTINGS_SETTINGS_H_

#include <string>
#include <variant>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "bot/decide/settings.h"
#include "bot/defence/settings.h"
#include "bot/mc/settings.h"
#include "bot/offence/settings.h"
#include "bot/policy/settings.h"
#include "bot/reading/settings.h"
#include "bot/session/settings.h"

namespace mj16::bot {

// Every setting of the player, one struct per module: each module takes its own (the player-level
// code, decide/ and session/, composes them). The configuration file's keys are the fields' names
// (`defence` and `mc` switch their module: DefenceSettings::enabled, McSettings::enabled).
struct Settings {
  OffenceSettings offence;
  ReadingSettings reading;
  DefenceSettings defence;
  McSettings mc;
  PolicySettings policy;
  ClaimSettings claims;
  SessionSettings session;
};

// One named setting: its key, the module whose struct holds it, a one-line description and the
// field it sets. This table is the one description of every key: --print-config, the help test
// and docs/settings.md come from it.
struct SettingSpec {
  absl::string_view key;
  absl::string_view module;
  absl::string_view help;
  std::variant<bool* (*)(Settings&), int* (*)(Settings&), double* (*)(Settings&),
               std::string* (*)(Settings&)>
      field;
};
const std::vector<SettingSpec>& AllSettings();

// Sets one key from its text value; the error names the key and the bad value.
absl::Status ApplySetting(Settings& settings, absl::string_view key, absl::string_view value);

// A configuration file's text: `key = value` lines, `#` comments, blank lines. Errors name the
// origin (a file name) and the line number.
absl::StatusOr<Settings> ParseSettings(absl::string_view text, absl::string_view origin,
                                       Settings base = Settings{});

// Overrides in one string, `key=value,key=value` (mjref's `builtin:mjbot:k=v,k=v`).
absl::StatusOr<Settings> ParseOverrides(absl::string_view text, Settings base = Settings{});

// Every setting as `key = value  # help`, in a form ParseSettings reads back.
std::string FormatSettings(const Settings& settings);

// docs/settings.md: every key by module with its default and help, in Markdown.
std::string SettingsReference();

}  // namespace mj16::bot

#endif  // MJ16_BOT_SETTINGS_SETTINGS_H_
