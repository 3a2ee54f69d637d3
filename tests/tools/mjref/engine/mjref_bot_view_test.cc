// A player's view rebuilt from the referee's lines: the hand follows /initCard, /mo, its own
// discards and its own claims once broadcast, and nothing else.
#include "tools/mjref/engine/bot_view.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace mj16::mjref {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

void Feed(BotView& v, std::initializer_list<const char*> lines) {
  for (const char* line : lines) {
    absl::StatusOr<Message> m = ParseMessage(line);
    ASSERT_TRUE(m.ok()) << line << ": " << m.status();
    v.Apply(*m);
  }
}

TEST(MjrefBotViewTest, FollowsDrawsAndOwnDiscards) {
  BotView v;
  Feed(v, {"/start MJ 2 me", "/initGame east east 1 1 0", "/initCard 350 110 120 121"});
  EXPECT_EQ(v.pos(), 2);
  EXPECT_FALSE(v.MustDiscard());
  EXPECT_THAT(v.hand().concealed, ElementsAre(110, 120, 121, 350));
  Feed(v, {"/throw 1 130", "/mo 410"});
  EXPECT_EQ(v.last_discard(), 130);
  EXPECT_EQ(v.drawn(), 410);
  EXPECT_TRUE(v.MustDiscard());
  Feed(v, {"/throw 2 410"});
  EXPECT_EQ(v.drawn(), 0);
  EXPECT_THAT(v.hand().concealed, ElementsAre(110, 120, 121, 350));
  Feed(v, {"/throw 3 120"});  // another player's: not ours to remove
  EXPECT_THAT(v.hand().concealed, ElementsAre(110, 120, 121, 350));
}

TEST(MjrefBotViewTest, OwnClaimsOnlyWhenBroadcast) {
  BotView v;
  Feed(v, {"/start MJ 2 me", "/initCard 140 150 351 352 160 161 162 470"});
  Feed(v, {"/throw 1 131", "/eat 3 121 131 141"});  // someone else's chow
  EXPECT_EQ(v.hand().concealed.size(), 8u);
  Feed(v, {"/throw 1 130", "/eat 2 140 130 150"});
  EXPECT_THAT(v.hand().concealed, ElementsAre(160, 161, 162, 351, 352, 470));
  ASSERT_EQ(v.hand().melds.size(), 1u);
  EXPECT_EQ(v.hand().melds[0].type, MeldType::kChow);
  Feed(v, {"/throw 2 470", "/throw 3 350", "/pong 2 350 351 352"});
  EXPECT_THAT(v.hand().concealed, ElementsAre(160, 161, 162));
  Feed(v, {"/throw 2 162", "/mo 353", "/gong 2 1 353"});
  EXPECT_EQ(v.hand().melds[1].type, MeldType::kAddedKong);
  EXPECT_THAT(v.hand().melds[1].cards, ElementsAre(350, 351, 352, 353));
  Feed(v, {"/mo 163", "/mo 171"});
  EXPECT_THAT(v.hand().concealed, ElementsAre(160, 161, 163, 171));
}

TEST(MjrefBotViewTest, Kongs) {
  BotView v;
  Feed(v, {"/start MJ 1 me", "/initCard 110 111 112 113 220 221 222"});
  Feed(v, {"/gong 1 0 110 111 112 113", "/gong 3 0"});
  EXPECT_THAT(v.hand().concealed, ElementsAre(220, 221, 222));
  EXPECT_EQ(v.hand().melds[0].type, MeldType::kConcealedKong);
  Feed(v, {"/throw 4 223", "/gong 1 4 220 221 222 223"});
  EXPECT_THAT(v.hand().concealed, IsEmpty());
  EXPECT_EQ(v.hand().melds[1].type, MeldType::kOpenKong);
}

}  // namespace
}  // namespace mj16::mjref
