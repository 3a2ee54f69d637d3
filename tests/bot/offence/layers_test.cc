// Seed 001 §2.4.2's discard layers (bot/offence/layers.h), with the seed's kinds of tile.
#include "bot/offence/layers.h"

#include <gtest/gtest.h>

#include "core/notation.h"
#include "tests/support/test_hands.h"

namespace mj16::bot {
namespace {

using ::mj16::testing::C;

Tile T(absl::string_view text) { return ParseTile(text).value(); }

DiscardLayer LayerOf(const TileCounts& hand, Tile t) { return LayerMasks(hand).Of(t); }

TEST(LayersTest, LayersOfSeed001Section242) {
  const TileCounts h = C("249m2467s122233467p4z");
  EXPECT_EQ(LayerOf(h, T("4z")), DiscardLayer::kIsolatedHonor);   // 孤張字牌
  EXPECT_EQ(LayerOf(h, T("9m")), DiscardLayer::kIsolatedSuited);  // nothing within two ranks
  EXPECT_EQ(LayerOf(h, T("2m")), DiscardLayer::kOther);           // 24m: a gap partial (中洞搭)
  EXPECT_EQ(LayerOf(h, T("2p")), DiscardLayer::kOther);
  EXPECT_EQ(LayerOf(C("55z1m"), T("5z")), DiscardLayer::kOther);  // an honor pair (對搭)
  EXPECT_EQ(LayerOf(C("1m4m"), T("1m")), DiscardLayer::kIsolatedSuited);
}

// A tile of a complete group or a pair is never isolated, and a neighbour three ranks away does
// not count (table 2-2: partial groups span at most two ranks).
TEST(LayersTest, PairsAndGroupsAreNotIsolated) {
  EXPECT_EQ(LayerOf(C("11m5p"), T("1m")), DiscardLayer::kOther);
  EXPECT_EQ(LayerOf(C("123m"), T("2m")), DiscardLayer::kOther);
  EXPECT_EQ(LayerOf(C("5m8m"), T("5m")), DiscardLayer::kIsolatedSuited);
  EXPECT_EQ(LayerOf(C("5m5p"), T("5m")), DiscardLayer::kIsolatedSuited);  // another suit
}

// A hand of terminals and honours: every single is isolated, each honour in layer 1; a run of
// gaps keeps every tile a partial group's.
TEST(LayersTest, EveryKindOfAHandAtOnce) {
  const LayerMasks lone(C("19m19s19p1234567z"));
  for (const char* t : {"1m", "9m", "1s", "9s", "1p", "9p"}) {
    EXPECT_EQ(lone.Of(T(t)), DiscardLayer::kIsolatedSuited) << t;
  }
  for (const char* t : {"1z", "4z", "7z"}) EXPECT_EQ(lone.Of(T(t)), DiscardLayer::kIsolatedHonor);
  const LayerMasks gaps(C("13579s"));
  for (const char* t : {"1s", "3s", "5s", "7s", "9s"}) {
    EXPECT_EQ(gaps.Of(T(t)), DiscardLayer::kOther) << t;
  }
  EXPECT_EQ(LayerMasks(C("2479m")).Of(T("7m")), DiscardLayer::kOther);  // 9m two ranks up
}

}  // namespace
}  // namespace mj16::bot
