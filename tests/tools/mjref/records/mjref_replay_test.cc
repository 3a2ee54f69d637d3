// Game logs read back (record_parse.h) and replayed (replay.h): the text and JSON forms give the
// record back, and every game of random players (dummies and stable draws included) replays to
// the referee's own final table.
#include "tools/mjref/records/replay.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>

#include "absl/strings/str_cat.h"
#include "core/rng.h"
#include "tests/tools/mjref/records/flaky_player.h"
#include "tools/common/json_value.h"
#include "tools/mjref/records/record_parse.h"
#include "tools/mjref/run/schedule.h"

namespace mj16::mjref {

using game::GameState;
using game::SeatState;
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

using mj16::testing::FlakyPlayer;

struct Played {
  GameRecord record;
  GameState truth;
};

Played PlayGame(int game, bool stable, const RuleSet& rules = CompetitionRules()) {
  MatchConfig config;
  config.seed = 31;
  config.stable_draws = stable;
  config.rules = rules;
  GameConfig g = MatchGame(config, game, {"a", "b c", "d", "e"});
  g.group = game / 3;
  g.programs = {3, 1, 0, 2};
  std::array<std::unique_ptr<FlakyPlayer>, 4> owned;
  std::array<Player*, 4> players{};
  for (int s = 0; s < 4; ++s) {
    const int n = (game + s) % 5 == 0 ? 3 + game % 20 : 0;
    owned[s] = std::make_unique<FlakyPlayer>(DeriveSeed(game, s), n);
    players[s] = owned[s].get();
  }
  Referee referee(g, players);
  GameRecord record = referee.Run();
  return Played{std::move(record), referee.state()};
}

void ExpectSameRecord(const GameRecord& a, const GameRecord& b, bool exact_results) {
  EXPECT_EQ(a.game, b.game);
  EXPECT_EQ(a.seed, b.seed);
  EXPECT_EQ(a.wall, b.wall);
  EXPECT_EQ(a.dealer, b.dealer);
  EXPECT_EQ(a.open, b.open);
  EXPECT_EQ(a.dice, b.dice);
  EXPECT_EQ(a.round_wind, b.round_wind);
  EXPECT_EQ(a.game_wind, b.game_wind);
  EXPECT_EQ(a.names, b.names);
  EXPECT_EQ(a.programs, b.programs);
  EXPECT_EQ(a.group, b.group);
  EXPECT_EQ(a.stable_draws, b.stable_draws);
  EXPECT_EQ(a.rules, b.rules);
  ASSERT_EQ(a.transcript.size(), b.transcript.size());
  for (size_t i = 0; i < a.transcript.size(); ++i) {
    EXPECT_EQ(a.transcript[i].from_player, b.transcript[i].from_player);
    EXPECT_EQ(a.transcript[i].seats, b.transcript[i].seats);
    EXPECT_EQ(a.transcript[i].text, b.transcript[i].text);
    if (exact_results) {  // the JSON line keeps answer times and reasons; the text log does not
      EXPECT_EQ(a.transcript[i].micros, b.transcript[i].micros);
      EXPECT_EQ(a.transcript[i].note, b.transcript[i].note);
    }
  }
  EXPECT_EQ(a.scores, b.scores);
  ASSERT_EQ(a.wins.size(), b.wins.size());
  for (size_t i = 0; i < a.wins.size(); ++i) {
    EXPECT_EQ(a.wins[i].winner, b.wins[i].winner);
    EXPECT_EQ(a.wins[i].discarder, b.wins[i].discarder);
    EXPECT_EQ(a.wins[i].card, b.wins[i].card);
    EXPECT_EQ(a.wins[i].tai, b.wins[i].tai);
    EXPECT_EQ(a.wins[i].turn, b.wins[i].turn);
    EXPECT_EQ(a.wins[i].items, b.wins[i].items);
    // A read-back item's name views ScoreWin's static name, not the parsed text, which is gone
    // (a dangling view printed garbage in mjref report's results).
    for (const TaiItem& item : b.wins[i].items) {
      EXPECT_EQ(item.name.data(), TaiItemName(item.name).data()) << item.name;
    }
  }
  ASSERT_EQ(a.faults.size(), b.faults.size());
  for (size_t i = 0; i < a.faults.size(); ++i) {
    EXPECT_EQ(a.faults[i].seat, b.faults[i].seat);
    EXPECT_EQ(a.faults[i].question, b.faults[i].question);
    EXPECT_EQ(a.faults[i].answer, b.faults[i].answer);
    EXPECT_EQ(a.faults[i].reason, b.faults[i].reason);
    EXPECT_EQ(a.faults[i].line, b.faults[i].line);
  }
  if (exact_results || a.Drawn()) {
    EXPECT_EQ(a.draws, b.draws);
  }
}

TEST(MjrefReplayTest, RecordsReadBack) {
  int faults = 0;
  for (int game = 0; game < 60; ++game) {
    const Played p = PlayGame(game, game % 2 == 1);
    faults += static_cast<int>(p.record.faults.size());
    SCOPED_TRACE(RecordText(p.record));
    absl::StatusOr<GameRecord> text = ParseRecordText(RecordText(p.record));
    ASSERT_TRUE(text.ok()) << text.status();
    ExpectSameRecord(p.record, *text, /*exact_results=*/false);
    absl::StatusOr<GameRecord> json = ParseRecordJson(RecordJson(p.record));
    ASSERT_TRUE(json.ok()) << json.status();
    ExpectSameRecord(p.record, *json, /*exact_results=*/true);
  }
  EXPECT_GT(faults, 10);
}

// The luck of the cards (GameRecord::luck_milli) reads back from the JSON; a record without it
// reads as not luck-scored, and a bad one is an error.
TEST(MjrefReplayTest, LuckReadsBackFromTheJson) {
  GameRecord r = PlayGame(3, false).record;
  absl::StatusOr<GameRecord> plain = ParseRecordJson(RecordJson(r));
  ASSERT_TRUE(plain.ok()) << plain.status();
  EXPECT_FALSE(plain->luck_milli.has_value());
  r.luck_milli = std::array<long long, 4>{123456789012LL, -1, 0, -123456789011LL};
  absl::StatusOr<GameRecord> lucky = ParseRecordJson(RecordJson(r));
  ASSERT_TRUE(lucky.ok()) << lucky.status();
  EXPECT_EQ(lucky->luck_milli, r.luck_milli);
  ExpectSameRecord(r, *lucky, /*exact_results=*/true);
  std::string bad = RecordJson(r);
  bad.replace(bad.find("\"luck_milli\":["), 14, "\"luck_milli\":[7,");
  EXPECT_FALSE(ParseRecordJson(bad).ok()) << bad;
}

TEST(MjrefReplayTest, EveryGameReplaysToTheRefereesTable) {
  int wins = 0, kongs = 0, dummies = 0;
  for (int game = 0; game < 1500; ++game) {
    const Played p = PlayGame(game, game % 3 == 0);
    absl::StatusOr<Replay> replay = ReplayGame(p.record);
    ASSERT_TRUE(replay.ok()) << replay.status() << "\n" << RecordText(p.record);
    for (int s = 0; s < 4; ++s) {
      const SeatState& want = p.truth.seats[s];
      const SeatState& got = replay->state.seats[s];
      ASSERT_EQ(got.hand.concealed, want.hand.concealed) << "game " << game << " seat " << s;
      ASSERT_EQ(got.hand.melds.size(), want.hand.melds.size());
      for (size_t m = 0; m < want.hand.melds.size(); ++m) {
        ASSERT_EQ(got.hand.melds[m].cards, want.hand.melds[m].cards);
        kongs += want.hand.melds[m].IsKong();
      }
      ASSERT_EQ(got.river.size(), want.river.size());
      for (size_t i = 0; i < want.river.size(); ++i) {
        ASSERT_EQ(got.river[i].card, want.river[i].card);
        ASSERT_EQ(got.river[i].claimed, want.river[i].claimed);
      }
      dummies += want.dummy;
    }
    ASSERT_EQ(replay->state.wall.Remaining(), p.truth.wall.Remaining());
    wins += !p.record.Drawn();
  }
  EXPECT_GT(wins, 0);
  EXPECT_GT(kongs, 10);
  EXPECT_GT(dummies, 100);
}

// A record keeps the rules it was played under and replays under them; one from before records
// stored them reads as today's.
TEST(MjrefReplayTest, RecordsKeepTheirRules) {
  RuleSet rules;
  rules.dead_wall = 8;  // a drawn game ends with 8 cards left, not 16
  rules.robbing_kong = false;
  int drawn = 0;
  for (int game = 0; game < 40; ++game) {
    const Played p = PlayGame(game, game % 2 == 1, rules);
    ASSERT_EQ(p.record.rules, rules);
    for (const absl::StatusOr<GameRecord>& back :
         {ParseRecordJson(RecordJson(p.record)), ParseRecordText(RecordText(p.record))}) {
      ASSERT_TRUE(back.ok()) << back.status();
      EXPECT_EQ(back->rules, rules);
      const absl::StatusOr<Replay> replay = ReplayGame(*back);
      ASSERT_TRUE(replay.ok()) << replay.status();
      EXPECT_EQ(replay->state.wall.Remaining(), p.truth.wall.Remaining()) << "game " << game;
      EXPECT_EQ(replay->state.seats[0].river.size(), p.truth.seats[0].river.size());
    }
    drawn += p.record.Drawn();
  }
  EXPECT_GT(drawn, 0);

  // Without the field: today's rules.
  std::string json = RecordJson(PlayGame(1, false).record);
  const std::size_t at = json.find("\"rules\":\"");
  ASSERT_NE(at, std::string::npos);
  json.erase(at, json.find('"', at + 9) - at + 2);
  const absl::StatusOr<GameRecord> old = ParseRecordJson(json);
  ASSERT_TRUE(old.ok()) << old.status() << "\n" << json;
  EXPECT_EQ(old->rules, CompetitionRules());
  EXPECT_TRUE(ReplayGame(*old).ok());
  // A rule the record cannot mean is an error naming it.
  json.insert(at, "\"rules\":\"dead_wall=x\",");
  EXPECT_THAT(std::string(ParseRecordJson(json).status().message()),
              HasSubstr("rules: rule dead_wall: 'x' is not a value"));
}

TEST(MjrefReplayTest, TurnByTurnInTileNotation) {
  const Played p = PlayGame(5, false);
  absl::StatusOr<std::string> text = ReplayText(p.record);
  ASSERT_TRUE(text.ok()) << text.status();
  EXPECT_THAT(*text, StartsWith("Game 6 (seed "));
  EXPECT_THAT(*text, HasSubstr("\nDeal:\n  P1  "));
  EXPECT_THAT(*text, HasSubstr("   1. P"));
  EXPECT_THAT(*text, HasSubstr(" discards "));
  EXPECT_THAT(*text, HasSubstr("  melds "));
  EXPECT_THAT(*text, HasSubstr("  river "));
  EXPECT_THAT(*text, HasSubstr("\nScores: P1 "));
  // Game 5's seat 0 is made a dummy: the fault shows where it happened.
  EXPECT_THAT(*text, HasSubstr("! P1 fault at '/ask "));
}

TEST(MjrefReplayTest, ALogThatDoesNotFitTheWallIsAnError) {
  const Played p = PlayGame(1, false);
  // The first discard changed to the wall's last card, which nobody holds.
  GameRecord r = p.record;
  size_t first = 0;
  while (r.transcript[first].from_player || r.transcript[first].text.rfind("/throw ", 0) != 0) {
    ++first;
  }
  const int pos = r.transcript[first].text[7] - '0';
  r.transcript[first].text = absl::StrCat("/throw ", pos, " ", r.wall.back());
  absl::StatusOr<std::string> text = ReplayText(r);
  EXPECT_FALSE(text.ok());
  EXPECT_THAT(std::string(text.status().message()),
              HasSubstr(absl::StrCat("transcript line ", first + 1, " '/throw ", pos, " ",
                                     r.wall.back(), "': the engine tells '/throw ", pos, " ")));
  // A referee line that is not protocol at all.
  r = p.record;
  r.transcript[first].text = "/throw 1 999";
  text = ReplayText(r);
  EXPECT_FALSE(text.ok());
  EXPECT_THAT(std::string(text.status().message()),
              HasSubstr(absl::StrCat("transcript line ", first + 1, " '/throw 1 999'")));
}

TEST(MjrefReplayTest, ParseRecordsOfEitherKind) {
  const Played a = PlayGame(2, false), b = PlayGame(3, true);
  absl::StatusOr<std::vector<GameRecord>> jsonl =
      ParseRecords(RecordJson(a.record) + "\n" + RecordJson(b.record) + "\n");
  ASSERT_TRUE(jsonl.ok()) << jsonl.status();
  ASSERT_EQ(jsonl->size(), 2u);
  EXPECT_TRUE((*jsonl)[1].stable_draws);
  absl::StatusOr<std::vector<GameRecord>> text = ParseRecords(RecordText(a.record));
  ASSERT_TRUE(text.ok());
  EXPECT_EQ(text->size(), 1u);
  EXPECT_FALSE(ParseRecords("hello\n").ok());
  EXPECT_THAT(std::string(ParseRecords("{\"game\":1}\n").status().message()),
              HasSubstr("line 1: not a game record"));
}

TEST(MjrefJsonValueTest, Parses) {
  absl::StatusOr<JsonValue> j = ParseJson(
      R"( {"a": [1, -2.5e1, "x\n\u00e9\ud83c\udc04"], "b": {"c": true, "d": null}, "s": "18446744073709551615"} )");
  ASSERT_TRUE(j.ok()) << j.status();
  const JsonValue& a = *j->Find("a");
  ASSERT_EQ(a.items.size(), 3u);
  EXPECT_EQ(a.items[0].number, 1);
  EXPECT_EQ(a.items[1].number, -25);
  EXPECT_EQ(a.items[2].text, "x\n\xc3\xa9\xf0\x9f\x80\x84");
  EXPECT_TRUE(j->Find("b")->BoolOr("c", false));
  EXPECT_EQ(j->Find("b")->Find("d")->type, JsonValue::Type::kNull);
  EXPECT_EQ(j->StringOr("s", ""), "18446744073709551615");
  EXPECT_EQ(j->IntOr("missing", 7), 7);
  for (const char* bad : {"", "{", "[1,]", "{\"a\" 1}", "\"abc", "tru", "1 2", "{\"a\":01x}"}) {
    EXPECT_FALSE(ParseJson(bad).ok()) << bad;
  }
}

}  // namespace
}  // namespace mj16::mjref
