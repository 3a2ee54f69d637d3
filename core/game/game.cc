#include "core/game/game.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "core/game/legal.h"
#include "core/game/validate.h"

namespace mj16::game {
namespace {

GameState Dealt(Wall wall, const GameSetup& setup) {
  GameState s(std::move(wall), setup.dealer, setup.round_wind, setup.rules);
  if (setup.stable_draws) s.wall.UseStableDraws(setup.dealer);
  return s;
}

Event MakeEvent(Event::Kind kind, int seat, Card card = 0, std::array<Card, 4> cards = {}) {
  Event e;
  e.kind = kind;
  e.seat = seat;
  e.card = card;
  e.cards = cards;
  return e;
}

}  // namespace

Game::Game(Wall wall, const GameSetup& setup, GameObserver* observer)
    : state_(Dealt(std::move(wall), setup)), observer_(observer), seat_(state_.dealer) {
  winners_.reserve(3);
}

void Game::Start() {
  if (started_) return;
  started_ = true;
  Advance();
}

bool Game::Pose(Question q) {
  if (q.kind != QuestionKind::kThrow && !AnyButPass(q.answers)) return false;
  question_ = std::move(q);
  on_pass_ = phase_;
  phase_ = Phase::kAsked;
  return true;
}

void Game::Advance() {
  while (true) {
    switch (phase_) {
      case Phase::kTurn:
        if (!drew_) {
          phase_ = Phase::kThrow;
          break;
        }
        drew_ = false;
        phase_ = Phase::kTurnKong;
        if (Pose(QuestionFor(state_, seat_, QuestionKind::kSelfDrawWin))) return;
        break;
      case Phase::kTurnKong:
        phase_ = Phase::kThrow;
        if (Pose(QuestionFor(state_, seat_, QuestionKind::kOwnKong))) return;
        break;
      case Phase::kThrow:
        if (!state_.seats[seat_].dummy) {
          Pose(QuestionFor(state_, seat_, QuestionKind::kThrow));
          return;
        }
        DiscardCard(seat_, DummyDiscard(seat_));
        break;
      case Phase::kRob:
        while (claim_ < 4 && (winners_.empty() || state_.rules.multiple_winners)) {
          const int seat = ClaimSeat(seat_);
          ++claim_;
          // The kong's owner may not rob itself.
          if (seat != seat_ && Pose(QuestionFor(state_, seat, QuestionKind::kRobKong, rob_card_))) {
            return;
          }
        }
        if (!winners_.empty()) {
          UndoAddedKong(state_, seat_, rob_card_);
          DiscardWins(seat_, rob_card_, true);
          break;
        }
        DrawFor(seat_, true);
        TurnTo(seat_, true);
        break;
      case Phase::kClaimWin:
        while (claim_ < 4 && (winners_.empty() || state_.rules.multiple_winners)) {
          const int seat = ClaimSeat(state_.discarder);
          ++claim_;
          if (Claims(seat).win && Pose(QuestionFor(state_, seat, QuestionKind::kDiscardWin))) {
            return;
          }
        }
        if (!winners_.empty()) {
          DiscardWins(state_.discarder, state_.discard, false);
          break;
        }
        claim_ = 1;
        phase_ = Phase::kClaimKong;
        break;
      case Phase::kClaimKong: {
        if (claim_ >= 4) {
          phase_ = Phase::kClaimChow;
          break;
        }
        const int seat = ClaimSeat(state_.discarder);
        phase_ = Phase::kClaimPung;
        if (Claims(seat).open_kong && Pose(QuestionFor(state_, seat, QuestionKind::kOpenKong))) {
          return;
        }
        break;
      }
      case Phase::kClaimPung: {
        // Asked after a gong question too: a fault there made the seat a dummy.
        const int seat = ClaimSeat(state_.discarder);
        phase_ = Phase::kClaimNext;
        if (Claims(seat).pung && Pose(QuestionFor(state_, seat, QuestionKind::kPung))) return;
        break;
      }
      case Phase::kClaimNext:
        ++claim_;
        phase_ = Phase::kClaimKong;
        break;
      case Phase::kClaimChow: {
        const int seat = NextSeat(state_.discarder);
        phase_ = Phase::kNextDraw;
        if (Claims(seat).chow && Pose(QuestionFor(state_, seat, QuestionKind::kChow))) return;
        break;
      }
      case Phase::kNextDraw:
        seat_ = NextSeat(state_.discarder);
        if (!state_.CanDraw()) {  // 流局: only the dead wall is left
          phase_ = Phase::kOver;
          break;
        }
        DrawFor(seat_, false);
        TurnTo(seat_, true);
        break;
      case Phase::kAsked:
        return;
      case Phase::kOver:
        question_.reset();
        over_ = true;
        return;
    }
  }
}

absl::Status Game::Answer(const Action& a) {
  if (phase_ != Phase::kAsked || !question_) {
    return absl::FailedPreconditionError("no question is open");
  }
  if (absl::Status valid = ValidateAnswer(state_.seats[question_->seat].hand, *question_, a);
      !valid.ok()) {
    return valid;
  }
  const Question q = *std::move(question_);
  question_.reset();
  phase_ = on_pass_;
  if (a.type != ActionType::kPass) Apply(q, a);
  Advance();
  return absl::OkStatus();
}

void Game::Forfeit() {
  if (phase_ != Phase::kAsked || !question_) return;
  const Question q = *std::move(question_);
  question_.reset();
  MakeDummy(q.seat);
  phase_ = on_pass_;
  if (q.kind == QuestionKind::kThrow) DiscardCard(q.seat, DummyDiscard(q.seat));
  Advance();
}

void Game::Apply(const Question& q, const Action& a) {
  switch (q.kind) {
    case QuestionKind::kSelfDrawWin:
      SelfDrawWin(q.seat);
      break;
    case QuestionKind::kRobKong:
    case QuestionKind::kDiscardWin:
      winners_.push_back(q.seat);
      break;
    case QuestionKind::kOwnKong:
      OwnKong(q.seat, a);
      break;
    case QuestionKind::kOpenKong: {
      const Meld m = OpenKong(state_, q.seat, {a.cards[0], a.cards[1], a.cards[2]});
      Emit(MakeEvent(Event::Kind::kOpenKong, q.seat, 0, m.cards));
      DrawFor(q.seat, true);
      TurnTo(q.seat, true);
      break;
    }
    case QuestionKind::kPung: {
      const Meld m = Pung(state_, q.seat, a.cards[0], a.cards[1]);
      Emit(MakeEvent(Event::Kind::kPung, q.seat, 0, {m.cards[0], m.cards[1], m.cards[2], 0}));
      TurnTo(q.seat, false);
      break;
    }
    case QuestionKind::kChow: {
      const Card card = state_.discard;
      Chow(state_, q.seat, a.cards[0], a.cards[1]);
      Emit(MakeEvent(Event::Kind::kChow, q.seat, card, {a.cards[0], a.cards[1], 0, 0}));
      TurnTo(q.seat, false);
      break;
    }
    case QuestionKind::kThrow:
      DiscardCard(q.seat, a.cards[0]);
      break;
  }
}

void Game::OwnKong(int seat, const Action& a) {
  if (a.type == ActionType::kConcealedKong) {
    const std::array<Card, 4> cards{a.cards[0], a.cards[1], a.cards[2], a.cards[3]};
    ConcealedKong(state_, seat, cards);
    Emit(MakeEvent(Event::Kind::kConcealedKong, seat, 0, cards));
    DrawFor(seat, true);
    TurnTo(seat, true);
    return;
  }
  const Card card = a.cards[0];  // an added kong
  AddedKong(state_, seat, card);
  Emit(MakeEvent(Event::Kind::kAddedKong, seat, card));
  rob_card_ = card;
  winners_.clear();
  claim_ = 1;
  phase_ = Phase::kRob;
}

void Game::TurnTo(int seat, bool drew) {
  seat_ = seat;
  drew_ = drew;
  phase_ = Phase::kTurn;
}

void Game::DrawFor(int seat, bool replacement) {
  const Card card = replacement ? DrawReplacement(state_, seat) : Draw(state_, seat);
  Event e = MakeEvent(Event::Kind::kDraw, seat, card);
  e.replacement = replacement;
  Emit(e);
}

Card Game::DummyDiscard(int seat) const {
  // Seed 000 §3.3 item 11: a dummy only draws and discards, so it lets the drawn card go. After
  // a claim made before the fault there is no drawn card: the highest code goes, deterministic.
  const SeatState& st = state_.seats[seat];
  if (st.drawn != 0 && st.hand.Holds(st.drawn)) return st.drawn;
  return st.hand.concealed.back();
}

void Game::DiscardCard(int seat, Card card) {
  Discard(state_, seat, card);
  // What each seat may claim stays as it is until a claim is made (only faults change, and
  // Claims reads them).
  for (int s = 0; s < 4; ++s) claims_[s] = ClaimsOn(state_, s);
  Emit(MakeEvent(Event::Kind::kDiscard, seat, card));
  winners_.clear();
  claim_ = 1;
  phase_ = Phase::kClaimWin;
}

void Game::Score(WinRecord w, const Hand& hand, const WinContext& ctx, int discarder) {
  absl::StatusOr<mj16::Score> score = ScoreWin(hand, ctx, state_.rules);
  if (!score.ok()) {
    errors_.push_back(absl::StrCat("scoring: ", score.status().message()));
    score = mj16::Score{};
  }
  w.tai = score->tai;
  w.items = score->items;
  const Settlement pay = Settle(*score, w.winner, state_.dealer, discarder, state_.rules);
  for (int s = 0; s < 4; ++s) scores_[s] += pay.delta[s];
  wins_.push_back(std::move(w));
}

void Game::SelfDrawWin(int seat) {
  const SeatState& st = state_.seats[seat];
  const Card card = st.drawn;
  const WinContext ctx = WinContextFor(seat, state_.dealer, state_.round_wind, KindOf(card),
                                       {.self_draw = true,
                                        .after_kong = state_.after_kong,
                                        .nobody_melded = !state_.melded,
                                        .winner_discarded = st.has_discarded,
                                        .wall_empty = !state_.CanDraw(),
                                        .dealt = state_.draws == 0});

  std::vector<Card> rest = st.hand.concealed;
  rest.erase(std::find(rest.begin(), rest.end(), card));
  Event e = MakeEvent(Event::Kind::kWin, seat, card);
  e.concealed = rest;
  Emit(e);

  WinRecord w;
  w.winner = seat;
  w.card = card;
  w.turn = static_cast<int>(st.river.size()) + 1;
  Score(std::move(w), st.hand.ToHand(), ctx, -1);
  phase_ = Phase::kOver;
}

void Game::DiscardWins(int from, Card card, bool robbed) {
  for (int seat : winners_) {
    Hand hand = state_.seats[seat].hand.ToHand();
    ++hand.concealed[KindOf(card)];
    const WinContext ctx = WinContextFor(seat, state_.dealer, state_.round_wind, KindOf(card),
                                         {.robbing_kong = robbed,
                                          .nobody_melded = !state_.melded,
                                          .winner_discarded = state_.seats[seat].has_discarded,
                                          .wall_empty = state_.discard_was_last});

    Event e = MakeEvent(Event::Kind::kWin, seat, card);
    e.concealed = state_.seats[seat].hand.concealed;
    Emit(e);

    WinRecord w;
    w.winner = seat;
    w.discarder = from;
    w.card = card;
    w.robbed_kong = robbed;
    w.turn = static_cast<int>(state_.seats[seat].river.size()) + 1;
    Score(std::move(w), hand, ctx, from);
  }
  // One physical card: the nearest winner takes it (the others score it all the same).
  TakeWinningCard(state_, winners_.front(), card);
  phase_ = Phase::kOver;
}

}  // namespace mj16::game
