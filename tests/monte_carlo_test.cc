// The Monte-Carlo endgame in mjbot's throws (bot/decide/monte_carlo.h): when it applies, which
// discards it plays (the rules' answer first, as its default), and that it decides the throw,
// the same way every time.
#include "bot/decide/monte_carlo.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>

#include <string>
#include <vector>

#include "bot/decide/decide.h"
#include "core/notation.h"
#include "tables/shanten.h"
#include "tests/test_views.h"

namespace mj16::bot {
namespace {

using ::mj16::testing::ReplayLines;

// Seat 1 of a game of mjbot against three efficiency players (mjref match --seed 3), at its
// throw of go-around 8, 2 shanten.
TableView LateView() {
  return ReplayLines({"/start MJ 1 builtin:mjbot:mc=true,mc_min_shanten=0",
                      "/initGame east east 4 2 0",
                      "/initCard 111 163 170 172 212 240 241 262 281 322 330 350 371 372 411 472",
                      "/throw 2 463",
                      "/throw 3 473",
                      "/throw 4 470",
                      "/mo 451",
                      "/ask throw",
                      "/throw 1 472",
                      "/throw 2 461",
                      "/throw 3 452",
                      "/throw 4 471",
                      "/mo 373",
                      "/ask throw",
                      "/throw 1 451",
                      "/throw 2 433",
                      "/throw 3 432",
                      "/throw 4 460",
                      "/mo 412",
                      "/ask throw",
                      "/throw 1 111",
                      "/throw 2 413",
                      "/ask pong",
                      "/pong 1 411 412 413",
                      "/ask throw",
                      "/throw 1 212",
                      "/throw 2 381",
                      "/throw 3 343",
                      "/eat 4 352 343 362",
                      "/throw 4 450",
                      "/mo 193",
                      "/ask throw",
                      "/throw 1 350",
                      "/pong 2 350 351 353",
                      "/throw 2 162",
                      "/throw 3 143",
                      "/throw 4 431",
                      "/mo 410",
                      "/ask gong",
                      "/gong 1 1 410",
                      "/mo 453",
                      "/ask throw",
                      "/throw 1 453",
                      "/throw 2 112",
                      "/throw 3 123",
                      "/throw 4 440",
                      "/pong 2 440 441 443",
                      "/throw 2 293",
                      "/throw 3 383",
                      "/throw 4 192",
                      "/mo 462",
                      "/ask throw",
                      "/throw 1 462",
                      "/throw 2 392",
                      "/pong 3 390 392 393",
                      "/throw 3 380",
                      "/throw 4 423",
                      "/mo 213",
                      "/ask throw"});
}

Settings McOn() {
  Settings s;
  s.mc.enabled = true;
  s.mc.mc_min_shanten = 0;
  s.mc.mc_time_ms = 0;         // the playout count alone decides: reproducible
  s.mc.mc_playouts = 1000;     // the counts and answers below were pinned at 1,000
  s.mc.mc_learned_worlds = 0;  // ... on worlds dealt without the learned reading's rule
  return s;
}

// The rules alone, for the tests of push or fold by playouts, which Monte-Carlo's own
// judgement of the rules (mc, on by default) would replace.
Settings RulesOnly() {
  Settings s = McOn();
  s.mc.enabled = false;
  return s;
}

TEST(MonteCarloTest, OnByDefaultForEveryHandFromGoAround8) {
  const Settings s;
  EXPECT_TRUE(s.mc.enabled);
  EXPECT_EQ(s.mc.mc_min_shanten, 0);
  EXPECT_EQ(s.mc.mc_from_go_around, 8);  // seed 001 §4.2.2
  EXPECT_TRUE(McApplies(Reading(LateView(), s.reading), 2, s.mc));
}

TEST(MonteCarloTest, AppliesFromItsGoAroundForHandsFarEnough) {
  const TableView view = LateView();
  ASSERT_EQ(view.go_around(), 8);
  Settings s = McOn();
  EXPECT_TRUE(McApplies(Reading(view, s.reading), 2, s.mc));
  s.mc.mc_min_shanten = 3;  // seed 001 §4.2.2: closer hands keep the offence
  EXPECT_FALSE(McApplies(Reading(view, s.reading), 2, s.mc));
  EXPECT_TRUE(McApplies(Reading(view, s.reading), 3, s.mc));
  s.mc.mc_from_go_around = 9;
  EXPECT_FALSE(McApplies(Reading(view, s.reading), 3, s.mc));
  s = McOn();
  s.mc.mc_tenpai_threshold = 0.999;  // nobody is that surely tenpai
  EXPECT_FALSE(McApplies(Reading(view, s.reading), 2, s.mc));
  s.mc.enabled = false;
  s.mc.mc_tenpai_threshold = 0;
  EXPECT_FALSE(McApplies(Reading(view, s.reading), 2, s.mc));
}

TEST(MonteCarloTest, CandidatesAreTheRulesThenTheOffencesBestAndTheFold) {
  using O = mc::Candidate;
  const auto push = [](Tile t) { return O{mc::ThrowAnswer(t), false}; };
  const auto fold = [](Tile t) { return O{mc::ThrowAnswer(t), true}; };
  const std::vector<Tile> order = {kEast, kSouth, kWest, kNorth};
  Settings s;
  s.mc.mc_candidates = 2;
  // The rules push the offence's best: the next best, then the fold played as a fold.
  EXPECT_EQ(McCandidates(push(kEast), order, kNorth, s),
            (std::vector<O>{push(kEast), push(kSouth), fold(kNorth)}));
  // A safer push than the offence's first two; the fold may throw a kind pushed too.
  EXPECT_EQ(McCandidates(push(kWest), order, kSouth, s),
            (std::vector<O>{push(kWest), push(kEast), push(kSouth), fold(kSouth)}));
  EXPECT_EQ(McCandidates(push(kEast), order, kNoTile, s),
            (std::vector<O>{push(kEast), push(kSouth)}));
  // The rules fold: no second fold.
  EXPECT_EQ(McCandidates(fold(kNorth), order, kWest, s),
            (std::vector<O>{fold(kNorth), push(kEast), push(kSouth)}));
  s.mc.mc_candidates = 9;
  EXPECT_EQ(McCandidates(push(kEast), order, kNoTile, s).size(), order.size());
}

// One path decides: the throw's reason is Monte-Carlo's, the explanation lists every candidate
// with its playouts and the paired difference, then the rules' answer it started from, and
// the same position gets the same answer.
TEST(MonteCarloTest, DecidesTheThrowReproducibly) {
  const TableView view = LateView();
  const Decision d = Decide(view, Ask::kThrow, McOn(), /*explain=*/true);
  EXPECT_EQ(d.reason.rfind("monte-carlo: ", 0), 0u) << d.reason;
  EXPECT_NE(d.explanation.find("(chosen)"), std::string::npos) << d.explanation;
  EXPECT_NE(d.explanation.find("against the chosen"), std::string::npos) << d.explanation;
  EXPECT_NE(d.explanation.find("  the rules: "), std::string::npos) << d.explanation;
  const Decision again = Decide(view, Ask::kThrow, McOn());
  EXPECT_EQ(again.action.cards, d.action.cards);
  EXPECT_EQ(again.reason, d.reason);
  // Off, the offence decides.
  EXPECT_EQ(Decide(view, Ask::kThrow, RulesOnly()).reason.find("monte-carlo"), std::string::npos);
}

// mc_confidence: the rules' throw stands unless another is surely better. With a gate no
// difference can clear, every answer is the rules' (mc off), said to be kept; with none, the
// best mean goes, here another discard than the rules'.
TEST(MonteCarloTest, TheRulesAnswerStandsUnlessSurelyBeaten) {
  const TableView view = LateView();
  const Decision rules = Decide(view, Ask::kThrow, RulesOnly());
  Settings s = McOn();
  s.mc.mc_confidence = 1e9;
  const Decision kept = Decide(view, Ask::kThrow, s, /*explain=*/true);
  EXPECT_EQ(kept.action, rules.action);
  EXPECT_NE(kept.reason.find("the rules' answer (nothing surely better: "), std::string::npos)
      << kept.reason;
  EXPECT_NE(kept.reason.find(rules.reason), std::string::npos) << kept.reason;
  EXPECT_NE(kept.explanation.find("fresh worlds: "), std::string::npos) << kept.explanation;
  EXPECT_NE(kept.explanation.find("short of the gate"), std::string::npos) << kept.explanation;
  // On 4,000 playouts the rules' throw has the best mean itself: nothing to confirm.
  s.mc.mc_playouts = 4000;
  const Decision outright = Decide(view, Ask::kThrow, s, /*explain=*/true);
  EXPECT_EQ(outright.action, rules.action);
  EXPECT_NE(outright.reason.find("the rules' answer (the best mean)"), std::string::npos)
      << outright.reason;
  EXPECT_EQ(outright.explanation.find("fresh worlds: "), std::string::npos) << outright.explanation;
  s.mc.mc_playouts = 1000;
  s.mc.mc_confidence = 0;
  const Decision best = Decide(view, Ask::kThrow, s, /*explain=*/true);
  EXPECT_NE(best.action, rules.action) << best.explanation;
  EXPECT_NE(best.reason.find(", over the rules' "), std::string::npos) << best.reason;
}

// The settings reach the search's parameters.
TEST(MonteCarloTest, TheSettingsAreTheSearchsParameters) {
  Settings s = McOn();
  s.mc.mc_playouts = 321;
  s.mc.mc_fold_policy = false;
  s.mc.mc_confidence = 1.5;
  const mc::McParams p = McParamsOf(LateView(), s);
  EXPECT_EQ(p.confidence_z, 1.5);
  EXPECT_EQ(p.playouts, 321);
  EXPECT_EQ(p.policy, mc::McPolicy::kEfficiency);
  EXPECT_NE(p.worlds.opponent_model, nullptr);
  EXPECT_EQ(p.seed, McParamsOf(LateView(), s).seed);  // the view's hash
}

// Seat 1 of game 8 of the same match, offered 5萬 by the left player at go-around 8: Monte-Carlo
// compares passing with the chow on the same worlds and answers for both.
TEST(MonteCarloTest, ComparesPassingWithTheClaims) {
  const TableView view =
      ReplayLines({"/start MJ 1 builtin:mjbot:mc=true,mc_min_shanten=0",
                   "/initGame south north 4 1 0",
                   "/initCard 120 163 172 210 212 222 241 243 271 280 291 343 361 392 413 460 463",
                   "/ask throw",
                   "/throw 1 413",
                   "/throw 2 462",
                   "/ask pong",
                   "/pong 1 460 462 463",
                   "/ask throw",
                   "/throw 1 392",
                   "/throw 2 431",
                   "/throw 3 410",
                   "/throw 4 473",
                   "/mo 190",
                   "/ask throw",
                   "/throw 1 120",
                   "/throw 2 422",
                   "/throw 3 470",
                   "/throw 4 252",
                   "/mo 161",
                   "/ask throw",
                   "/throw 1 190",
                   "/throw 2 440",
                   "/pong 4 440 442 443",
                   "/throw 4 383",
                   "/pong 2 380 382 383",
                   "/throw 2 250",
                   "/eat 3 262 250 270",
                   "/throw 3 441",
                   "/throw 4 123",
                   "/mo 333",
                   "/ask throw",
                   "/throw 1 361",
                   "/throw 2 110",
                   "/throw 3 472",
                   "/throw 4 421",
                   "/mo 340",
                   "/ask throw",
                   "/throw 1 343",
                   "/eat 2 323 343 332",
                   "/throw 2 292",
                   "/gong 3 0",
                   "/throw 3 450",
                   "/throw 4 251",
                   "/mo 451",
                   "/ask throw",
                   "/throw 1 451",
                   "/throw 2 393",
                   "/throw 3 293",
                   "/throw 4 420",
                   "/mo 313",
                   "/ask throw",
                   "/throw 1 313",
                   "/throw 2 471",
                   "/throw 3 430",
                   "/throw 4 283",
                   "/ask eat",
                   "/mo 370",
                   "/ask throw",
                   "/throw 1 222",
                   "/throw 2 371",
                   "/throw 3 261",
                   "/throw 4 151",
                   "/ask eat"});
  ASSERT_EQ(view.go_around(), 8);
  const Decision d = Decide(view, Ask::kEat, McOn(), /*explain=*/true);
  EXPECT_EQ(d.reason.rfind("monte-carlo: ", 0), 0u) << d.reason;
  EXPECT_NE(d.explanation.find("  pass: "), std::string::npos) << d.explanation;
  EXPECT_NE(d.explanation.find("  chow "), std::string::npos) << d.explanation;
  EXPECT_EQ(Decide(view, Ask::kEat, McOn()).action.type, d.action.type);
}

}  // namespace
}  // namespace mj16::bot

namespace mj16::bot {
namespace {

// mc_learned_worlds' rule moves the worlds towards the learned reading: drawn through it, each
// opponent is tenpai about as often as the reading says, nearer than the sampler alone has him,
// and waits on each kind nearer its learned probability; at strength 0 there is no rule.
TEST(MonteCarloTest, TheLearnedWorldsRuleDealsTheReadingsTenpaiRates) {
  const TableView view = LateView();
  Settings s = McOn();
  const Reading reading(view, s.reading);
  const mc::McParams params = McParamsOf(view, s);
  EXPECT_EQ(mc::LearnedWorldsRule(view, params.worlds, reading.Learned(), params.seed, 0), nullptr);
  mc::WorldOptions ruled = params.worlds;
  ruled.accept = mc::LearnedWorldsRule(view, params.worlds, reading.Learned(), params.seed, 1);
  ASSERT_NE(ruled.accept, nullptr);
  ruled.max_tries = 128;
  // Per seat, the share of `n` worlds in which he is tenpai; and, over the three, how far the
  // share of worlds in which each kind is his winning tile is from the learned P(kind).
  double wait_gap = 0;
  const auto tenpai_rates = [&](const mc::WorldOptions& options, mc::SampleStats* stats) {
    absl::StatusOr<mc::WorldSampler> sampler = mc::WorldSampler::Create(view, options);
    EXPECT_TRUE(sampler.ok());
    std::array<double, 4> rate{};
    std::array<std::array<double, kNumKinds>, 4> on{};
    constexpr int n = 3000;
    mc::Position world;
    for (int i = 0; i < n; ++i) {
      Rng rng = mc::WorldRng(99, static_cast<std::uint64_t>(i));
      sampler->Sample(rng, world, stats);
      for (int seat = 0; seat < 4; ++seat) {
        const mc::SeatTiles& t = world.seats[seat];
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
  mc::SampleStats stats;
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
}  // namespace mj16::bot
