#include "tools/players/mjbot_player.h"

#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "bot/decide/decide.h"
#include "tools/players/mjdx3_preset.h"  // generated: kMjdx3Preset (tools/players/CMakeLists.txt)

namespace mj16::players {

bot::Session::Policy MjbotPolicy(const bot::Settings& settings) {
  return [settings](const TableView& view, Ask ask, bool explain) {
    return bot::Decide(view, ask, settings, explain);
  };
}

absl::StatusOr<bot::Settings> MjbotSettings(const Options& options, bot::Settings base) {
  for (const auto& [key, value] : options) {
    if (key != "config") {
      if (absl::Status s = bot::ApplySetting(base, key, value); !s.ok()) return s;
      continue;
    }
    std::ifstream in(value);
    if (!in) return absl::InvalidArgumentError(absl::StrCat("config: cannot read '", value, "'"));
    std::stringstream text;
    text << in.rdbuf();
    absl::StatusOr<bot::Settings> read = bot::ParseSettings(text.str(), value, base);
    if (!read.ok()) return read.status();
    base = *std::move(read);
  }
  return base;
}

absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeMjbotFactory(std::string name,
                                                                       const Options& options) {
  absl::StatusOr<bot::Settings> settings = MjbotSettings(options);
  if (!settings.ok()) return settings.status();
  return std::make_unique<MjbotPlayerFactory>(std::move(name), *settings);
}

absl::string_view Mjdx3PresetText() { return kMjdx3Preset; }

absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeMjdx3Factory(std::string name,
                                                                       const Options& options) {
  // The embedded preset cannot fail to parse unless the file in the tree is broken, and then the
  // error names it.
  absl::StatusOr<bot::Settings> preset =
      bot::ParseSettings(Mjdx3PresetText(), "bot/presets/mjdx3.conf (embedded)");
  if (!preset.ok()) return preset.status();
  absl::StatusOr<bot::Settings> settings = MjbotSettings(options, *preset);
  if (!settings.ok()) return settings.status();
  return std::make_unique<MjbotPlayerFactory>(std::move(name), *settings);
}

}  // namespace mj16::players
