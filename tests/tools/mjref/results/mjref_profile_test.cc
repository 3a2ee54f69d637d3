// Where a program's points come from: the score split by how it changed hands, the rates,
// claims read from the referee's lines, concealed wins, tai items, and copies pooled by name.
#include "tools/mjref/results/profile.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "core/scoring.h"

namespace mj16::mjref {
namespace {

using ::testing::HasSubstr;

// `w` settled as the referee settles it (dealer 3), plus `extra` no win explains.
GameRecord Game(game::WinRecord w, std::vector<TranscriptLine> transcript,
                std::array<int, 4> extra = {}) {
  GameRecord r;
  r.names = {"A", "B", "B #2", "B #3"};
  r.dealer = 3;
  r.transcript = std::move(transcript);
  Score score;
  score.tai = w.tai;
  score.items = w.items;
  const Settlement pay = Settle(score, w.winner, r.dealer, w.discarder, r.rules);
  for (int s = 0; s < 4; ++s) r.scores[s] = pay.delta[s] + extra[s];
  r.wins.push_back(std::move(w));
  return r;
}

std::vector<GameRecord> TwoGames() {
  // Seat 1 (B) pungs, then wins on A's discard; seat 2 (B #2) makes a concealed kong and
  // self-draws. A's own chow answer is not the referee's line and counts for nothing.
  game::WinRecord on_discard;
  on_discard.winner = 1;
  on_discard.discarder = 0;
  on_discard.tai = 3;
  on_discard.items = {{"門清", 1}, {"平胡", 2}};
  game::WinRecord self_drawn;
  self_drawn.winner = 2;
  self_drawn.discarder = -1;
  self_drawn.tai = 2;
  self_drawn.items = {{"門清", 1}, {"自摸", 1}};
  return {Game(on_discard, {TranscriptLine(true, 0b0001, "/eat 111 112"),
                            TranscriptLine(false, 0b1111, "/pong 2 111 112 113")}),
          Game(self_drawn,
               {TranscriptLine(false, 0b0100, "/gong 3 0 111 112 113 114"),
                TranscriptLine(false, 0b1011, "/gong 3 0")},
               {100, -100, 0, 0})};
}

TEST(ProfileTest, SplitsEachScoreByHowItChangedHands) {
  const std::vector<GameRecord> games = TwoGames();
  const std::vector<PointsProfile> p = ProfileGames(games);
  ASSERT_EQ(p.size(), 2u);  // B's three seats pooled
  const PointsProfile& a = p[0];
  const PointsProfile& b = p[1];
  EXPECT_EQ(a.name, "A");
  EXPECT_EQ(b.name, "B");
  EXPECT_EQ(a.games, 2);
  EXPECT_EQ(b.games, 6);
  EXPECT_EQ(a.deal_ins, games[0].scores[0]);
  EXPECT_EQ(a.deal_ins, -(1000 + 500 * 3));
  EXPECT_EQ(a.others_self_draws, games[1].scores[0] - 100);
  EXPECT_EQ(a.other, 100);
  EXPECT_EQ(b.discard_wins, 2500);
  EXPECT_EQ(b.self_draws, games[1].scores[2]);
  EXPECT_EQ(b.others_self_draws, games[1].scores[1] + 100 + games[1].scores[3]);
  EXPECT_EQ(b.other, -100);
  for (const PointsProfile& x : p) {
    EXPECT_EQ(x.discard_wins + x.self_draws + x.deal_ins + x.others_self_draws + x.other, x.score);
  }
  EXPECT_EQ(a.deal_in_count, 1);
  EXPECT_EQ(b.wins, 2);
  EXPECT_EQ(b.self_draw_wins, 1);
  EXPECT_EQ(b.tai, 5);
}

TEST(ProfileTest, ClaimsOpenAHandAndConcealedKongsDoNot) {
  const std::vector<GameRecord> games = TwoGames();
  const std::vector<PointsProfile> p = ProfileGames(games);
  EXPECT_EQ(p[0].chows, 0);
  EXPECT_EQ(p[1].pungs, 1);
  EXPECT_EQ(p[1].kongs, 1);           // its two lines are one kong
  EXPECT_EQ(p[1].concealed_wins, 1);  // the self-draw after the concealed kong
  EXPECT_EQ(p[1].items.at("門清"), 2);
  EXPECT_EQ(p[1].items.at("自摸"), 1);
}

TEST(ProfileTest, TableAndJson) {
  const std::vector<GameRecord> games = TwoGames();
  const std::vector<PointsProfile> p = ProfileGames(games);
  const std::string table = ProfileTable(p);
  EXPECT_THAT(table, HasSubstr("others' self-draws"));
  EXPECT_THAT(table, HasSubstr("  +416.7  "));  // B: 2,500 a game over six games
  EXPECT_THAT(table, HasSubstr("Tai items a hundred wins"));
  EXPECT_THAT(table, HasSubstr("門清       0.0     100.0\n"));
  const std::string json = ProfileJson(p);
  EXPECT_THAT(json, HasSubstr("\"name\":\"B\",\"games\":6"));
  EXPECT_THAT(json, HasSubstr("\"concealed_win_share\":0.5"));
}

TEST(ProfileTest, BaseNames) {
  EXPECT_EQ(ProgramBaseName("efficiency #3"), "efficiency");
  EXPECT_EQ(ProgramBaseName("a #b"), "a #b");
  EXPECT_EQ(ProgramBaseName("x #"), "x #");
  EXPECT_EQ(ProgramBaseName("builtin:mjbot"), "builtin:mjbot");
}

}  // namespace
}  // namespace mj16::mjref
