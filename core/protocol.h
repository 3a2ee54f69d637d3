// The text of the protocol (SPEC §3, seed 000 §3.1), both ways: the referee's lines to a bot and
// their parse (for the built-in players), and a bot's answers and their parse. Only syntax is
// checked here; validate.h judges an answer against the game.
#ifndef MJ16_CORE_PROTOCOL_H_
#define MJ16_CORE_PROTOCOL_H_

#include <array>
#include <span>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "core/action.h"
#include "core/tile.h"

namespace mj16 {

// --- Referee -> bot. Positions are 1..4. ---

std::string FormatStart(int pos, absl::string_view name);
// `/initGame east south 3 2 0`: lowercase wind words, as in seed 000's example.
std::string FormatInitGame(Wind round, Wind game, int open_pos, int dealer_pos, int continuation);
std::string FormatInitCard(std::span<const Card> cards);  // sorted ascending
std::string FormatMo(Card card);
std::string FormatAsk(Ask ask);
std::string FormatThrow(int pos, Card card);
// The claimed card in the middle, the two own cards ascending around it: `/eat 2 140 131 150`.
std::string FormatEat(int pos, Card claimed, Card a, Card b);
std::string FormatPong(int pos, std::array<Card, 3> cards);      // ascending
std::string FormatOpenKong(int pos, std::array<Card, 4> cards);  // `/gong p 4 c1..c4` ascending
std::string FormatAddedKong(int pos, Card card);                 // `/gong p 1 c`
// `/gong p 0 c1..c4` (ascending) for the owner; `/gong p 0` for everybody else.
std::string FormatConcealedKong(int pos, std::array<Card, 4> cards);
std::string FormatConcealedKongHidden(int pos);
// `/hu p hucard c...`: the winner's concealed cards other than the winning one, ascending.
std::string FormatHu(int pos, Card hucard, std::span<const Card> concealed);
std::string FormatExit(const std::array<int, 4>& scores);

// A referee line as a bot reads it.
struct Message {
  enum class Kind {
    kStart,     // pos, name
    kInitGame,  // round, game, open, dealer, continuation
    kInitCard,  // cards
    kMo,        // cards[0]
    kAsk,       // ask
    kThrow,     // pos, cards[0]
    kEat,       // pos, cards (3, claimed among them)
    kPong,      // pos, cards (3)
    kGong,      // pos, gong_type 4/1/0, cards (4, 1, or none for another's concealed kong)
    kHu,        // pos, cards[0] the winning card, then the concealed cards
    kExit,      // scores
    kReady,     // a liveness check: answer `/ready`
    kClose,     // end the process
  };
  Kind kind = Kind::kExit;
  int pos = 0;
  std::string name;
  Wind round = Wind::kEast;
  Wind game = Wind::kEast;
  int open = 0;
  int dealer = 0;
  int continuation = 0;
  Ask ask = Ask::kThrow;
  int gong_type = -1;
  std::vector<Card> cards;
  // Flower codes left out of an /initCard (SPEC §1: parsed and ignored); a platform that deals
  // them replaces each with a /mo later.
  int flowers = 0;
  std::array<int, 4> scores{};
};
absl::StatusOr<Message> ParseMessage(absl::string_view line);
// The line of a referee message, as the Format functions above write it: ParseMessage gives the
// message back.
std::string FormatMessage(const Message& m);

// --- Bot -> referee ---

std::string FormatAnswer(const Action& action);
// Parses `/throw c`, `/eat c1 c2`, `/pong c1 c2`, `/gong 4 c1 c2 c3`, `/gong 0 c1 c2 c3 c4`,
// `/gong 1 c`, `/hu`, `/pass`. Tolerates CR/LF and spaces around and between words, and any
// case in the command word. Cards must be tile codes (no flowers). The error says what is wrong
// but not the line: the caller quotes it.
absl::StatusOr<Action> ParseAnswer(absl::string_view line);

// The line without its end-of-line characters and surrounding spaces.
absl::string_view TrimLine(absl::string_view line);

}  // namespace mj16

#endif  // MJ16_CORE_PROTOCOL_H_
