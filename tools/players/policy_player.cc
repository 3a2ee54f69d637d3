#include "tools/players/policy_player.h"

namespace mj16::players {

PolicyPlayer::PolicyPlayer(bot::Session::Policy policy)
    : session_(std::move(policy), [this](absl::string_view note) { notes_.emplace_back(note); }) {}

absl::Status PolicyPlayer::Send(absl::string_view line) {
  session_.OnLine(line);
  return absl::OkStatus();
}

absl::StatusOr<std::string> PolicyPlayer::Ask(absl::string_view line) {
  std::optional<std::string> answer = session_.OnLine(line);
  // Session answers every /ask and /ready; anything else asked of it is passed.
  return answer ? *answer : std::string("/pass");
}

absl::StatusOr<Action> PolicyPlayer::Decide(const Message& ask) {
  std::optional<Action> action = session_.OnMessage(ask);
  return action ? *action : Action::Of(ActionType::kPass);
}

absl::StatusOr<std::unique_ptr<mjref::Player>> PolicyPlayerFactory::Create(int, int,
                                                                           std::uint64_t) {
  return std::make_unique<PolicyPlayer>(make_());
}

}  // namespace mj16::players
