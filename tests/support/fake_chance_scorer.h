// A luck scorer for the tests of what carries the luck of the cards (engine/chance.h): no value
// estimate, just amounts easy to check. Seat 1 gets +0.125 from the deal and seat 4 −0.125; on
// every draw, whoever draws, seat 1 gets +1 point and seat 2 −1. So a game's luck_milli is
// {125 + 1000·draws, −1000·draws, 0, −125} (GameRecord::draws counts every draw after the deal).
#ifndef MJ16_TESTS_FAKE_CHANCE_SCORER_H_
#define MJ16_TESTS_FAKE_CHANCE_SCORER_H_

#include <array>
#include <memory>
#include <string>

#include "tools/mjref/engine/chance.h"

namespace mj16::testing {

class FakeChanceScorer : public mjref::ChanceScorer {
 public:
  std::string Name() const override { return "fake-v1"; }
  mjref::SeatValues DealLuck(const game::GameState&, std::uint64_t) const override {
    return {0.125, 0, 0, -0.125};
  }
  mjref::SeatValues DrawLuck(const game::GameState&, int, Card) const override {
    return {1, -1, 0, 0};
  }
};

inline std::array<long long, 4> FakeLuckMilli(int draws) {
  return {125 + 1000LL * draws, -1000LL * draws, 0, -125};
}

inline std::shared_ptr<const mjref::ChanceScorer> FakeLuck() {
  return std::make_shared<const FakeChanceScorer>();
}

}  // namespace mj16::testing

#endif  // MJ16_TESTS_FAKE_CHANCE_SCORER_H_
