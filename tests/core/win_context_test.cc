// The one seat-wind function (core/tile.h SeatWindOf) and the one win context (core/scoring.h
// WinContextFor) that the engine, the playouts, the luck's value table and the bot all use: the
// seed's worked cases of 天胡 / 地胡 / 人胡, 海底撈月 / 河底撈魚 and 搶槓, each scored.
#include <gtest/gtest.h>

#include <ostream>

#include "core/notation.h"
#include "core/scoring.h"
#include "core/tile.h"

namespace mj16 {

void PrintTo(const TaiItem& item, std::ostream* os) { *os << item.name << " " << item.tai; }

namespace {

using Items = std::vector<TaiItem>;

Tile T(absl::string_view text) { return *ParseTile(text); }

Hand MakeHand(absl::string_view concealed, std::vector<absl::string_view> melds = {}) {
  Hand hand;
  hand.concealed = CountsOf(*ParseTiles(concealed));
  for (absl::string_view text : melds) hand.melds.push_back(*ParseMeld(text));
  return hand;
}

// Won on 3m from 12m: the only wait (獨聽), all concealed.
Hand EdgeWaitHand() { return MakeHand("123567m234678p55s789s"); }
// Won on 4m, with 789s chowed: 平胡.
Hand PinghuHand() { return MakeHand("234567m234678p55s", {"chow:789s"}); }

Items ItemsOf(const Hand& hand, const WinContext& ctx) {
  absl::StatusOr<Score> score = ScoreWin(hand, ctx);
  EXPECT_TRUE(score.ok()) << score.status();
  return score.ok() ? score->items : Items{};
}

TEST(WinContextTest, SeatWindsForEachDealer) {
  for (int dealer = 0; dealer < 4; ++dealer) {
    EXPECT_EQ(SeatWindOf(dealer, dealer), Wind::kEast);
    EXPECT_EQ(SeatWindOf((dealer + 1) % 4, dealer), Wind::kSouth);
    EXPECT_EQ(SeatWindOf((dealer + 2) % 4, dealer), Wind::kWest);
    EXPECT_EQ(SeatWindOf((dealer + 3) % 4, dealer), Wind::kNorth);
  }
  // The protocol's positions 1..4 count the same way.
  EXPECT_EQ(SeatWindOf(1, 4), Wind::kSouth);
  EXPECT_EQ(SeatWindOf(4, 1), Wind::kNorth);
  static_assert(SeatWindOf(0, 3) == Wind::kSouth);
}

TEST(WinContextTest, PlainWinSetsOnlyWhoAndWhat) {
  const WinContext ctx = WinContextFor(3, 1, Wind::kSouth, T("4m"));
  EXPECT_EQ(ctx.winning_tile, T("4m"));
  EXPECT_EQ(ctx.seat_wind, Wind::kWest);
  EXPECT_EQ(ctx.round_wind, Wind::kSouth);
  EXPECT_FALSE(ctx.dealer);
  EXPECT_FALSE(ctx.self_draw || ctx.last_tile || ctx.after_kong || ctx.robbing_kong ||
               ctx.first_turn);
  EXPECT_TRUE(WinContextFor(1, 1, Wind::kEast, T("4m")).dealer);
}

// 天胡: the dealer's 17th card, dealt and not drawn, completes the hand before any claim.
TEST(WinContextTest, HeavenlyWinIsTheDealersFirstSelfDraw) {
  const WinContext ctx = WinContextFor(2, 2, Wind::kEast, T("3m"),
                                       {.self_draw = true, .nobody_melded = true, .dealt = true});
  EXPECT_TRUE(ctx.first_turn);
  EXPECT_TRUE(ctx.dealer);
  EXPECT_EQ(ctx.seat_wind, Wind::kEast);
  EXPECT_FALSE(ctx.last_tile);
  EXPECT_EQ(ItemsOf(EdgeWaitHand(), ctx), (Items{{"莊家", 1}, {"天胡", 16}}));
}

// 地胡: a non-dealer's first draw; 人胡: a non-dealer's win on a discard before its first discard.
TEST(WinContextTest, EarthlyAndHumanWins) {
  const WinContext earthly =
      WinContextFor(1, 0, Wind::kEast, T("3m"), {.self_draw = true, .nobody_melded = true});
  EXPECT_TRUE(earthly.first_turn);
  EXPECT_EQ(ItemsOf(EdgeWaitHand(), earthly), (Items{{"獨聽", 1}, {"地胡", 16}}));
  const WinContext human = WinContextFor(3, 0, Wind::kEast, T("3m"), {.nobody_melded = true});
  EXPECT_TRUE(human.first_turn);
  EXPECT_EQ(ItemsOf(EdgeWaitHand(), human), (Items{{"獨聽", 1}, {"人胡", 16}}));
}

// The first turn is over once anyone has melded or the winner has discarded.
TEST(WinContextTest, FirstTurnEndsWithAMeldOrADiscard) {
  const WinContext discarded =
      WinContextFor(0, 0, Wind::kEast, T("3m"),
                    {.self_draw = true, .nobody_melded = true, .winner_discarded = true});
  EXPECT_FALSE(discarded.first_turn);
  EXPECT_EQ(ItemsOf(EdgeWaitHand(), discarded), (Items{{"莊家", 1}, {"門清自摸", 3}, {"獨聽", 1}}));
  EXPECT_FALSE(WinContextFor(1, 0, Wind::kEast, T("3m"), {.self_draw = true}).first_turn);
  EXPECT_FALSE(WinContextFor(1, 0, Wind::kEast, T("3m")).first_turn);
}

// With no live card left: 海底撈月 on the self-drawn card, 河底撈魚 on the discard; never on the
// dealer's dealt 17th card nor on a robbed kong's card.
TEST(WinContextTest, SeaBottomAndRiverBottom) {
  const WinContext sea =
      WinContextFor(1, 0, Wind::kEast, T("4m"), {.self_draw = true, .wall_empty = true});
  EXPECT_TRUE(sea.last_tile);
  EXPECT_EQ(ItemsOf(PinghuHand(), sea), (Items{{"自摸", 1}, {"海底撈月", 1}}));
  const WinContext river = WinContextFor(1, 0, Wind::kEast, T("4m"), {.wall_empty = true});
  EXPECT_TRUE(river.last_tile);
  EXPECT_EQ(ItemsOf(PinghuHand(), river), (Items{{"河底撈魚", 1}, {"平胡", 2}}));
  EXPECT_FALSE(WinContextFor(0, 0, Wind::kEast, T("4m"),
                             {.self_draw = true, .wall_empty = true, .dealt = true})
                   .last_tile);
  EXPECT_FALSE(WinContextFor(1, 0, Wind::kEast, T("4m"), {.self_draw = true}).last_tile);
  EXPECT_FALSE(WinContextFor(1, 0, Wind::kEast, T("4m")).last_tile);
}

TEST(WinContextTest, RobbingAKong) {
  const WinContext rob =
      WinContextFor(2, 0, Wind::kEast, T("4m"), {.robbing_kong = true, .wall_empty = true});
  EXPECT_TRUE(rob.robbing_kong);
  EXPECT_FALSE(rob.self_draw);
  EXPECT_FALSE(rob.last_tile);
  EXPECT_EQ(ItemsOf(PinghuHand(), rob), (Items{{"搶槓", 1}, {"平胡", 2}}));
}

TEST(WinContextTest, KongReplacement) {
  const WinContext bloom =
      WinContextFor(1, 0, Wind::kEast, T("4m"), {.self_draw = true, .after_kong = true});
  EXPECT_TRUE(bloom.after_kong);
  EXPECT_EQ(ItemsOf(MakeHand("234567m234678p55s", {"kong:9999s"}), bloom),
            (Items{{"自摸", 1}, {"槓上開花", 1}}));
}

}  // namespace
}  // namespace mj16
