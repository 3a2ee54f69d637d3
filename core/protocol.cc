#include "core/protocol.h"

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"

namespace mj16 {
namespace {

constexpr absl::string_view kWindWords[4] = {"east", "south", "west", "north"};

template <size_t N>
std::array<Card, N> Sorted(std::array<Card, N> cards) {
  std::sort(cards.begin(), cards.end());
  return cards;
}

std::vector<absl::string_view> Words(absl::string_view line) {
  return absl::StrSplit(TrimLine(line), absl::ByAnyChar(" \t"), absl::SkipEmpty());
}

absl::StatusOr<Card> ParseCard(absl::string_view word) {
  int c = 0;
  if (!absl::SimpleAtoi(word, &c) || !KindOfCard(c)) {
    return absl::InvalidArgumentError(absl::StrCat("'", word, "' is not a tile code"));
  }
  return c;
}

absl::StatusOr<int> ParseInt(absl::string_view word) {
  int n = 0;
  if (!absl::SimpleAtoi(word, &n)) {
    return absl::InvalidArgumentError(absl::StrCat("'", word, "' is not a number"));
  }
  return n;
}

absl::StatusOr<int> ParsePos(absl::string_view word) {
  absl::StatusOr<int> n = ParseInt(word);
  if (n.ok() && (*n < 1 || *n > 4)) {
    return absl::InvalidArgumentError(absl::StrCat("'", word, "' is not a position 1..4"));
  }
  return n;
}

absl::StatusOr<Wind> ParseWindWord(absl::string_view word) {
  const std::string lower = absl::AsciiStrToLower(word);
  for (int w = 0; w < 4; ++w) {
    if (lower == kWindWords[w]) return static_cast<Wind>(w);
  }
  return absl::InvalidArgumentError(absl::StrCat("'", word, "' is not a wind"));
}

// Parses words[from..] as cards into `out`; with `flowers`, flower codes are counted there and
// left out instead of being an error.
absl::Status ParseCardsInto(const std::vector<absl::string_view>& words, size_t from,
                            std::vector<Card>& out, int* flowers = nullptr) {
  for (size_t i = from; i < words.size(); ++i) {
    int code = 0;
    if (flowers != nullptr && absl::SimpleAtoi(words[i], &code) && IsFlowerCard(code)) {
      ++*flowers;
      continue;
    }
    absl::StatusOr<Card> c = ParseCard(words[i]);
    if (!c.ok()) return c.status();
    out.push_back(*c);
  }
  return absl::OkStatus();
}

absl::Status WantWords(const std::vector<absl::string_view>& words, size_t n) {
  if (words.size() == n) return absl::OkStatus();
  return absl::InvalidArgumentError(
      absl::StrFormat("%s takes %d argument(s), got %d", words[0], n - 1, words.size() - 1));
}

}  // namespace

absl::string_view TrimLine(absl::string_view line) {
  return absl::StripAsciiWhitespace(line);  // spaces, tabs, CR and LF
}

std::string FormatStart(int pos, absl::string_view name) {
  return absl::StrCat("/start MJ ", pos, " ", name);
}

std::string FormatInitGame(Wind round, Wind game, int open_pos, int dealer_pos, int continuation) {
  return absl::StrCat("/initGame ", kWindWords[static_cast<int>(round)], " ",
                      kWindWords[static_cast<int>(game)], " ", open_pos, " ", dealer_pos, " ",
                      continuation);
}

std::string FormatInitCard(std::span<const Card> cards) {
  std::vector<Card> sorted(cards.begin(), cards.end());
  std::sort(sorted.begin(), sorted.end());
  return absl::StrCat("/initCard ", absl::StrJoin(sorted, " "));
}

std::string FormatMo(Card card) { return absl::StrCat("/mo ", card); }

std::string FormatAsk(Ask ask) { return absl::StrCat("/ask ", AskName(ask)); }

std::string FormatThrow(int pos, Card card) { return absl::StrCat("/throw ", pos, " ", card); }

std::string FormatEat(int pos, Card claimed, Card a, Card b) {
  return absl::StrCat("/eat ", pos, " ", std::min(a, b), " ", claimed, " ", std::max(a, b));
}

std::string FormatPong(int pos, std::array<Card, 3> cards) {
  return absl::StrCat("/pong ", pos, " ", absl::StrJoin(Sorted(cards), " "));
}

std::string FormatOpenKong(int pos, std::array<Card, 4> cards) {
  return absl::StrCat("/gong ", pos, " 4 ", absl::StrJoin(Sorted(cards), " "));
}

std::string FormatAddedKong(int pos, Card card) { return absl::StrCat("/gong ", pos, " 1 ", card); }

std::string FormatConcealedKong(int pos, std::array<Card, 4> cards) {
  return absl::StrCat("/gong ", pos, " 0 ", absl::StrJoin(Sorted(cards), " "));
}

std::string FormatConcealedKongHidden(int pos) { return absl::StrCat("/gong ", pos, " 0"); }

std::string FormatHu(int pos, Card hucard, std::span<const Card> concealed) {
  std::vector<Card> sorted(concealed.begin(), concealed.end());
  std::sort(sorted.begin(), sorted.end());
  std::string line = absl::StrCat("/hu ", pos, " ", hucard);
  for (Card c : sorted) absl::StrAppend(&line, " ", c);
  return line;
}

std::string FormatExit(const std::array<int, 4>& scores) {
  return absl::StrCat("/exit ", absl::StrJoin(scores, " "));
}

std::string FormatMessage(const Message& m) {
  auto card = [&](size_t i) { return i < m.cards.size() ? m.cards[i] : Card{0}; };
  switch (m.kind) {
    case Message::Kind::kStart:
      return FormatStart(m.pos, m.name);
    case Message::Kind::kInitGame:
      return FormatInitGame(m.round, m.game, m.open, m.dealer, m.continuation);
    case Message::Kind::kInitCard:
      return FormatInitCard(m.cards);
    case Message::Kind::kMo:
      return FormatMo(card(0));
    case Message::Kind::kAsk:
      return FormatAsk(m.ask);
    case Message::Kind::kThrow:
      return FormatThrow(m.pos, card(0));
    case Message::Kind::kEat:
      return FormatEat(m.pos, card(1), card(0), card(2));
    case Message::Kind::kPong:
      return FormatPong(m.pos, {card(0), card(1), card(2)});
    case Message::Kind::kGong:
      if (m.gong_type == 4) return FormatOpenKong(m.pos, {card(0), card(1), card(2), card(3)});
      if (m.gong_type == 1) return FormatAddedKong(m.pos, card(0));
      if (m.cards.empty()) return FormatConcealedKongHidden(m.pos);
      return FormatConcealedKong(m.pos, {card(0), card(1), card(2), card(3)});
    case Message::Kind::kHu:
      return FormatHu(m.pos, card(0),
                      std::span<const Card>(m.cards).subspan(std::min<size_t>(1, m.cards.size())));
    case Message::Kind::kExit:
      return FormatExit(m.scores);
    case Message::Kind::kReady:
      return "/ready";
    case Message::Kind::kClose:
      return "/close";
  }
  return {};
}

absl::StatusOr<Message> ParseMessage(absl::string_view line) {
  const std::vector<absl::string_view> w = Words(line);
  if (w.empty()) return absl::InvalidArgumentError("empty line");
  const std::string cmd = absl::AsciiStrToLower(w[0]);
  Message m;
  auto need = [&](size_t n) -> absl::Status {
    if (w.size() >= n) return absl::OkStatus();
    return absl::InvalidArgumentError(absl::StrCat(w[0], ": too few arguments"));
  };
  // Reads the actor's position in w[1].
  auto pos = [&]() -> absl::Status {
    if (absl::Status s = need(2); !s.ok()) return s;
    absl::StatusOr<int> p = ParsePos(w[1]);
    if (!p.ok()) return p.status();
    m.pos = *p;
    return absl::OkStatus();
  };
  absl::Status s;
  if (cmd == "/start") {
    m.kind = Message::Kind::kStart;
    if (s = need(3); !s.ok()) return s;
    // `/start MJ <pos> <name>`; the name may be missing or contain spaces.
    absl::StatusOr<int> p = ParsePos(w[2]);
    if (!p.ok()) return p.status();
    m.pos = *p;
    for (size_t i = 3; i < w.size(); ++i) absl::StrAppend(&m.name, i > 3 ? " " : "", w[i]);
  } else if (cmd == "/initgame") {
    m.kind = Message::Kind::kInitGame;
    if (s = need(6); !s.ok()) return s;
    absl::StatusOr<Wind> round = ParseWindWord(w[1]);
    absl::StatusOr<Wind> game = ParseWindWord(w[2]);
    absl::StatusOr<int> open = ParsePos(w[3]);
    absl::StatusOr<int> dealer = ParsePos(w[4]);
    absl::StatusOr<int> cont = ParseInt(w[5]);
    for (const absl::Status& e :
         {round.status(), game.status(), open.status(), dealer.status(), cont.status()}) {
      if (!e.ok()) return e;
    }
    m.round = *round;
    m.game = *game;
    m.open = *open;
    m.dealer = *dealer;
    m.continuation = *cont;
  } else if (cmd == "/initcard") {
    m.kind = Message::Kind::kInitCard;
    if (s = ParseCardsInto(w, 1, m.cards, &m.flowers); !s.ok()) return s;
  } else if (cmd == "/mo") {
    m.kind = Message::Kind::kMo;
    if (s = WantWords(w, 2); !s.ok()) return s;
    // A flower drawn is no tile: the replacement comes as another /mo.
    if (int code = 0; absl::SimpleAtoi(w[1], &code) && IsFlowerCard(code)) {
      return absl::InvalidArgumentError(absl::StrCat("flower ", code, " (flowers are ignored)"));
    }
    if (s = ParseCardsInto(w, 1, m.cards); !s.ok()) return s;
  } else if (cmd == "/ask") {
    m.kind = Message::Kind::kAsk;
    if (s = WantWords(w, 2); !s.ok()) return s;
    const std::string what = absl::AsciiStrToLower(w[1]);
    bool found = false;
    for (Ask a : {Ask::kThrow, Ask::kEat, Ask::kPong, Ask::kGong, Ask::kHu}) {
      if (what == AskName(a)) {
        m.ask = a;
        found = true;
      }
    }
    if (!found) return absl::InvalidArgumentError(absl::StrCat("unknown question '", w[1], "'"));
  } else if (cmd == "/throw" || cmd == "/eat" || cmd == "/pong" || cmd == "/hu") {
    m.kind = cmd == "/throw"  ? Message::Kind::kThrow
             : cmd == "/eat"  ? Message::Kind::kEat
             : cmd == "/pong" ? Message::Kind::kPong
                              : Message::Kind::kHu;
    if (s = pos(); !s.ok()) return s;
    if (s = ParseCardsInto(w, 2, m.cards); !s.ok()) return s;
    const size_t want = m.kind == Message::Kind::kThrow ? 1 : 3;
    if (m.kind == Message::Kind::kHu ? m.cards.empty() : m.cards.size() != want) {
      return absl::InvalidArgumentError(absl::StrCat(w[0], ": wrong number of cards"));
    }
  } else if (cmd == "/gong") {
    m.kind = Message::Kind::kGong;
    if (s = pos(); !s.ok()) return s;
    if (s = need(3); !s.ok()) return s;
    absl::StatusOr<int> type = ParseInt(w[2]);
    if (!type.ok()) return type.status();
    m.gong_type = *type;
    if (s = ParseCardsInto(w, 3, m.cards); !s.ok()) return s;
    const bool ok = (m.gong_type == 4 && m.cards.size() == 4) ||
                    (m.gong_type == 1 && m.cards.size() == 1) ||
                    (m.gong_type == 0 && (m.cards.empty() || m.cards.size() == 4));
    if (!ok) return absl::InvalidArgumentError("/gong: bad kong type or number of cards");
  } else if (cmd == "/exit") {
    m.kind = Message::Kind::kExit;
    if (w.size() != 1 && w.size() != 5) {
      return absl::InvalidArgumentError("/exit takes four scores");
    }
    for (size_t i = 1; i < w.size(); ++i) {
      absl::StatusOr<int> n = ParseInt(w[i]);
      if (!n.ok()) return n.status();
      m.scores[i - 1] = *n;
    }
  } else if (cmd == "/ready") {
    m.kind = Message::Kind::kReady;
  } else if (cmd == "/close") {
    m.kind = Message::Kind::kClose;
  } else {
    return absl::InvalidArgumentError(absl::StrCat("unknown command '", w[0], "'"));
  }
  return m;
}

std::string FormatAnswer(const Action& a) {
  std::string cards = absl::StrJoin(a.Cards(), " ");
  switch (a.type) {
    case ActionType::kThrow:
      return absl::StrCat("/throw ", cards);
    case ActionType::kChow:
      return absl::StrCat("/eat ", cards);
    case ActionType::kPung:
      return absl::StrCat("/pong ", cards);
    case ActionType::kOpenKong:
      return absl::StrCat("/gong 4 ", cards);
    case ActionType::kConcealedKong:
      return absl::StrCat("/gong 0 ", cards);
    case ActionType::kAddedKong:
      return absl::StrCat("/gong 1 ", cards);
    case ActionType::kWin:
      return "/hu";
    case ActionType::kPass:
      return "/pass";
  }
  return "/pass";
}

absl::StatusOr<Action> ParseAnswer(absl::string_view line) {
  const std::vector<absl::string_view> w = Words(line);
  if (w.empty()) return absl::InvalidArgumentError("empty answer");
  const std::string cmd = absl::AsciiStrToLower(w[0]);
  Action a;
  size_t first_card = 1;
  size_t words = 0;
  if (cmd == "/throw") {
    a.type = ActionType::kThrow, words = 2;
  } else if (cmd == "/eat") {
    a.type = ActionType::kChow, words = 3;
  } else if (cmd == "/pong") {
    a.type = ActionType::kPung, words = 3;
  } else if (cmd == "/hu") {
    a.type = ActionType::kWin, words = 1;
  } else if (cmd == "/pass") {
    a.type = ActionType::kPass, words = 1;
  } else if (cmd == "/gong") {
    if (w.size() < 2) return absl::InvalidArgumentError("/gong needs a kong type 4, 0 or 1");
    first_card = 2;
    if (w[1] == "4") {
      a.type = ActionType::kOpenKong, words = 5;
    } else if (w[1] == "0") {
      a.type = ActionType::kConcealedKong, words = 6;
    } else if (w[1] == "1") {
      a.type = ActionType::kAddedKong, words = 3;
    } else {
      return absl::InvalidArgumentError(absl::StrCat("'", w[1], "' is not a kong type 4, 0 or 1"));
    }
  } else {
    return absl::InvalidArgumentError(absl::StrCat("unknown answer '", w[0], "'"));
  }
  if (w.size() != words) {
    return absl::InvalidArgumentError(absl::StrFormat("%s wants %d card(s), got %d", w[0],
                                                      words - first_card, w.size() - first_card));
  }
  for (size_t i = first_card; i < w.size(); ++i) {
    absl::StatusOr<Card> c = ParseCard(w[i]);
    if (!c.ok()) return c.status();
    a.cards[a.num_cards++] = *c;
  }
  return a;
}

}  // namespace mj16
