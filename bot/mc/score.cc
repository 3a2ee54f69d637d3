#include "bot/mc/score.h"

#include <algorithm>

#include "core/readings.h"
#include "core/win.h"
#include "tables/shanten.h"

namespace mj16::bot::mc {
namespace {

// core/scoring.h's items and their values.
using namespace tai_items;  // NOLINT: the items are this file's vocabulary

constexpr int kPairRole = -1;

// What does not depend on the reading (core/scoring.cc's HandFacts).
struct Facts {
  bool concealed_hand = true;
  bool all_claimed = false;
  bool special_first = false;
  bool single_wait = false;
  bool honors = false;
  int suits = 0;
  // Pungs and kongs among the melds.
  int meld_pungs = 0, meld_concealed_pungs = 0, meld_dragon_pungs = 0, meld_wind_pungs = 0;
  bool meld_round_wind = false, meld_seat_wind = false;
};

bool GroupHolds(const Group& g, Tile t) {
  return g.chow ? t >= g.tile && t <= g.tile + 2 : t == g.tile;
}

bool TwoSided(const Group& g, Tile w) {
  if (!g.chow) return false;
  if (w == g.tile) return RankOf(g.tile) != 7;
  if (w == g.tile + 2) return RankOf(g.tile) != 1;
  return false;
}

// The tai of one reading with the winning tile in `role` (core/scoring.cc's ScoreReading,
// summed).
int ReadingTai(const WinContext& ctx, const RuleSet& rules, const Facts& f, const Decomposition& d,
               int role) {
  const Tile w = ctx.winning_tile;
  int pungs = f.meld_pungs, concealed_pungs = f.meld_concealed_pungs;
  int dragon_pungs = f.meld_dragon_pungs, wind_pungs = f.meld_wind_pungs;
  bool round_wind = f.meld_round_wind, seat_wind = f.meld_seat_wind;
  for (int i = 0; i < d.num_groups; ++i) {
    const Group& g = d.groups[i];
    if (g.chow) continue;
    ++pungs;
    // A pung completed by a discarded tile is not concealed.
    if (ctx.self_draw || i != role) ++concealed_pungs;
    if (IsDragon(g.tile)) ++dragon_pungs;
    if (IsWind(g.tile)) ++wind_pungs;
    if (g.tile == WindTile(ctx.round_wind)) round_wind = true;
    if (g.tile == WindTile(ctx.seat_wind)) seat_wind = true;
  }
  const bool any_pung = pungs > 0;

  // The items 天胡 / 地胡 / 人胡 exclude are kept apart so the exclusions can drop them.
  int concealed_items = 0;  // 門清, 自摸, 門清自摸
  if (f.concealed_hand) {
    concealed_items = ctx.self_draw ? kTai[kConcealedSelfDraw] : kTai[kConcealedHand];
  } else if (ctx.self_draw) {
    concealed_items = kTai[kSelfDraw];
  }
  int single_wait = f.single_wait ? kTai[kSingleWait] : 0;
  int kong_bloom = ctx.after_kong && ctx.self_draw ? kTai[kKongBloom] : 0;

  int tai = ctx.dealer ? rules.dealer_tai : 0;
  if (ctx.robbing_kong) tai += kTai[kRobbingKong];
  if (ctx.last_tile) tai += ctx.self_draw ? kTai[kSeaBottom] : kTai[kRiverBottom];
  if (f.all_claimed && !ctx.self_draw) tai += kTai[kAllClaimed];
  if (!f.honors && !any_pung && !ctx.self_draw && role != kPairRole &&
      TwoSided(d.groups[role], w) && !f.single_wait &&
      (!rules.pinghu_requires_concealed || f.concealed_hand)) {
    tai += kTai[kPinghu];
  }
  if (concealed_pungs >= 5) {
    tai += kTai[kFiveConcealedPungs];
  } else if (concealed_pungs == 4) {
    tai += kTai[kFourConcealedPungs];
  } else if (concealed_pungs == 3) {
    tai += kTai[kThreeConcealedPungs];
  }
  if (pungs == kMeldsToWin) tai += kTai[kAllPungs];
  if (f.suits == 0) tai += kTai[kAllHonors];
  if (f.suits == 1) tai += f.honors ? kTai[kHalfFlush] : kTai[kFullFlush];
  if (dragon_pungs == 3) {
    tai += kTai[kBigDragons];
  } else if (dragon_pungs == 2 && IsDragon(d.pair)) {
    tai += kTai[kLittleDragons];
  } else {
    tai += dragon_pungs;  // 三元台: 1 each
  }
  if (wind_pungs == 4) {
    tai += kTai[kBigWinds];
  } else if (wind_pungs == 3 && IsWind(d.pair)) {
    tai += kTai[kLittleWinds];
  } else {
    tai += round_wind + seat_wind;
  }

  if (f.special_first && ctx.self_draw && ctx.dealer) {  // 天胡
    tai += kTai[kHeavenlyWin];
    concealed_items = single_wait = kong_bloom = 0;
  } else if (f.special_first && ctx.self_draw) {  // 地胡
    tai += kTai[kEarthlyWin];
    concealed_items = 0;
  } else if (f.special_first && !ctx.dealer) {  // 人胡
    tai += kTai[kHumanWin];
    // Only 門清 is excluded; a discard win has no 自摸 items.
    if (f.concealed_hand) concealed_items = 0;
  }
  return tai + concealed_items + single_wait + kong_bloom;
}

}  // namespace

int ScoreTai(const TileCounts& concealed, std::span<const Meld> melds, const WinContext& ctx,
             const RuleSet& rules) {
  Facts f;
  TileCounts all = concealed;
  int concealed_melds = 0;
  for (const Meld& m : melds) {
    if (m.IsConcealed()) ++concealed_melds;
    if (m.IsChow()) {
      for (int k = 0; k < 3; ++k) ++all[m.tile + k];
      continue;
    }
    all[m.tile] = static_cast<std::uint8_t>(all[m.tile] + m.Size());
    ++f.meld_pungs;
    if (m.IsConcealed()) ++f.meld_concealed_pungs;
    if (IsDragon(m.tile)) ++f.meld_dragon_pungs;
    if (IsWind(m.tile)) ++f.meld_wind_pungs;
    if (m.tile == WindTile(ctx.round_wind)) f.meld_round_wind = true;
    if (m.tile == WindTile(ctx.seat_wind)) f.meld_seat_wind = true;
  }
  const int num_melds = static_cast<int>(melds.size());
  f.concealed_hand = concealed_melds == num_melds;
  f.all_claimed = num_melds == kMeldsToWin && concealed_melds == 0;
  f.special_first = ctx.first_turn && num_melds == 0 && !ctx.after_kong;

  // 獨聽: the waiting hand (a winning hand less the winning tile is tenpai) has one wait, the
  // effective kinds of the tables less any kind whose four copies are all in the hand (Waits()).
  TileCounts waiting = concealed;
  --waiting[ctx.winning_tile];
  tables::TileMask waits = tables::Analyze(waiting, kMeldsToWin - num_melds).effective;
  TileCounts all_waiting = all;
  --all_waiting[ctx.winning_tile];
  for (int t = 0; t < kNumKinds; ++t) {
    if (all_waiting[t] >= kCopies) waits &= ~tables::TileBit(static_cast<Tile>(t));
  }
  f.single_wait = waits != 0 && (waits & (waits - 1)) == 0;

  for (int suit = kCharacters; suit <= kDots; ++suit) {
    if (std::any_of(all.begin() + suit * 9, all.begin() + suit * 9 + 9,
                    [](int n) { return n > 0; })) {
      ++f.suits;
    }
  }
  f.honors = std::any_of(all.begin() + kNumSuited, all.end(), [](int n) { return n > 0; });

  int best = 0;
  ForEachReading(concealed, [&](const Decomposition& d) {
    // The winning tile completed the pair or any group holding its kind: the best counts.
    if (d.pair == ctx.winning_tile) best = std::max(best, ReadingTai(ctx, rules, f, d, kPairRole));
    for (int i = 0; i < d.num_groups; ++i) {
      if (GroupHolds(d.groups[i], ctx.winning_tile)) {
        best = std::max(best, ReadingTai(ctx, rules, f, d, i));
      }
    }
    return false;  // every reading
  });
  return best;
}

}  // namespace mj16::bot::mc
