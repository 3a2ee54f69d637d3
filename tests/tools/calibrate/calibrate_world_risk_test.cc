// tools/calibrate/events.h WorldDealInRisks: a kind's risk is the share of sampled worlds in which
// another seat's hand waits on it, over the same worlds the search would play.
#include "tools/calibrate/events.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bot/mc/opponent_model.h"
#include "bot/mc/worlds.h"
#include "core/protocol.h"
#include "tables/shanten.h"
#include "tools/dealins/dealins.h"

namespace mj16::calibrate {
namespace {

using bot::mc::Position;
using bot::mc::SeatTiles;
using bot::mc::ShantenModel;
using bot::mc::WorldOptions;
using bot::mc::WorldSampler;

// The final view of every real position of self-play at go-around `from` or later: our throw.
std::vector<TableView> LateThrows(int from) {
  std::ifstream in(MJ16_POSITIONS);
  std::stringstream text;
  text << in.rdbuf();
  const absl::StatusOr<std::vector<dealins::Position>> positions =
      dealins::ParsePositions(text.str());
  std::vector<TableView> views;
  EXPECT_TRUE(positions.ok()) << positions.status();
  if (!positions.ok()) return views;
  for (const dealins::Position& p : *positions) {
    TableView view;
    for (const std::string& line : p.lines) {
      const absl::StatusOr<Message> m = ParseMessage(line);
      EXPECT_TRUE(m.ok() && view.Apply(*m).ok()) << line;
    }
    if (view.go_around() >= from) views.push_back(view);
  }
  return views;
}

bool Waits(const SeatTiles& s, Tile t) {
  const tables::ShantenInfo info = tables::Analyze(s.concealed, s.MeldsNeeded());
  return info.shanten == 0 && (info.effective & tables::TileBit(t)) != 0;
}

WorldOptions ModelOptions() {
  WorldOptions o;
  o.opponent_model = &ShantenModel::Default();
  return o;
}

TEST(CalibrateWorldRiskTest, AKindsRiskIsTheShareOfWorldsWhereAnotherSeatWaitsOnIt) {
  const std::vector<TableView> views = LateThrows(8);
  ASSERT_GT(views.size(), 20u);
  int risky = 0;
  for (size_t v = 0; v < views.size(); v += 4) {
    const WorldSampler sampler = WorldSampler::Create(views[v], ModelOptions()).value();
    constexpr int kWorlds = 100;
    const KindRisk risk = WorldDealInRisks(sampler, kWorlds, 7);
    std::array<int, kNumKinds> hits{};
    Position w;
    for (int i = 0; i < kWorlds; ++i) {
      Rng rng = bot::mc::WorldRng(7, static_cast<std::uint64_t>(i));
      sampler.Sample(rng, w);
      for (int t = 0; t < kNumKinds; ++t) {
        bool any = false;
        for (int s = 0; s < 4; ++s) any = any || (s != sampler.seat() && Waits(w.seats[s], t));
        hits[t] += any;
      }
    }
    for (int t = 0; t < kNumKinds; ++t) {
      EXPECT_DOUBLE_EQ(risk[t], hits[t] / 100.0) << v << " " << t;
      risky += risk[t] > 0;
    }
  }
  EXPECT_GT(risky, 20);  // late in the game, the model's opponents are often tenpai
}

// With every world rejected unless the next seat is tenpai, each world puts at least one kind
// at risk; with every world rejected where anyone is, no kind is.
TEST(CalibrateWorldRiskTest, ATenpaiSeatPutsItsWaitsAtRiskAndNoTenpaiNone) {
  const TableView view = LateThrows(10).front();
  const int next = view.pos() % 4;  // 0..3
  WorldOptions tenpai;
  tenpai.max_tries = 20000;
  tenpai.accept = [next](const Position& w, int) {
    const SeatTiles& s = w.seats[next];
    return tables::Shanten(s.concealed, s.MeldsNeeded()) == 0;
  };
  const KindRisk some = WorldDealInRisks(WorldSampler::Create(view, tenpai).value(), 50, 3);
  double sum = 0;
  for (double r : some) {
    EXPECT_LE(r, 1);
    sum += r;
  }
  EXPECT_GE(sum, 1);
  WorldOptions none;
  none.max_tries = 20000;
  none.accept = [](const Position& w, int me) {
    for (int s = 0; s < 4; ++s) {
      if (s != me && tables::Shanten(w.seats[s].concealed, w.seats[s].MeldsNeeded()) == 0) {
        return false;
      }
    }
    return true;
  };
  for (double r : WorldDealInRisks(WorldSampler::Create(view, none).value(), 50, 3)) {
    EXPECT_EQ(r, 0);
  }
}

TEST(CalibrateWorldRiskTest, TheSameSeedTheSameRisksAndNoWorldsNoRisk) {
  const TableView view = LateThrows(8).back();
  const WorldSampler sampler = WorldSampler::Create(view, ModelOptions()).value();
  EXPECT_EQ(WorldDealInRisks(sampler, 200, 11), WorldDealInRisks(sampler, 200, 11));
  EXPECT_EQ(WorldDealInRisks(sampler, 0, 11), KindRisk{});
  EXPECT_EQ(WorldDealInRisks(sampler, -5, 11), KindRisk{});
}

}  // namespace
}  // namespace mj16::calibrate
