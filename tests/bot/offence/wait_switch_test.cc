// Wait switching and pair unfixing (bot/offence/wait_switch.h): the examples of seed 000 §3.6.2,
// §3.6.3 and §3.6.5.
#include "bot/offence/wait_switch.h"

#include <gtest/gtest.h>

#include "core/notation.h"
#include "tests/support/test_hands.h"

namespace mj16::bot {
namespace {

using ::mj16::testing::C;
using ::mj16::testing::MakeHand;

Tile T(absl::string_view tile) { return *ParseTile(tile); }
KindMask Kinds(absl::string_view tiles) {
  KindMask m = 0;
  const TileCounts c = C(tiles);
  for (int t = 0; t < kNumKinds; ++t) {
    if (c[t] > 0) m |= Bit(t);
  }
  return m;
}

// The player sees its own hand and `elsewhere` (discards, others' melds, the offered tile) in
// the middle of a game: S = 30 drawable, x = 40 hidden in the others' hands, y = 13 on the left.
ProbabilityModel Seeing(const Hand& hand, absl::string_view elsewhere) {
  Visibility v;
  const TileCounts all = hand.AllTiles();
  const TileCounts other = elsewhere.empty() ? TileCounts{} : C(elsewhere);
  for (int t = 0; t < kNumKinds; ++t) {
    v.unknown[t] = static_cast<std::uint8_t>(kCopies - all[t] - other[t]);
  }
  v.drawable = 30;
  v.hidden_others = 40;
  v.hidden_left = 13;
  return ProbabilityModel(v, ProbabilityWeights{});
}

// mjbot's comparator: shanten first.
const CompareOptions kOptions = [] {
  CompareOptions o;
  o.shanten_first = true;
  return o;
}();

// Seed 000 §3.6.2 轉聽-碰: "12萬聽3萬，檯面上3萬已出現3張" — one live 3萬 left. Punging the pair
// of 5筒 and throwing 1萬 waits on 2萬, of which 3 are live.
TEST(WaitSwitchTest, PungThePairAwayFromANearlyDeadWait) {
  const Hand hand = MakeHand("12m55p", {"pung:111z", "pung:222z", "pung:333z", "chow:789s"});
  const ProbabilityModel model = Seeing(hand, "333m5p");
  const TileCounts exposed = C("333m5p");
  const ClaimContext ctx{model, exposed, kOptions};
  const SwitchClaim s = SwitchWaitByPung(hand, T("5p"), ctx, /*max_live=*/2);
  EXPECT_TRUE(s.applies);
  EXPECT_TRUE(s.take);
  EXPECT_EQ(s.before, Kinds("3m"));
  EXPECT_EQ(s.live_before, 1);
  EXPECT_EQ(s.live_after, 3);  // a single wait on 1萬 or 2萬, one copy held
  EXPECT_TRUE(s.after == Kinds("1m") || s.after == Kinds("2m"));
  EXPECT_EQ(s.meld.type, MeldType::kPung);
  EXPECT_EQ(s.meld.tile, T("5p"));
  EXPECT_EQ(DescribeSwitch(s).substr(0, 11), "3m (1 live)");
}

TEST(WaitSwitchTest, PungSwitchNeedsFewLiveTilesAndAPair) {
  const Hand hand = MakeHand("12m55p", {"pung:111z", "pung:222z", "pung:333z", "chow:789s"});
  // Two 3萬 seen: two live, within the threshold of 2 but not of 1.
  const ProbabilityModel two = Seeing(hand, "33m5p");
  const TileCounts exposed = C("33m5p");
  EXPECT_TRUE(SwitchWaitByPung(hand, T("5p"), {two, exposed, kOptions}, 2).take);
  EXPECT_FALSE(SwitchWaitByPung(hand, T("5p"), {two, exposed, kOptions}, 1).applies);
  // Nothing seen: four live 3萬, a better wait than any single wait; no switch.
  const ProbabilityModel fresh = Seeing(hand, "5p");
  EXPECT_FALSE(SwitchWaitByPung(hand, T("5p"), {fresh, exposed, kOptions}, 2).applies);
  // Not tenpai: no switch.
  const Hand far = MakeHand("19m55p", {"pung:111z", "pung:222z", "pung:333z", "chow:789s"});
  EXPECT_FALSE(SwitchWaitByPung(far, T("5p"), {two, exposed, kOptions}, 2).applies);
}

TEST(WaitSwitchTest, PungSwitchIsNotTakenWhenTheNewWaitIsNoBetter) {
  // 12萬 on 3萬 with one live; after the pung the single wait on 1萬 or 2萬 has only one live too.
  const Hand hand = MakeHand("12m55p", {"pung:111z", "pung:222z", "pung:333z", "chow:789s"});
  const ProbabilityModel model = Seeing(hand, "333m11m22m5p");
  const TileCounts exposed = C("333m11m22m5p");
  const SwitchClaim s = SwitchWaitByPung(hand, T("5p"), {model, exposed, kOptions}, 2);
  EXPECT_TRUE(s.applies);
  EXPECT_FALSE(s.take);
  EXPECT_EQ(s.live_after, 1);
}

// Seed 000 §3.6.3 轉聽-吃 (fig. 3-33): "11萬(眼)57789萬(此時只聽6萬)，上家打8萬，吃後聽69萬" —
// chow 7萬8萬9萬, throw 5萬, and wait on 6萬 9萬: two kinds instead of one, 4 + 3 live instead
// of 4.
TEST(WaitSwitchTest, Fig3_33ChowTheLeftDiscardForTwoWaits) {
  const Hand hand = MakeHand("11m57789m", {"pung:111z", "pung:222z", "chow:123p"});
  const ProbabilityModel model = Seeing(hand, "8m");
  const TileCounts exposed = C("8m");
  const SwitchClaim s = SwitchWaitByChow(hand, T("8m"), {model, exposed, kOptions});
  EXPECT_TRUE(s.applies);
  ASSERT_TRUE(s.take);
  EXPECT_EQ(s.before, Kinds("6m"));
  EXPECT_EQ(s.live_before, 4);
  EXPECT_EQ(s.meld.type, MeldType::kChow);
  EXPECT_EQ(s.meld.tile, T("7m"));
  EXPECT_EQ(s.discard, T("5m"));
  EXPECT_EQ(s.after, Kinds("69m"));
  EXPECT_EQ(s.live_after, 7);
}

TEST(WaitSwitchTest, ChowSwitchNeedsMoreKindsAndMoreLiveTiles) {
  const Hand hand = MakeHand("11m57789m", {"pung:111z", "pung:222z", "chow:123p"});
  // Two 9萬 and one 6萬 seen elsewhere: 6萬 9萬 would have 3 + 1 live against 6萬's 3; taken.
  {
    const ProbabilityModel m = Seeing(hand, "6m99m8m");
    const TileCounts exposed = C("6m99m8m");
    EXPECT_TRUE(SwitchWaitByChow(hand, T("8m"), {m, exposed, kOptions}).take);
  }
  // Three 9萬 seen elsewhere: 9萬 is dead after the chow (one is in the hand), so 6萬 9萬 have no
  // more live copies than 6萬 alone.
  {
    const ProbabilityModel m = Seeing(hand, "999m8m");
    const TileCounts exposed = C("999m8m");
    const SwitchClaim s = SwitchWaitByChow(hand, T("8m"), {m, exposed, kOptions});
    EXPECT_TRUE(s.applies);
    EXPECT_FALSE(s.take);
  }
  // Not tenpai (5萬 → 4萬): no switch.
  const Hand far = MakeHand("11m47789m", {"pung:111z", "pung:222z", "chow:123p"});
  const ProbabilityModel m = Seeing(far, "8m");
  EXPECT_FALSE(SwitchWaitByChow(far, T("8m"), {m, C("8m"), kOptions}).applies);
}

// Seed 000 §3.6.5 眼睛不固定 (fig. 3-35): 1-shanten with two single-acceptance partial groups,
// 79萬 (8萬) and 89條 (7條), and the pair 11萬: 8 live effective tiles. Punging 1萬 frees the pair:
// either partial group can become it, and 7萬 8萬 9萬 7條 8條 9條 (20 live) are effective.
TEST(WaitSwitchTest, Fig3_35PungThePairForMoreEffectiveTiles) {
  const Hand hand = MakeHand("11m79m89s5z", {"pung:111z", "pung:222z", "chow:123p"});
  const ProbabilityModel model = Seeing(hand, "1m");
  const TileCounts exposed = C("1m");
  const SwitchClaim s = UnfixPair(hand, T("1m"), {model, exposed, kOptions});
  EXPECT_TRUE(s.applies);
  EXPECT_TRUE(s.take);
  EXPECT_EQ(s.before, Kinds("8m7s"));
  EXPECT_EQ(s.live_before, 8);
  EXPECT_EQ(s.discard, T("5z"));
  EXPECT_EQ(s.shanten_after, 1);
  EXPECT_EQ(s.after, Kinds("789m789s"));
  EXPECT_EQ(s.live_after, 4 + 3 + 3 + 4 + 3 + 3);
}

TEST(WaitSwitchTest, UnfixPairLeavesShantenChangesToTheComparator) {
  // 11萬 5筒 9條 with four melds: punging 1萬 makes the hand tenpai, not a 1-shanten choice.
  const Hand tenpai_after =
      MakeHand("11m5p9s", {"pung:111z", "pung:222z", "chow:123p", "chow:456s"});
  const ProbabilityModel m = Seeing(tenpai_after, "1m");
  const SwitchClaim s = UnfixPair(tenpai_after, T("1m"), {m, C("1m"), kOptions});
  EXPECT_FALSE(s.applies);
  EXPECT_EQ(s.shanten_after, 0);
  // 2-shanten: not the situation.
  const Hand two = MakeHand("11m79m5z7z9s", {"pung:111z", "pung:222z", "chow:123p"});
  EXPECT_FALSE(UnfixPair(two, T("1m"), {Seeing(two, "1m"), C("1m"), kOptions}).applies);
  // A concealed pung is not a pair.
  const Hand pung = MakeHand("111m79m89s", {"pung:111z", "pung:222z", "chow:123p"});
  EXPECT_FALSE(UnfixPair(pung, T("1m"), {Seeing(pung, "1m"), C("1m"), kOptions}).applies);
}

TEST(WaitSwitchTest, LiveCountsAreTheUnknownCopies) {
  const Hand hand = MakeHand("11m57789m", {"pung:111z", "pung:222z", "chow:123p"});
  const ProbabilityModel m = Seeing(hand, "66m");
  EXPECT_EQ(LiveCount(Kinds("6m"), m), 2);
  EXPECT_EQ(LiveCount(Kinds("69m"), m), 2 + 3);
  const Wait w = WaitOf(hand, m);
  EXPECT_EQ(w.kinds, Kinds("6m"));
  EXPECT_EQ(w.Kinds(), 1);
  EXPECT_EQ(w.live, 2);
  const Effective e = EffectiveOf(hand, m);
  EXPECT_EQ(e.shanten, 0);
}

}  // namespace
}  // namespace mj16::bot
