// bot/mc/search.h: a search is a function of the view, the candidates and the seed; an obvious
// discard (and claim) is chosen; the reported paired differences agree with the means; the
// budget, successive halving and the time cap are kept.
#include "bot/mc/search.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/card_hand.h"
#include "core/protocol.h"
#include "tests/support/test_views.h"
#include "tools/dealins/dealins.h"

namespace mj16::bot::mc {
namespace {

using ::mj16::testing::ReplayLines;

// Our discard at go-around `min_go_around` or later in the real positions: the first one.
TableView LateView(int min_go_around, int skip = 0) {
  std::ifstream in(MJ16_POSITIONS);
  std::stringstream text;
  text << in.rdbuf();
  const std::vector<dealins::Position> positions = dealins::ParsePositions(text.str()).value();
  for (const dealins::Position& p : positions) {
    TableView view = ReplayLines(p.lines);
    if (view.go_around() >= min_go_around && view.hand().concealed.size() % 3 == 2 && skip-- == 0) {
      return view;
    }
  }
  ADD_FAILURE() << "no such position";
  return TableView{};
}

std::vector<Tile> HeldKinds(const TableView& view, size_t n) {
  std::vector<Tile> kinds;
  for (Card c : view.hand().concealed) {
    const Tile t = KindOf(c);
    if (std::find(kinds.begin(), kinds.end(), t) == kinds.end() && kinds.size() < n) {
      kinds.push_back(t);
    }
  }
  return kinds;
}

// Each kind thrown and played on.
std::vector<Candidate> PlayOn(const std::vector<Tile>& kinds) {
  std::vector<Candidate> candidates;
  for (Tile t : kinds) candidates.push_back(Candidate{LegalThrow(t)});
  return candidates;
}

// Passing, then the view's legal answers of `type` to the discard on offer, each followed by
// folding with `fold_after`.
std::vector<Candidate> PassOr(const TableView& view, ActionType type, bool fold_after = false) {
  std::vector<Candidate> candidates = {Candidate{{}, fold_after}};
  for (const game::LegalAnswer& a : game::ClaimsSeen(view)) {
    if (a.type == type) candidates.push_back(Candidate{a, fold_after});
  }
  return candidates;
}

// The search's mechanics alone, `playouts` of them: McParams{} is mjbot's search, with a clock,
// halving, the gate, the screen, the fold policy and the opponent model's worlds; these tests
// start from none of them (no clock: the answer depends on the seed only; uniform worlds: the
// plainest hands to reason about) and turn on what each one tests.
McParams Plain(int playouts) {
  McParams params;
  params.playouts = playouts;
  params.time_ms = 0;
  params.halving = false;
  params.policy = McPolicy::kEfficiency;
  params.confidence_z = 0;
  params.confirm_early_stop = false;
  params.screen_z = -1;
  params.worlds = {};
  return params;
}

// A search of 1,200 playouts by halving behind the gate, candidate 3 the default.
McParams GatedHalving() {
  McParams params = Plain(1200);
  params.halving = true;
  params.confidence_z = 2;
  params.default_candidate = 3;
  return params;
}

void ExpectSameResult(const McChoice& a, const McChoice& b) {
  ASSERT_EQ(a.candidates.size(), b.candidates.size());
  EXPECT_EQ(a.chosen, b.chosen);
  EXPECT_EQ(a.playouts, b.playouts);
  for (size_t i = 0; i < a.candidates.size(); ++i) {
    EXPECT_EQ(a.candidates[i].playouts, b.candidates[i].playouts);
    EXPECT_EQ(a.candidates[i].mean, b.candidates[i].mean);
    EXPECT_EQ(a.candidates[i].win_rate, b.candidates[i].win_rate);
    EXPECT_EQ(a.candidates[i].deal_in_rate, b.candidates[i].deal_in_rate);
  }
}

// Paired over the same worlds, the mean difference is the difference of the means; the chosen
// one has the highest mean among those played the most.
void ExpectConsistent(const McChoice& r) {
  ASSERT_TRUE(r.status.ok()) << r.status;
  const McCandidate& best = r.candidates[r.chosen];
  EXPECT_EQ(best.diff, 0);
  int total = 0;
  for (const McCandidate& c : r.candidates) {
    total += c.playouts;
    EXPECT_LE(c.playouts, best.playouts);
    EXPECT_EQ(c.paired, c.playouts);
    EXPECT_GE(c.ci95, 0);
    EXPECT_GE(c.diff_ci95, 0);
    EXPECT_GE(c.win_rate, 0);
    EXPECT_LE(c.win_rate + c.deal_in_rate, 1);
    if (c.playouts == best.playouts) {
      EXPECT_NEAR(c.diff, c.mean - best.mean, 1e-6);
      EXPECT_LE(c.mean, best.mean + 1e-6);
    }
  }
  EXPECT_EQ(total, r.playouts);
}

TEST(McSearchTest, TheSameSeedGivesTheSameAnswer) {
  const TableView view = LateView(8);
  const std::vector<Tile> candidates = HeldKinds(view, 6);
  ASSERT_EQ(candidates.size(), 6u);
  McParams params = Plain(600);
  params.seed = 42;
  for (bool halving : {false, true}) {
    params.halving = halving;
    const McChoice a = SearchByMc(view, PlayOn(candidates), params);
    const McChoice b = SearchByMc(view, PlayOn(candidates), params);
    ExpectConsistent(a);
    ExpectSameResult(a, b);
  }
  params.halving = false;
  params.seed = 43;
  const McChoice c = SearchByMc(view, PlayOn(candidates), params);
  params.seed = 42;
  const McChoice a = SearchByMc(view, PlayOn(candidates), params);
  EXPECT_NE(a.candidates[0].mean, c.candidates[0].mean);
}

// With a fixed playout count the answer does not depend on mc_threads, with and without halving
// (claims: AClaimIsComparedWithPassing).
TEST(McSearchTest, TheThreadCountDoesNotChangeTheAnswer) {
  const TableView view = LateView(8, 5);
  const std::vector<Tile> candidates = HeldKinds(view, 7);
  McParams params = Plain(700);
  params.seed = 9;
  for (bool halving : {false, true}) {
    params.halving = halving;
    params.threads = 1;
    const McChoice one = SearchByMc(view, PlayOn(candidates), params);
    ExpectConsistent(one);
    for (int threads : {2, 3, 8}) {
      params.threads = threads;
      const McChoice many = SearchByMc(view, PlayOn(candidates), params);
      ExpectSameResult(one, many);
      EXPECT_EQ(many.samples.worlds, one.samples.worlds);
      EXPECT_EQ(many.samples.tries, one.samples.tries);
    }
  }
}

TEST(McSearchTest, WithoutHalvingEveryCandidatePlaysTheSameWorlds) {
  const TableView view = LateView(10, 3);
  const std::vector<Tile> candidates = HeldKinds(view, 5);
  McParams params = Plain(1000);
  params.policy = McPolicy::kFold;
  const McChoice r = SearchByMc(view, PlayOn(candidates), params);
  ExpectConsistent(r);
  EXPECT_EQ(r.worlds, 200);
  EXPECT_EQ(r.playouts, 1000);
  for (const McCandidate& c : r.candidates) EXPECT_EQ(c.playouts, 200);
  EXPECT_EQ(r.samples.worlds, 200);
}

TEST(McSearchTest, HalvingKeepsTheBudgetAndNarrowsDown) {
  const TableView view = LateView(8, 5);
  const std::vector<Tile> candidates = HeldKinds(view, 7);
  ASSERT_EQ(candidates.size(), 7u);
  McParams params = Plain(1200);
  params.halving = true;
  const McChoice r = SearchByMc(view, PlayOn(candidates), params);
  ExpectConsistent(r);
  EXPECT_LE(r.playouts, params.playouts);
  // Three rounds of 400: 7 × 57, 4 × 100, 2 × 200 worlds.
  int most = 0, at_most = 0;
  for (const McCandidate& c : r.candidates) most = std::max(most, c.playouts);
  for (const McCandidate& c : r.candidates) at_most += c.playouts == most;
  EXPECT_EQ(most, 57 + 100 + 200);
  EXPECT_EQ(at_most, 2);
  EXPECT_EQ(r.worlds, most);
}

// Stopped by the clock (however many worlds the machine managed), a search is the uncapped one
// over the worlds it played: the cap falls between worlds, never inside one. How closely the cap
// is held is measured by tools/bench/mc_bench (docs/mc.md), not here.
TEST(McSearchTest, TheTimeCapStopsBetweenWorlds) {
  const TableView view = LateView(8);
  const std::vector<Candidate> candidates = PlayOn(HeldKinds(view, 6));
  McParams params = Plain(10'000'000);
  params.time_ms = 20;
  const McChoice capped = SearchByMc(view, candidates, params);
  ExpectConsistent(capped);
  EXPECT_TRUE(capped.timed_out);
  if (capped.worlds == 0) return;  // nothing played: nothing to compare
  params.time_ms = 0;
  params.playouts = capped.worlds * static_cast<int>(candidates.size());
  const McChoice uncapped = SearchByMc(view, candidates, params);
  EXPECT_FALSE(uncapped.timed_out);
  ExpectSameResult(capped, uncapped);
}

// Competition play (bot/presets/competition.conf): no playout count, the clock shared by the
// halving rounds, so the last round's survivors are played the most and one of them goes.
TEST(McSearchTest, ByTimeTheRoundsShareTheClock) {
  const TableView view = LateView(8, 5);
  const std::vector<Tile> candidates = HeldKinds(view, 7);
  McParams params = Plain(0);
  params.time_ms = 150;  // 50 ms a round: each round plays some worlds even on a busy machine
  params.halving = true;
  params.threads = 2;
  const McChoice r = SearchByMc(view, PlayOn(candidates), params);
  ExpectConsistent(r);
  EXPECT_TRUE(r.timed_out);
  // However far the clock let it go, the most played are the survivors of a round (7 → 4 → 2)
  // and one of them goes.
  int most = 0, at_most = 0;
  for (const McCandidate& c : r.candidates) most = std::max(most, c.playouts);
  for (const McCandidate& c : r.candidates) at_most += c.playouts == most;
  EXPECT_THAT(at_most, ::testing::AnyOf(7, 4, 2));
  EXPECT_EQ(r.candidates[r.chosen].playouts, most);
}

// The dealer's first turn (no draw: the kAfterClaim phase), tenpai once the lone East goes:
// 123m 456m 789m 234p 55p 67s.
TableView TenpaiDealer() {
  return ReplayLines({
      "/start MJ 1 test",
      "/initGame east east 1 1 0",
      "/initCard 111 121 131 141 151 161 171 181 191 221 231 241 251 252 361 371 411",
  });
}

// Breaking the pair or a meld instead of throwing the East costs the win.
TEST(McSearchTest, KeepingTenpaiBeatsBreakingIt) {
  const TableView view = TenpaiDealer();
  const std::vector<Tile> candidates = {KindOf(252), KindOf(111), KindOf(411)};
  McParams params = Plain(900);
  const McChoice r = SearchByMc(view, PlayOn(candidates), params);
  ExpectConsistent(r);
  EXPECT_EQ(r.chosen, 2);
  for (int i = 0; i < 2; ++i) {
    EXPECT_LT(r.candidates[i].diff + r.candidates[i].diff_ci95, 0) << i;
    EXPECT_LT(r.candidates[i].win_rate, r.candidates[2].win_rate) << i;
  }
}

// A confidence gate (the caller's default kept unless surely beaten): keeping tenpai clears
// two standard errors over breaking it, so it still goes; no difference clears an endless
// gate, so the default stays and says so.
TEST(McSearchTest, TheDefaultStandsUnlessSurelyBeaten) {
  const TableView view = TenpaiDealer();
  const std::vector<Tile> candidates = {KindOf(252), KindOf(111), KindOf(411)};
  McParams params = Plain(900);
  params.confidence_z = 2;
  const McChoice sure = SearchByMc(view, PlayOn(candidates), params);
  EXPECT_EQ(sure.chosen, 2);
  EXPECT_FALSE(sure.kept_default);
  params.confidence_z = 1e9;
  const McChoice kept = SearchByMc(view, PlayOn(candidates), params);
  EXPECT_EQ(kept.chosen, 0);
  EXPECT_TRUE(kept.kept_default);
  // The same worlds and means: only the choice differs.
  for (size_t i = 0; i < candidates.size(); ++i) {
    EXPECT_EQ(kept.candidates[i].mean, sure.candidates[i].mean);
  }
}

// Select, then confirm: the default plays every round; on half the budget (three rounds of 200
// playouts: 7 × 28, 4 × 50, 3 × 66 worlds) the others are halved down to one, which plays the
// default on the rest (606 playouts: 303 fresh worlds), and only those worlds weigh its lead.
TEST(McSearchTest, HalvingUnderAGateKeepsTheDefault) {
  const TableView view = LateView(8, 5);
  const std::vector<Tile> candidates = HeldKinds(view, 7);
  ASSERT_EQ(candidates.size(), 7u);
  McParams params = GatedHalving();
  const McChoice r = SearchByMc(view, PlayOn(candidates), params);
  ASSERT_TRUE(r.status.ok());
  const int most = 28 + 50 + 66 + 303;
  EXPECT_EQ(r.candidates[3].playouts, most);
  if (r.chosen != 3 || r.kept_default) {
    EXPECT_EQ(r.confirm_worlds, 303);
  }
  int at_most = 0;
  for (const McCandidate& c : r.candidates) at_most += c.playouts == most;
  EXPECT_EQ(at_most, 2);
  EXPECT_EQ(r.worlds, most);
  EXPECT_LE(r.playouts, params.playouts);
  EXPECT_EQ(r.candidates[r.chosen].playouts, most);
}

// The confirmation round stops at a quarter, a half or three quarters once the other does not
// lead the default there: the worlds played are a prefix of the full round's, so the answer is
// the full search's or the default, and the default whenever the full search kept it.
TEST(McSearchTest, TheConfirmationStopsOnceTheOtherTrails) {
  McParams params = GatedHalving();
  int stopped = 0;
  for (int skip = 0; skip < 8; ++skip) {
    const TableView view = LateView(8, skip);
    const std::vector<Candidate> candidates = PlayOn(HeldKinds(view, 7));
    params.confirm_early_stop = false;
    const McChoice full = SearchByMc(view, candidates, params);
    params.confirm_early_stop = true;
    const McChoice early = SearchByMc(view, candidates, params);
    ASSERT_TRUE(full.status.ok() && early.status.ok());
    EXPECT_LE(early.playouts, full.playouts);
    if (early.playouts == full.playouts) {
      ExpectSameResult(early, full);
      continue;
    }
    ++stopped;
    EXPECT_EQ(early.chosen, 3) << skip;
    EXPECT_THAT(early.worlds - (full.worlds - 303), ::testing::AnyOf(75, 151, 227)) << skip;
    if (early.confirm_worlds > 0) {
      EXPECT_LE(early.confirm_diff, 0) << skip;
    }
  }
  EXPECT_GT(stopped, 0);
}

// The screen stops while narrowing once no other leads the default: the worlds played are a
// prefix of the whole search's, so an unscreened search is the whole one, a screened one keeps
// the default with none ahead of it; a wider margin screens wherever a narrower one does.
TEST(McSearchTest, TheScreenKeepsTheDefaultOnceNoneLeads) {
  McParams params = GatedHalving();
  int screened = 0;
  for (int skip = 0; skip < 8; ++skip) {
    const TableView view = LateView(8, skip);
    const std::vector<Candidate> candidates = PlayOn(HeldKinds(view, 7));
    params.screen_z = -1;
    const McChoice full = SearchByMc(view, candidates, params);
    params.screen_z = 0;
    const McChoice none_leads = SearchByMc(view, candidates, params);
    params.screen_z = 1;
    const McChoice wider = SearchByMc(view, candidates, params);
    ASSERT_TRUE(full.status.ok() && none_leads.status.ok() && wider.status.ok());
    EXPECT_FALSE(full.screened);
    EXPECT_LE(wider.playouts, none_leads.playouts) << skip;
    if (!none_leads.screened) {
      ExpectSameResult(none_leads, full);
      continue;
    }
    ++screened;
    EXPECT_TRUE(wider.screened) << skip;
    EXPECT_EQ(none_leads.chosen, 3) << skip;
    EXPECT_LE(none_leads.screen_lead, params.tie_points) << skip;
    EXPECT_EQ(none_leads.confirm_worlds, 0) << skip;
    EXPECT_LT(none_leads.playouts, full.playouts) << skip;
    for (const McCandidate& c : none_leads.candidates) {
      if (c.playouts == none_leads.candidates[3].playouts && &c != &none_leads.candidates[3]) {
        EXPECT_LE(c.diff, params.tie_points)
            << skip;  // none of the last round's others ahead of the default
      }
    }
  }
  EXPECT_GT(screened, 0);
}

// The same tenpai dealer: playing on from 9s against folding from the 3p of its wait (and
// folding ever after). The push wins more and is chosen; the fold is flagged as one.
TEST(McSearchTest, PushingATenpaiHandBeatsFoldingIt) {
  const TableView view = TenpaiDealer();
  McParams params = Plain(600);
  const std::vector<Candidate> push_or_fold = {{LegalThrow(KindOf(411)), false},
                                               {LegalThrow(KindOf(252)), true}};
  const McChoice r = SearchByMc(view, push_or_fold, params);
  ExpectConsistent(r);
  ASSERT_EQ(r.candidates.size(), 2u);
  EXPECT_FALSE(r.candidates[0].candidate.fold_after);
  EXPECT_TRUE(r.candidates[1].candidate.fold_after);
  EXPECT_EQ(r.chosen, 0);
  EXPECT_LT(r.candidates[1].diff + r.candidates[1].diff_ci95, 0);
  EXPECT_LT(r.candidates[1].win_rate, r.candidates[0].win_rate / 2);
  ExpectSameResult(r, SearchByMc(view, push_or_fold, params));
}

TEST(McSearchTest, BadCandidatesFail) {
  const TableView view = LateView(8);
  const McChoice none = SearchByMc(view, {}, {});
  EXPECT_FALSE(none.status.ok());
  TileCounts held{};
  for (Card c : view.hand().concealed) ++held[KindOf(c)];
  Tile missing = 0;
  while (held[missing] > 0) ++missing;
  EXPECT_FALSE(SearchByMc(view, PlayOn({missing}), {}).status.ok());
  const std::vector<Candidate> pass = {Candidate{}};
  EXPECT_FALSE(SearchByMc(view, pass, {}).status.ok());  // no discard on offer
}

// The dealer throws 白 and we hold two, with 中 and 發 pungs: 白白 中中中 發發發 123m 456m 9p E.
TableView WhiteDragonOnOffer() {
  return ReplayLines({
      "/start MJ 2 test",
      "/initGame east east 1 1 0",
      "/initCard 111 121 131 141 151 161 450 451 452 460 461 462 470 471 291 411",
      "/throw 1 472",
  });
}

// Punging the 白 is tenpai on 大三元 (8 tai); passing leaves one step to go and 白 all but gone.
TEST(McSearchTest, AClaimIsComparedWithPassing) {
  const TableView view = WhiteDragonOnOffer();
  const std::vector<Candidate> claims = PassOr(view, ActionType::kPung);
  McParams params = Plain(1200);
  const McChoice a = SearchByMc(view, claims, params);
  ExpectConsistent(a);
  ASSERT_EQ(a.candidates.size(), 2u);
  EXPECT_EQ(a.candidates[0].candidate.answer.type, ActionType::kPass);
  EXPECT_EQ(a.candidates[1].candidate.answer.type, ActionType::kPung);
  EXPECT_EQ(a.chosen, 1);
  EXPECT_LT(a.candidates[0].diff + a.candidates[0].diff_ci95, 0);
  EXPECT_GT(a.candidates[1].win_rate, a.candidates[0].win_rate);
  ExpectSameResult(a, SearchByMc(view, claims, params));
  params.threads = 2;  // and on two threads
  ExpectSameResult(a, SearchByMc(view, claims, params));
  // An illegal answer is refused: a kong needs three copies.
  std::vector<Candidate> kong = claims;
  kong[1].answer.type = ActionType::kOpenKong;
  EXPECT_FALSE(SearchByMc(view, kong, params).status.ok());
}

// The same 白 on offer, every answer followed by folding: the pung's tenpai is thrown away for
// safe discards and passing claims nothing later, so both win less than when played on.
TEST(McSearchTest, AnswersFollowedByFoldingWinLess) {
  const TableView view = WhiteDragonOnOffer();
  McParams params = Plain(1200);
  const McChoice on = SearchByMc(view, PassOr(view, ActionType::kPung), params);
  const McChoice folded = SearchByMc(view, PassOr(view, ActionType::kPung, true), params);
  ExpectConsistent(folded);
  ASSERT_EQ(folded.candidates.size(), 2u);
  for (int i = 0; i < 2; ++i) {
    EXPECT_LT(folded.candidates[i].win_rate, on.candidates[i].win_rate) << i;
  }
  ExpectSameResult(folded, SearchByMc(view, PassOr(view, ActionType::kPung, true), params));
}

// Tenpai on 5s/8s with 白白: the playout policy would not pung 白 (no step nearer), so only a
// forced answer makes the pung differ from passing.
TEST(McSearchTest, TheAnswerIsForcedEvenAgainstThePolicy) {
  const TableView view = ReplayLines({
      "/start MJ 2 test",
      "/initGame east east 1 1 0",
      "/initCard 111 121 131 141 151 161 171 181 191 221 231 241 470 471 361 371",
      "/throw 1 472",
  });
  McParams params = Plain(400);
  const McChoice r = SearchByMc(view, PassOr(view, ActionType::kPung), params);
  ExpectConsistent(r);
  EXPECT_GT(r.candidates[1].diff_ci95, 0);
}

// Two chows of the same discard, valued against each other without passing: 2m3m and 5m6m
// held, 4m on offer from the left player.
TEST(McSearchTest, AChowIsComparedWithAnotherChow) {
  const TableView view = ReplayLines({
      "/start MJ 2 test",
      "/initGame east east 1 1 0",
      "/initCard 121 131 151 161 221 231 241 261 271 281 331 341 351 410 420 430",
      "/throw 1 141",
  });
  std::vector<Candidate> chows = PassOr(view, ActionType::kChow);
  ASSERT_EQ(chows.size(), 4u);  // passing, 2m3m4m, 3m4m5m, 4m5m6m
  chows = {chows[1], chows[3]};
  McParams params = Plain(400);
  const McChoice r = SearchByMc(view, chows, params);
  ExpectConsistent(r);
  ASSERT_EQ(r.candidates.size(), 2u);
  EXPECT_EQ(r.candidates[0].candidate, chows[0]);
  EXPECT_EQ(r.candidates[1].candidate, chows[1]);
  ExpectSameResult(r, SearchByMc(view, chows, params));
}

}  // namespace
}  // namespace mj16::bot::mc
