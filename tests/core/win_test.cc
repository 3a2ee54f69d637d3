#include "core/win.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/notation.h"
#include "tests/support/test_hands.h"

namespace mj16 {
namespace {

using ::mj16::testing::C;
using ::mj16::testing::MakeHand;

using ::testing::ElementsAre;
using ::testing::IsEmpty;

std::vector<std::string> WaitNames(const Hand& hand) {
  std::vector<std::string> names;
  for (Tile t : Waits(hand)) names.push_back(FormatTile(t));
  return names;
}

// Seed 000 §3.3 item 8, example 1: P = 33345678 wins (33 as the pair, then 345 678).
TEST(WinTest, Seed000Example1Wins) {
  EXPECT_TRUE(IsComplete(C("33345678m")));
  const std::vector<Decomposition> readings = Decompose(C("33345678m"));
  ASSERT_EQ(readings.size(), 1u);
  EXPECT_EQ(readings[0].pair, MakeTile(kCharacters, 3));
  EXPECT_EQ(readings[0].num_groups, 2);
  EXPECT_EQ(readings[0].groups[0], (Group{true, MakeTile(kCharacters, 3)}));
  EXPECT_EQ(readings[0].groups[1], (Group{true, MakeTile(kCharacters, 6)}));
}

// Seed 000 §3.3 item 8, example 2: P = 55666777889 does not win, whichever pair is removed.
TEST(WinTest, Seed000Example2DoesNotWin) {
  EXPECT_FALSE(IsComplete(C("55666777889m")));
  EXPECT_THAT(Decompose(C("55666777889m")), IsEmpty());
}

// Seed 000 §3.3 item 8 (fig. 3-13): 7p 8p 1m 1m plus the discarded 9p, with four melds exposed.
TEST(WinTest, Fig3_13WinOnADiscardWithExposedMelds) {
  Hand hand = MakeHand("11m789p", {"chow:456s", "chow:345p", "pung:111z", "kong:9999m"});
  EXPECT_TRUE(IsWinningHand(hand));
  hand.concealed = C("11m78p");
  EXPECT_THAT(WaitNames(hand), ElementsAre("6p", "9p"));
}

TEST(WinTest, AllReadingsAreEnumerated) {
  // 111222333m reads as three pungs or three chows.
  EXPECT_EQ(Decompose(C("111222333m44p")).size(), 2u);
  // 22334455m: 22 + 345 345, or 55 + 234 234.
  const std::vector<Decomposition> readings = Decompose(C("22334455m"));
  ASSERT_EQ(readings.size(), 2u);
  EXPECT_EQ(readings[0].pair, MakeTile(kCharacters, 2));
  EXPECT_EQ(readings[1].pair, MakeTile(kCharacters, 5));
}

TEST(WinTest, HonorsOnlyFormPungs) {
  EXPECT_TRUE(IsComplete(C("11122233355z")));
  EXPECT_FALSE(IsComplete(C("12355z")));
}

TEST(WinTest, ChowsDoNotWrapOrCrossSuits) {
  EXPECT_FALSE(IsComplete(C("891m11p")));
  EXPECT_FALSE(IsComplete(C("89m1s11p")));
}

TEST(WinTest, WinningHandNeedsFiveMeldsAndAPair) {
  EXPECT_TRUE(IsWinningHand(MakeHand("123456789m999s123p55p")));
  EXPECT_FALSE(IsWinningHand(MakeHand("123456789m999s55p")));  // only four melds
  EXPECT_TRUE(IsWinningHand(
      MakeHand("55p", {"chow:123m", "chow:456m", "chow:789m", "pung:999m", "ckong:1111s"})));
}

TEST(WinTest, NineGatesWaitsOnEveryCharacter) {
  EXPECT_THAT(WaitNames(MakeHand("1112345678999m123p")),
              ElementsAre("1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"));
}

// Waiting on a kind whose four copies are all held is waiting on nothing.
TEST(WinTest, FourCopiesHeldAreNotAWait) {
  EXPECT_THAT(WaitNames(MakeHand("4444m123456789s123p")), IsEmpty());
  EXPECT_THAT(WaitNames(MakeHand("4m123p", {"pung:444m", "chow:123s", "chow:456s", "chow:789s"})),
              IsEmpty());
  EXPECT_THAT(WaitNames(MakeHand("4m123p", {"pung:555m", "chow:123s", "chow:456s", "chow:789s"})),
              ElementsAre("4m"));
}

TEST(WinTest, WaitsNeedAWaitingHandSize) {
  EXPECT_THAT(WaitNames(MakeHand("1112345678999m12p")), IsEmpty());  // 17 tiles: not waiting
}

}  // namespace
}  // namespace mj16
