#include "tools/players/policy_player.h"

namespace mj16::players {

PolicyPlayer::PolicyPlayer(bot::Session::Policy policy)
    : session_(std::move(policy), [this](absl::string_view note) { notes_.emplace_back(note); }) {}

absl::StatusOr<Action> PolicyPlayer::Decide(const Message& ask) {
  std::optional<Action> action = session_.OnMessage(ask);
  return action ? *action : Action::Of(ActionType::kPass);
}

absl::StatusOr<std::unique_ptr<mjref::Player>> PolicyPlayerFactory::Create(int, int,
                                                                           std::uint64_t) {
  return std::make_unique<PolicyPlayer>(make_());
}

}  // namespace mj16::players
