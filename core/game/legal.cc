#include "core/game/legal.h"

#include <algorithm>

#include "core/notation.h"
#include "core/win.h"

namespace mj16::game {

namespace {

// Counts that cannot be a pair plus groups: a suit holding 1 or 4 tiles mod 3, two suits holding
// 2 mod 3, an honor held once or four times... A cheap necessary condition before the full check.
bool CannotBeComplete(const TileCounts& c) {
  int pairs = 0;
  for (int suit = 0; suit < 3; ++suit) {
    int n = 0;
    for (int r = 0; r < 9; ++r) n += c[suit * 9 + r];
    if (n % 3 == 1) return true;
    pairs += n % 3 == 2;
  }
  for (int t = 27; t < kNumKinds; ++t) {
    if (c[t] == 1 || c[t] == 4) return true;
    pairs += c[t] == 2;
  }
  return pairs != 1;
}

// A pair and the melds still needed, as core/win.h's IsWinningHand.
bool Wins(const TileCounts& c, std::span<const Meld> melds) {
  const int needed = kMeldsToWin - static_cast<int>(melds.size());
  if (needed < 0 || Total(c) != 3 * needed + 2 || CannotBeComplete(c)) return false;
  return mj16::IsComplete(c);
}

LegalAnswer Pass() { return LegalAnswer{}; }

// An answer of `type` on kind `tile` that makes a meld of `meld`.
LegalAnswer Taking(ActionType type, Tile tile, MeldType meld, Tile claimed) {
  LegalAnswer a;
  a.type = type;
  a.tile = tile;
  a.meld = MakeMeld(meld, tile, claimed);
  return a;
}

void AddWin(const TileCounts& concealed, std::span<const Meld> melds, Tile offered,
            LegalAnswers& out) {
  LegalAnswer win;
  win.type = ActionType::kWin;
  win.tile = offered;
  if (Wins(CountsAfter(concealed, win), melds)) out.push_back(win);
}

void AddOwnKongs(const TileCounts& concealed, std::span<const Meld> melds, LegalAnswers& out) {
  for (int k = 0; k < kNumKinds; ++k) {
    if (concealed[k] == kCopies) {
      const Tile t = static_cast<Tile>(k);
      out.push_back(Taking(ActionType::kConcealedKong, t, MeldType::kConcealedKong, kNoTile));
    }
  }
  absl::InlinedVector<Tile, kMeldsToWin> added;  // pungs with their fourth card held
  for (const Meld& m : melds) {
    if (m.type == MeldType::kPung && concealed[m.tile] > 0) added.push_back(m.tile);
  }
  std::sort(added.begin(), added.end());
  for (const Tile t : added)
    out.push_back(Taking(ActionType::kAddedKong, t, MeldType::kAddedKong, t));
}

void AddChows(const TileCounts& concealed, Tile offered, LegalAnswers& out) {
  for (const ChowWith& c : ChowsWith(concealed, offered)) {
    LegalAnswer a;
    a.type = ActionType::kChow;
    a.tile = offered;
    a.own = c.own;
    a.meld = c.meld;
    out.push_back(a);
  }
}

// How many cards an answer of `type` shows, chows aside.
std::size_t CardsShown(ActionType type) {
  switch (type) {
    case ActionType::kPung:
      return 2;
    case ActionType::kOpenKong:
      return 3;
    case ActionType::kConcealedKong:
      return kCopies;
    default:
      return 1;
  }
}

bool AllOfKind(std::span<const Card> cards, Tile t) {
  return std::all_of(cards.begin(), cards.end(), [t](Card c) { return KindOf(c) == t; });
}

// The highest `n` held copies of kind t, ascending.
void AddHighest(const CardHand& hand, Tile t, int n, Action& a) {
  const std::vector<Card> copies = hand.CopiesOf(t);
  for (size_t i = copies.size() - std::min<size_t>(n, copies.size()); i < copies.size(); ++i) {
    a.cards[a.num_cards++] = copies[i];
  }
}

// The answers to a question of `kind` besides passing, appended to `out`.
void AddAnswers(QuestionKind kind, const TileCounts& concealed, std::span<const Meld> melds,
                Tile offered, LegalAnswers& out) {
  if (OnOffer(kind) && offered >= kNumKinds) return;
  switch (kind) {
    case QuestionKind::kThrow: {
      // Sized once and filled in place: the engine lists a throw at every discard.
      const std::size_t first = out.size();
      out.resize(first + static_cast<std::size_t>(std::count_if(concealed.begin(), concealed.end(),
                                                                [](int n) { return n > 0; })));
      LegalAnswer* a = out.data() + first;
      for (int k = 0; k < kNumKinds; ++k) {
        if (concealed[k] == 0) continue;
        a->type = ActionType::kThrow;
        a->tile = static_cast<Tile>(k);
        ++a;
      }
      break;
    }
    case QuestionKind::kSelfDrawWin:
      AddWin(concealed, melds, kNoTile, out);
      break;
    case QuestionKind::kRobKong:
    case QuestionKind::kDiscardWin:
      AddWin(concealed, melds, offered, out);
      break;
    case QuestionKind::kOwnKong:
      AddOwnKongs(concealed, melds, out);
      break;
    case QuestionKind::kOpenKong:
      if (concealed[offered] >= 3) {
        out.push_back(Taking(ActionType::kOpenKong, offered, MeldType::kOpenKong, offered));
      }
      break;
    case QuestionKind::kPung:
      if (concealed[offered] >= 2) {
        out.push_back(Taking(ActionType::kPung, offered, MeldType::kPung, offered));
      }
      break;
    case QuestionKind::kChow:
      AddChows(concealed, offered, out);
      break;
  }
}

}  // namespace

Ask AskOf(QuestionKind kind) {
  switch (kind) {
    case QuestionKind::kSelfDrawWin:
    case QuestionKind::kRobKong:
    case QuestionKind::kDiscardWin:
      return Ask::kHu;
    case QuestionKind::kOwnKong:
    case QuestionKind::kOpenKong:
      return Ask::kGong;
    case QuestionKind::kThrow:
      return Ask::kThrow;
    case QuestionKind::kPung:
      return Ask::kPong;
    case QuestionKind::kChow:
      return Ask::kEat;
  }
  return Ask::kThrow;
}

LegalAnswers AnswersTo(QuestionKind kind, const TileCounts& concealed, std::span<const Meld> melds,
                       Tile offered) {
  LegalAnswers out;
  if (kind != QuestionKind::kThrow) out.push_back(Pass());
  AddAnswers(kind, concealed, melds, offered, out);
  return out;
}

TileCounts CountsAfter(const TileCounts& concealed, const LegalAnswer& answer) {
  TileCounts after = concealed;
  const auto take = [&after](Tile t, int n) { after[t] = static_cast<std::uint8_t>(after[t] - n); };
  switch (answer.type) {
    case ActionType::kWin:
      if (answer.tile != kNoTile) ++after[answer.tile];
      break;
    case ActionType::kThrow:
    case ActionType::kAddedKong:
      take(answer.tile, 1);
      break;
    case ActionType::kChow:
      take(answer.own[0], 1);
      take(answer.own[1], 1);
      break;
    case ActionType::kPung:
      take(answer.tile, 2);
      break;
    case ActionType::kOpenKong:
      take(answer.tile, 3);
      break;
    case ActionType::kConcealedKong:
      take(answer.tile, kCopies);
      break;
    case ActionType::kPass:
      break;
  }
  return after;
}

Hand HandAfter(const Hand& before, const LegalAnswer& answer) {
  Hand after = before;
  after.concealed = CountsAfter(before.concealed, answer);
  if (answer.type == ActionType::kAddedKong) {
    for (Meld& m : after.melds) {
      if (m.type == MeldType::kPung && m.tile == answer.tile) m.type = MeldType::kAddedKong;
    }
  } else if (answer.MakesMeld()) {
    after.melds.push_back(answer.meld);
  }
  return after;
}

bool AnyButPass(const LegalAnswers& answers) {
  return std::any_of(answers.begin(), answers.end(),
                     [](const LegalAnswer& a) { return a.type != ActionType::kPass; });
}

Action ActionFor(const CardHand& hand, const LegalAnswer& answer) {
  Action a;
  a.type = answer.type;
  switch (answer.type) {
    case ActionType::kThrow:
    case ActionType::kAddedKong:
      AddHighest(hand, answer.tile, 1, a);
      break;
    case ActionType::kChow:
      AddHighest(hand, answer.own[0], 1, a);
      AddHighest(hand, answer.own[1], 1, a);
      break;
    case ActionType::kPung:
      AddHighest(hand, answer.tile, 2, a);
      break;
    case ActionType::kOpenKong:
      AddHighest(hand, answer.tile, 3, a);
      break;
    case ActionType::kConcealedKong:
      AddHighest(hand, answer.tile, kCopies, a);
      break;
    case ActionType::kWin:
    case ActionType::kPass:
      break;
  }
  return a;
}

const LegalAnswer* Matching(const LegalAnswers& answers, const Action& action) {
  const std::span<const Card> cards = action.Cards();
  // The kinds the action shows, worked out once: one for all its cards, or a chow's two held
  // kinds ascending.
  std::array<Tile, 2> kinds{kNoTile, kNoTile};
  switch (action.type) {
    case ActionType::kWin:
    case ActionType::kPass:
      break;
    case ActionType::kChow:
      if (cards.size() != 2) return nullptr;
      kinds = {KindOf(cards[0]), KindOf(cards[1])};
      std::sort(kinds.begin(), kinds.end());
      break;
    default:
      if (cards.size() != CardsShown(action.type) || !AllOfKind(cards, KindOf(cards[0]))) {
        return nullptr;
      }
      kinds[0] = KindOf(cards[0]);
      break;
  }
  for (const LegalAnswer& a : answers) {
    if (a.type != action.type) continue;
    if (a.type == ActionType::kWin || a.type == ActionType::kPass) return &a;
    if (a.type == ActionType::kChow ? a.own == kinds : a.tile == kinds[0]) return &a;
  }
  return nullptr;
}

namespace {

// What `/ask ask` means: on one's own turn, or on another seat's card (a robbing when a win is
// asked with no discard open).
QuestionKind KindOfAsk(Ask ask, bool own_turn, bool robbing) {
  switch (ask) {
    case Ask::kHu:
      return own_turn  ? QuestionKind::kSelfDrawWin
             : robbing ? QuestionKind::kRobKong
                       : QuestionKind::kDiscardWin;
    case Ask::kGong:
      return own_turn ? QuestionKind::kOwnKong : QuestionKind::kOpenKong;
    case Ask::kPong:
      return QuestionKind::kPung;
    case Ask::kEat:
      return QuestionKind::kChow;
    case Ask::kThrow:
      break;
  }
  return QuestionKind::kThrow;
}

}  // namespace

LegalAnswers AnswersSeen(Ask ask, const CardHand& hand, Card last_discard, Card robbable) {
  const bool own_turn = hand.OwnTurn();
  const QuestionKind kind = KindOfAsk(ask, own_turn, last_discard == 0);
  const Card offered = own_turn ? 0 : kind == QuestionKind::kRobKong ? robbable : last_discard;
  return AnswersTo(kind, hand.Counts(), hand.melds, offered != 0 ? KindOf(offered) : kNoTile);
}

std::string AnswerText(const LegalAnswer& a) {
  switch (a.type) {
    case ActionType::kThrow:
      return "throw " + FormatTile(a.tile);
    case ActionType::kChow:
      return "chow " +
             FormatTiles(std::vector<Tile>{a.meld.tile, static_cast<Tile>(a.meld.tile + 1),
                                           static_cast<Tile>(a.meld.tile + 2)});
    case ActionType::kPung:
      return "pung " + FormatTile(a.tile);
    case ActionType::kOpenKong:
    case ActionType::kConcealedKong:
    case ActionType::kAddedKong:
      return "kong " + FormatTile(a.tile);
    case ActionType::kWin:
      return "win";
    case ActionType::kPass:
      return "pass";
  }
  return "?";
}

LegalAnswers AnswersTo(const TableView& view, Ask ask) {
  return AnswersSeen(ask, view.hand(), view.last_discard(), view.robbable_kong_card());
}

bool TableAllowsClaim(QuestionKind kind, int seat, int discarder, bool can_draw) {
  if (seat == discarder) return false;
  switch (kind) {
    case QuestionKind::kDiscardWin:
    case QuestionKind::kPung:
      return true;
    case QuestionKind::kOpenKong:
      return seat != NextSeat(discarder) && can_draw;
    case QuestionKind::kChow:
      return seat == NextSeat(discarder);
    default:
      return false;
  }
}

namespace {

// Every claim `seat` may make on `discarder`'s discard of `offered` under the table's rules (a
// win, an open kong, a pung, the chows), appended to `out`: one list, the types tell them apart.
void AddClaims(int seat, int discarder, bool can_draw, const CardHand& hand, Tile offered,
               LegalAnswers& out) {
  const TileCounts counts = hand.Counts();
  for (const QuestionKind kind : {QuestionKind::kDiscardWin, QuestionKind::kOpenKong,
                                  QuestionKind::kPung, QuestionKind::kChow}) {
    if (TableAllowsClaim(kind, seat, discarder, can_draw)) {
      AddAnswers(kind, counts, hand.melds, offered, out);
    }
  }
}

}  // namespace

LegalAnswers ClaimsSeen(const TableView& view) {
  LegalAnswers out;
  const Card offered = view.last_discard();
  if (offered == 0 || view.hand().OwnTurn()) return out;
  out.push_back(LegalAnswer{});  // passing
  AddClaims(view.pos() - 1, view.last_discarder() - 1, view.live_wall() > 0, view.hand(),
            KindOf(offered), out);
  return out;
}

ClaimOptions ClaimKindsIn(const LegalAnswers& answers) {
  ClaimOptions o;
  for (const LegalAnswer& a : answers) {
    o.win = o.win || a.type == ActionType::kWin;
    o.open_kong = o.open_kong || a.type == ActionType::kOpenKong;
    o.pung = o.pung || a.type == ActionType::kPung;
    o.chow = o.chow || a.type == ActionType::kChow;
  }
  return o;
}

namespace {

// Whether the table's rules let `seat` be asked a question of `kind` at all.
bool TableAllows(const GameState& s, int seat, QuestionKind kind) {
  if (s.seats[seat].dummy) return false;
  switch (kind) {
    case QuestionKind::kSelfDrawWin:
    case QuestionKind::kThrow:
      return true;
    case QuestionKind::kOwnKong:
      return s.CanDraw();
    case QuestionKind::kRobKong:
      return s.rules.robbing_kong;
    case QuestionKind::kDiscardWin:
    case QuestionKind::kPung:
    case QuestionKind::kOpenKong:
    case QuestionKind::kChow:
      return s.discard != 0 && TableAllowsClaim(kind, seat, s.discarder, s.CanDraw());
  }
  return false;
}

}  // namespace

Question QuestionFor(const GameState& s, int seat, QuestionKind kind, Card offered) {
  Question q;
  q.seat = seat;
  q.kind = kind;
  if (OnOffer(kind) && kind != QuestionKind::kRobKong) offered = s.discard;
  q.offered = OnOffer(kind) ? offered : 0;
  if (!TableAllows(s, seat, kind)) {
    if (kind != QuestionKind::kThrow) q.answers.push_back(LegalAnswer{});
    return q;
  }
  const CardHand& hand = s.seats[seat].hand;
  if (kind != QuestionKind::kThrow) q.answers.push_back(Pass());
  AddAnswers(kind, hand.Counts(), hand.melds, offered != 0 ? KindOf(offered) : kNoTile, q.answers);
  return q;
}

Question QuestionFor(const GameState& s, int seat, Ask ask) {
  return QuestionFor(s, seat, KindOfAsk(ask, s.discard == 0, false));
}

ClaimOptions ClaimsOn(const GameState& s, int seat) {
  if (s.discard == 0 || seat == s.discarder || s.seats[seat].dummy) return ClaimOptions{};
  LegalAnswers answers;
  AddClaims(seat, s.discarder, s.CanDraw(), s.seats[seat].hand, KindOf(s.discard), answers);
  return ClaimKindsIn(answers);
}

}  // namespace mj16::game
