#include "core/hand.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/notation.h"
#include "tests/support/test_hands.h"

namespace mj16 {
namespace {

using ::mj16::testing::MakeHand;

using ::testing::HasSubstr;

TEST(HandTest, CountsAndTiles) {
  const TileCounts c = CountsOf(*ParseTiles("1122m5z"));
  EXPECT_EQ(Total(c), 5);
  EXPECT_EQ(FormatTiles(TilesOf(c)), "1122m5z");
}

// The seed 000 §3.6.3 hand 11 57789萬 offered 8萬 chows 789 only; 3萬 in 2345萬 three ways.
TEST(HandTest, ChowsWithAClaimedKind) {
  const Tile m8 = MakeTile(kCharacters, 8);
  const auto one = ChowsWith(CountsOf(*ParseTiles("1157789m")), m8);
  ASSERT_EQ(one.size(), 1u);
  EXPECT_EQ(one[0].meld.tile, MakeTile(kCharacters, 7));
  EXPECT_EQ(one[0].meld.claimed, m8);
  EXPECT_EQ(one[0].own, (std::array<Tile, 2>{MakeTile(kCharacters, 7), MakeTile(kCharacters, 9)}));
  EXPECT_EQ(ChowsWith(CountsOf(*ParseTiles("1245m")), MakeTile(kCharacters, 3)).size(), 3u);
  EXPECT_TRUE(ChowsWith(CountsOf(*ParseTiles("55z")), kRed).empty());  // honors make no chow
}

TEST(HandTest, AllTilesIncludesMelds) {
  const Hand hand = MakeHand("11m", {"chow:123m", "kong:5555z"});
  const TileCounts all = hand.AllTiles();
  EXPECT_EQ(all[MakeTile(kCharacters, 1)], 3);
  EXPECT_EQ(all[kRed], 4);
  EXPECT_EQ(Total(all), 9);
  EXPECT_EQ(hand.MeldsNeeded(), 3);
}

TEST(HandTest, ValidatesSizes) {
  EXPECT_TRUE(ValidateHand(MakeHand("1112345678999m123s1p"), HandShape::kFull).ok());
  EXPECT_TRUE(ValidateHand(MakeHand("1112345678999m123s"), HandShape::kWaiting).ok());
  EXPECT_TRUE(ValidateHand(MakeHand("11m", {"chow:123m", "chow:123s", "chow:123p", "pung:111z",
                                            "ckong:2222z"}),
                           HandShape::kFull)
                  .ok());
  EXPECT_THAT(ValidateHand(MakeHand("1112345678999m123s"), HandShape::kFull).message(),
              HasSubstr("16 concealed tiles with 0 meld(s): expected 17"));
  EXPECT_THAT(ValidateHand(MakeHand("123m"), HandShape::kAny).message(),
              HasSubstr("expected 16 or 17"));
}

TEST(HandTest, RejectsAFifthCopy) {
  EXPECT_THAT(ValidateHand(MakeHand("11111m23456789s1p"), HandShape::kAny).message(),
              HasSubstr("5 copies of 1m"));
  EXPECT_THAT(
      ValidateHand(MakeHand("11m2345678999s123p", {"pung:111m"}), HandShape::kAny).message(),
      HasSubstr("5 copies of 1m"));
}

}  // namespace
}  // namespace mj16
