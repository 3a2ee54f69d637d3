// MJDX3's offence (seed 000 §3.5): merge (整合) the best splits of a hand into one value, and
// compare (比較) candidate discards by rules 1–7 in order. Pure functions of the hand, the
// probability model and what the table shows.
#ifndef MJ16_BOT_OFFENCE_COMPARATOR_H_
#define MJ16_BOT_OFFENCE_COMPARATOR_H_

#include <vector>

#include "bot/offence/probability.h"
#include "bot/offence/split.h"
#include "core/hand.h"
#include "core/tile.h"

namespace mj16::bot {

// The merged value of a waiting hand (3n+1 concealed tiles): rules 1–3 compare these.
struct HandValue {
  int groups = 0;          // complete groups, exposed melds and concealed kongs included
  int partials = 0;        // incomplete groups, the pair included
  double probability = 0;  // the sum over the merged waiting kinds of their completion probability
  KindMask waits = 0;      // the merged waiting kinds (the winning tiles when tenpai)
  bool tenpai = false;
  int shanten = 0;  // from the tables (tables/shanten.h); compared only with shanten_first
};

// Options of the comparison that are not the seed's.
struct CompareOptions {
  // Before rule 1, prefer the lower shanten. MJDX3 ranks by complete groups first, which can keep
  // a worse hand (1 group + isolated tiles over 2 incomplete groups that are as close to a win);
  // docs/lab/strength-log.md measures what the change is worth.
  bool shanten_first = false;
};

// The rule number reported when shanten_first decided.
inline constexpr int kShantenRule = 10;
// Rules 1–3 of seed 000 §3.5 for a hand after its discard. When the hand is tenpai the waiting
// kinds are its winning tiles, each with its win probability; otherwise every kind an incomplete
// group of some best split waits for, with the probability of completing that group (the highest
// when two groups wait for the same kind).
HandValue EvaluateHand(const Hand& hand, const ProbabilityModel& model);

// Rules 4–7: facts about the discarded tile itself.
struct DiscardFacts {
  bool dependent = false;         // rule 4: another tile within two ranks (or a copy) stays
  bool creates_isolated = false;  // rule 5: a neighbour it leaves has no other tile near it
  double single_probability = 0;  // rule 6: the chance it would grow into a group (fig. 3-28)
  int exposure = 0;               // rule 7: copies others can see within its dependency range
};

// `hand` is the hand before the discard (3n+2); `exposed` counts what other players can see
// (every discard and exposed meld).
DiscardFacts FactsOfDiscard(const TileCounts& hand, Tile discard, const ProbabilityModel& model,
                            const TileCounts& exposed);

// Rule 6's formula for tile t against the hand it stays in (fig. 3-28): the draws that would make
// it a two-tile group times the chance that group then completes, plus the chance of drawing its
// pair when the hand has none.
double SingleTileProbability(Tile t, bool hand_has_pair, const ProbabilityModel& model);

struct Candidate {
  Tile tile = kNoTile;
  HandValue value;
  DiscardFacts facts;
};

// Rules 1–3 alone: > 0 when hand value a is better than b, < 0 when worse, 0 when they tie; `rule`
// says which rule decided (0 on a tie).
int CompareValues(const HandValue& a, const HandValue& b, int* rule = nullptr,
                  CompareOptions options = {});

// Which rule told two candidates apart: 1..7, or 0 when none did.
// Returns > 0 when discarding a.tile is better than discarding b.tile, < 0 when worse.
int CompareCandidates(const Candidate& a, const Candidate& b, int* rule = nullptr,
                      CompareOptions options = {});

struct DiscardChoice {
  Tile tile = kNoTile;
  int rule = 0;  // the rule that put the best ahead of the runner-up (0: no other candidate/tie)
  std::vector<Candidate> candidates;  // best first
};

// Every kind in the concealed hand is a candidate; the best by rules 1–7 is chosen.
DiscardChoice ChooseDiscard(const Hand& hand, const ProbabilityModel& model,
                            const TileCounts& exposed, CompareOptions options = {});

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_COMPARATOR_H_
