// mjref verify (records/verify.h): games of random players, faults and stable draws included,
// come out the same through the core; a record edited by hand is caught at the edited line.
#include "tools/mjref/records/verify.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <memory>

#include "core/rng.h"
#include "tests/tools/mjref/records/flaky_player.h"
#include "tools/mjref/engine/referee.h"
#include "tools/mjref/records/record_parse.h"
#include "tools/mjref/run/schedule.h"

namespace mj16::mjref {
namespace {

using ::testing::HasSubstr;

using mj16::testing::FlakyPlayer;

GameRecord PlayGame(int game, bool stable) {
  MatchConfig config;
  config.seed = 57;
  config.stable_draws = stable;
  GameConfig g = MatchGame(config, game, {"a", "b", "c", "d"});
  std::array<std::unique_ptr<FlakyPlayer>, 4> owned;
  std::array<Player*, 4> players{};
  for (int s = 0; s < 4; ++s) {
    owned[s] = std::make_unique<FlakyPlayer>(DeriveSeed(game, s),
                                             (game + s) % 4 == 0 ? 2 + game % 15 : 0, "/pong 1 2");
    players[s] = owned[s].get();
  }
  return RunGame(g, players);
}

TEST(MjrefVerifyTest, PlayedGamesComeOutTheSame) {
  int faults = 0;
  for (int game = 0; game < 60; ++game) {
    const GameRecord r = PlayGame(game, game % 2 == 1);
    faults += static_cast<int>(r.faults.size());
    const Verdict v = VerifyRecord(r);
    EXPECT_TRUE(v.same) << "game " << game << ": line " << v.line << ": " << v.message;
    // The same through the game log's text, which mjref verify reads too.
    const absl::StatusOr<GameRecord> text = ParseRecordText(RecordText(r));
    ASSERT_TRUE(text.ok()) << text.status();
    const Verdict from_text = VerifyRecord(*text);
    EXPECT_TRUE(from_text.same) << "game " << game << " as text: line " << from_text.line << ": "
                                << from_text.message;
  }
  EXPECT_GT(faults, 0);
}

TEST(MjrefVerifyTest, AnEditedDrawIsCaughtAtItsLine) {
  GameRecord r = PlayGame(3, false);
  std::size_t mo = 0;
  for (std::size_t i = 1; i < r.transcript.size() && mo == 0; ++i) {
    if (r.transcript[i].text.rfind("/mo ", 0) == 0) mo = i;
  }
  ASSERT_GT(mo, 0u);
  r.transcript[mo].text = "/mo 999";
  const Verdict v = VerifyRecord(r);
  EXPECT_FALSE(v.same);
  EXPECT_EQ(v.line, static_cast<int>(mo) + 1);
  EXPECT_THAT(v.message, HasSubstr("/mo 999"));
}

TEST(MjrefVerifyTest, AnEditedAnswerIsCaughtWhereThePlayDeparts) {
  GameRecord r = PlayGame(5, false);
  std::size_t answer = 0;
  for (std::size_t i = 0; i < r.transcript.size() && answer == 0; ++i) {
    if (r.transcript[i].from_player && r.transcript[i].text.rfind("/throw", 0) == 0) answer = i;
  }
  ASSERT_GT(answer, 0u);
  // Another legal-looking discard: what follows in the record no longer follows from it.
  const std::string original = r.transcript[answer].text;
  r.transcript[answer].text = "/throw 110";
  const Verdict v = VerifyRecord(r);
  EXPECT_FALSE(v.same) << original;
  EXPECT_GT(v.line, static_cast<int>(answer));
}

TEST(MjrefVerifyTest, AnEditedScoreIsCaught) {
  GameRecord r = PlayGame(7, false);
  r.scores[0] += 100;
  const Verdict v = VerifyRecord(r);
  EXPECT_FALSE(v.same);
  EXPECT_EQ(v.line, 0);
  EXPECT_THAT(v.message, HasSubstr("scores"));
}

}  // namespace
}  // namespace mj16::mjref
