#include "tools/players/mjbot_player.h"

#include "bot/decide.h"

namespace mj16::players {

bot::Session::Policy MjbotPolicy(const bot::Settings& settings) {
  return [settings](const TableView& view, Ask ask, bool explain) {
    return bot::Decide(view, ask, settings, explain);
  };
}

absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeMjbotFactory(std::string name,
                                                                       const Options& options) {
  bot::Settings settings;
  for (const auto& [key, value] : options) {
    if (absl::Status s = bot::ApplySetting(settings, key, value); !s.ok()) return s;
  }
  return std::make_unique<MjbotPlayerFactory>(std::move(name), settings);
}

}  // namespace mj16::players
