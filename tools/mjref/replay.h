// `mjref replay LOG`: a finished game turn by turn in tile notation (SPEC §1), with every seat's
// hand, melds and discards, rebuilt from the record alone (seed 000 fig. 3-15: the wall and every
// line to and from the bots).
//
// The game is played again on the recorded wall with the referee's own transitions
// (game_state.h), driven by the transcript: `/mo` lines are draws, `/throw p c` discards,
// `/eat`, `/pong`, `/gong`, `/hu` claims and wins. A dummy hears no `/mo`, so a discard by a seat
// holding 3n+1 cards means it drew first (from the front, or its own sequence with stable
// draws). Every draw is checked against the wall.
#ifndef MJ16_TOOLS_MJREF_REPLAY_H_
#define MJ16_TOOLS_MJREF_REPLAY_H_

#include <string>

#include "absl/status/statusor.h"
#include "tools/mjref/game_state.h"
#include "tools/mjref/record.h"

namespace mj16::mjref {

struct Replay {
  std::string text;  // what `mjref replay` prints
  GameState state;   // the table at the end, as the referee left it
};

// The error names the transcript line that does not fit the wall or the hands.
absl::StatusOr<Replay> ReplayGame(const GameRecord& record);
absl::StatusOr<std::string> ReplayText(const GameRecord& record);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_REPLAY_H_
