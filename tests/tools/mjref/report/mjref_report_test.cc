// The report's data (report.h) without a browser: the page is one file that embeds the results
// as given and cannot be broken out of by a name; each game's film, its changes applied in
// order, ends on the table the referee's replay ends on; bad input is an error naming it.
// (tests/tools/mjref/report/mjref_report_e2e_test.cc opens the page in Chromium.)
#include "tools/mjref/report/report.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <memory>
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "core/notation.h"
#include "core/rng.h"
#include "tools/common/json_value.h"
#include "tools/mjref/engine/referee.h"
#include "tools/mjref/records/replay.h"
#include "tools/mjref/run/schedule.h"
#include "tools/players/builtin_random.h"

namespace mj16::mjref {

using game::SeatState;
namespace {

// builtin:random that gives a reason for every answer, in seat 1 (index 0).
class ExplainedRandom : public RandomPlayer {
 public:
  using RandomPlayer::RandomPlayer;
  std::string Reason() const override { return "a coin said so"; }
};

GameRecord Play(int game) {
  MatchConfig config;
  config.seed = 77;
  GameConfig g = MatchGame(config, game, {"a", "b", "c", "d"});
  std::array<std::unique_ptr<RandomPlayer>, 4> owned;
  std::array<Player*, 4> players{};
  for (int s = 0; s < 4; ++s) {
    owned[s] = s == 0 ? std::make_unique<ExplainedRandom>(DeriveSeed(game, s))
                      : std::make_unique<RandomPlayer>(DeriveSeed(game, s));
    players[s] = owned[s].get();
  }
  return Referee(g, players).Run();
}

TEST(MjrefReportTest, ThePageEmbedsTheResultsAndNothingEscapes) {
  const std::string results =
      R"({"games":1,"programs":[{"name":"</script><script>alert(1)</script>","games":1}]})";
  const absl::StatusOr<std::string> page = MakeReport(results, {});
  ASSERT_TRUE(page.ok()) << page.status();
  EXPECT_TRUE(absl::StartsWith(*page, "<!DOCTYPE html>"));
  // Only the page's own two script elements end: the name's "</script>" cannot close one.
  int ends = 0;
  for (size_t at = page->find("</script"); at != std::string::npos;
       at = page->find("</script", at + 1)) {
    ++ends;
  }
  EXPECT_EQ(ends, 2);
  EXPECT_TRUE(absl::StrContains(*page, R"(<\/script><script>alert(1)<\/script>)"));
  EXPECT_TRUE(absl::StrContains(*page, "<div id=\"app\">"));
}

TEST(MjrefReportTest, BadResultsAreNamed) {
  const absl::StatusOr<std::string> cut = MakeReport(R"({"games": [1, )", {});
  ASSERT_FALSE(cut.ok());
  EXPECT_TRUE(absl::StrContains(cut.status().message(), "the results JSON")) << cut.status();
  const absl::StatusOr<std::string> list = MakeReport("[1, 2]", {});
  ASSERT_FALSE(list.ok());
  EXPECT_TRUE(absl::StrContains(list.status().message(), "not an object")) << list.status();
}

// Film steps are [seat, what, flags, wall, [[seat, field, value]...]]: applying every change
// gives the replay's final hands, melds and rivers; the first step is the deal.
TEST(MjrefReportTest, EveryFilmEndsOnTheReplaysTable) {
  int wins = 0, melds = 0, answered = 0;
  for (int game = 0; game < 40; ++game) {
    const GameRecord record = Play(game);
    const absl::StatusOr<std::string> json = GameReportJson(record, /*film=*/true);
    ASSERT_TRUE(json.ok()) << json.status();
    const absl::StatusOr<JsonValue> g = ParseJson(*json);
    ASSERT_TRUE(g.ok()) << g.status();
    EXPECT_EQ(g->IntOr("game", 0), game + 1);
    const JsonValue* steps = g->Find("steps");
    ASSERT_NE(steps, nullptr);
    ASSERT_GT(steps->items.size(), 1u);
    EXPECT_EQ(steps->items[0].items[1].text, "deals");
    std::array<std::array<std::string, 3>, 4> table;
    int flagged_wins = 0;
    for (const JsonValue& step : steps->items) {
      flagged_wins += (static_cast<int>(step.items[2].number) & 2) != 0;
      // A step made by an answer carries it: the line, its time, the player's reason and where
      // the record has it.
      if (step.items.size() > 5) {
        ASSERT_EQ(step.items.size(), 9u);
        EXPECT_TRUE(absl::StartsWith(step.items[5].text, "/")) << step.items[5].text;
        const int line = static_cast<int>(step.items[8].number);
        ASSERT_GE(line, 1);
        ASSERT_LE(line, static_cast<int>(record.transcript.size()));
        EXPECT_EQ(record.transcript[line - 1].text, step.items[5].text);
        EXPECT_GE(step.items[6].number, 0);
        EXPECT_EQ(step.items[7].text, step.items[0].number == 1 ? "a coin said so" : "");
        ++answered;
      }
      for (const JsonValue& change : step.items[4].items) {
        table[static_cast<int>(change.items[0].number) - 1]
             [static_cast<int>(change.items[1].number)] = change.items[2].text;
      }
    }
    EXPECT_EQ(flagged_wins, static_cast<int>(record.wins.size()));
    wins += flagged_wins;
    const absl::StatusOr<Replay> replay = ReplayGame(record);
    ASSERT_TRUE(replay.ok());
    for (int s = 0; s < 4; ++s) {
      const SeatState& seat = replay->state.seats[s];
      std::string hand = table[s][0];
      hand.erase(std::remove(hand.begin(), hand.end(), '|'), hand.end());
      EXPECT_EQ(hand.size(), 2 * seat.hand.concealed.size()) << "game " << game << " seat " << s;
      std::vector<std::string> m;
      for (const Meld& meld : seat.hand.melds) m.push_back(FormatMeld(meld));
      EXPECT_EQ(table[s][1], absl::StrJoin(m, " "));
      melds += static_cast<int>(m.size());
      int river = 0;
      for (char c : table[s][2]) river += c != '*';
      EXPECT_EQ(river, 2 * static_cast<int>(seat.river.size()));
    }
  }
  EXPECT_GT(wins, 0);
  EXPECT_GT(melds, 10);
  EXPECT_GT(answered, 40 * 20);  // most steps are a seat's answer
}

}  // namespace
}  // namespace mj16::mjref
