// The playout engine (bot/mc/playout.h): the same games as mjref's referee with
// builtin:efficiency at every seat, the 136 cards conserved, the claim priorities and the
// exhaustive draw at 16 cards left.
#include "bot/mc/playout.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "bot/mc/policy.h"
#include "core/card_hand.h"
#include "core/notation.h"
#include "tests/support/test_hands.h"
#include "tools/mjref/engine/referee.h"
#include "tools/players/builtins.h"

namespace mj16::bot::mc {
namespace {

using ::mj16::testing::C;
using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::IsEmpty;
using ::testing::Not;

Tile T(absl::string_view text) { return ParseTile(text).value(); }

std::array<const PlayoutPolicy*, 4> All(const PlayoutPolicy& p) { return {&p, &p, &p, &p}; }

// Every copy among the hands, the melds, the river and the wall.
TileCounts AllCards(const Position& p) {
  TileCounts all = p.river;
  for (int i = p.front; i < p.back; ++i) ++all[p.wall[i]];
  for (const SeatTiles& s : p.seats) {
    for (int t = 0; t < kNumKinds; ++t) all[t] += s.concealed[t];
    for (const Meld& m : s.Melds()) {
      for (int k = 0; k < m.Size(); ++k) ++all[m.IsChow() ? m.tile + k : m.tile];
    }
  }
  return all;
}

TileCounts FourOfEach() {
  TileCounts c;
  c.fill(kCopies);
  return c;
}

// A table by hand: the seats' concealed tiles and melds, the discards in the river, then a
// wall of `wall_size` cards starting with `draws` (drawn first) and the other unseen kinds in
// ascending order; what does not fit in the wall is added to the river.
struct Table {
  std::array<std::string, 4> hands;
  std::array<std::vector<std::string>, 4> melds;
  std::string river;
  std::string draws;
  int wall_size = 40;
};

Position Build(const Table& setup) {
  Position p;
  TileCounts used{};
  for (int seat = 0; seat < 4; ++seat) {
    SeatTiles& s = p.seats[seat];
    s.concealed = C(setup.hands[seat]);
    for (const std::string& text : setup.melds[seat]) s.melds[s.num_melds++] = *ParseMeld(text);
    for (int t = 0; t < kNumKinds; ++t) used[t] += s.concealed[t];
    for (const Meld& m : s.Melds()) {
      for (int k = 0; k < m.Size(); ++k) ++used[m.IsChow() ? m.tile + k : m.tile];
    }
  }
  p.river = C(setup.river);
  for (int t = 0; t < kNumKinds; ++t) used[t] += p.river[t];
  std::vector<Tile> wall = *ParseTiles(setup.draws);
  for (Tile t : wall) ++used[t];
  for (int t = 0; t < kNumKinds; ++t) {
    for (int k = used[t]; k < kCopies; ++k) wall.push_back(static_cast<Tile>(t));
  }
  while (static_cast<int>(wall.size()) > setup.wall_size) {
    ++p.river[wall.back()];
    wall.pop_back();
  }
  std::copy(wall.begin(), wall.end(), p.wall.begin());
  p.back = static_cast<int>(wall.size());
  return p;
}

// A discard of `tile` by `seat` on offer.
Position Offer(Table setup, int seat, absl::string_view tile) {
  setup.river += std::string(tile);
  Position p = Build(setup);
  p.phase = Phase::kOffer;
  p.turn = p.discarder = seat;
  p.discard = T(tile);
  p.melded = true;
  for (SeatTiles& s : p.seats) s.has_discarded = true;
  return p;
}

// Efficiency's discards; every other answer from the script, and every question written down
// ("s3 win 5m", "s1 pung 5m", "s0 discard").
class Scripted : public PlayoutPolicy {
 public:
  bool win = true, own_kong = true, open_kong = true, pung = true, chow = true;
  mutable std::vector<std::string> asked;
  // Called at every question ("win", "discard", ...), to look at the engine's state then.
  std::function<void(absl::string_view)> on_question;

  PlayoutDiscard Discard(const DecisionView& v) const override {
    Note(v, "discard", kNoTile);
    return efficiency_.Discard(v);
  }
  bool Win(const DecisionView& v, Tile t) const override {
    Note(v, "win", t);
    return win;
  }
  int OwnKong(const DecisionView& v, std::span<const KongOption> o) const override {
    Note(v, "kong", o[0].tile);
    return own_kong ? 0 : -1;
  }
  bool OpenKong(const DecisionView& v, Tile t) const override {
    Note(v, "open_kong", t);
    return open_kong;
  }
  bool Pung(const DecisionView& v, Tile t) const override {
    Note(v, "pung", t);
    return pung;
  }
  int Chow(const DecisionView& v, Tile t, std::span<const Tile>) const override {
    Note(v, "chow", t);
    return chow ? 0 : -1;
  }

  // The questions before the first discard.
  std::vector<std::string> FirstRound() const {
    std::vector<std::string> out;
    for (const std::string& q : asked) {
      if (q.find("discard") != std::string::npos) break;
      out.push_back(q);
    }
    return out;
  }

 private:
  void Note(const DecisionView& v, absl::string_view what, Tile t) const {
    if (on_question) on_question(what);
    asked.push_back(absl::StrCat("s", v.seat, " ", what, t == kNoTile ? "" : " ",
                                 t == kNoTile ? "" : FormatTile(t)));
  }
  EfficiencyPolicy efficiency_;
};

// --- (a) the referee's games ---

// Four builtin:efficiency through mjref's referee and four EfficiencyPolicy seats through the
// engine, from the same deal: the same end, winners, discarder, winning tile, tai, points and
// number of draws in every game.
TEST(McPlayoutTest, PlaysTheRefereesGamesWithEfficiency) {
  absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> factory =
      players::MakePlayerFactory("efficiency");
  ASSERT_TRUE(factory.ok()) << factory.status();
  const EfficiencyPolicy policy;
  Playout engine;
  constexpr int kGames = 2000;
  int drawn = 0, self_drawn = 0, on_discard = 0, robbed = 0, kongs = 0;
  for (int game = 0; game < kGames; ++game) {
    const std::uint64_t seed = 1000 + game;
    mjref::GameConfig config;
    config.game = game;
    config.seed = seed;
    config.dealer = game % 4;
    std::array<std::unique_ptr<mjref::Player>, 4> owned;
    std::array<mjref::Player*, 4> players{};
    for (int s = 0; s < 4; ++s) {
      owned[s] = *(*factory)->Create(game, s, seed);
      players[s] = owned[s].get();
    }
    const mjref::GameRecord record = mjref::RunGame(config, players);
    ASSERT_THAT(record.faults, IsEmpty());
    ASSERT_THAT(record.errors, IsEmpty());

    std::vector<Tile> wall;
    for (Card c : record.wall) wall.push_back(KindOf(c));
    const Position start = FreshDeal(wall, config.dealer);
    ASSERT_TRUE(CheckPosition(start).ok());
    const PlayoutResult r = engine.Run(start, All(policy));

    SCOPED_TRACE(absl::StrCat("seed ", seed));
    EXPECT_EQ(r.delta, record.scores);
    EXPECT_EQ(engine.state().draws, record.draws);
    ASSERT_EQ(r.num_winners, static_cast<int>(record.wins.size()));
    for (int i = 0; i < r.num_winners; ++i) {
      const game::WinRecord& w = record.wins[i];
      EXPECT_EQ(r.winners[i], w.winner);
      EXPECT_EQ(r.from, w.discarder);
      EXPECT_EQ(r.tile, KindOf(w.card));
      EXPECT_EQ(r.tai[i], w.tai);
      EXPECT_EQ(r.end == End::kRobbedKong, w.robbed_kong);
      EXPECT_EQ(r.end == End::kSelfDraw, w.discarder < 0);
    }
    if (r.end == End::kExhaustiveDraw) {
      EXPECT_EQ(engine.state().WallLeft(), RuleSet{}.dead_wall);
      ++drawn;
    }
    self_drawn += r.end == End::kSelfDraw;
    on_discard += r.end == End::kDiscardWin;
    robbed += r.end == End::kRobbedKong;
    for (const SeatTiles& s : engine.state().seats) {
      for (const Meld& m : s.Melds()) kongs += m.IsKong();
    }
  }
  // The games cover every way a game ends (3 robbed kongs in these 2,000) and kongs.
  EXPECT_GT(drawn, 0);
  EXPECT_GT(self_drawn, 0);
  EXPECT_GT(on_discard, 0);
  EXPECT_GT(robbed, 0);
  EXPECT_GT(kongs, 0);
}

// --- (b) conservation ---

// At every question and at the end, every kind's four copies are somewhere; at every question
// but a robber's the position is one CheckPosition accepts.
TEST(McPlayoutTest, ConservesTheCards) {
  Playout engine;
  Scripted checked;
  int questions = 0;
  checked.on_question = [&](absl::string_view what) {
    ++questions;
    ASSERT_EQ(AllCards(engine.state()), FourOfEach());
    // A robber is asked while the kong's owner holds a tile less than its turn would.
    if (what != "win") {
      const absl::Status valid = CheckPosition(engine.state());
      ASSERT_TRUE(valid.ok()) << valid;
    }
  };
  const EfficiencyPolicy efficiency;
  const EfficiencyFoldPolicy fold;
  for (int game = 0; game < 200; ++game) {
    std::vector<Tile> wall;
    for (Card c : mj16::game::ShuffledCards(77 + game)) wall.push_back(KindOf(c));
    const Position start = FreshDeal(wall, game % 4);
    ASSERT_EQ(AllCards(start), FourOfEach());
    // One seat answers yes to every claim and kong, so melds of every kind are made.
    const PlayoutPolicy* last =
        game % 2 ? static_cast<const PlayoutPolicy*>(&checked) : &efficiency;
    const std::array<const PlayoutPolicy*, 4> seats = {&checked, &efficiency, &fold, last};
    const PlayoutResult r = engine.Run(start, seats);
    EXPECT_EQ(AllCards(engine.state()), FourOfEach());
    int sum = 0;
    for (int d : r.delta) sum += d;
    EXPECT_EQ(sum, 0);
  }
  EXPECT_GT(questions, 1000);
}

// Position::passed: at every question, a seat on its own turn has let nothing go since its
// draw or claim, and no waiting hand has let one of its wins go (every policy here takes every
// win, so a kind let go is not a win); and the masks do fill.
TEST(McPlayoutTest, AKindLetGoIsNeverAWaitingHandsWin) {
  Playout engine;
  Scripted checked;
  int questions = 0, filled = 0;
  checked.on_question = [&](absl::string_view) {
    const Position& p = engine.state();
    ++questions;
    for (int s = 0; s < 4; ++s) {
      const SeatTiles& seat = p.seats[s];
      int held = 0;
      for (int n : seat.concealed) held += n;
      filled += p.passed[s] != 0;
      if (held % 3 == 2) {
        EXPECT_EQ(p.passed[s], 0u) << s;
        continue;
      }
      const tables::ShantenInfo wait = tables::Analyze(seat.concealed, seat.MeldsNeeded());
      if (wait.shanten == 0) {
        EXPECT_EQ(wait.effective & p.passed[s], 0u) << s;
      }
    }
  };
  const EfficiencyPolicy efficiency;
  for (int game = 0; game < 200; ++game) {
    std::vector<Tile> wall;
    for (Card c : mj16::game::ShuffledCards(300 + game)) wall.push_back(KindOf(c));
    engine.Run(FreshDeal(wall, game % 4), {&checked, &efficiency, &checked, &efficiency});
  }
  EXPECT_GT(questions, 1000);
  EXPECT_GT(filled, questions);
}

TEST(McPlayoutTest, PlayUntilDrawsStopsBeforeTheDraw) {
  std::vector<Tile> wall;
  for (Card c : mj16::game::ShuffledCards(5)) wall.push_back(KindOf(c));
  const EfficiencyPolicy policy;
  Playout engine;
  int stopped = 0;
  for (int dealer = 0; dealer < 4; ++dealer) {
    if (!engine.PlayUntilDraws(FreshDeal(wall, dealer), All(policy), 28)) continue;
    ++stopped;
    const Position at = engine.state();
    EXPECT_EQ(at.phase, Phase::kDraw);
    EXPECT_GE(at.draws, 28);
    EXPECT_TRUE(CheckPosition(at).ok()) << CheckPosition(at);
    // Going on from there is the same game as playing it through.
    const PlayoutResult from_there = engine.Run(at, All(policy));
    const PlayoutResult through = engine.Run(FreshDeal(wall, dealer), All(policy));
    EXPECT_EQ(from_there.delta, through.delta);
  }
  EXPECT_GT(stopped, 0);
}

// --- (c) claim priorities ---

// Seat 0 throws 5m. Seat 1 (next) could chow it with 46m, seat 2 pung it with 55m, seat 3 wins
// on it.
Table ClaimTable() {
  Table s;
  s.hands[0] = "111222333444z7899p";
  s.hands[1] = "46m11223355s56z1238p";
  s.hands[2] = "55m789m444s666s779s88p";
  s.hands[3] = "46m111222333444p55p";
  return s;
}

TEST(McPlayoutTest, AWinBeatsAPungAndAChow) {
  const Position p = Offer(ClaimTable(), 0, "5m");
  ASSERT_TRUE(CheckPosition(p).ok()) << CheckPosition(p);
  Scripted policy;
  Playout engine;
  const PlayoutResult r = engine.Run(p, All(policy));
  EXPECT_EQ(r.end, End::kDiscardWin);
  EXPECT_EQ(r.winners[0], 3);
  EXPECT_EQ(r.from, 0);
  EXPECT_EQ(r.tile, T("5m"));
  EXPECT_THAT(policy.asked, ElementsAre("s3 win 5m"));
  // Paid by the discarder alone: 1000 + 500 per tai, and the dealer (seat 0) adds a tai.
  EXPECT_EQ(r.delta[3], 1000 + 500 * r.tai[0] + 500);
  EXPECT_EQ(r.delta[0], -r.delta[3]);
  EXPECT_EQ(r.delta[1], 0);
  EXPECT_EQ(r.delta[2], 0);
}

TEST(McPlayoutTest, TheWinnerNearestAfterTheDiscarderWins) {
  // Seat 2 throws 5m; seats 3 and 1 win on it, seat 3 first in play order.
  Table s;
  s.hands[0] = "55m789m666s777s899s88p";
  s.hands[1] = "46m111222333444s55s";
  s.hands[2] = "111222333444z7899p";
  s.hands[3] = "46m111222333444p55p";
  const Position p = Offer(s, 2, "5m");
  ASSERT_TRUE(CheckPosition(p).ok()) << CheckPosition(p);
  Scripted policy;
  Playout engine;
  const PlayoutResult r = engine.Run(p, All(policy));
  EXPECT_EQ(r.end, End::kDiscardWin);
  EXPECT_EQ(r.num_winners, 1);
  EXPECT_EQ(r.winners[0], 3);
  EXPECT_THAT(policy.asked, ElementsAre("s3 win 5m"));
  // One who passes lets the next one be asked; then the pung by seat 0.
  policy.asked.clear();
  policy.win = false;
  engine.Run(p, All(policy));
  EXPECT_THAT(policy.FirstRound(), ElementsAre("s3 win 5m", "s1 win 5m", "s0 pung 5m"));
  // With several winners allowed, both win and the discarder pays both.
  RuleSet rules;
  rules.multiple_winners = true;
  Playout multiple(rules);
  policy.win = true;
  const PlayoutResult both = multiple.Run(p, All(policy));
  EXPECT_EQ(both.num_winners, 2);
  EXPECT_EQ(both.winners[0], 3);
  EXPECT_EQ(both.winners[1], 1);
  EXPECT_GT(both.delta[1], 0);
  EXPECT_GT(both.delta[3], 0);
  EXPECT_EQ(both.delta[0], 0);
  EXPECT_EQ(both.delta[2], -both.delta[1] - both.delta[3]);
}

TEST(McPlayoutTest, APungBeatsAChowAndOnlyTheNextSeatChows) {
  Table s = ClaimTable();
  s.hands[3] = "46m111222333444p59p";  // no longer wins on 5m
  const Position p = Offer(s, 0, "5m");
  ASSERT_TRUE(CheckPosition(p).ok()) << CheckPosition(p);
  Scripted policy;
  Playout engine;
  engine.Run(p, All(policy));
  // Seat 2's pung is asked before the chow, and taken.
  EXPECT_THAT(policy.FirstRound(), ElementsAre("s2 pung 5m"));
  EXPECT_EQ(engine.state().seats[2].melds[0].type, MeldType::kPung);
  // Refused, the chow goes to seat 1 (next), never to seat 3, who holds 46m as well.
  policy.asked.clear();
  policy.pung = false;
  engine.Run(p, All(policy));
  EXPECT_THAT(policy.FirstRound(), ElementsAre("s2 pung 5m", "s1 chow 5m"));
  EXPECT_EQ(engine.state().seats[1].melds[0].type, MeldType::kChow);
  EXPECT_EQ(engine.state().seats[1].melds[0].tile, T("4m"));
}

TEST(McPlayoutTest, NoOpenKongOnTheLeftPlayersDiscard) {
  Table s = ClaimTable();
  s.hands[1] = "555m1122335s56z1238p";  // three 5m
  s.hands[2] = "46m789m444s666s779s88p";
  s.hands[3] = "46m111222333444p59p";
  Scripted policy;
  policy.pung = false;
  Playout engine;
  Position p = Offer(s, 0, "5m");  // seat 0 is seat 1's left player
  ASSERT_TRUE(CheckPosition(p).ok()) << CheckPosition(p);
  engine.Run(p, All(policy));
  EXPECT_THAT(policy.FirstRound(), ElementsAre("s1 pung 5m"));
  // The same 5m from seat 3, two seats before seat 1: the open kong is offered and made, and
  // its replacement comes from the back of the wall.
  policy.asked.clear();
  p = Offer(s, 3, "5m");
  ASSERT_TRUE(CheckPosition(p).ok()) << CheckPosition(p);
  policy.on_question = [&](absl::string_view) {
    if (policy.asked.size() == 1) {
      EXPECT_EQ(engine.state().back, p.back - 1);
      EXPECT_EQ(engine.state().front, p.front);
    }
  };
  engine.Run(p, All(policy));
  ASSERT_GE(policy.asked.size(), 2u);
  EXPECT_EQ(policy.asked[0], "s1 open_kong 5m");
  EXPECT_EQ(engine.state().seats[1].melds[0].type, MeldType::kOpenKong);
}

// An added kong is robbed by a seat waiting on its tile: a win paid by the kong's owner, with
// 搶槓; the pung stays a pung.
TEST(McPlayoutTest, AnAddedKongIsRobbed) {
  Table s;
  s.hands[0] = "5m111222333z7899p";  // a pung of 5m shown, the fourth 5m just drawn
  s.melds[0] = {"pung:555m"};
  s.hands[1] = "46m11223355s56z1238p";
  s.hands[2] = "4z789m444s666s7799s88p";
  s.hands[3] = "46m111222333444p55p";
  Position p = Build(s);
  p.phase = Phase::kAfterDraw;
  p.turn = 0;
  p.drawn = T("5m");
  p.melded = true;
  for (SeatTiles& seat : p.seats) seat.has_discarded = true;
  ASSERT_TRUE(CheckPosition(p).ok()) << CheckPosition(p);
  Scripted policy;
  Playout engine;
  const PlayoutResult r = engine.Run(p, All(policy));
  EXPECT_THAT(policy.asked, ElementsAre("s0 kong 5m", "s3 win 5m"));
  EXPECT_EQ(r.end, End::kRobbedKong);
  EXPECT_EQ(r.winners[0], 3);
  EXPECT_EQ(r.from, 0);
  EXPECT_TRUE(r.context.robbing_kong);
  EXPECT_EQ(engine.state().seats[0].melds[0].type, MeldType::kPung);
  EXPECT_EQ(AllCards(engine.state()), FourOfEach());
  // Without robbing in the rules the kong stands and its owner plays on.
  RuleSet rules;
  rules.robbing_kong = false;
  Playout no_robbing(rules);
  policy.asked.clear();
  no_robbing.Run(p, All(policy));
  ASSERT_GE(policy.asked.size(), 2u);
  EXPECT_EQ(policy.asked[0], "s0 kong 5m");
  EXPECT_NE(policy.asked[1], "s3 win 5m");
}

// --- (d) the exhaustive draw ---

// Lets every chance go: no win, claim or kong; discards as efficiency.
class Passive : public Scripted {
 public:
  Passive() { win = own_kong = open_kong = pung = chow = false; }
};

Table LateTable() {
  Table s;
  s.hands[0] = "111222333444z7899p";
  s.hands[1] = "46m11223355s56z1238p";
  s.hands[2] = "555m789m444s666s779s8p";
  s.hands[3] = "46m111222333444p59p";
  s.draws = "9s5m";  // seat 1 draws the 9s, seat 2 the fourth 5m; then 16 are left
  s.wall_size = 18;
  return s;
}

Position LatePosition() {
  Position p = Build(LateTable());
  p.phase = Phase::kDraw;
  p.turn = 1;
  p.draws = 37;
  p.melded = true;
  for (SeatTiles& seat : p.seats) seat.has_discarded = true;
  return p;
}

TEST(McPlayoutTest, TheGameIsDrawnWithSixteenCardsLeft) {
  const Position p = LatePosition();
  ASSERT_TRUE(CheckPosition(p).ok()) << CheckPosition(p);
  Passive policy;
  Playout engine;
  const PlayoutResult r = engine.Run(p, All(policy));
  EXPECT_EQ(r.end, End::kExhaustiveDraw);
  EXPECT_EQ(r.delta, (std::array<int, 4>{}));
  EXPECT_EQ(engine.state().WallLeft(), 16);
  EXPECT_EQ(engine.state().draws, 39);
  EXPECT_EQ(engine.state().turn, 3);  // seat 3 would have drawn next
  // Seat 2's four 5m came with the last live card: no kong is offered, as no replacement could
  // be drawn; and no open kong on seat 2's discard either.
  EXPECT_THAT(policy.asked, Not(Contains("s2 kong 5m")));
  for (const std::string& q : policy.asked) EXPECT_EQ(q.find("open_kong"), std::string::npos);
}

// Everyone lets every chance go, but seat 2 throws 5m when it holds one and seat 3 wins.
class RiverScript : public Passive {
 public:
  PlayoutDiscard Discard(const DecisionView& v) const override {
    if (v.seat == 2 && (*v.hand)[T("5m")] > 0) return T("5m");
    return Passive::Discard(v);
  }
  bool Win(const DecisionView& v, Tile t) const override {
    Passive::Win(v, t);
    return v.seat == 3;
  }
};

TEST(McPlayoutTest, AWinOnTheLastDiscardIsRiverBottom) {
  // Seat 2 draws the last live card, a 5m, and throws it: seat 3 wins on it (河底撈魚, 1 tai);
  // with one more card in the wall the same win is one tai less.
  Table s = LateTable();
  s.hands[2] = "55m789m444s666s779s88p";
  s.hands[3] = "46m111222333444p55p";
  const RiverScript policy;
  Playout engine;
  std::array<int, 2> tai{};
  for (int extra = 0; extra < 2; ++extra) {
    s.wall_size = 18 + extra;
    Position p = Build(s);
    p.phase = Phase::kDraw;
    p.turn = 1;
    p.draws = 37;
    p.melded = true;
    for (SeatTiles& seat : p.seats) seat.has_discarded = true;
    ASSERT_TRUE(CheckPosition(p).ok()) << CheckPosition(p);
    const PlayoutResult r = engine.Run(p, All(policy));
    ASSERT_EQ(r.end, End::kDiscardWin);
    EXPECT_EQ(r.from, 2);
    EXPECT_EQ(r.winners[0], 3);
    EXPECT_EQ(r.context.last_tile, extra == 0);
    tai[extra] = r.tai[0];
  }
  EXPECT_EQ(tai[0], tai[1] + 1);
}

}  // namespace
}  // namespace mj16::bot::mc
