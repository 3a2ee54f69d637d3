#include "bot/offence/comparator.h"

#include <algorithm>

#include "core/win.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

// The tiles that depend on t (seed 000 fig. 3-26): same suit within two ranks; for honors only t.
template <typename Visit>
void ForEachInRange(Tile t, const Visit& visit) {
  if (IsHonor(t)) {
    visit(t);
    return;
  }
  const int rank = RankOf(t);
  for (int d = -2; d <= 2; ++d) {
    if (rank + d >= 1 && rank + d <= 9) visit(static_cast<Tile>(t + d));
  }
}

// Whether a copy of t in `hand` has another tile within its range.
bool HasNeighbour(const TileCounts& hand, Tile t) {
  bool found = false;
  ForEachInRange(t, [&](Tile u) { found |= u == t ? hand[u] >= 2 : hand[u] >= 1; });
  return found;
}

// Records which rule decided and returns the verdict.
int Decided(int* rule, int which, int sign) {
  if (rule != nullptr) *rule = which;
  return sign;
}

}  // namespace

HandValue EvaluateHand(const Hand& hand, const ProbabilityModel& model) {
  HandValue v;
  const SplitSummary split = Split(hand.concealed);
  v.groups = split.groups + static_cast<int>(hand.melds.size());
  v.partials = split.partials;
  v.shanten = tables::Shanten(hand.concealed, hand.MeldsNeeded());
  const std::vector<Tile> waits = Waits(hand);
  if (!waits.empty()) {
    v.tenpai = true;
    for (Tile t : waits) {
      v.waits |= Bit(t);
      v.probability += model.Win(t);
    }
    return v;
  }
  v.waits = split.chow_waits | split.pung_waits;
  for (int t = 0; t < kNumKinds; ++t) {
    if (!(v.waits & Bit(t))) continue;
    const Tile k = static_cast<Tile>(t);
    double p = 0;
    if (split.chow_waits & Bit(t)) p = model.CompleteChow(k);
    if (split.pung_waits & Bit(t)) p = std::max(p, model.CompletePung(k));
    v.probability += p;
  }
  return v;
}

double SingleTileProbability(Tile t, bool hand_has_pair, const ProbabilityModel& m) {
  double p = m.Draw(t) * m.Pung(t);
  if (!IsHonor(t)) {
    const int rank = RankOf(t);
    auto chow = [&](int d) {  // chow probability of t+d, zero off the suit
      return rank + d >= 1 && rank + d <= 9 ? m.Chow(static_cast<Tile>(t + d)) : 0.0;
    };
    auto draw = [&](int d) {
      return rank + d >= 1 && rank + d <= 9 ? m.Draw(static_cast<Tile>(t + d)) : 0.0;
    };
    p += draw(-2) * chow(-1);              // t-2, t: waits for t-1
    p += draw(-1) * (chow(-2) + chow(1));  // t-1, t: waits for t-2 or t+1
    p += draw(1) * (chow(-1) + chow(2));   // t, t+1: waits for t-1 or t+2
    p += draw(2) * chow(1);                // t, t+2: waits for t+1
  }
  if (!hand_has_pair) p += m.Draw(t);  // drawing its pair
  return p;
}

DiscardFacts FactsOfDiscard(const TileCounts& hand, Tile discard, const ProbabilityModel& model,
                            const TileCounts& exposed) {
  DiscardFacts f;
  TileCounts after = hand;
  --after[discard];
  // Rule 4: does the discarded tile depend on a tile that stays?
  ForEachInRange(discard, [&](Tile u) { f.dependent |= after[u] > 0; });
  // Rule 5: does a tile that stays lose its last neighbour?
  ForEachInRange(discard, [&](Tile u) {
    if (after[u] > 0 && HasNeighbour(hand, u) && !HasNeighbour(after, u)) f.creates_isolated = true;
  });
  f.single_probability = SingleTileProbability(discard, Split(after).has_pair, model);
  ForEachInRange(discard, [&](Tile u) { f.exposure += exposed[u]; });
  return f;
}

// Probabilities are compared exactly: equal inputs are summed in the same order, so they agree to
// the bit, and an epsilon would make the order intransitive.
int CompareValues(const HandValue& x, const HandValue& y, int* rule, CompareOptions options) {
  if (options.shanten_first && x.shanten != y.shanten) {
    return Decided(rule, kShantenRule, x.shanten < y.shanten ? 1 : -1);
  }
  if (x.groups != y.groups) return Decided(rule, 1, x.groups > y.groups ? 1 : -1);
  if (x.partials != y.partials) return Decided(rule, 2, x.partials > y.partials ? 1 : -1);
  if (x.probability != y.probability) {
    return Decided(rule, 3, x.probability > y.probability ? 1 : -1);
  }
  return Decided(rule, 0, 0);
}

int CompareCandidates(const Candidate& a, const Candidate& b, int* rule, CompareOptions options) {
  if (const int c = CompareValues(a.value, b.value, rule, options); c != 0) return c;
  // Rule 4: discard the tile that depends on nothing first.
  if (a.facts.dependent != b.facts.dependent) return Decided(rule, 4, a.facts.dependent ? -1 : 1);
  // Rule 5: discard the tile that leaves no isolated neighbour first (the seed's example, fig.
  // 3-27).
  if (a.facts.creates_isolated != b.facts.creates_isolated) {
    return Decided(rule, 5, a.facts.creates_isolated ? -1 : 1);
  }
  // Rule 6: discard the tile less likely to grow into a group.
  if (a.facts.single_probability != b.facts.single_probability) {
    return Decided(rule, 6, a.facts.single_probability < b.facts.single_probability ? 1 : -1);
  }
  // Rule 7: discard the more exposed tile (others need it less; it is safer).
  if (a.facts.exposure != b.facts.exposure)
    return Decided(rule, 7, a.facts.exposure > b.facts.exposure ? 1 : -1);
  return Decided(rule, 0, 0);
}

DiscardChoice ChooseDiscard(const Hand& hand, const ProbabilityModel& model,
                            const TileCounts& exposed, CompareOptions options) {
  DiscardChoice choice;
  Hand after = hand;
  for (int t = 0; t < kNumKinds; ++t) {
    if (hand.concealed[t] == 0) continue;
    const Tile k = static_cast<Tile>(t);
    --after.concealed[t];
    choice.candidates.push_back(Candidate{k, EvaluateHand(after, model),
                                          FactsOfDiscard(hand.concealed, k, model, exposed)});
    ++after.concealed[t];
  }
  // Stable: among candidates no rule separates, the lowest kind comes first.
  std::stable_sort(choice.candidates.begin(), choice.candidates.end(),
                   [&](const Candidate& a, const Candidate& b) {
                     return CompareCandidates(a, b, nullptr, options) > 0;
                   });
  if (!choice.candidates.empty()) choice.tile = choice.candidates.front().tile;
  if (choice.candidates.size() > 1) {
    CompareCandidates(choice.candidates[0], choice.candidates[1], &choice.rule, options);
  }
  return choice;
}

}  // namespace mj16::bot
