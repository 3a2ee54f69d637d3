// One referee game (engine/referee.h) that stops at every question to a learning seat: the
// referee is stepped (Referee::Begin, Continue) and hands each such question back here.
#ifndef MJ16_TOOLS_PYTHON_ENV_STEPPED_GAME_H_
#define MJ16_TOOLS_PYTHON_ENV_STEPPED_GAME_H_

#include <array>
#include <memory>
#include <optional>

#include "tools/mjref/engine/player.h"
#include "tools/mjref/engine/record.h"
#include "tools/mjref/engine/referee.h"
#include "tools/python/env/learning_seat.h"

namespace mj16::env {

class SteppedGame {
 public:
  // builtins[s] plays seat s; a null one makes seat s a learning seat, with teachers[s] (may be
  // null) beside it.
  SteppedGame(mjref::GameConfig config, std::array<std::unique_ptr<mjref::Player>, 4> builtins,
              std::array<std::unique_ptr<mjref::Player>, 4> teachers);
  SteppedGame(const SteppedGame&) = delete;
  SteppedGame& operator=(const SteppedGame&) = delete;
  // An unfinished game is played out with its learning seats as dummies.
  ~SteppedGame();

  // Plays an unfinished game out, its learning seats as dummies (their questions fail).
  void Finish();
  // Plays until a learning seat is asked (returns that seat) or the game ends (returns -1).
  int Advance();

  int current() const { return current_; }  // the seat asked, -1 when over
  bool over() const { return referee_.over(); }
  LearningSeat* learning(int seat) const { return learning_[seat]; }
  // Complete once over().
  const mjref::GameRecord& record() const { return referee_.record(); }

 private:
  std::array<std::unique_ptr<mjref::Player>, 4> players_;
  std::array<LearningSeat*, 4> learning_{};
  mjref::Referee referee_;
  bool started_ = false;
  int current_ = -1;
};

}  // namespace mj16::env

#endif  // MJ16_TOOLS_PYTHON_ENV_STEPPED_GAME_H_
