// The state of a table as one player sees it, rebuilt from the referee's lines alone (SPEC §3):
// own cards by exact copy, every player's melds and discards, what is visible, the inferred wall
// and hand sizes, the go-around, winds, dealer and the match standings. Updates are in Apply;
// everything else is a query. No opinion about play.
#ifndef MJ16_CORE_TABLE_VIEW_H_
#define MJ16_CORE_TABLE_VIEW_H_

#include <array>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "core/card_hand.h"
#include "core/hand.h"
#include "core/meld.h"
#include "core/protocol.h"
#include "core/tile.h"

namespace mj16 {

struct DiscardRecord {
  Card card = 0;
  bool claimed = false;  // taken into somebody's meld
  // Who took it and into what, so a reader can tell who passed on it (a chow shows the others
  // did not want it, a pung only the discarder). 0 / kChow while unclaimed.
  int claimed_by = 0;
  MeldType claimed_as = MeldType::kChow;
  // Every seat's SeatView::draws (index position − 1) when it was discarded: "draws by p since
  // this discard" is then seat(p).draws − draws_at[p − 1].
  std::array<int, 4> draws_at{};
};

// What is known of one position.
struct SeatView {
  std::vector<Meld> melds;  // exposed melds (and own concealed kongs), cards known
  int hidden_kongs = 0;     // another player's concealed kongs: their tiles are not shown
  std::vector<DiscardRecord> discards;
  int concealed = 0;  // concealed tiles held, inferred
  int draws = 0;      // draws from the wall, replacement draws included
  // discards.size() when the latest meld or kong was made: the discards after it were let go by
  // the hand as it stands since (0 before any meld).
  int discards_at_last_meld = 0;

  int MeldCount() const { return static_cast<int>(melds.size()) + hidden_kongs; }
};

class TableView {
 public:
  static constexpr int kDealtTiles = 16 * 4 + 1;
  static constexpr int kWallTiles = 136;
  static constexpr int kDeadWall = 16;  // 鐵八墩: the game is drawn with 16 tiles left

  // Applies one referee line. An error means the line contradicts the view (a card not held, a
  // claim without a discard, ...); as much of it as makes sense is applied and the caller logs it.
  absl::Status Apply(const Message& m);

  // Positions are 1..4 as in the protocol.
  static int Next(int pos) { return pos % 4 + 1; }
  static int Left(int pos) { return (pos + 2) % 4 + 1; }  // 上家: plays just before pos

  int pos() const { return pos_; }  // 0 before /start
  int dealer() const { return dealer_; }
  Wind round_wind() const { return round_wind_; }
  Wind SeatWind(int pos) const { return SeatWindOf(pos, dealer_); }
  bool in_game() const { return in_game_; }

  const CardHand& hand() const { return hand_; }  // own concealed cards and melds
  const SeatView& seat(int pos) const { return seats_[pos - 1]; }
  // Own melds are mirrored into hand().melds (and none is hidden from oneself).
  int melds_needed() const { return kMeldsToWin - static_cast<int>(hand_.melds.size()); }

  Card last_discard() const { return last_discard_; }  // 0 when none is on offer
  // An added kong's card, open to robbing until the next draw or discard; 0 when none.
  Card robbable_kong_card() const { return last_kong_card_; }
  int last_discarder() const { return last_discarder_; }
  Card drawn() const { return hand_.Holds(drawn_) ? drawn_ : 0; }  // own last draw, still held

  int draws() const { return draws_; }  // since the deal, every player, replacements included
  // Tiles still drawable before the dead wall (S of seed 000 §3.5).
  int live_wall() const;
  // 巡: one go-around is four draws (seed 001: 四家行牌一周); the first is 1.
  int go_around() const { return draws_ / 4 + 1; }
  // Concealed tiles in the other three hands (x) and in the left player's (y).
  int hidden_others() const;
  int hidden_left() const { return seat(Left(pos_)).concealed; }

  // Every copy this player has seen: own concealed tiles, all known meld tiles, discards on
  // the table. 4 − Seen() is the number of copies whose place is unknown.
  TileCounts Seen() const;
  // What the other players can see: discards on the table and exposed melds (not own
  // concealed kongs, which the others are shown only as `/gong p 0`).
  TileCounts Exposed() const;

  // Scores learnt from /exit lines, by position, summed over the games of this process (or
  // loaded from a state file).
  const std::array<int, 4>& standings() const { return standings_; }
  void set_standings(const std::array<int, 4>& s) { standings_ = s; }
  int games_finished() const { return games_finished_; }
  void set_games_finished(int n) { games_finished_ = n; }

 private:
  SeatView& mutable_seat(int pos) { return seats_[pos - 1]; }
  void StartGame(int pos);
  // Adds a dealt or drawn card to the own hand unless that very copy is held already.
  absl::Status AddOwn(Card c, absl::string_view how);
  void CountDraw(int pos);
  // The expected draw by `pos` happened if one was pending (any own-turn action shows it).
  void SettlePendingDraw(int pos);
  absl::Status ApplyClaim(const Message& m);
  absl::Status ApplyKong(const Message& m);
  void MarkLastDiscardClaimed(int by, MeldType as);
  // The added kong completed with `card` was robbed: it is a pung again.
  void UndoAddedKong(Card card);

  int pos_ = 0;
  int dealer_ = 0;
  Wind round_wind_ = Wind::kEast;
  bool in_game_ = false;
  CardHand hand_;
  std::array<SeatView, 4> seats_{};
  Card last_discard_ = 0;
  int last_discarder_ = 0;
  Card last_kong_card_ = 0;  // an added kong's card, which may be robbed
  Card drawn_ = 0;
  int draws_ = 0;
  // The position expected to draw next (after a discard nobody claims, or a kong's replacement),
  // 0 when none; counted when that player acts.
  int pending_draw_ = 0;
  std::array<int, 4> standings_{};
  int games_finished_ = 0;
};

}  // namespace mj16

#endif  // MJ16_CORE_TABLE_VIEW_H_
