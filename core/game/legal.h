// Which answers are legal, written once. `AnswersTo` lists every legal answer to a question from
// one hand's counts, each with the meld it makes (`CountsAfter`/`HandAfter`: the hand after it);
// the engine poses a question only when it has an answer besides passing, hands the list out with
// the question and judges every answer by it, and the built-in players, the policy's features, the
// Python action masks and the fuzzers take their choices from it (Monte-Carlo's playouts share its
// chows, core/hand.h's `ChowsWith`). The table's rules on top — who is asked what (the next seat
// alone chows, no open kong on the left player's discard, kongs only while a replacement can be
// drawn, robbing only when the rules allow it, dummies asked nothing) — are in `QuestionFor` and
// `ClaimsOn`. Win checks go through core/win.h.
#ifndef MJ16_CORE_GAME_LEGAL_H_
#define MJ16_CORE_GAME_LEGAL_H_

#include <array>
#include <cstdint>
#include <span>
#include <string>

#include "absl/container/inlined_vector.h"
#include "core/action.h"
#include "core/card_hand.h"
#include "core/game/game_state.h"
#include "core/hand.h"
#include "core/meld.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::game {

// What a question is about: the protocol's five /ask, told apart where one /ask means two things.
enum class QuestionKind : std::uint8_t {
  kSelfDrawWin,  // /ask hu on one's own turn
  kOwnKong,      // /ask gong on one's own turn: a concealed or an added kong
  kThrow,        // /ask throw
  kRobKong,      // /ask hu on another seat's added kong
  kDiscardWin,   // /ask hu on a discard
  kOpenKong,     // /ask gong on a discard
  kPung,         // /ask pong
  kChow,         // /ask eat
};
Ask AskOf(QuestionKind kind);
// Whether the question is about another seat's card (a discard or an added kong's).
inline bool OnOffer(QuestionKind kind) { return kind >= QuestionKind::kRobKong; }

// One legal answer, in kinds; which copies a player shows is its own choice (ActionFor). Small
// on purpose: the engine lists the answers to every question it poses, so the hand after an
// answer is worked out on demand (CountsAfter, HandAfter), not carried.
struct LegalAnswer {
  ActionType type = ActionType::kPass;
  Tile tile = kNoTile;  // the kind thrown, punged or konged, or a chow's claimed kind
  std::array<Tile, 2> own{kNoTile, kNoTile};  // a chow's two held kinds, ascending
  Meld meld;  // the meld made (kinds only); meaningful when MakesMeld()

  // A chow, pung or kong: the hand gains a meld (an added kong turns a pung into a kong).
  bool MakesMeld() const {
    return type != ActionType::kThrow && type != ActionType::kWin && type != ActionType::kPass;
  }
  // How many melds the answer adds to the hand: an added kong adds none.
  int MeldsAdded() const { return MakesMeld() && type != ActionType::kAddedKong ? 1 : 0; }
  friend bool operator==(const LegalAnswer&, const LegalAnswer&) = default;
};
// Passing first where passing is legal, then the others lowest kind first (chows by their lowest
// kind; concealed kongs before added ones). Room for a throw from 17 kinds without an allocation:
// the engine lists one at every discard.
inline constexpr int kMostAnswers = 17;
using LegalAnswers = absl::InlinedVector<LegalAnswer, kMostAnswers>;

// The concealed counts after `answer` by a hand of `concealed` counts (a win on a discard: with
// the card).
TileCounts CountsAfter(const TileCounts& concealed, const LegalAnswer& answer);
// The whole hand after `answer` by a hand of `before` (its concealed counts and melds): the meld
// added, or for an added kong its pung made a kong.
Hand HandAfter(const Hand& before, const LegalAnswer& answer);

// Every legal answer to a question of `kind` for a hand of `concealed` counts and `melds`;
// `offered` is the kind on offer (the discard or the added kong's card) for OnOffer kinds. Only
// passing (or nothing, for a throw with no cards) when the hand allows nothing else.
LegalAnswers AnswersTo(QuestionKind kind, const TileCounts& concealed, std::span<const Meld> melds,
                       Tile offered = kNoTile);
// Whether the list holds anything but passing.
bool AnyButPass(const LegalAnswers& answers);

// An answer in tile notation, as every reason, explanation and review names it: "throw 5m",
// "chow 3p4p5p", "pung 7s", "kong 7s" (open, concealed or added), "win", "pass".
std::string AnswerText(const LegalAnswer& answer);

// The exact cards of `answer` from `hand`: the highest held copies of each kind (a concealed
// kong: all four). Every built-in player shows these.
Action ActionFor(const CardHand& hand, const LegalAnswer& answer);
// The legal answer `action` names, or null: the type and the kinds of its cards must match one of
// `answers` (the cards themselves are checked by the validator).
const LegalAnswer* Matching(const LegalAnswers& answers, const Action& action);

// The legal answers as a player reads the question from what it holds and what is on offer (the
// last discard, else an added kong's card open to robbing): its own turn when it holds 3n+2 cards.
LegalAnswers AnswersSeen(Ask ask, const CardHand& hand, Card last_discard, Card robbable = 0);
// The same for the seat whose view this is.
LegalAnswers AnswersTo(const TableView& view, Ask ask);

// --- The table ---

// The table's rule on a claim of `kind` (kDiscardWin, kOpenKong, kPung, kChow) by `seat` on
// `discarder`'s discard (seats 0..3): the discarder claims nothing, the next seat alone chows, no
// open kong on the left player's discard nor without a replacement to draw (`can_draw`).
bool TableAllowsClaim(QuestionKind kind, int seat, int discarder, bool can_draw);

// Every answer the seat whose view this is may give to the discard on offer under the table's
// rules, passing first: a win, an open kong, a pung, the chows. Empty when no discard is on offer
// (or the hand is on its own turn).
LegalAnswers ClaimsSeen(const TableView& view);

// Who is asked what now, with every legal answer under the hand and the table's rules (passing
// alone where the rules forbid the rest).
struct Question {
  int seat = 0;
  QuestionKind kind = QuestionKind::kThrow;
  Card offered = 0;  // OnOffer kinds: the discard or the added kong's card
  LegalAnswers answers;
  Ask ask() const { return AskOf(kind); }
};
// The question of `kind` to `seat` in `s`; `offered` is the added kong's card for kRobKong (the
// open discard otherwise).
Question QuestionFor(const GameState& s, int seat, QuestionKind kind, Card offered = 0);
// The question `/ask ask` to `seat` read from the table as the engine poses it: on the seat's own
// turn while no discard is open (a robbing question needs the kong's card: the overload above).
Question QuestionFor(const GameState& s, int seat, Ask ask);

// What `seat` may claim on the open discard. Dummy seats and the discarder claim nothing; chow
// only by the next player; no open kong by the next player (SPEC §2: not on the left player's
// discard); a kong only while a replacement can be drawn.
struct ClaimOptions {
  bool win = false;
  bool open_kong = false;
  bool pung = false;
  bool chow = false;
  bool Any() const { return win || open_kong || pung || chow; }
};
ClaimOptions ClaimsOn(const GameState& s, int seat);
// Which kinds of claim `answers` holds.
ClaimOptions ClaimKindsIn(const LegalAnswers& answers);

}  // namespace mj16::game

#endif  // MJ16_CORE_GAME_LEGAL_H_
