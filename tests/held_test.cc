// bot/reading/held.h: the embedded model of the copies the others hold parses and agrees with
// PyTorch on the fixture train_held.py wrote beside it; its expected copies stay within the
// unseen ones and add up to about what the others hold; Reading::HeldByOthers gives it, or the
// wall oracle's truth, only when asked.
#include "bot/reading/held.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <numeric>

#include "bot/reading/reading.h"
#include "tests/test_views.h"
#include "tools/training/fixture.h"

namespace mj16::bot {
namespace {

using testing::ReplayLines;

TEST(HeldTest, TheEmbeddedModelAgreesWithPyTorch) {
  const absl::StatusOr<std::vector<training::FixtureCase>> cases =
      training::ReadFixture(MJ16_HELD_FIXTURE);
  ASSERT_TRUE(cases.ok()) << cases.status();
  ASSERT_GE(cases->size(), 4u);
  EXPECT_THAT(training::Disagreements(HeldModel(), *cases), ::testing::IsEmpty());
}

TableView Opening() {
  return ReplayLines({"/start MJ 2 mjbot", "/initGame east east 1 1 0",
                      "/initCard 120 130 340 350 360 370 380 390 210 220 230 270 280 410 411 440",
                      "/throw 1 110"});
}

TEST(HeldTest, ExpectedCopiesAreWithinTheUnseenAndAddUpToTheOthersHands) {
  const TableView view = Opening();
  const HeldCounts held = ExpectedHeldByOthers(view);
  const TileCounts seen = view.Seen();
  for (int k = 0; k < kNumKinds; ++k) {
    EXPECT_GE(held[k], 0) << k;
    EXPECT_LE(held[k], kCopies - seen[k]) << k;
  }
  // The others hold 16 + 16 + 15 concealed tiles after the first throw; the estimate is
  // calibrated on self-play, so its sum is near that.
  const double total = std::accumulate(held.begin(), held.end(), 0.0);
  EXPECT_NEAR(total, 47, 6);
}

TEST(HeldTest, TheReadingGivesItOnlyWhenAsked) {
  const TableView view = Opening();
  ReadingSettings settings;
  EXPECT_FALSE(Reading(view, settings).HeldByOthers().has_value());
  settings.learned_held = true;
  const std::optional<HeldCounts> learned = Reading(view, settings).HeldByOthers();
  ASSERT_TRUE(learned.has_value());
  EXPECT_EQ(*learned, ExpectedHeldByOthers(view));
  // The wall oracle's truth wins over the estimate: what the others (not position 2) hold.
  Truth truth;
  truth.wall = true;
  truth.concealed[0][KindOf(110)] = 2;
  truth.concealed[1][KindOf(120)] = 1;  // ours
  truth.concealed[3][KindOf(110)] = 1;
  const std::optional<HeldCounts> told = Reading(view, settings, &truth).HeldByOthers();
  ASSERT_TRUE(told.has_value());
  EXPECT_EQ((*told)[KindOf(110)], 3);
  EXPECT_EQ((*told)[KindOf(120)], 0);
}

}  // namespace
}  // namespace mj16::bot
