#include "tools/players/decider_player.h"

namespace mj16::players {

DeciderPlayer::DeciderPlayer(bot::Session::Decider decide)
    : session_(std::move(decide), [this](absl::string_view note) { notes_.emplace_back(note); }) {}

absl::StatusOr<Action> DeciderPlayer::Decide(const Message& ask) {
  std::optional<Action> action = session_.OnMessage(ask);
  return action ? *action : Action::Of(ActionType::kPass);
}

absl::StatusOr<std::unique_ptr<mjref::Player>> DeciderPlayerFactory::Create(int, int,
                                                                            std::uint64_t) {
  return std::make_unique<DeciderPlayer>(make_());
}

}  // namespace mj16::players
