// The rule set as records store it (core/rules.h).
#include "core/rules.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace mj16 {
namespace {

using ::testing::HasSubstr;

TEST(RulesTest, TextGivesTheRulesBack) {
  EXPECT_EQ(FormatRules(CompetitionRules()),
            "base_points=1000 points_per_tai=500 dealer_tai=1 continuation=false flowers=false "
            "multiple_winners=false robbing_kong=true dead_wall=16 "
            "pinghu_requires_concealed=false");
  RuleSet other;
  other.base_points = 300;
  other.points_per_tai = 100;
  other.dealer_tai = 0;
  other.continuation = true;
  other.flowers = true;
  other.multiple_winners = true;
  other.robbing_kong = false;
  other.dead_wall = 8;
  other.pinghu_requires_concealed = true;
  const absl::StatusOr<RuleSet> back = ParseRules(FormatRules(other));
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(*back, other);
}

// A field the text does not name keeps today's competition rule: a record written before a field
// existed reads as the rules it was played under.
TEST(RulesTest, FieldsNotNamedKeepTheCompetitionRules) {
  EXPECT_EQ(*ParseRules(""), CompetitionRules());
  const absl::StatusOr<RuleSet> some = ParseRules("multiple_winners=true  dead_wall=8");
  ASSERT_TRUE(some.ok()) << some.status();
  RuleSet want;
  want.multiple_winners = true;
  want.dead_wall = 8;
  EXPECT_EQ(*some, want);
}

TEST(RulesTest, ABadFieldIsNamed) {
  EXPECT_THAT(ParseRules("dead_wall=16 jokers=true").status().message(),
              HasSubstr("unknown rule 'jokers'"));
  EXPECT_THAT(ParseRules("dead_wall=many").status().message(),
              HasSubstr("rule dead_wall: 'many' is not a value"));
  EXPECT_THAT(ParseRules("flowers").status().message(),
              HasSubstr("rule flowers: '' is not a value"));
}

}  // namespace
}  // namespace mj16
