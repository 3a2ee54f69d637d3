// One game from the deal to /exit, told to four players in the protocol's messages (SPEC §3,
// seed 000 §3.3). The game itself, its order of questions and its scoring are the core's
// (core/game/game.h); the referee is its protocol adapter: it tells every event to the seats that
// may see it, asks each question of its seat, judges every answer (core/game/validate.h), turns a
// failing player into a dummy (a fault), scores the luck of the cards when asked to, and records
// everything (record.h).
//
// The lines: /start, /initGame, /initCard to each seat; /mo to the drawer; /throw, /eat, /pong,
// /gong to everyone (a concealed kong's cards only to its owner); /ask X to the seat asked; /hu p
// card concealed... for each winner; /exit with the score deltas to all, dummies included.
#ifndef MJ16_TOOLS_MJREF_ENGINE_REFEREE_H_
#define MJ16_TOOLS_MJREF_ENGINE_REFEREE_H_

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/game/game.h"
#include "core/game/game_state.h"
#include "core/game/wall.h"
#include "core/protocol.h"
#include "core/rules.h"
#include "core/tile.h"
#include "tools/mjref/engine/chance.h"
#include "tools/mjref/engine/player.h"
#include "tools/mjref/engine/record.h"

namespace mj16::mjref {

struct GameConfig {
  int game = 0;                    // index in the match, for the record
  std::uint64_t seed = 0;          // the wall is ShuffledCards(seed), the dice come from
                                   // Rng(DeriveSeed(seed, 0))
  std::optional<game::Wall> wall;  // a scripted wall instead of the shuffle
  int dealer = 0;                  // seat 0..3
  std::optional<int> dice;         // 3..18; rolled when absent
  Wind round_wind = Wind::kEast;
  Wind game_wind = Wind::kEast;
  std::array<std::string, 4> names = {"p1", "p2", "p3", "p4"};
  RuleSet rules;
  std::array<int, 4> programs = {0, 1, 2, 3};  // the program in each seat, for the record
  int group = -1;                              // the duplicate group, for the record
  bool stable_draws = false;                   // game::Wall::UseStableDraws after the deal
  // Keep every protocol line in GameRecord::transcript (for logs, reports, replays). Off, the
  // referee writes no text at all (a process's adapter still writes its own lines).
  bool transcript = true;
  // Scores the luck of the deal and of every draw into GameRecord::luck_milli; none: not scored.
  std::shared_ptr<const ChanceScorer> luck;
};

class Referee : private game::GameObserver {
 public:
  // The players outlive the referee; one game per Referee.
  Referee(GameConfig config, const std::array<Player*, 4>& players);

  // Plays the game to the end, whatever the players do.
  GameRecord Run();
  // The same in steps, for players answered from outside (a Python agent): Begin plays to the
  // first question whose player has no answer yet (Player::AnswerLater) and returns its seat;
  // once the answer is set, Continue asks again and plays on to the next. Both return -1 when
  // the game is over; record() is then complete.
  int Begin();
  int Continue();
  bool over() const { return over_; }
  const GameRecord& record() const { return record_; }
  // The final truth, for tests and invariants.
  const game::GameState& state() const { return game_.state(); }

 private:
  void Start();
  // The result into the record, /exit to everyone.
  void Conclude();
  // Tells the players what happened (and scores a draw's luck).
  void OnEvent(const game::Event& e) override;
  void AddLuck(const SeatValues& luck);
  void Finish();

  // The protocol with the players: every line is recorded; a failing player is faulted. A line
  // is written as text only for the record.
  // The message to send next, reused from line to line: `kind` from `seat` with `cards`.
  Message& Out(Message::Kind kind, int seat, std::span<const Card> cards = {});
  void Tell(std::uint8_t seats, const Message& m);
  void SendTo(int seat, const Message& m);
  // To every seat still playing but `except`; returns the message.
  Message& Broadcast(const Message& m, int except = -1);
  // Asks `/ask ask` and gives the seat's answer to the engine; false after a fault (the seat
  // is then a dummy and the engine answers for it) or when the answer comes later (waiting_).
  bool AnswerFrom(int seat, Ask ask);
  // Makes the seat a dummy and tells its player so (a process is stopped).
  void AddFault(int seat, std::string question, std::string answer, std::string reason);
  // A fault from a player error (crash, timeout, garbage, unasked output).
  void AddPlayerFault(int seat, const std::string& line, const absl::Status& error);
  void Record(bool from_player, std::uint8_t seats, std::string text);
  bool Dummy(int seat) const { return game_.state().seats[seat].dummy; }

  GameConfig config_;
  std::array<Player*, 4> players_;
  game::Game game_;
  GameRecord record_;
  SeatValues luck_{};
  Message out_;
  int lines_ = 0;  // protocol lines so far, kept or not (a fault says where it happened)
  bool ran_ = false;
  bool over_ = false;
  bool waiting_ = false;  // the question open now waits for an answer from outside
};

// Runs one game with these players.
GameRecord RunGame(GameConfig config, const std::array<Player*, 4>& players);

// The engine's setup of the game `config` describes.
game::GameSetup SetupOf(const GameConfig& config);
// The game `record` was played as (its wall, deal, rules, names and programs), to play it again
// (`mjref verify`, `mjref replay`); the error says why its wall is not a wall.
absl::StatusOr<GameConfig> ConfigOf(const GameRecord& record);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_ENGINE_REFEREE_H_
