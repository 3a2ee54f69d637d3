// tools/mjref/records/transcript_read.h and seat_replay.h: a bot's transcript read as one seat's
// game record (what the seat received and answered, the results from /hu and /exit), the writer's
// own files included; a cut or edited transcript refused at the line that stops it, the games
// before it kept; the game told from the seat's view.
#include "tools/mjref/records/transcript_read.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "bot/session/transcript.h"
#include "core/notation.h"
#include "core/tile.h"
#include "tests/support/transcript_lines.h"
#include "tools/common/files.h"
#include "tools/mjref/engine/referee.h"
#include "tools/mjref/records/seat_replay.h"
#include "tools/players/builtins.h"

namespace mj16::mjref {
namespace {

using mj16::testing::TranscriptOf;
using ::testing::HasSubstr;
using ::testing::StartsWith;

// A game of `efficiency` players, which win (random ones seldom do).
GameRecord Play(int game) {
  const std::unique_ptr<PlayerFactory> factory = *players::MakePlayerFactory("efficiency");
  std::array<std::unique_ptr<Player>, 4> owned;
  std::array<Player*, 4> players{};
  for (int s = 0; s < 4; ++s) {
    owned[s] = *factory->Create(game, s, 900 + game);
    players[s] = owned[s].get();
  }
  GameConfig config;
  config.game = game;
  config.seed = 900 + game;
  config.dealer = game % 4;
  return RunGame(config, players);
}

std::vector<std::string> Lines(const std::string& text) {
  return absl::StrSplit(text, '\n', absl::SkipEmpty());
}

std::string Joined(const std::vector<std::string>& lines) {
  return absl::StrCat(absl::StrJoin(lines, "\n"), "\n");
}

// The 1-based line of `text` that starts with `prefix` after the time and direction.
int LineOf(const std::vector<std::string>& lines, absl::string_view prefix) {
  for (size_t i = 1; i < lines.size(); ++i) {
    if (absl::StrContains(lines[i], absl::StrCat(" ", prefix))) return static_cast<int>(i) + 1;
  }
  return 0;
}

TEST(TranscriptReadTest, EachSeatReadsAsItsLinesOfTheRecord) {
  int wins = 0, discard_wins = 0;
  for (int game = 0; game < 12; ++game) {
    const GameRecord truth = Play(game);
    for (int seat = 0; seat < 4; ++seat) {
      SCOPED_TRACE(absl::StrCat("game ", game, " seat ", seat + 1));
      const RecordsRead read = ParseTranscript(TranscriptOf(truth, seat));
      ASSERT_TRUE(read.error.ok()) << read.error;
      ASSERT_EQ(read.records.size(), 1u);
      const GameRecord& r = read.records[0];
      EXPECT_EQ(r.seen_by, seat);
      EXPECT_EQ(r.dealer, truth.dealer);
      EXPECT_EQ(r.open, truth.open);
      EXPECT_EQ(r.round_wind, truth.round_wind);
      EXPECT_EQ(r.game_wind, truth.game_wind);
      EXPECT_EQ(r.scores, truth.scores);
      EXPECT_EQ(r.names[seat], truth.names[seat]);
      std::vector<const TranscriptLine*> mine;
      for (const TranscriptLine& line : truth.transcript) {
        if (line.To(seat) || line.From(seat)) mine.push_back(&line);
      }
      ASSERT_EQ(r.transcript.size(), mine.size());
      for (size_t i = 0; i < mine.size(); ++i) {
        EXPECT_EQ(r.transcript[i].text, mine[i]->text);
        EXPECT_EQ(r.transcript[i].from_player, mine[i]->from_player);
        EXPECT_TRUE(r.transcript[i].To(seat) || r.transcript[i].From(seat));
        if (mine[i]->from_player) {
          EXPECT_EQ(r.transcript[i].micros, 1500);  // after its /ask
        }
      }
      ASSERT_EQ(r.wins.size(), truth.wins.size());
      for (size_t w = 0; w < r.wins.size(); ++w) {
        EXPECT_EQ(r.wins[w].winner, truth.wins[w].winner);
        EXPECT_EQ(r.wins[w].discarder, truth.wins[w].discarder);
        EXPECT_EQ(r.wins[w].card, truth.wins[w].card);
        EXPECT_EQ(r.wins[w].robbed_kong, truth.wins[w].robbed_kong);
        wins += seat == 0;
        discard_wins += seat == 0 && truth.wins[w].discarder >= 0;
      }
    }
  }
  EXPECT_GT(discard_wins, 0);  // both kinds of win were read
  EXPECT_GT(wins, discard_wins);
}

TEST(TranscriptReadTest, ReadsTheWritersOwnFiles) {
  const GameRecord truth = Play(3);
  const std::filesystem::path dir =
      std::filesystem::path(::testing::TempDir()) / "transcript_read_writer";
  std::filesystem::remove_all(dir);
  std::string path;
  {
    bot::Transcript writer(dir.string(), "0.0.0+test", nullptr);
    writer.Received("/ready");
    writer.Sent("/ready");
    for (const TranscriptLine& line : truth.transcript) {
      if (line.To(1)) writer.Received(line.text + "\r");  // the protocol's CRLF
      if (line.From(1)) writer.Sent(line.text);
    }
    path = writer.path();
  }
  const RecordsRead read = ReadGamesUntilError(path);
  ASSERT_TRUE(read.error.ok()) << read.error;
  ASSERT_EQ(read.records.size(), 1u);
  EXPECT_EQ(read.records[0].seen_by, 1);
  EXPECT_EQ(read.records[0].scores, truth.scores);
  EXPECT_GE(read.records[0].transcript.back().micros, -1);

  // The same file with CRLF line endings (copied through a Windows editor) reads the same.
  const std::string text = *tooling::ReadTextFile(path);
  const RecordsRead crlf = ParseTranscript(absl::StrReplaceAll(text, {{"\n", "\r\n"}}));
  ASSERT_TRUE(crlf.error.ok()) << crlf.error;
  EXPECT_EQ(crlf.records[0].transcript.size(), read.records[0].transcript.size());
}

TEST(TranscriptReadTest, ACutTranscriptKeepsTheGamesBeforeIt) {
  const GameRecord first = Play(1), second = Play(2);
  std::vector<std::string> lines = Lines(TranscriptOf(first, 2));
  const std::vector<std::string> next =
      Lines(TranscriptOf(second, 2, absl::FromUnixSeconds(1796295600)));
  lines.insert(lines.end(), next.begin() + 1, next.end() - 3);  // its header left out; cut
  const RecordsRead read = ParseTranscript(Joined(lines));
  ASSERT_EQ(read.records.size(), 1u);
  EXPECT_EQ(read.records[0].scores, first.scores);
  EXPECT_THAT(std::string(read.error.message()),
              StartsWith(absl::StrCat("line ", lines.size(), ": ")));
  EXPECT_THAT(std::string(read.error.message()), HasSubstr("it was cut"));

  // Two whole games read as two.
  lines.insert(lines.end(), next.end() - 3, next.end());
  const RecordsRead both = ParseTranscript(Joined(lines));
  ASSERT_TRUE(both.error.ok()) << both.error;
  ASSERT_EQ(both.records.size(), 2u);
  EXPECT_EQ(both.records[1].game, 1);
  EXPECT_EQ(both.records[1].scores, second.scores);
}

TEST(TranscriptReadTest, AnEditedLineIsRefusedByItsNumber) {
  const GameRecord truth = Play(4);
  const std::vector<std::string> lines = Lines(TranscriptOf(truth, 0));
  const int deal = LineOf(lines, "< /initCard");
  const int answer = LineOf(lines, "> /throw");
  ASSERT_GT(deal, 0);
  ASSERT_GT(answer, 0);
  struct Case {
    std::string name;
    int line;
    std::string replacement;  // the whole line
    std::string says;
  };
  const std::string time = lines[answer - 1].substr(0, lines[answer - 1].find(' '));
  const std::vector<Case> cases = {
      {"an answer not held", answer, time + " > /throw 999", "'/throw 999'"},
      {"an answer with no question", deal, time + " > /pass", "no question before it"},
      {"a time going back", answer, "2026-12-03T09:00:00.000000Z > /pass", "its time is before"},
      {"a line not of the form", answer, "/throw 11", "not 'TIME < line' or 'TIME > line'"},
      {"a line the protocol does not know", deal, time + " < /deal 11", "'/deal 11'"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    std::vector<std::string> edited = lines;
    edited[c.line - 1] = c.replacement;
    const RecordsRead read = ParseTranscript(Joined(edited));
    EXPECT_TRUE(read.records.empty());
    EXPECT_THAT(std::string(read.error.message()), StartsWith(absl::StrCat("line ", c.line, ": ")));
    EXPECT_THAT(std::string(read.error.message()), HasSubstr(c.says));
  }
}

TEST(TranscriptReadTest, RefusesWhatIsNotATranscriptOfThisFormat) {
  EXPECT_FALSE(IsTranscript("{\"game\": 0}"));
  EXPECT_THAT(std::string(ParseTranscript("# mj16 transcript 2 mjbot x\n").error.message()),
              HasSubstr("line 1: '# mj16 transcript 2 mjbot x' is a transcript format"));
  EXPECT_THAT(std::string(ParseTranscript("hello\n").error.message()),
              HasSubstr("line 1: not an mj16 transcript"));
  // mjref's other commands name what the file is.
  const GameRecord truth = Play(5);
  EXPECT_THAT(std::string(ParseRecordsUntilError(TranscriptOf(truth, 0)).error.message()),
              HasSubstr("mjref review and mjref replay read it"));
  EXPECT_TRUE(ParseTranscript("# mj16 transcript 1 mjbot x\n").records.empty());
}

TEST(SeatReplayTest, TellsTheGameAsTheSeatSawIt) {
  for (int game = 0; game < 6; ++game) {
    const GameRecord truth = Play(game);
    const RecordsRead read = ParseTranscript(TranscriptOf(truth, 3));
    ASSERT_TRUE(read.error.ok()) << read.error;
    const absl::StatusOr<SeatReplay> replay = ReplaySeat(read.records[0]);
    ASSERT_TRUE(replay.ok()) << replay.status();
    EXPECT_THAT(replay->text, StartsWith(absl::StrCat("Game 1 as P4 (", truth.names[3], ")")));
    EXPECT_THAT(replay->text, HasSubstr("\nDeal: P4  "));
    EXPECT_THAT(replay->text, HasSubstr("\n  P1  hand ? ("));  // another's hand is not known
    std::string scores = "Scores:";
    for (int s = 0; s < 4; ++s) {
      absl::StrAppend(&scores, " P", s + 1, " ", truth.scores[s] > 0 ? "+" : "", truth.scores[s]);
    }
    EXPECT_THAT(replay->text, HasSubstr(scores));
    if (truth.Drawn()) {
      EXPECT_EQ(replay->results, std::vector<std::string>{"exhaustive draw"});
      continue;
    }
    ASSERT_EQ(replay->results.size(), truth.wins.size());
    const game::WinRecord& w = truth.wins[0];
    EXPECT_THAT(replay->results[0],
                StartsWith(absl::StrCat(
                    "P", w.winner + 1, " wins on ", FormatTile(KindOf(w.card)),
                    w.discarder < 0 ? " by self-draw" : absl::StrCat(" from P", w.discarder + 1))));
    EXPECT_THAT(replay->results[0], HasSubstr(", showing "));
  }
  GameRecord whole = Play(0);
  EXPECT_FALSE(ReplaySeat(whole).ok());  // a referee's record is not one seat's view
}

}  // namespace
}  // namespace mj16::mjref
