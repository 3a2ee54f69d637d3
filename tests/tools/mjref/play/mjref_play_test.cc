// mjref play's person seat (tools/mjref/play/web_seat.h) and the page's JSON (table_json.h): the
// question is offered with its legal answers only; an illegal answer is refused and the question
// stays open; an answer to a question no longer open is refused as stale; stopping unblocks.
#include <gtest/gtest.h>

#include <future>
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "core/protocol.h"
#include "tools/common/json_value.h"
#include "tools/mjref/play/server.h"
#include "tools/mjref/play/table_json.h"
#include "tools/mjref/play/web_seat.h"

namespace mj16::mjref {
namespace {

Message M(const std::string& line) {
  absl::StatusOr<Message> m = ParseMessage(line);
  EXPECT_TRUE(m.ok()) << line;
  return *m;
}

// The seat as dealer in position 1 with 123456789m 123456s 1p and a red dragon: its throw.
void Deal(WebSeat& seat) {
  seat.SetNames({"human", "bot A", "bot B", "bot C"});
  seat.Tell(M("/start MJ 1 human"));
  seat.Tell(M("/initGame EAST EAST 1 1 0"));
  seat.Tell(M("/initCard 111 121 131 141 151 161 171 181 191 211 221 231 241 251 261 311 451"));
}

JsonValue State(const WebSeat& seat) {
  absl::StatusOr<JsonValue> v = ParseJson(seat.StateJson());
  EXPECT_TRUE(v.ok()) << seat.StateJson();
  return *v;
}

// Waits for the question the game thread opens (woken by each change of the state); its id.
int OpenQuestionId(const WebSeat& seat) {
  for (int seen = -1;;) {
    const JsonValue s = State(seat);
    const JsonValue* q = s.Find("question");
    if (q != nullptr && q->type == JsonValue::Type::kObject)
      return static_cast<int>(q->IntOr("id", 0));
    const int version = seat.WaitForChange(seen, std::chrono::seconds(30));
    if (version == seen) break;  // a safety net for a broken seat, not a timing
    seen = version;
  }
  ADD_FAILURE() << "no question opened";
  return 0;
}

// The time as the test moves it: the seat's wait for a time ends when the test moves past it.
class FakeTime : public SeatTime {
 public:
  Clock::time_point Now() const override { return now_; }
  void WaitUntil(std::condition_variable& changed, std::unique_lock<std::mutex>& lock,
                 Clock::time_point) const override {
    changed_ = &changed;
    mu_ = lock.mutex();
    changed.wait(lock);
  }
  // Call once the seat has waited for a time (a question open with a deadline): under the seat's
  // lock, so that the seat, which reads the time under it before each wait, misses no move.
  void Advance(std::chrono::milliseconds by) {
    std::lock_guard<std::mutex> lock(*mu_);
    now_ += by;
    changed_->notify_all();
  }

 private:
  Clock::time_point now_ = Clock::time_point() + std::chrono::hours(1);
  mutable std::condition_variable* changed_ = nullptr;
  mutable std::mutex* mu_ = nullptr;
};

TEST(WebSeatTest, OffersTheLegalAnswersAndRefusesIllegalAndStaleOnes) {
  WebSeat seat(1, 1);
  Deal(seat);
  std::future<absl::StatusOr<Action>> decided =
      std::async(std::launch::async, [&] { return seat.Decide(M("/ask throw")); });
  const int id = OpenQuestionId(seat);
  ASSERT_GT(id, 0);
  const JsonValue s = State(seat);
  const JsonValue& q = *s.Find("question");
  EXPECT_EQ(q.StringOr("ask", ""), "throw");
  std::vector<std::string> answers;
  for (const JsonValue& a : q.Find("answers")->items) answers.push_back(a.text);
  // One throw per kind held: 9 + 6 + 1 + 1.
  EXPECT_EQ(answers.size(), 17u);
  EXPECT_NE(std::find(answers.begin(), answers.end(), "throw 5z"), answers.end());
  EXPECT_EQ(std::find(answers.begin(), answers.end(), "throw 9p"), answers.end());
  // The hand, sorted, as tiles in notation; the others' hands are not there.
  ASSERT_EQ(s.Find("hand")->items.size(), 17u);
  EXPECT_EQ(s.Find("hand")->items.front().text, "1m");
  EXPECT_EQ(s.Find("hand")->items.back().text, "5z");
  EXPECT_EQ(s.IntOr("dealer", 0), 1);

  // Illegal: refused, the question stays open.
  absl::Status illegal = seat.Answer(id, "throw 9p", "tab");
  EXPECT_TRUE(absl::IsInvalidArgument(illegal)) << illegal;
  EXPECT_TRUE(absl::StrContains(illegal.message(), "not a legal answer"));
  EXPECT_TRUE(absl::IsInvalidArgument(seat.Answer(id, "win", "tab")));
  EXPECT_EQ(OpenQuestionId(seat), id);
  // Another question's number: stale.
  EXPECT_TRUE(absl::IsFailedPrecondition(seat.Answer(id + 1, "throw 5z", "tab")));
  // An answer that names no tab, with no page open: refused all the same.
  const absl::Status unnamed = seat.Answer(id, "throw 5z", "");
  EXPECT_TRUE(absl::IsInvalidArgument(unnamed)) << unnamed;
  EXPECT_EQ(OpenQuestionId(seat), id);

  // Legal: the game thread gets the card of that kind.
  ASSERT_TRUE(seat.Answer(id, "throw 5z", "tab").ok());
  const absl::StatusOr<Action> action = decided.get();
  ASSERT_TRUE(action.ok()) << action.status();
  EXPECT_EQ(action->type, ActionType::kThrow);
  EXPECT_EQ(action->cards[0], 451);
  // Answered already: the same answer again is stale.
  EXPECT_TRUE(absl::IsFailedPrecondition(seat.Answer(id, "throw 5z", "tab")));
  EXPECT_EQ(State(seat).Find("question")->type, JsonValue::Type::kNull);
}

TEST(WebSeatTest, OffersEveryChowAndShowsTheChosenOne) {
  WebSeat seat(2, 1);
  seat.SetNames({"bot A", "human", "bot B", "bot C"});
  seat.Tell(M("/start MJ 2 human"));
  seat.Tell(M("/initGame EAST EAST 1 1 0"));
  // 3m 4m 6m 7m and twelve others; the left player (1) lets 5m go.
  seat.Tell(M("/initCard 131 141 161 171 211 221 231 241 251 261 271 281 291 311 321 331"));
  seat.Tell(M("/throw 1 151"));
  std::future<absl::StatusOr<Action>> decided =
      std::async(std::launch::async, [&] { return seat.Decide(M("/ask eat")); });
  const int id = OpenQuestionId(seat);
  std::vector<std::string> answers;
  const JsonValue state = State(seat);  // kept: the loop reads into it
  for (const JsonValue& a : state.Find("question")->Find("answers")->items) {
    answers.push_back(a.text);
  }
  EXPECT_EQ(answers, (std::vector<std::string>{"pass", "chow 345m", "chow 456m", "chow 567m"}));
  EXPECT_EQ(State(seat).Find("last_discard")->StringOr("tile", ""), "5m");
  const absl::Status answered = seat.Answer(id, "chow 456m", "tab");
  if (!answered.ok()) seat.Stop();  // so that the game's thread does not wait for ever
  ASSERT_TRUE(answered.ok()) << answered;
  const absl::StatusOr<Action> action = decided.get();
  ASSERT_TRUE(action.ok()) << action.status();
  EXPECT_EQ(action->type, ActionType::kChow);
  EXPECT_EQ(FormatAnswer(*action), "/eat 141 161");
}

TEST(WebSeatTest, StoppingUnblocksAQuestionAndTheEventWait) {
  WebSeat seat(1, 1);
  Deal(seat);
  std::future<absl::StatusOr<Action>> decided =
      std::async(std::launch::async, [&] { return seat.Decide(M("/ask throw")); });
  const int id = OpenQuestionId(seat);
  const int version = seat.WaitForChange(-1, std::chrono::milliseconds(0));
  seat.Stop();
  EXPECT_TRUE(absl::IsUnavailable(decided.get().status()));
  EXPECT_TRUE(absl::IsFailedPrecondition(seat.Answer(id, "throw 5z", "tab")));
  EXPECT_GT(seat.WaitForChange(version, std::chrono::seconds(5)), version);
  EXPECT_TRUE(State(seat).BoolOr("over", false));
}

TEST(WebSeatTest, TellsEventsAsTheSeatSawThem) {
  WebSeat seat(1, 1);
  Deal(seat);
  seat.Tell(M("/throw 1 451"));
  seat.Tell(M("/pong 3 452 453 451"));
  const JsonValue s = State(seat);
  std::vector<std::string> events;
  for (const JsonValue& e : s.Find("events")->items) events.push_back(e.text);
  ASSERT_GE(events.size(), 2u);
  EXPECT_EQ(events[events.size() - 2], "you discard 5z");
  EXPECT_EQ(events.back(), "bot B pungs pung:555z from you");  // the replay's words
  EXPECT_EQ(s.IntOr("turn", 0), 3);
  const JsonValue& b = s.Find("seats")->items[2];
  ASSERT_EQ(b.Find("melds")->items.size(), 1u);
  EXPECT_EQ(b.Find("melds")->items[0].StringOr("type", ""), "pung");
  EXPECT_TRUE(s.Find("seats")->items[0].Find("discards")->items[0].BoolOr("claimed", false));
}

TEST(WebSeatTest, DefaultAnswerTakesAWinThrowsTheDrawnTileOrPasses) {
  EXPECT_EQ(DefaultAnswer({"pass", "win"}, ""), "win");
  EXPECT_EQ(DefaultAnswer({"throw 1m", "throw 5z", "throw 9s", "kong 1m"}, "5z"), "throw 5z");
  // The drawn tile not to be thrown (a claim's throw): the last of the hand.
  EXPECT_EQ(DefaultAnswer({"throw 1m", "throw 9s", "kong 1m"}, ""), "throw 9s");
  EXPECT_EQ(DefaultAnswer({"pass", "chow 345m", "pung 5m"}, ""), "pass");
}

TEST(WebSeatTest, WithNoPageOpenTheQuestionIsAnsweredByDefaultAfterAway) {
  SeatClock clock;
  clock.away = std::chrono::milliseconds(0);
  FakeTime time;
  WebSeat seat(1, 1, clock, time);
  Deal(seat);
  seat.Tell(M("/mo 452"));
  const absl::StatusOr<Action> action = seat.Decide(M("/ask throw"));
  ASSERT_TRUE(action.ok()) << action.status();
  EXPECT_EQ(FormatAnswer(*action), "/throw 452");  // the tile just drawn
  const JsonValue s = State(seat);
  EXPECT_EQ(s.Find("question")->type, JsonValue::Type::kNull);
  EXPECT_EQ(s.Find("events")->items.back().text, "no page open: throw 5z played for you");
}

TEST(WebSeatTest, AwayCountsFromWhenTheLastPageClosed) {
  SeatClock clock;
  clock.away = std::chrono::seconds(30);
  FakeTime time;
  WebSeat seat(1, 1, clock, time);
  Deal(seat);
  std::future<absl::StatusOr<Action>> decided =
      std::async(std::launch::async, [&] { return seat.Decide(M("/ask throw")); });
  const int id = OpenQuestionId(seat);  // no page open: the seat waits for `away`
  seat.Connect("tab1");
  time.Advance(std::chrono::seconds(60));  // a page is open: nothing is played for the person
  EXPECT_EQ(OpenQuestionId(seat), id);
  seat.Disconnect("tab1");
  time.Advance(std::chrono::milliseconds(29999));
  EXPECT_EQ(OpenQuestionId(seat), id);
  time.Advance(std::chrono::milliseconds(1));
  const absl::StatusOr<Action> action = decided.get();
  ASSERT_TRUE(action.ok()) << action.status();
  EXPECT_EQ(State(seat).Find("events")->items.back().text, "no page open: throw 5z played for you");
}

TEST(WebSeatTest, AnOpenPageKeepsTheQuestionOpenUntilTheLimit) {
  SeatClock clock;
  clock.away = std::chrono::milliseconds(0);
  clock.limit = std::chrono::milliseconds(2000);
  FakeTime time;
  WebSeat seat(1, 1, clock, time);
  Deal(seat);
  seat.Connect("tab1");
  std::future<absl::StatusOr<Action>> decided =
      std::async(std::launch::async, [&] { return seat.Decide(M("/ask throw")); });
  const int id = OpenQuestionId(seat);
  // A page is open: not answered by `away`; the time left is shown.
  const JsonValue s = State(seat);
  EXPECT_EQ(s.Find("question")->IntOr("ms_left", -1), 2000);
  EXPECT_EQ(s.StringOr("owner", ""), "tab1");
  time.Advance(std::chrono::milliseconds(1999));
  EXPECT_EQ(OpenQuestionId(seat), id);
  EXPECT_EQ(State(seat).Find("question")->IntOr("ms_left", -1), 1);
  time.Advance(std::chrono::milliseconds(1));
  const absl::StatusOr<Action> action = decided.get();
  ASSERT_TRUE(action.ok()) << action.status();
  EXPECT_EQ(FormatAnswer(*action), "/throw 451");  // the last of the hand: nothing was drawn
  EXPECT_EQ(State(seat).Find("events")->items.back().text, "time is up: throw 5z played for you");
}

TEST(WebSeatTest, TheTabOpenedLastPlaysTheSeat) {
  SeatClock clock;
  clock.away.reset();  // wait for a page
  WebSeat seat(1, 1, clock);
  Deal(seat);
  seat.Connect("old");
  seat.Connect("new");
  std::future<absl::StatusOr<Action>> decided =
      std::async(std::launch::async, [&] { return seat.Decide(M("/ask throw")); });
  const int id = OpenQuestionId(seat);
  const absl::Status refused = seat.Answer(id, "throw 5z", "old");
  EXPECT_TRUE(absl::IsFailedPrecondition(refused)) << refused;
  EXPECT_TRUE(absl::StrContains(refused.message(), "another tab"));
  EXPECT_EQ(OpenQuestionId(seat), id);
  // The new tab closes: the old one may answer again.
  seat.Disconnect("new");
  const absl::Status answered = seat.Answer(id, "throw 5z", "old");
  if (!answered.ok()) seat.Stop();
  ASSERT_TRUE(answered.ok()) << answered;
  EXPECT_TRUE(decided.get().ok());
}

TEST(PlayServerTest, OnlyTheServersOwnPageIsServed) {
  const auto allowed = [](absl::string_view origin, absl::string_view host_header,
                          const std::string& host) {
    return RequestAllowed(origin, host_header, host, 8080);
  };
  // No Origin (the page's own GETs, scripts): served.
  EXPECT_TRUE(allowed("", "127.0.0.1:8080", "127.0.0.1"));
  EXPECT_TRUE(allowed("", "", "127.0.0.1"));
  // Loopback: any loopback name of the port, as the person may type it.
  EXPECT_TRUE(allowed("http://127.0.0.1:8080", "127.0.0.1:8080", "127.0.0.1"));
  EXPECT_TRUE(allowed("http://localhost:8080", "localhost:8080", "127.0.0.1"));
  EXPECT_TRUE(allowed("http://[::1]:8080", "[::1]:8080", "localhost"));
  EXPECT_FALSE(allowed("http://127.0.0.1:8081", "127.0.0.1:8080", "127.0.0.1"));
  EXPECT_FALSE(allowed("https://127.0.0.1:8080", "127.0.0.1:8080", "127.0.0.1"));
  EXPECT_FALSE(allowed("http://evil.example", "127.0.0.1:8080", "127.0.0.1"));
  EXPECT_FALSE(allowed("null", "127.0.0.1:8080", "127.0.0.1"));
  // A name of another site resolved to loopback: refused, with or without an Origin.
  EXPECT_FALSE(allowed("http://evil.example:8080", "evil.example:8080", "127.0.0.1"));
  EXPECT_FALSE(allowed("", "evil.example:8080", "127.0.0.1"));
  // A named address: that one only.
  EXPECT_TRUE(allowed("http://192.168.1.5:8080", "192.168.1.5:8080", "192.168.1.5"));
  EXPECT_FALSE(allowed("http://localhost:8080", "localhost:8080", "192.168.1.5"));
  // Every address: also the one the request was sent to.
  EXPECT_TRUE(allowed("http://box.lan:8080", "box.lan:8080", "0.0.0.0"));
  EXPECT_TRUE(allowed("http://localhost:8080", "box.lan:8080", "0.0.0.0"));
  EXPECT_FALSE(allowed("http://evil.example", "box.lan:8080", "0.0.0.0"));
  // Port 80: the port left out, as browsers write it.
  EXPECT_TRUE(RequestAllowed("http://localhost", "localhost", "127.0.0.1", 80));
}

TEST(PlayServerTest, ListeningBeyondLoopbackWarnsWhatItExposes) {
  EXPECT_EQ(ExposureWarning("127.0.0.1"), "");
  EXPECT_EQ(ExposureWarning("::1"), "");
  EXPECT_EQ(ExposureWarning("localhost"), "");
  EXPECT_EQ(ExposureWarning("0.0.0.0"),
            "mjref: warning: listening on 0.0.0.0, not on this machine only: anyone who can reach "
            "the port sees the table, and in mjref play can answer for you");
  EXPECT_TRUE(absl::StrContains(ExposureWarning("192.168.1.5"), "anyone who can reach"));
}

TEST(TableJsonTest, ResultShowsEveryWinWithItsTaiItems) {
  GameRecord r;
  r.game = 2;
  game::WinRecord w;
  w.winner = 1;
  w.discarder = 3;
  w.card = 451;
  w.tai = 3;
  w.items = {{"門清", 1}, {"三元牌", 2}};
  r.wins.push_back(w);
  r.scores = {0, 2500, 0, -2500};
  absl::StatusOr<JsonValue> v = ParseJson(ResultJson(r));
  ASSERT_TRUE(v.ok());
  EXPECT_EQ(v->IntOr("game", 0), 3);
  const JsonValue& win = v->Find("wins")->items.at(0);
  EXPECT_EQ(win.IntOr("winner", 0), 2);
  EXPECT_EQ(win.IntOr("from", 0), 4);
  EXPECT_EQ(win.StringOr("tile", ""), "5z");
  ASSERT_EQ(win.Find("items")->items.size(), 2u);
  EXPECT_EQ(win.Find("items")->items[1].StringOr("name", ""), "三元牌");
  EXPECT_EQ(v->Find("scores")->items[3].text, "-2500");
}

}  // namespace
}  // namespace mj16::mjref
