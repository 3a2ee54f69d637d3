// Tables the learned policy's tests decide on, named by scenario.
#ifndef MJ16_TESTS_POLICY_SCENARIOS_H_
#define MJ16_TESTS_POLICY_SCENARIOS_H_

#include "core/table_view.h"
#include "tests/support/test_views.h"

namespace mj16::testing {

// The dealer's first turn with 17 tiles: 123m 456m 789m 234p 55p 67s and a lone East.
inline TableView DealerToThrow() {
  return ReplayLines({
      "/start MJ 1 test",
      "/initGame east east 1 1 0",
      "/initCard 111 121 131 141 151 161 171 181 191 221 231 241 251 252 361 371 411",
  });
}

// Position 3 holds 34m 67m and position 2, on its left, throws 5m: three chows to choose from.
inline TableView FiveManFromTheLeft() {
  return ReplayLines({
      "/start MJ 3 test",
      "/initGame east east 2 2 0",
      "/initCard 131 141 161 171 211 221 231 311 321 331 411 412 413 421 422 423",
      "/throw 2 150",
  });
}

}  // namespace mj16::testing

#endif  // MJ16_TESTS_POLICY_SCENARIOS_H_
