#include "tools/mjref/records/seat_views.h"

#include "absl/strings/str_cat.h"

namespace mj16::mjref {

absl::Status ReplaySeatViews(const GameRecord& record,
                             const std::function<bool(const SeatLine&)>& visit) {
  std::array<TableView, 4> views;
  std::array<bool, 4> stopped{};
  absl::Status refused;
  for (std::size_t i = 0; i < record.transcript.size(); ++i) {
    const TranscriptLine& line = record.transcript[i];
    if (line.from_player) continue;
    const absl::StatusOr<Message> m = ParseMessage(line.text);
    if (!m.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("line ", i + 1, ": ", m.status().message()));
    }
    for (int seat = 0; seat < 4; ++seat) {
      if (!line.To(seat) || stopped[seat]) continue;
      if (m->kind != Message::Kind::kAsk) {
        if (absl::Status s = views[seat].Apply(*m); !s.ok()) {
          stopped[seat] = true;
          if (refused.ok()) {
            refused = absl::FailedPreconditionError(
                absl::StrCat("line ", i + 1, " to seat ", seat + 1, ": ", s.message()));
          }
          continue;
        }
      }
      if (!visit(SeatLine{i, seat, *m, views})) stopped[seat] = true;
    }
  }
  return refused;
}

}  // namespace mj16::mjref
