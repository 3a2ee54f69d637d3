// bot/mc/opponent_model.h: the shanten table parses (and a bad line is named by its number); a
// hand is built to its target shanten from the unseen copies; worlds sampled with the model give
// the other seats the model's shanten distribution (within 2 points per class over
// 10,000 worlds), conserve the 136 cards, keep the let-go rule, and repeat for a seed.
#include "bot/mc/opponent_model.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_format.h"
#include "bot/mc/worlds.h"
#include "bot/reading/danger.h"
#include "bot/settings/settings.h"
#include "core/card_hand.h"
#include "core/protocol.h"
#include "tables/shanten.h"
#include "tools/dealins/dealins.h"

namespace mj16::bot::mc {
namespace {

// Our own discard at the end of each real self-play position, from `from_go_around` on.
std::vector<TableView> LateViews(int from_go_around) {
  std::ifstream in(MJ16_POSITIONS);
  std::stringstream text;
  text << in.rdbuf();
  const std::vector<dealins::Position> positions = dealins::ParsePositions(text.str()).value();
  std::vector<TableView> views;
  for (const dealins::Position& p : positions) {
    TableView view;
    for (const std::string& line : p.lines) {
      const absl::StatusOr<Message> m = ParseMessage(line);
      EXPECT_TRUE(m.ok() && view.Apply(*m).ok()) << line;
    }
    if (view.go_around() >= from_go_around) views.push_back(view);
  }
  return views;
}

TEST(McOpponentModelTest, TheEmbeddedTableParsesAndSumsToOne) {
  const ShantenModel& model = ShantenModel::Default();
  for (int g = 1; g <= kModelGoArounds + 3; ++g) {
    for (int m = 0; m <= 5; ++m) {
      double sum = 0;
      for (int s = 0; s < kShantenClasses; ++s) sum += model.Probability(g, m, s);
      EXPECT_NEAR(sum, 1.0, 1e-12) << g << " " << m;
    }
  }
  // Self-play: opponents get closer to tenpai as the game goes on and as they meld.
  EXPECT_GT(model.Probability(12, 0, 0), model.Probability(4, 0, 0));
  EXPECT_GT(model.Probability(8, 2, 0), model.Probability(8, 0, 0));
  // A table written and read back is the same table.
  const ShantenModel again =
      ShantenModel::Parse(FormatShantenTable(model.counts(), "calibrate ...")).value();
  EXPECT_EQ(again.counts(), model.counts());
}

TEST(McOpponentModelTest, BadLinesAreNamedByNumber) {
  const std::string good = "# header\n\n1 0 10 20 30 40\n";
  ASSERT_TRUE(ShantenModel::Parse(good).ok());
  const std::vector<std::pair<std::string, std::string>> bad = {
      {good + "2 0 1 2 3\n", "line 4: 5 fields"},
      {good + "2 0 1 2 3 x\n", "line 4: 'x' is not an integer"},
      {good + "17 0 1 2 3 4\n", "line 4: go-around 17"},
      {good + "0 0 1 2 3 4\n", "line 4: go-around 0"},
      {good + "2 5 1 2 3 4\n", "line 4: melds 5"},
      {good + "# more\n2 1 1 -2 3 4\n", "line 5: a negative count"},
      {good + "1 0 1 2 3 4\n", "line 4: go-around 1, melds 0 again"},
  };
  for (const auto& [text, message] : bad) {
    const absl::StatusOr<ShantenModel> m = ShantenModel::Parse(text);
    ASSERT_FALSE(m.ok()) << text;
    EXPECT_NE(m.status().message().find(message), std::string::npos) << m.status().message();
  }
  EXPECT_FALSE(ShantenModel::Parse("# nothing\n").ok());
  EXPECT_FALSE(ShantenModel::Parse("1 0 1 2 3 4\n").ok());  // too few to stand on
}

// The discards' evidence multiplies the odds of tenpai and leaves the other classes in their
// proportions; sampling follows the moved distribution.
TEST(McOpponentModelTest, TenpaiOddsMoveTenpaiAlone) {
  const ShantenModel& model = ShantenModel::Default();
  const int g = 10, m = 2;
  const double p0 = model.Probability(g, m, 0);
  ASSERT_GT(p0, 0.05);
  ASSERT_LT(p0, 0.95);
  for (double odds : {0.2, 1.0, 3.0}) {
    double sum = 0;
    for (int s = 0; s < kShantenClasses; ++s) sum += model.Probability(g, m, s, odds);
    EXPECT_NEAR(sum, 1, 1e-12);
    const double q0 = model.Probability(g, m, 0, odds);
    EXPECT_NEAR(q0 / (1 - q0), odds * p0 / (1 - p0), 1e-12);
    for (int s = 2; s < kShantenClasses; ++s) {
      EXPECT_NEAR(model.Probability(g, m, s, odds) / model.Probability(g, m, 1, odds),
                  model.Probability(g, m, s) / model.Probability(g, m, 1), 1e-12);
    }
    Rng rng(5);
    std::array<int, kShantenClasses> seen{};
    const int n = 40000;
    for (int i = 0; i < n; ++i) ++seen[model.SampleShanten(g, m, rng, odds)];
    for (int s = 0; s < kShantenClasses; ++s) {
      EXPECT_NEAR(seen[s] / static_cast<double>(n), model.Probability(g, m, s, odds), 0.01)
          << "odds " << odds << ", class " << s;
    }
  }
}

TEST(McOpponentModelTest, SparseRowsBorrowAndSamplesFollowTheRow) {
  // Only row (1, 0) known: every row borrows it.
  const ShantenModel one = ShantenModel::Parse("1 0 100 200 300 400\n").value();
  EXPECT_DOUBLE_EQ(one.Probability(9, 3, 1), 0.2);
  EXPECT_DOUBLE_EQ(one.Probability(30, 7, 3), 0.4);
  // Row (2, 1) below the minimum borrows (1, 1); (3, 1) stands on its own.
  const ShantenModel m =
      ShantenModel::Parse("1 0 40 0 0 0\n1 1 0 40 0 0\n2 1 5 5 5 5\n3 1 0 0 0 40\n").value();
  EXPECT_DOUBLE_EQ(m.Probability(2, 1, 1), 1.0);
  EXPECT_DOUBLE_EQ(m.Probability(3, 1, 3), 1.0);
  EXPECT_DOUBLE_EQ(m.Probability(2, 0, 0), 1.0);
  std::array<int, kShantenClasses> n{};
  Rng rng(7);
  for (int i = 0; i < 100000; ++i) ++n[one.SampleShanten(5, 1, rng)];
  for (int s = 0; s < kShantenClasses; ++s) EXPECT_NEAR(n[s] / 1e5, 0.1 * (s + 1), 0.006) << s;
}

// Hands of every size to every shanten class from the full set of 136: the right size, taken
// from the pool, and on target for every reachable class.
TEST(McOpponentModelTest, HandsAreBuiltToTheirShanten) {
  Rng rng(3);
  for (int needed = 0; needed <= 5; ++needed) {
    for (int target = 0; target < kShantenClasses; ++target) {
      int hits = 0;
      for (int i = 0; i < 300; ++i) {
        TileCounts pool;
        pool.fill(kCopies);
        TileCounts hand{};
        const Generated g = GenerateHand(pool, needed, target, 16, rng, hand);
        ASSERT_EQ(Total(hand), 3 * needed + 1);
        for (int t = 0; t < kNumKinds; ++t) ASSERT_EQ(pool[t] + hand[t], kCopies);
        ASSERT_EQ(g.shanten, tables::Shanten(hand, needed));
        EXPECT_EQ(g.hit, ShantenClass(g.shanten) == target);
        hits += g.hit;
      }
      // 3+ needs 3 tiles per class step: out of reach for one meld to form or none.
      if (target < 2 * needed + 1 && !(target == 3 && needed < 2)) {
        EXPECT_GE(hits, 297) << needed << " " << target;
      }
    }
  }
}

// A scarce pool: only groups the unseen copies allow are ever taken (seed 001 §3.2.2).
TEST(McOpponentModelTest, OnlyPossibleGroups) {
  TileCounts pool{};
  for (Tile t : {0, 1, 2, 4, 9, 9, 9, 13, 14, 27, 27, 30, 31, 33, 20, 22, 22, 25}) ++pool[t];
  Rng rng(5);
  for (int i = 0; i < 200; ++i) {
    TileCounts p = pool, hand{};
    GenerateHand(p, 1, 0, 16, rng, hand);
    for (int t = 0; t < kNumKinds; ++t) ASSERT_LE(hand[t], pool[t]);
    EXPECT_EQ(tables::Shanten(hand, 1), 0);
  }
}

TEST(McOpponentModelTest, KindClassesAndTheirWeights) {
  EXPECT_EQ(KindClass(kEast), 0);
  EXPECT_EQ(KindClass(KindOf(110)), 1);  // 1萬
  EXPECT_EQ(KindClass(KindOf(390)), 1);  // 9筒
  EXPECT_EQ(KindClass(KindOf(220)), 2);  // 2索
  EXPECT_EQ(KindClass(KindOf(180)), 2);  // 8萬
  EXPECT_EQ(KindClass(KindOf(350)), 3);  // 5筒
  const KindWeights w = WeightsByClass({0.5, 0.75, 1, 2});
  EXPECT_EQ(w[kEast], 8);
  EXPECT_EQ(w[KindOf(110)], 12);
  EXPECT_EQ(w[KindOf(220)], kWeightOne);
  EXPECT_EQ(w[KindOf(350)], 32);
  EXPECT_EQ(WeightsByClass({0, 0, 0, 0})[kEast], 1);  // never impossible
}

// Weights move the kinds a hand is built from, and nothing else: a hand still has its size,
// comes from the pool and hits its shanten; honours weighted at a sixteenth all but vanish.
TEST(McOpponentModelTest, WeightedKindsAreTakenInProportion) {
  const KindWeights few_honours = WeightsByClass({1.0 / kWeightOne, 1, 1, 1});
  for (const KindWeights* weights : {static_cast<const KindWeights*>(nullptr), &few_honours}) {
    Rng rng(11);
    long honours = 0, tiles = 0;
    for (int i = 0; i < 2000; ++i) {
      TileCounts pool;
      pool.fill(kCopies);
      TileCounts hand{};
      const Generated g =
          GenerateHand(pool, 5, i % kShantenClasses, 16, rng, hand, GroupWeights(weights));
      ASSERT_EQ(Total(hand), 16);
      for (int t = 0; t < kNumKinds; ++t) ASSERT_EQ(pool[t] + hand[t], kCopies);
      ASSERT_EQ(g.shanten, tables::Shanten(hand, 5));
      for (int t = kNumSuited; t < kNumKinds; ++t) honours += hand[t];
      tiles += 16;
    }
    const double share = static_cast<double>(honours) / tiles;
    if (weights == nullptr) {
      // 28 of the 136 copies are honours, fewer in hands since they make no sequences: 10%.
      EXPECT_GT(share, 0.08);
    } else {
      EXPECT_LT(share, 0.02);
    }
  }
}

struct Observed {
  std::array<double, kShantenClasses> expected{};  // summed model probabilities
  std::array<long, kShantenClasses> seen{};
  long hands = 0;
  long conditioned = 0;  // hands whose tenpai odds their discards moved
  SampleStats stats;
};

// `worlds` worlds of each view with the model: what the other seats hold against what the model
// says for them.
// With `discards`, each seat's tenpai odds follow his early middle discards as in play.
Observed Sample(const std::vector<TableView>& views, int worlds, bool passed_rule,
                bool discards = true) {
  Observed o;
  const ShantenModel& model = ShantenModel::Default();
  WorldOptions options;
  options.opponent_model = &model;
  options.passed_not_wait = passed_rule;
  if (discards) {
    const Settings settings;
    options.early_middle_logit = settings.reading.tenpai_logit_early_middle;
    options.early_middle_meld_logit = settings.reading.tenpai_logit_early_middle_meld;
  }
  Position w;
  for (size_t v = 0; v < views.size(); ++v) {
    const TableView& view = views[v];
    const WorldSampler sampler = WorldSampler::Create(view, options).value();
    for (int i = 0; i < worlds; ++i) {
      Rng rng = WorldRng(21, v * 100000 + i);
      sampler.Sample(rng, w, &o.stats);
      EXPECT_TRUE(CheckPosition(w).ok()) << CheckPosition(w);  // the 136 cards among others
      EXPECT_EQ(w.seats[sampler.seat()].concealed, view.hand().ToHand().concealed);
      for (int p = 1; p <= 4; ++p) {
        if (p == view.pos()) continue;
        const SeatTiles& s = w.seats[p - 1];
        EXPECT_EQ(Total(s.concealed), view.seat(p).concealed);
        ++o.seen[ShantenClass(tables::Shanten(s.concealed, s.MeldsNeeded()))];
        const double odds = sampler.tenpai_odds(p - 1);
        for (int c = 0; c < kShantenClasses; ++c) {
          o.expected[c] += model.Probability(view.go_around(), view.seat(p).MeldCount(), c, odds);
        }
        ++o.hands;
        o.conditioned += odds != 1.0;
      }
    }
  }
  return o;
}

// The acceptance test: 10,000 worlds from 20 real views at go-around 8 and later.
TEST(McOpponentModelTest, WorldsFollowTheModelWithinTwoPoints) {
  std::vector<TableView> views = LateViews(8);
  ASSERT_GE(views.size(), 20u);
  std::vector<TableView> some;
  for (size_t i = 0; i < 20; ++i) some.push_back(views[i * views.size() / 20]);
  const Observed o = Sample(some, 500, /*passed_rule=*/false);
  EXPECT_EQ(o.stats.worlds, 10000);
  for (int c = 0; c < kShantenClasses; ++c) {
    const double want = o.expected[c] / o.hands, got = static_cast<double>(o.seen[c]) / o.hands;
    EXPECT_NEAR(got, want, 0.02) << "class " << c;
    std::cout << absl::StrFormat("class %d: model %.3f, worlds %.3f\n", c, want, got);
  }
  std::cout << absl::StrFormat("fallbacks %d of %d hands\n", o.stats.model_fallbacks,
                               o.stats.model_hands);
  EXPECT_LT(o.stats.model_fallbacks, o.stats.model_hands / 100);
  EXPECT_GT(o.conditioned, 0);  // the discards' evidence was exercised (and below)
  // The let-go rule is evidence against tenpai (a rejection, as a whole world's would be): it
  // moves the classes a little off the model's.
  const Observed r = Sample(some, 500, /*passed_rule=*/true);
  for (int c = 0; c < kShantenClasses; ++c) {
    const double want = r.expected[c] / r.hands, got = static_cast<double>(r.seen[c]) / r.hands;
    EXPECT_NEAR(got, want, 0.02) << "class " << c;
    std::cout << absl::StrFormat("with the let-go rule, class %d: model %.3f, worlds %.3f\n", c,
                                 want, got);
  }
}

// A seat whose early discards were middle tiles (bot/defence/push_fold.h EarlyMiddleExcess) is
// dealt tenpai less often, as the moved model says, within 2 points over 10,000 worlds.
TEST(McOpponentModelTest, EarlyMiddleDiscardsLowerTheTenpaiShare) {
  const Settings settings;
  WorldOptions options;
  options.opponent_model = &ShantenModel::Default();
  options.passed_not_wait = false;
  options.early_middle_logit = settings.reading.tenpai_logit_early_middle;
  options.early_middle_meld_logit = settings.reading.tenpai_logit_early_middle_meld;
  std::vector<TableView> views;
  for (const TableView& view : LateViews(6)) {
    const WorldSampler sampler = WorldSampler::Create(view, options).value();
    for (int s = 0; s < 4; ++s) {
      if (sampler.tenpai_odds(s) != 1.0) {
        EXPECT_LT(sampler.tenpai_odds(s), 1.0);  // the fitted terms make middle tiles evidence
        views.push_back(view);
        break;
      }
    }
  }
  ASSERT_GE(views.size(), 1u);
  const int per_view = 10000 / static_cast<int>(views.size()) + 1;
  const ShantenModel& model = ShantenModel::Default();
  double moved = 0, unmoved = 0;
  long tenpai = 0, hands = 0;
  Position w;
  for (size_t v = 0; v < views.size(); ++v) {
    const WorldSampler sampler = WorldSampler::Create(views[v], options).value();
    for (int i = 0; i < per_view; ++i) {
      Rng rng = WorldRng(33, v * 100000 + i);
      sampler.Sample(rng, w);
      for (int s = 0; s < 4; ++s) {
        const double odds = sampler.tenpai_odds(s);
        if (odds == 1.0 || s == sampler.seat()) continue;
        const int g = views[v].go_around(), m = views[v].seat(s + 1).MeldCount();
        moved += model.Probability(g, m, 0, odds);
        unmoved += model.Probability(g, m, 0);
        tenpai += tables::Shanten(w.seats[s].concealed, w.seats[s].MeldsNeeded()) <= 0;
        ++hands;
      }
    }
  }
  ASSERT_GE(hands, 10000);
  EXPECT_NEAR(static_cast<double>(tenpai) / hands, moved / hands, 0.02);
  EXPECT_LT(moved, unmoved);
  std::cout << absl::StrFormat("%zu views: tenpai %.3f, moved model %.3f, table alone %.3f\n",
                               views.size(), static_cast<double>(tenpai) / hands, moved / hands,
                               unmoved / hands);
}

bool WaitsOnPassed(const TableView& view, const Position& w, int p) {
  const SeatTiles& s = w.seats[p - 1];
  const tables::ShantenInfo info = tables::Analyze(s.concealed, s.MeldsNeeded());
  return info.shanten == 0 && (info.effective & PassedSinceDraw(view, p)) != 0;
}

bool ClaimedSinceDraw(const TableView& view, int p) {
  for (int q = 1; q <= 4; ++q) {
    for (const DiscardRecord& d : view.seat(q).discards) {
      if (d.claimed && d.claimed_by == p && d.draws_at[p - 1] == view.seat(p).draws) return true;
    }
  }
  return false;
}

// The let-go rule with the model on: the model makes tenpai common, and still no world has a
// seat waiting on a kind he let go since his last draw; without the rule some do.
TEST(McOpponentModelTest, AKindLetGoIsNoWaitWithTheModel) {
  const ShantenModel& model = ShantenModel::Default();
  int off = 0, on = 0, checked = 0;
  for (const TableView& view : LateViews(7)) {
    WorldOptions rule;
    rule.opponent_model = &model;
    WorldOptions no_rule = rule;
    no_rule.passed_not_wait = false;
    const WorldSampler with = WorldSampler::Create(view, rule).value();
    const WorldSampler without = WorldSampler::Create(view, no_rule).value();
    Position a, b;
    for (int i = 0; i < 20; ++i) {
      Rng r1 = WorldRng(2, i), r2 = r1;
      with.Sample(r1, a);
      without.Sample(r2, b);
      for (int p = 1; p <= 4; ++p) {
        if (p == view.pos() || PassedSinceDraw(view, p) == 0 || ClaimedSinceDraw(view, p)) {
          continue;
        }
        on += WaitsOnPassed(view, a, p);
        off += WaitsOnPassed(view, b, p);
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(off, checked / 200);
  EXPECT_EQ(on, 0);
}

TEST(McOpponentModelTest, TheSameSeedGivesTheSameWorld) {
  WorldOptions options;
  options.opponent_model = &ShantenModel::Default();
  const std::vector<TableView> views = LateViews(8);
  for (size_t v = 0; v < views.size(); v += 5) {
    const WorldSampler sampler = WorldSampler::Create(views[v], options).value();
    Position a, b, c;
    Rng r1 = WorldRng(5, 9), r2 = WorldRng(5, 9), r3 = WorldRng(5, 10);
    sampler.Sample(r1, a);
    sampler.Sample(r2, b);
    sampler.Sample(r3, c);
    for (int s = 0; s < 4; ++s) EXPECT_EQ(a.seats[s].concealed, b.seats[s].concealed) << v;
    EXPECT_EQ(a.wall, b.wall) << v;
    EXPECT_NE(a.wall, c.wall) << v;
  }
}

}  // namespace
}  // namespace mj16::bot::mc
