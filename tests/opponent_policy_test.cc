#include "bot/reading/opponent_policy.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

#include "core/notation.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

TileCounts Counts(absl::string_view text) {
  const absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(text);
  EXPECT_TRUE(tiles.ok()) << text;
  return CountsOf(*tiles);
}

TEST(OpponentPolicy, ThrowsSumToOneAndLeaveNoHeldKindImpossible) {
  const OpponentPolicy policy;
  const TileCounts hand = Counts("123m456m789m11p23p45s1z");  // 17 tiles, the East alone
  std::array<double, kNumKinds> p;
  policy.Throws(hand, 5, TileCounts{}, p);
  EXPECT_NEAR(std::accumulate(p.begin(), p.end(), 0.0), 1.0, 1e-12);
  for (int k = 0; k < kNumKinds; ++k) {
    if (hand[k] > 0) {
      EXPECT_GT(p[k], 0) << k;
    } else {
      EXPECT_EQ(p[k], 0) << k;
    }
  }
  // The isolated East is the efficiency rule's throw: the likeliest by far.
  const Tile east = *ParseTile("1z");
  for (int k = 0; k < kNumKinds; ++k) {
    if (k != east && hand[k] > 0) {
      EXPECT_GT(p[east], 5 * p[k]) << k;
    }
  }
  EXPECT_EQ(policy.Throw(hand, 5, TileCounts{}, *ParseTile("9s")), 0);
}

TEST(OpponentPolicy, AWinIsTakenAndAClaimWeighsItsGain) {
  const OpponentPolicy policy;
  // Tenpai on 1z alone: the win is taken.
  const TileCounts tenpai = Counts("123m456m789m123p456p1z");
  const Tile east = *ParseTile("1z");
  game::LegalAnswers answers = game::AnswersTo(game::QuestionKind::kDiscardWin, tenpai, {}, east);
  ASSERT_EQ(answers.size(), 2u);
  std::array<double, 2> p;
  policy.Answers(tenpai, 5, answers, p);
  EXPECT_GT(p[1], 0.95);  // answers[1] is the win
  // A pung's odds beside passing: the claim logit plus its gain in shanten (with its best throw),
  // mixed with the floor.
  const TileCounts hand = Counts("11m234m567m89m2p5p8p1s5s9s");
  answers = game::AnswersTo(game::QuestionKind::kPung, hand, {}, 0);
  ASSERT_EQ(answers.size(), 2u);
  policy.Answers(hand, 5, answers, p);
  TileCounts after = hand;
  after[0] = 0;
  int best = 99;
  for (int k = 0; k < kNumKinds; ++k) {
    if (after[k] == 0) continue;
    --after[k];
    best = std::min(best, tables::Shanten(after, 4));
    ++after[k];
  }
  const OpponentPolicyParams& q = policy.params();
  const double gain = tables::Shanten(hand, 5) - best;
  const double x = q.claim_bias + q.claim_gain * gain;
  EXPECT_NEAR(p[1], (1 - q.floor) / (1 + std::exp(-x)) + q.floor / 2, 1e-12);
  EXPECT_NEAR(p[0] + p[1], 1.0, 1e-12);
}

}  // namespace
}  // namespace mj16::bot
