// What the page of `mjref play` is shown, as JSON: the person's seat's view of the table (its own
// hand, everyone's melds and discards, the wall left, winds and dealer), the question open with
// its legal answers, the latest events and the results so far. Built from the seat's TableView
// alone, so the page can never show what the seat may not see; a match watched shows each seat's
// hand from that seat's own view. Pure functions: no state here.
#ifndef MJ16_TOOLS_MJREF_PLAY_TABLE_JSON_H_
#define MJ16_TOOLS_MJREF_PLAY_TABLE_JSON_H_

#include <array>
#include <deque>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/protocol.h"
#include "core/table_view.h"
#include "tools/mjref/engine/record.h"

namespace mj16::mjref {

// A question put to the person: its number (an answer names it, so a stale one is told apart),
// what is asked ("throw", "eat", "pong", "gong", "hu", or "next" between games) and the legal
// answers as game::AnswerText writes them ("throw 5m", "chow 3p4p5p", "pass").
struct OpenQuestion {
  int id = 0;
  std::string ask;
  std::vector<std::string> answers;
  long long ms_left = -1;  // the time left to answer when the state is made; −1: no limit
};

struct PlayState {
  const TableView* view = nullptr;   // the person's seat
  int seat = 0;                      // the person\'s position 1..4, known before the game tells it
  std::array<std::string, 4> names;  // by position 1..4 (index 0..3)
  int turn = 0;                      // the position to act next, 0 when unknown
  std::optional<OpenQuestion> question;
  const std::deque<std::string>* events = nullptr;  // the latest first-to-last
  int game = 0;                                     // 1-based, 0 before the first
  int games = 1;                                    // planned
  std::array<int, 4> standings{};                   // by position, over the games so far
  std::string last_result;  // ResultJson of the last game ended, empty before
  bool over = false;        // every game played (or the session stopped)
  std::string owner;        // the tab that plays the seat (the page's own id), empty for none
  // Watching a match (`mjref match --watch`, seat 0): every seat's own view, its hand shown, and
  // the match so far: points by program, games over and being played.
  const std::array<TableView, 4>* all = nullptr;
  std::vector<std::pair<std::string, long long>> totals;
  int finished = 0;
  int in_progress = 0;
};

std::string TableJson(const PlayState& state);

// A game's result as the page shows it: each win with its tai items (台數明細), or a draw, and
// every seat's points. Public once the game is over.
std::string ResultJson(const GameRecord& record);

// The position to act next after `m` (0: none), `turn` before it; `own` is the position of the
// seat told `m` (a draw is told to the drawer only).
int TurnAfter(const Message& m, int turn, int own);

// The event list keeps this many lines, the latest.
inline constexpr size_t kEventsShown = 16;

// One line for the event list, told as the person's seat heard it (`own` its position, 0 for
// nobody's), a move in the replay's words (MoveText) on the table `v` after it; empty for a
// message that shows nothing (an /ask).
std::string EventText(const Message& m, const TableView& v, int own,
                      const std::array<std::string, 4>& names);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_PLAY_TABLE_JSON_H_
