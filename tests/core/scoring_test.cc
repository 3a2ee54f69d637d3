// Tai scoring and settlement (SPEC §2; seed 000 appendix "附錄" tai table, §3.3 item 10, fig. 3-16,
// fig. 4-4). Every choice docs/rules.md makes where the appendix is ambiguous is pinned here; the
// test names are the ones docs/rules.md cites.
#include "core/scoring.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <ostream>

#include "core/notation.h"

namespace mj16 {

void PrintTo(const TaiItem& item, std::ostream* os) { *os << item.name << " " << item.tai; }

namespace {

using Items = std::vector<TaiItem>;

// A hand from its concealed tiles (winning tile included) and meld strings such as "pung:555z".
Hand MakeHand(absl::string_view concealed, std::vector<absl::string_view> melds = {}) {
  Hand hand;
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(concealed);
  EXPECT_TRUE(tiles.ok()) << tiles.status();
  if (tiles.ok()) hand.concealed = CountsOf(*tiles);
  for (absl::string_view text : melds) {
    absl::StatusOr<Meld> meld = ParseMeld(text);
    EXPECT_TRUE(meld.ok()) << meld.status();
    if (meld.ok()) hand.melds.push_back(*meld);
  }
  return hand;
}

// A win on `tile` by a non-dealer sitting South in the East round; the flags are set by callers.
WinContext Won(absl::string_view tile, bool self_draw = false) {
  WinContext ctx;
  absl::StatusOr<Tile> t = ParseTile(tile);
  EXPECT_TRUE(t.ok()) << t.status();
  ctx.winning_tile = t.ok() ? *t : kNoTile;
  ctx.self_draw = self_draw;
  ctx.seat_wind = Wind::kSouth;
  ctx.round_wind = Wind::kEast;
  return ctx;
}

Score MustScore(const Hand& hand, const WinContext& ctx, const RuleSet& rules = RuleSet{}) {
  absl::StatusOr<Score> score = ScoreWin(hand, ctx, rules);
  EXPECT_TRUE(score.ok()) << score.status();
  if (!score.ok()) return Score{};
  int sum = 0;
  for (const TaiItem& item : score->items) sum += item.tai;
  EXPECT_EQ(score->tai, sum);
  return *score;
}

Items ItemsOf(const Hand& hand, const WinContext& ctx, const RuleSet& rules = RuleSet{}) {
  return MustScore(hand, ctx, rules).items;
}

// All chows, no honors, won on 4m from 23m (two-sided 1m/4m); one exposed chow.
Hand PinghuHand() { return MakeHand("234567m234678p55s", {"chow:789s"}); }
// The same hand with nothing exposed.
Hand ConcealedPinghuHand() { return MakeHand("234567m234678p55s789s"); }
// Won on 3m from 12m: an edge wait, the only wait (獨聽), all concealed.
Hand EdgeWaitHand() { return MakeHand("123567m234678p55s789s"); }

// ---------------------------------------------------------------------------------------------
// The seed's worked examples.

// Seed 000 §3.3 item 10, fig. 3-16: 123456789m 中中中 發發發 白白 is 混一色 + 小三元, and 小三元
// excludes 三元台. Our context: won on 9m from a discard by a non-dealer, so 門清 counts as well
// (the tiles are all concealed; 9m leaves 3m/6m/9m waits, not 獨聽).
TEST(ScoringTest, Fig3_16HalfFlushAndLittleDragons) {
  const Score s = MustScore(MakeHand("123456789m55566677z"), Won("9m"));
  EXPECT_EQ(s.items, (Items{{"門清", 1}, {"混一色", 4}, {"小三元", 4}}));
  EXPECT_EQ(s.tai, 9);
}

// Seed 000 §4, fig. 4-4: player 2 (the dealer, East in the South round) wins on 7s (271) from
// player 3 with an exposed pung of 2p; MJTalk shows "獨聽一台" and /exit 0 2000 -2000 0, i.e.
// 1000 + 500 × (獨聽 1 + 莊家 1).
TEST(ScoringTest, Fig4_4SingleWaitDealerWin) {
  const Hand hand =
      MakeHand("112 123 132 161 162 221 231 241 260 280 341 342 343 271", {"pung:222p"});
  WinContext ctx = Won("271");
  ctx.dealer = true;
  ctx.seat_wind = Wind::kEast;
  ctx.round_wind = Wind::kSouth;
  const Score s = MustScore(hand, ctx);
  EXPECT_EQ(s.items, (Items{{"莊家", 1}, {"獨聽", 1}}));
  EXPECT_EQ(s.tai, 2);
  // Players 1..4 are seats 0..3: winner and dealer player 2, discarder player 3.
  const Settlement pay = Settle(s, /*winner=*/1, /*dealer=*/1, /*discarder=*/2);
  EXPECT_EQ(pay.delta, (std::array<int, 4>{0, 2000, -2000, 0}));
}

// ---------------------------------------------------------------------------------------------
// 莊家, 自摸, 門清, 門清自摸.

TEST(ScoringTest, DealerAddsDealerTai) {
  WinContext ctx = Won("4m");
  ctx.dealer = true;
  EXPECT_EQ(ItemsOf(PinghuHand(), ctx), (Items{{"莊家", 1}, {"平胡", 2}}));
  RuleSet rules;
  rules.dealer_tai = 2;
  EXPECT_EQ(ItemsOf(PinghuHand(), ctx, rules), (Items{{"莊家", 2}, {"平胡", 2}}));
}

TEST(ScoringTest, NonDealerHasNoDealerTai) {
  EXPECT_EQ(ItemsOf(PinghuHand(), Won("4m")), (Items{{"平胡", 2}}));
}

TEST(ScoringTest, SelfDrawWithExposedMeld) {
  EXPECT_EQ(ItemsOf(PinghuHand(), Won("4m", /*self_draw=*/true)), (Items{{"自摸", 1}}));
}

TEST(ScoringTest, ConcealedHandOnDiscard) {
  EXPECT_EQ(ItemsOf(ConcealedPinghuHand(), Won("4m")), (Items{{"門清", 1}, {"平胡", 2}}));
}

TEST(ScoringTest, ConcealedSelfDrawReplacesConcealedAndSelfDraw) {
  EXPECT_EQ(ItemsOf(ConcealedPinghuHand(), Won("4m", true)), (Items{{"門清自摸", 3}}));
}

TEST(ScoringTest, ConcealedKongKeepsConcealedHand) {
  const Hand hand = MakeHand("234567m234678p55s", {"ckong:9999s"});
  EXPECT_EQ(ItemsOf(hand, Won("4m")), (Items{{"門清", 1}}));
  EXPECT_EQ(ItemsOf(hand, Won("4m", true)), (Items{{"門清自摸", 3}}));
}

TEST(ScoringTest, ClaimedMeldsBreakConcealedHand) {
  for (const char* meld : {"chow:789s", "pung:999s", "kong:9999s", "akong:9999s"}) {
    const Items items = ItemsOf(MakeHand("234567m234678p55s", {meld}), Won("4m"));
    for (const TaiItem& item : items) EXPECT_NE(item.name, "門清") << meld;
  }
}

// ---------------------------------------------------------------------------------------------
// 三元台, 圈風台, 門風台.

// 三元台 is one item whose tai is the number of dragon pungs/kongs.
TEST(ScoringTest, DragonPungOneTaiEach) {
  EXPECT_EQ(ItemsOf(MakeHand("234567m234p55s555z", {"chow:789s"}), Won("4m")),
            (Items{{"三元台", 1}}));
  EXPECT_EQ(ItemsOf(MakeHand("234567m55s666z", {"chow:789s", "kong:7777z"}), Won("4m")),
            (Items{{"三元台", 2}}));
}

TEST(ScoringTest, DragonPairIsNoDragonTai) {
  EXPECT_EQ(ItemsOf(MakeHand("234567m234678p77z", {"chow:789s"}), Won("4m")), Items{});
}

TEST(ScoringTest, RoundAndSeatWindPungs) {
  const Hand east = MakeHand("234567m234p55s", {"chow:789s", "pung:111z"});
  const Hand south = MakeHand("234567m234p55s", {"chow:789s", "pung:222z"});
  const Hand west = MakeHand("234567m234p55s", {"chow:789s", "pung:333z"});
  EXPECT_EQ(ItemsOf(east, Won("4m")), (Items{{"圈風台", 1}}));   // round E, seat S
  EXPECT_EQ(ItemsOf(south, Won("4m")), (Items{{"門風台", 1}}));  // round E, seat S
  EXPECT_EQ(ItemsOf(west, Won("4m")), Items{});                  // neither wind
  WinContext ctx = Won("4m");
  ctx.round_wind = Wind::kSouth;
  EXPECT_EQ(ItemsOf(south, ctx), (Items{{"圈風台", 1}, {"門風台", 1}}));
}

// ---------------------------------------------------------------------------------------------
// 獨聽: counted from the number of waits (seed 000 §3.3 item 10), not from the reading.

TEST(ScoringTest, SingleWaitEdge) {
  EXPECT_EQ(ItemsOf(MakeHand("123567m234678p55s", {"chow:789s"}), Won("3m")), (Items{{"獨聽", 1}}));
  EXPECT_EQ(ItemsOf(MakeHand("789m234678p55s", {"chow:123m", "chow:789s"}), Won("7m")),
            (Items{{"獨聽", 1}}));
}

TEST(ScoringTest, SingleWaitClosed) {
  EXPECT_EQ(ItemsOf(MakeHand("345678m234678p55s", {"chow:789s"}), Won("4m")), (Items{{"獨聽", 1}}));
}

TEST(ScoringTest, SingleWaitPair) {
  EXPECT_EQ(ItemsOf(PinghuHand(), Won("5s")), (Items{{"獨聽", 1}}));
}

TEST(ScoringTest, TwoSidedWaitIsNotSingleWait) {
  const Items items = ItemsOf(PinghuHand(), Won("4m"));
  for (const TaiItem& item : items) EXPECT_NE(item.name, "獨聽");
}

// 2344m waits on 1m and 4m. Won on 4m, the reading 44 + 234 looks like a pair wait, but the hand
// had two waits: no 獨聽.
TEST(ScoringTest, SingleWaitCountsWaitsNotReadings) {
  EXPECT_EQ(ItemsOf(MakeHand("23444m567s345678p", {"chow:789s"}), Won("4m")), (Items{{"平胡", 2}}));
}

// 56789m waits on 4m and 7m: won on 7m, 567 + 89 is an edge shape, yet the hand had two waits.
TEST(ScoringTest, EdgeShapeWithTwoWaitsIsNotSingleWait) {
  EXPECT_EQ(ItemsOf(MakeHand("567789m234678p55s789s"), Won("7m")),
            (Items{{"門清", 1}, {"平胡", 2}}));
}

// 23m waits on 1m and 4m, but all four 4m are in the hand: only 1m is left, so 獨聽 and no 平胡.
TEST(ScoringTest, SingleWaitWhenTheOtherSideIsExhausted) {
  const Hand hand = MakeHand("123m55p", {"chow:234m", "chow:345m", "chow:456m", "chow:456m"});
  EXPECT_EQ(ItemsOf(hand, Won("1m")), (Items{{"獨聽", 1}}));
}

// ---------------------------------------------------------------------------------------------
// 搶槓, 槓上開花, 河底撈魚, 海底撈月.

TEST(ScoringTest, RobbingKong) {
  WinContext ctx = Won("4m");
  ctx.robbing_kong = true;
  EXPECT_EQ(ItemsOf(PinghuHand(), ctx), (Items{{"搶槓", 1}, {"平胡", 2}}));
}

TEST(ScoringTest, KongBloomStacksWithSelfDraw) {
  const Hand hand = MakeHand("234567m234678p55s", {"kong:9999s"});
  WinContext ctx = Won("4m", true);
  EXPECT_EQ(ItemsOf(hand, ctx), (Items{{"自摸", 1}}));
  ctx.after_kong = true;
  EXPECT_EQ(ItemsOf(hand, ctx), (Items{{"自摸", 1}, {"槓上開花", 1}}));
}

TEST(ScoringTest, LastTileOnDiscardIsRiverBottom) {
  WinContext ctx = Won("4m");
  ctx.last_tile = true;
  EXPECT_EQ(ItemsOf(PinghuHand(), ctx), (Items{{"河底撈魚", 1}, {"平胡", 2}}));
}

TEST(ScoringTest, LastTileSelfDrawnIsSeaBottomAndStacksWithSelfDraw) {
  WinContext ctx = Won("4m", true);
  ctx.last_tile = true;
  EXPECT_EQ(ItemsOf(PinghuHand(), ctx), (Items{{"自摸", 1}, {"海底撈月", 1}}));
}

// ---------------------------------------------------------------------------------------------
// 全求人.

TEST(ScoringTest, AllClaimedStacksWithSingleWait) {
  const Hand hand =
      MakeHand("55s", {"chow:234m", "chow:567m", "chow:234p", "chow:678p", "pung:999s"});
  EXPECT_EQ(ItemsOf(hand, Won("5s")), (Items{{"獨聽", 1}, {"全求人", 2}}));
}

TEST(ScoringTest, AllClaimedNeedsADiscard) {
  const Hand hand =
      MakeHand("55s", {"chow:234m", "chow:567m", "chow:234p", "chow:678p", "pung:999s"});
  EXPECT_EQ(ItemsOf(hand, Won("5s", true)), (Items{{"自摸", 1}, {"獨聽", 1}}));
}

TEST(ScoringTest, AllClaimedExcludesConcealedKong) {
  const Hand hand =
      MakeHand("55s", {"chow:234m", "chow:567m", "chow:234p", "chow:678p", "ckong:9999s"});
  EXPECT_EQ(ItemsOf(hand, Won("5s")), (Items{{"獨聽", 1}}));
}

// ---------------------------------------------------------------------------------------------
// 平胡: no honors, no pung or kong anywhere, the pair already there, a two-sided wait, not
// self-drawn, not 獨聽; 門清 not required unless the rule set says so.

TEST(ScoringTest, PinghuWithExposedChow) {
  EXPECT_EQ(ItemsOf(PinghuHand(), Won("4m")), (Items{{"平胡", 2}}));
}

TEST(ScoringTest, PinghuNotOnSelfDraw) {
  EXPECT_EQ(ItemsOf(PinghuHand(), Won("4m", true)), (Items{{"自摸", 1}}));
}

TEST(ScoringTest, PinghuNotWithHonorPair) {
  EXPECT_EQ(ItemsOf(MakeHand("234567m234678p55z", {"chow:789s"}), Won("4m")), Items{});
}

TEST(ScoringTest, PinghuNotWithAPung) {
  EXPECT_EQ(ItemsOf(MakeHand("234567m234678p55s", {"pung:777s"}), Won("4m")), Items{});
  // A concealed pung counts as much as an exposed one.
  EXPECT_EQ(ItemsOf(MakeHand("234567m234p777p55s", {"chow:789s"}), Won("4m")), Items{});
}

TEST(ScoringTest, PinghuNotOnEdgeClosedOrPairWait) {
  EXPECT_EQ(ItemsOf(MakeHand("123567m234678p55s", {"chow:789s"}), Won("3m")), (Items{{"獨聽", 1}}));
  EXPECT_EQ(ItemsOf(MakeHand("345678m234678p55s", {"chow:789s"}), Won("4m")), (Items{{"獨聽", 1}}));
  EXPECT_EQ(ItemsOf(PinghuHand(), Won("5s")), (Items{{"獨聽", 1}}));
}

// Two waits, so not 獨聽, yet the winning tile ends an edge or closed shape: 1112m won on 3m
// (12 → 3), 8999m won on 7m (89 → 7), 45666m won on 5m (4_6).
TEST(ScoringTest, PinghuNotOnEdgeOrClosedShapeEvenWithTwoWaits) {
  EXPECT_EQ(ItemsOf(MakeHand("11123m234p678p", {"chow:789s", "chow:234s"}), Won("3m")), Items{});
  EXPECT_EQ(ItemsOf(MakeHand("78999m234p678p", {"chow:789s", "chow:234s"}), Won("7m")), Items{});
  EXPECT_EQ(ItemsOf(MakeHand("45666m234p678p", {"chow:789s", "chow:234s"}), Won("5m")), Items{});
}

// 23444m won on 4m reads 44 + 234 only; the 4m may have completed the pair or 23 → 234. The
// player claims the chow, which scores 平胡.
TEST(ScoringTest, PinghuWhenTheWinningTileMayCompleteTheChow) {
  const Score s = MustScore(MakeHand("23444m567s345678p", {"chow:789s"}), Won("4m"));
  EXPECT_EQ(s.items, (Items{{"平胡", 2}}));
}

TEST(ScoringTest, PinghuRequiresConcealedWhenTheRuleSaysSo) {
  RuleSet rules;
  rules.pinghu_requires_concealed = true;
  EXPECT_EQ(ItemsOf(PinghuHand(), Won("4m"), rules), Items{});
  EXPECT_EQ(ItemsOf(ConcealedPinghuHand(), Won("4m"), rules), (Items{{"門清", 1}, {"平胡", 2}}));
}

// ---------------------------------------------------------------------------------------------
// 三暗刻, 四暗刻, 五暗刻: concealed pungs (concealed kongs included); a pung finished by a
// discarded tile is not concealed.

TEST(ScoringTest, ThreeConcealedPungs) {
  EXPECT_EQ(ItemsOf(MakeHand("111m222p333s567m55s", {"chow:789p"}), Won("7m")),
            (Items{{"三暗刻", 2}}));
}

TEST(ScoringTest, PungCompletedByDiscardIsNotConcealed) {
  const Hand hand = MakeHand("111m222p333s567m55s", {"chow:789p"});
  EXPECT_EQ(ItemsOf(hand, Won("1m")), Items{});
  EXPECT_EQ(ItemsOf(hand, Won("1m", true)), (Items{{"自摸", 1}, {"三暗刻", 2}}));
}

// 4555 6m + 5m from a discard: the 5m may finish 4_6 (a closed chow) with 555m already held, so
// the pung stays concealed.
TEST(ScoringTest, DiscardMayCompleteTheChowInsteadOfThePung) {
  EXPECT_EQ(ItemsOf(MakeHand("555m456m222p333s55s", {"chow:789p"}), Won("5m")),
            (Items{{"三暗刻", 2}}));
}

TEST(ScoringTest, ConcealedKongIsAConcealedPung) {
  EXPECT_EQ(ItemsOf(MakeHand("111m222p567m55s", {"ckong:3333s", "chow:789p"}), Won("7m")),
            (Items{{"三暗刻", 2}}));
  EXPECT_EQ(ItemsOf(MakeHand("111m222p567m55s", {"kong:3333s", "chow:789p"}), Won("7m")), Items{});
}

TEST(ScoringTest, FourConcealedPungs) {
  const Hand hand = MakeHand("111777m555p999s22s", {"chow:234s"});
  EXPECT_EQ(ItemsOf(hand, Won("2s", true)), (Items{{"自摸", 1}, {"獨聽", 1}, {"四暗刻", 5}}));
  // Won on the pair from a discard: the pungs were all concealed before.
  EXPECT_EQ(ItemsOf(hand, Won("2s")), (Items{{"獨聽", 1}, {"四暗刻", 5}}));
  // Won on 7m from a discard (waiting on 7m or 2s): 777m was finished by the discard.
  EXPECT_EQ(ItemsOf(hand, Won("7m")), (Items{{"三暗刻", 2}}));
}

// 五暗刻 stacks with 對對胡 (appendix: 可另計).
TEST(ScoringTest, FiveConcealedPungs) {
  const Hand hand = MakeHand("111777m444555p888s22s");
  EXPECT_EQ(ItemsOf(hand, Won("2s", true)),
            (Items{{"門清自摸", 3}, {"獨聽", 1}, {"對對胡", 4}, {"五暗刻", 8}}));
  EXPECT_EQ(ItemsOf(hand, Won("2s")),
            (Items{{"門清", 1}, {"獨聽", 1}, {"對對胡", 4}, {"五暗刻", 8}}));
  EXPECT_EQ(ItemsOf(hand, Won("8s")), (Items{{"門清", 1}, {"對對胡", 4}, {"四暗刻", 5}}));
}

// ---------------------------------------------------------------------------------------------
// 對對胡, 混一色, 清一色, 字一色.

TEST(ScoringTest, AllPungs) {
  const Hand hand = MakeHand("777m555p22s", {"pung:111m", "kong:9999s", "pung:444p"});
  EXPECT_EQ(ItemsOf(hand, Won("7m")), (Items{{"對對胡", 4}}));
}

TEST(ScoringTest, OneChowIsNotAllPungs) {
  const Hand hand = MakeHand("789m555p22s", {"pung:111m", "kong:9999s", "pung:444p"});
  EXPECT_EQ(ItemsOf(hand, Won("7m")), (Items{{"獨聽", 1}}));
}

TEST(ScoringTest, HalfFlush) {
  EXPECT_EQ(ItemsOf(MakeHand("234567m345678m55z", {"chow:123m"}), Won("4m")),
            (Items{{"混一色", 4}}));
}

TEST(ScoringTest, TwoSuitsAndHonorsIsNoFlush) {
  EXPECT_EQ(ItemsOf(MakeHand("234567m345678p55z", {"chow:123m"}), Won("4m")), Items{});
}

TEST(ScoringTest, FullFlush) {
  const Score s = MustScore(MakeHand("234567m345678m55m", {"chow:123m"}), Won("4m", true));
  EXPECT_EQ(s.items, (Items{{"自摸", 1}, {"清一色", 8}}));
}

// E W N 中 pungs concealed, 白 exposed, 發 pair, self-drawn on the single 發 wait: 字一色 stacks
// with 小三元, 對對胡 and 四暗刻.
TEST(ScoringTest, AllHonorsStacksWithAllPungsAndLittleDragons) {
  const Hand hand = MakeHand("11133344455566z", {"pung:777z"});
  EXPECT_EQ(ItemsOf(hand, Won("6z", true)), (Items{{"自摸", 1},
                                                   {"圈風台", 1},
                                                   {"獨聽", 1},
                                                   {"對對胡", 4},
                                                   {"小三元", 4},
                                                   {"四暗刻", 5},
                                                   {"字一色", 16}}));
}

// The same honors with a 9m pair: 混一色, not 字一色.
TEST(ScoringTest, OneSuitedPairIsHalfFlushNotAllHonors) {
  const Hand hand = MakeHand("111333444555z99m", {"pung:777z"});
  EXPECT_EQ(ItemsOf(hand, Won("9m", true)), (Items{{"自摸", 1},
                                                   {"三元台", 2},
                                                   {"圈風台", 1},
                                                   {"獨聽", 1},
                                                   {"對對胡", 4},
                                                   {"混一色", 4},
                                                   {"四暗刻", 5}}));
}

// 字一色 stacks with 大四喜 (and 全求人, 獨聽 here).
TEST(ScoringTest, AllHonorsStacksWithBigWinds) {
  const Hand hand =
      MakeHand("66z", {"pung:111z", "pung:222z", "pung:333z", "pung:444z", "pung:555z"});
  EXPECT_EQ(ItemsOf(hand, Won("6z")), (Items{{"三元台", 1},
                                             {"獨聽", 1},
                                             {"全求人", 2},
                                             {"對對胡", 4},
                                             {"字一色", 16},
                                             {"大四喜", 16}}));
}

// Won on the S pair (1112z waits on S alone): 字一色 stacks with 大三元, and with 小四喜.
TEST(ScoringTest, AllHonorsStacksWithBigDragonsAndLittleWinds) {
  const Hand dragons = MakeHand("11122z", {"pung:555z", "pung:666z", "pung:777z", "pung:333z"});
  EXPECT_EQ(ItemsOf(dragons, Won("2z")),
            (Items{{"圈風台", 1}, {"獨聽", 1}, {"對對胡", 4}, {"大三元", 8}, {"字一色", 16}}));
  const Hand winds = MakeHand("11122z", {"pung:333z", "pung:444z", "pung:555z", "pung:666z"});
  EXPECT_EQ(ItemsOf(winds, Won("2z")),
            (Items{{"三元台", 2}, {"獨聽", 1}, {"對對胡", 4}, {"小四喜", 8}, {"字一色", 16}}));
}

// ---------------------------------------------------------------------------------------------
// 小三元, 大三元, 小四喜, 大四喜 and the tai they exclude.

TEST(ScoringTest, LittleDragonsExcludesDragonTai) {
  EXPECT_EQ(ItemsOf(MakeHand("234567m234p666z77z", {"pung:555z"}), Won("4m")),
            (Items{{"小三元", 4}}));
}

TEST(ScoringTest, TwoDragonPungsWithoutDragonPair) {
  EXPECT_EQ(ItemsOf(MakeHand("234567m234p666z55s", {"pung:555z"}), Won("4m")),
            (Items{{"三元台", 2}}));
}

TEST(ScoringTest, BigDragonsExcludesDragonTai) {
  EXPECT_EQ(ItemsOf(MakeHand("234567m666777z55s", {"pung:555z"}), Won("4m")),
            (Items{{"大三元", 8}}));
}

TEST(ScoringTest, LittleWindsExcludesWindTai) {
  EXPECT_EQ(ItemsOf(MakeHand("234567m222333z44z", {"pung:111z"}), Won("4m")),
            (Items{{"混一色", 4}, {"小四喜", 8}}));
}

TEST(ScoringTest, ThreeWindPungsWithoutWindPair) {
  EXPECT_EQ(ItemsOf(MakeHand("234567m222333z55z", {"pung:111z"}), Won("4m")),
            (Items{{"圈風台", 1}, {"門風台", 1}, {"混一色", 4}}));
}

TEST(ScoringTest, BigWindsExcludesWindTai) {
  EXPECT_EQ(ItemsOf(MakeHand("234m333444z55s", {"pung:111z", "pung:222z"}), Won("4m")),
            (Items{{"大四喜", 16}}));
}

// ---------------------------------------------------------------------------------------------
// 天胡, 地胡, 人胡.

WinContext FirstTurn(absl::string_view tile, bool self_draw, bool dealer) {
  WinContext ctx = Won(tile, self_draw);
  ctx.first_turn = true;
  ctx.dealer = dealer;
  if (dealer) ctx.seat_wind = Wind::kEast;
  return ctx;
}

// 天胡: 不計門清、自摸、不求人、獨聽、槓上開花.
TEST(ScoringTest, HeavenlyWinExclusions) {
  EXPECT_EQ(ItemsOf(EdgeWaitHand(), FirstTurn("3m", true, true)),
            (Items{{"莊家", 1}, {"天胡", 16}}));
}

// 天胡 不可暗槓: with a concealed kong the first-turn win is an ordinary one.
TEST(ScoringTest, HeavenlyWinNotWithConcealedKong) {
  const Hand hand = MakeHand("234567m234678p55s", {"ckong:9999s"});
  EXPECT_EQ(ItemsOf(hand, FirstTurn("4m", true, true)), (Items{{"莊家", 1}, {"門清自摸", 3}}));
}

// 地胡: 不計自摸、門清、不求人; 獨聽 is counted (其餘另計).
TEST(ScoringTest, EarthlyWinExclusions) {
  EXPECT_EQ(ItemsOf(EdgeWaitHand(), FirstTurn("3m", true, false)),
            (Items{{"獨聽", 1}, {"地胡", 16}}));
}

// 人胡: 不計門清; 獨聽 is counted.
TEST(ScoringTest, HumanWinExclusions) {
  EXPECT_EQ(ItemsOf(EdgeWaitHand(), FirstTurn("3m", false, false)),
            (Items{{"獨聽", 1}, {"人胡", 16}}));
}

// The dealer winning on a discard in the first go-around: nothing special.
TEST(ScoringTest, DealerFirstTurnDiscardWinIsOrdinary) {
  EXPECT_EQ(ItemsOf(EdgeWaitHand(), FirstTurn("3m", false, true)),
            (Items{{"莊家", 1}, {"門清", 1}, {"獨聽", 1}}));
}

TEST(ScoringTest, NoFirstTurnNoSpecialWin) {
  WinContext ctx = Won("3m", true);
  ctx.dealer = true;
  EXPECT_EQ(ItemsOf(EdgeWaitHand(), ctx), (Items{{"莊家", 1}, {"門清自摸", 3}, {"獨聽", 1}}));
}

// ---------------------------------------------------------------------------------------------
// The reading.

// 111222333m reads as three pungs or three chows; self-drawn, the pungs give 三暗刻.
TEST(ScoringTest, BestReadingIsKept) {
  const Score s = MustScore(MakeHand("111222333m456s789p55p"), Won("4s", true));
  EXPECT_EQ(s.items, (Items{{"門清自摸", 3}, {"三暗刻", 2}}));
  EXPECT_EQ(s.reading.groups[0], (Group{false, MakeTile(kCharacters, 1)}));
}

// On a discard both readings score 3 (門清 + 三暗刻, or 門清 + 平胡): the first reading of
// Decompose() is kept.
TEST(ScoringTest, TiesKeepTheFirstReading) {
  const Hand hand = MakeHand("111222333m456s789p55p");
  const Score s = MustScore(hand, Won("4s"));
  EXPECT_EQ(s.tai, 3);
  ASSERT_EQ(Decompose(hand.concealed).size(), 2u);
  EXPECT_EQ(s.reading, Decompose(hand.concealed).front());
}

// ---------------------------------------------------------------------------------------------
// Errors.

TEST(ScoringTest, NotAWinningHand) {
  EXPECT_FALSE(ScoreWin(MakeHand("234567m234678p56s", {"chow:789s"}), Won("4m")).ok());
  EXPECT_FALSE(ScoreWin(MakeHand("234567m234678p", {"chow:789s"}), Won("4m")).ok());
}

TEST(ScoringTest, WinningTileMissingOrNotInHand) {
  WinContext ctx = Won("4m");
  ctx.winning_tile = kNoTile;
  EXPECT_FALSE(ScoreWin(PinghuHand(), ctx).ok());
  EXPECT_FALSE(ScoreWin(PinghuHand(), Won("1m")).ok());
  EXPECT_FALSE(ScoreWin(PinghuHand(), Won("8s")).ok()) << "8s is only in the exposed chow";
}

TEST(ScoringTest, ContradictoryContext) {
  WinContext rob = Won("4m", true);
  rob.robbing_kong = true;
  EXPECT_FALSE(ScoreWin(PinghuHand(), rob).ok());
  WinContext kong = Won("4m");
  kong.after_kong = true;
  EXPECT_FALSE(ScoreWin(PinghuHand(), kong).ok());
  // First turn means no claim yet: a claimed meld, or a robbed added kong, contradicts it.
  EXPECT_FALSE(ScoreWin(PinghuHand(), FirstTurn("4m", false, false)).ok());
  WinContext first_rob = FirstTurn("3m", false, false);
  first_rob.robbing_kong = true;
  EXPECT_FALSE(ScoreWin(EdgeWaitHand(), first_rob).ok());
}

TEST(ScoringTest, RobbingKongOffInTheRuleSet) {
  WinContext ctx = Won("4m");
  ctx.robbing_kong = true;
  RuleSet rules;
  rules.robbing_kong = false;
  EXPECT_FALSE(ScoreWin(PinghuHand(), ctx, rules).ok());
}

TEST(ScoringTest, InvalidHand) {
  // Five 2m counting the kong.
  EXPECT_FALSE(ScoreWin(MakeHand("234567m234678p55s", {"kong:2222m"}), Won("4m")).ok());
  // Six melds.
  EXPECT_FALSE(ScoreWin(MakeHand("55s", {"chow:234m", "chow:567m", "chow:234p", "chow:678p",
                                         "pung:999s", "pung:111z"}),
                        Won("5s"))
                   .ok());
}

// ---------------------------------------------------------------------------------------------
// Settle: 1000 + 500 × tai from each payer; a paying dealer adds 500 (SPEC §2).

int SumOf(const Settlement& s) { return s.delta[0] + s.delta[1] + s.delta[2] + s.delta[3]; }

Score WithTai(int tai) {
  Score s;
  s.tai = tai;
  return s;
}

TEST(SettleTest, SelfDrawByNonDealer) {
  const Settlement s = Settle(WithTai(3), /*winner=*/0, /*dealer=*/1, /*discarder=*/-1);
  EXPECT_EQ(s.delta, (std::array<int, 4>{8000, -3000, -2500, -2500}));
  EXPECT_EQ(SumOf(s), 0);
}

TEST(SettleTest, SelfDrawByDealer) {
  // The dealer's tai is already in score.tai (莊家 1 + 門清自摸 3).
  const Settlement s = Settle(WithTai(4), /*winner=*/1, /*dealer=*/1, /*discarder=*/-1);
  EXPECT_EQ(s.delta, (std::array<int, 4>{-3000, 9000, -3000, -3000}));
  EXPECT_EQ(SumOf(s), 0);
}

TEST(SettleTest, DiscardByDealer) {
  const Settlement s = Settle(WithTai(2), /*winner=*/2, /*dealer=*/0, /*discarder=*/0);
  EXPECT_EQ(s.delta, (std::array<int, 4>{-2500, 0, 2500, 0}));
  EXPECT_EQ(SumOf(s), 0);
}

TEST(SettleTest, DiscardByNonDealerOnlyTheDiscarderPays) {
  const Settlement s = Settle(WithTai(2), /*winner=*/2, /*dealer=*/0, /*discarder=*/3);
  EXPECT_EQ(s.delta, (std::array<int, 4>{0, 0, 2000, -2000}));
}

// Readers of written records get ScoreWin's own static names back (TaiItem::name is a view).
TEST(ScoringTest, TaiItemNameGivesTheStaticName) {
  const std::string spelled = "門清自摸";  // heap or stack text that will go away
  const absl::string_view name = TaiItemName(spelled);
  EXPECT_EQ(name, "門清自摸");
  EXPECT_NE(static_cast<const void*>(name.data()), static_cast<const void*>(spelled.data()));
  EXPECT_EQ(TaiItemName("門清自摸").data(), name.data());
  EXPECT_EQ(TaiItemName("not an item"), "?");
}

TEST(SettleTest, ZeroTaiPaysTheBase) {
  const Settlement s = Settle(WithTai(0), /*winner=*/3, /*dealer=*/0, /*discarder=*/2);
  EXPECT_EQ(s.delta, (std::array<int, 4>{0, 0, -1000, 1000}));
}

TEST(SettleTest, RuleSetValues) {
  RuleSet rules;
  rules.base_points = 300;
  rules.points_per_tai = 100;
  rules.dealer_tai = 2;
  const Settlement s = Settle(WithTai(1), /*winner=*/1, /*dealer=*/0, /*discarder=*/-1, rules);
  EXPECT_EQ(s.delta, (std::array<int, 4>{-600, 1400, -400, -400}));
}

TEST(SettleTest, BadSeatsSettleNothing) {
  EXPECT_EQ(Settle(WithTai(1), 1, 0, 1).delta, (std::array<int, 4>{}));
  EXPECT_EQ(Settle(WithTai(1), 4, 0, -1).delta, (std::array<int, 4>{}));
}

}  // namespace
}  // namespace mj16
