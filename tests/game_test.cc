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

void ExpectQuestion(const Game& g, int seat, Ask ask) {
  ASSERT_TRUE(g.question().has_value());
  EXPECT_EQ(g.question()->seat, seat);
  EXPECT_EQ(g.question()->ask, ask);
}

TEST(GameTest, ClaimsAreAskedWinThenPungThenChow) {
  Log log;
  Game g(Scenario(), GameSetup{}, &log);
  g.Start();
  ExpectQuestion(g, 0, Ask::kThrow);  // no win, no kong for the dealer
  g.Answer(Throw(350));
  ASSERT_FALSE(log.events.empty());
  EXPECT_EQ(log.events.back().kind, Event::Kind::kDiscard);
  ExpectQuestion(g, 3, Ask::kHu);
  g.Answer(kPass);
  ExpectQuestion(g, 2, Ask::kPong);
  g.Answer(kPass);
  ExpectQuestion(g, 1, Ask::kEat);
  g.Answer(kPass);
  // Nobody claimed: seat 1 draws and is asked to discard (or first to win or kong).
  ASSERT_TRUE(g.question().has_value());
  EXPECT_EQ(g.question()->seat, 1);
  EXPECT_EQ(log.events.back().kind, Event::Kind::kDraw);
  EXPECT_EQ(log.events.back().seat, 1);
}

TEST(GameTest, TheFirstWinEndsTheGame) {
  Game g(Scenario(), GameSetup{});
  g.Start();
  g.Answer(Throw(350));
  g.Answer(Action::Of(ActionType::kWin));
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
      if (q.ask == Ask::kHu) {
        g.Answer(Action::Of(ActionType::kWin));
      } else if (q.ask == Ask::kThrow) {
        g.Answer(
            Throw(st.drawn != 0 && st.hand.Holds(st.drawn) ? st.drawn : st.hand.concealed.back()));
      } else {
        g.Answer(kPass);
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
