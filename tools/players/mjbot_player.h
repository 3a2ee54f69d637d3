// builtin:mjbot — the bot's own policy (bot/decide.h) as a PolicyPlayer, so tuning sweeps need no
// pipes yet play exactly as the mjbot process does.
#ifndef MJ16_TOOLS_PLAYERS_MJBOT_PLAYER_H_
#define MJ16_TOOLS_PLAYERS_MJBOT_PLAYER_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "bot/session.h"
#include "bot/settings.h"
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

// builtin:mjbot:k=v,...: the keys of bot/settings.h over the defaults; the error names the key.
absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeMjbotFactory(std::string name,
                                                                       const Options& options);

}  // namespace mj16::players

#endif  // MJ16_TOOLS_PLAYERS_MJBOT_PLAYER_H_
