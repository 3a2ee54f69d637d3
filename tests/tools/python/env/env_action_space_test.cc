// The environment's actions: which answer each question allows, exactly which cards each one
// shows, and an illegal one's message.
#include "tools/python/env/action_space.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "absl/strings/str_cat.h"
#include "core/protocol.h"
#include "tests/support/test_views.h"

namespace mj16::env {
namespace {

using ::testing::HasSubstr;
using testing::ReplayLines;

constexpr Tile kMan(int rank) { return MakeTile(kCharacters, rank); }
std::string Card(Tile t, int copy) { return std::to_string(MakeCard(t, copy)); }

// Position 1 holds 3m4m 5m5m 2p ... and position 4 (just before it) throws 5m.
TableView OfferedFiveMan() {
  return ReplayLines(
      {"/start MJ 1 x", "/initGame east east 2 2 0",
       absl::StrCat("/initCard ", Card(kMan(3), 0), " ", Card(kMan(4), 0), " ", Card(kMan(5), 0),
                    " ", Card(kMan(5), 1), " ", Card(kMan(6), 0), " ", Card(kMan(7), 0), " ",
                    "410 411 412 420 421 430 431 440 "
                    "441 460"),
       absl::StrCat("/throw 4 ", Card(kMan(5), 2))});
}

TEST(EnvActionSpaceTest, AChowOffersEveryShapeTheHandHolds) {
  const TableView view = OfferedFiveMan();
  const ActionMask eat = LegalActions(view, Ask::kEat);
  EXPECT_TRUE(eat[action::kChowLow]);     // 5 6 7
  EXPECT_TRUE(eat[action::kChowMiddle]);  // 4 5 6
  EXPECT_TRUE(eat[action::kChowHigh]);    // 3 4 5
  EXPECT_TRUE(eat[action::kPass]);
  EXPECT_FALSE(eat[action::kPung]);
  const ActionMask pong = LegalActions(view, Ask::kPong);
  EXPECT_TRUE(pong[action::kPung]);
  EXPECT_TRUE(pong[action::kPass]);
  EXPECT_FALSE(pong[action::kChowLow]);
}

TEST(EnvActionSpaceTest, EachShapeShowsItsOwnCards) {
  const TableView view = OfferedFiveMan();
  absl::StatusOr<Action> high = ToAnswer(view, Ask::kEat, action::kChowHigh);
  ASSERT_TRUE(high.ok()) << high.status();
  EXPECT_EQ(FormatAnswer(*high), absl::StrCat("/eat ", Card(kMan(3), 0), " ", Card(kMan(4), 0)));
  absl::StatusOr<Action> pung = ToAnswer(view, Ask::kPong, action::kPung);
  ASSERT_TRUE(pung.ok());
  EXPECT_EQ(pung->type, ActionType::kPung);
  for (const auto& [index, ask] : {std::pair{action::kChowLow, Ask::kEat},
                                   {action::kChowMiddle, Ask::kEat},
                                   {action::kChowHigh, Ask::kEat},
                                   {action::kPung, Ask::kPong},
                                   {action::kPass, Ask::kEat}}) {
    absl::StatusOr<Action> a = ToAnswer(view, ask, index);
    ASSERT_TRUE(a.ok());
    EXPECT_EQ(ToIndex(view, *a), index) << ActionName(index);
  }
}

TEST(EnvActionSpaceTest, ADiscardIsAnyKindHeldAndNothingElse) {
  TableView view = OfferedFiveMan();
  // Position 1 chows 3-4-5 and must discard.
  absl::StatusOr<Message> eat = ParseMessage(
      absl::StrCat("/eat 1 ", Card(kMan(3), 0), " ", Card(kMan(4), 0), " ", Card(kMan(5), 2)));
  ASSERT_TRUE(eat.ok());
  ASSERT_TRUE(view.Apply(*eat).ok());
  const ActionMask mask = LegalActions(view, Ask::kThrow);
  EXPECT_TRUE(mask[action::kDiscard + kMan(5)]);
  EXPECT_TRUE(mask[action::kDiscard + kEast]);
  EXPECT_FALSE(mask[action::kDiscard + kMan(3)]);  // melded
  EXPECT_FALSE(mask[action::kPass]);
  absl::StatusOr<Action> five = ToAnswer(view, Ask::kThrow, action::kDiscard + kMan(5));
  ASSERT_TRUE(five.ok());
  EXPECT_EQ(five->cards[0], MakeCard(kMan(5), 1));  // the highest copy held
}

TEST(EnvActionSpaceTest, AnIllegalActionNamesItselfAndTheLegalOnes) {
  const TableView view = OfferedFiveMan();
  absl::StatusOr<Action> a = ToAnswer(view, Ask::kPong, action::kWin);
  ASSERT_FALSE(a.ok());
  EXPECT_THAT(a.status().message(), HasSubstr("action 72 (win)"));
  EXPECT_THAT(a.status().message(), HasSubstr("37 (pung), 73 (pass)"));
  EXPECT_FALSE(ToAnswer(view, Ask::kThrow, 500).ok());
  EXPECT_EQ(ActionName(500), "no such action");
  EXPECT_EQ(ActionName(action::kKong + kRed), "kong 5z");
}

}  // namespace
}  // namespace mj16::env
