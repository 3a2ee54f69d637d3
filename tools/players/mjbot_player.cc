#include "tools/players/mjbot_player.h"

namespace mj16::players {

MjbotPlayer::MjbotPlayer(const bot::Settings& settings)
    : session_(settings, [this](absl::string_view note) { notes_.emplace_back(note); }) {}

absl::Status MjbotPlayer::Send(absl::string_view line) {
  session_.OnLine(line);
  return absl::OkStatus();
}

absl::StatusOr<std::string> MjbotPlayer::Ask(absl::string_view line) {
  std::optional<std::string> answer = session_.OnLine(line);
  // Session answers every /ask and /ready; anything else asked of it is passed.
  return answer ? *answer : std::string("/pass");
}

absl::StatusOr<std::unique_ptr<mjref::Player>> MjbotPlayerFactory::Create(int, int, std::uint64_t) {
  return std::make_unique<MjbotPlayer>(settings_);
}

}  // namespace mj16::players
