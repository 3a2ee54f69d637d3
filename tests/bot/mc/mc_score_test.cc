// bot/mc/score.h's ScoreTai against core/scoring's ScoreWin: every win of 10,000 playouts, and
// random winning hands that reach the rare items.
#include "bot/mc/score.h"

#include <gtest/gtest.h>

#include <array>
#include <random>
#include <vector>

#include "absl/strings/str_cat.h"
#include "bot/mc/playout.h"
#include "bot/mc/policy.h"
#include "core/notation.h"
#include "core/scoring.h"
#include "core/win.h"

namespace mj16::bot::mc {
namespace {

Hand HandOf(const SeatTiles& s) {
  Hand h;
  h.concealed = s.concealed;
  h.melds.assign(s.Melds().begin(), s.Melds().end());
  return h;
}

std::string Describe(const Hand& h, const WinContext& c) {
  std::string out = FormatTiles(h.concealed);
  for (const Meld& m : h.melds) absl::StrAppend(&out, " ", FormatMeld(m));
  absl::StrAppend(&out, " on ", FormatTile(c.winning_tile), c.self_draw ? " self" : "",
                  c.dealer ? " dealer" : "", c.last_tile ? " last" : "",
                  c.after_kong ? " kong" : "", c.robbing_kong ? " robbing" : "",
                  c.first_turn ? " first" : "", " seat ", static_cast<int>(c.seat_wind), " round ",
                  static_cast<int>(c.round_wind));
  return out;
}

// Takes every claim and kong it is offered, so that games make melds and kongs of every kind.
class Greedy : public EfficiencyPolicy {
 public:
  int OwnKong(const DecisionView&, std::span<const KongOption>) const override { return 0; }
  bool OpenKong(const DecisionView&, Tile) const override { return true; }
  bool Pung(const DecisionView&, Tile) const override { return true; }
  int Chow(const DecisionView&, Tile, std::span<const Tile>) const override { return 0; }
};

TEST(McScoreTest, EqualsScoreWinOnEveryWinOfTenThousandPlayouts) {
  std::mt19937_64 rng(2026);
  const EfficiencyPolicy efficiency;
  const EfficiencyFoldPolicy fold;
  const Greedy greedy;
  const std::array<const PlayoutPolicy*, 3> kinds = {&efficiency, &fold, &greedy};
  Playout engine;
  std::array<Tile, kWallCards> wall;
  for (int i = 0; i < kWallCards; ++i) wall[i] = static_cast<Tile>(i / kCopies);
  int wins = 0;
  for (int game = 0; game < 10000; ++game) {
    std::shuffle(wall.begin(), wall.end(), rng);
    std::array<const PlayoutPolicy*, 4> seats;
    for (const PlayoutPolicy*& p : seats) p = kinds[rng() % kinds.size()];
    const Position start = FreshDeal(wall, game % 4, static_cast<Wind>((game / 4) % 4));
    const PlayoutResult r = engine.Run(start, seats);
    if (r.num_winners == 0) continue;
    ++wins;
    const Hand hand = HandOf(engine.state().seats[r.winners[0]]);
    const absl::StatusOr<Score> want = ScoreWin(hand, r.context);
    ASSERT_TRUE(want.ok()) << want.status() << ": " << Describe(hand, r.context);
    ASSERT_EQ(r.tai[0], want->tai) << Describe(hand, r.context);
    ASSERT_EQ(ScoreTai(hand.concealed, hand.melds, r.context), want->tai);
  }
  EXPECT_GT(wins, 6000);
}

// Random complete hands, often of one suit or of honors, with random melds and contexts: the
// items a playout rarely reaches (大四喜, 天胡, 全求人, ...) are compared too.
class RandomWins {
 public:
  explicit RandomWins(std::uint64_t seed) : rng_(seed) {}

  // A complete hand and a context ScoreWin may reject (the caller skips those).
  std::pair<Hand, WinContext> Next() {
    for (;;) {
      Hand h;
      TileCounts used{};
      const int pool = static_cast<int>(rng_() % 4);
      const int suit = static_cast<int>(rng_() % 3);
      const int melds = static_cast<int>(rng_() % 6);
      bool ok = true;
      for (int i = 0; i < kMeldsToWin && ok; ++i) {
        const bool declared = i < melds;
        const int kind = static_cast<int>(rng_() % (declared ? 5 : 2));  // chow, pung, kongs
        const Tile t = Pick(pool, suit);
        const bool chow = kind == 0;
        if (chow && (IsHonor(t) || RankOf(t) > 7)) {
          ok = false;
          break;
        }
        const int size = kind >= 2 ? 4 : 3;
        for (int k = 0; k < 3; ++k) {
          const Tile x = chow ? static_cast<Tile>(t + k) : t;
          if (++used[x] > kCopies) ok = false;
        }
        if (size == 4 && ++used[t] > kCopies) ok = false;
        if (declared) {
          const MeldType types[5] = {MeldType::kChow, MeldType::kPung, MeldType::kOpenKong,
                                     MeldType::kConcealedKong, MeldType::kAddedKong};
          h.melds.push_back(MakeMeld(types[kind], t, kind == 3 ? kNoTile : t));
        } else {
          for (int k = 0; k < 3; ++k) ++h.concealed[chow ? t + k : t];
        }
      }
      const Tile pair = Pick(pool, suit);
      used[pair] += 2;
      h.concealed[pair] += 2;
      for (int t = 0; t < kNumKinds; ++t) ok = ok && used[t] <= kCopies;
      if (!ok) continue;
      WinContext c;
      std::vector<Tile> held;
      for (int t = 0; t < kNumKinds; ++t) {
        if (h.concealed[t] > 0) held.push_back(static_cast<Tile>(t));
      }
      c.winning_tile = held[rng_() % held.size()];
      c.self_draw = rng_() % 2;
      c.seat_wind = static_cast<Wind>(rng_() % 4);
      c.round_wind = static_cast<Wind>(rng_() % 4);
      c.dealer = rng_() % 4 == 0;
      c.last_tile = rng_() % 8 == 0;
      c.after_kong = c.self_draw && rng_() % 6 == 0;
      c.robbing_kong = !c.self_draw && rng_() % 8 == 0;
      c.first_turn = rng_() % 6 == 0;
      return {h, c};
    }
  }

 private:
  // A kind from the pool: anything, one suit and honors, honors, one suit.
  Tile Pick(int pool, int suit) {
    switch (pool) {
      case 1:
        return rng_() % 3 == 0 ? static_cast<Tile>(kNumSuited + rng_() % 7)
                               : static_cast<Tile>(suit * 9 + rng_() % 9);
      case 2:
        return static_cast<Tile>(kNumSuited + rng_() % 7);
      case 3:
        return static_cast<Tile>(suit * 9 + rng_() % 9);
      default:
        return static_cast<Tile>(rng_() % kNumKinds);
    }
  }
  std::mt19937_64 rng_;
};

TEST(McScoreTest, EqualsScoreWinOnRandomWinningHands) {
  RandomWins wins(7);
  int compared = 0;
  std::array<int, 64> by_tai{};
  for (int i = 0; i < 200000; ++i) {
    const auto [hand, ctx] = wins.Next();
    RuleSet rules;
    rules.pinghu_requires_concealed = i % 5 == 0;
    rules.dealer_tai = 1 + i % 2;
    const absl::StatusOr<Score> want = ScoreWin(hand, ctx, rules);
    if (!want.ok()) continue;  // a context that contradicts the hand
    ++compared;
    ++by_tai[std::min(want->tai, 63)];
    ASSERT_EQ(ScoreTai(hand.concealed, hand.melds, ctx, rules), want->tai) << Describe(hand, ctx);
  }
  EXPECT_GT(compared, 100000);
  int high = 0;
  for (int t = 16; t < 64; ++t) high += by_tai[t];
  EXPECT_GT(high, 1000);  // the 16-tai items were reached
}

}  // namespace
}  // namespace mj16::bot::mc
