// bot/mc/policy.h and efficiency.h: the playout policy decides as builtin:efficiency
// (tools/players/efficiency_player.h, baseline.h) on random hands, and the fold.
#include "bot/mc/policy.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "bot/offence/efficiency.h"
#include "core/notation.h"
#include "tables/shanten.h"
#include "tests/support/test_hands.h"
#include "tools/players/baseline.h"
#include "tools/players/efficiency_player.h"

namespace mj16::bot::mc {
namespace {

using ::mj16::testing::C;

Tile T(absl::string_view text) { return ParseTile(text).value(); }

// Random hands of `size` tiles, at most four of a kind, and what else was seen.
class Hands {
 public:
  explicit Hands(std::uint64_t seed) : rng_(seed) {
    for (int i = 0; i < kNumKinds * kCopies; ++i) cards_.push_back(static_cast<Tile>(i / 4));
  }
  TileCounts Next(int size, TileCounts* seen = nullptr) {
    std::shuffle(cards_.begin(), cards_.end(), rng_);
    TileCounts h{};
    for (int i = 0; i < size; ++i) ++h[cards_[i]];
    if (seen != nullptr) {
      *seen = h;
      const int more = static_cast<int>(rng_() % 60);
      for (int i = size; i < size + more; ++i) ++(*seen)[cards_[i]];
    }
    return h;
  }
  int Below(int n) { return static_cast<int>(rng_() % n); }

 private:
  std::mt19937_64 rng_;
  std::vector<Tile> cards_;
};

DecisionView ViewOf(const TileCounts& hand, int melds_needed, const TileCounts& public_tiles,
                    int wall_left = 60) {
  DecisionView v;
  v.hand = &hand;
  v.melds_needed = melds_needed;
  v.public_tiles = &public_tiles;
  v.wall_left = wall_left;
  v.shanten = tables::Shanten(hand, melds_needed);
  return v;
}

// FewestShantenDiscards (one lookup per kind) names AnalyzeDiscards' minimum and the kinds that
// reach it, and no discard from a 3n+2 hand beats the hand's own shanten (the bound the claim
// rule prunes with); AnalyzeDiscards restricted to some kinds lists exactly their entries.
TEST(McPolicyTest, FewestShantenDiscardsAreAnalyzeDiscardsMinimum) {
  Hands hands(1);
  for (int i = 0; i < 20000; ++i) {
    const int m = hands.Below(6);
    TileCounts seen;
    const TileCounts h = hands.Next(3 * m + 2, &seen);
    const tables::DiscardList all = tables::AnalyzeDiscards(h, m, seen);
    int want = 99;
    for (const tables::DiscardInfo& d : all) {
      want = std::min(want, d.shanten);
      EXPECT_LE(tables::Shanten(h, m), d.shanten) << FormatTiles(h);
    }
    tables::TileMask kinds = 0;
    for (const tables::DiscardInfo& d : all) {
      if (d.shanten == want) kinds |= tables::TileBit(d.discard);
    }
    const tables::FewestShanten fewest = tables::FewestShantenDiscards(h, m);
    ASSERT_EQ(fewest.shanten, want) << FormatTiles(h);
    ASSERT_EQ(fewest.kinds, kinds) << FormatTiles(h);
    ASSERT_EQ(tables::MinShantenAfterDiscard(h, m), want) << FormatTiles(h);
    // Every other kind, the unheld ones included: only the held ones are listed.
    const tables::TileMask some = 0x5555555555555555ull >> hands.Below(2);
    const tables::DiscardList part = tables::AnalyzeDiscards(h, m, seen, {}, some);
    int k = 0;
    for (const tables::DiscardInfo& d : all) {
      if ((some & tables::TileBit(d.discard)) == 0) continue;
      ASSERT_LT(k, part.size);
      EXPECT_EQ(part[k].discard, d.discard);
      EXPECT_EQ(part[k].shanten, d.shanten);
      EXPECT_EQ(part[k].effective, d.effective);
      EXPECT_EQ(part[k].live, d.live);
      EXPECT_EQ(part[k].score, d.score);
      ++k;
    }
    EXPECT_EQ(k, part.size) << FormatTiles(h);
  }
}

TEST(McPolicyTest, DiscardsAsBuiltinEfficiency) {
  Hands hands(2);
  for (const LayerUse layers : {LayerUse::kFirst, LayerUse::kTieBreak}) {
    EfficiencyParams params;
    params.layers = layers;
    const EfficiencyPolicy policy(params);
    players::EfficiencyOptions options;
    options.layers = layers;
    for (int i = 0; i < 20000; ++i) {
      const int m = 1 + hands.Below(5);
      TileCounts seen;
      const TileCounts h = hands.Next(3 * m + 2, &seen);
      TileCounts public_tiles = seen;
      for (int t = 0; t < kNumKinds; ++t) public_tiles[t] -= h[t];
      const DecisionView v = ViewOf(h, m, public_tiles);
      ASSERT_EQ(v.Visible(), seen);
      ASSERT_EQ(policy.Discard(v).tile, players::ChooseEfficiencyDiscard(h, m, seen, options).tile)
          << FormatTiles(h);
    }
  }
}

// The pruned choice (only the discards that can come first evaluated) is the full list's first.
TEST(McPolicyTest, BestEfficiencyDiscardIsTheFullListsFirst) {
  Hands hands(3);
  for (const LayerUse layers : {LayerUse::kFirst, LayerUse::kTieBreak}) {
    for (int i = 0; i < 20000; ++i) {
      const int m = hands.Below(6);
      TileCounts seen;
      const TileCounts h = hands.Next(3 * m + 2, &seen);
      const tables::DiscardList all = tables::AnalyzeDiscards(h, m, seen);
      const tables::DiscardInfo& want = all[BestEfficiencyIndex(all, h, layers)];
      const tables::DiscardInfo got = BestEfficiencyDiscard(h, m, seen, {}, layers);
      ASSERT_EQ(got.discard, want.discard) << FormatTiles(h);
      EXPECT_EQ(got.shanten, want.shanten);
      EXPECT_EQ(got.score, want.score);
    }
  }
  EXPECT_EQ(BestEfficiencyDiscard(TileCounts{}, 0, TileCounts{}, {}, LayerUse::kFirst).discard,
            kNoTile);
}

// EfficiencyDiscard names BestEfficiencyDiscard's kind and shanten, with or without the memo;
// the wait it hands on is the hand's after the discard; a hand met again (here with other
// tiles visible, so that the kept analysis is scored anew) gets the same answer as a fresh one.
TEST(McPolicyTest, EfficiencyDiscardIsBestEfficiencyDiscardWithOrWithoutTheMemo) {
  Hands hands(4);
  EfficiencyMemo memo;
  int kept = 0;
  for (const LayerUse layers : {LayerUse::kFirst, LayerUse::kTieBreak}) {
    for (int i = 0; i < 20000; ++i) {
      const int m = hands.Below(6);
      TileCounts seen;
      const TileCounts h = hands.Next(3 * m + 2, &seen);
      TileCounts other_seen = seen;
      for (int t = 0; t < kNumKinds; ++t) {
        if (other_seen[t] < kCopies && hands.Below(3) == 0) ++other_seen[t];
      }
      for (const TileCounts* visible : {&seen, &other_seen, &seen}) {
        const tables::DiscardInfo want = BestEfficiencyDiscard(h, m, *visible, {}, layers);
        const EfficiencyThrow plain = EfficiencyDiscard(h, m, *visible, {}, layers);
        const EfficiencyThrow memoized = EfficiencyDiscard(h, m, *visible, {}, layers, &memo);
        ASSERT_EQ(plain.discard, want.discard) << FormatTiles(h);
        ASSERT_EQ(memoized.discard, want.discard) << FormatTiles(h);
        EXPECT_EQ(plain.shanten, want.shanten);
        EXPECT_EQ(memoized.shanten, want.shanten);
        ASSERT_TRUE(memoized.after.has_value());
        TileCounts after = h;
        --after[want.discard];
        const tables::ShantenInfo wait = tables::Analyze(after, m);
        EXPECT_EQ(memoized.after->shanten, wait.shanten);
        EXPECT_EQ(memoized.after->effective, wait.effective) << FormatTiles(h);
        if (plain.after.has_value()) {
          EXPECT_EQ(plain.after->effective, wait.effective);
        }
      }
      kept += memo.Slot(h, m, layers).Holds(h, m, layers);
    }
  }
  EXPECT_GT(kept, 20000);  // most hands were answered from the memo on their second and third
}

// The claim rule of baseline.h written out plainly: every option rated, the first lowest kept,
// taken when strictly lower than now (chow, pung) or not higher (kongs).
int PlainChow(const TileCounts& h, int m, Tile t, const std::vector<Tile>& lows) {
  const int now = tables::Shanten(h, m);
  int best = -1, best_value = 0;
  for (int i = 0; i < static_cast<int>(lows.size()); ++i) {
    TileCounts after = h;
    for (int k = 0; k < 3; ++k) {
      if (lows[i] + k != t) --after[lows[i] + k];
    }
    const int value = tables::MinShantenAfterDiscard(after, m - 1);
    if (best < 0 || value < best_value) best = i, best_value = value;
  }
  return best >= 0 && best_value < now ? best : -1;
}

TEST(McPolicyTest, ClaimsAsBuiltinEfficiency) {
  Hands hands(3);
  const EfficiencyPolicy policy;
  const TileCounts none{};
  int chows = 0, pungs = 0, kongs = 0;
  for (int i = 0; i < 50000; ++i) {
    const int m = 1 + hands.Below(5);
    const TileCounts h = hands.Next(3 * m + 1);
    const Tile t = static_cast<Tile>(hands.Below(kNumKinds));
    if (h[t] == 4) continue;
    const DecisionView v = ViewOf(h, m, none);
    const int now = v.shanten;
    if (!IsHonor(t)) {
      std::vector<Tile> lows;
      const int r = RankOf(t);
      for (int low = std::max(1, r - 2); low <= std::min(r, 7); ++low) {
        bool held = true;
        for (int x = low; x < low + 3; ++x) held = held && (x == r || h[t + x - r] > 0);
        if (held) lows.push_back(static_cast<Tile>(t + low - r));
      }
      if (!lows.empty()) {
        const int want = PlainChow(h, m, t, lows);
        ASSERT_EQ(policy.Chow(v, t, lows), want) << FormatTiles(h) << " + " << FormatTile(t);
        chows += want >= 0;
      }
    }
    if (h[t] >= 2) {
      TileCounts after = h;
      after[t] -= 2;
      const bool want = tables::MinShantenAfterDiscard(after, m - 1) < now;
      ASSERT_EQ(policy.Pung(v, t), want) << FormatTiles(h) << " + " << FormatTile(t);
      pungs += want;
    }
    if (h[t] == 3) {
      TileCounts after = h;
      after[t] = 0;
      const bool want = tables::Shanten(after, m - 1) <= now;
      ASSERT_EQ(policy.OpenKong(v, t), want);
      kongs += want;
    }
  }
  EXPECT_GT(chows, 100);
  EXPECT_GT(pungs, 100);
  EXPECT_GT(kongs, 10);
}

TEST(McPolicyTest, OwnKongsAsBuiltinEfficiency) {
  const TileCounts none{};
  const EfficiencyPolicy policy;
  // 1111m: after the kong the hand is 1 from tenpai, as after its best discard: a kong.
  const TileCounts h = C("1111m234567p11s789s9p5z");
  const KongOption one[] = {{T("1m"), false}};
  ASSERT_EQ(tables::MinShantenAfterDiscard(h, 5), 1);
  ASSERT_EQ(tables::Shanten(C("234567p11s789s9p5z"), 4), 1);
  EXPECT_EQ(policy.OwnKong(ViewOf(h, 5, none), one), 0);
  // 5555p in 345p 555p 67p: tenpai after discarding 9m, 1 from it after the kong: no kong.
  const TileCounts tenpai = C("34555567p123s789s11z9m");
  const KongOption five[] = {{T("5p"), false}};
  ASSERT_EQ(tables::MinShantenAfterDiscard(tenpai, 5), 0);
  ASSERT_EQ(tables::Shanten(C("3467p123s789s11z9m"), 4), 1);
  EXPECT_EQ(policy.OwnKong(ViewOf(tenpai, 5, none), five), -1);
}

TEST(McPolicyTest, FoldsLateWithAFarHand) {
  // Far from tenpai; three 5m seen elsewhere, so with its own the most seen kind (efficiency
  // would throw an isolated honor).
  const TileCounts h = C("159m1479s258p1234567z");
  TileCounts public_tiles{};
  public_tiles[T("5m")] = 3;
  const EfficiencyFoldPolicy fold(40);
  const EfficiencyPolicy efficiency;
  const DecisionView early = ViewOf(h, 5, public_tiles, 60);
  const DecisionView late = ViewOf(h, 5, public_tiles, 30);
  ASSERT_GE(tables::MinShantenAfterDiscard(h, 5), 2);
  EXPECT_EQ(fold.Discard(early).tile, efficiency.Discard(early).tile);
  EXPECT_NE(efficiency.Discard(late).tile, T("5m"));
  EXPECT_EQ(fold.Discard(late).tile, T("5m"));
  // A hand near tenpai plays on.
  const TileCounts near = C("123m234m456s6789p11z5z");
  ASSERT_LT(tables::MinShantenAfterDiscard(near, 5), 2);
  EXPECT_EQ(fold.Discard(ViewOf(near, 5, public_tiles, 30)).tile,
            efficiency.Discard(ViewOf(near, 5, public_tiles, 30)).tile);
}

// FoldPolicy (our seat after a fold in the push-or-fold search) folds from the start, whatever
// the wall, claims nothing, and takes a win.
TEST(McPolicyTest, TheFoldPolicyFoldsAtOnceAndClaimsNothing) {
  const TileCounts h = C("159m1479s258p1234567z");
  TileCounts public_tiles{};
  public_tiles[T("5m")] = 3;
  const FoldPolicy fold;
  const DecisionView early = ViewOf(h, 5, public_tiles, 100);
  EXPECT_EQ(fold.Discard(early).tile, T("5m"));
  // One from tenpai: efficiency would chow 1m and pung 5p.
  const TileCounts near = C("23m5577p789s123p456s1z");
  const DecisionView waiting = ViewOf(near, 5, public_tiles, 100);
  const EfficiencyPolicy efficiency;
  const std::vector<Tile> lows = {T("1m")};
  ASSERT_EQ(efficiency.Chow(waiting, T("1m"), lows), 0);
  EXPECT_EQ(fold.Chow(waiting, T("1m"), lows), -1);
  ASSERT_TRUE(efficiency.Pung(waiting, T("5p")));
  EXPECT_FALSE(fold.Pung(waiting, T("5p")));
  const TileCounts three = C("555p23m789s123456p");
  EXPECT_FALSE(fold.OpenKong(ViewOf(three, 5, public_tiles, 100), T("5p")));
  const std::vector<KongOption> kongs = {{T("5p"), false}};
  const TileCounts four = C("5555p23m789s123456p1z");
  EXPECT_EQ(fold.OwnKong(ViewOf(four, 5, public_tiles, 100), kongs), -1);
  EXPECT_TRUE(fold.Win(waiting, T("1m")));
}

// A fold throws first what the most other seats let go since their last draw (never their win
// then), and only among kinds equally safe so the most seen.
TEST(McPolicyTest, AFoldThrowsWhatTheOthersLetGoFirst) {
  const TileCounts h = C("159m1479s258p1234567z");
  TileCounts public_tiles{};
  public_tiles[T("5m")] = 3;
  std::array<tables::TileMask, 4> passed{};
  DecisionView v = ViewOf(h, 5, public_tiles, 100);
  v.passed = &passed;
  const FoldPolicy fold;
  EXPECT_EQ(fold.Discard(v).tile, T("5m"));  // nothing let go: the most seen
  for (int s = 1; s < 4; ++s) passed[s] |= tables::TileBit(T("9s"));
  passed[0] |= tables::TileBit(T("1z"));  // our own let-go kinds do not count
  EXPECT_EQ(fold.Discard(v).tile, T("9s"));
  passed[1] |= tables::TileBit(T("1z"));
  passed[2] |= tables::TileBit(T("1z"));
  passed[3] |= tables::TileBit(T("1z"));
  passed[3] &= ~tables::TileBit(T("9s"));  // 9s now safe against two, 1z against three
  EXPECT_EQ(fold.Discard(v).tile, T("1z"));
  const EfficiencyFoldPolicy late(40);
  DecisionView w = ViewOf(h, 5, public_tiles, 30);
  w.passed = &passed;
  EXPECT_EQ(late.Discard(w).tile, T("1z"));
}

}  // namespace
}  // namespace mj16::bot::mc
