// Seed 001 §2.4.2's discard layers (bot/offence/layers.h), with the seed's kinds of tile.
#include "bot/offence/layers.h"

#include <gtest/gtest.h>

#include "core/notation.h"
#include "tests/support/test_hands.h"

namespace mj16::bot {
namespace {

using ::mj16::testing::C;

Tile T(absl::string_view text) { return ParseTile(text).value(); }

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

// The masks of every kind at once say what LayerOf says of each kind held.
TEST(LayersTest, LayerMasksAgreeWithLayerOf) {
  for (const char* hand : {"249m2467s122233467p4z", "55z1m", "1m4m", "19m19s19p1234567z", "11m5p",
                           "5m8m", "5m5p", "2479m", "13579s"}) {
    const TileCounts h = C(hand);
    const LayerMasks masks(h);
    for (int t = 0; t < kNumKinds; ++t) {
      if (h[t] == 0) continue;
      EXPECT_EQ(masks.Of(static_cast<Tile>(t)), LayerOf(h, t)) << hand << " " << t;
    }
  }
}

}  // namespace
}  // namespace mj16::bot
