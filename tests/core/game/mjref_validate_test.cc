// Judging answers: each question has its legal answers (SPEC §3, core/game/legal.h); anything
// else — a card not held, a claim that cannot be made, a malformed line, an answer of the wrong
// kind — is a fault whose message quotes the line.
#include "core/game/validate.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/notation.h"

namespace mj16::mjref {

using game::ArrangeWall;
using game::CheckAnswer;
using game::Discard;
using game::Draw;
using game::GameState;
using game::QuestionFor;
using game::Wall;
namespace {

using ::testing::HasSubstr;

std::vector<Tile> Tiles(absl::string_view text) {
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(text);
  EXPECT_TRUE(tiles.ok()) << tiles.status();
  return tiles.ok() ? *tiles : std::vector<Tile>{};
}

// Dealer seat 0: four each of 1z..4z and a 5p (350). Seat 1 (next): 46p (340, 360), waiting on
// 5p. Seat 2: 555p (351..353) and 999s. Seat 3: filler.
GameState MakeState() {
  const std::array<std::vector<Tile>, 4> hands = {
      Tiles("5p1111222233334444z"), Tiles("46p99m11s22s33s44s55s66s"),
      Tiles("555p46s1234567m999s7z"), Tiles("1234567s89m1p667z888s")};
  absl::StatusOr<Wall> wall = ArrangeWall(0, hands);
  EXPECT_TRUE(wall.ok()) << wall.status();
  return GameState(*std::move(wall), 0, Wind::kEast, RuleSet{});
}

std::string Fault(const GameState& s, int seat, Ask ask, absl::string_view line) {
  absl::StatusOr<Action> a = CheckAnswer(s.seats[seat].hand, QuestionFor(s, seat, ask), line);
  return a.ok() ? "ok" : std::string(a.status().message());
}

TEST(MjrefValidateTest, Throw) {
  const GameState s = MakeState();
  EXPECT_EQ(Fault(s, 0, Ask::kThrow, "/throw 350\r\n"), "ok");
  EXPECT_EQ(Fault(s, 0, Ask::kThrow, "/throw 351"),
            "answer '/throw 351' to /ask throw: card 351 is not in the hand");
  EXPECT_THAT(Fault(s, 0, Ask::kThrow, "/pass"), HasSubstr("answered by /throw"));
  EXPECT_THAT(Fault(s, 0, Ask::kThrow, "/hu"), HasSubstr("answer '/hu' to /ask throw"));
  EXPECT_EQ(Fault(s, 0, Ask::kThrow, "hello"),
            "answer 'hello' to /ask throw: unknown answer 'hello'");
  EXPECT_THAT(Fault(s, 0, Ask::kThrow, "/throw"), HasSubstr("answer '/throw' to /ask throw"));
}

TEST(MjrefValidateTest, OwnTurnKongs) {
  const GameState s = MakeState();
  EXPECT_EQ(Fault(s, 0, Ask::kGong, "/gong 0 410 411 412 413"), "ok");
  EXPECT_EQ(Fault(s, 0, Ask::kGong, "/pass"), "ok");
  EXPECT_THAT(Fault(s, 0, Ask::kGong, "/gong 0 410 411 412 420"), HasSubstr("differ in kind"));
  EXPECT_THAT(Fault(s, 0, Ask::kGong, "/gong 0 410 411 412 412"), HasSubstr("named twice"));
  EXPECT_THAT(Fault(s, 0, Ask::kGong, "/gong 1 410"), HasSubstr("no pung of 410"));
  EXPECT_THAT(Fault(s, 0, Ask::kGong, "/gong 4 410 411 412"),
              HasSubstr("answer '/gong 4 410 411 412' to /ask gong: /ask gong on your turn"));
}

TEST(MjrefValidateTest, ClaimsOnADiscard) {
  GameState s = MakeState();
  Discard(s, 0, 350);
  // Seat 1, next: chow 46p; also a win (46p 99m 112233s 445566s).
  EXPECT_EQ(Fault(s, 1, Ask::kEat, "/eat 340 360"), "ok");
  EXPECT_EQ(Fault(s, 1, Ask::kEat, "/eat 360 340"), "ok");
  EXPECT_EQ(Fault(s, 1, Ask::kEat, "/pass"), "ok");
  EXPECT_THAT(Fault(s, 1, Ask::kEat, "/eat 340 341"), HasSubstr("card 341 is not in the hand"));
  EXPECT_THAT(Fault(s, 1, Ask::kEat, "/eat 210 220"), HasSubstr("do not chow 350"));
  EXPECT_THAT(Fault(s, 1, Ask::kEat, "/pong 340 360"), HasSubstr("answered by /eat or /pass"));
  EXPECT_EQ(Fault(s, 1, Ask::kHu, "/hu"), "ok");
  EXPECT_THAT(Fault(s, 1, Ask::kHu, "/eat 340 360"), HasSubstr("answered by /hu or /pass"));
  EXPECT_THAT(Fault(s, 1, Ask::kPong, "/pong 340 360"), HasSubstr("no pung is possible"));

  // Seat 2 holds three 5p and is not next: pung or open kong.
  EXPECT_EQ(Fault(s, 2, Ask::kPong, "/pong 351 353"), "ok");
  EXPECT_EQ(Fault(s, 2, Ask::kGong, "/gong 4 351 352 353"), "ok");
  EXPECT_THAT(Fault(s, 2, Ask::kGong, "/gong 4 351 352 242"), HasSubstr("do not kong 350"));
  EXPECT_THAT(Fault(s, 2, Ask::kGong, "/gong 0 351 352 353 350"),
              HasSubstr("/ask gong on a discard is answered by /gong 4 or /pass"));
  EXPECT_THAT(Fault(s, 2, Ask::kEat, "/eat 242 262"), HasSubstr("no chow is possible"));
  EXPECT_THAT(Fault(s, 2, Ask::kPong, "/pong 351 242"), HasSubstr("do not pung 350"));
  EXPECT_THAT(Fault(s, 2, Ask::kPong, "/gong 4 351 352 353"),
              HasSubstr("/ask pong is answered by /pong or /pass"));
}

TEST(MjrefValidateTest, NoOpenKongOnTheLeftPlayersDiscard) {
  // Seat 1 throws a 9s and seat 2, next, holds 999s: a pung, not an open kong (SPEC §2).
  GameState s = MakeState();
  Discard(s, 0, 350);
  Draw(s, 1);
  s.seats[1].hand.Add(293);  // the fourth 9s, out of nowhere: validation only reads the hand
  Discard(s, 1, 293);
  EXPECT_THAT(Fault(s, 2, Ask::kGong, "/gong 4 290 291 292"),
              HasSubstr("no open kong is possible"));
  EXPECT_EQ(Fault(s, 2, Ask::kPong, "/pong 290 291"), "ok");
}

}  // namespace
}  // namespace mj16::mjref
