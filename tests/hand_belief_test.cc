#include "bot/reading/hand_belief.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <map>
#include <vector>

#include "bot/reading/opponent_policy.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

// A hand of one tile (no meld left to make but the pair): 1m, 2m or East, whose unseen copies
// are 2, 1 and 2. He is dealt one, draws one and throws East.
constexpr Tile k1m = 0, k2m = 1, kEast = 27;

TileCounts Pool() {
  TileCounts unseen{};
  unseen[k1m] = 2;
  unseen[k2m] = 1;
  unseen[kEast] = 2;
  return unseen;
}

double ThrowEast(const TileCounts& hand) {
  static const OpponentPolicy policy;
  return policy.Throw(hand, 0, TileCounts{}, kEast);
}

double NoWin(const TileCounts&) { return 1.0; }

// The throw as the belief weighs it (a policy player's alone: one style, no random share).
ActOdds ThrowOdds(const TileCounts& hand) { return {ThrowEast(hand), 0.5}; }

// The posterior over the tile he keeps, by enumerating every deal and draw of single copies.
std::map<Tile, double> Enumerated() {
  std::vector<Tile> copies = {k1m, k1m, k2m, kEast, kEast};
  std::map<Tile, double> kept;
  double total = 0;
  for (size_t i = 0; i < copies.size(); ++i) {
    for (size_t j = 0; j < copies.size(); ++j) {
      if (i == j) continue;
      TileCounts hand{};
      ++hand[copies[i]];
      ++hand[copies[j]];
      const double w = ThrowEast(hand);
      if (w == 0) continue;
      --hand[kEast];
      for (int k = 0; k < kNumKinds; ++k) {
        if (hand[k] > 0) kept[static_cast<Tile>(k)] += w;
      }
      total += w;
    }
  }
  for (auto& [t, w] : kept) w /= total;
  return kept;
}

std::map<Tile, double> Kept(const HandBelief& belief) {
  std::map<Tile, double> kept;
  for (const Hypothesis& h : belief.hypotheses()) {
    for (int k = 0; k < kNumKinds; ++k) {
      if (h.hand[k] > 0) kept[static_cast<Tile>(k)] += h.weight;
    }
  }
  return kept;
}

TEST(HandBelief, WeighingTheDrawnHandsIsTheEnumeratedPosterior) {
  // The hypotheses are every two-tile hand after the draw, weighted by its chance.
  std::vector<Hypothesis> hands;
  const TileCounts unseen = Pool();
  for (int a = 0; a < kNumKinds; ++a) {
    for (int b = a; b < kNumKinds; ++b) {
      if (unseen[a] == 0 || unseen[b] == 0 || (a == b && unseen[a] < 2)) continue;
      Hypothesis h;
      ++h.hand[a];
      ++h.hand[b];
      h.weight = a == b ? unseen[a] * (unseen[a] - 1) : 2.0 * unseen[a] * unseen[b];
      hands.push_back(h);
    }
  }
  HandBelief belief(hands, 1);
  belief.Act(ThrowOdds, {{kEast, 1}});
  belief.Settle(unseen, 1, 0);
  const std::map<Tile, double> want = Enumerated();
  const std::map<Tile, double> got = Kept(belief);
  ASSERT_EQ(got.size(), want.size());
  for (const auto& [t, p] : want) EXPECT_NEAR(got.at(t), p, 1e-12) << int{t};
}

TEST(HandBelief, SampledDrawsConvergeOnTheEnumeratedPosterior) {
  const std::map<Tile, double> want = Enumerated();
  // Proposals with a flat guide and with the exact likelihood as guide weigh to the same target.
  for (const bool guided : {false, true}) {
    HandBelief belief(200000, 0, 7);
    belief.Deal(Pool(), 1);
    belief.DrawAndThrow(Pool(), kEast, NoWin, ThrowOdds,
                        [&](const TileCounts& h) { return guided ? ThrowEast(h) : 1.0; });
    belief.Settle(Pool(), 1, 0);
    const std::map<Tile, double> got = Kept(belief);
    for (const auto& [t, p] : want) EXPECT_NEAR(got.at(t), p, 0.005) << int{t} << " " << guided;
  }
}

TEST(HandBelief, TheStyleThatExplainsHisPlayGainsWeight) {
  // A policy player (style 0) or a random one (style 1), even odds before the throw of East.
  const std::vector<Tile> copies = {k1m, k1m, k2m, kEast, kEast};
  double policy = 0, random = 0;
  for (size_t i = 0; i < copies.size(); ++i) {
    for (size_t j = 0; j < copies.size(); ++j) {
      if (i == j || (copies[i] != kEast && copies[j] != kEast)) continue;
      TileCounts hand{};
      ++hand[copies[i]];
      ++hand[copies[j]];
      policy += ThrowEast(hand);
      random += 0.5;  // ThrowOdds: the random player throws East at even odds
    }
  }
  HandBelief belief(200000, 0, 23, PlayStyles{{0, 1}, {0.5, 0.5}});
  belief.Deal(Pool(), 1);
  belief.DrawAndThrow(Pool(), kEast, NoWin, ThrowOdds, [](const TileCounts&) { return 1.0; });
  belief.Settle(Pool(), 1, 0);
  const std::vector<double> shares = belief.StyleShares();
  ASSERT_EQ(shares.size(), 2u);
  EXPECT_NEAR(shares[0], policy / (policy + random), 0.005);
  EXPECT_GT(shares[0], 0.5);
}

TEST(HandBelief, MovesKeepThePosterior) {
  // Resampled, then moved by Metropolis–Hastings over the whole history: still the posterior.
  HandBelief belief(100000, 3, 17);
  belief.Deal(Pool(), 1);
  belief.DrawAndThrow(Pool(), kEast, NoWin, ThrowOdds, [](const TileCounts&) { return 1.0; });
  belief.Settle(Pool(), 1, 1.01);
  EXPECT_EQ(belief.stats().resamples, 1);
  EXPECT_GT(belief.stats().accepted, 0);
  const std::map<Tile, double> want = Enumerated();
  const std::map<Tile, double> got = Kept(belief);
  for (const auto& [t, p] : want) EXPECT_NEAR(got.at(t), p, 0.006) << int{t};
  // Every hypothesis' hand is what its history leaves, and that history is possible.
  for (const Hypothesis& h : belief.hypotheses()) {
    EXPECT_GT(belief.LogProbability(h), -1e300);
    TileCounts hand = h.dealt;
    for (Tile k : h.drawn) ++hand[k];
    --hand[kEast];
    EXPECT_EQ(hand, h.hand);
  }
}

TEST(HandBelief, AHistoryIsWeighedByItsDealDrawAndThrow) {
  HandBelief belief(1, 0, 19);
  belief.Deal(Pool(), 1);
  belief.DrawAndThrow(Pool(), kEast, NoWin, ThrowOdds, [](const TileCounts&) { return 1.0; });
  Hypothesis h;
  h.dealt[k1m] = 1;
  h.drawn = {kEast};
  h.hand[k1m] = 1;
  TileCounts before{};
  before[k1m] = 1;
  before[kEast] = 1;
  // Dealt one of two 1m among five copies, drew one of two Easts among the four left.
  EXPECT_NEAR(belief.LogProbability(h), std::log(2.0 / 5 * 2.0 / 4 * ThrowEast(before)), 1e-12);
  h.drawn = {k2m};  // could not throw East
  EXPECT_EQ(belief.LogProbability(h), -std::numeric_limits<double>::infinity());
}

TEST(HandBelief, EveryHandIsDealtFromTheUnseenCopies) {
  TileCounts unseen{};
  unseen[3] = 4;
  unseen[4] = 1;
  HandBelief belief(50, 0, 3);
  belief.Deal(unseen, 5);
  for (const Hypothesis& h : belief.hypotheses()) {
    EXPECT_EQ(h.hand[3], 4);
    EXPECT_EQ(h.hand[4], 1);
  }
}

TEST(HandBelief, RepairGivesBackCopiesSeenElsewhere) {
  Hypothesis h;
  h.hand[5] = 2;
  h.hand[6] = 1;
  h.dealt = h.hand;
  HandBelief belief({h}, 5);
  TileCounts unseen{};
  unseen[5] = 1;  // one copy of kind 5 was shown by somebody else
  unseen[6] = 1;
  unseen[7] = 3;
  belief.Repair(unseen);
  const Hypothesis& after = belief.hypotheses()[0];
  EXPECT_EQ(after.hand[5], 1);
  EXPECT_EQ(after.hand[6], 1);
  EXPECT_EQ(after.hand[7], 1);         // the only copies left to draw
  EXPECT_EQ(after.dealt, after.hand);  // in its place in the history
  EXPECT_EQ(belief.stats().mends, 1);
}

TEST(HandBelief, ShownCardsNoHypothesisHeldAreGivenToAll) {
  Hypothesis h;
  h.hand[0] = 3;
  h.dealt = h.hand;
  HandBelief belief({h, h}, 9);
  // He shows two 9m (a pung): no hypothesis held them.
  belief.Act([](const TileCounts&) { return ActOdds{}; }, {{8, 2}});
  EXPECT_EQ(belief.stats().mends, 1);
  for (const Hypothesis& after : belief.hypotheses()) {
    EXPECT_EQ(after.hand[0], 1);
    EXPECT_EQ(after.hand[8], 0);
    EXPECT_EQ(after.dealt[8], 2);
    EXPECT_GT(after.weight, 0);
  }
}

TEST(HandBelief, ResamplingKeepsTheWeightedShares) {
  std::vector<Hypothesis> hands(2);
  hands[0].hand[0] = 1;
  hands[0].weight = 3;
  hands[1].hand[1] = 1;
  hands[1].weight = 1;
  std::vector<Hypothesis> many;
  for (int i = 0; i < 1000; ++i) many.push_back(hands[i < 500 ? 0 : 1]);
  HandBelief belief(many, 11);
  TileCounts unseen{};
  unseen[0] = unseen[1] = 4;
  belief.Settle(unseen, 1, 1.01);  // forces a resample
  EXPECT_EQ(belief.stats().resamples, 1);
  EXPECT_NEAR(Kept(belief)[0], 0.75, 1e-3);  // systematic: within one hypothesis
  EXPECT_NEAR(belief.EffectiveSize(), 1000, 1e-6);
}

TEST(HandBelief, EveryWeightVanishingDealsAgain) {
  Hypothesis h;
  h.hand[2] = 1;
  HandBelief belief({h}, 13);
  belief.Act([](const TileCounts&) { return ActOdds{0, 0}; });
  TileCounts unseen{};
  unseen[9] = 4;
  belief.Settle(unseen, 1, 0.5);
  EXPECT_EQ(belief.stats().redeals, 1);
  EXPECT_EQ(belief.hypotheses()[0].hand[9], 1);
}

}  // namespace
}  // namespace mj16::bot
