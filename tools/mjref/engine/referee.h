// One game from the deal to /exit, run through the protocol text with four players (SPEC §3,
// seed 000 §3.3). The referee owns the truth (game_state.h), asks only questions whose answer
// can be yes (legal.h), judges every answer (validate.h), plays for faulted seats, scores through
// core/scoring.h and records everything (record.h).
//
// The order of a game:
//   deal: the dealer 17 cards, the others 16; /start, /initGame, /initCard to each seat.
//   own turn (after a draw, or the dealer's first): /ask hu if the hand is complete; /ask gong if
//     a concealed or added kong is possible; a kong draws a replacement from the back (/mo) and
//     the turn starts again; an added kong is first offered to robbers (/ask hu, in play order)
//     when the rules allow robbing; then /ask throw, and /throw p c goes to everyone.
//   a discard: /ask hu to every seat that can win on it in play order from the discarder (the
//     first /hu wins, or every /hu with rules.multiple_winners); then per seat in play order
//     /ask gong (open kong) then /ask pong; then /ask eat to the next seat. The first acceptance
//     is broadcast and applied; nobody else is asked. Otherwise the next seat draws, or the game
//     is drawn when only rules.dead_wall cards are left.
//   the end: /hu p card concealed... to all for each winner, then /exit with the score deltas.
#ifndef MJ16_TOOLS_MJREF_ENGINE_REFEREE_H_
#define MJ16_TOOLS_MJREF_ENGINE_REFEREE_H_

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/rules.h"
#include "core/tile.h"
#include "tools/mjref/engine/chance.h"
#include "tools/mjref/engine/game_state.h"
#include "tools/mjref/engine/player.h"
#include "tools/mjref/engine/record.h"
#include "tools/mjref/engine/wall.h"

namespace mj16::mjref {

struct GameConfig {
  int game = 0;              // index in the match, for the record
  std::uint64_t seed = 0;    // the wall is ShuffledCards(seed), the dice come from
                             // Rng(DeriveSeed(seed, 0))
  std::optional<Wall> wall;  // a scripted wall instead of the shuffle
  int dealer = 0;            // seat 0..3
  std::optional<int> dice;   // 3..18; rolled when absent
  Wind round_wind = Wind::kEast;
  Wind game_wind = Wind::kEast;
  std::array<std::string, 4> names = {"p1", "p2", "p3", "p4"};
  RuleSet rules;
  std::array<int, 4> programs = {0, 1, 2, 3};  // the program in each seat, for the record
  int group = -1;                              // the duplicate group, for the record
  bool stable_draws = false;                   // Wall::UseStableDraws after the deal
  // Scores the luck of the deal and of every draw into GameRecord::luck_milli; none: not scored.
  std::shared_ptr<const ChanceScorer> luck;
};

class Referee {
 public:
  // The players outlive the referee; one game per Referee.
  Referee(GameConfig config, const std::array<Player*, 4>& players);

  // Plays the game to the end, whatever the players do.
  GameRecord Run();
  // The final truth, for tests and invariants.
  const GameState& state() const { return state_; }

 private:
  // How a step ended.
  enum class Step { kContinue, kOver };
  struct Claim {
    int seat = -1;      // -1: nobody claimed
    bool kong = false;  // the claimer drew a replacement
  };

  void Start();
  // The seat's own turn: hu / gong asks, kongs and their replacements, the discard. kOver when
  // the game ended on a win.
  Step OwnTurn(int seat, bool drew);
  // Claims on the open discard; kOver on a win.
  Step Claims(Claim& claim);
  bool RobKong(int kong_seat, Card card);  // true when the kong was robbed (the game is over)
  Card DummyDiscard(int seat) const;
  // Draws for `seat` from the front, or from the back after a kong, tells it (/mo) and scores the
  // card's luck.
  void DrawFor(int seat, bool replacement);
  void AddLuck(const SeatValues& luck);

  void SelfDrawWin(int seat);
  // Wins on `card` from `from` (a discard, or the card of a robbed added kong).
  void DiscardWins(const std::vector<int>& winners, int from, Card card, bool robbed);
  void Finish();

  // The protocol with the players: every line is recorded; a failing player is faulted.
  void SendTo(int seat, const std::string& line);
  // To every seat still playing but `except`.
  void Broadcast(const std::string& line, int except = -1);
  // Sends `/ask ask` and returns the validated answer; nullopt after a fault (the seat is then
  // a dummy and the caller plays on as if it passed).
  std::optional<Action> AskSeat(int seat, Ask ask);
  // Makes the seat a dummy and tells its player so (a process is stopped).
  void AddFault(int seat, std::string question, std::string answer, std::string reason);
  // A fault from a player error (crash, timeout, garbage, unasked output).
  void AddPlayerFault(int seat, const std::string& line, const absl::Status& error);
  void Record(bool from_player, std::uint8_t seats, std::string text);

  GameConfig config_;
  std::array<Player*, 4> players_;
  GameState state_;
  GameRecord record_;
  SeatValues luck_{};
  bool ran_ = false;
};

// Runs one game with these players.
GameRecord RunGame(GameConfig config, const std::array<Player*, 4>& players);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_ENGINE_REFEREE_H_
