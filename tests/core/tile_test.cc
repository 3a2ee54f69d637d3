#include "core/tile.h"

#include <gtest/gtest.h>

namespace mj16 {
namespace {

TEST(TileTest, CardCodesMapToKinds) {  // SPEC §1 code table
  EXPECT_EQ(KindOfCard(110), MakeTile(kCharacters, 1));
  EXPECT_EQ(KindOfCard(193), MakeTile(kCharacters, 9));
  EXPECT_EQ(KindOfCard(252), MakeTile(kBamboo, 5));
  EXPECT_EQ(KindOfCard(391), MakeTile(kDots, 9));
  EXPECT_EQ(KindOfCard(410), kEast);
  EXPECT_EQ(KindOfCard(443), kNorth);
  EXPECT_EQ(KindOfCard(450), kRed);
  EXPECT_EQ(KindOfCard(463), kGreen);
  EXPECT_EQ(KindOfCard(472), kWhite);
}

TEST(TileTest, RejectsCodesThatAreNotTiles) {
  for (Card c : {0, 100, 114, 200, 480, 500, 10, 80, 104, -1, 1110}) {
    EXPECT_FALSE(KindOfCard(c).has_value()) << c;
  }
  EXPECT_TRUE(IsFlowerCard(10));
  EXPECT_TRUE(IsFlowerCard(80));
  EXPECT_FALSE(IsFlowerCard(90));
}

TEST(TileTest, EveryCardRoundTrips) {
  for (int t = 0; t < kNumKinds; ++t) {
    for (int copy = 0; copy < kCopies; ++copy) {
      const Card c = MakeCard(static_cast<Tile>(t), copy);
      ASSERT_EQ(KindOfCard(c), t) << c;
      EXPECT_EQ(CopyOf(c), copy);
    }
  }
}

TEST(TileTest, Classification) {
  EXPECT_TRUE(IsHonor(kEast));
  EXPECT_FALSE(IsHonor(MakeTile(kDots, 9)));
  EXPECT_TRUE(IsWind(kNorth));
  EXPECT_FALSE(IsWind(kRed));
  EXPECT_TRUE(IsDragon(kWhite));
  EXPECT_TRUE(IsTerminal(MakeTile(kBamboo, 1)));
  EXPECT_FALSE(IsTerminal(MakeTile(kBamboo, 5)));
  EXPECT_EQ(WindTile(Wind::kWest), kWest);
  EXPECT_EQ(RankOf(MakeTile(kDots, 7)), 7);
  EXPECT_EQ(SuitOf(MakeTile(kDots, 7)), kDots);
}

}  // namespace
}  // namespace mj16
