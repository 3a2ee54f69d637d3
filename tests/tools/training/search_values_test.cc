// tools/training/search_values.h: every candidate of a throw or a claim valued by the search on
// two independent halves of its worlds, the same every time; an own kong is no question for it.
#include "tools/training/search_values.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

#include "tests/support/test_views.h"

namespace mj16::training {
namespace {

using ::mj16::testing::LateGameView;
using ::mj16::testing::ReplayLines;

std::optional<SearchValues> Values(const TableView& view, Ask ask, int worlds,
                                   std::vector<bot::policy::Candidate>* candidates = nullptr) {
  const bot::Settings settings;
  const bot::Reading reading(view, settings.reading);
  const bot::policy::DecisionInput in = bot::policy::Describe(view, ask, reading);
  if (candidates != nullptr) *candidates = in.candidates;
  return ValueCandidates(reading, ask, in.candidates, worlds, settings);
}

TEST(SearchValuesTest, EveryThrowValuedOnTwoHalvesTheSameEveryTime) {
  const TableView view = LateGameView();
  std::vector<bot::policy::Candidate> candidates;
  const std::optional<SearchValues> v = Values(view, Ask::kThrow, 400, &candidates);
  ASSERT_TRUE(v.has_value());
  ASSERT_GE(candidates.size(), 5u);
  ASSERT_EQ(v->half[0].size(), candidates.size());
  ASSERT_EQ(v->half[1].size(), candidates.size());
  EXPECT_NE(v->half[0], v->half[1]) << "the halves are played on worlds of their own";
  // They agree on which throws are better: centred on their question's mean, they correlate.
  const auto centred = [](std::vector<double> x) {
    const double mean = std::accumulate(x.begin(), x.end(), 0.0) / static_cast<double>(x.size());
    for (double& e : x) e -= mean;
    return x;
  };
  const std::vector<double> a = centred(v->half[0]), b = centred(v->half[1]);
  EXPECT_GT(std::inner_product(a.begin(), a.end(), b.begin(), 0.0), 0);
  const std::optional<SearchValues> again = Values(view, Ask::kThrow, 400);
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(again->half, v->half);
}

TEST(SearchValuesTest, AClaimsMeldsAndThePassAreValued) {
  // East is offered a pung of the kind it holds a pair of.
  const TableView view =
      ReplayLines({"/start MJ 2 mjbot", "/initGame east east 1 1 0",
                   "/initCard 110 140 170 220 250 280 330 360 390 410 420 430 451 452 460 470",
                   "/throw 1 450"});
  std::vector<bot::policy::Candidate> candidates;
  const std::optional<SearchValues> v = Values(view, Ask::kPong, 100, &candidates);
  ASSERT_TRUE(v.has_value());
  ASSERT_EQ(candidates.size(), 2u);  // the pung, then the pass
  EXPECT_EQ(candidates.back().type, bot::policy::CandidateType::kPass);
  EXPECT_EQ(v->half[0].size(), 2u);
}

TEST(SearchValuesTest, AnOwnKongIsNotAQuestionForTheSearch) {
  // East draws the fourth of a kind it holds three of.
  const TableView view = ReplayLines(
      {"/start MJ 2 mjbot", "/initGame east east 1 1 0",
       "/initCard 110 111 112 140 170 220 250 280 330 360 390 410 420 430 460 470", "/mo 113"});
  std::vector<bot::policy::Candidate> candidates;
  EXPECT_FALSE(Values(view, Ask::kGong, 100, &candidates).has_value());
  ASSERT_FALSE(candidates.empty());
  EXPECT_TRUE(std::any_of(candidates.begin(), candidates.end(), [](const auto& c) {
    return c.type == bot::policy::CandidateType::kConcealedKong;
  }));
}

}  // namespace
}  // namespace mj16::training
