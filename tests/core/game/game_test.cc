// The game engine (core/game/game.h) stepped directly, with no referee and no protocol: the
// questions come in SPEC §3's priority order, a dummy is asked nothing, and a game of plain
// answers ends with the cards conserved, the events told in order and the scores summing to zero.
#include "core/game/game.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <vector>

#include "core/game/legal.h"
#include "core/notation.h"
#include "core/rng.h"

namespace mj16::game {
namespace {

std::vector<Tile> Tiles(absl::string_view text) {
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(text);
  EXPECT_TRUE(tiles.ok()) << tiles.status();
  return tiles.ok() ? *tiles : std::vector<Tile>{};
}

// The scenario hands of the referee's tests: seat 0 deals and throws 5p; seat 1 can chow it,
// seat 2 pung it, seat 3 win on it.
Wall Scenario() {
  absl::StatusOr<Wall> wall =
      ArrangeWall(0, {Tiles("5p99s11122233344455z"), Tiles("46p159m258s777z19p666z"),
                      Tiles("55p23m67m23p78p78s1p9p6z7z"), Tiles("123m456m789m123s456s5p")});
  EXPECT_TRUE(wall.ok()) << wall.status();
  return *std::move(wall);
}

struct Log : GameObserver {
  void OnEvent(const Event& e) override { events.push_back(e); }
  std::vector<Event> events;
};

Action Throw(Card c) { return Action::Of(ActionType::kThrow, {&c, 1}); }
const Action kPass = Action::Of(ActionType::kPass);

// Answers the open question; the engine must take the answer.
void Play(Game& g, const Action& a) {
  const absl::Status s = g.Answer(a);
  EXPECT_TRUE(s.ok()) << s;
}

void ExpectQuestion(const Game& g, int seat, Ask ask) {
  ASSERT_TRUE(g.question().has_value());
  EXPECT_EQ(g.question()->seat, seat);
  EXPECT_EQ(g.question()->ask(), ask);
}

TEST(GameTest, ClaimsAreAskedWinThenPungThenChow) {
  Log log;
  Game g(Scenario(), GameSetup{}, &log);
  g.Start();
  ExpectQuestion(g, 0, Ask::kThrow);  // no win, no kong for the dealer
  Play(g, Throw(350));
  ASSERT_FALSE(log.events.empty());
  EXPECT_EQ(log.events.back().kind, Event::Kind::kDiscard);
  ExpectQuestion(g, 3, Ask::kHu);
  Play(g, kPass);
  ExpectQuestion(g, 2, Ask::kPong);
  Play(g, kPass);
  ExpectQuestion(g, 1, Ask::kEat);
  Play(g, kPass);
  // Nobody claimed: seat 1 draws and is asked to discard (or first to win or kong).
  ASSERT_TRUE(g.question().has_value());
  EXPECT_EQ(g.question()->seat, 1);
  EXPECT_EQ(log.events.back().kind, Event::Kind::kDraw);
  EXPECT_EQ(log.events.back().seat, 1);
}

TEST(GameTest, TheFirstWinEndsTheGame) {
  Game g(Scenario(), GameSetup{});
  g.Start();
  Play(g, Throw(350));
  Play(g, Action::Of(ActionType::kWin));
  EXPECT_TRUE(g.over());
  EXPECT_FALSE(g.question().has_value());
  ASSERT_EQ(g.wins().size(), 1u);
  EXPECT_EQ(g.wins()[0].winner, 3);
  EXPECT_EQ(g.wins()[0].discarder, 0);
  EXPECT_EQ(g.scores(), (std::array<int, 4>{-10000, 0, 0, 10000}));
}

TEST(GameTest, ADummyIsAskedNothingAndLetsItsDrawGo) {
  Log log;
  Game g(Scenario(), GameSetup{}, &log);
  g.MakeDummy(0);
  g.Start();
  ASSERT_FALSE(log.events.empty());
  EXPECT_EQ(log.events[0].kind, Event::Kind::kDiscard);
  EXPECT_EQ(log.events[0].seat, 0);
  ASSERT_TRUE(g.question().has_value());
  EXPECT_NE(g.question()->seat, 0);
}

TEST(GameTest, AnIllegalAnswerChangesNothingAndSaysWhy) {
  Game g(Scenario(), GameSetup{});
  g.Start();
  ExpectQuestion(g, 0, Ask::kThrow);
  const absl::Status not_held = g.Answer(Throw(351));  // 5p, but not this copy
  EXPECT_THAT(not_held.message(), ::testing::HasSubstr("card 351 is not in the hand"));
  EXPECT_FALSE(g.Answer(kPass).ok());  // a throw is no pass
  ExpectQuestion(g, 0, Ask::kThrow);
  Play(g, Throw(350));
  // Seat 3 may win on it; a chow is not what it is asked.
  ASSERT_TRUE(g.question().has_value());
  EXPECT_EQ(g.question()->kind, QuestionKind::kDiscardWin);
  EXPECT_EQ(g.question()->offered, 350);
  EXPECT_FALSE(g.Answer(Action::Of(ActionType::kChow, std::array<Card, 2>{340, 360})).ok());
  ExpectQuestion(g, 3, Ask::kHu);
}

TEST(GameTest, AForfeitMakesADummyThatLetsItsCardGo) {
  Log log;
  Game g(Scenario(), GameSetup{}, &log);
  g.Start();
  g.Forfeit();  // the dealer does not answer its throw
  EXPECT_TRUE(g.state().seats[0].dummy);
  ASSERT_FALSE(log.events.empty());
  EXPECT_EQ(log.events[0].kind, Event::Kind::kDiscard);
  EXPECT_EQ(log.events[0].seat, 0);
  ASSERT_TRUE(g.question().has_value());
  EXPECT_NE(g.question()->seat, 0);
}

// Every answer the engine lists is one it takes: whole games answered at random from the lists.
TEST(GameTest, EveryListedAnswerIsTaken) {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    GameSetup setup;
    setup.dealer = static_cast<int>(seed % 4);
    Game g(Wall::Shuffled(seed), setup);
    g.Start();
    std::mt19937_64 engine(seed);
    int questions = 0;
    while (g.question()) {
      ASSERT_LT(++questions, 2000);
      const Question q = *g.question();
      ASSERT_FALSE(q.answers.empty());
      const LegalAnswer& pick = q.answers[UniformBelow(engine, q.answers.size())];
      const Action a = ActionFor(g.state().seats[q.seat].hand, pick);
      const absl::Status taken = g.Answer(a);
      ASSERT_TRUE(taken.ok()) << taken << " seed " << seed;
      ASSERT_TRUE(CheckConservation(g.state()).ok()) << CheckConservation(g.state());
    }
    EXPECT_TRUE(g.over());
    EXPECT_EQ(std::accumulate(g.scores().begin(), g.scores().end(), 0), 0);
    EXPECT_TRUE(g.errors().empty());
  }
}

TEST(GameTest, PlainAnswersPlayWholeGamesThatConserveEveryCard) {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    Log log;
    GameSetup setup;
    setup.dealer = static_cast<int>(seed % 4);
    Game g(Wall::Shuffled(seed), setup, &log);
    g.Start();
    int questions = 0;
    while (g.question()) {
      ASSERT_LT(++questions, 2000);
      const Question q = *g.question();
      const SeatState& st = g.state().seats[q.seat];
      // Win when asked; otherwise pass on claims and throw the card just drawn (or the last).
      if (q.ask() == Ask::kHu) {
        Play(g, Action::Of(ActionType::kWin));
      } else if (q.ask() == Ask::kThrow) {
        Play(g,
             Throw(st.drawn != 0 && st.hand.Holds(st.drawn) ? st.drawn : st.hand.concealed.back()));
      } else {
        Play(g, kPass);
      }
      ASSERT_TRUE(CheckConservation(g.state()).ok()) << CheckConservation(g.state());
    }
    EXPECT_TRUE(g.over());
    EXPECT_EQ(std::accumulate(g.scores().begin(), g.scores().end(), 0), 0);
    EXPECT_TRUE(g.errors().empty());
    const long draws = std::count_if(log.events.begin(), log.events.end(),
                                     [](const Event& e) { return e.kind == Event::Kind::kDraw; });
    EXPECT_EQ(draws, g.state().draws) << "seed " << seed;
    if (g.wins().empty()) {
      EXPECT_FALSE(g.state().CanDraw());
    }
  }
}

}  // namespace
}  // namespace mj16::game
