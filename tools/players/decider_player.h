// builtin players that run a Session's decider in-process behind the referee's Player interface:
// the same protocol messages as a bot process, without their text, so a decider can never learn
// more than a real bot, and matches need no pipes. mjbot (mjbot_player.h) and the baselines
// (efficiency_player.h, dishu_player.h) are all DeciderPlayers.
#ifndef MJ16_TOOLS_PLAYERS_DECIDER_PLAYER_H_
#define MJ16_TOOLS_PLAYERS_DECIDER_PLAYER_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "bot/session/session.h"
#include "tools/mjref/engine/player.h"

namespace mj16::players {

class DeciderPlayer : public mjref::Player {
 public:
  explicit DeciderPlayer(bot::Session::Decider decide);

  absl::Status Tell(const Message& m) override {
    session_.OnMessage(m);
    return absl::OkStatus();
  }
  absl::StatusOr<Action> Decide(const Message& ask) override;
  std::string Reason() const override { return session_.last_reason(); }

  // What the bot would have written to stderr: lines it did not understand, fallbacks.
  const std::vector<std::string>& notes() const { return notes_; }
  const bot::Session& session() const { return session_; }

 private:
  std::vector<std::string> notes_;
  bot::Session session_;
};

// One DeciderPlayer per game and seat, each with a fresh decider from `make` (a decider may keep
// state for its game). `make` is called from several threads when tables run in parallel.
class DeciderPlayerFactory : public mjref::PlayerFactory {
 public:
  using MakeDecider = std::function<bot::Session::Decider()>;

  DeciderPlayerFactory(std::string name, MakeDecider make)
      : name_(std::move(name)), make_(std::move(make)) {}
  std::string Name() const override { return name_; }
  absl::StatusOr<std::unique_ptr<mjref::Player>> Create(int game, int seat,
                                                        std::uint64_t match_seed) override;

 private:
  std::string name_;
  MakeDecider make_;
};

}  // namespace mj16::players

#endif  // MJ16_TOOLS_PLAYERS_DECIDER_PLAYER_H_
