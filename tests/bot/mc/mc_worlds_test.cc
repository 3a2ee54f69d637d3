// bot/mc/worlds.h: every sampled world agrees with the view it came from, conserves the 136
// cards and is playable; the same seed gives the same world; the deal is uniform; the
// constraints (the let-go rule, the hook) hold in every accepted world; the learned reading's
// rule moves the worlds towards its rates.
#include "bot/mc/worlds.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bot/mc/opponent_model.h"
#include "bot/mc/search.h"
#include "bot/reading/danger.h"
#include "bot/reading/reading.h"
#include "bot/settings/settings.h"
#include "core/card_hand.h"
#include "core/protocol.h"
#include "tables/shanten.h"
#include "tests/support/test_views.h"
#include "tools/dealins/dealins.h"

namespace mj16::bot::mc {
namespace {

// The real positions of self-play (each ends at one seat's `/ask throw`).
const std::vector<dealins::Position>& Positions() {
  static const std::vector<dealins::Position> positions = [] {
    std::ifstream in(MJ16_POSITIONS);
    std::stringstream text;
    text << in.rdbuf();
    return dealins::ParsePositions(text.str()).value();
  }();
  return positions;
}

// Every decision point of every position: the views right after another seat's discard (a
// claim question) and the final one (our discard).
std::vector<TableView> DecisionViews(int stride = 1) {
  std::vector<TableView> views;
  for (const dealins::Position& p : Positions()) {
    TableView view;
    int offers = 0;
    for (const std::string& line : p.lines) {
      const absl::StatusOr<Message> m = ParseMessage(line);
      EXPECT_TRUE(m.ok() && view.Apply(*m).ok()) << line;
      if (m->kind == Message::Kind::kThrow && m->pos != view.pos() && offers++ % stride == 0) {
        views.push_back(view);
      }
    }
    views.push_back(view);
  }
  return views;
}

TileCounts Unclaimed(const TableView& view) {
  TileCounts river{};
  for (int p = 1; p <= 4; ++p) {
    for (const DiscardRecord& d : view.seat(p).discards) {
      if (!d.claimed) ++river[KindOf(d.card)];
    }
  }
  return river;
}

// Everything the view shows is in the world as shown.
void ExpectAgrees(const TableView& view, const Position& w) {
  ASSERT_TRUE(CheckPosition(w).ok()) << CheckPosition(w);
  const int me = view.pos() - 1;
  EXPECT_EQ(w.seats[me].concealed, view.hand().ToHand().concealed);
  for (int p = 1; p <= 4; ++p) {
    const SeatView& sv = view.seat(p);
    const SeatTiles& s = w.seats[p - 1];
    ASSERT_EQ(s.num_melds, sv.MeldCount()) << p;
    for (size_t i = 0; i < sv.melds.size(); ++i) {
      EXPECT_EQ(s.melds[i].type, sv.melds[i].type);
      EXPECT_EQ(s.melds[i].tile, sv.melds[i].tile);
    }
    for (int i = static_cast<int>(sv.melds.size()); i < s.num_melds; ++i) {
      EXPECT_EQ(s.melds[i].type, MeldType::kConcealedKong);
    }
    // What each seat let go since his last draw: what the view shows, or nothing after a claim.
    EXPECT_EQ(w.passed[p - 1] & ~PassedSinceDraw(view, p), 0u) << p;
    if (p != view.pos()) {
      EXPECT_EQ(Total(s.concealed), sv.concealed) << p;
    }
    EXPECT_EQ(s.has_discarded, !sv.discards.empty());
  }
  EXPECT_EQ(w.river, Unclaimed(view));
  EXPECT_EQ(w.WallLeft(), view.live_wall() + TableView::kDeadWall);
  EXPECT_EQ(w.draws, view.draws());
  EXPECT_EQ(w.dealer, view.dealer() - 1);
  EXPECT_EQ(w.round_wind, view.round_wind());
  if (view.hand().concealed.size() % 3 == 2) {
    EXPECT_EQ(w.turn, me);
    EXPECT_EQ(w.phase, view.drawn() != 0 ? Phase::kAfterDraw : Phase::kAfterClaim);
    if (view.drawn() != 0) {
      EXPECT_EQ(w.drawn, KindOf(view.drawn()));
    }
  } else {
    EXPECT_EQ(w.phase, Phase::kOffer);
    EXPECT_EQ(w.discarder, view.last_discarder() - 1);
    EXPECT_EQ(w.discard, KindOf(view.last_discard()));
  }
}

bool Same(const Position& a, const Position& b) {
  for (int s = 0; s < 4; ++s) {
    if (a.seats[s].concealed != b.seats[s].concealed ||
        a.seats[s].num_melds != b.seats[s].num_melds) {
      return false;
    }
    for (int i = 0; i < a.seats[s].num_melds; ++i) {
      if (a.seats[s].melds[i].tile != b.seats[s].melds[i].tile) return false;
    }
  }
  return a.front == b.front && a.back == b.back &&
         std::equal(a.wall.begin() + a.front, a.wall.begin() + a.back, b.wall.begin() + b.front);
}

TEST(McWorldsTest, EveryWorldOfEveryRealViewAgreesAndPlays) {
  const std::vector<TableView> views = DecisionViews();
  ASSERT_GT(views.size(), 2000u);
  int hidden = 0, own_melds = 0, late = 0, offers = 0;
  const EfficiencyPolicy policy;
  Playout engine;
  for (size_t v = 0; v < views.size(); ++v) {
    const TableView& view = views[v];
    const absl::StatusOr<WorldSampler> sampler = WorldSampler::Create(view);
    ASSERT_TRUE(sampler.ok()) << v << ": " << sampler.status();
    for (int p = 1; p <= 4; ++p) hidden += p != view.pos() && view.seat(p).hidden_kongs > 0;
    own_melds += !view.hand().melds.empty();
    late += view.go_around() >= 10;
    offers += !sampler->own_turn();
    Position world;
    for (int i = 0; i < 4; ++i) {
      Rng rng = WorldRng(11, static_cast<std::uint64_t>(v * 4 + i));
      sampler->Sample(rng, world);
      ExpectAgrees(view, world);
      if (::testing::Test::HasFatalFailure()) return;
      if (i == 0 && sampler->own_turn()) {  // each held kind thrown is a playable position
        for (int t = 0; t < kNumKinds; ++t) {
          if (world.seats[world.turn].concealed[t] == 0) continue;
          Position start = world;
          ApplyDiscard(start, static_cast<Tile>(t));
          ASSERT_TRUE(CheckPosition(start).ok()) << CheckPosition(start);
          engine.Run(start, {&policy, &policy, &policy, &policy});
        }
      }
    }
  }
  // The set covers what it should.
  EXPECT_GT(hidden, 10);
  EXPECT_GT(own_melds, 100);
  EXPECT_GT(late, 100);
  EXPECT_GT(offers, 1000);
}

TEST(McWorldsTest, TheSameSeedGivesTheSameWorld) {
  const std::vector<TableView> views = DecisionViews(50);
  for (size_t v = 0; v < views.size(); v += 7) {
    const WorldSampler sampler = WorldSampler::Create(views[v]).value();
    Position a, b, c;
    Rng r1 = WorldRng(5, 9), r2 = WorldRng(5, 9), r3 = WorldRng(5, 10);
    sampler.Sample(r1, a);
    sampler.Sample(r2, b);
    sampler.Sample(r3, c);
    EXPECT_TRUE(Same(a, b)) << v;
    EXPECT_FALSE(Same(a, c)) << v;
  }
}

// The oracle's worlds (bot/reading/truth.h): a seat whose hand is known holds exactly it in every
// world, with or without the opponent model, and the rest still agrees with the view; a hand of
// the wrong size is ignored.
TEST(McWorldsTest, AKnownHandIsDealtAsItIs) {
  const std::vector<TableView> views = DecisionViews(50);
  int checked = 0;
  for (size_t v = 0; v < views.size(); v += 5) {
    const TableView& view = views[v];
    const int next = view.pos() % 4;  // the seat after ours, 0..3
    Position truth;
    Rng rng = WorldRng(3, v);
    WorldSampler::Create(view).value().Sample(rng, truth);
    for (bool model : {false, true}) {
      WorldOptions options;
      options.known_hands[next] = truth.seats[next].concealed;
      if (model) options.opponent_model = &ShantenModel::Default();
      const WorldSampler sampler = WorldSampler::Create(view, options).value();
      for (int i = 0; i < 5; ++i) {
        Position w;
        Rng r = WorldRng(11, i);
        sampler.Sample(r, w);
        ExpectAgrees(view, w);
        EXPECT_EQ(w.seats[next].concealed, truth.seats[next].concealed) << v;
        ++checked;
      }
    }
    WorldOptions wrong;
    wrong.known_hands[next] = TileCounts{};  // no tiles: not his hand, so not used
    Position w;
    Rng r = WorldRng(12, v);
    WorldSampler::Create(view, wrong).value().Sample(r, w);
    ExpectAgrees(view, w);
  }
  EXPECT_GT(checked, 100);
}

// A late view with melds on the table: over 10,000 worlds each unseen copy lands in each hand
// in proportion to the hand's size, and the next draw is each kind in proportion to its copies.
TEST(McWorldsTest, TheDealIsUniform) {
  const std::vector<TableView> views = DecisionViews(1000);
  const TableView* view = nullptr;
  for (const TableView& v : views) {
    int melds = 0, hidden = 0;
    for (int p = 1; p <= 4; ++p) melds += v.seat(p).MeldCount(), hidden += v.seat(p).hidden_kongs;
    if (v.go_around() >= 8 && melds >= 3 && hidden == 0 && v.hand().concealed.size() % 3 == 2) {
      view = &v;
      break;
    }
  }
  ASSERT_NE(view, nullptr);
  WorldOptions options;
  options.passed_not_wait = false;
  const WorldSampler sampler = WorldSampler::Create(*view, options).value();
  const TileCounts& unseen = sampler.unseen();
  const int total = Total(unseen);
  constexpr int kWorlds = 10000;
  std::array<std::array<int, kNumKinds>, 4> held{};
  std::array<int, kNumKinds> next{};
  Position w;
  for (int i = 0; i < kWorlds; ++i) {
    Rng rng = WorldRng(3, static_cast<std::uint64_t>(i));
    sampler.Sample(rng, w);
    for (int s = 0; s < 4; ++s) {
      if (s == sampler.seat()) continue;
      for (int t = 0; t < kNumKinds; ++t) held[s][t] += w.seats[s].concealed[t];
    }
    ++next[w.wall[w.front]];
  }
  for (int s = 0; s < 4; ++s) {
    if (s == sampler.seat()) continue;
    const double share = static_cast<double>(view->seat(s + 1).concealed) / total;
    for (int t = 0; t < kNumKinds; ++t) {
      if (unseen[t] == 0) continue;
      EXPECT_NEAR(held[s][t] / (static_cast<double>(kWorlds) * unseen[t]), share, 0.03)
          << "seat " << s << " kind " << t;
    }
  }
  for (int t = 0; t < kNumKinds; ++t) {
    EXPECT_NEAR(next[t] / static_cast<double>(kWorlds), unseen[t] / static_cast<double>(total),
                0.012)
        << t;
  }
}

// Another seat's concealed kong: a kind none of whose copies was seen, several kinds over the
// worlds.
TEST(McWorldsTest, HiddenKongsTakeAnUnseenKind) {
  int checked = 0;
  for (const TableView& view : DecisionViews(4)) {
    int owner = 0;
    for (int p = 1; p <= 4; ++p) {
      if (p != view.pos() && view.seat(p).hidden_kongs > 0) owner = p;
    }
    if (owner == 0) continue;
    const WorldSampler sampler = WorldSampler::Create(view).value();
    const TileCounts seen = view.Seen();
    std::array<int, kNumKinds> kinds{};
    Position w;
    for (int i = 0; i < 200; ++i) {
      Rng rng = WorldRng(1, static_cast<std::uint64_t>(i));
      sampler.Sample(rng, w);
      const SeatTiles& s = w.seats[owner - 1];
      const Meld& kong = s.melds[s.num_melds - 1];
      ASSERT_EQ(kong.type, MeldType::kConcealedKong);
      EXPECT_EQ(seen[kong.tile], 0);
      ++kinds[kong.tile];
    }
    // With one hidden kong in all, every kind it may be shows up in 200 worlds.
    int hidden = 0, possible = 0;
    for (int p = 1; p <= 4; ++p) hidden += view.seat(p).hidden_kongs;
    for (int t = 0; t < kNumKinds; ++t) possible += seen[t] == 0;
    if (hidden == 1 && possible <= 20) {
      EXPECT_EQ(std::count_if(kinds.begin(), kinds.end(), [](int n) { return n > 0; }), possible);
    }
    ++checked;
  }
  EXPECT_GT(checked, 5);
}

bool WaitsOnPassed(const TableView& view, const Position& w, int p) {
  const SeatTiles& s = w.seats[p - 1];
  const tables::ShantenInfo info = tables::Analyze(s.concealed, s.MeldsNeeded());
  return info.shanten == 0 && (info.effective & PassedSinceDraw(view, p)) != 0;
}

// With the rule on, no accepted world has a seat waiting on a kind he let go since his last
// draw; with it off, some do. Random hands are seldom tenpai, so the hook keeps only worlds where
// a seat with two melds or more, who let something go, is tenpai.
TEST(McWorldsTest, AKindLetGoIsNoWait) {
  int off = 0, on = 0, kept = 0, worlds = 0;
  for (const TableView& view : DecisionViews(3)) {
    if (view.go_around() < 7) continue;
    for (int p = 1; p <= 4; ++p) {
      if (p == view.pos() || view.seat(p).MeldCount() < 2 || PassedSinceDraw(view, p) == 0) {
        continue;
      }
      bool claimed = false;  // exempt from the rule: claimed since his last draw
      for (int q = 1; q <= 4; ++q) {
        for (const DiscardRecord& d : view.seat(q).discards) {
          claimed = claimed ||
                    (d.claimed && d.claimed_by == p && d.draws_at[p - 1] == view.seat(p).draws);
        }
      }
      if (claimed) continue;
      WorldOptions rule;
      rule.max_tries = 5000;
      rule.accept = [p](const Position& w, int) {
        const SeatTiles& s = w.seats[p - 1];
        return tables::Shanten(s.concealed, s.MeldsNeeded()) == 0;
      };
      WorldOptions no_rule = rule;
      no_rule.passed_not_wait = false;
      const WorldSampler with = WorldSampler::Create(view, rule).value();
      const WorldSampler without = WorldSampler::Create(view, no_rule).value();
      Position w;
      for (int i = 0; i < 10; ++i) {
        Rng a = WorldRng(2, static_cast<std::uint64_t>(i)), b = a;
        SampleStats stats;
        with.Sample(a, w, &stats);
        if (stats.unaccepted == 0) on += WaitsOnPassed(view, w, p);
        kept += stats.unaccepted;
        without.Sample(b, w, &stats);
        if (stats.unaccepted == 0) off += WaitsOnPassed(view, w, p);
        ++worlds;
      }
    }
  }
  EXPECT_GT(worlds, 500);
  EXPECT_GT(off, worlds / 20);
  EXPECT_EQ(on, 0);
  EXPECT_LT(kept, worlds / 10);
}

TEST(McWorldsTest, TheHookRejects) {
  const std::vector<TableView> views = DecisionViews(100);
  const TableView& view = views[views.size() / 2];
  const int other = view.pos() % 4;  // the next seat, 0..3
  WorldOptions options;
  options.max_tries = 1000;
  options.accept = [other](const Position& w, int) { return w.seats[other].concealed[0] == 0; };
  const WorldSampler sampler = WorldSampler::Create(view, options).value();
  ASSERT_GT(sampler.unseen()[0], 0);
  Position w;
  SampleStats stats;
  for (int i = 0; i < 500; ++i) {
    Rng rng = WorldRng(4, static_cast<std::uint64_t>(i));
    sampler.Sample(rng, w, &stats);
    EXPECT_EQ(w.seats[other].concealed[0], 0);
  }
  EXPECT_GT(stats.tries, stats.worlds);
  EXPECT_EQ(stats.unaccepted, 0);
}

TEST(McWorldsTest, NoDecisionNoWorld) {
  const TableView view = testing::ReplayLines({"/start MJ 1 test", "/initGame east east 2 2 0",
                                               "/initCard 111 112 113 121 122 123 131 132 133 "
                                               "141 142 143 151 152 153 161"});
  EXPECT_FALSE(WorldSampler::Create(view).ok());
  EXPECT_FALSE(WorldSampler::Create(TableView{}).ok());
}

// mc_learned_worlds' rule moves the worlds towards the learned reading: drawn through it, each
// opponent is tenpai about as often as the reading says, nearer than the sampler alone has him,
// and waits on each kind nearer its learned probability; at strength 0 there is no rule.
TEST(McWorldsTest, TheLearnedWorldsRuleDealsTheReadingsTenpaiRates) {
  const TableView view = ::mj16::testing::LateGameView();
  const Settings s;
  const Reading reading(view, s.reading);
  // The worlds mjbot's search draws at its defaults, before the learned rule (the early-middle
  // logits are the reading's, as McParamsOf adds them).
  McParams params;
  params.seed = 0x5eed;
  params.worlds.early_middle_logit = s.reading.tenpai_logit_early_middle;
  params.worlds.early_middle_meld_logit = s.reading.tenpai_logit_early_middle_meld;
  EXPECT_EQ(LearnedWorldsRule(view, params.worlds, reading.Learned(), params.seed, 0), nullptr);
  WorldOptions ruled = params.worlds;
  ruled.accept = LearnedWorldsRule(view, params.worlds, reading.Learned(), params.seed, 1);
  ASSERT_NE(ruled.accept, nullptr);
  ruled.max_tries = 128;
  // Per seat, the share of `n` worlds in which he is tenpai; and, over the three, how far the
  // share of worlds in which each kind is his winning tile is from the learned P(kind).
  double wait_gap = 0;
  const auto tenpai_rates = [&](const WorldOptions& options, SampleStats* stats) {
    absl::StatusOr<WorldSampler> sampler = WorldSampler::Create(view, options);
    EXPECT_TRUE(sampler.ok());
    std::array<double, 4> rate{};
    std::array<std::array<double, kNumKinds>, 4> on{};
    constexpr int n = 3000;
    Position world;
    for (int i = 0; i < n; ++i) {
      Rng rng = WorldRng(99, static_cast<std::uint64_t>(i));
      sampler->Sample(rng, world, stats);
      for (int seat = 0; seat < 4; ++seat) {
        const SeatTiles& t = world.seats[seat];
        if (seat == view.pos() - 1) continue;
        const tables::TileMask waits = tables::TenpaiWaits(t.concealed, t.MeldsNeeded());
        if (waits != 0) rate[seat] += 1.0 / n;
        for (int k = 0; k < kNumKinds; ++k) on[seat][k] += ((waits >> k) & 1) / double{n};
      }
    }
    wait_gap = 0;
    for (int seat = 0; seat < 4; ++seat) {
      if (seat == view.pos() - 1) continue;
      for (int k = 0; k < kNumKinds; ++k) {
        wait_gap += std::abs(on[seat][k] - reading.Learned()[seat].wait[k]);
      }
    }
    return rate;
  };
  SampleStats stats;
  const std::array<double, 4> before = tenpai_rates(params.worlds, nullptr);
  const double wait_gap_before = wait_gap;
  const std::array<double, 4> after = tenpai_rates(ruled, &stats);
  EXPECT_LT(wait_gap, 0.5 * wait_gap_before);  // 1.20 to 0.26 when written
  double off_before = 0, off_after = 0;
  for (int seat = 0; seat < 4; ++seat) {
    if (seat == view.pos() - 1) continue;
    const double learned = reading.Learned()[seat].tenpai;
    off_before += std::abs(before[seat] - learned);
    off_after += std::abs(after[seat] - learned);
    EXPECT_LT(std::abs(after[seat] - learned), 0.1)
        << "seat " << seat << ": learned " << learned << ", sampled " << before[seat]
        << ", through the rule " << after[seat];
  }
  EXPECT_LT(off_after, off_before);
  // The rejection costs a few draws a world; hardly a world is kept unaccepted.
  EXPECT_LT(stats.unaccepted, stats.worlds / 100);
}

}  // namespace
}  // namespace mj16::bot::mc
