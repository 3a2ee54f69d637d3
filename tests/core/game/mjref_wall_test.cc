// The wall (seed 000 §3.3 items 1-2): a reproducible shuffle, the deal, both ends of the wall,
// the dead wall of 16, scripted walls and the dice.
#include "core/game/wall.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/notation.h"

namespace mj16::mjref {

using game::AllCards;
using game::ArrangeWall;
using game::Deal;
using game::OpeningSeat;
using game::RandomDealer;
using game::RollDice;
using game::ShuffledCards;
using game::Wall;
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

std::vector<Tile> Tiles(absl::string_view text) {
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(text);
  EXPECT_TRUE(tiles.ok()) << tiles.status();
  return tiles.ok() ? *tiles : std::vector<Tile>{};
}

TEST(MjrefWallTest, AllCardsAreTheProtocolCodes) {
  const std::vector<Card> cards = AllCards();
  ASSERT_EQ(cards.size(), 136u);
  EXPECT_EQ(cards.front(), 110);
  EXPECT_EQ(cards.back(), 473);
  EXPECT_EQ(std::set<Card>(cards.begin(), cards.end()).size(), 136u);
}

TEST(MjrefWallTest, ShuffleIsAPermutationFixedBySeed) {
  const std::vector<Card> a = ShuffledCards(1);
  EXPECT_EQ(a, ShuffledCards(1));
  EXPECT_NE(a, ShuffledCards(2));
  std::vector<Card> sorted = a;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(sorted, AllCards());
}

// The algorithm (mt19937_64 + rejection + Fisher-Yates) is fixed in rng.h and wall.h: these
// values must never change, or recorded seeds stop naming the same games.
TEST(MjrefWallTest, ShufflePinnedAcrossVersions) {
  const std::vector<Card> a = ShuffledCards(1);
  EXPECT_THAT(std::vector<Card>(a.begin(), a.begin() + 8),
              ElementsAre(173, 333, 341, 463, 253, 233, 121, 383));
  EXPECT_EQ(DeriveSeed(1, 0), 0x910A2DEC89025CC1u);  // SplitMix64's first output from 1
}

TEST(MjrefWallTest, UniformBelowStaysInRange) {
  std::mt19937_64 rng(7);
  std::array<int, 6> seen{};
  for (int i = 0; i < 6000; ++i) ++seen[UniformBelow(rng, 6)];
  for (int n : seen) EXPECT_GT(n, 800);
  for (int i = 0; i < 1000; ++i) {
    const int dice = RollDice(rng);
    EXPECT_GE(dice, 3);
    EXPECT_LE(dice, 18);
  }
}

TEST(MjrefWallTest, FromOrderRejectsBadWalls) {
  std::vector<Card> order = AllCards();
  EXPECT_TRUE(Wall::FromOrder(order).ok());
  order[5] = order[4];
  EXPECT_THAT(std::string(Wall::FromOrder(order).status().message()), HasSubstr("twice"));
  order[5] = 999;
  EXPECT_THAT(std::string(Wall::FromOrder(order).status().message()), HasSubstr("not a card"));
  order.pop_back();
  EXPECT_FALSE(Wall::FromOrder(order).ok());
}

TEST(MjrefWallTest, DealerTakesSeventeenThenEachSeatSixteenInPlayOrder) {
  absl::StatusOr<Wall> wall = Wall::FromOrder(AllCards());
  ASSERT_TRUE(wall.ok());
  const std::array<std::vector<Card>, 4> hands = Deal(*wall, /*dealer=*/2);
  EXPECT_EQ(hands[2].size(), 17u);
  EXPECT_EQ(hands[3].size(), 16u);
  EXPECT_EQ(hands[0].size(), 16u);
  EXPECT_EQ(hands[1].size(), 16u);
  EXPECT_EQ(hands[2].front(), 110);  // the dealer's block opens the wall
  EXPECT_EQ(hands[3].front(), AllCards()[17]);
  EXPECT_EQ(wall->Remaining(), 136 - 65);
}

TEST(MjrefWallTest, FiftyFiveDrawsFromBothEndsLeaveTheDeadWall) {
  absl::StatusOr<Wall> wall = Wall::FromOrder(AllCards());
  ASSERT_TRUE(wall.ok());
  Deal(*wall, 0);
  EXPECT_EQ(wall->DrawBack(), 473);  // a kong replacement: the last card
  EXPECT_EQ(wall->DrawFront(), AllCards()[65]);
  int draws = 2;
  while (wall->CanDraw(16)) {
    draws % 2 ? wall->DrawBack() : wall->DrawFront();
    ++draws;
  }
  EXPECT_EQ(draws, 55);
  EXPECT_EQ(wall->Remaining(), 16);
  EXPECT_EQ(wall->Rest().size(), 16u);
}

TEST(MjrefWallTest, ArrangeWallDealsTheGivenHandsAndDraws) {
  std::array<std::vector<Tile>, 4> hands;
  hands[1] = Tiles("11112222333344445m");  // dealer: 17
  hands[2] = Tiles("1111222233334444p");
  hands[3] = Tiles("1111222233334444s");
  hands[0] = Tiles("5555666677778888p");
  absl::StatusOr<Wall> wall = ArrangeWall(1, hands, Tiles("9m9p"), Tiles("7z6z"));
  ASSERT_TRUE(wall.ok()) << wall.status();
  const std::array<std::vector<Card>, 4> dealt = Deal(*wall, 1);
  EXPECT_THAT(std::vector<Card>(dealt[1].begin(), dealt[1].begin() + 5),
              ElementsAre(110, 111, 112, 113, 120));
  EXPECT_EQ(dealt[1].back(), 150);
  EXPECT_EQ(dealt[0].front(), 350);  // 5p, copy 0
  EXPECT_EQ(wall->DrawFront(), 190);
  EXPECT_EQ(wall->DrawFront(), 390);
  EXPECT_EQ(wall->DrawBack(), 470);  // 7z = white, first replacement
  EXPECT_EQ(wall->DrawBack(), 460);
  EXPECT_FALSE(ArrangeWall(1, hands, Tiles("1m")).ok());  // a fifth 1m
}

TEST(MjrefWallTest, OpeningSeatCountsFromTheDealer) {
  // Seed 000 §3.3 item 1: dealer Program1, dice 15 → Program3.
  EXPECT_EQ(OpeningSeat(0, 15), 2);
  EXPECT_EQ(OpeningSeat(0, 4), 3);
  EXPECT_EQ(OpeningSeat(3, 3), 1);
  std::mt19937_64 rng(3);
  for (int i = 0; i < 100; ++i) {
    const int d = RandomDealer(rng);
    EXPECT_GE(d, 0);
    EXPECT_LE(d, 3);
  }
}

// Stable draws: the k-th place after the dealer draws live cards k-1, k+3, k+7, ...; without
// claims that is the ordinary front-to-back order.
TEST(MjrefWallTest, StableDrawsWithoutClaimsAreTheOrdinaryOrder) {
  Wall plain = Wall::Shuffled(5);
  Wall stable = Wall::Shuffled(5);
  Deal(plain, 2);
  Deal(stable, 2);
  stable.UseStableDraws(2);
  for (int i = 0; i < 55; ++i) {
    const int seat = (2 + 1 + i) % 4;  // the dealer's next seat draws first
    ASSERT_EQ(stable.DrawFor(seat), plain.DrawFront()) << "draw " << i;
  }
  EXPECT_EQ(stable.Remaining(), 16);
  EXPECT_EQ(stable.Rest(), plain.Rest());
}

TEST(MjrefWallTest, StableDrawsIgnoreSkippedTurns) {
  const std::vector<Card> order = ShuffledCards(9);
  Wall w = Wall::Shuffled(9);
  Deal(w, 0);
  w.UseStableDraws(0);
  // Seat 1 (first after the dealer) draws live cards 0, 4, 8, ...; seat 3 cards 2, 6, 10, ...
  // whoever else drew or not in between.
  EXPECT_EQ(w.DrawFor(1), order[65 + 0]);
  EXPECT_EQ(w.DrawFor(3), order[65 + 2]);  // seat 2 skipped: a claim
  EXPECT_EQ(w.DrawFor(0), order[65 + 3]);
  EXPECT_EQ(w.DrawFor(1), order[65 + 4]);
  EXPECT_EQ(w.DrawFor(2), order[65 + 1]);  // its own first card, still there
  EXPECT_EQ(w.Remaining(), 136 - 65 - 5);
  // A replacement comes from the back and does not move anyone's sequence.
  EXPECT_EQ(w.DrawBack(), order[135]);
  EXPECT_EQ(w.DrawFor(3), order[65 + 6]);
  EXPECT_EQ(w.Remaining(), 136 - 65 - 7);
  std::vector<Card> rest = w.Rest();
  EXPECT_EQ(rest.size(), static_cast<size_t>(w.Remaining()));
  EXPECT_EQ(std::count(rest.begin(), rest.end(), order[65 + 4]), 0);
  EXPECT_EQ(std::count(rest.begin(), rest.end(), order[65 + 5]), 1);
}

TEST(MjrefWallTest, StableDrawsFallBackToTheFrontWhenASequenceRunsOut) {
  Wall w = Wall::Shuffled(3);
  Deal(w, 0);
  w.UseStableDraws(0);
  // One seat draws everything: its own 14 cards, then the first cards left at the front.
  std::set<Card> seen;
  int draws = 0;
  while (w.CanDraw(16)) {
    seen.insert(w.DrawFor(1));
    ++draws;
  }
  EXPECT_EQ(draws, 55);
  EXPECT_EQ(seen.size(), 55u);
  EXPECT_EQ(w.Remaining(), 16);
  for (Card c : w.Rest()) EXPECT_EQ(seen.count(c), 0u);
}

}  // namespace
}  // namespace mj16::mjref
