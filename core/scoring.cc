#include "core/scoring.h"

#include <algorithm>

#include "absl/strings/str_format.h"
#include "core/notation.h"

namespace mj16 {
namespace {

using namespace tai_items;  // NOLINT: the items are this file's vocabulary

constexpr absl::string_view kNames[kNumItems] = {
    "莊家",   "自摸",   "門清",     "門清自摸", "三元台",   "圈風台", "門風台",
    "獨聽",   "搶槓",   "槓上開花", "河底撈魚", "海底撈月", "全求人", "平胡",
    "三暗刻", "對對胡", "混一色",   "小三元",   "四暗刻",   "五暗刻", "清一色",
    "小四喜", "大三元", "字一色",   "大四喜",   "地胡",     "天胡",   "人胡",
};

using Tais = std::array<int, kNumItems>;

// What does not depend on the reading.
struct HandFacts {
  bool concealed_hand = false;  // 門清: no claimed meld (concealed kongs allowed)
  bool single_wait = false;     // 獨聽: the hand before the winning tile has one wait
  bool all_claimed = false;     // 全求人 shape: five claimed melds, a single concealed pair
  bool special_first = false;   // 天胡 / 地胡 / 人胡 may apply
  bool honors = false;          // any honor tile anywhere
  int suits = 0;                // how many of the three suits appear anywhere
  bool only_honors = false;
};

// The winning tile's place in a reading: the pair (-1) or the index of a group holding it.
constexpr int kPairRole = -1;

bool GroupHolds(const Group& g, Tile t) {
  return g.chow ? t >= g.tile && t <= g.tile + 2 : t == g.tile;
}

// Whether winning on `w` completed chow `g` from a two-sided wait (not 12→3, 89→7 or 46→5).
bool TwoSided(const Group& g, Tile w) {
  if (!g.chow) return false;
  if (w == g.tile) return RankOf(g.tile) != 7;      // held 23 waiting 1/4; not 89 → 7
  if (w == g.tile + 2) return RankOf(g.tile) != 1;  // held 23 waiting 1/4; not 12 → 3
  return false;                                     // the middle tile: a closed wait
}

Tais ScoreReading(const Hand& hand, const WinContext& ctx, const RuleSet& rules,
                  const HandFacts& facts, const Decomposition& d, int role) {
  Tais tai{};
  const Tile w = ctx.winning_tile;

  // Every meld of the hand: the declared ones and the groups of this reading.
  int pungs = 0, concealed_pungs = 0, dragon_pungs = 0, wind_pungs = 0;
  bool round_wind = false, seat_wind = false, any_pung = false;
  auto count_pung = [&](Tile t, bool concealed) {
    ++pungs;
    any_pung = true;
    if (concealed) ++concealed_pungs;
    if (IsDragon(t)) ++dragon_pungs;
    if (IsWind(t)) ++wind_pungs;
    if (t == WindTile(ctx.round_wind)) round_wind = true;
    if (t == WindTile(ctx.seat_wind)) seat_wind = true;
  };
  for (const Meld& m : hand.melds) {
    if (m.IsPungOrKong()) count_pung(m.tile, m.IsConcealed());
  }
  for (int i = 0; i < d.num_groups; ++i) {
    const Group& g = d.groups[i];
    if (g.chow) continue;
    // A pung completed by a discarded tile is not concealed (the tile was claimed to finish it).
    count_pung(g.tile, ctx.self_draw || i != role);
  }

  if (ctx.dealer) tai[kDealer] = rules.dealer_tai;
  if (facts.concealed_hand) {
    tai[ctx.self_draw ? kConcealedSelfDraw : kConcealedHand] = 1;
  } else if (ctx.self_draw) {
    tai[kSelfDraw] = 1;
  }
  tai[kSingleWait] = facts.single_wait;
  tai[kRobbingKong] = ctx.robbing_kong;
  tai[kKongBloom] = ctx.after_kong && ctx.self_draw;
  tai[kRiverBottom] = ctx.last_tile && !ctx.self_draw;
  tai[kSeaBottom] = ctx.last_tile && ctx.self_draw;
  tai[kAllClaimed] = facts.all_claimed && !ctx.self_draw;

  // 平胡: 無字、無花、無刻、先有將、聽兩面、非自摸 (and, if agreed, 門清).
  tai[kPinghu] = !facts.honors && !any_pung && !ctx.self_draw && role != kPairRole &&
                 TwoSided(d.groups[role], w) && !facts.single_wait &&
                 (!rules.pinghu_requires_concealed || facts.concealed_hand);

  if (concealed_pungs >= 5) {
    tai[kFiveConcealedPungs] = 1;
  } else if (concealed_pungs == 4) {
    tai[kFourConcealedPungs] = 1;
  } else if (concealed_pungs == 3) {
    tai[kThreeConcealedPungs] = 1;
  }
  tai[kAllPungs] = pungs == kMeldsToWin;

  tai[kAllHonors] = facts.only_honors;
  tai[kFullFlush] = facts.suits == 1 && !facts.honors;
  tai[kHalfFlush] = facts.suits == 1 && facts.honors;

  if (dragon_pungs == 3) {
    tai[kBigDragons] = 1;
  } else if (dragon_pungs == 2 && IsDragon(d.pair)) {
    tai[kLittleDragons] = 1;
  } else {
    tai[kDragonPung] = dragon_pungs;  // 1 tai each; scaled below with the other values
  }
  if (wind_pungs == 4) {
    tai[kBigWinds] = 1;
  } else if (wind_pungs == 3 && IsWind(d.pair)) {
    tai[kLittleWinds] = 1;
  } else {
    tai[kRoundWindPung] = round_wind;
    tai[kSeatWindPung] = seat_wind;
  }

  if (facts.special_first && ctx.self_draw && ctx.dealer) {
    // 天胡: 不計門清、自摸、不求人、獨聽、槓上開花.
    tai[kHeavenlyWin] = 1;
    tai[kConcealedHand] = tai[kSelfDraw] = tai[kConcealedSelfDraw] = 0;
    tai[kSingleWait] = tai[kKongBloom] = 0;
  } else if (facts.special_first && ctx.self_draw) {
    // 地胡: 不計自摸、門清、不求人.
    tai[kEarthlyWin] = 1;
    tai[kConcealedHand] = tai[kSelfDraw] = tai[kConcealedSelfDraw] = 0;
  } else if (facts.special_first && !ctx.dealer) {
    // 人胡: 不計門清.
    tai[kHumanWin] = 1;
    tai[kConcealedHand] = 0;
  }

  // Flags become tai; 莊家 and 三元台 already hold their values.
  for (int i = 0; i < kNumItems; ++i) {
    if (i != kDealer && i != kDragonPung) tai[i] *= kTai[i];
  }
  return tai;
}

int Sum(const Tais& tai) {
  int n = 0;
  for (int t : tai) n += t;
  return n;
}

absl::Status Check(const Hand& hand, const WinContext& ctx, const RuleSet& rules) {
  if (absl::Status s = ValidateHand(hand, HandShape::kFull); !s.ok()) return s;
  if (!IsWinningHand(hand)) {
    return absl::InvalidArgumentError(
        absl::StrFormat("%s is not a winning hand", FormatTiles(hand.concealed)));
  }
  if (ctx.winning_tile >= kNumKinds) {
    return absl::InvalidArgumentError("no winning tile given");
  }
  if (hand.concealed[ctx.winning_tile] == 0) {
    return absl::InvalidArgumentError(absl::StrFormat(
        "the winning tile %s is not among the concealed tiles", FormatTile(ctx.winning_tile)));
  }
  if (ctx.robbing_kong && ctx.self_draw) {
    return absl::InvalidArgumentError("robbing a kong is a win on another player's tile, not 自摸");
  }
  if (ctx.robbing_kong && !rules.robbing_kong) {
    return absl::InvalidArgumentError("robbing a kong is not allowed by the rule set");
  }
  if (ctx.after_kong && !ctx.self_draw) {
    return absl::InvalidArgumentError("a win after a kong is on the replacement tile: 自摸");
  }
  if (ctx.first_turn) {
    for (const Meld& m : hand.melds) {
      if (!m.IsConcealed()) {
        return absl::InvalidArgumentError(
            absl::StrFormat("first turn, yet the hand has a claimed meld %s", FormatMeld(m)));
      }
    }
    if (ctx.robbing_kong) {
      return absl::InvalidArgumentError("first turn, yet a claimed pung was made into a kong");
    }
  }
  return absl::OkStatus();
}

}  // namespace

WinContext WinContextFor(int winner, int dealer, Wind round_wind, Tile tile, const WinFlags& how) {
  // The dealer's 17th card is no draw, so not the last one; a robbed kong's card is no discard.
  return {.winning_tile = tile,
          .self_draw = how.self_draw,
          .seat_wind = SeatWindOf(winner, dealer),
          .round_wind = round_wind,
          .dealer = winner == dealer,
          .last_tile = how.wall_empty && (how.self_draw ? !how.dealt : !how.robbing_kong),
          .after_kong = how.after_kong,
          .robbing_kong = how.robbing_kong,
          .first_turn = how.nobody_melded && !how.winner_discarded};
}

absl::StatusOr<Score> ScoreWin(const Hand& hand, const WinContext& context, const RuleSet& rules) {
  if (absl::Status s = Check(hand, context, rules); !s.ok()) return s;

  HandFacts facts;
  facts.concealed_hand = std::all_of(hand.melds.begin(), hand.melds.end(),
                                     [](const Meld& m) { return m.IsConcealed(); });
  facts.all_claimed = hand.melds.size() == static_cast<size_t>(kMeldsToWin) &&
                      std::none_of(hand.melds.begin(), hand.melds.end(),
                                   [](const Meld& m) { return m.IsConcealed(); });
  // 天胡 不可暗槓; 地胡 / 人胡 need a first turn with no kong at all.
  facts.special_first = context.first_turn && hand.melds.empty() && !context.after_kong;
  Hand waiting = hand;
  --waiting.concealed[context.winning_tile];
  facts.single_wait = Waits(waiting).size() == 1;
  const TileCounts all = hand.AllTiles();
  for (int suit = kCharacters; suit <= kDots; ++suit) {
    if (std::any_of(all.begin() + suit * 9, all.begin() + suit * 9 + 9,
                    [](int n) { return n > 0; })) {
      ++facts.suits;
    }
  }
  facts.honors = std::any_of(all.begin() + kNumSuited, all.end(), [](int n) { return n > 0; });
  facts.only_honors = facts.suits == 0;

  Score best;
  best.tai = -1;
  Tais best_tai{};
  for (const Decomposition& d : Decompose(hand.concealed)) {
    // The winning tile may have completed the pair or any group holding its kind: the player
    // claims whichever scores most.
    std::vector<int> roles;
    if (d.pair == context.winning_tile) roles.push_back(kPairRole);
    for (int i = 0; i < d.num_groups; ++i) {
      if (GroupHolds(d.groups[i], context.winning_tile)) roles.push_back(i);
    }
    for (int role : roles) {
      const Tais tai = ScoreReading(hand, context, rules, facts, d, role);
      const int total = Sum(tai);
      if (total > best.tai) {
        best.tai = total;
        best.reading = d;
        best_tai = tai;
      }
    }
  }
  for (int i = 0; i < kNumItems; ++i) {
    if (best_tai[i] != 0) best.items.push_back(TaiItem{kNames[i], best_tai[i]});
  }
  return best;
}

Settlement Settle(const Score& score, int winner, int dealer, int discarder, const RuleSet& rules) {
  Settlement s;
  // Seats out of range, or a winner paying itself, settle nothing.
  if (winner < 0 || winner > 3 || discarder < -1 || discarder > 3 || discarder == winner) return s;
  const int amount = rules.base_points + rules.points_per_tai * score.tai;
  for (int seat = 0; seat < 4; ++seat) {
    if (seat == winner || (discarder >= 0 && seat != discarder)) continue;
    int pay = amount;
    if (seat == dealer) pay += rules.dealer_tai * rules.points_per_tai;
    s.delta[seat] -= pay;
    s.delta[winner] += pay;
  }
  return s;
}

absl::string_view TaiItemName(absl::string_view name) {
  for (absl::string_view n : kNames) {
    if (n == name) return n;
  }
  return "?";
}

}  // namespace mj16
