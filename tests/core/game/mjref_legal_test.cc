// Legal answers: the one list the engine runs (AnswersTo over a hand's counts and the question,
// each answer with the hand after it) and the table's rules on top (who may claim what on a
// discard, what a seat may do on its turn), SPEC §2 and seed 000 §3.3 items 5-8.
#include "core/game/legal.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "core/notation.h"
#include "core/protocol.h"
#include "core/table_view.h"

namespace mj16::mjref {

using game::ActionFor;
using game::AnswersSeen;
using game::AnswersTo;
using game::AnyButPass;
using game::ArrangeWall;
using game::ClaimOptions;
using game::ClaimsOn;
using game::Discard;
using game::GameState;
using game::Matching;
using game::Question;
using game::QuestionFor;
using game::QuestionKind;
using game::Wall;
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

// The kinds of a list of answers, for comparing: "pass", "chow 1m2m", "pung 5p", "throw 3m"...
std::vector<std::string> Named(const game::LegalAnswers& answers) {
  std::vector<std::string> out;
  for (const game::LegalAnswer& a : answers) {
    switch (a.type) {
      case ActionType::kPass:
        out.push_back("pass");
        break;
      case ActionType::kWin:
        out.push_back("win");
        break;
      case ActionType::kChow:
        out.push_back("chow " + FormatTile(a.own[0]) + FormatTile(a.own[1]));
        break;
      case ActionType::kThrow:
        out.push_back("throw " + FormatTile(a.tile));
        break;
      case ActionType::kPung:
        out.push_back("pung " + FormatTile(a.tile));
        break;
      case ActionType::kOpenKong:
        out.push_back("kong " + FormatTile(a.tile));
        break;
      case ActionType::kConcealedKong:
        out.push_back("ckong " + FormatTile(a.tile));
        break;
      case ActionType::kAddedKong:
        out.push_back("akong " + FormatTile(a.tile));
        break;
    }
  }
  return out;
}

game::LegalAnswers On(QuestionKind kind, absl::string_view hand, absl::string_view offered = "",
                      const std::vector<Meld>& melds = {}) {
  const Tile t = offered.empty() ? kNoTile : Tiles(offered).front();
  return AnswersTo(kind, CountsOf(Tiles(hand)), melds, t);
}

// The concealed tiles after `answer` by `hand`.
TileCounts After(absl::string_view hand, const game::LegalAnswer& answer) {
  return game::CountsAfter(CountsOf(Tiles(hand)), answer);
}

TEST(MjrefLegalTest, ChowsOfADiscard) {
  // Seed 000 §3.3 item 5: on 3m look for 1m2m, 2m4m, 4m5m.
  const game::LegalAnswers chows = On(QuestionKind::kChow, "1245m", "3m");
  EXPECT_THAT(Named(chows), ElementsAre("pass", "chow 1m2m", "chow 2m4m", "chow 4m5m"));
  // Each with the hand after it and the meld it makes.
  EXPECT_EQ(After("1245m", chows[1]), CountsOf(Tiles("45m")));
  EXPECT_EQ(chows[1].meld, MakeMeld(MeldType::kChow, Tiles("1m")[0], Tiles("3m")[0]));
  EXPECT_EQ(chows[3].meld.tile, Tiles("3m")[0]);
  EXPECT_EQ(chows[2].MeldsAdded(), 1);
  EXPECT_THAT(Named(On(QuestionKind::kChow, "89m1p", "6m")), ElementsAre("pass"));   // needs 7m
  EXPECT_THAT(Named(On(QuestionKind::kChow, "11z22z", "1z")), ElementsAre("pass"));  // honors
  EXPECT_THAT(Named(On(QuestionKind::kChow, "12p", "3m")), ElementsAre("pass"));     // suits apart
}

TEST(MjrefLegalTest, ChowAtTheEdges) {
  EXPECT_THAT(Named(On(QuestionKind::kChow, "89m", "7m")), ElementsAre("pass", "chow 8m9m"));
  EXPECT_THAT(Named(On(QuestionKind::kChow, "23s", "1s")), ElementsAre("pass", "chow 2s3s"));
  EXPECT_THAT(Named(On(QuestionKind::kChow, "23s", "4s")), ElementsAre("pass", "chow 2s3s"));
  EXPECT_THAT(Named(On(QuestionKind::kChow, "9m1s", "8m")), ElementsAre("pass"));
}

TEST(MjrefLegalTest, PungAndKongCounts) {
  EXPECT_THAT(Named(On(QuestionKind::kPung, "111m22m", "1m")), ElementsAre("pass", "pung 1m"));
  EXPECT_THAT(Named(On(QuestionKind::kOpenKong, "111m22m", "1m")), ElementsAre("pass", "kong 1m"));
  EXPECT_THAT(Named(On(QuestionKind::kPung, "111m22m", "2m")), ElementsAre("pass", "pung 2m"));
  EXPECT_THAT(Named(On(QuestionKind::kOpenKong, "111m22m", "2m")), ElementsAre("pass"));
  EXPECT_THAT(Named(On(QuestionKind::kPung, "111m22m", "3m")), ElementsAre("pass"));
  EXPECT_EQ(After("111m22m", On(QuestionKind::kOpenKong, "111m22m", "1m")[1]),
            CountsOf(Tiles("22m")));
}

TEST(MjrefLegalTest, OwnKongsConcealedFirstThenAdded) {
  const std::vector<Meld> pung = {MakeMeld(MeldType::kPung, Tiles("5p")[0], Tiles("5p")[0])};
  const game::LegalAnswers kongs = On(QuestionKind::kOwnKong, "1111m5p", "", pung);
  EXPECT_THAT(Named(kongs), ElementsAre("pass", "ckong 1m", "akong 5p"));
  EXPECT_EQ(kongs[1].MeldsAdded(), 1);
  EXPECT_EQ(kongs[2].MeldsAdded(), 0);  // the pung becomes a kong
  EXPECT_EQ(After("1111m5p", kongs[2]), CountsOf(Tiles("1111m")));
  EXPECT_THAT(Named(On(QuestionKind::kOwnKong, "5p")), ElementsAre("pass"));
}

TEST(MjrefLegalTest, ThrowsOneAnswerAKindAndNoPass) {
  const game::LegalAnswers throws = On(QuestionKind::kThrow, "113m5p");
  EXPECT_THAT(Named(throws), ElementsAre("throw 1m", "throw 3m", "throw 5p"));
  EXPECT_EQ(After("113m5p", throws[0]), CountsOf(Tiles("13m5p")));
}

TEST(MjrefLegalTest, Wins) {
  const absl::string_view waiting = "123m456m789m123s456s5p";
  EXPECT_THAT(Named(On(QuestionKind::kDiscardWin, waiting, "5p")), ElementsAre("pass", "win"));
  EXPECT_THAT(Named(On(QuestionKind::kRobKong, waiting, "5p")), ElementsAre("pass", "win"));
  EXPECT_THAT(Named(On(QuestionKind::kDiscardWin, waiting, "6p")), ElementsAre("pass"));
  EXPECT_THAT(Named(On(QuestionKind::kSelfDrawWin, "123m456m789m123s456s55p")),
              ElementsAre("pass", "win"));
  EXPECT_THAT(Named(On(QuestionKind::kSelfDrawWin, "123m456m789m123s456s56p")),
              ElementsAre("pass"));
  EXPECT_EQ(After(waiting, On(QuestionKind::kDiscardWin, waiting, "5p")[1]),
            CountsOf(Tiles("123m456m789m123s456s55p")));
}

TEST(MjrefLegalTest, ActionsShowTheHighestCopiesAndMatchAnyCopies) {
  const CardHand hand = HandOf("1112245m");  // 110 111 112, 120 121, 140, 150
  const game::LegalAnswers pung = AnswersSeen(Ask::kPong, hand, 113);
  ASSERT_EQ(pung.size(), 2u);
  EXPECT_EQ(ActionFor(hand, pung[1]), Action::Of(ActionType::kPung, std::array<Card, 2>{111, 112}));
  const game::LegalAnswers chows = AnswersSeen(Ask::kEat, hand, 130);
  EXPECT_THAT(Named(chows), ElementsAre("pass", "chow 1m2m", "chow 2m4m", "chow 4m5m"));
  EXPECT_EQ(ActionFor(hand, chows[1]),
            Action::Of(ActionType::kChow, std::array<Card, 2>{112, 121}));
  // Any held copies of the listed kinds name the answer; other kinds name none.
  EXPECT_EQ(Matching(chows, Action::Of(ActionType::kChow, std::array<Card, 2>{140, 120})),
            &chows[2]);
  EXPECT_EQ(Matching(chows, Action::Of(ActionType::kChow, std::array<Card, 2>{110, 140})), nullptr);
  EXPECT_EQ(Matching(pung, Action::Of(ActionType::kPung, std::array<Card, 2>{110, 111})), &pung[1]);
  EXPECT_EQ(Matching(pung, Action::Of(ActionType::kPass)), &pung[0]);
  EXPECT_EQ(Matching(pung, Action::Of(ActionType::kWin)), nullptr);
}

TEST(MjrefLegalTest, APlayerReadsTheQuestionFromItsHand) {
  CardHand hand = HandOf("111m2p");  // 3n+1: a discard is on offer
  EXPECT_THAT(Named(AnswersSeen(Ask::kGong, hand, 113)), ElementsAre("pass", "kong 1m"));
  hand.Add(113);  // 3n+2: its own turn, whatever was discarded before
  EXPECT_THAT(Named(AnswersSeen(Ask::kGong, hand, 113)), ElementsAre("pass", "ckong 1m"));
  // A win on an added kong's card when no discard is open.
  const CardHand waiting = HandOf("123m456m789m123s456s5p");
  EXPECT_THAT(Named(AnswersSeen(Ask::kHu, waiting, 0, 352)), ElementsAre("pass", "win"));
  EXPECT_THAT(Named(AnswersSeen(Ask::kHu, waiting, 0, 0)), ElementsAre("pass"));
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

// A seat's own view of the same discard (game::ClaimsSeen, what Monte-Carlo checks its answers
// by) allows exactly what the engine's table allows that seat (ClaimsOn), for every seat of
// tables where the claimant is next, across and left of the discarder.
TEST(MjrefLegalTest, ASeatsViewAllowsTheClaimsTheTableAllows) {
  const std::array<std::array<std::string, 4>, 3> tables = {{
      {"5p1111222233334444z", "555p46s1234567m999s7z", "1234567s89m1p667z888s",
       "46p99m11s22s33s44s55s66s"},
      {"5p1111222233334444z", "1234567s89m1p667z888s", "555p46s1234567m999s7z",
       "46p99m11s22s33s44s55s66s"},
      {"5p1111222233334444z", "46p99m11s22s33s44s55s66s", "555p46s1234567m999s7z",
       "1234567s89m1p667z888s"},
  }};
  for (const auto& kinds : tables) {
    const GameState s = Table(kinds, 350);
    for (int seat = 0; seat < 4; ++seat) {
      std::vector<Card> cards = s.seats[seat].hand.concealed;
      if (seat == 0) cards.push_back(350);  // the dealer was dealt the card it threw
      const std::vector<std::string> lines = {
          absl::StrCat("/start MJ ", seat + 1, " test"), "/initGame east east 1 1 0",
          absl::StrCat("/initCard ", absl::StrJoin(cards, " ")), "/throw 1 350"};
      TableView view;
      for (const std::string& line : lines) {
        ASSERT_TRUE(view.Apply(*ParseMessage(line)).ok()) << line;
      }
      const ClaimOptions seen = game::ClaimKindsIn(game::ClaimsSeen(view));
      const ClaimOptions table = ClaimsOn(s, seat);
      EXPECT_EQ(seen.win, table.win) << kinds[seat] << " seat " << seat;
      EXPECT_EQ(seen.open_kong, table.open_kong) << kinds[seat] << " seat " << seat;
      EXPECT_EQ(seen.pung, table.pung) << kinds[seat] << " seat " << seat;
      EXPECT_EQ(seen.chow, table.chow) << kinds[seat] << " seat " << seat;
    }
  }
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

TEST(MjrefLegalTest, OwnTurnQuestions) {
  std::array<std::vector<Tile>, 4> hands = {
      Tiles("123m456m789m123s456s55p"), Tiles("1111p234p567p89p1z2z3z4z"),
      Tiles("1234567s99s89m9p2z3z6z7z"), Tiles("88s11z22z33z44z55z66z77z")};
  absl::StatusOr<Wall> wall = ArrangeWall(0, hands);
  ASSERT_TRUE(wall.ok()) << wall.status();
  GameState s(*std::move(wall), 0, Wind::kEast, RuleSet{});
  const auto can = [&](int seat, QuestionKind kind) {
    return AnyButPass(QuestionFor(s, seat, kind).answers);
  };
  EXPECT_TRUE(can(0, QuestionKind::kSelfDrawWin));  // 天胡 shape
  EXPECT_FALSE(can(0, QuestionKind::kOwnKong));
  EXPECT_TRUE(can(1, QuestionKind::kOwnKong));  // four 1p
  s.seats[1].dummy = true;
  EXPECT_FALSE(can(1, QuestionKind::kOwnKong));
  EXPECT_THAT(QuestionFor(s, 1, QuestionKind::kThrow).answers, IsEmpty());  // a dummy: none
}

TEST(MjrefLegalTest, RobbingOnlyWhenTheRulesAllowIt) {
  std::array<std::vector<Tile>, 4> hands = {
      Tiles("5p1111222233334444z"), Tiles("123m456m789m123s456s5p"), Tiles("1234567s89m1p667z888s"),
      Tiles("46p99m11s22s33s44s55s66s")};
  absl::StatusOr<Wall> wall = ArrangeWall(0, hands);
  ASSERT_TRUE(wall.ok()) << wall.status();
  GameState s(*std::move(wall), 0, Wind::kEast, RuleSet{});
  const Question rob = QuestionFor(s, 1, QuestionKind::kRobKong, 352);
  EXPECT_EQ(rob.ask(), Ask::kHu);
  EXPECT_EQ(rob.offered, 352);
  EXPECT_THAT(Named(rob.answers), ElementsAre("pass", "win"));
  s.rules.robbing_kong = false;
  EXPECT_THAT(Named(QuestionFor(s, 1, QuestionKind::kRobKong, 352).answers), ElementsAre("pass"));
}

}  // namespace
}  // namespace mj16::mjref
