// `mjref play` end to end in-process: the server on a free loopback port, two whole games played
// through HTTP by cpp-httplib's client answering each question with its first legal answer
// or its last in turn (after an illegal and a stale answer, both refused), the live events read,
// and the records in
// --log-dir checked as `mjref verify` and `mjref replay` read them; and the server's refusals.
#include <gtest/gtest.h>
#include <httplib.h>

#include <chrono>
#include <filesystem>
#include <future>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "tools/common/json_value.h"
#include "tools/mjref/bots/bots.h"
#include "tools/mjref/play/play_command.h"
#include "tools/mjref/play/server.h"
#include "tools/mjref/play/web_seat.h"
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
  return absl::StrCat("{\"question\": ", question, ", \"answer\": \"", answer,
                      "\", \"tab\": \"e2e\"}");
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

// What a page of another site may send through the person's browser is refused, and so is an
// answer not sent as JSON or naming no tab; a viewer beyond the streams allowed is answered at once
// while the table is still served.
TEST(PlayServerE2eTest, RefusesOtherSitesBadAnswersAndViewersBeyondTheLimit) {
  WebSeat seat(1, 1);
  PlayServer server(seat, nullptr);
  server.set_max_streams(2);
  const absl::StatusOr<int> port = server.Bind("127.0.0.1", 0);
  ASSERT_TRUE(port.ok()) << port.status();
  std::thread listener([&] { server.Listen(); });
  httplib::Client client("127.0.0.1", *port);
  client.set_read_timeout(2, 0);  // a hang fails the request
  const std::string body = AnswerBody(1, "throw 5z");

  const httplib::Headers foreign = {{"Origin", "http://evil.example"}};
  EXPECT_EQ(client.Post("/answer", foreign, body, "application/json")->status, 403);
  EXPECT_EQ(client.Post("/answer", foreign, body, "text/plain")->status, 403);
  EXPECT_EQ(client.Get("/events?tab=evil", foreign)->status, 403);
  // Another site's name resolved to loopback: its own name as Host.
  EXPECT_EQ(client.Get("/state", {{"Host", absl::StrCat("evil.example:", *port)}})->status, 403);
  // The page's own origin passes, under either loopback name (no question is open: 409).
  for (const char* own : {"http://127.0.0.1:", "http://localhost:"}) {
    const httplib::Headers origin = {{"Origin", absl::StrCat(own, *port)}};
    EXPECT_EQ(client.Post("/answer", origin, body, "application/json")->status, 409) << own;
  }
  // The request a browser sends without asking first, text/plain: refused.
  EXPECT_EQ(client.Post("/answer", body, "text/plain")->status, 415);
  httplib::Result untabbed =
      client.Post("/answer", "{\"question\": 1, \"answer\": \"throw 5z\"}", "application/json");
  ASSERT_TRUE(untabbed);
  EXPECT_EQ(untabbed->status, 400);
  EXPECT_TRUE(absl::StrContains(untabbed->body, "tab")) << untabbed->body;

  // Two streams open, as many as allowed; a third viewer is refused at once.
  std::vector<std::promise<void>> opened(2);
  std::vector<std::future<void>> open;
  for (auto& o : opened) open.push_back(o.get_future());
  std::vector<std::thread> viewers;
  for (int i = 0; i < 2; ++i) {
    viewers.emplace_back([&, i] {
      httplib::Client viewer("127.0.0.1", *port);
      bool first = true;
      viewer.Get(absl::StrCat("/events?tab=v", i), [&](const char*, size_t) {
        if (std::exchange(first, false)) opened[i].set_value();
        return true;
      });
    });
  }
  for (auto& o : open) o.wait();
  httplib::Result third = client.Get("/events?tab=v3");
  ASSERT_TRUE(third) << "the viewer beyond the limit was not answered";
  EXPECT_EQ(third->status, 503);
  EXPECT_TRUE(absl::StrContains(third->body, "too many pages open")) << third->body;
  EXPECT_EQ(client.Get("/state")->status, 200);

  seat.Stop();  // the streams send the last state and end
  for (std::thread& v : viewers) v.join();
  server.Stop();
  listener.join();
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
