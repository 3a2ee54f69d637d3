// builtin:dishu (seed 003 §3.3, §3.5): the distance to win, the expectation search, claims,
// options, and whole referee games.
#include "tools/players/dishu_player.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/notation.h"
#include "core/protocol.h"
#include "tests/support/policy_games.h"
#include "tests/support/test_hands.h"

namespace mj16::players {
namespace {

using ::mj16::testing::C;
using ::testing::HasSubstr;

Tile T(absl::string_view text) { return ParseTile(text).value(); }

// Every copy not in the hand is unseen.
TileCounts UnseenBut(const TileCounts& hand) {
  TileCounts unseen{};
  for (int t = 0; t < kNumKinds; ++t) unseen[t] = static_cast<std::uint8_t>(kCopies - hand[t]);
  return unseen;
}

// Seed 003 §3.3: 1 4 6 9 9萬 2 3 7 7筒 1 5 6 7 8條 starts at 9 (four melds) and ends at 4: −1 at
// the second 9m, at 3p, at the second 7p, at 6s and at 7s (567s, a group: −2 in all).
TEST(DishuPlayerTest, SeedWorkedExample) {
  const TileCounts h = C("14699m2377p15678s");
  const DishuScan scan = ScanHand(h);
  EXPECT_EQ(scan.groups, 1);  // 567s
  EXPECT_EQ(scan.blocks, 3);  // 99m, 23p, 77p
  EXPECT_EQ(scan.pairs, 2);   // 99m, 77p
  EXPECT_EQ(DishuDistance(h, 4, /*cap=*/false), 4);
  EXPECT_EQ(DishuDistance(h, 4, /*cap=*/true), 4);
}

TEST(DishuPlayerTest, ScanRules) {
  EXPECT_EQ(ScanHand(C("46m")).blocks, 0);  // a gap is no partner (相邻或者相同)
  EXPECT_EQ(ScanHand(C("45m")).blocks, 1);
  EXPECT_EQ(ScanHand(C("123z")).blocks, 0);  // honors: no sequences
  EXPECT_EQ(ScanHand(C("123z")).groups, 0);
  EXPECT_EQ(ScanHand(C("11z")).pairs, 1);
  EXPECT_EQ(ScanHand(C("1111z")).groups, 1);
  EXPECT_EQ(ScanHand(C("1111z")).blocks, 0);
  // At the lowest kind: pung, else chow, else pair, else adjacent.
  const DishuScan s = ScanHand(C("1123m"));  // chow 123m, then 1m alone
  EXPECT_EQ(s.groups, 1);
  EXPECT_EQ(s.blocks, 0);
}

// 16-tile hands start at 2 × 5 + 1 = 11.
TEST(DishuPlayerTest, SixteenTileHands) {
  EXPECT_EQ(DishuDistance(C("159m159p159s1234567z"), 5), 11);    // nothing related
  EXPECT_EQ(DishuDistance(C("123m456m789m123p456p11z"), 5), 0);  // complete
  EXPECT_EQ(DishuDistance(C("123m456m789m123p456p1z"), 5), 1);   // single wait
  EXPECT_EQ(DishuDistance(C("123m456m789m123p45p11z"), 5), 1);   // two-sided wait
  EXPECT_EQ(DishuDistance(C("456m789m123p45p11z"), 4), 1);       // one meld exposed
}

// Eight pairs and a single: the seed's count reads 11 − 8 = 3, though five pairs must become
// pungs; with the cap one pair is the pair and four more blocks count: 11 − 1 − 5 = 5.
TEST(DishuPlayerTest, CapCountsOnlyUsableBlocks) {
  const TileCounts h = C("11335577m1133p5577s7z");
  EXPECT_EQ(DishuDistance(h, 5, /*cap=*/false), 3);
  EXPECT_EQ(DishuDistance(h, 5, /*cap=*/true), 5);
}

TEST(DishuPlayerTest, ExpectationOverDraws) {
  const TileCounts h = C("123m456m789m123p456p7z");  // waits on 7z alone
  DishuOptions o;
  o.depth = 0;
  EXPECT_EQ(ExpectedDistance(h, 5, UnseenBut(h), o), 1);
  o.depth = 1;  // 3 of 120 unseen copies win (0), the rest leave it at 1
  EXPECT_DOUBLE_EQ(ExpectedDistance(h, 5, UnseenBut(h), o), 117.0 / 120);
}

// Draws are without replacement: with one 7z and one 1s unseen, drawing 1s first means the 7z
// comes next for sure (keeping 7z, the best discard): expected 0 at depth 2, not 0.25.
TEST(DishuPlayerTest, DrawsDepleteTheUnseenCopies) {
  const TileCounts h = C("123m456m789m123p456p7z");
  TileCounts unseen{};
  unseen[T("7z")] = 1;
  unseen[T("1s")] = 1;
  DishuOptions o;
  o.depth = 1;
  EXPECT_DOUBLE_EQ(ExpectedDistance(h, 5, unseen, o), 0.5);
  o.depth = 2;
  EXPECT_DOUBLE_EQ(ExpectedDistance(h, 5, unseen, o), 0.0);
}

// The smallest expected distance is discarded (our reading of §3.5): keep the single wait with
// more live copies.
TEST(DishuPlayerTest, DiscardsTheSmallestExpectedDistance) {
  const TileCounts h = C("123m456m789m123p456p7z1s");
  TileCounts unseen = UnseenBut(h);
  unseen[T("7z")] = 1;  // two 7z already seen
  for (int depth = 0; depth <= 2; ++depth) {
    DishuOptions o;
    o.depth = depth;
    const DishuChoice c = ChooseDishuDiscard(h, 5, unseen, o);
    ASSERT_FALSE(c.candidates.empty());
    EXPECT_TRUE(std::is_sorted(c.candidates.begin(), c.candidates.end(),
                               [](const DishuCandidate& a, const DishuCandidate& b) {
                                 return a.expected < b.expected - 1e-9;
                               }));
    if (depth > 0) {
      EXPECT_EQ(c.tile, T("7z")) << "depth " << depth;
    }
    EXPECT_EQ(c.candidates.front().distance, 1);
    EXPECT_GT(c.candidates.back().expected, c.candidates.front().expected);
  }
}

// The search's memo and shortcuts against the plain recursion of §3.5.
double NaiveBest(TileCounts& hand, int m, TileCounts& unseen, int depth);
double NaiveExpect(TileCounts& hand, int m, TileCounts& unseen, int depth) {
  int total = 0;
  for (int t = 0; t < kNumKinds; ++t) total += unseen[t];
  if (depth == 0 || total == 0) return DishuDistance(hand, m);
  double sum = 0;
  for (int t = 0; t < kNumKinds; ++t) {
    if (unseen[t] == 0) continue;
    const int copies = unseen[t];
    --unseen[t], ++hand[t];
    sum += copies * NaiveBest(hand, m, unseen, depth - 1);
    ++unseen[t], --hand[t];
  }
  return sum / total;
}
double NaiveBest(TileCounts& hand, int m, TileCounts& unseen, int depth) {
  const int d = DishuDistance(hand, m);
  if (d == 0 || depth == 0) return d;
  double best = 1e9;
  for (int t = 0; t < kNumKinds; ++t) {
    if (hand[t] == 0) continue;
    --hand[t];
    best = std::min(best, NaiveExpect(hand, m, unseen, depth));
    ++hand[t];
  }
  return best;
}

TEST(DishuPlayerTest, SearchMatchesThePlainRecursion) {
  std::mt19937 rng(3);
  for (int n = 0; n < 40; ++n) {
    std::vector<Tile> wall;
    for (int t = 0; t < kNumKinds; ++t) wall.insert(wall.end(), kCopies, static_cast<Tile>(t));
    std::shuffle(wall.begin(), wall.end(), rng);
    const int m = n < 30 ? 1 + n % 3 : 5;
    const int depth = m == 5 ? 1 + n % 2 : 2 + n % 2;
    TileCounts hand{}, unseen{};
    for (int i = 0; i < 3 * m + 1; ++i) ++hand[wall[i]];
    // About 40 unseen copies, as in mid-game.
    for (int i = 3 * m + 1; i < 3 * m + 41; ++i) ++unseen[wall[i]];
    DishuOptions o;
    o.depth = depth;
    TileCounts h = hand, u = unseen;
    EXPECT_NEAR(ExpectedDistance(hand, m, unseen, o), NaiveExpect(h, m, u, depth), 1e-9)
        << FormatTiles(hand) << " depth " << depth;
  }
}

// Position 1, dealer 2, holding `tiles`; then the lines given.
TableView ViewOf(absl::string_view tiles, absl::string_view lines) {
  TableView view;
  std::string transcript = "/start MJ 1 x\n/initGame east east 1 2 0\n/initCard";
  TileCounts used{};
  const std::vector<Tile> cards = ParseTiles(tiles).value();
  for (Tile t : cards) absl::StrAppend(&transcript, " ", MakeCard(t, used[t]++));
  absl::StrAppend(&transcript, "\n", lines);
  for (absl::string_view line : absl::StrSplit(transcript, '\n', absl::SkipEmpty())) {
    const absl::StatusOr<Message> m = ParseMessage(line);
    EXPECT_TRUE(m.ok()) << line;
    EXPECT_TRUE(view.Apply(*m).ok()) << line;
  }
  return view;
}

TEST(DishuPlayerTest, ClaimsWhenTheDistanceDrops) {
  // Distance 4 now (3 groups, 55p); after pung 5p and discarding a single: 9 − 6 = 3.
  const TableView pung = ViewOf("123456789m559p19s17z", "/throw 2 352\n");
  const bot::Decision d = DishuDecider()(pung, Ask::kPong, false);
  EXPECT_EQ(FormatAnswer(d.action), "/pong 350 351") << d.reason;
  EXPECT_THAT(d.reason, HasSubstr("distance 3 < 4"));
  // Distance 1 (tenpai); chowing 4p with 23p leaves it at 1: passed.
  const TableView chow =
      ViewOf("123456789m12355p67s", "/throw 2 470\n/throw 3 471\n/throw 4 340\n");
  EXPECT_EQ(FormatAnswer(DishuDecider()(chow, Ask::kEat, false).action), "/pass");
}

TEST(DishuPlayerTest, Options) {
  absl::StatusOr<DishuOptions> o = ParseDishuOptions({{"depth", "3"}, {"cap", "false"}});
  ASSERT_TRUE(o.ok()) << o.status();
  EXPECT_EQ(o->depth, 3);
  EXPECT_FALSE(o->cap);
  EXPECT_EQ(ParseDishuOptions({}).value().depth, 2);
  EXPECT_THAT(ParseDishuOptions({{"depth", "4"}}).status().message(),
              HasSubstr("depth: bad value '4' (a whole number 0..3)"));
  EXPECT_THAT(ParseDishuOptions({{"cap", "maybe"}}).status().message(),
              HasSubstr("cap: bad value 'maybe'"));
  EXPECT_THAT(ParseDishuOptions({{"layers", "first"}}).status().message(),
              HasSubstr("unknown key 'layers' (known: depth, cap)"));
  EXPECT_THAT(MakeDishuFactory("d", {{"depth", "x"}}).status().message(), HasSubstr("depth"));
}

// Two dishu players (depth 2) against two mjbot, then against two random players: every answer
// is legal, none is a fallback, and they win games.
TEST(DishuPlayerTest, WholeGames) {
  absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> dishu = MakeDishuFactory("dishu", {});
  ASSERT_TRUE(dishu.ok());
  testing::ExpectLegalWinningGames(**dishu, 150, 900, 30);  // 70 wins vs mjbot, 136 vs random
}

}  // namespace
}  // namespace mj16::players
