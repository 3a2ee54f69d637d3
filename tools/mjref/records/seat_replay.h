// `mjref replay` of a bot's transcript (GameRecord::seen_by): the game turn by turn as that one
// seat saw it — its own hand after each of its moves, the others' discards, claims and kongs, the
// questions it passed on — then the table at the end and the results. The others' hands are not
// known but for what a win shows; the wall is not known, so the game is not played again on the
// engine as replay.h does for mjref's records: the lines are applied to the seat's view
// (seat_views.h) and told as they come.
#ifndef MJ16_TOOLS_MJREF_RECORDS_SEAT_REPLAY_H_
#define MJ16_TOOLS_MJREF_RECORDS_SEAT_REPLAY_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/mjref/engine/record.h"

namespace mj16::mjref {

struct SeatReplay {
  std::string text;  // what `mjref replay` prints
  // The result as the seat learnt it, one line a win ("P3 wins on 5m from P2, showing ..."),
  // or "exhaustive draw".
  std::vector<std::string> results;
};

// The error names the line the seat's view refuses. `record.seen_by` must be a seat.
absl::StatusOr<SeatReplay> ReplaySeat(const GameRecord& record);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RECORDS_SEAT_REPLAY_H_
