// The referee's truth and its transitions: deal, draws from both ends, discards, every kind of
// claim and kong, a robbed kong, and the conservation of the 136 cards through all of them.
#include "core/game/game_state.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/notation.h"

namespace mj16::mjref {

using game::AddedKong;
using game::ArrangeWall;
using game::CheckConservation;
using game::Chow;
using game::ConcealedKong;
using game::Discard;
using game::Draw;
using game::DrawReplacement;
using game::GameState;
using game::OpenKong;
using game::Pung;
using game::TakeWinningCard;
using game::UndoAddedKong;
using game::Wall;
namespace {

using ::testing::ElementsAre;

std::vector<Tile> Tiles(absl::string_view text) {
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(text);
  EXPECT_TRUE(tiles.ok()) << tiles.status();
  return tiles.ok() ? *tiles : std::vector<Tile>{};
}

// Dealer seat 0 holds four each of 1m-4m and a 5m; seat 1 (next) 55m 66m 77m for claims on it.
GameState MakeState(const std::vector<Tile>& front = {}, int dead_wall = 16) {
  const std::array<std::vector<Tile>, 4> hands = {
      Tiles("11112222333344445m"), Tiles("556677m1112223334p"), Tiles("1112223334445556s"),
      Tiles("1112223334445556z")};
  absl::StatusOr<Wall> wall = ArrangeWall(0, hands, front);
  EXPECT_TRUE(wall.ok()) << wall.status();
  RuleSet rules;
  rules.dead_wall = dead_wall;
  return GameState(*std::move(wall), 0, Wind::kSouth, rules);
}

TEST(MjrefGameStateTest, DealAndSeatWinds) {
  const GameState s = MakeState();
  EXPECT_EQ(s.seats[0].hand.concealed.size(), 17u);
  EXPECT_EQ(s.seats[3].hand.concealed.size(), 16u);
  EXPECT_EQ(s.seats[0].drawn, 150);  // the 17th card plays the part of a draw
  EXPECT_EQ(SeatWindOf(0, s.dealer), Wind::kEast);
  EXPECT_EQ(SeatWindOf(3, s.dealer), Wind::kNorth);
  EXPECT_EQ(s.round_wind, Wind::kSouth);
  EXPECT_EQ(s.wall.Remaining(), 71);
  EXPECT_TRUE(CheckConservation(s).ok());
}

TEST(MjrefGameStateTest, DrawAndDiscard) {
  GameState s = MakeState(Tiles("7p"));
  Discard(s, 0, 150);
  EXPECT_EQ(s.discard, 150);
  EXPECT_EQ(s.discarder, 0);
  EXPECT_TRUE(s.seats[0].has_discarded);
  EXPECT_EQ(s.seats[0].drawn, 0);
  EXPECT_FALSE(s.discard_was_last);
  EXPECT_EQ(Draw(s, 1), 370);
  EXPECT_EQ(s.seats[1].drawn, 370);
  EXPECT_EQ(s.turn, 1);
  EXPECT_EQ(s.discard, 0);  // nobody claimed: the discard stays in the river
  EXPECT_EQ(s.draws, 1);
  EXPECT_FALSE(s.melded);
  EXPECT_TRUE(CheckConservation(s).ok()) << CheckConservation(s);
}

TEST(MjrefGameStateTest, ChowTakesTheDiscard) {
  GameState s = MakeState();
  Discard(s, 0, 150);
  const Meld m = Chow(s, 1, 170, 160);
  EXPECT_EQ(m.type, MeldType::kChow);
  EXPECT_EQ(FormatTile(m.tile), "5m");
  EXPECT_EQ(FormatTile(m.claimed), "5m");
  EXPECT_EQ(m.from, 1);  // position of seat 0
  EXPECT_THAT(m.cards, ElementsAre(150, 160, 170, 0));
  EXPECT_TRUE(s.seats[0].river.back().claimed);
  EXPECT_EQ(s.turn, 1);
  EXPECT_EQ(s.discard, 0);
  EXPECT_TRUE(s.melded);
  EXPECT_EQ(s.seats[1].hand.concealed.size(), 14u);
  EXPECT_TRUE(CheckConservation(s).ok()) << CheckConservation(s);
}

TEST(MjrefGameStateTest, PungThenAddedKongThenRobbed) {
  GameState s = MakeState(Tiles("5m"));
  Discard(s, 0, 150);
  const Meld pung = Pung(s, 1, 151, 152);
  EXPECT_EQ(pung.type, MeldType::kPung);
  EXPECT_THAT(pung.cards, ElementsAre(150, 151, 152, 0));
  EXPECT_TRUE(CheckConservation(s).ok()) << CheckConservation(s);
  Discard(s, 1, 310);
  EXPECT_EQ(Draw(s, 1), 153);  // (out of turn, to keep the test short)
  const Meld added = AddedKong(s, 1, 153);
  EXPECT_EQ(added.type, MeldType::kAddedKong);
  EXPECT_THAT(added.cards, ElementsAre(150, 151, 152, 153));
  EXPECT_TRUE(CheckConservation(s).ok()) << CheckConservation(s);
  // Robbed: the kong goes back to a pung and the card to the winner.
  UndoAddedKong(s, 1, 153);
  EXPECT_EQ(s.seats[1].hand.melds[0].type, MeldType::kPung);
  EXPECT_THAT(s.seats[1].hand.melds[0].cards, ElementsAre(150, 151, 152, 0));
  TakeWinningCard(s, 2, 153);
  EXPECT_TRUE(s.seats[2].hand.Holds(153));
  EXPECT_TRUE(CheckConservation(s).ok()) << CheckConservation(s);
}

TEST(MjrefGameStateTest, OpenKongAndConcealedKongDrawFromTheBack) {
  GameState s = MakeState();
  const std::vector<Card>& order = s.wall.order();
  const Card last = order[135];
  const Card second_last = order[134];
  const Meld kong = ConcealedKong(s, 0, {110, 111, 112, 113});
  EXPECT_EQ(kong.type, MeldType::kConcealedKong);
  EXPECT_THAT(kong.cards, ElementsAre(110, 111, 112, 113));
  EXPECT_EQ(kong.from, -1);
  EXPECT_TRUE(s.melded);
  EXPECT_EQ(DrawReplacement(s, 0), last);
  EXPECT_TRUE(s.after_kong);
  EXPECT_EQ(s.draws, 1);
  Discard(s, 0, 150);
  EXPECT_FALSE(s.after_kong);
  // Seat 1 has only two 5m; the transition does not judge legality, it moves the cards.
  const Meld open = OpenKong(s, 1, {151, 152, 310});
  EXPECT_EQ(open.type, MeldType::kOpenKong);
  EXPECT_EQ(DrawReplacement(s, 1), second_last);
  EXPECT_EQ(s.wall.Remaining(), 69);
  EXPECT_TRUE(CheckConservation(s).ok()) << CheckConservation(s);
}

TEST(MjrefGameStateTest, DiscardWinTakesTheCard) {
  GameState s = MakeState();
  Discard(s, 0, 150);
  TakeWinningCard(s, 1, 150);
  EXPECT_TRUE(s.seats[0].river.back().claimed);
  EXPECT_TRUE(s.seats[1].hand.Holds(150));
  EXPECT_TRUE(CheckConservation(s).ok()) << CheckConservation(s);
}

TEST(MjrefGameStateTest, ConservationCatchesALostCard) {
  GameState s = MakeState();
  s.seats[0].hand.Remove(110);
  EXPECT_FALSE(CheckConservation(s).ok());
}

TEST(MjrefGameStateTest, LastDiscardIsMarked) {
  GameState s = MakeState({}, /*dead_wall=*/70);  // one draw left
  Discard(s, 0, 150);
  EXPECT_FALSE(s.discard_was_last);
  Draw(s, 1);
  EXPECT_FALSE(s.CanDraw());
  Discard(s, 1, 340);
  EXPECT_TRUE(s.discard_was_last);
  EXPECT_TRUE(CheckConservation(s).ok());
}

}  // namespace
}  // namespace mj16::mjref
