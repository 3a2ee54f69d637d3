// One game as a state machine with no protocol in it: the deal, draws from the live wall and the
// back, the question each seat is asked in turn, claims resolved by priority, kongs and their
// replacements, robbing, wins scored through core/scoring.h, the exhaustive draw. The referee
// (tools/mjref/engine/referee.h) is its protocol adapter; the Python environments and the
// in-process players step it directly.
//
// The order of questions (SPEC §3, seed 000 §3.3):
//   own turn (after a draw, or the dealer's first): hu if the hand is complete; gong if a
//     concealed or added kong is possible; a kong draws a replacement from the back and the turn
//     starts again; an added kong is first offered to robbers (hu, in play order) when the rules
//     allow it; then throw.
//   a discard: hu to every seat that can win on it, in play order from the discarder (the first
//     win ends it, or every win with rules.multiple_winners); then per seat in play order gong
//     (open kong), then pong; then eat to the next seat. The first acceptance is applied and
//     nobody else is asked. Otherwise the next seat draws, or the game is drawn when only
//     rules.dead_wall cards are left.
// A seat that is a dummy (faulted) is asked nothing: it draws and lets its draw go.
#ifndef MJ16_CORE_GAME_GAME_H_
#define MJ16_CORE_GAME_GAME_H_

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "core/action.h"
#include "core/game/game_state.h"
#include "core/game/legal.h"
#include "core/game/wall.h"
#include "core/meld.h"
#include "core/rules.h"
#include "core/scoring.h"
#include "core/tile.h"

namespace mj16::game {

struct WinRecord {
  int winner = 0;      // 0..3
  int discarder = -1;  // 0..3, -1 for a self-draw
  Card card = 0;       // the winning card
  bool robbed_kong = false;
  int tai = 0;
  std::vector<TaiItem> items;
  int turn = 0;  // the winner's turn: its discards before the win, plus one
};

// What happened at the table, in order, for whoever tells the players.
struct Event {
  enum class Kind {
    kDraw,           // seat drew `card` (replacement: from the back, after a kong)
    kDiscard,        // seat let `card` go
    kChow,           // seat chowed `card` (the discard) with cards[0..1]
    kPung,           // seat punged: cards[0..2], ascending, the discard among them
    kOpenKong,       // seat konged a discard: cards[0..3], ascending
    kConcealedKong,  // cards[0..3], ascending: only the seat may see them
    kAddedKong,      // seat completed its pung with `card`
    kWin,            // seat won on `card`; `concealed` its other concealed cards, ascending
  };
  Kind kind = Kind::kDraw;
  int seat = 0;
  Card card = 0;
  std::array<Card, 4> cards{};
  bool replacement = false;
  std::span<const Card> concealed;
};

class GameObserver {
 public:
  virtual ~GameObserver() = default;
  virtual void OnEvent(const Event& event) = 0;
};

struct GameSetup {
  int dealer = 0;
  Wind round_wind = Wind::kEast;
  RuleSet rules;
  bool stable_draws = false;  // Wall::UseStableDraws after the deal
};

class Game {
 public:
  // Deals from `wall`. `observer` (may be null) outlives the game and hears every event.
  Game(Wall wall, const GameSetup& setup, GameObserver* observer = nullptr);

  // Plays on to the first question (or the end).
  void Start();
  // The question open now, with its legal answers; nullopt once the game is over (or before
  // Start).
  const std::optional<Question>& question() const { return question_; }
  bool over() const { return over_; }

  // Answers the open question and plays on to the next one. An answer that is not legal
  // (validate.h) changes nothing and says why.
  absl::Status Answer(const Action& action);
  // The seat asked gives no answer: it faults (MakeDummy) and the question is answered as a
  // dummy's — a pass, and for a throw the dummy's discard.
  void Forfeit();

  // The seat faulted: it is asked nothing more and plays draw-and-discard.
  void MakeDummy(int seat) { state_.seats[seat].dummy = true; }

  const GameState& state() const { return state_; }
  // The result, final once over(): score deltas per seat (summing to zero), wins in order (none:
  // an exhaustive draw), and the scorer's own failures (a bug).
  const std::array<int, 4>& scores() const { return scores_; }
  const std::vector<WinRecord>& wins() const { return wins_; }
  const std::vector<std::string>& errors() const { return errors_; }

 private:
  enum class Phase {
    kTurn,       // seat_'s own turn begins (drew_: after a draw)
    kTurnKong,   // may it kong?
    kThrow,      // it discards
    kRob,        // others may rob its added kong of rob_card_
    kClaimWin,   // wins on the open discard
    kClaimKong,  // open kong by the claim_-th seat after the discarder
    kClaimPung,  // pung by the same seat
    kClaimChow,  // chow by the next seat
    kNextDraw,   // nobody claimed: the next seat draws, or the wall is done
    kClaimNext,  // the next seat after the claim_-th may claim
    kAsked,      // waiting for the answer to question_
    kOver,
  };

  void Advance();
  // Opens `q` when it has an answer besides passing (a throw always); a pass resumes in the
  // phase set before, any other answer is applied by Apply. False when there is nothing to ask.
  bool Pose(Question q);
  // Applies a legal answer other than a pass to the question `q`.
  void Apply(const Question& q, const Action& a);
  // The seat's own-turn kong: a concealed kong, or an added kong (robbers first).
  void OwnKong(int seat, const Action& a);
  // The seat's own turn begins (drew: after a draw, so it may win or kong first).
  void TurnTo(int seat, bool drew);
  void Emit(const Event& e) {
    if (observer_ != nullptr) observer_->OnEvent(e);
  }
  void DrawFor(int seat, bool replacement);
  Card DummyDiscard(int seat) const;
  void DiscardCard(int seat, Card card);
  void SelfDrawWin(int seat);
  // Wins on `card` from `from` (a discard, or the card of a robbed added kong).
  void DiscardWins(int from, Card card, bool robbed);
  void Score(WinRecord w, const Hand& hand, const WinContext& ctx, int discarder);
  // What `seat` may claim on the open discard (legal.h's ClaimsOn, kept from the discard).
  ClaimOptions Claims(int seat) const {
    return state_.seats[seat].dummy ? ClaimOptions{} : claims_[seat];
  }
  // The seat `claim_` places after `from` in play order.
  int ClaimSeat(int from) const { return (from + claim_) % 4; }

  GameState state_;
  GameObserver* observer_;
  Phase phase_ = Phase::kTurn;
  Phase on_pass_ = Phase::kTurn;  // where a pass to question_ resumes: the phase it was posed in
  std::optional<Question> question_;
  bool over_ = false;
  bool started_ = false;

  int seat_ = 0;       // the seat whose turn it is
  bool drew_ = true;   // the dealer's 17th card counts as the first draw
  int claim_ = 1;      // 1..3: which seat after the discarder (or the kong's owner) is considered
  Card rob_card_ = 0;  // the added kong's card open to robbing
  std::vector<int> winners_;
  std::array<ClaimOptions, 4> claims_{};

  std::array<int, 4> scores_{};
  std::vector<WinRecord> wins_;
  std::vector<std::string> errors_;
};

}  // namespace mj16::game

#endif  // MJ16_CORE_GAME_GAME_H_
