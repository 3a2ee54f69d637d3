// Legal moves: the hand-level queries (one player's cards) and the table-level ones (who may
// claim what on a discard, what a seat may do on its turn), SPEC §2 and seed 000 §3.3 items 5-8.
#include "core/game/legal.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/notation.h"

namespace mj16::mjref {

using game::AddedKongCards;
using game::ArrangeWall;
using game::CanOpenKong;
using game::CanPung;
using game::ChowKinds;
using game::ClaimOptions;
using game::ClaimsOn;
using game::ConcealedKongKinds;
using game::Discard;
using game::GameState;
using game::IsChow;
using game::IsComplete;
using game::OnTurn;
using game::Wall;
using game::WinsWith;
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

std::vector<Tile> Tiles(absl::string_view text) {
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(text);
  EXPECT_TRUE(tiles.ok()) << tiles.status();
  return tiles.ok() ? *tiles : std::vector<Tile>{};
}

// Cards for the kinds, each kind's copies lowest first.
CardHand HandOf(absl::string_view text) {
  CardHand hand;
  std::array<int, kNumKinds> used{};
  for (Tile t : Tiles(text)) hand.Add(MakeCard(t, used[t]++));
  return hand;
}

TEST(MjrefCardHandTest, KeepsCardsSortedAndExact) {
  CardHand hand;
  hand.Add(311);
  hand.Add(110);
  hand.Add(310);
  EXPECT_THAT(hand.concealed, ElementsAre(110, 310, 311));
  EXPECT_TRUE(hand.Holds(311));
  EXPECT_FALSE(hand.Holds(312));
  EXPECT_THAT(hand.CopiesOf(KindOf(312)), ElementsAre(310, 311));
  EXPECT_EQ(hand.CountOf(KindOf(110)), 1);
  const std::array<Card, 2> twice{310, 310};
  EXPECT_FALSE(hand.HoldsAll(twice));
  EXPECT_FALSE(hand.Remove(312));
  EXPECT_TRUE(hand.Remove(310));
  EXPECT_THAT(hand.concealed, ElementsAre(110, 311));
}

TEST(MjrefLegalTest, ChowKindsOfADiscard) {
  // Seed 000 §3.3 item 5: on 3m look for 1m2m, 2m4m, 4m5m.
  const CardHand hand = HandOf("1245m");
  const std::vector<std::array<Tile, 2>> kinds = ChowKinds(hand, 130);
  ASSERT_EQ(kinds.size(), 3u);
  EXPECT_EQ(FormatTile(kinds[0][0]) + FormatTile(kinds[0][1]), "1m2m");
  EXPECT_EQ(FormatTile(kinds[1][0]) + FormatTile(kinds[1][1]), "2m4m");
  EXPECT_EQ(FormatTile(kinds[2][0]) + FormatTile(kinds[2][1]), "4m5m");
  EXPECT_THAT(ChowKinds(HandOf("89m1p"), 160), IsEmpty());   // 6m needs 7m
  EXPECT_THAT(ChowKinds(HandOf("11z22z"), 410), IsEmpty());  // no chow of honors
  EXPECT_THAT(ChowKinds(HandOf("12p"), 130), IsEmpty());     // suits do not mix
  EXPECT_TRUE(IsChow(hand, 130, 110, 120));
  EXPECT_TRUE(IsChow(hand, 130, 150, 140));
  EXPECT_FALSE(IsChow(hand, 130, 110, 140));
  EXPECT_FALSE(IsChow(hand, 130, 111, 120));  // 111 is not held
}

TEST(MjrefLegalTest, ChowAtTheEdges) {
  EXPECT_EQ(ChowKinds(HandOf("89m"), 170).size(), 1u);
  EXPECT_EQ(ChowKinds(HandOf("23s"), 210).size(), 1u);
  EXPECT_THAT(ChowKinds(HandOf("23s"), 240).size(), 1u);
  EXPECT_THAT(ChowKinds(HandOf("9m1s"), 180), IsEmpty());
}

TEST(MjrefLegalTest, PungAndKongCounts) {
  const CardHand hand = HandOf("111m22m");
  EXPECT_TRUE(CanPung(hand, 113));
  EXPECT_TRUE(CanOpenKong(hand, 113));
  EXPECT_TRUE(CanPung(hand, 122));
  EXPECT_FALSE(CanOpenKong(hand, 122));
  EXPECT_FALSE(CanPung(hand, 130));
}

TEST(MjrefLegalTest, OwnKongs) {
  CardHand hand = HandOf("1111m5p");
  EXPECT_THAT(ConcealedKongKinds(hand), ElementsAre(KindOf(110)));
  Meld pung = MakeMeld(MeldType::kPung, KindOf(350), KindOf(350));
  hand.melds.push_back(pung);
  EXPECT_THAT(AddedKongCards(hand), ElementsAre(350));
  EXPECT_THAT(AddedKongCards(HandOf("5p")), IsEmpty());
}

TEST(MjrefLegalTest, WinsWith) {
  const CardHand hand = HandOf("123m456m789m123s456s5p");
  EXPECT_TRUE(WinsWith(hand, 352));
  EXPECT_FALSE(WinsWith(hand, 362));
  CardHand full = hand;
  full.Add(353);
  EXPECT_TRUE(IsComplete(full));
  EXPECT_FALSE(IsComplete(hand));
}

// A table where seat 0 (dealer) has just discarded `discard` and seats 1..3 hold `hands`.
GameState Table(const std::array<std::string, 4>& kinds, Card discard, int dead_wall = 16) {
  std::array<std::vector<Tile>, 4> hands;
  for (int s = 0; s < 4; ++s) hands[s] = Tiles(kinds[s]);
  absl::StatusOr<Wall> wall = ArrangeWall(0, hands);
  EXPECT_TRUE(wall.ok()) << wall.status();
  RuleSet rules;
  rules.dead_wall = dead_wall;
  GameState s(*std::move(wall), 0, Wind::kEast, rules);
  Discard(s, 0, discard);
  return s;
}

TEST(MjrefLegalTest, ClaimsOnADiscard) {
  // Seat 0 throws 5p (its copy 350); seat 1 (next) holds three 5p: it may pung but not kong
  // (SPEC §2: no open kong on the left player's discard). Seat 3 holds 46p but is not next.
  const GameState s = Table({"5p1111222233334444z", "555p46s1234567m999s7z",
                             "1234567s89m1p667z888s", "46p99m11s22s33s44s55s66s"},
                            350);
  const ClaimOptions next = ClaimsOn(s, 1);
  EXPECT_TRUE(next.pung);
  EXPECT_FALSE(next.open_kong);
  EXPECT_FALSE(next.chow);  // 46s, not 46p
  EXPECT_FALSE(next.win);
  EXPECT_FALSE(ClaimsOn(s, 3).chow);   // only the next player chows
  EXPECT_TRUE(ClaimsOn(s, 3).win);     // 46p 99m 112233s 445566s: 5p completes it
  EXPECT_FALSE(ClaimsOn(s, 0).Any());  // the discarder claims nothing
}

TEST(MjrefLegalTest, OpenKongByTheOtherSeats) {
  const GameState s = Table({"5p1111222233334444z", "1234567s89m1p667z888s",
                             "555p46s1234567m999s7z", "46p99m11s22s33s44s55s66s"},
                            350);
  const ClaimOptions across = ClaimsOn(s, 2);
  EXPECT_TRUE(across.open_kong);
  EXPECT_TRUE(across.pung);
  EXPECT_FALSE(across.chow);
}

TEST(MjrefLegalTest, ChowAndWinOnTheNextSeat) {
  const GameState s = Table({"5p1111222233334444z", "46p99m11s22s33s44s55s66s",
                             "555p46s1234567m999s7z", "1234567s89m1p667z888s"},
                            350);
  const ClaimOptions next = ClaimsOn(s, 1);
  EXPECT_TRUE(next.chow);
  EXPECT_TRUE(next.win);
}

TEST(MjrefLegalTest, NoKongWithoutAReplacement) {
  GameState s = Table({"5p1111222233334444z", "1234567s89m1p667z888s", "555p46s1234567m999s7z",
                       "46p99m11s22s33s44s55s66s"},
                      350, /*dead_wall=*/71);  // the live wall is already exhausted
  EXPECT_FALSE(ClaimsOn(s, 2).open_kong);
  EXPECT_TRUE(ClaimsOn(s, 2).pung);
}

TEST(MjrefLegalTest, DummiesClaimNothing) {
  GameState s = Table({"5p1111222233334444z", "1234567s89m1p667z888s", "555p46s1234567m999s7z",
                       "46p99m11s22s33s44s55s66s"},
                      350);
  s.seats[2].dummy = true;
  EXPECT_FALSE(ClaimsOn(s, 2).Any());
}

TEST(MjrefLegalTest, OwnTurnOptions) {
  std::array<std::vector<Tile>, 4> hands = {
      Tiles("123m456m789m123s456s55p"), Tiles("1111p234p567p89p1z2z3z4z"),
      Tiles("1234567s99s89m9p2z3z6z7z"), Tiles("88s11z22z33z44z55z66z77z")};
  absl::StatusOr<Wall> wall = ArrangeWall(0, hands);
  ASSERT_TRUE(wall.ok()) << wall.status();
  GameState s(*std::move(wall), 0, Wind::kEast, RuleSet{});
  EXPECT_TRUE(OnTurn(s, 0).win);  // 天胡 shape
  EXPECT_FALSE(OnTurn(s, 0).kong);
  EXPECT_TRUE(OnTurn(s, 1).kong);  // four 1p
  s.seats[1].dummy = true;
  EXPECT_FALSE(OnTurn(s, 1).kong);
}

}  // namespace
}  // namespace mj16::mjref
