#include "bot/defence/safe_discard.h"
#include "bot/settings/settings.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "bot/decide/decide.h"
#include "bot/defence/feed.h"
#include "tests/support/test_views.h"

namespace mj16::bot {
namespace {

constexpr Tile kMan(int rank) { return MakeTile(kCharacters, rank); }

// Position 1 holds 16 tiles, 4-shanten (東 pung, 南 pair, 12 45 78萬, eight lone tiles);
// position 2 deals. Our hand never changes: we throw what we draw.
constexpr absl::string_view kOpening[] = {
    "/start MJ 1 x", "/initGame east east 2 2 0",
    "/initCard 110 120 140 150 170 180 220 250 280 330 360 410 411 412 420 421"};

// `rounds` go-arounds of plain discards by 2, 3 and 4, and our draw and throw; then the extra
// lines. Others throw honors and terminals we do not hold; copies repeat, which the view allows.
TableView Play(int rounds, const std::vector<std::string>& extra = {}) {
  std::vector<std::string> lines(std::begin(kOpening), std::end(kOpening));
  const int others[] = {440, 450, 460, 470, 190, 290, 390, 430};
  for (int r = 0; r < rounds; ++r) {
    for (int p = 2; p <= 4; ++p) {
      lines.push_back(absl::StrCat("/throw ", p, " ", others[(3 * r + p) % 8] + r % 4));
    }
    const int drawn = 380 + r % 4;  // 8筒
    lines.push_back(absl::StrCat("/mo ", drawn));
    lines.push_back(absl::StrCat("/throw 1 ", drawn));
  }
  lines.insert(lines.end(), extra.begin(), extra.end());
  return testing::ReplayLines(lines);
}

// Position 3 shows three concealed kongs (`/gong 3 0`: tiles not shown).
std::vector<std::string> ThreeKongsFor3() { return {"/gong 3 0", "/gong 3 0", "/gong 3 0"}; }

TEST(DefenceTest, PlayCountsGoArounds) {
  // The dealer's first discard needs no draw: n rounds are 4n − 1 draws, go-around n.
  EXPECT_EQ(Play(0).go_around(), 1);
  EXPECT_EQ(Play(1).draws(), 3);
  EXPECT_EQ(Play(10).go_around(), 10);
}

TEST(DefenceTest, OffOrTenpaiAlwaysPushes) {
  const TableView late = Play(12, ThreeKongsFor3());
  Settings off;
  off.defence.enabled = false;
  EXPECT_FALSE(DecideStance(late, 5, off.defence).fold);
  EXPECT_EQ(DecideStance(late, 5, off.defence).reason, "defence off");
  EXPECT_FALSE(DecideStance(late, 0, Settings{}.defence).fold);
  Settings alone;  // the defence alone folds tenpai hands too (seed 002 §3.3's test)
  alone.defence.fold_max_shanten = -1;
  EXPECT_TRUE(DecideStance(late, 0, alone.defence).fold);
}

// Fuzz finding (tools/fuzz/corpus/session/crash-268e…): a game played without a /start has no
// seat; the defence stood down instead of indexing the standings at position 0.
TEST(DefenceTest, NoSeatNoDefence) {
  const TableView view = testing::ReplayLines(
      {"/initGame east west 1 3 0",
       "/initCard 120 123 141 142 151 183 240 261 321 333 410 422 451 452 453 473", "/mo 370"});
  ASSERT_EQ(view.pos(), 0);
  const Stance s = DecideStance(view, 3, Settings{}.defence);
  EXPECT_FALSE(s.fold);
  EXPECT_FALSE(s.prefer_safe);
  EXPECT_EQ(FeedWeights(view, Settings{}.defence), (std::array<double, 4>{1, 1, 1, 1}));
  const Decision d = Decide(view, Ask::kThrow, Settings{});
  ASSERT_EQ(d.action.type, ActionType::kThrow);
  EXPECT_TRUE(view.hand().Holds(d.action.cards[0]));
}

// Seed 000 §3.6.1 i: from go-around 10, fold unless tenpai or 1-shanten.
TEST(DefenceTest, Seed000_3_6_1_i_FoldsFromGoAroundTen) {
  const Settings s;
  EXPECT_FALSE(DecideStance(Play(9), 2, s.defence).fold);
  const Stance fold = DecideStance(Play(10), 2, s.defence);
  EXPECT_TRUE(fold.fold);
  EXPECT_TRUE(fold.threats.empty());  // against all three
  EXPECT_NE(fold.reason.find("§3.6.1 i"), std::string::npos) << fold.reason;
  EXPECT_FALSE(DecideStance(Play(10), 1, s.defence).fold);  // 1-shanten pushes
}

// Seed 002 §3.2.4's window: safe discards preferred from step 7, only tenpai pushes from 12.
TEST(DefenceTest, Seed002_3_2_4_Window) {
  const Settings s;
  EXPECT_FALSE(DecideStance(Play(6), 1, s.defence).prefer_safe);
  EXPECT_TRUE(DecideStance(Play(7), 1, s.defence).prefer_safe);
  EXPECT_TRUE(DecideStance(Play(7), 0, s.defence).prefer_safe);  // tenpai hands too
  EXPECT_FALSE(DecideStance(Play(11), 1, s.defence).fold);
  const Stance late = DecideStance(Play(12), 1, s.defence);
  EXPECT_TRUE(late.fold);
  EXPECT_NE(late.reason.find("§3.2.4"), std::string::npos) << late.reason;
}

// Seed 000 §3.6.1 ii: an opponent with three melds while we are far from tenpai; the threat is
// that opponent alone. The seed's 2-shanten is a setting (tuned 3); the rule is off by default.
TEST(DefenceTest, Seed000_3_6_1_ii_FoldsAgainstThreeMelds) {
  const TableView view = Play(2, ThreeKongsFor3());
  ASSERT_EQ(view.seat(3).MeldCount(), 3);
  Settings seed;
  seed.defence.fold_meld_count = 3;
  seed.defence.fold_meld_shanten = 2;
  const Stance fold = DecideStance(view, 2, seed.defence);
  EXPECT_TRUE(fold.fold);
  EXPECT_EQ(fold.threats, std::vector<int>{3});
  EXPECT_NE(fold.reason.find("P3"), std::string::npos) << fold.reason;
  EXPECT_FALSE(DecideStance(view, 1, seed.defence).fold);
  Settings tuned;
  tuned.defence.fold_meld_count = 3;
  EXPECT_FALSE(DecideStance(view, 2, tuned.defence).fold);  // tuned: 3-shanten and more
  EXPECT_TRUE(DecideStance(view, 3, tuned.defence).fold);
  EXPECT_FALSE(DecideStance(Play(2), 3, tuned.defence).fold);  // no melds shown: early, pushes
  // The default since session 7: off (it cost points in the 4-program format).
  EXPECT_FALSE(DecideStance(view, 3, Settings{}.defence).fold);
}

TEST(DefenceTest, PassedAndFollowTilesAreSafeHotTilesAreNot) {
  SafeTile t;
  t.danger.heat = 192;
  for (SafetyReason r : {SafetyReason::kPassed, SafetyReason::kDeadHonor, SafetyReason::kSinceMeld,
                         SafetyReason::kFollow}) {
    t.reason = r;
    EXPECT_TRUE(IsSafe(t, Settings{}.defence)) << SafetyReasonName(r);
  }
  t.reason = SafetyReason::kHeat;
  EXPECT_FALSE(IsSafe(t, Settings{}.defence));
  t.danger.heat = 16;
  EXPECT_TRUE(IsSafe(t, Settings{}.defence));  // defence_safe_heat
}

// A folding hand throws the tile everyone just let go.
TEST(DefenceTest, FoldThrowsTheSafestTile) {
  // 4 threw 1萬 (which we hold) and nobody has drawn since; we drew.
  const TableView view = Play(10, {"/throw 2 440", "/throw 3 450", "/throw 4 111", "/mo 381"});
  const FoldDiscard fold =
      ChooseFoldDiscard(Reading(view, Settings{}.reading), {}, Settings{}.defence);
  EXPECT_EQ(fold.tile, kMan(1));
  EXPECT_FALSE(fold.fed);
  EXPECT_EQ(fold.reason, "safest: passed");
}

// With no safe kind left the discard is fed (seed 000 §3.6.1 iii) and names its reason.
TEST(DefenceTest, NoSafeTileFeeds) {
  // Position 3 melded three times and threw nothing since, so nothing is let go against it; our
  // hand is all middle suited tiles.
  const TableView view = Play(10, ThreeKongsFor3());
  Settings s;
  s.defence.defence_safe_heat = -1;  // no heat is low enough
  const FoldDiscard fold = ChooseFoldDiscard(Reading(view, s.reading), {3}, s.defence);
  EXPECT_TRUE(fold.fed);
  EXPECT_NE(fold.tile, kNoTile);
  EXPECT_GT(view.hand().CountOf(fold.tile), 0);
  EXPECT_NE(fold.explanation.find("feed cost"), std::string::npos);
}

// Decide: a folding hand's answer is a held card with the fold's reason, and it claims nothing.
TEST(DefenceTest, DecideFoldsAndStopsClaiming) {
  const TableView view = Play(10, {"/throw 2 440", "/throw 3 450", "/throw 4 111", "/mo 381"});
  const Decision d = Decide(view, Ask::kThrow, Settings{});
  ASSERT_EQ(d.action.type, ActionType::kThrow);
  EXPECT_EQ(KindOf(d.action.cards[0]), kMan(1));
  EXPECT_NE(d.reason.find("fold"), std::string::npos) << d.reason;
  Settings off;
  off.defence.enabled = false;
  EXPECT_EQ(Decide(view, Ask::kThrow, off).reason.find("fold"), std::string::npos);

  const TableView offered = Play(10, {"/throw 2 440", "/throw 3 450", "/throw 4 230"});
  const Decision claim = Decide(offered, Ask::kEat, Settings{});
  EXPECT_EQ(claim.action.type, ActionType::kPass);
  EXPECT_NE(claim.reason.find("no claims: fold"), std::string::npos) << claim.reason;
}

}  // namespace
}  // namespace mj16::bot
