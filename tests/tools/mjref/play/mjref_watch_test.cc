// `mjref match --watch`'s table (tools/mjref/play/watch.h): a match's games told to it through
// watched players (run/watcher.h) show every seat's own hand and the public events; a game over
// moves on to the results and the points by program; the match over ends the event streams; and
// watching changes no game.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "tools/common/json_value.h"
#include "tools/mjref/play/watch.h"
#include "tools/mjref/run/match.h"
#include "tools/mjref/run/watcher.h"
#include "tools/players/builtin_random.h"

namespace mj16::mjref {
namespace {

JsonValue Parse(const std::string& text) {
  absl::StatusOr<JsonValue> v = ParseJson(text);
  EXPECT_TRUE(v.ok()) << text;
  return v.ok() ? *v : JsonValue();
}

// Passes everything on to the table, and keeps its state at the `at`th message of game 1.
class Snapshot : public MatchWatcher {
 public:
  Snapshot(MatchTable& table, int at) : table_(table), at_(at) {}
  void Seated(int game, int seat, const std::string& name) override {
    table_.Seated(game, seat, name);
  }
  void Told(int game, int seat, const Message& m) override {
    table_.Told(game, seat, m);
    if (game == 0 && ++told_ == at_) mid_game_ = table_.StateJson();
  }
  void GameOver(const GameRecord& r) override { table_.GameOver(r); }
  void MatchOver() override { table_.MatchOver(); }
  const std::string& mid_game() const { return mid_game_; }

 private:
  MatchTable& table_;
  int at_;
  int told_ = 0;
  std::string mid_game_;
};

// builtin:random unseeded and seeded: two programs.
std::vector<std::unique_ptr<PlayerFactory>> TwoRandomPrograms() {
  std::vector<std::unique_ptr<PlayerFactory>> random;
  for (int k = 0; k < 2; ++k) {
    absl::StatusOr<std::unique_ptr<PlayerFactory>> p =
        k == 0 ? MakeRandomProgram("random", {}) : MakeRandomProgram("random", {{"seed", "3"}});
    EXPECT_TRUE(p.ok()) << p.status();
    random.push_back(*std::move(p));
  }
  return random;
}

TEST(MatchTableTest, ShowsEveryHandThenTheResultsByProgram) {
  std::vector<std::unique_ptr<PlayerFactory>> random = TwoRandomPrograms();
  MatchTable table;
  Snapshot snapshot(table, 300);
  const std::vector<std::string> names = {"A", "B", "C", "D"};
  std::vector<std::unique_ptr<PlayerFactory>> watched;
  for (int s = 0; s < 4; ++s) watched.push_back(Watched(*random[s % 2], names[s], snapshot));
  MatchConfig config;
  config.games = 3;
  int version = table.WaitForChange(-1, std::chrono::milliseconds(0));
  const MatchResult result =
      RunMatch(config, {watched[0].get(), watched[1].get(), watched[2].get(), watched[3].get()},
               [&](const GameRecord& r) { snapshot.GameOver(r); });
  EXPECT_GT(table.WaitForChange(version, std::chrono::milliseconds(0)), version);

  // Mid-game: the seats by name, each with its own hand (its count the concealed count).
  const JsonValue mid = Parse(snapshot.mid_game());
  EXPECT_TRUE(mid.BoolOr("watch", false));
  EXPECT_EQ(mid.IntOr("game", 0), 1);
  EXPECT_EQ(mid.IntOr("seat", -1), 0);
  EXPECT_EQ(mid.Find("names")->items.at(2).text, "C");
  EXPECT_EQ(mid.Find("question")->type, JsonValue::Type::kNull);
  ASSERT_EQ(mid.Find("seats")->items.size(), 4u);
  for (const JsonValue& seat : mid.Find("seats")->items) {
    const JsonValue* hand = seat.Find("hand");
    ASSERT_NE(hand, nullptr);
    EXPECT_FALSE(hand->items.empty());
    EXPECT_EQ(static_cast<long long>(hand->items.size()), seat.IntOr("concealed", -1));
  }
  // Nobody's draw is an event.
  for (const JsonValue& e : mid.Find("events")->items) {
    EXPECT_EQ(e.text.find(" draw"), std::string::npos) << e.text;
  }

  // Over: no game in progress, the last result, the points by program adding up to nothing.
  table.MatchOver();
  EXPECT_TRUE(table.stopped());
  const JsonValue end = Parse(table.StateJson());
  EXPECT_TRUE(end.BoolOr("over", false));
  EXPECT_EQ(end.IntOr("finished", 0), 3);
  EXPECT_EQ(end.IntOr("in_progress", -1), 0);
  EXPECT_EQ(end.Find("result")->IntOr("game", 0), 3);
  long long sum = 0;
  ASSERT_EQ(end.Find("totals")->items.size(), 4u);
  for (const JsonValue& t : end.Find("totals")->items) sum += t.IntOr("points", 0);
  EXPECT_EQ(sum, 0);
  EXPECT_EQ(result.games, 3);
}

TEST(MatchTableTest, WatchingChangesNoGame) {
  std::vector<std::unique_ptr<PlayerFactory>> random = TwoRandomPrograms();
  MatchTable table;
  std::vector<std::unique_ptr<PlayerFactory>> watched;
  for (int s = 0; s < 4; ++s) watched.push_back(Watched(*random[s % 2], "r", table));
  MatchConfig config;
  config.games = 8;
  std::vector<GameRecord> seen, unseen;
  RunMatch(config, {watched[0].get(), watched[1].get(), watched[2].get(), watched[3].get()},
           [&](const GameRecord& r) { seen.push_back(r); });
  RunMatch(config, {random[0].get(), random[1].get(), random[0].get(), random[1].get()},
           [&](const GameRecord& r) { unseen.push_back(r); });
  ASSERT_EQ(seen.size(), 8u);
  ASSERT_EQ(unseen.size(), 8u);
  ASSERT_FALSE(seen[0].transcript.empty());
  for (size_t g = 0; g < seen.size(); ++g) {
    EXPECT_EQ(seen[g].scores, unseen[g].scores) << g;
    ASSERT_EQ(seen[g].transcript.size(), unseen[g].transcript.size()) << g;
    for (size_t i = 0; i < seen[g].transcript.size(); ++i) {
      EXPECT_EQ(seen[g].transcript[i].text, unseen[g].transcript[i].text) << g << ":" << i;
    }
  }
}

}  // namespace
}  // namespace mj16::mjref
