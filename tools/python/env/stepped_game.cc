#include "tools/python/env/stepped_game.h"

#include <utility>

namespace mj16::env {
namespace {

std::array<mjref::Player*, 4> Seats(const std::array<std::unique_ptr<mjref::Player>, 4>& owned) {
  std::array<mjref::Player*, 4> seats{};
  for (int s = 0; s < 4; ++s) seats[s] = owned[s].get();
  return seats;
}

std::array<std::unique_ptr<mjref::Player>, 4> Make(
    std::array<std::unique_ptr<mjref::Player>, 4> builtins,
    std::array<std::unique_ptr<mjref::Player>, 4> teachers) {
  for (int s = 0; s < 4; ++s) {
    if (builtins[s] == nullptr)
      builtins[s] = std::make_unique<LearningSeat>(std::move(teachers[s]));
  }
  return builtins;
}

}  // namespace

SteppedGame::SteppedGame(mjref::GameConfig config,
                         std::array<std::unique_ptr<mjref::Player>, 4> builtins,
                         std::array<std::unique_ptr<mjref::Player>, 4> teachers)
    : players_(Make(std::move(builtins), std::move(teachers))),
      referee_(std::move(config), Seats(players_)) {
  for (int s = 0; s < 4; ++s) {
    if (players_[s]->AnswersFromOutside())
      learning_[s] = static_cast<LearningSeat*>(players_[s].get());
  }
}

SteppedGame::~SteppedGame() { Finish(); }

void SteppedGame::Finish() {
  if (!started_ || referee_.over()) return;
  for (LearningSeat* seat : learning_) {
    if (seat != nullptr) seat->Cancel();
  }
  while (referee_.Continue() >= 0) {
  }
  current_ = -1;
}

int SteppedGame::Advance() {
  current_ = started_ ? referee_.Continue() : referee_.Begin();
  started_ = true;
  return current_;
}

}  // namespace mj16::env
