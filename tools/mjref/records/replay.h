// `mjref replay LOG`: a finished game turn by turn in tile notation (SPEC §1), with every seat's
// hand, melds and discards, rebuilt from the record alone (seed 000 fig. 3-15: the wall and every
// line to and from the bots).
//
// The engine (core/game/game.h) plays the game again on the recorded wall under the recorded
// rules, each seat giving the answers the record shows it giving; the text is told from the
// engine's events. A seat asked nothing in the record where the engine asks it had faulted by
// then, and the engine answers for it as for any dummy. The referee's lines of the transcript are
// checked against the events as they come: a record that does not fit is an error naming the
// line.
#ifndef MJ16_TOOLS_MJREF_RECORDS_REPLAY_H_
#define MJ16_TOOLS_MJREF_RECORDS_REPLAY_H_

#include <array>
#include <functional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/string_view.h"
#include "core/game/game_state.h"
#include "core/meld.h"
#include "core/notation.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tools/mjref/engine/record.h"

namespace mj16::mjref {

struct Replay {
  std::string text;       // what `mjref replay` prints
  game::GameState state;  // the table at the end, as the referee left it
};

// One event of the replay as `mjref replay` prints it, with the table right after it: a draw is
// told with the seat's next event ("draws 5m, discards 9p"); a fault is an event of its own.
struct ReplayStep {
  int seat = 0;            // 0..3
  absl::string_view what;  // "discards 9p", "pungs 5m from P2", "fault at '/ask throw': ..."
  bool fault = false;
  const game::GameState* state;  // the table after it
  // The seat's answer that made it (its /throw, /pong, /hu ...), when the seat was asked.
  const TranscriptLine* answer = nullptr;
};
using ReplayObserver = std::function<void(const ReplayStep&)>;

// The error names the transcript line that does not fit the engine's game. `observe`, when set,
// sees every step in order, the first being the deal (the dealer's "deals").
absl::StatusOr<Replay> ReplayGame(const GameRecord& record,
                                  const ReplayObserver& observe = nullptr);
absl::StatusOr<std::string> ReplayText(const GameRecord& record);

// What both replays (this one, and seat_replay.h's of one seat's view) tell alike.
// "P1".."P4" for seat 0..3.
std::string SeatName(int seat);
// "pung:555z chow:789s", then "(a concealed kong)" for each kong whose tiles are not known; "-"
// for none.
std::string MeldsText(const std::vector<Meld>& melds, int hidden_kongs = 0);
// The discards in order, a claimed one marked '*' ("5m 3p* 1z"); "-" for none. `Discard` has
// `card` and `claimed` (game::RiverCard, DiscardRecord).
template <typename Discard>
std::string RiverText(const std::vector<Discard>& river) {
  std::vector<std::string> out;
  for (const Discard& d : river)
    out.push_back(absl::StrCat(FormatCard(d.card), d.claimed ? "*" : ""));
  return out.empty() ? "-" : absl::StrJoin(out, " ");
}
// The last line: "Scores: P1 +2500 P2 0 P3 -2500 P4 0\n".
std::string ScoresLine(const std::array<int, 4>& scores);

// A seat's move as the replays and mjref play's event list tell it after its name, from the
// protocol's message: "draws 5m", "discards 9p", "chows CLAIMED from FROM" (and "pungs", "kongs":
// `claimed` what the claim shows, `from` the discarder), "adds 5m to its pung", "kongs 5m
// concealed" ("kongs concealed" when the tiles are not shown); empty for a message that is no move.
std::string MoveText(const Message& m, absl::string_view claimed = {}, absl::string_view from = {});
// The same on the table `v` after the message, as one seat saw it: a claim shows its meld
// ("pungs pung:555m from P2"), the discarder named by `name` (a position, 1..4).
std::string MoveText(const Message& m, const TableView& v,
                     const std::function<std::string(int pos)>& name);

// One win as the replay's result line tells it: "P4 wins on 5m from P2, 3 tai (門清 1, ...)".
std::string WinText(const game::WinRecord& win);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RECORDS_REPLAY_H_
