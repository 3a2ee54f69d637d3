#include "bot/offence/split.h"

#include <gtest/gtest.h>

#include "core/notation.h"
#include "tests/support/test_hands.h"

namespace mj16::bot {
namespace {

using ::mj16::testing::C;

KindMask M(absl::string_view tiles) {
  KindMask m = 0;
  const std::vector<Tile> parsed = *ParseTiles(tiles);  // kept: the range must outlive the loop
  for (Tile t : parsed) m |= Bit(t);
  return m;
}

// Seed 000 §3.5, fig. 3-23/3-24: 33345萬 44455筒 cuts best as 333萬 45萬 444筒 55筒 (2 groups,
// 2 incomplete), not 33萬 345萬 44筒 45筒 5筒 (1 group, 3 incomplete, 1 isolated).
TEST(SplitTest, Fig3_23MostGroupsThenMostPartials) {
  const SplitSummary s = Split(C("33345m44455p"));
  EXPECT_EQ(s.groups, 2);
  EXPECT_EQ(s.partials, 2);
  // The characters cut as 333萬 45萬 (waiting for 3萬 6萬) or, as well, 33萬 345萬 (3萬 by pung);
  // the dots only as 444筒 55筒.
  EXPECT_EQ(s.chow_waits, M("36m"));
  EXPECT_EQ(s.pung_waits, M("3m5p"));
  EXPECT_EQ(s.isolated, 0u);
  EXPECT_TRUE(s.has_pair);
}

// Seed 000 §3.5, fig. 3-25: 二三三萬 reads as 23萬 + 3萬 (waits 1萬 4萬) or 33萬 + 2萬 (waits 3萬);
// the merge keeps both.
TEST(SplitTest, Fig3_25MergeUnitesTiedCuts) {
  const SplitSummary s = Split(C("233m"));
  EXPECT_EQ(s.groups, 0);
  EXPECT_EQ(s.partials, 1);
  EXPECT_EQ(s.chow_waits, M("14m"));
  EXPECT_EQ(s.pung_waits, M("3m"));
  EXPECT_EQ(s.isolated, M("23m"));
}

TEST(SplitTest, EdgeAndGapShapes) {
  EXPECT_EQ(Split(C("12m")).chow_waits, M("3m"));
  EXPECT_EQ(Split(C("89s")).chow_waits, M("7s"));
  EXPECT_EQ(Split(C("46p")).chow_waits, M("5p"));
  EXPECT_EQ(Split(C("45p")).chow_waits, M("36p"));
}

TEST(SplitTest, HonorsMakeOnlyPungsAndPairs) {
  const SplitSummary s = Split(C("1112234z"));
  EXPECT_EQ(s.groups, 1);
  EXPECT_EQ(s.partials, 1);
  EXPECT_EQ(s.pung_waits, M("2z"));
  EXPECT_EQ(s.chow_waits, 0u);
  EXPECT_EQ(s.isolated, M("34z"));
}

TEST(SplitTest, SuitsAreIndependent) {
  const SplitSummary s = Split(C("123m456s789p11z"));
  EXPECT_EQ(s.groups, 3);
  EXPECT_EQ(s.partials, 1);
  EXPECT_FALSE(Split(C("19m19s")).has_pair);
}

}  // namespace
}  // namespace mj16::bot
