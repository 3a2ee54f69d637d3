// Deal-in positions (seed 002 §3.3): every discard that gave a win, taken from game records as
// the lines its discarder had received up to the question it answered, and replayed against a
// configuration of mjbot to see whether it would have thrown something else, and at what cost.
#ifndef MJ16_TOOLS_DEALINS_DEALINS_H_
#define MJ16_TOOLS_DEALINS_DEALINS_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "bot/settings/settings.h"
#include "core/table_view.h"
#include "core/tile.h"
#include "tools/mjref/engine/record.h"

namespace mj16::dealins {

struct Position {
  int game = 0;                    // the record's game index
  int seat = 0;                    // the discarder's protocol position, 1..4
  int winner = 0;                  // the winner's position
  Card dealt = 0;                  // the card that was won on (0: not a deal-in)
  int tai = 0;                     // what the win scored
  std::vector<std::string> lines;  // what the discarder received, ending with its `/ask throw`
};

// Every deal-in of `record` by a discard (robbed kongs are not discards and are left out).
std::vector<Position> CollectDealIns(const mjref::GameRecord& record);

// Every `stride`-th `/ask throw` of each seat of `record`, from its first: a fixed set of real
// positions for benchmarks (tools/bench/ev_bench). No deal-in: dealt, winner and tai are 0.
std::vector<Position> CollectThrows(const mjref::GameRecord& record, int stride);

// The text form: per position a `# game G seat S dealt C to W tai T` header, its lines, a blank
// line. ParsePositions reads it back; errors name the line.
std::string FormatPositions(const std::vector<Position>& positions);
absl::StatusOr<std::vector<Position>> ParsePositions(absl::string_view text);
// ParsePositions of the file at `path`; errors name the file.
absl::StatusOr<std::vector<Position>> ReadPositions(const std::string& path);

// The table as the position's seat saw it at the end of its lines; the error names the line.
absl::StatusOr<TableView> PositionView(const Position& position);

struct Replay {
  Card thrown = 0;            // what the configuration throws in that position
  bool avoided = false;       // a kind other than the one won on
  bool was_tenpai = false;    // the original discard left the hand tenpai
  bool broke_tenpai = false;  // avoided by leaving tenpai: a winning chance abandoned
  std::string reason;         // the decision's reason
};

// The configuration's answer to the position's question.
absl::StatusOr<Replay> ReplayPosition(const Position& position, const bot::Settings& settings);

struct Summary {
  int positions = 0;
  int avoided = 0;
  int was_tenpai = 0;    // positions whose original discard kept tenpai
  int broke_tenpai = 0;  // of the avoided ones, how many gave up tenpai
};
absl::StatusOr<Summary> ReplayAll(const std::vector<Position>& positions,
                                  const bot::Settings& settings);

}  // namespace mj16::dealins

#endif  // MJ16_TOOLS_DEALINS_DEALINS_H_
