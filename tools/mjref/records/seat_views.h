// What each seat saw of a recorded game: the referee's lines the record says it received, applied
// in order to that seat's own TableView, so that its view at any line holds what it could see and
// nothing more (its own true hand among it). Every tool that studies decisions after the game
// (review, labels, calibration) reads a record through this.
#ifndef MJ16_TOOLS_MJREF_RECORDS_SEAT_VIEWS_H_
#define MJ16_TOOLS_MJREF_RECORDS_SEAT_VIEWS_H_

#include <array>
#include <cstddef>
#include <functional>

#include "absl/status/status.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tools/mjref/engine/record.h"

namespace mj16::mjref {

// One referee line as one seat received it.
struct SeatLine {
  std::size_t index = 0;  // into the record's transcript
  int seat = 0;           // 0..3
  const Message& message;
  // Every seat's view with the line applied to this seat's (a question changes no view: it is
  // the view the seat was asked at); the others' are their own (the truth about their hands).
  const std::array<TableView, 4>& views;
  const TableView& view() const { return views[seat]; }
};

// For every referee line of `record`, in order, and each seat it went to: applies the line to
// that seat's view, then calls `visit`. `visit` returning false stops that seat's lines. A line
// that does not parse stops the replay: InvalidArgument "line N: ...". A line a seat's view refuses
// (a seat that faulted hears no more) stops that seat alone; the first such is returned as
// FailedPrecondition "line N to seat S: ..." once the other seats are done.
absl::Status ReplaySeatViews(const GameRecord& record,
                             const std::function<bool(const SeatLine&)>& visit);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RECORDS_SEAT_VIEWS_H_
