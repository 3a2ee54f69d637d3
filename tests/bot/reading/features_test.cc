// bot/reading/features.h: every number the learned reading sees of an opponent, pinned on a
// hand-made game in which position 3 chows, pungs, has a discard taken and discards a kind twice.
#include "bot/reading/features.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "bot/reading/danger.h"
#include "core/card_hand.h"
#include "tests/support/test_hands.h"
#include "tests/support/test_views.h"

namespace mj16::bot {
namespace {

using testing::C;

// The channels of features.h, each checked against its name below.
using namespace channel;  // NOLINT: kDiscarded … kLetGo read as the features do
using Channel = int;

// A scalar by its name, so that the tests read as the features do.
float Scalar(const OpponentFeatureVector& f, std::string_view name) {
  for (int i = 0; i < kScalarFeatures; ++i) {
    if (OpponentFeatureName(i) == name) return f[i];
  }
  ADD_FAILURE() << "no scalar " << name;
  return -1;
}

float At(const OpponentFeatureVector& f, Channel channel, Tile kind) {
  return f[kScalarFeatures + channel * kNumKinds + kind];
}

// Every kind of a channel: its copies in `tiles` ("77p5m") times `scale`, 0 for the others.
void ExpectChannel(const OpponentFeatureVector& f, Channel channel, absl::string_view tiles,
                   float scale = 1) {
  const TileCounts want = tiles.empty() ? TileCounts{} : C(tiles);
  for (int k = 0; k < kNumKinds; ++k) {
    EXPECT_FLOAT_EQ(At(f, channel, static_cast<Tile>(k)), want[k] * scale)
        << OpponentFeatureName(kScalarFeatures + channel * kNumKinds + k);
  }
}

// We are position 1 (16 cards: 1-9m, 1-3s, 1-2p, 東東), 2 deals; we draw and throw each draw.
// Two go-arounds: 3 throws 7p, chows 2's 5p (456p) and throws 5m right after; 4 throws 發 twice.
// 22 draws from the deal: 10 so far.
std::vector<std::string> TwoGoArounds() {
  return {"/start MJ 1 x", "/initGame east east 2 2 0",
          "/initCard 110 120 130 140 150 160 170 180 190 210 220 230 310 320 410 411",
          // 1
          "/throw 2 451", "/throw 3 371", "/throw 4 461", "/mo 330", "/throw 1 330",
          // 2
          "/throw 2 352", "/eat 3 352 341 361", "/throw 3 151", "/throw 4 462", "/mo 331"};
}

// Then 3 pungs 4's 北 and throws 3s right after, which 4 chows (345s); 3 draws and throws 東,
// 6m, 7p again and 南, his seventh discard.
std::vector<std::string> SixGoArounds(bool to_the_end = true) {
  std::vector<std::string> lines = TwoGoArounds();
  const std::vector<std::string> more = {"/throw 1 331",
                                         // 3
                                         "/throw 2 453", "/throw 3 412", "/throw 4 441",
                                         "/pong 3 441 442 443", "/throw 3 232",
                                         "/eat 4 232 241 251", "/throw 4 431", "/mo 332"};
  lines.insert(lines.end(), more.begin(), more.end());
  if (!to_the_end) return lines;
  const std::vector<std::string> rest = {
      "/throw 1 332",
      // 4
      "/throw 2 421", "/throw 3 161", "/throw 4 432", "/mo 333", "/throw 1 333",
      // 5
      "/throw 2 433", "/throw 3 372", "/throw 4 463", "/mo 340", "/throw 1 340",
      // 6
      "/throw 2 471", "/throw 3 422", "/throw 4 472", "/mo 350"};
  lines.insert(lines.end(), rest.begin(), rest.end());
  return lines;
}

TEST(FeaturesTest, TheNamesFollowTheLayout) {
  EXPECT_EQ(OpponentFeatureName(0), "go_around");
  EXPECT_EQ(OpponentFeatureName(kScalarFeatures - 1), "discards_taken");
  EXPECT_EQ(OpponentFeatureName(kScalarFeatures), "discarded_1m");
  EXPECT_EQ(OpponentFeatureName(kScalarFeatures + kNumKinds), "recent_1m");
  EXPECT_EQ(OpponentFeatureName(kScalarFeatures + kSuji * kNumKinds + kEast), "suji_1z");
  EXPECT_EQ(OpponentFeatureName(kOpponentFeatures - 1), "let_go_7z");
  const std::vector<std::pair<Channel, std::string>> channels = {
      {kDiscarded, "discarded"},  {kRecent, "recent"}, {kAfterClaim, "after_claim"},
      {kPassed, "passed"},        {kSeen, "seen"},     {kMelded, "melded"},
      {kEarly, "early"},          {kSuji, "suji"},     {kLatest, "latest"},
      {kSinceMeld, "since_meld"}, {kValued, "valued"}, {kLetGo, "let_go"}};
  for (const auto& [channel, name] : channels) {
    EXPECT_EQ(OpponentFeatureName(kScalarFeatures + channel * kNumKinds + 9), name + "_1s");
  }
  std::set<std::string> names;
  for (int i = 0; i < kOpponentFeatures; ++i) names.emplace(OpponentFeatureName(i));
  EXPECT_EQ(names.size(), static_cast<size_t>(kOpponentFeatures));
}

TEST(FeaturesTest, TheScalarsOfAnOpponentWithTwoMeldsAndATakenDiscard) {
  const TableView view = testing::ReplayLines(SixGoArounds());
  ASSERT_EQ(view.draws(), 22);
  const OpponentFeatureVector f = OpponentFeatures(view, 3);
  EXPECT_FLOAT_EQ(Scalar(f, "go_around"), (22 / 4 + 1) / 20.0f);
  EXPECT_FLOAT_EQ(Scalar(f, "live_wall"), (136 - 65 - 16 - 22) / 64.0f);
  EXPECT_EQ(Scalar(f, "is_next"), 0);
  EXPECT_EQ(Scalar(f, "is_opposite"), 1);
  EXPECT_EQ(Scalar(f, "is_left"), 0);
  EXPECT_EQ(Scalar(f, "is_dealer"), 0);
  EXPECT_FLOAT_EQ(Scalar(f, "melds"), 2 / 5.0f);
  EXPECT_FLOAT_EQ(Scalar(f, "chows"), 1 / 5.0f);
  EXPECT_FLOAT_EQ(Scalar(f, "pungs_and_kongs"), 1 / 5.0f);
  EXPECT_EQ(Scalar(f, "hidden_kongs"), 0);
  EXPECT_FLOAT_EQ(Scalar(f, "discards"), 7 / 30.0f);
  // The pung came after his third discard.
  EXPECT_FLOAT_EQ(Scalar(f, "discards_since_meld"), 4 / 30.0f);
  EXPECT_EQ(Scalar(f, "claimed_since_draw"), 0);  // he drew three times since the pung
  // 7p 5m 3s 6m 7p among the first six: 5 middle tiles, 3 beyond the 2 allowed.
  EXPECT_FLOAT_EQ(Scalar(f, "early_middle_excess"), 3 / 4.0f);
  EXPECT_FLOAT_EQ(Scalar(f, "recent_middle"), 2 / 3.0f);    // 6m 7p 南
  EXPECT_FLOAT_EQ(Scalar(f, "discards_taken"), 1 / 10.0f);  // 3s, by 4
}

TEST(FeaturesTest, ThePositionOneHotAndTheDealer) {
  const TableView view = testing::ReplayLines(SixGoArounds());
  const OpponentFeatureVector next = OpponentFeatures(view, 2);
  EXPECT_EQ(Scalar(next, "is_next"), 1);
  EXPECT_EQ(Scalar(next, "is_opposite"), 0);
  EXPECT_EQ(Scalar(next, "is_left"), 0);
  EXPECT_EQ(Scalar(next, "is_dealer"), 1);
  EXPECT_EQ(Scalar(next, "melds"), 0);
  EXPECT_FLOAT_EQ(Scalar(next, "discards_taken"), 1 / 10.0f);  // 5p, by 3
  const OpponentFeatureVector left = OpponentFeatures(view, 4);
  EXPECT_EQ(Scalar(left, "is_next"), 0);
  EXPECT_EQ(Scalar(left, "is_opposite"), 0);
  EXPECT_EQ(Scalar(left, "is_left"), 1);
  EXPECT_EQ(Scalar(left, "is_dealer"), 0);
  EXPECT_FLOAT_EQ(Scalar(left, "chows"), 1 / 5.0f);
  EXPECT_EQ(Scalar(left, "pungs_and_kongs"), 0);
  // Seen from position 3, position 1 is the left one and 4 the next.
  const TableView from3 = testing::ReplayLines(
      {"/start MJ 3 x", "/initGame east east 2 2 0",
       "/initCard 110 120 130 140 150 160 170 180 190 210 220 230 310 320 410 411"});
  EXPECT_EQ(Scalar(OpponentFeatures(from3, 1), "is_opposite"), 1);
  EXPECT_EQ(Scalar(OpponentFeatures(from3, 4), "is_next"), 1);
  EXPECT_EQ(Scalar(OpponentFeatures(from3, 2), "is_left"), 1);
  EXPECT_EQ(Scalar(OpponentFeatures(from3, 2), "is_dealer"), 1);
}

TEST(FeaturesTest, TheChannelsOfAnOpponentWithTwoMeldsAndATakenDiscard) {
  const TableView view = testing::ReplayLines(SixGoArounds());
  const OpponentFeatureVector f = OpponentFeatures(view, 3);
  // His discards: 7p, 5m (after the chow), 東, 3s (after the pung; chowed by 4), 6m, 7p, 南.
  ExpectChannel(f, kDiscarded, "77p5m3s6m12z", 0.25f);
  ExpectChannel(f, kRecent, "6m7p2z");
  ExpectChannel(f, kAfterClaim, "5m3s");
  ExpectChannel(f, kEarly, "7p5m1z3s6m");  // 南 is the seventh
  // 7p → 4p, 5m → 2m 8m, 3s → 6s, 6m → 3m 9m; winds have none.
  ExpectChannel(f, kSuji, "2389m6s4p");
  ExpectChannel(f, kMelded, "456p444z", 0.25f);
  // His latest discard of each kind, 1 for his last and 1/20 less a discard before it.
  EXPECT_FLOAT_EQ(At(f, kLatest, kSouth), 1);
  EXPECT_FLOAT_EQ(At(f, kLatest, MakeTile(kDots, 7)), 0.95f);  // his sixth, not his first
  EXPECT_FLOAT_EQ(At(f, kLatest, MakeTile(kCharacters, 5)), 0.75f);
  EXPECT_EQ(At(f, kLatest, MakeTile(kCharacters, 1)), 0);
  ExpectChannel(f, kSinceMeld, "6m3s7p2z");  // after the pung, his last meld
  // The dragons, his seat wind (南: 2 deals, he sits next) and the round wind (東).
  ExpectChannel(f, kValued, "12567z");
  // Since his last draw only 4's 白 went by (2's 白 came before it).
  EXPECT_EQ(PassedSinceDraw(view, 3), Bit(kWhite));
  ExpectChannel(f, kPassed, "7z");
  // Our hand and draw, the discards left on the table and the three melds: the chowed 5p and 3s
  // count once, in their melds.
  const TileCounts seen = view.Seen();
  EXPECT_EQ(seen[MakeTile(kDots, 3)], 4);
  EXPECT_EQ(seen[MakeTile(kBamboo, 3)], 2);
  EXPECT_EQ(seen[kEast], 3);
  ExpectChannel(f, kSeen, "12345566789m123345s1233334455677p111223334445566677z", 0.25f);
  for (int k = 0; k < kNumKinds; ++k) {
    EXPECT_FLOAT_EQ(At(f, kSeen, static_cast<Tile>(k)), seen[k] / 4.0f) << k;
  }
}

// How recently he let each kind go: the seed's t_{p,c} (TimeSincePassed, seed 002 §3.2.2), 1 at
// no draw of his since and 1/10 less a draw.
TEST(FeaturesTest, HowRecentlyHeLetEachKindGo) {
  const TableView view = testing::ReplayLines(SixGoArounds());
  const OpponentFeatureVector f = OpponentFeatures(view, 3);
  EXPECT_FLOAT_EQ(At(f, kLetGo, kWhite), 1);                 // 4's 白, since his last draw
  EXPECT_FLOAT_EQ(At(f, kLetGo, kSouth), 1);                 // his own last discard
  EXPECT_FLOAT_EQ(At(f, kLetGo, MakeTile(kDots, 7)), 0.9f);  // his 7p, a draw before it
  EXPECT_EQ(At(f, kLetGo, MakeTile(kDots, 5)), 0);           // the one 5p thrown, he chowed
  EXPECT_EQ(At(f, kLetGo, MakeTile(kCharacters, 9)), 0);     // never thrown
  for (int k = 0; k < kNumKinds; ++k) {
    const int t = TimeSincePassed(view, 3, static_cast<Tile>(k));
    EXPECT_FLOAT_EQ(At(f, kLetGo, static_cast<Tile>(k)), t < 0 ? 0 : std::max(0.0f, 1 - t / 10.0f))
        << OpponentFeatureName(kScalarFeatures + kLetGo * kNumKinds + k);
  }
}

// Right after his chow, and again after his pung, the hand that let the discards since his draw
// go is not the one he holds: nothing counts as passed.
TEST(FeaturesTest, AClaimSinceHisDrawClearsWhatHePassed) {
  const TableView chowed = testing::ReplayLines(TwoGoArounds());
  ASSERT_EQ(chowed.draws(), 6);
  const OpponentFeatureVector f = OpponentFeatures(chowed, 3);
  EXPECT_FLOAT_EQ(Scalar(f, "go_around"), 2 / 20.0f);
  EXPECT_EQ(Scalar(f, "claimed_since_draw"), 1);
  EXPECT_FLOAT_EQ(Scalar(f, "melds"), 1 / 5.0f);
  EXPECT_FLOAT_EQ(Scalar(f, "chows"), 1 / 5.0f);
  EXPECT_FLOAT_EQ(Scalar(f, "discards"), 2 / 30.0f);
  EXPECT_FLOAT_EQ(Scalar(f, "discards_since_meld"), 1 / 30.0f);
  // 4's 發 (twice) and our 3p went by since his draw, but PassedSinceDraw alone would say so.
  EXPECT_EQ(PassedSinceDraw(chowed, 3), Bit(kGreen) | Bit(MakeTile(kDots, 3)));
  ExpectChannel(f, kPassed, "");
  ExpectChannel(f, kAfterClaim, "5m");
  ExpectChannel(f, kRecent, "7p5m");  // fewer than three discards: all are recent
  ExpectChannel(f, kEarly, "7p5m");
  ExpectChannel(f, kMelded, "456p", 0.25f);

  const TableView punged = testing::ReplayLines(SixGoArounds(/*to_the_end=*/false));
  const OpponentFeatureVector g = OpponentFeatures(punged, 3);
  EXPECT_EQ(Scalar(g, "claimed_since_draw"), 1);
  EXPECT_FLOAT_EQ(Scalar(g, "pungs_and_kongs"), 1 / 5.0f);
  EXPECT_FLOAT_EQ(Scalar(g, "discards_since_meld"), 1 / 30.0f);
  EXPECT_NE(PassedSinceDraw(punged, 3), 0u);
  ExpectChannel(g, kPassed, "");
  ExpectChannel(g, kMelded, "456p444z", 0.25f);
  // 4 is the one who chowed last; it counts for him, not for 3.
  EXPECT_EQ(Scalar(OpponentFeatures(punged, 4), "claimed_since_draw"), 1);
  EXPECT_EQ(Scalar(OpponentFeatures(punged, 2), "claimed_since_draw"), 0);
}

// Every number within [0, 1], after every line of the hand-made game and of a game played to the
// end of the live wall (55 draws, everyone throwing what he draws).
// A bug's seed: a first discard right after a claim, before any draw of his, followed a claim
// too (the check once looked only at discards after his first).
TEST(FeaturesTest, AFirstDiscardRightAfterAClaimFollowedIt) {
  const TableView view = testing::ReplayLines(
      {"/start MJ 1 x", "/initGame east east 2 2 0",
       "/initCard 110 120 130 140 150 160 170 180 190 210 220 230 310 320 410 411", "/throw 2 441",
       "/pong 4 441 442 443", "/throw 4 371", "/mo 330"});
  ExpectChannel(OpponentFeatures(view, 4), kAfterClaim, "7p");
  ExpectChannel(OpponentFeatures(view, 2), kAfterClaim, "");  // the dealer's first discard
}

TEST(FeaturesTest, EveryFeatureIsWithinZeroAndOne) {
  const auto expect_in_range = [](const TableView& view, const std::string& where) {
    for (int p = 1; p <= 4; ++p) {
      if (p == view.pos()) continue;
      const OpponentFeatureVector f = OpponentFeatures(view, p);
      for (int i = 0; i < kOpponentFeatures; ++i) {
        EXPECT_GE(f[i], 0) << where << " p" << p << " " << OpponentFeatureName(i);
        EXPECT_LE(f[i], 1) << where << " p" << p << " " << OpponentFeatureName(i);
      }
    }
  };
  const std::vector<std::string> lines = SixGoArounds();
  for (size_t n = 3; n <= lines.size(); ++n) {
    expect_in_range(
        testing::ReplayLines(std::vector<std::string>(lines.begin(), lines.begin() + n)),
        lines[n - 1]);
  }

  const std::vector<Card> hand = {110, 120, 130, 140, 150, 160, 170, 180,
                                  190, 210, 220, 230, 310, 320, 410, 411};
  std::vector<Card> rest;
  for (int k = 0; k < kNumKinds; ++k) {
    for (int copy = 0; copy < kCopies; ++copy) {
      const Card c = MakeCard(static_cast<Tile>(k), copy);
      if (std::find(hand.begin(), hand.end(), c) == hand.end()) rest.push_back(c);
    }
  }
  std::vector<std::string> game = {"/start MJ 1 x", "/initGame east east 2 2 0",
                                   "/initCard 110 120 130 140 150 160 170 180 190 210 220 230 "
                                   "310 320 410 411"};
  // A fixed scramble of the other 120 cards (37 is prime to 120).
  size_t next = 0;
  const auto card = [&] { return rest[(next++ * 37) % rest.size()]; };
  game.push_back(absl::StrCat("/throw 2 ", card()));
  const int live = TableView::kWallTiles - TableView::kDealtTiles - TableView::kDeadWall;
  for (int draws = 0, p = 3; draws < live; ++draws, p = TableView::Next(p)) {
    if (p == 1) {
      const Card c = card();
      game.push_back(absl::StrCat("/mo ", c));
      game.push_back(absl::StrCat("/throw 1 ", c));
    } else {
      game.push_back(absl::StrCat("/throw ", p, " ", card()));
    }
  }
  TableView view = testing::ReplayLines(std::vector<std::string>(game.begin(), game.begin() + 3));
  for (size_t i = 3; i < game.size(); ++i) {
    ASSERT_TRUE(view.Apply(*ParseMessage(game[i])).ok()) << game[i];
    expect_in_range(view, game[i]);
  }
  EXPECT_EQ(view.live_wall(), 0);
  EXPECT_EQ(view.draws(), 55);
}

}  // namespace
}  // namespace mj16::bot
