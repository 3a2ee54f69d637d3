// tools/mjref/review: each question a seat was asked, rebuilt from the lines it received and
// weighed by the analyst; the truth beside it; the command's arguments and a broken record.
#include "tools/mjref/review/review.h"
#include "tests/support/run_program.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "absl/strings/match.h"
#include "tests/support/transcript_lines.h"
#include "tools/mjref/engine/record.h"
#include "tools/mjref/engine/referee.h"
#include "tools/mjref/records/transcript_read.h"
#include "tools/mjref/review/review_command.h"
#include "tools/mjref/review/summary.h"
#include "tools/players/mjbot_player.h"

namespace mj16::mjref {
namespace {

using ::testing::HasSubstr;

bot::Settings Quick() {
  bot::Settings s;
  s.mc.enabled = false;
  return s;
}

GameRecord Play(int game, const bot::Settings& settings, bool stable_draws = false) {
  std::array<std::unique_ptr<Player>, 4> owned;
  std::array<Player*, 4> players{};
  for (int s = 0; s < 4; ++s) {
    owned[s] = std::make_unique<players::MjbotPlayer>(settings);
    players[s] = owned[s].get();
  }
  GameConfig config;
  config.game = game;
  config.seed = 700 + game;
  config.dealer = game % 4;
  config.stable_draws = stable_draws;
  return RunGame(config, players);
}

int QuestionsTo(const GameRecord& record, int seat) {
  int n = 0;
  for (const TranscriptLine& line : record.transcript) {
    n += line.To(seat) && absl::StartsWith(line.text, "/ask");
  }
  return n;
}

ReviewOptions Options(const bot::Settings& analyst) {
  ReviewOptions o;
  o.analyst = analyst;
  o.playouts = 16;
  return o;
}

// The analyst with the player's own settings sees what the player saw and answers the same,
// every time: the view is rebuilt exactly, with stable draws (odd games) as without.
TEST(ReviewTest, AnAnalystLikeThePlayerAgreesWithEveryDecision) {
  int dealt_in = 0, deal_ins = 0;
  for (int game = 0; game < 6; ++game) {
    const GameRecord record = Play(game, Quick(), /*stable_draws=*/game % 2 == 1);
    const absl::StatusOr<GameReview> review =
        ReviewGame(record, {true, false, false, false}, Options(Quick()));
    ASSERT_TRUE(review.ok()) << review.status();
    EXPECT_EQ(static_cast<int>(review->decisions.size()), QuestionsTo(record, 0));
    for (const ReviewedDecision& d : review->decisions) {
      EXPECT_EQ(d.seat, 0);
      EXPECT_EQ(d.verdict, Verdict::kAgrees) << d.line << " " << d.played << " " << d.analyst;
      EXPECT_EQ(d.loss, 0);
      if (d.ask == "throw" && d.candidates.size() > 1) {
        ASSERT_GE(d.played_index, 0);
        EXPECT_EQ(d.candidates[d.played_index].answer, d.played);
        EXPECT_GE(d.played_risk, 0);
        EXPECT_LE(d.played_risk, 1);
      }
      dealt_in += d.dealt_in;
      if (d.dealt_in) {
        // The winner waited on the card thrown.
        const game::WinRecord& win = record.wins[0];
        EXPECT_THAT(d.waits[win.winner], HasSubstr(d.played.substr(6)));
      }
    }
    for (const game::WinRecord& win : record.wins)
      deal_ins += win.discarder == 0 && !win.robbed_kong;
  }
  EXPECT_EQ(dealt_in, deal_ins);
}

// A bot's transcript of its seat reviews as the referee's record of that seat does: the same
// view, the same answers valued alike; the others' waits are not known, the deal-ins are.
TEST(ReviewTest, ATranscriptReviewsAsTheRecordOfItsSeat) {
  bot::Settings other = Quick();
  other.defence.enabled = false;
  int decisions = 0;
  for (int game = 0; game < 3; ++game) {
    const GameRecord record = Play(game, Quick());
    const RecordsRead read = ParseTranscript(testing::TranscriptOf(record, 2));
    ASSERT_TRUE(read.error.ok()) << read.error;
    const absl::StatusOr<GameReview> whole =
        ReviewGame(record, {false, false, true, false}, Options(other));
    const absl::StatusOr<GameReview> seen =
        ReviewGame(read.records[0], {true, true, true, true}, Options(other));
    ASSERT_TRUE(whole.ok()) << whole.status();
    ASSERT_TRUE(seen.ok()) << seen.status();
    ASSERT_EQ(seen->decisions.size(), whole->decisions.size());
    for (size_t i = 0; i < seen->decisions.size(); ++i) {
      const ReviewedDecision &a = seen->decisions[i], &b = whole->decisions[i];
      EXPECT_EQ(a.hand, b.hand);
      EXPECT_EQ(a.played, b.played);
      EXPECT_EQ(a.analyst, b.analyst);
      EXPECT_EQ(a.verdict, b.verdict);
      EXPECT_EQ(a.loss, b.loss);
      EXPECT_EQ(a.dealt_in, b.dealt_in);
      for (int p = 0; p < 4; ++p) EXPECT_EQ(a.waits[p], p == 2 ? "" : "?");
      ++decisions;
    }
  }
  EXPECT_GT(decisions, 0);
}

// Another analyst disagrees somewhere, and each disagreement on a throw is valued on worlds of
// its own.
TEST(ReviewTest, ADifferentAnalystsDisagreementsAreValued) {
  bot::Settings other = Quick();
  other.defence.enabled = false;
  int disagreements = 0;
  for (int game = 0; game < 4; ++game) {
    const GameRecord record = Play(game, Quick());
    const absl::StatusOr<GameReview> review =
        ReviewGame(record, {true, true, true, true}, Options(other));
    ASSERT_TRUE(review.ok()) << review.status();
    for (const ReviewedDecision& d : review->decisions) {
      if (d.verdict == Verdict::kAgrees || d.ask != "throw") continue;
      ++disagreements;
      EXPECT_GT(d.loss_worlds, 0);
      EXPECT_GT(d.loss_ci95, 0);
    }
  }
  EXPECT_GT(disagreements, 0);
}

// Where the analyst folds, every candidate is played on by folding (its stance to the end), so
// those values differ from playing on by the playout policy; elsewhere they are the same.
TEST(ReviewTest, WhereTheAnalystFoldsEveryAnswerIsFollowedByFolding) {
  ReviewOptions fold = Options(Quick());
  ReviewOptions play = fold;
  play.continue_stance = false;
  int folding = 0, changed = 0;
  for (int game = 0; game < 3; ++game) {
    const GameRecord record = Play(game, Quick());
    const absl::StatusOr<GameReview> a = ReviewGame(record, {true, true, true, true}, fold);
    const absl::StatusOr<GameReview> b = ReviewGame(record, {true, true, true, true}, play);
    ASSERT_TRUE(a.ok() && b.ok());
    ASSERT_EQ(a->decisions.size(), b->decisions.size());
    for (size_t i = 0; i < a->decisions.size(); ++i) {
      const ReviewedDecision& x = a->decisions[i];
      const ReviewedDecision& y = b->decisions[i];
      ASSERT_EQ(x.candidates.size(), y.candidates.size());
      EXPECT_EQ(x.analyst_folds, y.analyst_folds);
      bool same = true;
      for (size_t c = 0; c < x.candidates.size(); ++c) {
        same = same && x.candidates[c].mean == y.candidates[c].mean;
      }
      if (!x.analyst_folds) {
        EXPECT_TRUE(same) << x.game << " line " << x.line;
      }
      folding += x.analyst_folds && !x.candidates.empty();
      changed += x.analyst_folds && !same;
    }
  }
  EXPECT_GT(folding, 0);
  EXPECT_GT(changed, 0);
}

testing::ProgramResult Review(std::vector<std::string> args) {
  return testing::RunSubcommand(ReviewCommand, "review", std::move(args));
}

TEST(ReviewCommandTest, BadArgumentsAreNamed) {
  const struct {
    std::vector<std::string> args;
    const char* says;
  } cases[] = {
      {{}, "which records?"},
      {{"x", "--seat", "5"}, "--seat: '5' is not a seat 1 to 4"},
      {{"x", "--playouts=0"}, "--playouts: '0' is not a count of worlds"},
      {{"x", "--analyst", "builtin:dishu"}, "--analyst: 'builtin:dishu' is not mjbot or mjdx3"},
      {{"x", "--analyst", "mjbot"}, "--analyst: 'mjbot' is not builtin:mjbot"},
      {{"x", "--analyst", "builtin:mjbot:config=/no/such.conf"}, "cannot read '/no/such.conf'"},
      {{"x", "--analyst", "builtin:mjbot:oracle=hands"}, "no oracle"},
      {{"x", "--analyst", "builtin:mjbot:no_such_key=1"}, "--analyst: "},
      {{"x", "--seat", "1", "--program", "p"}, "--seat or --program, not both"},
      {{"x", "--json"}, "--json needs a value"},
      {{"x", "--fast"}, "unknown option '--fast'"},
      {{"x", "--after-fold", "push"}, "--after-fold: 'push' is not fold or play"},
  };
  for (const auto& c : cases) {
    const testing::ProgramResult r = Review(c.args);
    EXPECT_EQ(r.exit_code, 2) << c.says;
    EXPECT_THAT(r.err, HasSubstr(c.says));
  }
}

// A games.jsonl cut short in its second game: the error names the line, the first game is
// reviewed and reported, the exit status is 1; its JSON holds every decision.
TEST(ReviewCommandTest, ABrokenRecordIsNamedAndTheGamesBeforeItReviewed) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "mj16_review_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const GameRecord first = Play(0, Quick());
  {
    std::ofstream games(dir / "games.jsonl");
    const std::string second = RecordJson(Play(1, Quick()));
    games << RecordJson(first) << "\n" << second.substr(0, second.size() / 2) << "\n";
  }
  const std::string json = (dir / "review.json").string();
  const testing::ProgramResult r = Review({dir.string(), "--seat", "2", "--playouts", "8", "--json",
                                           json, "--analyst", "builtin:mjbot:mc=false"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_THAT(r.err, HasSubstr("games.jsonl': line 2: "));
  EXPECT_THAT(r.out, HasSubstr("1 game(s) reviewed"));
  EXPECT_THAT(r.out, HasSubstr("agrees with the analyst on 100.0%"));
  std::ifstream in(json);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_THAT(text.str(), HasSubstr("\"verdict\":\"agrees\""));
  std::filesystem::remove_all(dir);
}

// Transcripts are read as records are: a cut one is named by line and the games before it
// reviewed; the results the seat learnt are reported; the page is written without a film.
TEST(ReviewCommandTest, TranscriptsAreReviewedAndACutOneNamed) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "mj16_review_tr";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const GameRecord first = Play(0, Quick());
  {
    std::ofstream(dir / "a.txt") << testing::TranscriptOf(first, 1);
    const std::string second = testing::TranscriptOf(Play(1, Quick()), 1);
    std::ofstream(dir / "b.txt") << second.substr(0, second.size() / 2);
  }
  const std::string page = (dir / "review.html").string();
  const testing::ProgramResult r =
      Review({(dir / "a.txt").string(), (dir / "b.txt").string(), "--playouts", "8", "-o", page,
              "--analyst", "builtin:mjbot:mc=false"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_THAT(r.err, HasSubstr("b.txt': line "));
  EXPECT_THAT(r.err, HasSubstr("it was cut"));
  EXPECT_THAT(r.out, HasSubstr("1 game(s) reviewed"));
  EXPECT_THAT(r.out, HasSubstr("agrees with the analyst on 100.0%"));
  EXPECT_THAT(r.out, HasSubstr("From transcripts (one seat's view"));
  EXPECT_THAT(r.out, HasSubstr(absl::StrCat("a.txt, P2 (", first.names[1], ")")));
  if (!first.Drawn()) {
    EXPECT_THAT(r.out, HasSubstr(", showing "));
  }
  EXPECT_TRUE(std::filesystem::exists(page));
  std::filesystem::remove_all(dir);
}

// The analyst is made as builtin:mjbot is: a configuration file it names is read (here the
// settings seat 2 played with, so it agrees with every answer).
TEST(ReviewCommandTest, TheAnalystReadsAConfigurationFile) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "mj16_review_config";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  {
    std::ofstream games(dir / "games.jsonl");
    games << RecordJson(Play(0, Quick())) << "\n";
    std::ofstream conf(dir / "analyst.conf");
    conf << "# as seat 2 plays\nmc = false\n";
  }
  const testing::ProgramResult r =
      Review({dir.string(), "--seat", "2", "--playouts", "8", "--analyst",
              "builtin:mjbot:config=" + (dir / "analyst.conf").string()});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("agrees with the analyst on 100.0%"));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace mj16::mjref
