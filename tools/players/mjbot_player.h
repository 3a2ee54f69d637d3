// builtin:mjbot — the bot's own Session running in-process behind the referee's Player
// interface, so tuning sweeps need no pipes yet play exactly as the mjbot process does.
#ifndef MJ16_TOOLS_PLAYERS_MJBOT_PLAYER_H_
#define MJ16_TOOLS_PLAYERS_MJBOT_PLAYER_H_

#include <memory>
#include <string>
#include <vector>

#include "bot/session.h"
#include "bot/settings.h"
#include "tools/mjref/player.h"

namespace mj16::players {

class MjbotPlayer : public mjref::Player {
 public:
  explicit MjbotPlayer(const bot::Settings& settings);

  absl::Status Send(absl::string_view line) override;
  absl::StatusOr<std::string> Ask(absl::string_view line) override;

  // What the bot would have written to stderr: lines it did not understand, fallbacks.
  const std::vector<std::string>& notes() const { return notes_; }
  const bot::Session& session() const { return session_; }

 private:
  std::vector<std::string> notes_;
  bot::Session session_;
};

class MjbotPlayerFactory : public mjref::PlayerFactory {
 public:
  MjbotPlayerFactory(std::string name, bot::Settings settings)
      : name_(std::move(name)), settings_(std::move(settings)) {}
  std::string Name() const override { return name_; }
  absl::StatusOr<std::unique_ptr<mjref::Player>> Create(int game, int seat,
                                                        std::uint64_t match_seed) override;

 private:
  std::string name_;
  bot::Settings settings_;
};

}  // namespace mj16::players

#endif  // MJ16_TOOLS_PLAYERS_MJBOT_PLAYER_H_
