#include "tools/python/env/stepped_game.h"

#include <utility>

namespace mj16::env {

SteppedGame::SteppedGame(mjref::GameConfig config,
                         std::array<std::unique_ptr<mjref::Player>, 4> builtins,
                         std::array<std::unique_ptr<mjref::Player>, 4> teachers)
    : config_(std::move(config)), fiber_([this] {
        std::array<mjref::Player*, 4> seats{};
        for (int s = 0; s < 4; ++s) seats[s] = players_[s].get();
        record_ = mjref::RunGame(config_, seats);
      }) {
  for (int s = 0; s < 4; ++s) {
    if (builtins[s] != nullptr) {
      players_[s] = std::move(builtins[s]);
    } else {
      auto seat = std::make_unique<LearningSeat>(fiber_, std::move(teachers[s]));
      learning_[s] = seat.get();
      players_[s] = std::move(seat);
    }
  }
}

SteppedGame::~SteppedGame() { Finish(); }

void SteppedGame::Finish() {
  if (!fiber_.started() || fiber_.finished()) return;
  for (LearningSeat* seat : learning_) {
    if (seat != nullptr) seat->Cancel();
  }
  while (!fiber_.finished()) fiber_.Resume();
}

int SteppedGame::Advance() {
  fiber_.Resume();
  current_ = -1;
  if (fiber_.finished()) return -1;
  for (int s = 0; s < 4; ++s) {
    if (learning_[s] != nullptr && learning_[s]->asked()) current_ = s;
  }
  return current_;
}

}  // namespace mj16::env
