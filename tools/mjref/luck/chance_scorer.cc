#include "tools/mjref/luck/chance_scorer.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "core/card_hand.h"
#include "core/game/wall.h"
#include "core/rng.h"
#include "tools/mjref/luck/value_model.h"

namespace mj16::mjref {

using game::GameState;
using game::Wall;
namespace {

// Where the sampled deals' seeds come from: DeriveSeed(DeriveSeed(seed, kDealStream), i).
constexpr std::uint64_t kDealStream = 0x6c75636b;  // "luck"

SeatValues Minus(const SeatValues& a, const SeatValues& b) {
  SeatValues d;
  for (int s = 0; s < 4; ++s) d[s] = a[s] - b[s];
  return d;
}

std::array<SeatFacts, 4> FactsOf(const ValueTable& t) {
  std::array<SeatFacts, 4> f;
  for (int s = 0; s < 4; ++s) f[s] = ReadSeat(t, s);
  return f;
}

}  // namespace

ValueChanceScorer::ValueChanceScorer(std::string name, ValueFunction value, int deal_samples)
    : name_(std::move(name)), value_(std::move(value)), deal_samples_(deal_samples) {}

SeatValues ValueChanceScorer::Value(const ValueTable& t) const { return value_(t, FactsOf(t)); }

ValueChanceScorer::DrawValues ValueChanceScorer::Draws(ValueTable t) const {
  const int seat = t.to_act;
  const Tile came = t.drawn;
  // The cards that could have come: those still in the wall and the one that came.
  TileCounts pool = t.unseen;
  ++pool[came];
  --t.hands[seat].concealed[came];
  // Only the drawer's facts depend on its card (they are read below, for each card); the others'
  // counts are read from `t` each time.
  std::array<SeatFacts, 4> facts;
  for (int s = 0; s < 4; ++s) {
    if (s != seat) facts[s] = ReadSeat(t, s);
  }
  // The drawer's facts by its hand after the discard, read once each: most draws are thrown
  // straight back, leaving the same hand.
  std::vector<std::pair<TileCounts, SeatFacts>> waiting;
  DrawValues out{};
  int total = 0;
  for (int k = 0; k < kNumKinds; ++k) {
    if (pool[k] == 0) continue;
    const Tile kind = static_cast<Tile>(k);
    ++t.hands[seat].concealed[kind];
    t.unseen = pool;
    --t.unseen[kind];
    t.drawn = kind;
    SeatFacts& f = facts[seat];
    const Tile discard = EfficiencyDiscard(t, seat);
    if (discard == kNoTile) {
      f = SeatFacts::Complete();
    } else {
      TileCounts after = t.hands[seat].concealed;
      --after[discard];
      auto seen = std::find_if(waiting.begin(), waiting.end(),
                               [&](const auto& w) { return w.first == after; });
      if (seen == waiting.end()) {
        waiting.emplace_back(after, WaitingFacts(t, seat, after));
        seen = waiting.end() - 1;
      }
      f = seen->second;
      f.discard = discard;
    }
    const SeatValues v = value_(t, facts);
    for (int s = 0; s < 4; ++s) out.mean[s] += pool[k] * v[s];
    if (kind == came) out.actual = v;
    total += pool[k];
    --t.hands[seat].concealed[kind];
  }
  for (double& x : out.mean) x /= total;
  return out;
}

SeatValues ValueChanceScorer::DrawLuck(const GameState& s, int seat, Card card) const {
  const DrawValues d = Draws(TableOf(s, seat, KindOf(card)));
  return Minus(d.actual, d.mean);
}

SeatValues ValueChanceScorer::DealLuck(const GameState& s, std::uint64_t seed) const {
  const Card dealt = s.seats[s.dealer].drawn;
  const SeatValues actual = Value(TableOf(s, s.dealer, dealt ? KindOf(dealt) : kNoTile));
  if (deal_samples_ <= 0) return SeatValues{};
  SeatValues mean{};
  for (int i = 0; i < deal_samples_; ++i) {
    const GameState sample(Wall::Shuffled(DeriveSeed(DeriveSeed(seed, kDealStream), i)), s.dealer,
                           s.round_wind, s.rules);
    const Card last = sample.seats[s.dealer].drawn;
    const SeatValues v = Value(TableOf(sample, s.dealer, KindOf(last)));
    for (int k = 0; k < 4; ++k) mean[k] += v[k] / deal_samples_;
  }
  return Minus(actual, mean);
}

std::shared_ptr<const ChanceScorer> DefaultChanceScorer() {
  static const std::shared_ptr<const ChanceScorer> scorer = [] {
    const ValueModel& model = ValueModel::Default();
    return std::make_shared<ValueChanceScorer>(
        model.name(), [&model](const ValueTable& t, const std::array<SeatFacts, 4>& facts) {
          return model.Values(t, facts);
        });
  }();
  return scorer;
}

}  // namespace mj16::mjref
