#include "tools/python/env/stepped_game.h"

#include <utility>

namespace mj16::env {
namespace {

std::array<mjref::Player*, 4> Seats(const std::array<std::unique_ptr<mjref::Player>, 4>& owned) {
  std::array<mjref::Player*, 4> seats{};
  for (int s = 0; s < 4; ++s) seats[s] = owned[s].get();
  return seats;
}

// Seats a learning seat, with its teacher, where there is no player; returns them by seat.
std::array<LearningSeat*, 4> Learning(std::array<std::unique_ptr<mjref::Player>, 4>& players,
                                      std::array<std::unique_ptr<mjref::Player>, 4> teachers) {
  std::array<LearningSeat*, 4> learning{};
  for (int s = 0; s < 4; ++s) {
    if (players[s] != nullptr) continue;
    auto seat = std::make_unique<LearningSeat>(std::move(teachers[s]));
    learning[s] = seat.get();
    players[s] = std::move(seat);
  }
  return learning;
}

}  // namespace

SteppedGame::SteppedGame(mjref::GameConfig config,
                         std::array<std::unique_ptr<mjref::Player>, 4> builtins,
                         std::array<std::unique_ptr<mjref::Player>, 4> teachers)
    : players_(std::move(builtins)),
      learning_(Learning(players_, std::move(teachers))),
      referee_(std::move(config), Seats(players_)) {}

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
