#include "tools/mjref/play/table_json.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "core/notation.h"
#include "core/tile.h"
#include "tools/common/json.h"
#include "tools/mjref/records/replay.h"

namespace mj16::mjref {
namespace {

std::string CardsText(const std::vector<Card>& cards) {
  std::string out;
  for (Card c : cards) absl::StrAppend(&out, out.empty() ? "" : " ", FormatCard(c));
  return out;
}

void Tiles(JsonWriter& j, const std::vector<Card>& cards) {
  j.BeginArray();
  for (Card c : cards) j.String(FormatCard(c));
  j.EndArray();
}

// A meld's tiles in order; a concealed kong of another seat shows no faces.
void MeldJson(JsonWriter& j, const Meld& m) {
  std::vector<Card> cards(m.cards.begin(), m.cards.begin() + m.Size());
  std::sort(cards.begin(), cards.end());
  j.BeginObject().Key("type").String(m.IsChow() ? "chow" : m.IsKong() ? "kong" : "pung");
  j.Key("concealed").Bool(m.IsConcealed()).Key("tiles");
  if (cards.front() == 0) {  // kinds only: the exact copies were not told
    std::vector<Card> kinds;
    for (int i = 0; i < m.Size(); ++i) {
      kinds.push_back(MakeCard(static_cast<Tile>(m.IsChow() ? m.tile + i : m.tile), 0));
    }
    cards = kinds;
  }
  Tiles(j, cards);
  j.EndObject();
}

std::string Name(const std::array<std::string, 4>& names, int pos, int own) {
  return pos == own ? std::string("you") : names[pos - 1];
}

// "NAME discards 9p", "you discard 9p": the replay's words, the verb agreeing with "you".
std::string Says(const std::string& who, std::string what) {
  if (who == "you") what.erase(what.find(' ') - 1, 1);  // every move's text has a space
  return absl::StrCat(who, " ", what);
}

}  // namespace

std::string TableJson(const PlayState& s) {
  JsonWriter j;
  j.BeginObject();
  const TableView& v = *s.view;
  j.Key("seat").Int(s.seat).Key("game").Int(s.game).Key("games").Int(s.games);
  j.Key("over").Bool(s.over).Key("in_game").Bool(v.in_game()).Key("owner").String(s.owner);
  j.Key("round").String(WindName(v.round_wind())).Key("dealer").Int(v.dealer());
  j.Key("wall").Int(v.live_wall()).Key("turn").Int(s.turn);
  j.Key("names").StringArray({s.names.begin(), s.names.end()});
  j.Key("standings").BeginArray();
  for (int x : s.standings) j.Int(x);
  j.EndArray();
  // The own hand in the order people keep it: by kind (card codes ascend with the kind).
  std::vector<Card> hand = v.hand().concealed;
  std::sort(hand.begin(), hand.end());
  j.Key("hand");
  Tiles(j, hand);
  j.Key("drawn").String(v.drawn() != 0 ? FormatCard(v.drawn()) : "");
  j.Key("last_discard").BeginObject();
  j.Key("pos").Int(v.last_discard() != 0 ? v.last_discarder() : 0);
  j.Key("tile").String(v.last_discard() != 0 ? FormatCard(v.last_discard()) : "");
  j.EndObject();
  j.Key("seats").BeginArray();
  for (int p = 1; p <= 4; ++p) {
    const SeatView& seat = v.seat(p);
    // The seat's own view where it is known: its hand, and its concealed kongs' faces.
    const TableView* own = p == v.pos() ? &v : s.all != nullptr ? &(*s.all)[p - 1] : nullptr;
    if (own != nullptr && own->pos() != p) own = nullptr;  // not dealt yet
    std::vector<Card> held = own != nullptr ? own->hand().concealed : std::vector<Card>();
    std::sort(held.begin(), held.end());
    j.BeginObject().Key("pos").Int(p);
    j.Key("wind").String(v.dealer() != 0 ? WindName(v.SeatWind(p)) : "");
    j.Key("concealed").Int(own != nullptr ? static_cast<int>(held.size()) : seat.concealed);
    j.Key("hidden_kongs").Int(own != nullptr ? 0 : seat.hidden_kongs);
    if (s.all != nullptr) {
      j.Key("hand");
      Tiles(j, held);
      j.Key("drawn").String(own != nullptr && own->drawn() != 0 ? FormatCard(own->drawn()) : "");
    }
    j.Key("melds").BeginArray();
    for (const Meld& m : own != nullptr ? own->hand().melds : seat.melds) MeldJson(j, m);
    j.EndArray();
    j.Key("discards").BeginArray();
    for (const DiscardRecord& d : seat.discards) {
      j.BeginObject().Key("tile").String(FormatCard(d.card)).Key("claimed").Bool(d.claimed);
      j.EndObject();
    }
    j.EndArray().EndObject();
  }
  j.EndArray();
  j.Key("question");
  if (s.question) {
    j.BeginObject().Key("id").Int(s.question->id).Key("ask").String(s.question->ask);
    j.Key("answers").StringArray(s.question->answers);
    j.Key("ms_left").Int(s.question->ms_left).EndObject();
  } else {
    j.Null();
  }
  j.Key("events").StringArray(s.events != nullptr
                                  ? std::vector<std::string>(s.events->begin(), s.events->end())
                                  : std::vector<std::string>());
  if (s.all != nullptr) {
    j.Key("watch").Bool(true).Key("finished").Int(s.finished);
    j.Key("in_progress").Int(s.in_progress).Key("totals").BeginArray();
    for (const auto& [name, points] : s.totals) {
      j.BeginObject().Key("name").String(name).Key("points").Int(points).EndObject();
    }
    j.EndArray();
  }
  j.Key("result");
  if (s.last_result.empty()) {
    j.Null();
  } else {
    j.Raw(s.last_result);
  }
  j.EndObject();
  return j.str();
}

std::string ResultJson(const GameRecord& r) {
  JsonWriter j;
  j.BeginObject().Key("game").Int(r.game + 1).Key("drawn").Bool(r.Drawn());
  j.Key("names").StringArray({r.names.begin(), r.names.end()});
  j.Key("wins").BeginArray();
  for (const game::WinRecord& w : r.wins) {
    j.BeginObject().Key("winner").Int(w.winner + 1).Key("from").Int(w.discarder + 1);
    j.Key("tile").String(FormatCard(w.card)).Key("tai").Int(w.tai);
    j.Key("items").BeginArray();
    for (const TaiItem& item : w.items) {
      j.BeginObject().Key("name").String(item.name).Key("tai").Int(item.tai).EndObject();
    }
    j.EndArray().EndObject();
  }
  j.EndArray().Key("scores").BeginArray();
  for (int x : r.scores) j.Int(x);
  j.EndArray().Key("faults").Int(static_cast<int>(r.faults.size())).EndObject();
  return j.str();
}

int TurnAfter(const Message& m, int turn, int own) {
  using K = Message::Kind;
  switch (m.kind) {
    case K::kInitGame:
      return m.dealer;
    case K::kMo:
      return own;
    case K::kThrow:
      return TableView::Next(m.pos);
    case K::kEat:
    case K::kPong:
    case K::kGong:
      return m.pos;
    case K::kHu:
    case K::kExit:
      return 0;
    default:
      return turn;
  }
}

std::string EventText(const Message& m, const TableView& v, int own,
                      const std::array<std::string, 4>& names) {
  using K = Message::Kind;
  const auto name = [&](int pos) { return Name(names, pos, own); };
  switch (m.kind) {
    case K::kInitGame:
      return absl::StrCat("a new game: ", WindName(m.round), " round, dealer ", name(m.dealer));
    case K::kInitCard:
      return absl::StrCat("you are dealt ", m.cards.size(), " tiles");
    case K::kHu: {
      std::vector<Card> rest(m.cards.begin() + 1, m.cards.end());
      return absl::StrCat(Says(name(m.pos), "wins on"), " ", FormatCard(m.cards.front()),
                          " holding ", CardsText(rest));
    }
    case K::kExit:
      return "the game is over";
    default:  // a move: a draw is the person's own
      const std::string move = MoveText(m, v, name);
      return move.empty() ? "" : Says(name(m.kind == K::kMo ? own : m.pos), move);
  }
}

}  // namespace mj16::mjref
