#include "core/notation.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace mj16 {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

constexpr Tile T(int suit, int rank) { return MakeTile(suit, rank); }

TEST(NotationTest, ParsesHumanNotation) {
  auto tiles = ParseTiles("123m45s9p17z");
  ASSERT_TRUE(tiles.ok()) << tiles.status();
  EXPECT_THAT(*tiles,
              ElementsAre(T(0, 1), T(0, 2), T(0, 3), T(1, 4), T(1, 5), T(2, 9), kEast, kWhite));
}

TEST(NotationTest, ParsesCardCodesWithSpacesOrCommas) {
  auto tiles = ParseTiles("110 252,391  450");
  ASSERT_TRUE(tiles.ok()) << tiles.status();
  EXPECT_THAT(*tiles, ElementsAre(T(0, 1), T(1, 5), T(2, 9), kRed));
}

TEST(NotationTest, SkipsFlowerCodes) {
  auto cards = ParseCards("10 110 80");
  ASSERT_TRUE(cards.ok());
  EXPECT_THAT(*cards, ElementsAre(110));
}

TEST(NotationTest, ErrorsNameTheBadToken) {
  EXPECT_THAT(ParseTiles("123m8z").status().message(), HasSubstr("8z"));
  EXPECT_THAT(ParseTiles("0m").status().message(), HasSubstr("0m"));
  EXPECT_THAT(ParseTiles("1234").status().message(), HasSubstr("bad tile code '1234'"));
  EXPECT_THAT(ParseTiles("110 514").status().message(), HasSubstr("514"));
  EXPECT_THAT(ParseTiles("12x").status().message(), HasSubstr("'x'"));
  EXPECT_THAT(ParseTiles("12m34").status().message(), HasSubstr("'34'"));
  EXPECT_THAT(ParseTiles("m").status().message(), HasSubstr("without ranks"));
}

TEST(NotationTest, FormatsACardAsItsTileOrItsCode) {
  EXPECT_EQ(FormatCard(451), "5z");
  EXPECT_EQ(FormatCard(113), "1m");
  EXPECT_EQ(FormatCard(10), "10");  // a flower: no tile
  EXPECT_EQ(FormatCard(0), "0");
}

TEST(NotationTest, FormatsGroupedBySuit) {
  auto tiles = ParseTiles("7z 1m 9p 3m 2s 2s");
  ASSERT_TRUE(tiles.ok());
  EXPECT_EQ(FormatTiles(*tiles), "13m22s9p7z");
  EXPECT_EQ(FormatTile(kNorth), "4z");
  EXPECT_EQ(FormatTiles(TileCounts{}), "");
}

TEST(NotationTest, ParsesOneTile) {
  EXPECT_EQ(*ParseTile("5p"), T(2, 5));
  EXPECT_EQ(*ParseTile("452"), kRed);
  EXPECT_FALSE(ParseTile("5p6p").ok());
  EXPECT_FALSE(ParseTile("").ok());
}

TEST(NotationTest, ParsesWinds) {
  EXPECT_EQ(*ParseWind("E"), Wind::kEast);
  EXPECT_EQ(*ParseWind("south"), Wind::kSouth);
  EXPECT_EQ(*ParseWind("WEST"), Wind::kWest);
  EXPECT_EQ(*ParseWind("n"), Wind::kNorth);
  EXPECT_THAT(ParseWind("up").status().message(), HasSubstr("'up'"));
  EXPECT_EQ(WindName(Wind::kNorth), "N");
}

TEST(NotationTest, ParsesMelds) {
  auto chow = ParseMeld("chow:978s");
  ASSERT_TRUE(chow.ok()) << chow.status();
  EXPECT_EQ(chow->type, MeldType::kChow);
  EXPECT_EQ(chow->tile, T(1, 7));
  EXPECT_EQ(FormatMeld(*chow), "chow:789s");
  EXPECT_EQ(ParseMeld("pung:555z")->tile, kRed);
  EXPECT_EQ(ParseMeld("kong:1111m")->type, MeldType::kOpenKong);
  EXPECT_EQ(ParseMeld("ckong:2222p")->type, MeldType::kConcealedKong);
  EXPECT_EQ(ParseMeld("akong:3333s")->type, MeldType::kAddedKong);
  EXPECT_EQ(FormatMeld(*ParseMeld("akong:3333s")), "akong:3333s");
}

TEST(NotationTest, RejectsBadMelds) {
  EXPECT_THAT(ParseMeld("chow:123z").status().message(), HasSubstr("three consecutive"));
  EXPECT_THAT(ParseMeld("chow:89m1s").status().message(), HasSubstr("three consecutive"));
  EXPECT_THAT(ParseMeld("pung:556m").status().message(), HasSubstr("three of a kind"));
  EXPECT_THAT(ParseMeld("kong:555m").status().message(), HasSubstr("four of a kind"));
  EXPECT_THAT(ParseMeld("triple:555m").status().message(), HasSubstr("'triple'"));
  EXPECT_THAT(ParseMeld("555m").status().message(), HasSubstr("KIND:TILES"));
}

}  // namespace
}  // namespace mj16
