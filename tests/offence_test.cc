#include "bot/offence.h"

#include <gtest/gtest.h>

#include "core/notation.h"
#include "tests/test_hands.h"

namespace mj16::bot {
namespace {

using ::mj16::testing::MakeHand;

// Nothing seen but one's own hand, early in a game: S = 55 drawable, x = 48 hidden elsewhere,
// y = 16 in the left player's hand.
ProbabilityModel EarlyModel(const Hand& hand) {
  Visibility v;
  const TileCounts all = hand.AllTiles();
  for (int t = 0; t < kNumKinds; ++t) v.unknown[t] = static_cast<std::uint8_t>(kCopies - all[t]);
  v.drawable = 55;
  v.hidden_others = 48;
  v.hidden_left = 16;
  return ProbabilityModel(v, ProbabilityWeights{});
}

const Candidate& Find(const DiscardChoice& c, absl::string_view tile) {
  const Tile t = *ParseTile(tile);
  for (const Candidate& k : c.candidates) {
    if (k.tile == t) return k;
  }
  ADD_FAILURE() << "no candidate " << tile;
  return c.candidates.front();
}

// Seed 000 §3.5 "機率公式": P = i / (S + x); our chow / pung / win reading of it.
TEST(ProbabilityTest, SeedFormula) {
  Visibility v;
  v.unknown.fill(4);
  v.unknown[0] = 1;
  v.drawable = 52;
  v.hidden_others = 48;
  v.hidden_left = 16;
  const ProbabilityModel m(v, ProbabilityWeights{});
  EXPECT_DOUBLE_EQ(m.Draw(0), 1.0 / 100);
  EXPECT_DOUBLE_EQ(m.Draw(5), 4.0 / 100);
  EXPECT_DOUBLE_EQ(m.Chow(5), 4.0 / 100);  // the left player holds the average share
  EXPECT_DOUBLE_EQ(m.Pung(5), 12.0 / 100);
  EXPECT_DOUBLE_EQ(m.Win(5), 16.0 / 100);
  v.hidden_left = 8;  // a left player with melds down feeds fewer chows
  EXPECT_DOUBLE_EQ(ProbabilityModel(v, ProbabilityWeights{}).Chow(5), 2.0 / 100);
  v.drawable = v.hidden_others = 0;
  EXPECT_DOUBLE_EQ(ProbabilityModel(v, ProbabilityWeights{}).Draw(5), 0.0);
}

// Seed 000 §3.5 fig. 3-25: 二三三萬 merges the 23萬 reading (1萬 4萬 by chow) with the 33萬 reading
// (3萬 by pung).
TEST(OffenceTest, Fig3_25MergedProbabilityIsTheUnion) {
  const Hand hand = MakeHand("233m7z", {"pung:111z", "pung:222z", "pung:333z", "pung:444z"});
  const ProbabilityModel m = EarlyModel(hand);
  const HandValue v = EvaluateHand(hand, m);
  EXPECT_FALSE(v.tenpai);
  EXPECT_EQ(v.groups, 4);
  EXPECT_EQ(v.partials, 1);
  const Tile m1 = *ParseTile("1m"), m3 = *ParseTile("3m"), m4 = *ParseTile("4m");
  EXPECT_EQ(v.waits, Bit(m1) | Bit(m3) | Bit(m4));
  EXPECT_DOUBLE_EQ(v.probability, m.CompleteChow(m1) + m.CompleteChow(m4) + m.CompletePung(m3));
}

TEST(OffenceTest, TenpaiValueIsTheWinProbabilityOfTheWaits) {
  // One meld still needed and one tile held: a single wait on 4萬.
  const Hand hand =
      MakeHand("4m", {"chow:123s", "chow:456s", "chow:789s", "pung:111z", "pung:999p"});
  const ProbabilityModel m = EarlyModel(hand);
  const HandValue v = EvaluateHand(hand, m);
  EXPECT_TRUE(v.tenpai);
  EXPECT_EQ(v.waits, Bit(*ParseTile("4m")));
  EXPECT_DOUBLE_EQ(v.probability, m.Win(*ParseTile("4m")));
}

// Seed 000 §3.5 rule 4 (fig. 3-26): with 三四五六萬 and 五筒 at the start of a game, rules 1–3
// cannot tell 3萬, 6萬 and 5筒 apart; 5筒 depends on nothing, so it goes first.
TEST(OffenceTest, Rule4DiscardsTheTileThatDependsOnNothing) {
  const Hand hand = MakeHand("3456m5p19s19p12345567z");
  const DiscardChoice c = ChooseDiscard(hand, EarlyModel(hand), TileCounts{});
  const Candidate& p5 = Find(c, "5p");
  int rule = -1;
  EXPECT_GT(CompareCandidates(p5, Find(c, "3m"), &rule), 0);
  EXPECT_EQ(rule, 4);
  EXPECT_GT(CompareCandidates(p5, Find(c, "6m"), &rule), 0);
  EXPECT_EQ(rule, 4);
  EXPECT_FALSE(p5.facts.dependent);
  EXPECT_TRUE(Find(c, "3m").facts.dependent);
}

// Seed 000 §3.5 rule 5 (fig. 3-27): with 二四五五五萬, discarding 4萬 would leave 2萬 isolated
// while discarding 2萬 leaves 4萬 next to 5萬, so 2萬 goes first (the seed's example; its one-line
// heading says the opposite, docs/offence.md explains the reading).
TEST(OffenceTest, Rule5KeepsNeighboursConnected) {
  const Hand hand = MakeHand("24555m12379s13789p11z");
  const DiscardChoice c = ChooseDiscard(hand, EarlyModel(hand), TileCounts{});
  const Candidate& m2 = Find(c, "2m");
  const Candidate& m4 = Find(c, "4m");
  EXPECT_TRUE(m2.facts.dependent);
  EXPECT_TRUE(m4.facts.dependent);
  EXPECT_FALSE(m2.facts.creates_isolated);
  EXPECT_TRUE(m4.facts.creates_isolated);
  int rule = -1;
  EXPECT_GT(CompareCandidates(m2, m4, &rule), 0);
  EXPECT_EQ(rule, 5);
}

// Seed 000 §3.5 rule 6 (fig. 3-28): for a single 三萬,
// P(1萬)P(吃2萬) + P(2萬)(P(吃1萬) + P(吃4萬)) + P(3萬)P(碰3萬) + P(4萬)(P(吃2萬) + P(吃5萬))
// + P(5萬)P(吃4萬), plus P(3萬) for its pair when the hand has none.
TEST(OffenceTest, Rule6SingleTileProbabilityOf3m) {
  Visibility v;
  v.unknown.fill(4);
  v.drawable = 52;
  v.hidden_others = 48;
  v.hidden_left = 16;
  const ProbabilityModel m(v, ProbabilityWeights{});
  const double p = 0.04, chow = 0.04, pung = 0.12;
  const double expected = p * chow + p * (chow + chow) + p * pung + p * (chow + chow) + p * chow;
  const Tile m3 = *ParseTile("3m");
  EXPECT_DOUBLE_EQ(SingleTileProbability(m3, true, m), expected);
  EXPECT_DOUBLE_EQ(SingleTileProbability(m3, false, m), expected + p);
  // 1萬 has neighbours on one side only; an honor only pairs and pungs.
  EXPECT_DOUBLE_EQ(SingleTileProbability(*ParseTile("1m"), true, m),
                   p * pung + p * chow + p * chow);
  EXPECT_DOUBLE_EQ(SingleTileProbability(*ParseTile("1z"), true, m), p * pung);
}

TEST(OffenceTest, Rule6DiscardsTheLessPromisingSingle) {
  // An isolated honor grows only by pung; an isolated 5萬 has four neighbours.
  const Hand hand = MakeHand("5m7z123456789s111p");
  ASSERT_EQ(hand.ConcealedSize(), 14);
  Hand full = hand;
  full.melds.push_back(*ParseMeld("pung:999p"));
  const DiscardChoice c = ChooseDiscard(full, EarlyModel(full), TileCounts{});
  EXPECT_EQ(c.tile, *ParseTile("7z"));
  int rule = -1;
  CompareCandidates(Find(c, "7z"), Find(c, "5m"), &rule);
  EXPECT_EQ(rule, 6);
}

// Seed 000 §3.5 rule 7 (fig. 3-29): exposure counts the copies others can see in the tile's
// dependency range; with everything else equal the more exposed tile goes first.
TEST(OffenceTest, Rule7DiscardsTheMoreExposedTile) {
  const Hand hand = MakeHand("1m1p");
  TileCounts exposed{};
  exposed[*ParseTile("2m")] = 1;
  exposed[*ParseTile("3m")] = 2;
  exposed[*ParseTile("4m")] = 3;  // outside 1萬's range
  const ProbabilityModel m = EarlyModel(hand);
  const DiscardFacts f1m = FactsOfDiscard(hand.concealed, *ParseTile("1m"), m, exposed);
  const DiscardFacts f1p = FactsOfDiscard(hand.concealed, *ParseTile("1p"), m, exposed);
  EXPECT_EQ(f1m.exposure, 3);
  EXPECT_EQ(f1p.exposure, 0);
  Candidate a{*ParseTile("1m"), HandValue{}, f1m};
  Candidate b{*ParseTile("1p"), HandValue{}, f1p};
  b.facts.single_probability = a.facts.single_probability;  // isolate rule 7
  int rule = -1;
  EXPECT_GT(CompareCandidates(a, b, &rule), 0);
  EXPECT_EQ(rule, 7);
}

TEST(OffenceTest, Rule1PrefersMoreGroups) {
  // 123萬 55萬 with four melds down: discarding 5萬 keeps the chow, discarding 1萬 breaks it.
  const Hand hand = MakeHand("12355m", {"chow:123s", "chow:456s", "chow:789s", "pung:111z"});
  const DiscardChoice c = ChooseDiscard(hand, EarlyModel(hand), TileCounts{});
  EXPECT_EQ(c.tile, *ParseTile("5m"));
  int rule = -1;
  EXPECT_GT(CompareCandidates(Find(c, "5m"), Find(c, "1m"), &rule), 0);
  EXPECT_EQ(rule, 1);
}

TEST(OffenceTest, Rule2PrefersMorePartials) {
  // 13萬 55筒 79條 and two single honors: an honor goes before a tile of an incomplete group.
  const Hand hand = MakeHand("13m55p79s12z", {"chow:123s", "chow:456p", "pung:777z"});
  const DiscardChoice c = ChooseDiscard(hand, EarlyModel(hand), TileCounts{});
  int rule = -1;
  EXPECT_GT(CompareCandidates(Find(c, "1z"), Find(c, "1m"), &rule), 0);
  EXPECT_EQ(rule, 2);
  EXPECT_EQ(Find(c, "1z").value.partials, 3);
}

// Not the seed's: with shanten_first a lower shanten beats more complete groups, which rule 1
// alone would prefer.
TEST(OffenceTest, ShantenFirstComesBeforeRule1) {
  HandValue more_groups, lower_shanten;
  more_groups.groups = 3;
  more_groups.shanten = 3;
  lower_shanten.groups = 2;
  lower_shanten.shanten = 2;
  int rule = -1;
  EXPECT_GT(CompareValues(more_groups, lower_shanten, &rule), 0);
  EXPECT_EQ(rule, 1);
  EXPECT_LT(CompareValues(more_groups, lower_shanten, &rule, CompareOptions{true}), 0);
  EXPECT_EQ(rule, kShantenRule);
}

// Seed 000 §3.6.4 搭子保留 (fig. 3-34): with 89萬 and 11233萬 (123萬 + the gapped 13萬), 89萬 waits
// for 7萬 (4 live) and 13萬 for 2萬 (3 live: one is held), so MJDX3's rule 3 keeps 89萬. Counting
// the neighbours too, 2萬 has four (1萬 1萬 3萬 3萬) and 7萬 two (8萬 9萬): 3 + 4 = 7 > 4 + 2 = 6,
// keep 13萬 and discard from 89萬. Only our hand is visible, so held and seen neighbours agree.
TEST(OffenceTest, Fig3_34KeepThePartialGroupWithMoreSeenNeighbours) {
  const Hand hand = MakeHand("11233m89m7z", {"pung:111z", "pung:222z", "chow:123p"});
  const ProbabilityModel m = EarlyModel(hand);
  const Tile m2 = *ParseTile("2m"), m7 = *ParseTile("7m");
  EXPECT_EQ(m.visibility().unknown[m2], 3);
  EXPECT_EQ(m.visibility().unknown[m7], 4);
  EXPECT_EQ(NeighboursSeen(m2, m), 4);
  EXPECT_EQ(NeighboursSeen(m7, m), 2);
  EXPECT_EQ(NeighboursHeld(m2, hand.concealed), 4);
  EXPECT_EQ(NeighboursHeld(m7, hand.concealed), 2);
  EXPECT_EQ(NeighboursSeen(*ParseTile("7z"), m), 0);  // honors have no neighbours

  CompareOptions off;
  off.shanten_first = true;
  CompareOptions on = off;
  on.keep_partial_by_neighbours = true;
  CompareOptions seen = on;
  seen.neighbours_held_only = false;
  const DiscardChoice c = ChooseDiscard(hand, m, TileCounts{}, off);
  const Candidate& keep13 = Find(c, "9m");  // throws from 89萬
  const Candidate& keep89 = Find(c, "1m");  // throws from 13萬
  EXPECT_EQ(keep13.value.waits, Bit(m2));
  EXPECT_EQ(keep89.value.waits, Bit(m7));
  // The weights of the seed, 7 and 6, as multiples of one live copy's completion probability.
  const double per_copy = m.CompleteChow(m7) / 4;
  for (const CompareOptions& o : {on, seen}) {
    EXPECT_DOUBLE_EQ(NeighbourProbability(keep13.value, o) / per_copy, 7.0);
    EXPECT_DOUBLE_EQ(NeighbourProbability(keep89.value, o) / per_copy, 6.0);
  }
  int rule = 0;
  EXPECT_LT(CompareCandidates(keep13, keep89, &rule, off), 0);  // MJDX3: 3 < 4 live
  EXPECT_EQ(rule, 3);
  EXPECT_GT(CompareCandidates(keep13, keep89, &rule, on), 0);
  EXPECT_EQ(rule, kNeighbourRule);
  EXPECT_GT(CompareCandidates(keep13, keep89, &rule, seen), 0);
  // With the option the best discard after the isolated honor comes from 89萬.
  const DiscardChoice with = ChooseDiscard(hand, m, TileCounts{}, on);
  ASSERT_GE(with.candidates.size(), 2u);
  EXPECT_EQ(with.candidates[0].tile, *ParseTile("7z"));
  EXPECT_TRUE(with.candidates[1].tile == *ParseTile("8m") ||
              with.candidates[1].tile == *ParseTile("9m"));
}

// Seed 000 §3.6.4 counts the neighbours we grab ("抓"): the fig. 3-34 hand with 5萬 5萬 6萬 6萬
// 6萬 in others' discards. Every copy seen gives 7萬 4 + 7 = 11 > 7 and keeps 89萬; the held
// neighbours alone give 6 < 7 and keep 13萬, as in the seed.
TEST(OffenceTest, Fig3_34OthersDiscardsAreNotHeldNeighbours) {
  const Hand hand = MakeHand("11233m89m7z", {"pung:111z", "pung:222z", "chow:123p"});
  Visibility v = EarlyModel(hand).visibility();
  v.unknown[*ParseTile("5m")] -= 2;
  v.unknown[*ParseTile("6m")] -= 3;
  const ProbabilityModel m(v, ProbabilityWeights{});
  const Tile m7 = *ParseTile("7m");
  EXPECT_EQ(NeighboursSeen(m7, m), 7);
  EXPECT_EQ(NeighboursHeld(m7, hand.concealed), 2);

  CompareOptions held;
  held.keep_partial_by_neighbours = true;
  CompareOptions seen = held;
  seen.neighbours_held_only = false;
  const DiscardChoice c = ChooseDiscard(hand, m, TileCounts{}, held);
  const Candidate& keep13 = Find(c, "9m");
  const Candidate& keep89 = Find(c, "1m");
  const double per_copy = m.CompleteChow(m7) / 4;
  EXPECT_DOUBLE_EQ(NeighbourProbability(keep89.value, seen) / per_copy, 11.0);
  EXPECT_DOUBLE_EQ(NeighbourProbability(keep89.value, held) / per_copy, 6.0);
  int rule = 0;
  EXPECT_GT(CompareCandidates(keep13, keep89, &rule, held), 0);
  EXPECT_EQ(rule, kNeighbourRule);
  EXPECT_LT(CompareCandidates(keep13, keep89, &rule, seen), 0);
  EXPECT_EQ(rule, kNeighbourRule);
}

// Seed 000 §3.6.4's weight of a neighbour is the example's 1; at 0.25 the fig. 3-34 hand weighs
// 3 + 1 = 4 against 4 + 0.5 = 4.5 and keeps 89萬 as rule 3 does.
TEST(OffenceTest, Fig3_34NeighbourWeight) {
  const Hand hand = MakeHand("11233m89m7z", {"pung:111z", "pung:222z", "chow:123p"});
  const ProbabilityModel m = EarlyModel(hand);
  CompareOptions quarter;
  quarter.keep_partial_by_neighbours = true;
  quarter.neighbour_weight = 0.25;
  const DiscardChoice c = ChooseDiscard(hand, m, TileCounts{}, quarter);
  const double per_copy = m.CompleteChow(*ParseTile("7m")) / 4;
  EXPECT_DOUBLE_EQ(NeighbourProbability(Find(c, "9m").value, quarter) / per_copy, 4.0);
  EXPECT_DOUBLE_EQ(NeighbourProbability(Find(c, "1m").value, quarter) / per_copy, 4.5);
  int rule = 0;
  EXPECT_LT(CompareCandidates(Find(c, "9m"), Find(c, "1m"), &rule, quarter), 0);
  EXPECT_EQ(rule, kNeighbourRule);
}

// Seed 000 §3.6.4 chooses which partial group to break, so ChooseDiscard counts the neighbours
// held before the discard: 12萬 waits for 3萬 whether the isolated 5萬 (a neighbour of 3萬) or 9索
// goes, with 1萬 2萬 5萬 held either way. Counted after the discard, throwing 5萬 would look worse
// than throwing 9索 for a reason that has nothing to do with the partial groups kept.
TEST(OffenceTest, Fig3_34TheDiscardedTileStillCountsAsHeld) {
  const Hand hand = MakeHand("12m5m9s7z", {"pung:111z", "pung:222z", "pung:333z", "chow:123p"});
  const ProbabilityModel m = EarlyModel(hand);
  CompareOptions on;
  on.keep_partial_by_neighbours = true;
  const DiscardChoice c = ChooseDiscard(hand, m, TileCounts{}, on);
  const Candidate& throw5m = Find(c, "5m");
  const Candidate& throw9s = Find(c, "9s");
  const Tile m3 = *ParseTile("3m");
  ASSERT_EQ(throw5m.value.waits, Bit(m3));
  ASSERT_EQ(throw9s.value.waits, Bit(m3));
  EXPECT_EQ(NeighboursHeld(m3, hand.concealed), 3);
  EXPECT_EQ(throw5m.value.neighbours_held, throw9s.value.neighbours_held);
  int rule = 0, rule_off = 0;
  EXPECT_EQ(CompareCandidates(throw5m, throw9s, &rule, on),
            CompareCandidates(throw5m, throw9s, &rule_off, CompareOptions{}));
  EXPECT_EQ(rule, rule_off);  // rules 4–7, as without the setting
  // What the count after the discard would have said.
  Hand after5m = hand, after9s = hand;
  --after5m.concealed[*ParseTile("5m")];
  --after9s.concealed[*ParseTile("9s")];
  EXPECT_LT(EvaluateHand(after5m, m).neighbours_held, EvaluateHand(after9s, m).neighbours_held);
}

TEST(OffenceTest, NeighbourWeightIsNotUsedBetweenTenpaiHands) {
  HandValue a, b;
  a.tenpai = b.tenpai = true;
  a.waits = Bit(*ParseTile("2m"));
  b.waits = Bit(*ParseTile("7m"));
  a.probability = 0.2;
  b.probability = 0.1;
  a.neighbours_held = a.neighbours_seen = 0.1;
  b.neighbours_held = b.neighbours_seen = 0.9;
  CompareOptions on;
  on.keep_partial_by_neighbours = true;
  int rule = 0;
  EXPECT_GT(CompareValues(a, b, &rule, on), 0);
  EXPECT_EQ(rule, 3);
}

TEST(OffenceTest, EvaluateHandCarriesTheTablesShanten) {
  const Hand hand = MakeHand("123456789m12s11z5p99p");
  EXPECT_EQ(EvaluateHand(hand, EarlyModel(hand)).shanten, 1);
}

TEST(OffenceTest, CandidatesAreEveryKindHeldBestFirst) {
  const Hand hand = MakeHand("1112345678999m55z");
  const DiscardChoice c = ChooseDiscard(hand, EarlyModel(hand), TileCounts{});
  EXPECT_EQ(c.candidates.size(), 10u);
  for (size_t i = 1; i < c.candidates.size(); ++i) {
    EXPECT_GE(CompareCandidates(c.candidates[i - 1], c.candidates[i]), 0) << i;
  }
  EXPECT_EQ(c.tile, c.candidates.front().tile);
}

}  // namespace
}  // namespace mj16::bot
