#include "tools/calibrate/events.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <memory>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "tests/support/policy_games.h"
#include "tools/mjref/engine/referee.h"
#include "tools/players/mjbot_player.h"

namespace mj16::calibrate {
namespace {

// Four mjbot with a small Monte-Carlo budget: the events are read from any game's record, and
// 200 playouts still take every Monte-Carlo path at a twentieth of the default's time.
mjref::GameRecord Play(int game) {
  std::array<std::unique_ptr<mjref::Player>, 4> owned;
  std::array<mjref::Player*, 4> players{};
  for (int s = 0; s < 4; ++s) {
    owned[s] = std::make_unique<players::MjbotPlayer>(mj16::testing::WholeGameMjbot());
    players[s] = owned[s].get();
  }
  mjref::GameConfig config;
  config.game = game;
  config.seed = 500 + game;
  config.dealer = game % 4;
  return mjref::RunGame(config, players);
}

// Whole games: one event per discard, each deal-in marked once, and the truth the referee knows
// agrees with the result (a winner on a discard was tenpai when it last discarded).
TEST(CalibrateEventsTest, OneEventPerDiscardAndTheOutcomesMatchTheRecord) {
  int discard_wins = 0;
  for (int game = 0; game < 12; ++game) {
    const mjref::GameRecord record = Play(game);
    const bot::Settings settings;
    RiskOptions risk;
    risk.settings = game < 2 ? &settings : nullptr;
    const std::vector<DiscardEvent> events = DiscardEvents(record, risk);
    std::array<int, 4> throws{}, seen{};
    for (const mjref::TranscriptLine& line : record.transcript) {
      for (int s = 0; s < 4; ++s) {
        if (line.To(s) && absl::StartsWith(line.text, absl::StrCat("/throw ", s + 1, " "))) {
          ++throws[s];
        }
      }
    }
    int dealt_in = 0;
    std::array<const DiscardEvent*, 4> last{};
    for (const DiscardEvent& e : events) {
      ++seen[e.seat];
      dealt_in += e.dealt_in;
      last[e.seat] = &e;
      EXPECT_GE(e.shanten, 0);
      EXPECT_GE(e.go_around, 1);
      if (game < 2) {
        EXPECT_GE(e.risk, 0);
        EXPECT_LE(e.risk, 1);
      } else {
        EXPECT_EQ(e.risk, -1);
      }
      EXPECT_EQ(e.world_risk, -1);
    }
    EXPECT_EQ(seen, throws) << "game " << game;
    int expected_dealins = 0;
    for (const game::WinRecord& w : record.wins) {
      if (w.discarder < 0 || w.robbed_kong) continue;
      ++expected_dealins;
      ASSERT_NE(last[w.winner], nullptr);
      EXPECT_EQ(last[w.winner]->shanten, 0) << "game " << game;
      EXPECT_TRUE(last[w.winner]->won);
    }
    EXPECT_EQ(dealt_in, expected_dealins) << "game " << game;
    discard_wins += expected_dealins;
  }
  EXPECT_GT(discard_wins, 3);  // the games did exercise the deal-in marking
}

// The reliability table's prediction: a share of worlds, the same for the
// same seed, and higher on the discards that did deal in than on the others.
TEST(CalibrateEventsTest, WorldRiskIsAShareOfWorldsAndSeesTheDealIns) {
  RiskOptions risk;
  risk.worlds = 40;
  double dealt_sum = 0, safe_sum = 0;
  int dealt = 0, safe = 0;
  for (int game = 0; game < 12; ++game) {
    const mjref::GameRecord record = Play(game);
    const std::vector<DiscardEvent> events = DiscardEvents(record, risk);
    if (game == 0) {
      const std::vector<DiscardEvent> again = DiscardEvents(record, risk);
      ASSERT_EQ(again.size(), events.size());
      for (size_t i = 0; i < events.size(); ++i) {
        EXPECT_EQ(again[i].world_risk, events[i].world_risk);
      }
    }
    for (const DiscardEvent& e : events) {
      ASSERT_GE(e.world_risk, 0);
      ASSERT_LE(e.world_risk, 1);
      // A multiple of 1/40.
      EXPECT_NEAR(e.world_risk * 40, std::round(e.world_risk * 40), 1e-9);
      (e.dealt_in ? dealt_sum : safe_sum) += e.world_risk;
      ++(e.dealt_in ? dealt : safe);
    }
  }
  ASSERT_GT(dealt, 3);
  EXPECT_GT(dealt_sum / dealt, 2 * safe_sum / safe);
}

// The evaluator's rates (bot/offence/evaluator.h): one interval per own discard that has a next
// draw, claim or end; another player's win ends at most one interval per game for each other seat,
// and the left player's throws are a part of everybody's.
TEST(CalibrateEventsTest, OfferIntervalsCountTheWantedThrows) {
  long ended = 0, any = 0, left = 0;
  double drawn = 0;
  for (int game = 0; game < 12; ++game) {
    const mjref::GameRecord record = Play(game);
    const std::vector<OfferEvent> offers = OfferEvents(record);
    const std::vector<DiscardEvent> discards = DiscardEvents(record);
    EXPECT_LE(offers.size(), discards.size());
    EXPECT_GE(offers.size() + 4, discards.size());  // the last discard may find no end
    int game_ended = 0;
    for (const OfferEvent& e : offers) {
      EXPECT_GE(e.drawn, 0);
      EXPECT_LE(e.thrown_left, e.thrown_any);
      EXPECT_LE(e.thrown_any, 3 + 4);  // three discards and a few claims' discards at most
      game_ended += e.ended;
      any += e.thrown_any;
      left += e.thrown_left;
      drawn += e.drawn;
    }
    EXPECT_LE(game_ended, 3) << "game " << game;
    if (record.wins.empty()) {
      EXPECT_EQ(game_ended, 0);
    }
    ended += game_ended;
  }
  EXPECT_GT(ended, 0);
  EXPECT_GT(drawn, 0);
  // Three others throw for each own draw; wanted kinds come at a similar rate.
  EXPECT_GT(any / drawn, 0.5);
  EXPECT_LT(any / drawn, 6);
  EXPECT_LT(left, any);
}

}  // namespace
}  // namespace mj16::calibrate
