// What a game leaves behind: the deal, every protocol line in order (the transcript, seed 000
// fig. 3-15), the result (fig. 3-17) and the faults. Kept in memory; writers render it as text
// for people and as one JSON line for scripts.
#ifndef MJ16_TOOLS_MJREF_ENGINE_RECORD_H_
#define MJ16_TOOLS_MJREF_ENGINE_RECORD_H_

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/game/game.h"
#include "core/rules.h"
#include "core/scoring.h"
#include "core/tile.h"

namespace mj16::mjref {

// One line of the transcript. Referee lines name the seats that received them (a broadcast goes
// to every seat still playing); a player's line names its one seat.
struct TranscriptLine {
  // Not an aggregate, so that lines written as {from_player, seats, text} need not name the rest.
  TranscriptLine(bool from_player = false, std::uint8_t seats = 0, std::string text = {},
                 int micros = -1, std::string note = {})
      : from_player(from_player),
        seats(seats),
        text(std::move(text)),
        micros(micros),
        note(std::move(note)) {}

  bool from_player = false;
  std::uint8_t seats = 0;  // bit s for seat s (0..3)
  std::string text;
  // A referee's line that went to `seat` (0..3), or `seat`'s own answer.
  bool To(int seat) const { return !from_player && (seats & (1u << seat)) != 0; }
  bool From(int seat) const { return from_player && (seats & (1u << seat)) != 0; }
  // An answer's: how long the player took (µs; -1 unknown) and the one-line reason it gave
  // (Player::Reason; empty when none). Kept in the JSON line, not in the text log.
  int micros = -1;
  std::string note;
};

struct Fault {
  int seat = 0;          // 0..3
  std::string question;  // the /ask (or the line being sent) when it happened
  std::string answer;    // the offending line, empty when there was none
  std::string reason;    // the validator's message, or the player error
  int line = 0;          // how many transcript lines came before it (where it happened)
};

struct GameRecord {
  int game = 0;            // index in the match, 0-based
  std::uint64_t seed = 0;  // of the wall and the dice; 0 with an explicit wall
  std::vector<Card> wall;  // the order the wall was built in, dealt from the front
  int dealer = 0;          // 0..3
  int open = 0;            // 0..3, where dealing opened (dice)
  int dice = 0;
  Wind round_wind = Wind::kEast;
  Wind game_wind = Wind::kEast;
  std::array<std::string, 4> names;
  std::array<int, 4> programs = {0, 1, 2, 3};  // the program (its --bot index) in each seat
  int group = -1;             // the duplicate group (games sharing a deal); -1: the game alone
  bool stable_draws = false;  // Wall::UseStableDraws
  RuleSet rules;        // what it was played under; a record from before they were stored: today's
  std::string referee;  // the version of mjref that played it (BuildVersion()); "": not stored
  // A bot's transcript (records/transcript_read.h) holds one seat's view: the lines that seat
  // received and sent, no wall, no other hand, no tai. -1: the referee's record of every seat.
  int seen_by = -1;
  std::vector<TranscriptLine> transcript;

  std::vector<game::WinRecord> wins;  // empty: an exhaustive draw (流局)
  std::array<int, 4> scores{};        // per seat, summing to zero
  int draws = 0;                      // draws after the deal, kong replacements included
  std::vector<Fault> faults;
  std::vector<std::string> errors;  // the referee's own failures (a bug), never a player's
  // The luck of the cards per seat (engine/chance.h), in thousandths of a point, when the game
  // was scored for it: the luck-adjusted score of seat s is scores[s] − luck_milli[s] / 1000.
  // Integers, so that sums over shards are exact.
  std::optional<std::array<long long, 4>> luck_milli;

  bool Drawn() const { return wins.empty(); }
  // The luck-adjusted score of `seat` (the raw score when the game was not scored for luck).
  double AdjustedScore(int seat) const {
    return luck_milli ? scores[seat] - static_cast<double>((*luck_milli)[seat]) / 1000.0
                      : scores[seat];
  }
  // The duplicate group for statistics: `group`, or the game itself.
  int Group() const { return group >= 0 ? group : game; }
};

// Text for people: a header, the transcript in fig. 3-15 style with the receiving seats marked
// (`>1234` to seats, `<2` from seat 2), then the result. record_parse.h reads it back.
//
//   Game 5: seed 123, S round W game, dealer 2, dice 15, open 4
//   Player1: <name>                       (×4)
//   Programs: 1 2 3 4                     (the --bot index in each seat)
//   Group: 7                              (when in a duplicate group)
//   Draws: stable                         (with stable draws)
//   Rules: base_points=1000 ...           (the rules played under)
//   Referee: 0.9.0+5d01edfb5e2c           (mjref's version)
//   Wall: 110 111 ...
//   >1234 /throw 2 350                    (the transcript)
//   Result: Player4 wins on 350 from Player2 in turn 7: 2 tai (門清 1, 獨聽 1)
//   Draw count: 12                        (a won game's draws)
//   Player1: 0 ... Player4: +2500
//   Fault (line 57): Player3 at '/ask pong' answered '/pong 1 2': <reason>
std::string RecordText(const GameRecord& record);
// One line of JSON (no newline) with every field above. Answer times vary from run to run: they
// are the one thing in it that a seed does not fix.
std::string RecordJson(const GameRecord& record);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_ENGINE_RECORD_H_
