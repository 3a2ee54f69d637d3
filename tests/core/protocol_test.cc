// The protocol text (SPEC §3, seed 000 §3.1): every referee line, the parse of the answers and
// the bot-side parse of the referee's lines.
#include "core/protocol.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace mj16 {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

// The parse of a line expected to be good (a failure reports instead of crashing).
Action Parsed(absl::string_view line) {
  absl::StatusOr<Action> a = ParseAnswer(line);
  EXPECT_TRUE(a.ok()) << line << ": " << a.status();
  return a.ok() ? *a : Action::Of(ActionType::kPass, std::array<Card, 1>{-1});
}

TEST(ProtocolTest, RefereeLines) {
  EXPECT_EQ(FormatStart(2, "Program_1"), "/start MJ 2 Program_1");
  // Seed 000 §3.1 item 2: `/initGame east east 3 2 0`.
  EXPECT_EQ(FormatInitGame(Wind::kEast, Wind::kEast, 3, 2, 0), "/initGame east east 3 2 0");
  EXPECT_EQ(FormatInitGame(Wind::kNorth, Wind::kSouth, 1, 4, 0), "/initGame north south 1 4 0");
  const std::vector<Card> cards = {463, 121, 122, 142};
  EXPECT_EQ(FormatInitCard(cards), "/initCard 121 122 142 463");
  EXPECT_EQ(FormatMo(410), "/mo 410");
  EXPECT_EQ(FormatAsk(Ask::kThrow), "/ask throw");
  EXPECT_EQ(FormatAsk(Ask::kEat), "/ask eat");
  EXPECT_EQ(FormatAsk(Ask::kPong), "/ask pong");
  EXPECT_EQ(FormatAsk(Ask::kGong), "/ask gong");
  EXPECT_EQ(FormatAsk(Ask::kHu), "/ask hu");
  EXPECT_EQ(FormatThrow(3, 410), "/throw 3 410");
  EXPECT_EQ(FormatExit({2000, -2000, 0, 0}), "/exit 2000 -2000 0 0");
}

TEST(ProtocolTest, EatPutsTheClaimedCardInTheMiddle) {
  // Seed 000 fig. 3-6: 131 thrown, `/eat 140 150` → `/eat 2 140 131 150`; SPEC: 312 claimed.
  EXPECT_EQ(FormatEat(2, 131, 150, 140), "/eat 2 140 131 150");
  EXPECT_EQ(FormatEat(2, 312, 330, 323), "/eat 2 323 312 330");
}

TEST(ProtocolTest, MeldsAscending) {
  EXPECT_EQ(FormatPong(2, {431, 430, 432}), "/pong 2 430 431 432");
  EXPECT_EQ(FormatOpenKong(4, {112, 110, 113, 111}), "/gong 4 4 110 111 112 113");
  EXPECT_EQ(FormatAddedKong(1, 153), "/gong 1 1 153");
  EXPECT_EQ(FormatConcealedKong(2, {163, 160, 161, 162}), "/gong 2 0 160 161 162 163");
  EXPECT_EQ(FormatConcealedKongHidden(2), "/gong 2 0");
}

TEST(ProtocolTest, HuListsTheOtherConcealedCardsAscending) {
  // Seed 000 §3.3 item 8: `/hu 3 390 370 380 111 112` lists the four others (we sort them).
  const std::vector<Card> rest = {370, 380, 111, 112};
  EXPECT_EQ(FormatHu(3, 390, rest), "/hu 3 390 111 112 370 380");
}

TEST(ProtocolTest, ParsesEveryAnswer) {
  EXPECT_EQ(Parsed("/throw 112"), Action::Of(ActionType::kThrow, std::array<Card, 1>{112}));
  EXPECT_EQ(Parsed("/eat 132 142"), Action::Of(ActionType::kChow, std::array<Card, 2>{132, 142}));
  EXPECT_EQ(Parsed("/pong 112 113"), Action::Of(ActionType::kPung, std::array<Card, 2>{112, 113}));
  EXPECT_EQ(Parsed("/gong 4 110 112 113"),
            Action::Of(ActionType::kOpenKong, std::array<Card, 3>{110, 112, 113}));
  EXPECT_EQ(Parsed("/gong 0 110 111 112 113"),
            Action::Of(ActionType::kConcealedKong, std::array<Card, 4>{110, 111, 112, 113}));
  EXPECT_EQ(Parsed("/gong 1 112"), Action::Of(ActionType::kAddedKong, std::array<Card, 1>{112}));
  EXPECT_EQ(Parsed("/hu"), Action::Of(ActionType::kWin));
  EXPECT_EQ(Parsed("/pass"), Action::Of(ActionType::kPass));
}

TEST(ProtocolTest, ToleratesLineEndsAndSpaces) {
  EXPECT_EQ(Parsed("  /throw   112 \r\n"),
            Action::Of(ActionType::kThrow, std::array<Card, 1>{112}));
  EXPECT_EQ(Parsed("/pass\r"), Action::Of(ActionType::kPass));
  EXPECT_EQ(Parsed("/HU\n"), Action::Of(ActionType::kWin));
}

TEST(ProtocolTest, RejectsMalformedAnswers) {
  for (const char* bad : {"", "throw 112", "/throw", "/throw 112 113", "/throw abc", "/throw 114",
                          "/throw 10", "/eat 132", "/pong 112", "/gong 112 113 110", "/gong 2 110",
                          "/gong 0 110 111 112", "/hu 112", "/pass now", "/ready"}) {
    EXPECT_FALSE(ParseAnswer(bad).ok()) << bad;
  }
  EXPECT_THAT(std::string(ParseAnswer("/throw 10").status().message()),
              HasSubstr("not a tile code"));
}

TEST(ProtocolTest, AnswersRoundTrip) {
  for (const char* line : {"/throw 112", "/eat 132 142", "/pong 112 113", "/gong 4 110 112 113",
                           "/gong 0 110 111 112 113", "/gong 1 112", "/hu", "/pass"}) {
    EXPECT_EQ(FormatAnswer(Parsed(line)), line);
  }
}

TEST(ProtocolTest, BotSideParse) {
  absl::StatusOr<Message> m = ParseMessage("/start MJ 2 Program_1\r\n");
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(m->kind, Message::Kind::kStart);
  EXPECT_EQ(m->pos, 2);
  EXPECT_EQ(m->name, "Program_1");

  m = ParseMessage("/initGame EAST south 3 2 0");
  ASSERT_TRUE(m.ok()) << m.status();
  EXPECT_EQ(m->round, Wind::kEast);
  EXPECT_EQ(m->game, Wind::kSouth);
  EXPECT_EQ(m->open, 3);
  EXPECT_EQ(m->dealer, 2);

  m = ParseMessage("/initCard 121 122 142");
  ASSERT_TRUE(m.ok());
  EXPECT_THAT(m->cards, ElementsAre(121, 122, 142));

  m = ParseMessage("/ask gong");
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(m->kind, Message::Kind::kAsk);
  EXPECT_EQ(m->ask, Ask::kGong);

  m = ParseMessage("/eat 2 140 131 150");
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(m->kind, Message::Kind::kEat);
  EXPECT_EQ(m->pos, 2);
  EXPECT_THAT(m->cards, ElementsAre(140, 131, 150));

  m = ParseMessage("/gong 2 0");
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(m->gong_type, 0);
  EXPECT_TRUE(m->cards.empty());
  m = ParseMessage("/gong 1 1 153");
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(m->gong_type, 1);
  EXPECT_THAT(m->cards, ElementsAre(153));

  m = ParseMessage("/hu 3 390 370 380 111 112");
  ASSERT_TRUE(m.ok());
  EXPECT_THAT(m->cards, ElementsAre(390, 370, 380, 111, 112));

  m = ParseMessage("/exit 2000 -2000 0 0");
  ASSERT_TRUE(m.ok());
  EXPECT_THAT(m->scores, ElementsAre(2000, -2000, 0, 0));

  EXPECT_EQ(ParseMessage("/ready")->kind, Message::Kind::kReady);
  EXPECT_FALSE(ParseMessage("/ask dance").ok());
  EXPECT_FALSE(ParseMessage("/throw 5 110").ok());
  EXPECT_FALSE(ParseMessage("/gong 2 4 110").ok());
  EXPECT_FALSE(ParseMessage("/whatever").ok());
}

// SPEC §1: flower codes are parsed and ignored. A platform that deals flowers must not cost the
// bot its whole deal (the conformance transcript flowers.txt found that it did).
TEST(ProtocolTest, FlowersInTheDealAreLeftOut) {
  absl::StatusOr<Message> m = ParseMessage("/initCard 10 121 122 80 142");
  ASSERT_TRUE(m.ok()) << m.status();
  EXPECT_THAT(m->cards, ElementsAre(121, 122, 142));
  EXPECT_EQ(m->flowers, 2);
  EXPECT_EQ(ParseMessage("/initCard 121")->flowers, 0);
  // A flower drawn is only noted; its replacement is the next /mo.
  m = ParseMessage("/mo 20");
  ASSERT_FALSE(m.ok());
  EXPECT_THAT(m.status().message(), ::testing::HasSubstr("flower"));
  // Elsewhere a flower is no tile code, and 90 or 15 no flower.
  EXPECT_FALSE(ParseMessage("/throw 2 30").ok());
  EXPECT_FALSE(ParseMessage("/initCard 90 121").ok());
  EXPECT_FALSE(ParseMessage("/initCard 15 121").ok());
}

// The referee's lines as messages (what in-process players are told) format back to the very
// line: the two ways of telling a player say the same.
TEST(ProtocolTest, MessagesFormatBackToTheirLines) {
  for (const char* line :
       {"/start MJ 3 efficiency #2", "/initGame east south 3 2 0", "/initCard 110 111 350 471",
        "/mo 231", "/ask throw", "/ask hu", "/throw 2 350", "/eat 2 340 350 360",
        "/pong 4 350 351 352", "/gong 1 4 350 351 352 353", "/gong 3 1 353",
        "/gong 2 0 410 411 412 413", "/gong 2 0", "/hu 4 350 111 121 131", "/hu 1 290",
        "/exit -10000 0 0 10000", "/ready", "/close"}) {
    absl::StatusOr<Message> m = ParseMessage(line);
    ASSERT_TRUE(m.ok()) << line << ": " << m.status();
    EXPECT_EQ(FormatMessage(*m), line);
  }
}

}  // namespace
}  // namespace mj16
