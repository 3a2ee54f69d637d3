// The fiber under the stepping environment: it runs its body in pieces, in order, and the
// body's objects are destroyed when it returns.
#include "tools/python/env/fiber.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace mj16::env {
namespace {

TEST(EnvFiberTest, RunsTheBodyInPiecesBetweenYields) {
  std::string trace;
  Fiber* self = nullptr;
  Fiber fiber([&] {
    trace += "a";
    self->Yield();
    trace += "b";
    self->Yield();
    trace += "c";
  });
  self = &fiber;
  EXPECT_FALSE(fiber.started());
  fiber.Resume();
  EXPECT_EQ(trace, "a");
  EXPECT_TRUE(fiber.started());
  trace += "|";
  fiber.Resume();
  EXPECT_EQ(trace, "a|b");
  EXPECT_FALSE(fiber.finished());
  fiber.Resume();
  EXPECT_EQ(trace, "a|bc");
  EXPECT_TRUE(fiber.finished());
  fiber.Resume();  // a finished fiber stays finished
  EXPECT_EQ(trace, "a|bc");
}

TEST(EnvFiberTest, TheBodysObjectsLiveAcrossYieldsAndDieAtItsEnd) {
  std::weak_ptr<int> seen;
  Fiber* self = nullptr;
  Fiber fiber([&] {
    auto held = std::make_shared<int>(7);
    seen = held;
    self->Yield();
    *held += 1;
  });
  self = &fiber;
  fiber.Resume();
  ASSERT_FALSE(seen.expired());
  EXPECT_EQ(*seen.lock(), 7);
  fiber.Resume();
  EXPECT_TRUE(seen.expired());
}

TEST(EnvFiberTest, DeepCallsFitTheStack) {
  Fiber* self = nullptr;
  int depth = 0;
  std::function<int(int)> recurse = [&](int n) -> int {
    char pad[512];
    pad[0] = static_cast<char>(n);
    if (n == 0) {
      self->Yield();
      return pad[0];
    }
    return recurse(n - 1) + 1 + (pad[0] - static_cast<char>(n));
  };
  Fiber fiber([&] { depth = recurse(500); });
  self = &fiber;
  fiber.Resume();
  fiber.Resume();
  EXPECT_EQ(depth, 500);
}

volatile int sink = 0;

// Recursion deep enough to leave any small stack; each frame keeps a buffer alive.
int Deep(int n) {
  volatile char pad[1024];
  pad[0] = static_cast<char>(n);
  if (n == 0) return pad[0];
  const int below = Deep(n - 1);
  sink = sink + pad[0];
  return below + 1;
}

TEST(EnvFiberDeathTest, AnOverflowFaultsAtTheGuardPage) {
  EXPECT_DEATH(
      {
        Fiber fiber([] { sink = Deep(1 << 20); }, 64 * 1024);
        fiber.Resume();
      },
      "");
}

}  // namespace
}  // namespace mj16::env
