#include "core/game/validate.h"

#include "absl/strings/str_cat.h"
#include "core/game/legal.h"
#include "core/protocol.h"

namespace mj16::game {
namespace {

absl::Status Bad(absl::string_view why) { return absl::InvalidArgumentError(why); }

bool AllOfKind(std::span<const Card> cards, Tile t) {
  for (Card c : cards) {
    if (KindOf(c) != t) return false;
  }
  return true;
}

absl::Status NotHeld(const CardHand& hand, std::span<const Card> cards) {
  for (size_t i = 0; i < cards.size(); ++i) {
    if (!hand.Holds(cards[i])) return Bad(absl::StrCat("card ", cards[i], " is not in the hand"));
    for (size_t j = 0; j < i; ++j) {
      if (cards[i] == cards[j]) return Bad(absl::StrCat("card ", cards[i], " named twice"));
    }
  }
  return absl::OkStatus();
}

absl::Status ValidateClaim(const GameState& s, int seat, Ask ask, const Action& a) {
  const CardHand& hand = s.seats[seat].hand;
  const ClaimOptions options = ClaimsOn(s, seat);
  const Tile kind = KindOf(s.discard);
  // In order: the kind of answer, whether that claim exists, the cards held, their shape.
  switch (ask) {
    case Ask::kEat:
      if (a.type != ActionType::kChow) return Bad("/ask eat is answered by /eat or /pass");
      if (!options.chow) return Bad("no chow is possible");
      if (absl::Status held = NotHeld(hand, a.Cards()); !held.ok()) return held;
      if (!IsChow(hand, s.discard, a.cards[0], a.cards[1])) {
        return Bad(absl::StrCat("these cards do not chow ", s.discard));
      }
      return absl::OkStatus();
    case Ask::kPong:
      if (a.type != ActionType::kPung) return Bad("/ask pong is answered by /pong or /pass");
      if (!options.pung) return Bad("no pung is possible");
      if (absl::Status held = NotHeld(hand, a.Cards()); !held.ok()) return held;
      if (!AllOfKind(a.Cards(), kind)) {
        return Bad(absl::StrCat("these cards do not pung ", s.discard));
      }
      return absl::OkStatus();
    case Ask::kGong:
      if (a.type != ActionType::kOpenKong) {
        return Bad("/ask gong on a discard is answered by /gong 4 or /pass");
      }
      if (!options.open_kong) return Bad("no open kong is possible");
      if (absl::Status held = NotHeld(hand, a.Cards()); !held.ok()) return held;
      if (!AllOfKind(a.Cards(), kind)) {
        return Bad(absl::StrCat("these cards do not kong ", s.discard));
      }
      return absl::OkStatus();
    default:
      return Bad("unexpected question");
  }
}

absl::Status ValidateOwnKong(const GameState& s, int seat, const Action& a) {
  const CardHand& hand = s.seats[seat].hand;
  if (a.type != ActionType::kConcealedKong && a.type != ActionType::kAddedKong) {
    return Bad("/ask gong on your turn is answered by /gong 0, /gong 1 or /pass");
  }
  if (!OnTurn(s, seat).kong) return Bad("no kong is possible");
  if (absl::Status held = NotHeld(hand, a.Cards()); !held.ok()) return held;
  if (a.type == ActionType::kConcealedKong) {
    if (!AllOfKind(a.Cards(), KindOf(a.cards[0]))) return Bad("the four cards differ in kind");
    return absl::OkStatus();
  }
  for (const Meld& m : hand.melds) {
    if (m.type == MeldType::kPung && m.tile == KindOf(a.cards[0])) return absl::OkStatus();
  }
  return Bad(absl::StrCat("no pung of ", a.cards[0], " to add it to"));
}

}  // namespace

absl::Status ValidateAction(const GameState& s, int seat, Ask ask, const Action& a) {
  if (ask == Ask::kThrow) {
    if (a.type != ActionType::kThrow) return Bad("/ask throw is answered by /throw");
    if (!s.seats[seat].hand.Holds(a.cards[0])) {
      return Bad(absl::StrCat("card ", a.cards[0], " is not in the hand"));
    }
    return absl::OkStatus();
  }
  if (a.type == ActionType::kPass) return absl::OkStatus();
  if (ask == Ask::kHu) {
    return a.type == ActionType::kWin ? absl::OkStatus()
                                      : Bad("/ask hu is answered by /hu or /pass");
  }
  const bool on_discard = s.discard != 0 && s.discarder != seat;
  if (ask == Ask::kGong && !on_discard) return ValidateOwnKong(s, seat, a);
  if (!on_discard) return Bad("no discard to claim");
  return ValidateClaim(s, seat, ask, a);
}

absl::StatusOr<Action> CheckAnswer(const GameState& s, int seat, Ask ask, absl::string_view line) {
  absl::StatusOr<Action> a = ParseAnswer(line);
  absl::Status status = a.ok() ? ValidateAction(s, seat, ask, *a) : a.status();
  if (!status.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("answer '", TrimLine(line), "' to /ask ",
                                                   AskName(ask), ": ", status.message()));
  }
  return a;
}

}  // namespace mj16::game
