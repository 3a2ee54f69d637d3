#include "tools/dealins/dealins.h"

#include <gtest/gtest.h>

#include <array>
#include <fstream>
#include <memory>
#include <sstream>

#include "tools/mjref/engine/referee.h"
#include "tools/players/mjbot_player.h"

namespace mj16::dealins {
namespace {

std::string Read(const char* path) {
  std::ifstream in(path);
  EXPECT_TRUE(in) << path;
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

bot::Settings Mjdx3() {
  absl::StatusOr<bot::Settings> s = bot::ParseSettings(Read(MJ16_MJDX3_PRESET), "mjdx3.conf");
  EXPECT_TRUE(s.ok()) << s.status();
  return s.ok() ? *s : bot::Settings{};
}

std::vector<Position> Stored() {
  absl::StatusOr<std::vector<Position>> p = ParsePositions(Read(MJ16_DEALINS));
  EXPECT_TRUE(p.ok()) << p.status();
  return p.ok() ? *p : std::vector<Position>{};
}

TEST(DealinsTest, TheTextFormReadsBack) {
  const std::vector<Position> stored = Stored();
  ASSERT_GT(stored.size(), 100u);
  absl::StatusOr<std::vector<Position>> again = ParsePositions(FormatPositions(stored));
  ASSERT_TRUE(again.ok());
  ASSERT_EQ(again->size(), stored.size());
  EXPECT_EQ((*again)[7].lines, stored[7].lines);
  EXPECT_EQ((*again)[7].dealt, stored[7].dealt);
}

TEST(DealinsTest, BadFilesNameTheLine) {
  EXPECT_EQ(ParsePositions("/ask throw\n").status().message(),
            "line 1: a protocol line before any '# game' header");
  EXPECT_EQ(ParsePositions("\n# game 1 seat 9 dealt 110 to 2 tai 1\n").status().message(),
            "line 2: expected '# game G seat S dealt C to W tai T'");
}

// The positions were collected from 4 × mjdx3 (the command is in docs/defence.md): replayed with
// the same configuration every one of them throws the card that was won on again.
TEST(DealinsTest, Mjdx3ReplaysItsOwnDealInsExactly) {
  const absl::StatusOr<Summary> s = ReplayAll(Stored(), Mjdx3());
  ASSERT_TRUE(s.ok()) << s.status();
  EXPECT_EQ(s->avoided, 0);
  EXPECT_GT(s->was_tenpai, s->positions / 2);  // most deal-ins come from tenpai hands
}

// Seed 002 §3.3: its defence alone avoided 86.8% of 1,208 historical deal-ins. Ours alone (fold
// every turn, tenpai too) avoids more than 80% of these; mjbot's defaults, which push tenpai and
// 1-shanten hands, avoid some and never give up tenpai to do it.
TEST(DealinsTest, Seed002_3_3_TheDefenceAloneAvoidsMostDealIns) {
  const std::vector<Position> stored = Stored();
  bot::Settings alone;
  alone.defence.fold_go_around = 1;
  alone.defence.fold_max_shanten = -1;
  alone.mc.enabled = false;  // the rules' fold, not Monte-Carlo's judgement of it
  const absl::StatusOr<Summary> a = ReplayAll(stored, alone);
  ASSERT_TRUE(a.ok()) << a.status();
  EXPECT_GT(a->avoided * 10, a->positions * 8);
  const absl::StatusOr<Summary> d = ReplayAll(stored, bot::Settings{});
  ASSERT_TRUE(d.ok()) << d.status();
  EXPECT_GT(d->avoided, 0);
  EXPECT_EQ(d->broke_tenpai, 0);
}

// Collecting from a fresh game: every deal-in position holds the card and replays to it.
TEST(DealinsTest, CollectsTheDiscardersQuestion) {
  int found = 0;
  for (int game = 0; game < 20 && found < 3; ++game) {
    std::array<std::unique_ptr<mjref::Player>, 4> owned;
    std::array<mjref::Player*, 4> players{};
    for (int s = 0; s < 4; ++s) {
      owned[s] = std::make_unique<players::MjbotPlayer>(Mjdx3());
      players[s] = owned[s].get();
    }
    mjref::GameConfig config;
    config.game = game;
    config.seed = 99 + game;
    const mjref::GameRecord record = mjref::RunGame(config, players);
    for (const Position& p : CollectDealIns(record)) {
      ++found;
      EXPECT_EQ(p.lines.back(), "/ask throw");
      EXPECT_EQ(p.winner - 1, record.wins[0].winner);
      const absl::StatusOr<Replay> r = ReplayPosition(p, Mjdx3());
      ASSERT_TRUE(r.ok()) << r.status();
      EXPECT_FALSE(r->avoided) << "game " << game;
    }
  }
  EXPECT_GT(found, 0);
}

// The benchmark's positions (tools/bench/ev_bench): every stride-th throw question of each seat,
// each ending with it, holding 3n+2 tiles, and reading back from the text form.
TEST(DealinsTest, CollectsEveryStrideThThrow) {
  std::array<std::unique_ptr<mjref::Player>, 4> owned;
  std::array<mjref::Player*, 4> players{};
  for (int s = 0; s < 4; ++s) {
    owned[s] = std::make_unique<players::MjbotPlayer>(Mjdx3());
    players[s] = owned[s].get();
  }
  mjref::GameConfig config;
  config.seed = 7;
  const mjref::GameRecord record = mjref::RunGame(config, players);
  const std::vector<Position> every = CollectThrows(record, 1);
  const std::vector<Position> third = CollectThrows(record, 3);
  ASSERT_GT(every.size(), 8u);
  EXPECT_LT(third.size(), every.size());
  EXPECT_GE(3 * third.size(), every.size());
  for (const Position& p : third) {
    EXPECT_EQ(p.lines.back(), "/ask throw");
    EXPECT_EQ(p.dealt, 0);
  }
  const absl::StatusOr<std::vector<Position>> back = ParsePositions(FormatPositions(third));
  ASSERT_TRUE(back.ok()) << back.status();
  ASSERT_EQ(back->size(), third.size());
  EXPECT_EQ((*back)[1].lines, third[1].lines);
}

}  // namespace
}  // namespace mj16::dealins
