// The luck of the cards (tools/mjref/luck/): the corrections have mean zero by construction over
// every card that could have come, the value estimate parses and values a complete hand exactly,
// and over many games the corrections average to zero.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <thread>

#include "absl/strings/str_cat.h"
#include "core/notation.h"
#include "tools/mjref/engine/referee.h"
#include "tools/mjref/luck/chance_scorer.h"
#include "tools/mjref/luck/value_model.h"
#include "tools/mjref/run/runner.h"
#include "tools/mjref/run/schedule.h"
#include "tools/players/builtins.h"
#include "tools/training/fixture.h"

namespace mj16::mjref {

using game::ArrangeWall;
using game::Discard;
using game::Draw;
using game::GameState;
using ::testing::HasSubstr;
namespace {

std::vector<Tile> Tiles(absl::string_view text) { return *ParseTiles(text); }

// A table after seat 1 drew: the hands are scripted, the rest of the wall is ascending.
GameState DrawnTable(absl::string_view draw) {
  const std::array<std::vector<Tile>, 4> hands = {
      Tiles("11122233344455566z"), Tiles("11123456788999m12p"), Tiles("123456789p1234567s"),
      Tiles("789s1234567z223344p")};
  GameState s(*ArrangeWall(0, {hands[0], hands[1], hands[2], hands[3]}, Tiles(draw)), 0,
              Wind::kEast, RuleSet{});
  Discard(s, 0, s.seats[0].hand.concealed.back());
  Draw(s, 1);
  return s;
}

// Seat 1's copies of 1p, in points: a value whose mean over the draws is known.
SeatValues OnePins(const ValueTable& t, const std::array<SeatFacts, 4>&) {
  SeatValues v{};
  v[1] = 1000.0 * t.hands[1].concealed[*ParseTile("1p")];
  v[2] = -v[1];
  return v;
}

TEST(LuckTest, TheMeanOverDrawsIsTheSameWhateverCame) {
  const ValueChanceScorer scorer("test", OnePins);
  const GameState a = DrawnTable("1p"), b = DrawnTable("9s");
  const ValueTable ta = TableOf(a, 1, *ParseTile("1p")), tb = TableOf(b, 1, *ParseTile("9s"));
  const SeatValues ma = scorer.MeanOverDraws(ta), mb = scorer.MeanOverDraws(tb);
  for (int s = 0; s < 4; ++s) EXPECT_NEAR(ma[s], mb[s], 1e-9) << s;
  // Seat 1 holds one 1p before the draw; the wall holds 4 - 1 - 1 (seat 2) = 2 of its cards.
  int pool = 0;
  for (int k = 0; k < kNumKinds; ++k) pool += ta.unseen[k];
  ++pool;  // the card that came
  EXPECT_NEAR(ma[1], 1000.0 * (1.0 + 2.0 / pool), 1e-9);
  EXPECT_NEAR(ma[2], -ma[1], 1e-9);
  // Drawing a 1p is luck of 1000 × (1 − 2 / pool); another card, −1000 × 2 / pool.
  EXPECT_NEAR(scorer.DrawLuck(a, 1, a.seats[1].drawn)[1], 1000.0 * (1.0 - 2.0 / pool), 1e-9);
  EXPECT_NEAR(scorer.DrawLuck(b, 1, b.seats[1].drawn)[1], -1000.0 * 2.0 / pool, 1e-9);
}

TEST(LuckTest, EveryCardThatCouldComeAveragesToZero) {
  // The copies-weighted mean of the luck over every possible draw is zero, with the real model.
  const auto scorer = std::static_pointer_cast<const ValueChanceScorer>(DefaultChanceScorer());
  const GameState first = DrawnTable("1p");
  ValueTable t = TableOf(first, 1, *ParseTile("1p"));
  const SeatValues mean = scorer->MeanOverDraws(t);
  TileCounts pool = t.unseen;
  ++pool[t.drawn];
  --t.hands[1].concealed[t.drawn];
  SeatValues sum{};
  int total = 0;
  for (int k = 0; k < kNumKinds; ++k) {
    if (pool[k] == 0) continue;
    ValueTable c = t;
    ++c.hands[1].concealed[k];
    c.unseen = pool;
    --c.unseen[k];
    c.drawn = static_cast<Tile>(k);
    const SeatValues v = scorer->Value(c);
    for (int s = 0; s < 4; ++s) sum[s] += pool[k] * (v[s] - mean[s]);
    total += pool[k];
  }
  for (int s = 0; s < 4; ++s) EXPECT_NEAR(sum[s] / total, 0.0, 1e-6) << s;
}

TEST(LuckTest, AWinningDrawIsWorthItsSelfDrawExactly) {
  // Seat 1 holds 111m 234m 567m 88m 999m 12p and draws 3p: complete.
  const GameState s = DrawnTable("3p");
  const ValueTable t = TableOf(s, 1, *ParseTile("3p"));
  std::array<SeatFacts, 4> facts;
  for (int k = 0; k < 4; ++k) facts[k] = ReadSeat(t, k);
  ASSERT_TRUE(facts[1].complete);
  const SeatValues v = ValueModel::Default().Values(t, facts);
  const Settlement pay = SelfDrawNow(t);
  EXPECT_GT(pay.delta[1], 0);
  for (int k = 0; k < 4; ++k) EXPECT_EQ(v[k], pay.delta[k]);
}

TEST(LuckTest, TheValuesSumToZero) {
  const GameState s = DrawnTable("9s");
  const SeatValues v = std::static_pointer_cast<const ValueChanceScorer>(DefaultChanceScorer())
                           ->Value(TableOf(s, 1, *ParseTile("9s")));
  EXPECT_NEAR(v[0] + v[1] + v[2] + v[3], 0.0, 1e-6);
}

// A model of one dense layer of `out` outputs from `in` inputs, every weight `w`, every bias `b`.
std::string OneLayer(int out, int in, absl::string_view w = "0", absl::string_view b = "0") {
  std::string text = absl::StrCat("name x\nlayers.0.weight ", out, " ", in, "\n");
  for (int i = 0; i < out * in; ++i) absl::StrAppend(&text, w, " ");
  absl::StrAppend(&text, "\nlayers.0.bias ", out, "\n");
  for (int i = 0; i < out; ++i) absl::StrAppend(&text, b, " ");
  return text + "\n";
}

TEST(LuckTest, TheEmbeddedModelParsesAndBadTextIsNamedByLine) {
  EXPECT_FALSE(ValueModel::Default().name().empty());
  EXPECT_TRUE(ValueModel::Parse(OneLayer(1, kValueInputs)).ok());
  const auto error = [](absl::string_view text) {
    return std::string(ValueModel::Parse(text).status().message());
  };
  EXPECT_THAT(error("name x\nlayers.0.weight 1 58\n1 2\n"),
              HasSubstr("line 3: layers.0.weight: expected 58 values"));
  EXPECT_THAT(error(OneLayer(1, 7)), HasSubstr("layers.0.weight is 1x7, not 1x58"));
  EXPECT_THAT(error("layers.0.weight 1 58\n"), HasSubstr("line 2: layers.0.weight: no values"));
  EXPECT_THAT(error("bogus\n"), HasSubstr("line 1: unknown 'bogus'"));
  EXPECT_THAT(error(OneLayer(1, kValueInputs).substr(7)), HasSubstr("no name"));
  EXPECT_THAT(error(OneLayer(2, kValueInputs)), HasSubstr("no output layer of one output"));
  EXPECT_THAT(error(OneLayer(1, kValueInputs) + "width 3\n"), HasSubstr("unknown 'width'"));
  EXPECT_THAT(error(OneLayer(1, kValueInputs) + "layers.2.bias 1\n0\n"),
              HasSubstr("unknown tensor layers.2.bias"));
}

// Values remembers what it computed per thread (value_model.cc): a warm cache gives the bits a
// cold one gives, which are the network's on each point of view, centred; a model with other
// weights is never answered from another's entries.
TEST(LuckTest, RememberedValuesAreTheNetworksExactly) {
  const GameState s = DrawnTable("9s");
  const ValueTable t = TableOf(s, 1, *ParseTile("9s"));
  std::array<SeatFacts, 4> facts;
  for (int k = 0; k < 4; ++k) facts[k] = ReadSeat(t, k);
  const ValueModel& model = ValueModel::Default();
  SeatValues direct{};
  double mean = 0;
  for (int k = 0; k < 4; ++k) {
    direct[k] = model.Forward(InputsOf(t, facts, k));
    mean += direct[k] / 4;
  }
  for (double& v : direct) v -= mean;
  for (int pass = 0; pass < 2; ++pass) {
    const SeatValues v = model.Values(t, facts);
    for (int k = 0; k < 4; ++k) EXPECT_EQ(v[k], direct[k]) << "pass " << pass << " seat " << k;
  }
  // A constant model of another output: its values are its own, though the inputs are the same.
  const absl::StatusOr<ValueModel> constant =
      ValueModel::Parse(OneLayer(1, kValueInputs, "0", "0.25"));
  ASSERT_TRUE(constant.ok()) << constant.status();
  for (double v : constant->Values(t, facts)) EXPECT_EQ(v, 0.0);  // 250 each, centred
  EXPECT_EQ(constant->Forward(InputsOf(t, facts, 0)), 250.0);
  // Every seat's facts read again (now from the facts' cache) are the same.
  for (int k = 0; k < 4; ++k) {
    const SeatFacts f = ReadSeat(t, k);
    EXPECT_EQ(f.shanten, facts[k].shanten) << k;
    EXPECT_EQ(f.waits, facts[k].waits) << k;
    EXPECT_EQ(f.effective, facts[k].effective) << k;
    EXPECT_EQ(f.tai, facts[k].tai) << k;
  }
}

// The C++ forward pass gives PyTorch's outputs on the fixture train_value.py wrote with the model.
TEST(LuckTest, TheForwardPassIsPyTorchs) {
  const absl::StatusOr<std::vector<training::FixtureCase>> cases =
      training::ReadFixture(MJ16_VALUE_FIXTURE);
  ASSERT_TRUE(cases.ok()) << cases.status();
  ASSERT_GE(cases->size(), 4u);
  EXPECT_THAT(training::Disagreements(ValueModel::Default(), *cases), ::testing::IsEmpty());
}

// The name covers the weights and the inputs' version: figures of other weights or other
// inputs never share one.
TEST(LuckTest, ANameChangesWithTheWeightsAndTheInputs) {
  const std::string a = OneLayer(1, kValueInputs, "0"), b = OneLayer(1, kValueInputs, "1");
  EXPECT_NE(ValueModel::Parse(a)->name(), ValueModel::Parse(b)->name());
  EXPECT_NE(ValueModel::Parse(a)->name(), ValueModel::Parse(a, kValueInputsVersion + 1)->name());
  EXPECT_EQ(ValueModel::Parse(a)->name(), ValueModel::Parse(a)->name());
  EXPECT_THAT(ValueModel::Parse(a)->name(), ::testing::StartsWith("x:"));
}

// The inputs of two fixed tables, every feature InputsOf computes from the facts ReadSeat reads
// (shanten, waits, effective kinds, tai, builtin:efficiency's discard): a change to any of them
// changes every luck figure, so it must come with a new kValueInputsVersion (value_table.h) and
// new numbers here.
TEST(LuckTest, TheInputsOfFixedTablesArePinned) {
  // Seat 1 has drawn 9s; seat 0 waits on 6z, seat 2 on 1s, 4s and 7s.
  const GameState a = DrawnTable("9s");
  const ValueTable ta = TableOf(a, 1, *ParseTile("9s"));
  // Seat 1 draws 6z, seat 0's wait, which builtin:efficiency throws; seat 2 has chowed 123p.
  const GameState b = DrawnTable("6z");
  ValueTable tb = TableOf(b, 1, *ParseTile("6z"));
  Hand& chowed = tb.hands[2];
  for (const char* kind : {"1p", "2p", "3p"}) --chowed.concealed[*ParseTile(kind)];
  chowed.melds.push_back(Meld{
      .type = MeldType::kChow, .tile = *ParseTile("1p"), .claimed = *ParseTile("1p"), .from = 2});
  std::vector<float> inputs;
  const auto add = [&inputs](const ValueTable& t, int seat) {
    std::array<SeatFacts, 4> facts;
    for (int k = 0; k < 4; ++k) facts[k] = ReadSeat(t, k);
    const ValueInputs x = InputsOf(t, facts, seat);
    inputs.insert(inputs.end(), x.begin(), x.end());
  };
  add(ta, 1);
  add(tb, 0);
  // clang-format off
  const std::vector<float> pinned = {
      54 / 56.0f, 1,  // table a from seat 1: draws left, bias, then each seat's block from seat 1
      0, 1, 0, 1, 0, 0, 0, 0.25f, 0.75f, 0, 0, 0.5f, 0, 0,
      0, 0, 0, 1, 0, 0, 0, 2, 0.25f, 0, 0, 0.25f, 0, 0,
      0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0.25f, 0, 0, 0,
      1, 0, 0, 1, 0, 0, 0, 0.25f, 0.25f, 0, 0, 12, 0, 0,
      54 / 56.0f, 1,  // table b: draws left, bias
      1, 0, 0, 1, 0, 0, 0, 0, 0.5f, 0.25f, 0, 12, 0, 1,
      0, 1, 0, 1, 0, 0, 0, 0.25f, 0.5f, 0, 0, 0.5f, 0, 0,
      0, 0, 0, 1, 0, 0, 0, 2, 0.25f, 0, 0, 0, 0.2f, 0,
      0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0.1875f, 0, 0, 0,
  };
  // clang-format on
  EXPECT_EQ(kValueInputsVersion, 1) << "pin the new inputs below";
  EXPECT_EQ(inputs, pinned) << "the value estimate's inputs changed: bump kValueInputsVersion";
}

// Many games of efficiency players: each seat's luck averages to zero within its error, and the
// corrections sum to zero at every table, as the values do.
TEST(LuckTest, OverManyGamesEachSeatsLuckAveragesToZero) {
  absl::StatusOr<std::unique_ptr<PlayerFactory>> efficiency =
      players::MakePlayerFactory("efficiency");
  ASSERT_TRUE(efficiency.ok()) << efficiency.status();
  MatchConfig config;
  config.games = 300;
  config.seed = 11;
  std::vector<GameConfig> plan = MatchPlan(config, {"a", "b", "c", "d"});
  for (GameConfig& g : plan) g.luck = DefaultChanceScorer();
  std::array<double, 4> sum{}, sum2{};
  int games = 0;
  PlayerFactory* e = efficiency->get();
  RunGames(plan, {e, e, e, e}, RunOptions{}, nullptr, [&](const GameRecord& r) {
    ASSERT_TRUE(r.luck_milli.has_value());
    ++games;
    long long total = 0;
    for (int s = 0; s < 4; ++s) {
      const double l = (*r.luck_milli)[s] / 1000.0;
      sum[s] += l;
      sum2[s] += l * l;
      total += (*r.luck_milli)[s];
    }
    EXPECT_LE(std::abs(total), 4) << "game " << r.game;  // zero-sum, up to rounding
  });
  ASSERT_EQ(games, config.games);
  for (int s = 0; s < 4; ++s) {
    const double mean = sum[s] / games, se = std::sqrt((sum2[s] / games - mean * mean) / games);
    EXPECT_GT(se, 0) << s;
    EXPECT_LT(std::abs(mean), 4 * se) << "seat " << s << ": mean " << mean << ", se " << se;
  }
}

// The luck's caches per thread (the seats' facts, the network's values) give the same bits
// whatever was scored before on the thread: each game's luck is the same played in order on a
// warm thread, backwards on a fresh one, and on two threads at once, as shards and -j play them.
TEST(LuckTest, AGamesLuckDoesNotDependOnTheGamesBefore) {
  std::vector<std::unique_ptr<PlayerFactory>> owned;
  for (const char* spec : {"mjbot:mc=false", "efficiency", "dishu", "random"}) {
    absl::StatusOr<std::unique_ptr<PlayerFactory>> f = players::MakePlayerFactory(spec);
    ASSERT_TRUE(f.ok()) << f.status();
    owned.push_back(*std::move(f));
  }
  const std::vector<PlayerFactory*> programs = {owned[0].get(), owned[1].get(), owned[2].get(),
                                                owned[3].get()};
  MatchConfig config;
  config.games = 24;
  config.seed = 12;
  std::vector<GameConfig> plan = MatchPlan(config, {"a", "b", "c", "d"});
  for (GameConfig& g : plan) g.luck = DefaultChanceScorer();
  using Lucks = std::map<int, std::array<long long, 4>>;
  const auto play = [&](const std::vector<GameConfig>& games, int jobs) {
    Lucks lucks;
    RunOptions options;
    options.jobs = jobs;
    RunGames(games, programs, options, nullptr,
             [&](const GameRecord& r) { lucks[r.game] = r.luck_milli.value(); });
    return lucks;
  };
  const Lucks in_order = play(plan, 1);
  ASSERT_EQ(in_order.size(), plan.size());
  std::vector<GameConfig> backwards(plan.rbegin(), plan.rend());
  Lucks fresh, parallel;
  std::thread([&] { fresh = play(backwards, 1); }).join();
  std::thread([&] { parallel = play(backwards, 2); }).join();
  EXPECT_EQ(fresh, in_order);
  EXPECT_EQ(parallel, in_order);
}

}  // namespace
}  // namespace mj16::mjref
