#include "tools/mjref/luck/value_table.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "bot/offence/efficiency.h"
#include "core/card_hand.h"
#include "core/hash.h"

namespace mj16::mjref {

using game::GameState;
namespace {

int CountIn(tables::TileMask kinds, const TileCounts& counts) {
  int n = 0;
  for (; kinds != 0; kinds &= kinds - 1) n += counts[std::countr_zero(kinds)];
  return n;
}

// The mean tai of a discard win on each wait, weighted by the copies not in the seat's hand.
double MeanTai(const ValueTable& t, int seat, const TileCounts& concealed, tables::TileMask waits) {
  Hand hand;
  hand.concealed = concealed;
  hand.melds = t.hands[seat].melds;
  const TileCounts held = hand.AllTiles();
  double sum = 0, weight = 0;
  for (tables::TileMask m = waits; m != 0; m &= m - 1) {
    const Tile w = static_cast<Tile>(std::countr_zero(m));
    const int copies = 4 - held[w];
    if (copies <= 0) continue;
    ++hand.concealed[w];
    const WinContext ctx = WinContextFor(seat, t.dealer, t.round_wind, w);
    const absl::StatusOr<Score> score = ScoreWin(hand, ctx, t.rules);
    --hand.concealed[w];
    if (!score.ok()) continue;
    sum += copies * score->tai;
    weight += copies;
  }
  return weight > 0 ? sum / weight : 0.0;
}

}  // namespace

namespace {

SeatFacts ReadWaiting(const ValueTable& t, int seat, const TileCounts& concealed) {
  const tables::ShantenInfo info = tables::Analyze(concealed, t.hands[seat].MeldsNeeded());
  SeatFacts f;
  f.shanten = info.shanten;
  if (info.shanten == 0) {
    f.waits = info.effective;
    f.tai = MeanTai(t, seat, concealed, info.effective);
  } else {
    f.effective = info.effective;
  }
  return f;
}

// What ReadWaiting reads: a seat's hand, its place relative to the dealer, the round and rules.
struct WaitingKey {
  TileCounts concealed{};
  std::array<Meld, kMeldsToWin> melds{};
  int meld_count = -1;  // -1: an empty slot
  int from_dealer = 0;
  Wind round_wind = Wind::kEast;
  RuleSet rules;

  bool operator==(const WaitingKey&) const = default;
};

}  // namespace

SeatFacts WaitingFacts(const ValueTable& t, int seat, const TileCounts& concealed) {
  const std::vector<Meld>& melds = t.hands[seat].melds;
  if (melds.size() > kMeldsToWin) return ReadWaiting(t, seat, concealed);
  // A seat's hand changes at a few events of a game and is read at every one (and at every card
  // the drawer could have drawn), so its facts are remembered per thread, keyed by all they
  // depend on: the same facts for the same key.
  WaitingKey key;
  key.concealed = concealed;
  std::copy(melds.begin(), melds.end(), key.melds.begin());
  key.meld_count = static_cast<int>(melds.size());
  key.from_dealer = static_cast<int>(SeatWindOf(seat, t.dealer));
  key.round_wind = t.round_wind;
  key.rules = t.rules;
  struct Slot {
    WaitingKey key;
    SeatFacts facts;
  };
  static constexpr std::size_t kSlots = 512;
  thread_local std::array<Slot, kSlots> cache;
  std::uint64_t h = static_cast<std::uint64_t>(key.meld_count * 4 + key.from_dealer);
  for (std::uint8_t c : concealed) h = FnvMix(h, c);
  for (int m = 0; m < key.meld_count; ++m) {
    h = FnvMix(h, static_cast<std::uint64_t>(melds[m].type) << 8 | melds[m].tile);
  }
  Slot& slot = cache[(h ^ (h >> 31)) % kSlots];
  if (slot.key == key) return slot.facts;
  slot.key = key;
  slot.facts = ReadWaiting(t, seat, concealed);
  return slot.facts;
}

ValueTable TableOf(const GameState& s, int to_act, Tile drawn) {
  ValueTable t;
  for (int seat = 0; seat < 4; ++seat) t.hands[seat] = s.seats[seat].hand.ToHand();
  for (Card c : s.wall.Rest()) ++t.unseen[KindOf(c)];
  t.draws_left = std::max(0, s.wall.Remaining() - s.rules.dead_wall);
  t.dealer = s.dealer;
  t.to_act = to_act;
  t.drawn = drawn;
  t.round_wind = s.round_wind;
  t.win_now = {.self_draw = true,
               .after_kong = s.after_kong,
               .nobody_melded = !s.melded,
               .winner_discarded = s.seats[to_act].has_discarded,
               .wall_empty = !s.CanDraw(),
               .dealt = s.draws == 0};
  t.rules = s.rules;
  return t;
}

Tile EfficiencyDiscard(const ValueTable& t, int seat) {
  const Hand& hand = t.hands[seat];
  const int needed = hand.MeldsNeeded();
  if (tables::Shanten(hand.concealed, needed) < 0) return kNoTile;
  // The discard builtin:efficiency would make, from what the seat sees: the discard most players
  // make, and the one a deal-in is most likely on.
  TileCounts visible = hand.concealed;
  for (int k = 0; k < kNumKinds; ++k) {
    int elsewhere = 0;
    for (int o = 0; o < 4; ++o) elsewhere += o == seat ? 0 : t.hands[o].concealed[k];
    visible[k] = static_cast<std::uint8_t>(4 - t.unseen[k] - elsewhere);
  }
  return bot::BestEfficiencyDiscard(hand.concealed, needed, visible, {},
                                        bot::LayerUse::kFirst)
      .discard;
}

SeatFacts ReadSeat(const ValueTable& t, int seat) {
  const Hand& hand = t.hands[seat];
  if (seat != t.to_act) return WaitingFacts(t, seat, hand.concealed);
  const Tile discard = EfficiencyDiscard(t, seat);
  if (discard == kNoTile) return SeatFacts::Complete();
  TileCounts after = hand.concealed;
  --after[discard];
  SeatFacts f = WaitingFacts(t, seat, after);
  f.discard = discard;
  return f;
}

Settlement SelfDrawNow(const ValueTable& t) {
  const int seat = t.to_act;
  const WinContext ctx = WinContextFor(seat, t.dealer, t.round_wind, t.drawn, t.win_now);
  absl::StatusOr<Score> score = ScoreWin(t.hands[seat], ctx, t.rules);
  if (!score.ok()) return Settlement{};
  return Settle(*score, seat, t.dealer, -1, t.rules);
}

namespace {

// Seat k's block of the inputs. `all` holds every seat's concealed counts added up, so that the
// cards the others hold are all less k's own.
SeatBlock BlockOf(const ValueTable& t, const std::array<SeatFacts, 4>& facts, int k,
                  const TileCounts& all) {
  SeatBlock b{};
  const SeatFacts& f = facts[k];
  b[0] = k == t.dealer;
  b[1] = k == t.to_act;
  b[2 + std::clamp(f.complete ? 0 : f.shanten + 1, 0, 4)] = 1.0f;
  const int others = CountIn(f.waits, all) - CountIn(f.waits, t.hands[k].concealed);
  b[7] = static_cast<float>(CountIn(f.waits, t.unseen)) / 4.0f;
  b[8] = static_cast<float>(others) / 4.0f;
  b[9] = k == t.to_act ? 0.0f
                       : static_cast<float>(CountIn(f.waits, t.hands[t.to_act].concealed)) / 4.0f;
  b[10] = static_cast<float>(CountIn(f.effective, t.unseen)) / 16.0f;
  b[11] = static_cast<float>(f.tai) / 4.0f;
  b[12] = static_cast<float>(t.hands[k].melds.size()) / 5.0f;
  const Tile thrown = facts[t.to_act].discard;
  b[13] = k != t.to_act && thrown != kNoTile && (f.waits & tables::TileBit(thrown)) != 0;
  return b;
}

}  // namespace

InputParts PartsOf(const ValueTable& t, const std::array<SeatFacts, 4>& facts) {
  TileCounts all{};
  for (const Hand& h : t.hands) {
    for (int i = 0; i < kNumKinds; ++i) all[i] += h.concealed[i];
  }
  InputParts p;
  p.draws_left = static_cast<float>(t.draws_left) / 56.0f;
  for (int k = 0; k < 4; ++k) p.blocks[k] = BlockOf(t, facts, k, all);
  return p;
}

ValueInputs InputsFrom(const InputParts& p, int seat) {
  ValueInputs x;
  x[0] = p.draws_left;
  x[1] = 1.0f;
  for (int r = 0; r < 4; ++r) {
    const SeatBlock& b = p.blocks[(seat + r) % 4];
    std::copy(b.begin(), b.end(), x.begin() + kGlobalInputs + r * kSeatInputs);
  }
  return x;
}

ValueInputs InputsOf(const ValueTable& t, const std::array<SeatFacts, 4>& facts, int seat) {
  return InputsFrom(PartsOf(t, facts), seat);
}

}  // namespace mj16::mjref
