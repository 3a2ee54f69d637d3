#include "tables/shanten.h"

#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/support/reference_shanten.h"
#include "tests/tables/tables_test_util.h"

namespace mj16::tables {
namespace {

using testing::Format;
using testing::Parse;

constexpr int kWest = 29;
constexpr int k3m = 2;

// Seed 001 §2.1.1 fig 2-1(a): four complete groups and a pair plus a partial group: tenpai.
TEST(ShantenTest, Fig2_1aTenpai) {
  const TileCounts h = Parse("123m456m789s111z55p34p");
  EXPECT_EQ(Shanten(h, 5), 0);
  EXPECT_EQ(reference::Shanten(h, 5), 0);
}

// Seed 001 §2.1.1 fig 2-1(b): one more 3m or 6m (for 45m) reaches tenpai: 1-shanten.
TEST(ShantenTest, Fig2_1bOneShanten) {
  const TileCounts h = Parse("45m9m123p456p79s111z55z");
  ASSERT_EQ(testing::Total(h), 16);
  EXPECT_EQ(Shanten(h, 5), 1);
  for (const char* draw : {"3m", "6m"}) {
    const TileCounts more = Parse(std::string("45m9m123p456p79s111z55z") + draw);
    EXPECT_EQ(Shanten(more, 5), 0) << draw;  // 17 tiles: tenpai after one discard
  }
}

// Seed 001 §2.3.3 fig 2-9: with the pair fixed on 3m the hand is 1-shanten, with the pair on
// West it is tenpai; the table result takes the best pair position.
TEST(ShantenTest, Fig2_9PairPosition) {
  const TileCounts h = Parse("123333m456789p12s33z");
  ASSERT_EQ(testing::Total(h), 16);
  EXPECT_EQ(reference::Shanten(h, 5, k3m), 1);
  EXPECT_EQ(reference::Shanten(h, 5, kWest), 0);
  EXPECT_EQ(Shanten(h, 5), 0);
}

// The four-copy rule of the definition: a kind whose four copies are held cannot be waited on.
TEST(ShantenTest, FourCopiesPinned) {
  EXPECT_EQ(Shanten(Parse("1111m123p112233s"), 4), 1);
  EXPECT_EQ(Shanten(Parse("11112222333444z"), 4), 1);
  EXPECT_EQ(Shanten(Parse("1111247777m"), 3), 1);
  EXPECT_EQ(Shanten(Parse("1111444478m"), 3), 2);
  EXPECT_EQ(reference::Shanten(Parse("1111m123p112233s"), 4), 1);
  EXPECT_EQ(reference::Shanten(Parse("11112222333444z"), 4), 1);
  EXPECT_EQ(reference::Shanten(Parse("1111247777m"), 3), 1);
  EXPECT_EQ(reference::Shanten(Parse("1111444478m"), 3), 2);
}

TEST(ShantenTest, CompleteHands) {
  EXPECT_EQ(Shanten(Parse("123456789m11122z"), 4), -1);
  EXPECT_EQ(Shanten(Parse("111234456789999m55z"), 5), -1);  // four 9m: 789m + 999m
  EXPECT_EQ(Shanten(Parse("111222333444555m66m"), 5), -1);
  EXPECT_EQ(Shanten(Parse("11z"), 0), -1);
  EXPECT_EQ(Shanten(Parse("1z"), 0), 0);
  EXPECT_EQ(Shanten(Parse("12z"), 0), 0);
}

TEST(ShantenTest, SmallAndEmpty) {
  EXPECT_EQ(Shanten(TileCounts{}, 5), 16);  // nothing held: 17 tiles to bring in
  EXPECT_EQ(Shanten(Parse("1m"), 1), 3);    // keep 1m, bring in 4 tiles
  // 16 lone tiles: each of the 6 groups keeps one, 11 to bring in.
  EXPECT_EQ(Shanten(Parse("147m258s369p1234567z"), 5), 10);
  EXPECT_EQ(reference::Shanten(Parse("147m258s369p1234567z"), 5), 10);
}

struct RandomCase {
  const char* name;
  int size;
  int melds;
  bool quad;
  int suit;  // -1: all kinds; else one suit plus the honors
};

class ShantenRandomTest : public ::testing::TestWithParam<RandomCase> {};

TEST_P(ShantenRandomTest, MatchesReference) {
  const RandomCase& c = GetParam();
  std::mt19937_64 rng(1234 + c.size * 7 + c.melds * 131 + c.quad * 17 + (c.suit + 1) * 1001);
  const std::vector<int> kinds = c.suit < 0 ? testing::AllKinds() : testing::SuitAndHonors(c.suit);
  for (int i = 0; i < 3000; ++i) {
    const TileCounts h =
        c.quad ? testing::RandomHandWithQuad(rng, c.size) : testing::RandomHand(rng, c.size, kinds);
    ASSERT_EQ(Shanten(h, c.melds), reference::Shanten(h, c.melds)) << Format(h);
    ASSERT_EQ(Analyze(h, c.melds).shanten, reference::Shanten(h, c.melds)) << Format(h);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Hands, ShantenRandomTest,
    ::testing::Values(RandomCase{"h14", 14, 4, false, -1}, RandomCase{"h13", 13, 4, false, -1},
                      RandomCase{"h17", 17, 5, false, -1}, RandomCase{"h16", 16, 5, false, -1},
                      RandomCase{"h16quad", 16, 5, true, -1},
                      RandomCase{"h17quad", 17, 5, true, -1},
                      RandomCase{"h14quad", 14, 4, true, -1},
                      RandomCase{"h17chars", 17, 5, false, 0},
                      RandomCase{"h16bamboo", 16, 5, false, 1},
                      RandomCase{"h14dots", 14, 4, false, 2}, RandomCase{"h10", 10, 3, false, -1},
                      RandomCase{"h11", 11, 3, false, 0}, RandomCase{"h7", 7, 2, false, -1},
                      RandomCase{"h5", 5, 1, false, 1}, RandomCase{"h4", 4, 1, false, -1},
                      RandomCase{"h2", 2, 0, false, -1}, RandomCase{"h1", 1, 0, false, 2}),
    [](const ::testing::TestParamInfo<RandomCase>& info) { return info.param.name; });

// A hand made of one suit only is the table's hardest case (all melds in one component).
TEST(ShantenTest, PureOneSuitHands) {
  std::mt19937_64 rng(99);
  std::vector<int> chars;
  for (int r = 0; r < 9; ++r) chars.push_back(r);
  for (int i = 0; i < 3000; ++i) {
    const int size = 13 + static_cast<int>(rng() % 5);  // 13..17
    const int melds = size >= 16 ? 5 : 4;
    const TileCounts h = testing::RandomHand(rng, size, chars);
    ASSERT_EQ(Shanten(h, melds), reference::Shanten(h, melds)) << Format(h);
  }
}

}  // namespace
}  // namespace mj16::tables
