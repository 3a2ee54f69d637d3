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
#include "tests/support/test_views.h"

namespace mj16::bot {
namespace {

using ::mj16::testing::LateGameView;
using ::mj16::testing::ReplayLines;

Settings McOn() {
  Settings s;
  s.mc.enabled = true;
  s.mc.mc_min_shanten = 0;
  s.mc.mc_time_ms = 0;                 // the playout count alone decides: reproducible
  s.mc.mc_playouts = 1000;             // the counts and answers below were pinned at 1,000
  s.mc.mc_learned_worlds = 0;          // ... on worlds dealt without the learned reading's rule
  s.mc.mc_confirm_early_stop = false;  // ... and the whole confirmation round
  s.mc.mc_screen_z = -1;               // ... with no screen while narrowing
  return s;
}

// The rules alone, for the tests of push or fold by playouts, which Monte-Carlo's own
// judgement of the rules (mc, on by default) would replace.
Settings RulesOnly() {
  Settings s = McOn();
  s.mc.enabled = false;
  return s;
}

TEST(MonteCarloTest, OnByDefaultForEveryHandFromTheFirstGoAround) {
  const Settings s;
  EXPECT_TRUE(s.mc.enabled);
  EXPECT_EQ(s.mc.mc_min_shanten, 0);
  EXPECT_EQ(s.mc.mc_throws_from_go_around, 1);  // seed 001 §4.2.2: 8
  EXPECT_EQ(s.mc.mc_claims_from_go_around, 1);
  EXPECT_EQ(s.mc.mc_screen_z, 1);
  EXPECT_TRUE(McApplies(Reading(LateGameView(), s.reading), McQuestion::kThrow, 2, s.mc));
  const TableView first =
      ReplayLines({"/start MJ 2 mjbot", "/initGame east east 1 1 0",
                   "/initCard 110 140 170 220 250 280 330 360 390 410 420 430 451 452 460 470",
                   "/throw 1 450"});
  ASSERT_EQ(first.go_around(), 1);
  EXPECT_TRUE(McApplies(Reading(first, s.reading), McQuestion::kClaim, 9, s.mc));
}

TEST(MonteCarloTest, AppliesFromItsGoAroundForHandsFarEnough) {
  const TableView view = LateGameView();
  ASSERT_EQ(view.go_around(), 8);
  Settings s = McOn();
  EXPECT_TRUE(McApplies(Reading(view, s.reading), McQuestion::kThrow, 2, s.mc));
  s.mc.mc_min_shanten = 3;  // seed 001 §4.2.2: closer hands keep the offence
  EXPECT_FALSE(McApplies(Reading(view, s.reading), McQuestion::kThrow, 2, s.mc));
  EXPECT_TRUE(McApplies(Reading(view, s.reading), McQuestion::kThrow, 3, s.mc));
  s.mc.mc_throws_from_go_around = 9;  // throws and claims each from a go-around of their own
  EXPECT_FALSE(McApplies(Reading(view, s.reading), McQuestion::kThrow, 3, s.mc));
  EXPECT_TRUE(McApplies(Reading(view, s.reading), McQuestion::kClaim, 3, s.mc));
  s.mc.mc_claims_from_go_around = 9;
  EXPECT_FALSE(McApplies(Reading(view, s.reading), McQuestion::kClaim, 3, s.mc));
  s.mc.mc_throws_from_go_around = 8;
  EXPECT_TRUE(McApplies(Reading(view, s.reading), McQuestion::kThrow, 3, s.mc));
  s = McOn();
  s.mc.mc_tenpai_threshold = 0.999;  // nobody is that surely tenpai
  EXPECT_FALSE(McApplies(Reading(view, s.reading), McQuestion::kThrow, 2, s.mc));
  s.mc.enabled = false;
  s.mc.mc_tenpai_threshold = 0;
  EXPECT_FALSE(McApplies(Reading(view, s.reading), McQuestion::kThrow, 2, s.mc));
}

TEST(MonteCarloTest, CandidatesAreTheRulesThenTheOffencesBestAndTheFold) {
  using O = mc::Candidate;
  const auto push = [](Tile t) { return O{mc::LegalThrow(t), false}; };
  const auto fold = [](Tile t) { return O{mc::LegalThrow(t), true}; };
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
  const TableView view = LateGameView();
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
  const TableView view = LateGameView();
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
  const mc::McParams p = McParamsOf(LateGameView(), s);
  EXPECT_EQ(p.confidence_z, 1.5);
  EXPECT_EQ(p.playouts, 321);
  EXPECT_EQ(p.policy, mc::McPolicy::kEfficiency);
  EXPECT_NE(p.worlds.opponent_model, nullptr);
  EXPECT_EQ(p.seed, McParamsOf(LateGameView(), s).seed);  // the view's hash
  EXPECT_FALSE(p.confirm_early_stop);
  EXPECT_TRUE(McParamsOf(LateGameView(), Settings{}).confirm_early_stop);  // on by default
  EXPECT_EQ(p.screen_z, -1);
  EXPECT_EQ(McParamsOf(LateGameView(), Settings{}).screen_z, 1);
}

// McParams{} is the search mjbot ships: McParamsOf at the default settings, all but the seed
// (a hash of the view).
TEST(MonteCarloTest, TheSearchsDefaultsAreMjbots) {
  const mc::McParams shipped = McParamsOf(LateGameView(), Settings{});
  const mc::McParams p;
  EXPECT_EQ(p.playouts, shipped.playouts);
  EXPECT_EQ(p.time_ms, shipped.time_ms);
  EXPECT_EQ(p.halving, shipped.halving);
  EXPECT_EQ(p.policy, shipped.policy);
  EXPECT_EQ(p.fold_below, shipped.fold_below);
  EXPECT_EQ(p.fold_shanten, shipped.fold_shanten);
  EXPECT_EQ(p.threads, shipped.threads);
  EXPECT_EQ(p.tie_points, shipped.tie_points);
  EXPECT_EQ(p.default_candidate, shipped.default_candidate);
  EXPECT_EQ(p.confidence_z, shipped.confidence_z);
  EXPECT_EQ(p.confirm_early_stop, shipped.confirm_early_stop);
  EXPECT_EQ(p.screen_z, shipped.screen_z);
  EXPECT_EQ(p.worlds.passed_not_wait, shipped.worlds.passed_not_wait);
  EXPECT_EQ(p.worlds.max_tries, shipped.worlds.max_tries);
  EXPECT_EQ(p.worlds.opponent_model, shipped.worlds.opponent_model);
  EXPECT_EQ(p.worlds.model_tries, shipped.worlds.model_tries);
  // The worlds' early-middle logits are the reading's settings, which McParamsOf adds.
  const Settings s;
  EXPECT_EQ(shipped.worlds.early_middle_logit, s.reading.tenpai_logit_early_middle);
  EXPECT_EQ(shipped.worlds.early_middle_meld_logit, s.reading.tenpai_logit_early_middle_meld);
  EXPECT_EQ(p.worlds.kind_weights, shipped.worlds.kind_weights);
  EXPECT_EQ(p.rules, shipped.rules);
  // Not the bare engine's: the clock, the gate and the opponent model are on.
  EXPECT_GT(p.time_ms, 0);
  EXPECT_GT(p.confidence_z, 0);
  EXPECT_NE(p.worlds.opponent_model, nullptr);
}

// With a screen no other can pass, the rules' answer stands once the first round is played,
// and the reason and the explanation say so.
TEST(MonteCarloTest, TheScreenKeepsTheRulesAnswerWhileNarrowing) {
  const TableView view = LateGameView();
  const Decision rules = Decide(view, Ask::kThrow, RulesOnly());
  Settings s = McOn();
  s.mc.mc_screen_z = 1e9;
  const Decision kept = Decide(view, Ask::kThrow, s, /*explain=*/true);
  EXPECT_EQ(kept.action, rules.action);
  EXPECT_NE(kept.reason.find("the rules' answer (nothing led it while narrowing: "),
            std::string::npos)
      << kept.reason;
  EXPECT_NE(kept.explanation.find("no other led the default while narrowing"), std::string::npos)
      << kept.explanation;
  EXPECT_EQ(kept.explanation.find("fresh worlds: "), std::string::npos) << kept.explanation;
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
