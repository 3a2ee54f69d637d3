// `mjref play` end to end in-process: the server on a free loopback port, two whole games played
// through HTTP by cpp-httplib's client answering each question with its first legal answer
// or its last in turn (after an illegal and a stale answer, both refused), the live events read,
// and the records in
// --log-dir checked as `mjref verify` and `mjref replay` read them.
#include <gtest/gtest.h>
#include <httplib.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "tools/common/json_value.h"
#include "tools/mjref/bots/bots.h"
#include "tools/mjref/play/play_command.h"
#include "tools/mjref/records/record_parse.h"
#include "tools/mjref/records/replay.h"
#include "tools/mjref/records/verify.h"
#include "tools/players/builtin_random.h"

namespace mj16::mjref {
namespace {

const bool kRegistered = (RegisterBuiltin("random", MakeRandomProgram), true);

JsonValue Parse(const std::string& text) {
  absl::StatusOr<JsonValue> v = ParseJson(text);
  EXPECT_TRUE(v.ok()) << text;
  return v.ok() ? *v : JsonValue();
}

std::string AnswerBody(long long question, const std::string& answer) {
  return absl::StrCat("{\"question\": ", question, ", \"answer\": \"", answer, "\"}");
}

TEST(PlayE2eTest, TwoGamesThroughHttpLeaveVerifiableRecords) {
  ASSERT_TRUE(kRegistered);
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / absl::StrCat("mjref_play_e2e_", getpid());
  std::filesystem::remove_all(dir);
  absl::StatusOr<PlayArgs> args =
      ParsePlayArgs({"--bot", "builtin:random", "--bot", "builtin:random:seed=5", "--bot",
                     "builtin:random", "--seat", "2", "--games", "2", "--seed", "7", "--delay", "0",
                     "--log-dir", dir.string(), "--review-playouts", "20"});
  ASSERT_TRUE(args.ok()) << args.status();
  absl::StatusOr<std::unique_ptr<PlaySession>> session = PlaySession::Start(*args);
  ASSERT_TRUE(session.ok()) << session.status();
  ASSERT_GT((*session)->port(), 0);
  EXPECT_EQ((*session)->url(), absl::StrCat("http://127.0.0.1:", (*session)->port(), "/"));

  httplib::Client client("127.0.0.1", (*session)->port());
  client.set_read_timeout(10, 0);
  // The page and its assets; nothing else.
  httplib::Result page = client.Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_TRUE(absl::StrContains(page->body, "/page.js"));
  EXPECT_EQ(client.Get("/page.js")->status, 200);
  EXPECT_EQ(client.Get("/page.css")->status, 200);
  EXPECT_EQ(client.Get("/../CMakeLists.txt")->status, 404);
  EXPECT_EQ(client.Get("/etc/passwd")->status, 404);

  // The live events: the first comes at once with the whole state.
  std::string first_event;
  httplib::Client events("127.0.0.1", (*session)->port());
  events.Get("/events", [&](const char* data, size_t size) {
    first_event.append(data, size);
    return first_event.find("\n\n") == std::string::npos;  // one event, then hang up
  });
  EXPECT_TRUE(absl::StartsWith(first_event, "data: {\"seat\":2")) << first_event;

  int answered = 0, refused = 0;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(15);
  for (;;) {
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "the games did not end";
    httplib::Result res = client.Get("/state");
    ASSERT_TRUE(res);
    const JsonValue state = Parse(res->body);
    EXPECT_EQ(state.IntOr("seat", 0), 2);
    if (state.BoolOr("over", false)) break;
    const JsonValue* q = state.Find("question");
    if (q == nullptr || q->type != JsonValue::Type::kObject) {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
      continue;
    }
    const long long id = q->IntOr("id", 0);
    // Passing where it may, or the last answer (a claim, a win), in turn: every kind is played.
    const std::vector<JsonValue>& legal = q->Find("answers")->items;
    const std::string first = (answered % 2 == 0 ? legal.front() : legal.back()).text;
    if (refused == 0) {
      // An answer not on the list, and one to another question: refused, the question open.
      httplib::Result bad = client.Post("/answer", AnswerBody(id, "kong 1z"), "application/json");
      ASSERT_TRUE(bad);
      EXPECT_EQ(bad->status, 400);
      EXPECT_TRUE(absl::StrContains(Parse(bad->body).StringOr("error", ""), "not a legal"));
      httplib::Result stale = client.Post("/answer", AnswerBody(id - 1, first), "application/json");
      ASSERT_TRUE(stale);
      EXPECT_EQ(stale->status, 409);
      EXPECT_FALSE(Parse(stale->body).StringOr("error", "").empty());
      EXPECT_EQ(client.Post("/answer", "not json", "application/json")->status, 400);
      const JsonValue again = Parse(client.Get("/state")->body);
      EXPECT_EQ(again.Find("question")->IntOr("id", 0), id);
      refused = 3;
    }
    httplib::Result ok = client.Post("/answer", AnswerBody(id, first), "application/json");
    ASSERT_TRUE(ok);
    ASSERT_EQ(ok->status, 200) << ok->body;
    // Answered: the same answer again is stale.
    if (answered == 0) {
      EXPECT_EQ(client.Post("/answer", AnswerBody(id, first), "application/json")->status, 409);
    }
    ++answered;
  }
  (*session)->WaitGamesOver();
  EXPECT_GT(answered, 10);
  const JsonValue last = Parse(client.Get("/state")->body);
  ASSERT_EQ(last.Find("result")->type, JsonValue::Type::kObject);
  EXPECT_EQ(last.Find("result")->IntOr("game", 0), 2);
  // The review of the person's seat, one click from the result; a game not played: 404.
  httplib::Result review = client.Get("/review/1");
  ASSERT_TRUE(review);
  EXPECT_EQ(review->status, 200);
  EXPECT_TRUE(absl::StrContains(review->body, "mjref play: the review of game 1"));
  EXPECT_EQ(client.Get("/review/3")->status, 404);
  EXPECT_EQ(client.Get("/review/x")->status, 404);
  (*session)->Stop();

  // The records: the person's seat named, no fault, and every game the same when played again.
  absl::StatusOr<std::vector<GameRecord>> records = ReadRecordFile((dir / "games.jsonl").string());
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 2u);
  for (const GameRecord& r : *records) {
    EXPECT_EQ(r.names[1], "human");
    EXPECT_TRUE(r.faults.empty()) << r.faults.front().reason;
    const Verdict v = VerifyRecord(r);
    EXPECT_TRUE(v.same) << v.message;
    EXPECT_TRUE(ReplayText(r).ok());
  }
  absl::StatusOr<std::vector<GameRecord>> log = ReadRecordFile((dir / "game-00001.log").string());
  ASSERT_TRUE(log.ok()) << log.status();
  EXPECT_TRUE(VerifyRecord(log->at(0)).same);
  std::filesystem::remove_all(dir);
}

// Ctrl-C in the middle of a game: the games finished before are in the record, whole.
TEST(PlayE2eTest, StoppedMidGameTheFinishedGamesAreRecorded) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / absl::StrCat("mjref_play_stop_", getpid());
  std::filesystem::remove_all(dir);
  absl::StatusOr<PlayArgs> args =
      ParsePlayArgs({"--bot", "builtin:random", "--bot", "builtin:random", "--bot",
                     "builtin:random", "--games", "3", "--delay", "0", "--log-dir", dir.string()});
  ASSERT_TRUE(args.ok()) << args.status();
  absl::StatusOr<std::unique_ptr<PlaySession>> session = PlaySession::Start(*args);
  ASSERT_TRUE(session.ok()) << session.status();
  httplib::Client client("127.0.0.1", (*session)->port());
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(15);
  int questions_in_game_2 = 0;
  while (questions_in_game_2 < 3) {
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "game 2 did not start";
    const JsonValue state = Parse(client.Get("/state")->body);
    const JsonValue* q = state.Find("question");
    if (q == nullptr || q->type != JsonValue::Type::kObject) continue;
    if (state.IntOr("game", 0) == 2 && q->StringOr("ask", "") != "next") ++questions_in_game_2;
    client.Post("/answer", AnswerBody(q->IntOr("id", 0), q->Find("answers")->items.front().text),
                "application/json");
  }
  (*session)->Stop();
  absl::StatusOr<std::vector<GameRecord>> records = ReadRecordFile((dir / "games.jsonl").string());
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_GE(records->size(), 1u);
  EXPECT_TRUE(records->front().faults.empty());
  for (const GameRecord& r : *records) EXPECT_TRUE(VerifyRecord(r).same);
  std::filesystem::remove_all(dir);
}

TEST(PlayE2eTest, BadArgumentsAreRefused) {
  EXPECT_FALSE(ParsePlayArgs({"--bot", "builtin:random"}).ok());
  EXPECT_FALSE(ParsePlayArgs({"--bot", "a", "--bot", "b", "--bot", "c", "--seat", "5"}).ok());
  EXPECT_FALSE(ParsePlayArgs({"--bot", "a", "--bot", "b", "--bot", "c", "--nope", "1"}).ok());
  absl::StatusOr<PlayArgs> a =
      ParsePlayArgs({"--bot=a", "--bot", "b", "--bot", "c", "--port=8080", "--delay", "0"});
  ASSERT_TRUE(a.ok()) << a.status();
  EXPECT_EQ(a->port, 8080);
  EXPECT_EQ(a->host, "127.0.0.1");
  EXPECT_EQ(a->delay_ms, 0);
  EXPECT_EQ(a->clock.away, std::chrono::seconds(30));
  absl::StatusOr<PlayArgs> b =
      ParsePlayArgs({"--bot=a", "--bot=b", "--bot=c", "--away", "wait", "--answer-time", "12.5"});
  ASSERT_TRUE(b.ok()) << b.status();
  EXPECT_FALSE(b->clock.away.has_value());
  EXPECT_EQ(b->clock.limit, std::chrono::milliseconds(12500));
  EXPECT_FALSE(ParsePlayArgs({"--bot=a", "--bot=b", "--bot=c", "--away", "-1"}).ok());
  EXPECT_FALSE(ParsePlayArgs({"--bot=a", "--bot=b", "--bot=c", "--answer-time", "soon"}).ok());
}

}  // namespace
}  // namespace mj16::mjref
