#include "tools/mjref/engine/referee.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "core/program.h"
#include "core/protocol.h"
#include "core/rng.h"
#include "tools/mjref/engine/event_message.h"

namespace mj16::mjref {
namespace {

constexpr std::uint8_t kAllSeats = 0xF;

int DiceOf(const GameConfig& config) {
  if (config.dice) return *config.dice;
  std::mt19937_64 engine(DeriveSeed(config.seed, 0));
  return game::RollDice(engine);
}

}  // namespace

Referee::Referee(GameConfig config, const std::array<Player*, 4>& players)
    : config_(std::move(config)),
      players_(players),
      game_(config_.wall ? *config_.wall : game::Wall::Shuffled(config_.seed), SetupOf(config_),
            this) {
  record_.game = config_.game;
  record_.seed = config_.wall ? 0 : config_.seed;
  record_.wall = game_.state().wall.order();
  record_.dealer = config_.dealer;
  record_.dice = DiceOf(config_);
  record_.open = game::OpeningSeat(config_.dealer, record_.dice);
  record_.round_wind = config_.round_wind;
  record_.game_wind = config_.game_wind;
  record_.names = config_.names;
  record_.programs = config_.programs;
  record_.group = config_.group;
  record_.stable_draws = config_.stable_draws;
  record_.rules = config_.rules;
  record_.referee = std::string(BuildVersion());
  record_.transcript.reserve(512);
}

GameRecord Referee::Run() {
  if (ran_) return record_;
  for (int seat = Begin(); seat >= 0; seat = Continue()) {
  }
  return record_;
}

int Referee::Begin() {
  if (ran_) return -1;
  ran_ = true;
  Start();
  if (config_.luck) AddLuck(config_.luck->DealLuck(game_.state(), config_.seed));
  game_.Start();
  return Continue();
}

int Referee::Continue() {
  while (const std::optional<game::Question>& q = game_.question()) {
    if (!AnswerFrom(q->seat, q->ask())) {
      if (waiting_) return q->seat;
      // A seat that faults is a dummy already; the engine answers for it.
      game_.Forfeit();
    }
  }
  if (!over_) Conclude();
  return -1;
}

void Referee::Conclude() {
  over_ = true;
  record_.scores = game_.scores();
  record_.wins = game_.wins();
  record_.errors.insert(record_.errors.end(), game_.errors().begin(), game_.errors().end());
  Finish();
  record_.draws = game_.state().draws;
  if (config_.luck) {
    std::array<long long, 4> milli{};
    for (int s = 0; s < 4; ++s) milli[s] = std::llround(luck_[s] * 1000.0);
    record_.luck_milli = milli;
  }
}

void Referee::Start() {
  for (int seat = 0; seat < 4; ++seat) {
    Message& m = Out(Message::Kind::kStart, seat);
    m.name = config_.names[seat];
    SendTo(seat, m);
    Message& init = Out(Message::Kind::kInitGame, seat);
    init.round = config_.round_wind;
    init.game = config_.game_wind;
    init.open = game::Position(record_.open);
    init.dealer = game::Position(config_.dealer);
    init.continuation = 0;
    SendTo(seat, init);
    const std::vector<Card>& hand = game_.state().seats[seat].hand.concealed;  // ascending
    SendTo(seat, Out(Message::Kind::kInitCard, seat, hand));
  }
}

Message& Referee::Out(Message::Kind kind, int seat, std::span<const Card> cards) {
  ResetMessage(out_, kind, kind == Message::Kind::kStart ? game::Position(seat) : 0, cards);
  return out_;
}

void Referee::OnEvent(const game::Event& e) {
  MessageOf(e, out_);
  switch (e.kind) {
    case game::Event::Kind::kDraw:
      SendTo(e.seat, out_);
      if (config_.luck) AddLuck(config_.luck->DrawLuck(game_.state(), e.seat, e.card));
      break;
    case game::Event::Kind::kConcealedKong:
      // The owner sees its four cards; the others only that a concealed kong was made.
      SendTo(e.seat, out_);
      out_.cards.clear();
      Broadcast(out_, e.seat);
      break;
    default:
      Broadcast(out_);
      break;
  }
}

void Referee::AddLuck(const SeatValues& luck) {
  for (int s = 0; s < 4; ++s) luck_[s] += luck[s];
}

void Referee::Finish() {
  // Every seat hears the end, dummies included: a process must be told to exit.
  Message& m = Out(Message::Kind::kExit, 0);
  m.scores = record_.scores;
  Tell(kAllSeats, m);
}

void Referee::Record(bool from_player, std::uint8_t seats, std::string text) {
  ++lines_;
  if (config_.transcript) {
    record_.transcript.push_back(TranscriptLine{from_player, seats, std::move(text)});
  }
}

void Referee::Tell(std::uint8_t seats, const Message& m) {
  Record(false, seats, config_.transcript ? FormatMessage(m) : std::string());
  for (int s = 0; s < 4; ++s) {
    if (!(seats & (1u << s))) continue;
    if (absl::Status st = players_[s]->Tell(m); !st.ok() && m.kind != Message::Kind::kExit) {
      AddPlayerFault(s, FormatMessage(m), st);
    }
  }
}

void Referee::SendTo(int seat, const Message& m) {
  if (Dummy(seat)) return;  // a faulted seat hears nothing more until /exit
  Tell(static_cast<std::uint8_t>(1u << seat), m);
}

Message& Referee::Broadcast(const Message& m, int except) {
  std::uint8_t seats = 0;
  for (int s = 0; s < 4; ++s) {
    if (s != except && !Dummy(s)) seats |= 1u << s;
  }
  Tell(seats, m);
  return out_;
}

bool Referee::AnswerFrom(int seat, Ask ask) {
  if (Dummy(seat)) return false;
  Player& player = *players_[seat];
  const std::uint8_t to = static_cast<std::uint8_t>(1u << seat);
  if (!waiting_) {  // a question handed outside was recorded when first asked
    Record(false, to, config_.transcript ? FormatAsk(ask) : std::string());
    player.SeeTruth(game_.state());
  }
  Message& m = Out(Message::Kind::kAsk, seat);
  m.ask = ask;
  // Answer times go into the transcript only; the clock is read for it alone.
  const absl::Time asked = config_.transcript ? absl::Now() : absl::InfinitePast();
  const absl::StatusOr<Action> action = player.Decide(m);
  const absl::Duration took = config_.transcript ? absl::Now() - asked : absl::ZeroDuration();
  waiting_ = absl::IsAborted(action.status());
  if (waiting_) return false;
  // A line that is no action is still an answer, a wrong one; any other error is the player's.
  if (!action.ok() && !absl::IsInvalidArgument(action.status())) {
    AddPlayerFault(seat, FormatAsk(ask), action.status());
    return false;
  }
  // The answer's text: a process's own words, else the action's line.
  const auto text = [&] {
    return player.AnswerText().empty() && action.ok() ? FormatAnswer(*action)
                                                      : std::string(player.AnswerText());
  };
  std::string answer = config_.transcript ? text() : std::string();
  Record(true, to, answer);
  if (config_.transcript) {
    record_.transcript.back().micros = static_cast<int>(
        std::min<std::int64_t>(absl::ToInt64Microseconds(took), std::numeric_limits<int>::max()));
    record_.transcript.back().note = player.Reason();
  }
  // The engine judges the answer and, when it is legal, plays it; an illegal one changes nothing.
  const absl::Status valid = action.ok() ? game_.Answer(*action) : action.status();
  if (!valid.ok()) {
    if (!config_.transcript) answer = text();
    AddFault(seat, FormatAsk(ask), answer,
             absl::StrCat("answer '", answer, "' to /ask ", AskName(ask), ": ", valid.message()));
    return false;
  }
  return true;
}

void Referee::AddFault(int seat, std::string question, std::string answer, std::string reason) {
  game_.MakeDummy(seat);
  players_[seat]->Abandon();
  record_.faults.push_back(
      Fault{seat, std::move(question), std::move(answer), std::move(reason), lines_});
}

void Referee::AddPlayerFault(int seat, const std::string& line, const absl::Status& error) {
  AddFault(seat, line, OffendingLine(error),
           absl::StrCat(PlayerErrorKind(error), ": ", error.message()));
}

GameRecord RunGame(GameConfig config, const std::array<Player*, 4>& players) {
  Referee referee(std::move(config), players);
  return referee.Run();
}

game::GameSetup SetupOf(const GameConfig& config) {
  game::GameSetup setup;
  setup.dealer = config.dealer;
  setup.round_wind = config.round_wind;
  setup.rules = config.rules;
  setup.stable_draws = config.stable_draws;
  return setup;
}

absl::StatusOr<GameConfig> ConfigOf(const GameRecord& record) {
  absl::StatusOr<game::Wall> wall = game::Wall::FromOrder(record.wall);
  if (!wall.ok()) return wall.status();
  if (record.dealer < 0 || record.dealer > 3) return absl::InvalidArgumentError("bad dealer");
  GameConfig config;
  config.game = record.game;
  config.seed = record.seed;
  config.wall = *std::move(wall);
  config.dealer = record.dealer;
  config.dice = record.dice;
  config.round_wind = record.round_wind;
  config.game_wind = record.game_wind;
  config.names = record.names;
  config.rules = record.rules;
  config.programs = record.programs;
  config.group = record.group;
  config.stable_draws = record.stable_draws;
  return config;
}

}  // namespace mj16::mjref
