#include "tools/mjref/engine/referee.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "core/protocol.h"
#include "core/scoring.h"
#include "tools/mjref/engine/legal.h"
#include "tools/mjref/engine/rng.h"
#include "tools/mjref/engine/validate.h"

namespace mj16::mjref {
namespace {

constexpr std::uint8_t kAllSeats = 0xF;

Wall WallOf(const GameConfig& config) {
  return config.wall ? *config.wall : Wall::Shuffled(config.seed);
}

int DiceOf(const GameConfig& config) {
  if (config.dice) return *config.dice;
  Rng rng(DeriveSeed(config.seed, 0));
  return RollDice(rng);
}

}  // namespace

Referee::Referee(GameConfig config, const std::array<Player*, 4>& players)
    : config_(std::move(config)),
      players_(players),
      state_(WallOf(config_), config_.dealer, config_.round_wind, config_.rules) {
  record_.game = config_.game;
  record_.seed = config_.wall ? 0 : config_.seed;
  record_.wall = state_.wall.order();
  record_.dealer = config_.dealer;
  record_.dice = DiceOf(config_);
  record_.open = OpeningSeat(config_.dealer, record_.dice);
  record_.round_wind = config_.round_wind;
  record_.game_wind = config_.game_wind;
  record_.names = config_.names;
  record_.programs = config_.programs;
  record_.group = config_.group;
  record_.stable_draws = config_.stable_draws;
  if (config_.stable_draws) state_.wall.UseStableDraws(config_.dealer);
  record_.transcript.reserve(512);
}

GameRecord Referee::Run() {
  if (ran_) return record_;
  ran_ = true;
  Start();
  if (config_.luck) AddLuck(config_.luck->DealLuck(state_, config_.seed));
  int seat = state_.dealer;
  bool drew = true;  // the dealer's 17th card counts as the first draw
  while (OwnTurn(seat, drew) == Step::kContinue) {
    Claim claim;
    if (Claims(claim) == Step::kOver) break;
    if (claim.seat >= 0) {
      seat = claim.seat;
      drew = claim.kong;
      continue;
    }
    seat = NextSeat(state_.discarder);
    if (!state_.CanDraw()) break;  // 流局: only the dead wall is left
    DrawFor(seat, false);
    drew = true;
  }
  Finish();
  record_.draws = state_.draws;
  if (config_.luck) {
    std::array<long long, 4> milli{};
    for (int s = 0; s < 4; ++s) milli[s] = std::llround(luck_[s] * 1000.0);
    record_.luck_milli = milli;
  }
  return record_;
}

void Referee::Start() {
  for (int seat = 0; seat < 4; ++seat) {
    SendTo(seat, FormatStart(Position(seat), config_.names[seat]));
    SendTo(seat, FormatInitGame(config_.round_wind, config_.game_wind, Position(record_.open),
                                Position(config_.dealer), 0));
    SendTo(seat, FormatInitCard(state_.seats[seat].hand.concealed));
  }
}

Referee::Step Referee::OwnTurn(int seat, bool drew) {
  while (drew) {
    drew = false;
    if (OnTurn(state_, seat).win) {
      std::optional<Action> a = AskSeat(seat, Ask::kHu);
      if (a && a->type == ActionType::kWin) {
        SelfDrawWin(seat);
        return Step::kOver;
      }
    }
    if (!OnTurn(state_, seat).kong) break;
    std::optional<Action> a = AskSeat(seat, Ask::kGong);
    if (!a || a->type == ActionType::kPass) break;
    if (a->type == ActionType::kConcealedKong) {
      const std::array<Card, 4> cards{a->cards[0], a->cards[1], a->cards[2], a->cards[3]};
      ConcealedKong(state_, seat, cards);
      // The owner sees its four cards; the others only that a concealed kong was made.
      SendTo(seat, FormatConcealedKong(Position(seat), cards));
      Broadcast(FormatConcealedKongHidden(Position(seat)), seat);
    } else {  // an added kong
      const Card card = a->cards[0];
      AddedKong(state_, seat, card);
      Broadcast(FormatAddedKong(Position(seat), card));
      if (RobKong(seat, card)) return Step::kOver;
    }
    DrawFor(seat, true);
    drew = true;
  }
  Card card = 0;
  if (!state_.seats[seat].dummy) {
    std::optional<Action> a = AskSeat(seat, Ask::kThrow);
    if (a) card = a->cards[0];
  }
  if (card == 0) card = DummyDiscard(seat);
  Discard(state_, seat, card);
  Broadcast(FormatThrow(Position(seat), card));
  return Step::kContinue;
}

Referee::Step Referee::Claims(Claim& claim) {
  const int from = state_.discarder;
  const Card card = state_.discard;
  std::vector<int> winners;
  for (int i = 1; i < 4 && (winners.empty() || state_.rules.multiple_winners); ++i) {
    const int seat = (from + i) % 4;
    if (!ClaimsOn(state_, seat).win) continue;
    std::optional<Action> a = AskSeat(seat, Ask::kHu);
    if (a && a->type == ActionType::kWin) winners.push_back(seat);
  }
  if (!winners.empty()) {
    DiscardWins(winners, from, card, false);
    return Step::kOver;
  }
  for (int i = 1; i < 4; ++i) {
    const int seat = (from + i) % 4;
    if (ClaimsOn(state_, seat).open_kong) {
      std::optional<Action> a = AskSeat(seat, Ask::kGong);
      if (a && a->type == ActionType::kOpenKong) {
        const Meld m = OpenKong(state_, seat, {a->cards[0], a->cards[1], a->cards[2]});
        Broadcast(FormatOpenKong(Position(seat), m.cards));
        DrawFor(seat, true);
        claim = Claim{seat, true};
        return Step::kContinue;
      }
    }
    // Asked again: a fault on /ask gong made the seat a dummy.
    if (ClaimsOn(state_, seat).pung) {
      std::optional<Action> a = AskSeat(seat, Ask::kPong);
      if (a && a->type == ActionType::kPung) {
        const Meld m = Pung(state_, seat, a->cards[0], a->cards[1]);
        Broadcast(FormatPong(Position(seat), {m.cards[0], m.cards[1], m.cards[2]}));
        claim = Claim{seat, false};
        return Step::kContinue;
      }
    }
  }
  const int next = NextSeat(from);
  if (ClaimsOn(state_, next).chow) {
    std::optional<Action> a = AskSeat(next, Ask::kEat);
    if (a && a->type == ActionType::kChow) {
      Chow(state_, next, a->cards[0], a->cards[1]);
      Broadcast(FormatEat(Position(next), card, a->cards[0], a->cards[1]));
      claim = Claim{next, false};
    }
  }
  return Step::kContinue;
}

bool Referee::RobKong(int kong_seat, Card card) {
  std::vector<int> winners;
  for (int i = 1; i < 4 && (winners.empty() || state_.rules.multiple_winners); ++i) {
    const int seat = (kong_seat + i) % 4;
    if (!CanRobKong(state_, seat, kong_seat, card)) continue;
    std::optional<Action> a = AskSeat(seat, Ask::kHu);
    if (a && a->type == ActionType::kWin) winners.push_back(seat);
  }
  if (winners.empty()) return false;
  UndoAddedKong(state_, kong_seat, card);
  DiscardWins(winners, kong_seat, card, true);
  return true;
}

void Referee::DrawFor(int seat, bool replacement) {
  const Card card = replacement ? DrawReplacement(state_, seat) : Draw(state_, seat);
  SendTo(seat, FormatMo(card));
  if (config_.luck) AddLuck(config_.luck->DrawLuck(state_, seat, card));
}

void Referee::AddLuck(const SeatValues& luck) {
  for (int s = 0; s < 4; ++s) luck_[s] += luck[s];
}

Card Referee::DummyDiscard(int seat) const {
  // Seed 000 §3.3 item 11: a dummy only draws and discards, so it lets the drawn card go. After
  // a claim made before the fault there is no drawn card: the highest code goes, deterministic.
  const SeatState& st = state_.seats[seat];
  if (st.drawn != 0 && st.hand.Holds(st.drawn)) return st.drawn;
  return st.hand.concealed.back();
}

namespace {

WinContext ContextFor(const GameState& s, int winner, Card card) {
  WinContext ctx;
  ctx.winning_tile = KindOf(card);
  ctx.seat_wind = s.SeatWind(winner);
  ctx.round_wind = s.round_wind;
  ctx.dealer = winner == s.dealer;
  // 天胡 / 地胡 / 人胡: nobody has chowed, punged or konged, and this is the winner's first turn
  // (it has not discarded yet). core/scoring.h decides which of the three applies.
  ctx.first_turn = !s.melded && !s.seats[winner].has_discarded;
  return ctx;
}

}  // namespace

void Referee::SelfDrawWin(int seat) {
  const SeatState& st = state_.seats[seat];
  const Card card = st.drawn;
  WinContext ctx = ContextFor(state_, seat, card);
  ctx.self_draw = true;
  ctx.after_kong = state_.after_kong;
  // 海底撈月: the draw took the last live card. The dealer's 17th card is no draw at all.
  ctx.last_tile = !state_.CanDraw() && state_.draws > 0;

  std::vector<Card> rest = st.hand.concealed;
  rest.erase(std::find(rest.begin(), rest.end(), card));
  Broadcast(FormatHu(Position(seat), card, rest));

  WinRecord w;
  w.winner = seat;
  w.card = card;
  w.turn = static_cast<int>(st.river.size()) + 1;
  absl::StatusOr<Score> score = ScoreWin(st.hand.ToHand(), ctx, state_.rules);
  if (!score.ok()) {
    record_.errors.push_back(absl::StrCat("scoring: ", score.status().message()));
    score = Score{};
  }
  w.tai = score->tai;
  w.items = score->items;
  const Settlement pay = Settle(*score, seat, state_.dealer, -1, state_.rules);
  for (int s = 0; s < 4; ++s) record_.scores[s] += pay.delta[s];
  record_.wins.push_back(std::move(w));
}

void Referee::DiscardWins(const std::vector<int>& winners, int from, Card card, bool robbed) {
  for (int seat : winners) {
    Hand hand = state_.seats[seat].hand.ToHand();
    ++hand.concealed[KindOf(card)];
    WinContext ctx = ContextFor(state_, seat, card);
    ctx.robbing_kong = robbed;
    ctx.last_tile = !robbed && state_.discard_was_last;  // 河底撈魚

    Broadcast(FormatHu(Position(seat), card, state_.seats[seat].hand.concealed));

    WinRecord w;
    w.winner = seat;
    w.discarder = from;
    w.card = card;
    w.robbed_kong = robbed;
    w.turn = static_cast<int>(state_.seats[seat].river.size()) + 1;
    absl::StatusOr<Score> score = ScoreWin(hand, ctx, state_.rules);
    if (!score.ok()) {
      record_.errors.push_back(absl::StrCat("scoring: ", score.status().message()));
      score = Score{};
    }
    w.tai = score->tai;
    w.items = score->items;
    const Settlement pay = Settle(*score, seat, state_.dealer, from, state_.rules);
    for (int s = 0; s < 4; ++s) record_.scores[s] += pay.delta[s];
    record_.wins.push_back(std::move(w));
  }
  // One physical card: the nearest winner takes it (the others score it all the same).
  TakeWinningCard(state_, winners.front(), card);
}

void Referee::Finish() {
  // Every seat hears the end, dummies included: a process must be told to exit.
  const std::string line = FormatExit(record_.scores);
  Record(false, kAllSeats, line);
  for (int s = 0; s < 4; ++s) players_[s]->Send(line).IgnoreError();
}

void Referee::Record(bool from_player, std::uint8_t seats, std::string text) {
  record_.transcript.push_back(TranscriptLine{from_player, seats, std::move(text)});
}

void Referee::SendTo(int seat, const std::string& line) {
  if (state_.seats[seat].dummy) return;  // a faulted seat hears nothing more until /exit
  Record(false, static_cast<std::uint8_t>(1u << seat), line);
  if (absl::Status s = players_[seat]->Send(line); !s.ok()) AddPlayerFault(seat, line, s);
}

void Referee::Broadcast(const std::string& line, int except) {
  std::uint8_t seats = 0;
  for (int s = 0; s < 4; ++s) {
    if (s != except && !state_.seats[s].dummy) seats |= 1u << s;
  }
  Record(false, seats, line);
  for (int s = 0; s < 4; ++s) {
    if (!(seats & (1u << s))) continue;
    if (absl::Status st = players_[s]->Send(line); !st.ok()) AddPlayerFault(s, line, st);
  }
}

std::optional<Action> Referee::AskSeat(int seat, Ask ask) {
  if (state_.seats[seat].dummy) return std::nullopt;
  const std::string question = FormatAsk(ask);
  Record(false, static_cast<std::uint8_t>(1u << seat), question);
  players_[seat]->SeeTruth(state_);
  const absl::Time asked = absl::Now();
  absl::StatusOr<std::string> answer = players_[seat]->Ask(question);
  const absl::Duration took = absl::Now() - asked;
  if (!answer.ok()) {
    AddPlayerFault(seat, question, answer.status());
    return std::nullopt;
  }
  Record(true, static_cast<std::uint8_t>(1u << seat), std::string(TrimLine(*answer)));
  record_.transcript.back().micros = static_cast<int>(
      std::min<std::int64_t>(absl::ToInt64Microseconds(took), std::numeric_limits<int>::max()));
  record_.transcript.back().note = players_[seat]->Reason();
  absl::StatusOr<Action> action = CheckAnswer(state_, seat, ask, *answer);
  if (!action.ok()) {
    AddFault(seat, question, std::string(TrimLine(*answer)),
             std::string(action.status().message()));
    return std::nullopt;
  }
  return *action;
}

void Referee::AddFault(int seat, std::string question, std::string answer, std::string reason) {
  state_.seats[seat].dummy = true;
  players_[seat]->Abandon();
  record_.faults.push_back(Fault{seat, std::move(question), std::move(answer), std::move(reason),
                                 static_cast<int>(record_.transcript.size())});
}

void Referee::AddPlayerFault(int seat, const std::string& line, const absl::Status& error) {
  AddFault(seat, line, OffendingLine(error),
           absl::StrCat(PlayerErrorKind(error), ": ", error.message()));
}

GameRecord RunGame(GameConfig config, const std::array<Player*, 4>& players) {
  Referee referee(std::move(config), players);
  return referee.Run();
}

}  // namespace mj16::mjref
