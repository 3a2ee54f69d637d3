#include <random>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tables/shanten.h"
#include "tests/support/reference_shanten.h"
#include "tests/tables/tables_test_util.h"

namespace mj16::tables {
namespace {

using testing::Format;
using testing::FormatMask;
using testing::Kinds;
using testing::Parse;

// Seed 001 §2.2.1 fig 2-2: 23m waits on 1m 4m, 24m on 3m, a pair of 3p on 3p (the honor pair
// beside it can also take the pung, so 1z joins in the last case).
TEST(EffectiveTest, Fig2_2PartialGroups) {
  EXPECT_EQ(FormatMask(Analyze(Parse("23m11z"), 1).effective), "14m");
  EXPECT_EQ(FormatMask(Analyze(Parse("24m11z"), 1).effective), "3m");
  EXPECT_EQ(FormatMask(Analyze(Parse("33p11z"), 1).effective), "3p1z");
}

// Seed 001 §2.2.2 fig 2-3: 23456m splits as 234+56 (4m 7m) or 23+456 (1m 4m): the union.
TEST(EffectiveTest, Fig2_3UnionOfSplits) {
  const ShantenInfo info = Analyze(Parse("23456m123p789p111z22z"), 5);
  EXPECT_EQ(info.shanten, 0);
  EXPECT_EQ(FormatMask(info.effective), "147m");
  EXPECT_EQ(FormatMask(Analyze(Parse("23456m11z"), 2).effective), "147m");
}

// Seed 001 §2.3.3 fig 2-11: East as the pair waits on 3m 6m; 6m as the pair waits on East.
TEST(EffectiveTest, Fig2_11UnionOverPairPositions) {
  const TileCounts h = Parse("45666m123p789p555s11z");
  const ShantenInfo info = Analyze(h, 5);
  EXPECT_EQ(info.shanten, 0);
  EXPECT_EQ(FormatMask(info.effective), "36m1z");
  EXPECT_EQ(info.effective, reference::Effective(h, 5));
}

// A kind whose four copies are held is never effective (the pinned four-copy hands).
TEST(EffectiveTest, FourHeldCopiesNeverEffective) {
  for (const auto& [hand, melds] : std::vector<std::pair<const char*, int>>{
           {"1111m123p112233s", 4}, {"1111247777m", 3}, {"1111444478m", 3}, {"1111m", 1}}) {
    const TileCounts h = Parse(hand);
    const ShantenInfo info = Analyze(h, melds);
    EXPECT_EQ(info.shanten, reference::Shanten(h, melds)) << hand;
    EXPECT_EQ(info.effective, reference::Effective(h, melds))
        << hand << " got " << FormatMask(info.effective);
    for (int t = 0; t < kNumKinds; ++t) {
      if (h[t] == 4) {
        EXPECT_FALSE((info.effective >> t) & 1) << hand;
      }
    }
  }
  // 1111m alone, one meld needed: 111m + a pair elsewhere, so every other kind but 1m helps.
  EXPECT_EQ(Analyze(Parse("1111m"), 1).effective & TileBit(0), 0u);
}

struct RandomCase {
  const char* name;
  int size;
  int melds;
  bool quad;
  int suit;  // -1: all kinds; else one suit plus the honors
  int hands;
};

class EffectiveRandomTest : public ::testing::TestWithParam<RandomCase> {};

TEST_P(EffectiveRandomTest, MatchesReference) {
  const RandomCase& c = GetParam();
  std::mt19937_64 rng(77 + c.size * 7 + c.melds * 131 + c.quad * 17 + (c.suit + 1) * 1001);
  const std::vector<int> kinds = c.suit < 0 ? testing::AllKinds() : testing::SuitAndHonors(c.suit);
  for (int i = 0; i < c.hands; ++i) {
    const TileCounts h =
        c.quad ? testing::RandomHandWithQuad(rng, c.size) : testing::RandomHand(rng, c.size, kinds);
    const ShantenInfo info = Analyze(h, c.melds);
    ASSERT_EQ(info.shanten, reference::Shanten(h, c.melds)) << Format(h);
    const std::uint64_t expected = reference::Effective(h, c.melds);
    ASSERT_EQ(info.effective, expected)
        << Format(h) << " got " << FormatMask(info.effective) << " want " << FormatMask(expected);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Hands, EffectiveRandomTest,
    ::testing::Values(
        RandomCase{"h16", 16, 5, false, -1, 1000}, RandomCase{"h13", 13, 4, false, -1, 1000},
        // 3n+2 hands: the draws that would lower shanten before discarding.
        RandomCase{"h17", 17, 5, false, -1, 500}, RandomCase{"h14", 14, 4, false, -1, 500},
        RandomCase{"h17quad", 17, 5, true, -1, 300}, RandomCase{"h16quad", 16, 5, true, -1, 300},
        RandomCase{"h13quad", 13, 4, true, -1, 300}, RandomCase{"h16chars", 16, 5, false, 0, 300},
        RandomCase{"h13dots", 13, 4, false, 2, 300}, RandomCase{"h10", 10, 3, false, -1, 300},
        RandomCase{"h7bamboo", 7, 2, false, 1, 300}, RandomCase{"h4", 4, 1, false, -1, 300},
        RandomCase{"h1", 1, 0, false, -1, 100}),
    [](const ::testing::TestParamInfo<RandomCase>& info) { return info.param.name; });

// Seed 001 §2.2.3–2.2.4: live copies come from what is visible; 2p (a held pair: can be
// punged, fig 2-5(b)) weighs 4, the chow-type kinds 2 (table 2-1, normal phase).
TEST(EffectiveTest, LiveCountsAndWeights) {
  const TileCounts h = Parse("13m22p9s57z");
  TileCounts visible = h;
  visible[1] += 3;   // three 2m discarded
  visible[19] += 1;  // one more 2p discarded
  const Efficiency e = Evaluate(h, 2, visible);
  EXPECT_EQ(e.shanten, 2);
  EXPECT_EQ(FormatMask(e.effective), "2m789s2p57z");
  EXPECT_EQ(e.effective, reference::Effective(h, 2));
  // live: 2m 1, 2p 1, 7s 4, 8s 4, 9s 3, 5z 3, 7z 3.
  EXPECT_EQ(e.live, 19);
  EXPECT_EQ(LiveCount(e.effective, visible), 19);
  EXPECT_DOUBLE_EQ(e.score, 2.0 * 18 + 4.0 * 1);

  ScoreWeights flat;
  flat.normal = {1.0, 1.0};
  EXPECT_DOUBLE_EQ(Evaluate(h, 2, visible, flat).score, 19.0);
}

// Seed 001 table 2-1: at tenpai both types weigh 1.
TEST(EffectiveTest, TenpaiWeights) {
  const TileCounts h = Parse("13m22p");
  const Efficiency e = Evaluate(h, 1, h);
  EXPECT_EQ(e.shanten, 0);
  EXPECT_EQ(FormatMask(e.effective), "2m");
  EXPECT_EQ(e.live, 4);
  EXPECT_DOUBLE_EQ(e.score, 4.0);
}

// Every discard of a 3n+2 hand must agree with analysing the 3n+1 hand left behind.
class DiscardsRandomTest : public ::testing::TestWithParam<RandomCase> {};

TEST_P(DiscardsRandomTest, MatchesPerDiscardAnalysis) {
  const RandomCase& c = GetParam();
  std::mt19937_64 rng(5 + c.size * 7 + c.quad * 17 + (c.suit + 1) * 1001);
  const std::vector<int> kinds = c.suit < 0 ? testing::AllKinds() : testing::SuitAndHonors(c.suit);
  for (int i = 0; i < c.hands; ++i) {
    const TileCounts h =
        c.quad ? testing::RandomHandWithQuad(rng, c.size) : testing::RandomHand(rng, c.size, kinds);
    // Some tiles seen elsewhere, never more than 4 of a kind in total.
    TileCounts visible = h;
    for (int t = 0; t < kNumKinds; ++t) visible[t] += static_cast<std::uint8_t>(rng() % (5 - h[t]));
    const DiscardList list = AnalyzeDiscards(h, c.melds, visible);
    int expected_size = 0;
    for (int t = 0; t < kNumKinds; ++t) expected_size += h[t] > 0;
    ASSERT_EQ(list.size, expected_size) << Format(h);
    for (const DiscardInfo& d : list) {
      TileCounts rest = h;
      ASSERT_GT(rest[d.discard], 0);
      --rest[d.discard];
      const Efficiency e = Evaluate(rest, c.melds, visible);
      ASSERT_EQ(d.shanten, e.shanten) << Format(h) << " discard " << int{d.discard};
      ASSERT_EQ(d.effective, e.effective) << Format(h) << " discard " << int{d.discard};
      ASSERT_EQ(d.live, e.live);
      ASSERT_DOUBLE_EQ(d.score, e.score);
      if (i < c.hands / 10) {  // the reference is slow: a tenth of the hands
        ASSERT_EQ(d.shanten, reference::Shanten(rest, c.melds)) << Format(rest);
        ASSERT_EQ(d.effective, reference::Effective(rest, c.melds)) << Format(rest);
      }
    }
  }
}

// A list scored anew for other visible tiles is the list AnalyzeDiscards gives with those.
TEST(EffectiveTest, ScoreDiscardsIsAnalyzeDiscardsWithOtherTilesVisible) {
  std::mt19937_64 rng(41);
  const ScoreWeights weights{{2.0, 5.0}, {1.0, 3.0}};
  for (int i = 0; i < 2000; ++i) {
    const int melds = 1 + static_cast<int>(rng() % 5);
    const TileCounts h = testing::RandomHand(rng, 3 * melds + 2, testing::AllKinds());
    TileCounts before = h, now = h;
    for (int t = 0; t < kNumKinds; ++t) {
      before[t] += static_cast<std::uint8_t>(rng() % (5 - h[t]));
      now[t] += static_cast<std::uint8_t>(rng() % (5 - h[t]));
    }
    DiscardList list = AnalyzeDiscards(h, melds, before, weights);
    ScoreDiscards(h, now, weights, list);
    const DiscardList want = AnalyzeDiscards(h, melds, now, weights);
    ASSERT_EQ(list.size, want.size);
    for (int k = 0; k < want.size; ++k) {
      ASSERT_EQ(list[k].live, want[k].live) << Format(h);
      ASSERT_EQ(list[k].score, want[k].score) << Format(h);
    }
  }
}

TEST(EffectiveTest, KindsHoldingNamesTheKindsWithThatManyCopies) {
  std::mt19937_64 rng(43);
  for (int i = 0; i < 1000; ++i) {
    const TileCounts h = testing::RandomHandWithQuad(rng, 17);
    for (int copies = 0; copies <= kCopies; ++copies) {
      TileMask want = 0;
      for (int t = 0; t < kNumKinds; ++t) want |= static_cast<TileMask>(h[t] == copies) << t;
      ASSERT_EQ(KindsHolding(h, copies), want) << Format(h) << " " << copies;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Hands, DiscardsRandomTest,
                         ::testing::Values(RandomCase{"h17", 17, 5, false, -1, 1000},
                                           RandomCase{"h14", 14, 4, false, -1, 1000},
                                           RandomCase{"h17quad", 17, 5, true, -1, 500},
                                           RandomCase{"h17chars", 17, 5, false, 0, 500},
                                           RandomCase{"h11", 11, 3, false, -1, 500},
                                           RandomCase{"h5", 5, 1, false, 2, 500},
                                           RandomCase{"h2", 2, 0, false, -1, 300}),
                         [](const ::testing::TestParamInfo<RandomCase>& info) {
                           return info.param.name;
                         });

// Discarding from a held honor quad (the honor count classes must follow the discard).
TEST(EffectiveTest, DiscardsFromHonorQuads) {
  std::mt19937_64 rng(31);
  for (int i = 0; i < 300; ++i) {
    TileCounts h{};
    const int quad = kNumSuited + static_cast<int>(rng() % 7);
    h[quad] = 4;
    const std::vector<int> kinds = testing::SuitAndHonors(static_cast<int>(rng() % 3));
    while (testing::Total(h) < 17) {
      const int t = kinds[rng() % kinds.size()];
      if (h[t] < 4) ++h[t];
    }
    for (const DiscardInfo& d : AnalyzeDiscards(h, 5)) {
      TileCounts rest = h;
      --rest[d.discard];
      const ShantenInfo want = Analyze(rest, 5);
      ASSERT_EQ(d.shanten, want.shanten) << Format(h) << " discard " << int{d.discard};
      ASSERT_EQ(d.effective, want.effective) << Format(h) << " discard " << int{d.discard};
      if (d.discard == quad && i < 60) {
        ASSERT_EQ(d.effective, reference::Effective(rest, 5)) << Format(rest);
      }
    }
  }
}

TEST(EffectiveTest, DiscardsOfACompleteHand) {
  const TileCounts h = Parse("123456789m11122z");
  const DiscardList list = AnalyzeDiscards(h, 4);
  ASSERT_EQ(list.size, 11);
  for (const DiscardInfo& d : list) EXPECT_EQ(d.shanten, 0) << int{d.discard};
  // Discarding 9m leaves 12345678m 11122z: waits 9m (and 3m 6m by the other split).
  EXPECT_EQ(FormatMask(list[8].effective), "369m");
  TileCounts rest = h;
  --rest[8];
  EXPECT_EQ(list[8].effective, reference::Effective(rest, 4));
}

}  // namespace
}  // namespace mj16::tables
