// The offence's evaluator (bot/offence/evaluator.h): closed forms worked by hand, and a brute-force
// enumeration of the same model (every kind drawn one by one, the reference shanten search and
// core's win check instead of the tables, no memo) that the curves must match to 1e-9.
#include "bot/offence/evaluator.h"

#include <cmath>
#include <functional>
#include <random>

#include "absl/strings/str_cat.h"
#include "core/notation.h"
#include "core/scoring.h"
#include "core/win.h"
#include "gtest/gtest.h"
#include "tests/support/reference_shanten.h"
#include "tests/support/test_hands.h"

namespace mj16::bot {
namespace {

using testing::C;
using testing::MakeHand;

constexpr double kExact = 1e-9;

// Four melds shown: 4 concealed tiles wait (3n+1 with n = 1), 5 after a draw.
const std::vector<absl::string_view> kFourMelds = {"chow:123p", "chow:456p", "chow:789s",
                                                   "pung:111z"};

EvInput Input(absl::string_view concealed, std::vector<absl::string_view> melds, int unseen,
              int draws) {
  EvInput in;
  in.hand = MakeHand(concealed, std::move(melds));
  in.unseen = unseen;
  in.draws = draws;
  return in;
}

// An edge wait on 3m with 3 copies unseen: each step wins with p = 3/60 × (1 + claim_any), so
// P(win within r) = 1 − (1 − p)^r.
TEST(EvaluatorTest, SingleWaitIsGeometric) {
  EvInput in = Input("12m55p", kFourMelds, 60, 10);
  in.live = C("333m");
  EvParams params;
  params.claim_any = 2;
  const EvWaiting w = EvaluateWaiting(in, params);
  ASSERT_TRUE(w.searched);
  EXPECT_EQ(w.shanten, 0);
  const double p = 3.0 / 60 * 3;
  for (int r = 0; r <= 10; ++r) {
    EXPECT_NEAR(w.curve.win[r], 1 - std::pow(1 - p, r), kExact) << r;
    EXPECT_EQ(w.curve.tenpai[r], 1.0);
  }
  // Points: a self-draw pays 3 × (1000 + 500 tai) and 500 from the dealer, a discard
  // 1000 + 500 tai and a third of 500, with the tai of core/scoring.
  Hand won = in.hand;
  const Tile m3 = *ParseTile("3m");
  ++won.concealed[m3];
  WinContext ctx;
  ctx.winning_tile = m3;
  ctx.self_draw = true;
  const int tai_self = ScoreWin(won, ctx)->tai;
  ctx.self_draw = false;
  const int tai_discard = ScoreWin(won, ctx)->tai;
  const double per_step = 3.0 / 60 * (3 * (1000 + 500 * tai_self) + 500) +
                          6.0 / 60 * (1000 + 500 * tai_discard + 500.0 / 3);
  EXPECT_NEAR(w.curve.points[1], per_step, kExact);
  EXPECT_NEAR(w.curve.points[2], per_step + (1 - p) * per_step, kExact);
}

// Copies expected in the others' hands are not drawable: out of the kind's live count and of
// the pool. The single wait of 3m with 1.5 of its 3 copies held, and 1 copy of 9s: a step wins
// with p = 1.5 / (60 − 2.5) × 3.
TEST(EvaluatorTest, HeldCopiesAreNotLive) {
  EvInput in = Input("12m55p", kFourMelds, 60, 10);
  in.live = C("333m");
  in.held[*ParseTile("3m")] = 1.5f;
  in.held[*ParseTile("9s")] = 1;  // another kind held: out of the pool only
  EvParams params;
  params.claim_any = 2;
  const EvWaiting w = EvaluateWaiting(in, params);
  ASSERT_TRUE(w.searched);
  const double p = 1.5 / 57.5 * 3;
  for (int r = 0; r <= 10; ++r) EXPECT_NEAR(w.curve.win[r], 1 - std::pow(1 - p, r), kExact) << r;
}

// 23m 5p 9s with four melds is 1-shanten: 1m or 4m completes a chow (then a single wait on 5p or
// 9s), 5p or 9s pairs (then 1m-4m). Without claims, within two draws:
// P = (L1 + L4)/N × max(L5, L9)/N + (L5 + L9)/N × (L1 + L4)/N.
TEST(EvaluatorTest, OneShantenWithinTwoDrawsByHand) {
  EvInput in = Input("23m5p9s", kFourMelds, 50, 2);
  in.live = C("111m4444m55p9s");
  EvParams params;
  params.claim_any = params.claim_left = 0;
  params.by_points = false;
  const EvWaiting w = EvaluateWaiting(in, params);
  ASSERT_TRUE(w.searched);
  EXPECT_EQ(w.shanten, 1);
  const double n = 50, l1 = 3, l4 = 4, l5 = 2, l9 = 1;
  EXPECT_NEAR(w.curve.win[1], 0, kExact);
  EXPECT_NEAR(w.curve.win[2], (l1 + l4) / n * std::max(l5, l9) / n + (l5 + l9) / n * (l1 + l4) / n,
              kExact);
  EXPECT_NEAR(w.curve.tenpai[1], (l1 + l4 + l5 + l9) / n, kExact);
}

// ---- Brute force: the model of bot/offence/evaluator.h enumerated draw by draw.

struct Value {
  double tenpai = 0, win = 0, points = 0;
};

class BruteForce {
 public:
  BruteForce(const EvInput& in, const EvParams& params, const TileCounts& root)
      : in_(in), params_(params), root_(root) {}

  // The 3n+1 hand h with r draws left.
  Value Of(const TileCounts& h, int r) {
    const int need = in_.hand.MeldsNeeded();
    const int s = reference::Shanten(h, need);
    Value v;
    if (s == 0) v.tenpai = 1;
    if (r == 0) return v;
    const Value stay = Of(h, r - 1);
    const double go_on = 1 - params_.end_rate;
    double p_useful = 0;
    Value sum;
    for (int k = 0; k < kNumKinds; ++k) {
      const Tile t = static_cast<Tile>(k);
      const double live = std::max(0, in_.live[t] - std::max(0, h[t] - root_[t]));
      if (live == 0 || h[t] >= 4) continue;
      TileCounts full = h;
      ++full[t];
      const double drawn = live / in_.unseen;
      if (s == 0) {
        Hand hand{full, in_.hand.melds};
        if (!IsWinningHand(hand)) continue;
        const double thrown = drawn * params_.claim_any;
        p_useful += drawn + thrown;
        sum.win += drawn + thrown;
        sum.points += drawn * Points(hand, t, true) + thrown * Points(hand, t, false);
        continue;
      }
      if (reference::Shanten(full, need) >= s) continue;
      const double ratio = h[t] >= 2 ? params_.claim_any : !IsHonor(t) ? params_.claim_left : 0;
      const double p = drawn * (1 + ratio);
      bool any = false;
      Value best;
      for (int d = 0; d < kNumKinds; ++d) {
        if (full[d] == 0) continue;
        TileCounts after = full;
        --after[d];
        if (reference::Shanten(after, need) != s - 1) continue;
        const Value child = Of(after, r - 1);
        if (!any || Better(child, best)) best = child;
        any = true;
      }
      p_useful += p;
      sum.tenpai += p * best.tenpai;
      sum.win += p * best.win;
      sum.points += p * best.points;
    }
    v.tenpai = s == 0 ? 1 : go_on * (sum.tenpai + (1 - p_useful) * stay.tenpai);
    v.win = go_on * (sum.win + (1 - p_useful) * stay.win);
    v.points = go_on * (sum.points + (1 - p_useful) * stay.points);
    return v;
  }

 private:
  bool Better(const Value& a, const Value& b) const {
    const double pa = params_.by_points ? a.points : a.win;
    const double pb = params_.by_points ? b.points : b.win;
    if (pa != pb) return pa > pb;
    return params_.by_points ? a.win > b.win : a.points > b.points;
  }
  double Points(const Hand& won, Tile t, bool self_draw) const {
    WinContext ctx;
    ctx.winning_tile = t;
    ctx.self_draw = self_draw;
    ctx.seat_wind = in_.seat_wind;
    ctx.round_wind = in_.round_wind;
    ctx.dealer = in_.dealer;
    const int amount = 1000 + 500 * ScoreWin(won, ctx)->tai;
    const double dealer_pays = in_.dealer ? 0 : 500;
    return self_draw ? 3.0 * amount + dealer_pays : amount + dealer_pays / 3;
  }

  const EvInput& in_;
  const EvParams& params_;
  const TileCounts root_;
};

void ExpectCurve(const EvCurve& got, BruteForce& bf, const TileCounts& h, int draws,
                 const std::string& what) {
  for (int r = 0; r <= draws; ++r) {
    const Value v = bf.Of(h, r);
    EXPECT_NEAR(got.tenpai[r], v.tenpai, kExact) << what << " r=" << r;
    EXPECT_NEAR(got.win[r], v.win, kExact) << what << " r=" << r;
    EXPECT_NEAR(got.points[r], v.points, kExact * std::max(1.0, v.points)) << what << " r=" << r;
  }
}

// Random 3n+2 hands with one or two melds to make (5 or 8 tiles), few unseen kinds, short
// horizons: every searched candidate's curves equal the enumeration's.
TEST(EvaluatorTest, DiscardsMatchBruteForce) {
  std::mt19937 rng(14);
  const std::vector<std::vector<absl::string_view>> melds = {
      kFourMelds, {"chow:123p", "pung:999s", "chow:345s"}};
  int compared = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const auto& shown = melds[trial % 2];
    const int size = 3 * (5 - static_cast<int>(shown.size())) + 2;
    // Tiles from a few neighbouring kinds so that hands are near tenpai and the tree is small.
    const int base = static_cast<int>(rng() % 3) * 9;
    EvInput in;
    in.hand = MakeHand("", shown);
    const TileCounts all = in.hand.AllTiles();
    for (int i = 0; i < size;) {
      const Tile t = static_cast<Tile>(base + rng() % 6);
      if (all[t] + in.hand.concealed[t] >= 4) continue;
      ++in.hand.concealed[t];
      ++i;
    }
    int total = 0;
    for (int k = base; k < base + 9; ++k) {
      const int seen = all[k] + in.hand.concealed[k];
      in.live[k] = static_cast<std::uint8_t>(std::min<int>(4 - seen, rng() % 3));
      total += in.live[k];
    }
    EvParams params;
    params.claim_any = 0.5 * (trial % 3);
    params.claim_left = 0.25 * (trial % 2);
    params.end_rate = trial % 4 == 0 ? 0.05 : 0;
    params.by_points = trial % 2 == 0;
    in.unseen = static_cast<int>(total * (1 + params.claim_any)) + 3;  // no step certain
    in.draws = 3;
    in.dealer = trial % 5 == 0;
    const EvResult result = EvaluateDiscards(in, params);
    BruteForce bf(in, params, in.hand.concealed);
    for (const EvCandidate& c : result.candidates) {
      if (!c.searched) continue;
      TileCounts after = in.hand.concealed;
      --after[c.discard];
      ExpectCurve(c.curve, bf, after, in.draws,
                  absl::StrCat("trial ", trial, " discard ", c.discard));
      ++compared;
    }
  }
  EXPECT_GT(compared, 100);
}

// The search reaches the fewest-shanten discards only, and a hand beyond max_shanten is left to
// tile counting.
TEST(EvaluatorTest, SearchesTheFewestShantenWithinTheLimit) {
  EvInput in = Input("23m5p9s1z", kFourMelds, 50, 4);
  in.live = C("111m4444m55p9s");
  const EvResult r = EvaluateDiscards(in, EvParams{});
  ASSERT_TRUE(r.searched);
  for (const EvCandidate& c : r.candidates) EXPECT_EQ(c.searched, c.shanten == 1) << c.discard;
  EvParams strict;
  strict.max_shanten = 0;
  EXPECT_FALSE(EvaluateDiscards(in, strict).searched);
}

// Too many hands: the whole search gives up rather than compare half-searched discards.
TEST(EvaluatorTest, NodeBudgetGivesUpWhole) {
  EvInput in = Input("1234567899m23p45s", {}, 100, 12);
  in.live.fill(3);
  EvParams params;
  params.max_nodes = 10;
  const EvResult r = EvaluateDiscards(in, params);
  EXPECT_FALSE(r.searched);
  for (const EvCandidate& c : r.candidates) EXPECT_FALSE(c.searched);
}

}  // namespace
}  // namespace mj16::bot
