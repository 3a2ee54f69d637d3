// Tai scoring of a won hand (seed 000 appendix, SPEC §2) and the points that change hands.
#ifndef MJ16_CORE_SCORING_H_
#define MJ16_CORE_SCORING_H_

#include <array>
#include <vector>
#include "absl/strings/string_view.h"

#include "absl/status/statusor.h"
#include "core/hand.h"
#include "core/rules.h"
#include "core/tile.h"
#include "core/win.h"

namespace mj16 {

namespace tai_items {

// The tai items of the rule set (docs/rules.md), in the order of the seed 000 appendix table:
// ScoreWin counts them (core/scoring.cc explains every condition and exclusion) and the
// playouts' allocation-free scorer (bot/mc/score.h) adds up the same values.
enum Item : int {
  kDealer,               // 莊家
  kSelfDraw,             // 自摸
  kConcealedHand,        // 門清
  kConcealedSelfDraw,    // 門清自摸
  kDragonPung,           // 三元台 (one item, 1 tai per dragon pung/kong)
  kRoundWindPung,        // 圈風台
  kSeatWindPung,         // 門風台
  kSingleWait,           // 獨聽
  kRobbingKong,          // 搶槓
  kKongBloom,            // 槓上開花
  kRiverBottom,          // 河底撈魚
  kSeaBottom,            // 海底撈月
  kAllClaimed,           // 全求人
  kPinghu,               // 平胡
  kThreeConcealedPungs,  // 三暗刻
  kAllPungs,             // 對對胡
  kHalfFlush,            // 混一色
  kLittleDragons,        // 小三元
  kFourConcealedPungs,   // 四暗刻
  kFiveConcealedPungs,   // 五暗刻
  kFullFlush,            // 清一色
  kLittleWinds,          // 小四喜
  kBigDragons,           // 大三元
  kAllHonors,            // 字一色
  kBigWinds,             // 大四喜
  kEarthlyWin,           // 地胡
  kHeavenlyWin,          // 天胡
  kHumanWin,             // 人胡
  kNumItems,
};

// The fixed values; 莊家 (rules.dealer_tai) and 三元台 (per pung) are filled in where scored.
inline constexpr int kTai[kNumItems] = {
    0, 1, 1, 3, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 4, 4, 4, 5, 8, 8, 8, 8, 16, 16, 16, 16, 16,
};

}  // namespace tai_items

// Everything about a win that the tiles alone do not say.
struct WinContext {
  Tile winning_tile = kNoTile;  // the tile won on; it is part of hand.concealed
  bool self_draw = false;       // 自摸, else won on a discard
  Wind seat_wind = Wind::kEast;
  Wind round_wind = Wind::kEast;
  bool dealer = false;  // the winner is the dealer
  bool last_tile = false;  // the last drawable tile: 海底撈月 on a self-draw, 河底撈魚 on a discard
  bool after_kong = false;    // drawn as a kong replacement: 槓上開花
  bool robbing_kong = false;  // won on another player's added kong: 搶槓
  bool first_turn = false;    // first go-around with no claim yet: 天胡 / 地胡 / 人胡
};

// How a win came about. A caller that lacks a fact leaves its flag false, which adds nothing.
struct WinFlags {
  bool self_draw = false;
  bool after_kong = false;    // self-drawn as a kong replacement
  bool robbing_kong = false;  // won on another player's added kong
  // 天胡 / 地胡 / 人胡: nobody has chowed, punged or konged yet, and the winner has not discarded.
  bool nobody_melded = false;
  bool winner_discarded = false;
  bool wall_empty = false;  // no live card left: after the self-drawn card, or at the discard
  bool dealt = false;       // self-drawn is the dealer's 17th card, dealt and not drawn
};

// The context of `winner`'s win on `tile`: the one place first turn and last tile are decided.
WinContext WinContextFor(int winner, int dealer, Wind round_wind, Tile tile,
                         const WinFlags& how = {});

struct TaiItem {
  absl::string_view name;  // the Chinese name, as in the appendix: "門清自摸"
  int tai = 0;
  friend bool operator==(const TaiItem&, const TaiItem&) = default;
};

// The name of the tai item spelled `name` as the one ScoreWin uses (a view of static storage,
// as TaiItem::name must be), or "?" when no item is spelled so. For readers of written records.
absl::string_view TaiItemName(absl::string_view name);

struct Score {
  int tai = 0;                 // the sum of items (the dealer's tai included when the winner deals)
  std::vector<TaiItem> items;  // in the appendix's order
  Decomposition reading;       // the reading of the concealed hand that scores most
};

// Scores a winning hand: `hand.concealed` includes the winning tile. Every reading is scored and
// the highest kept. An error when the hand is not a win or the context contradicts it.
absl::StatusOr<Score> ScoreWin(const Hand& hand, const WinContext& context,
                               const RuleSet& rules = RuleSet{});

// Points: 1000 + 500 × tai, from each payer (the discarder alone, or all three on a self-draw);
// a dealer who pays adds the dealer's tai to what it pays.
struct Settlement {
  std::array<int, 4> delta{};  // per seat 0..3, summing to zero
};
// `winner`, `dealer` and `discarder` are seats 0..3; discarder is -1 for a self-draw. `score.tai`
// already includes the dealer's tai when the winner is the dealer.
Settlement Settle(const Score& score, int winner, int dealer, int discarder,
                  const RuleSet& rules = RuleSet{});

}  // namespace mj16

#endif  // MJ16_CORE_SCORING_H_
