// builtin:mjbot — the bot's own policy (bot/decide/decide.h) as a PolicyPlayer, so tuning sweeps
// need no pipes yet play exactly as the mjbot process does — and builtin:mjdx3, the same player
// over the MJDX3 preset (bot/presets/mjdx3.conf, embedded at build time).
#ifndef MJ16_TOOLS_PLAYERS_MJBOT_PLAYER_H_
#define MJ16_TOOLS_PLAYERS_MJBOT_PLAYER_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "bot/session/session.h"
#include "bot/settings/settings.h"
#include "tools/players/options.h"
#include "tools/players/policy_player.h"

namespace mj16::players {

// bot::Decide with these settings.
bot::Session::Policy MjbotPolicy(const bot::Settings& settings);

class MjbotPlayer : public PolicyPlayer {
 public:
  explicit MjbotPlayer(const bot::Settings& settings) : PolicyPlayer(MjbotPolicy(settings)) {}
};

class MjbotPlayerFactory : public PolicyPlayerFactory {
 public:
  MjbotPlayerFactory(std::string name, const bot::Settings& settings)
      : PolicyPlayerFactory(std::move(name), [settings] { return MjbotPolicy(settings); }) {}
};

// Options over `base`, in the order given: `config=PATH` reads a configuration file
// (bot::ParseSettings) over the settings so far, any other key is a bot/settings/settings.h key. So
// `config=a.conf,shanten_first=true` is the file with one setting changed. Errors name the key
// (or the file and line).
absl::StatusOr<bot::Settings> MjbotSettings(const Options& options,
                                            bot::Settings base = bot::Settings{});

// builtin:mjbot:k=v,...: the keys of bot/settings/settings.h (and `config=PATH`) over the defaults.
absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeMjbotFactory(std::string name,
                                                                       const Options& options);

// The text of bot/presets/mjdx3.conf as it was when this library was built.
absl::string_view Mjdx3PresetText();

// builtin:mjdx3:k=v,...: MakeMjbotFactory over the MJDX3 preset instead of the defaults.
absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeMjdx3Factory(std::string name,
                                                                       const Options& options);

}  // namespace mj16::players

#endif  // MJ16_TOOLS_PLAYERS_MJBOT_PLAYER_H_
