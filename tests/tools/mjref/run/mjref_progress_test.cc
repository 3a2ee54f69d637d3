// The progress line: games done, rate and ETA; silent when disabled (not a terminal).
#include "tools/mjref/run/progress.h"

#include <gtest/gtest.h>

namespace mj16::mjref {
namespace {

TEST(MjrefProgressTest, Line) {
  EXPECT_EQ(ProgressLine(96, 192, 2.0),
            "[##########..........] 96/192 games  48.0 games/s  ETA 0:00:02");
  EXPECT_EQ(ProgressLine(0, 192, 0.0),
            "[....................] 0/192 games  0.0 games/s  ETA -:--:--");
  EXPECT_EQ(ProgressLine(10, 100000, 10.0),
            "[....................] 10/100000 games  1.0 games/s  ETA 27:46:30");
}

TEST(MjrefProgressTest, DisabledPrintsNothing) {
  ::testing::internal::CaptureStderr();
  ProgressBar bar(10, false);
  bar.Update(5);
  bar.Finish(10);
  EXPECT_EQ(::testing::internal::GetCapturedStderr(), "");
}

}  // namespace
}  // namespace mj16::mjref
