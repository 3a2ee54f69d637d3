// What any review of a record must hold, whatever played it: every game with its decisions, and
// for every program reviewed a loss figure with its interval.
#ifndef MJ16_TESTS_REVIEW_CHECKS_H_
#define MJ16_TESTS_REVIEW_CHECKS_H_

#include <gtest/gtest.h>

#include <string>

#include "tools/common/json_value.h"

namespace mj16::testing {

inline void ExpectReviewHolds(const std::string& review_json, int games) {
  const absl::StatusOr<JsonValue> review = ParseJson(review_json);
  ASSERT_TRUE(review.ok()) << review.status();
  const JsonValue* reviewed = review->Find("games");
  ASSERT_NE(reviewed, nullptr);
  ASSERT_EQ(reviewed->items.size(), static_cast<size_t>(games));
  for (const JsonValue& game : reviewed->items) {
    const JsonValue* decisions = game.Find("decisions");
    ASSERT_NE(decisions, nullptr);
    EXPECT_FALSE(decisions->items.empty()) << "game " << game.IntOr("game", 0);
    for (const JsonValue& d : decisions->items) {
      EXPECT_NE(d.StringOr("verdict", ""), "") << "game " << game.IntOr("game", 0);
    }
  }
  const JsonValue* summaries = review->Find("summaries");
  ASSERT_NE(summaries, nullptr);
  ASSERT_FALSE(summaries->items.empty());
  for (const JsonValue& s : summaries->items) {
    const JsonValue* loss = s.Find("loss_per_game");
    ASSERT_NE(loss, nullptr) << s.StringOr("program", "");
    EXPECT_EQ(loss->type, JsonValue::Type::kNumber);
    EXPECT_NE(s.Find("loss_ci95"), nullptr);
    EXPECT_GT(s.IntOr("decisions", 0), 0);
  }
}

}  // namespace mj16::testing

#endif  // MJ16_TESTS_REVIEW_CHECKS_H_
