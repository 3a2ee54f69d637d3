// The game loop with scripted walls and scripted players (SPEC §2-3, seed 000 §3.3): claim
// priorities, the open-kong restriction, kong replacements from the back, robbing the kong, the
// exhaustive draw, scoring and settlement, the exact broadcast lines, and faults.
#include "tools/mjref/engine/referee.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <deque>
#include <memory>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "core/notation.h"
#include "core/protocol.h"
#include "tools/mjref/engine/bot_view.h"
#include "tools/mjref/records/replay.h"

namespace mj16::mjref {

using game::ArrangeWall;
using game::CheckConservation;
using game::GameState;
using game::Wall;
namespace {

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::ElementsAreArray;
using ::testing::HasSubstr;
using ::testing::Not;

std::vector<Tile> Tiles(absl::string_view text) {
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(text);
  EXPECT_TRUE(tiles.ok()) << tiles.status();
  return tiles.ok() ? *tiles : std::vector<Tile>{};
}

// A player that answers from a script, in order: On("/ask pong", "/pong 351 352") answers the
// next /ask pong so, as a process writing that line would. Unscripted questions get the plainest
// legal answer: throw the card just drawn (else the highest held), pass everything else.
// "!crash" makes Decide fail as a dead process would.
class ScriptedPlayer : public Player {
 public:
  ScriptedPlayer& On(std::string ask, std::string answer) {
    script_.emplace_back(std::move(ask), std::move(answer));
    return *this;
  }
  absl::Status Tell(const Message& m) override {
    lines.push_back(FormatMessage(m));
    view_.Apply(m);
    return absl::OkStatus();
  }
  absl::StatusOr<Action> Decide(const Message& ask) override {
    const std::string line = FormatMessage(ask);
    lines.push_back(line);
    asks.push_back(line);
    answer_.clear();
    if (!script_.empty() && script_.front().first == line) {
      answer_ = script_.front().second;
      script_.pop_front();
      if (answer_ == "!crash") return absl::UnavailableError("the process died");
      return ParseAnswer(answer_);
    }
    if (ask.ask == Ask::kThrow) {
      const Card c = view_.drawn() != 0 ? view_.drawn() : view_.hand().concealed.back();
      return Action::Of(ActionType::kThrow, std::array<Card, 1>{c});
    }
    return Action::Of(ActionType::kPass);
  }
  absl::string_view AnswerText() const override { return answer_; }
  bool ScriptDone() const { return script_.empty(); }

  std::vector<std::string> lines;  // everything received, asks included
  std::vector<std::string> asks;

 private:
  std::deque<std::pair<std::string, std::string>> script_;
  std::string answer_;  // the scripted line just answered
  BotView view_;
};

// Four scripted players around a scripted wall.
struct Table {
  std::array<ScriptedPlayer, 4> p;
  RuleSet rules;
  std::unique_ptr<Referee> referee;
  GameRecord record;

  // `hands` by seat (the dealer's with 17 kinds); `front` are the draws after the deal, `back`
  // the kong replacements.
  GameRecord Play(int dealer, const std::array<std::string, 4>& hands,
                  const std::string& front = "", const std::string& back = "") {
    std::array<std::vector<Tile>, 4> kinds;
    for (int s = 0; s < 4; ++s) kinds[s] = Tiles(hands[s]);
    absl::StatusOr<Wall> wall =
        ArrangeWall(dealer, kinds, front.empty() ? std::vector<Tile>{} : Tiles(front),
                    back.empty() ? std::vector<Tile>{} : Tiles(back));
    EXPECT_TRUE(wall.ok()) << wall.status();
    GameConfig config;
    config.wall = *std::move(wall);
    config.dealer = dealer;
    config.dice = 15;
    config.rules = rules;
    referee = std::make_unique<Referee>(config, std::array<Player*, 4>{&p[0], &p[1], &p[2], &p[3]});
    record = referee->Run();
    for (int s = 0; s < 4; ++s) EXPECT_TRUE(p[s].ScriptDone()) << "seat " << s << " script left";
    EXPECT_TRUE(record.errors.empty());
    EXPECT_TRUE(CheckConservation(referee->state()).ok()) << CheckConservation(referee->state());
    int sum = 0;
    for (int v : record.scores) sum += v;
    EXPECT_EQ(sum, 0);
    ExpectReplayMatches();
    return record;
  }

  // `mjref replay` rebuilds the same table from the record alone.
  void ExpectReplayMatches() const {
    absl::StatusOr<Replay> replay = ReplayGame(record);
    ASSERT_TRUE(replay.ok()) << replay.status();
    const GameState& truth = referee->state();
    for (int s = 0; s < 4; ++s) {
      EXPECT_EQ(replay->state.seats[s].hand.concealed, truth.seats[s].hand.concealed) << s;
      ASSERT_EQ(replay->state.seats[s].hand.melds.size(), truth.seats[s].hand.melds.size()) << s;
      for (size_t m = 0; m < truth.seats[s].hand.melds.size(); ++m) {
        EXPECT_EQ(replay->state.seats[s].hand.melds[m].cards, truth.seats[s].hand.melds[m].cards);
        EXPECT_EQ(replay->state.seats[s].hand.melds[m].type, truth.seats[s].hand.melds[m].type);
      }
      EXPECT_EQ(replay->state.seats[s].river.size(), truth.seats[s].river.size()) << s;
    }
    EXPECT_EQ(replay->state.wall.Remaining(), truth.wall.Remaining());
  }
};

// The transcript as `>1234 /throw 1 350` (to seats) and `<2 /pass` (from a seat).
std::vector<std::string> Lines(const GameRecord& r) {
  std::vector<std::string> out;
  for (const TranscriptLine& t : r.transcript) {
    std::string seats;
    for (int s = 0; s < 4; ++s) {
      if (t.seats & (1u << s)) seats.push_back(static_cast<char>('1' + s));
    }
    out.push_back(absl::StrCat(t.from_player ? "<" : ">", seats, " ", t.text));
  }
  return out;
}

// `n` lines of the transcript from the first one equal to `first`.
std::vector<std::string> From(const GameRecord& r, const std::string& first, size_t n) {
  const std::vector<std::string> lines = Lines(r);
  auto it = std::find(lines.begin(), lines.end(), first);
  std::vector<std::string> out;
  for (; it != lines.end() && out.size() < n; ++it) out.push_back(*it);
  return out;
}

// The hands of the scenarios (seat 0 deals in most). Every copy count stays within four.
constexpr char kDealer[] = "5p99s11122233344455z";       // throws 5p (350); no kong, no win
constexpr char kChow1[] = "46p159m258s777z19p666z";      // chows 5p with 46p (340 360)
constexpr char kWin1[] = "46p99m11s22s33s44s55s66s";     // waits on 5p (closed wait); chows it
constexpr char kPung2[] = "55p23m67m23p78p78s1p9p6z7z";  // pungs 5p
constexpr char kKong2[] = "555p23m67m23p78p78s1p9p6z";   // three 5p
constexpr char kWin3[] = "123m456m789m123s456s5p";       // waits on 5p (single wait)
constexpr char kFill2[] = "234678m23p78p78s19p67z";
constexpr char kFill3[] = "234678m23p78p78s1p345z";

TEST(MjrefRefereeTest, OpeningLines) {
  Table t;
  const GameRecord r = t.Play(0, {kDealer, kChow1, kPung2, kWin3});
  const std::vector<std::string> lines = Lines(r);
  ASSERT_GE(lines.size(), 13u);
  EXPECT_EQ(lines[0], ">1 /start MJ 1 p1");
  EXPECT_EQ(lines[1], ">1 /initGame east east 3 1 0");  // dice 15 from seat 1 → 3
  EXPECT_EQ(lines[2],
            ">1 /initCard 290 291 350 410 411 412 420 421 422 430 431 432 440 441 442 "
            "450 451");
  EXPECT_EQ(lines[5],
            ">2 /initCard 110 150 190 220 250 280 310 340 360 390 460 461 462 470 471 "
            "472");
  EXPECT_EQ(lines[12], ">1 /ask throw");  // the dealer has no win and no kong to be asked
}

TEST(MjrefRefereeTest, WinBeatsPungAndChow) {
  Table t;
  t.p[0].On("/ask throw", "/throw 350");
  t.p[3].On("/ask hu", "/hu");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kPung2, kWin3});
  EXPECT_THAT(From(r, ">1234 /throw 1 350", 5),
              ElementsAre(">1234 /throw 1 350", ">4 /ask hu", "<4 /hu",
                          ">1234 /hu 4 350 111 121 131 140 151 161 171 180 191 210 221 230 240 "
                          "251 260 353",
                          ">1234 /exit -10000 0 0 10000"));
  EXPECT_THAT(t.p[2].asks, Not(Contains("/ask pong")));
  EXPECT_THAT(t.p[1].asks, Not(Contains("/ask eat")));
  // 人胡 16 (not 門清) + 獨聽 1 = 17 tai: 1000 + 500 × 17, the dealer 500 more.
  ASSERT_EQ(r.wins.size(), 1u);
  EXPECT_EQ(r.wins[0].tai, 17);
  EXPECT_EQ(r.wins[0].discarder, 0);
  EXPECT_THAT(r.wins[0].items, ElementsAre(TaiItem{"獨聽", 1}, TaiItem{"人胡", 16}));
}

TEST(MjrefRefereeTest, PungBeatsChowOnceTheWinIsPassed) {
  Table t;
  t.p[0].On("/ask throw", "/throw 350");
  t.p[3].On("/ask hu", "/pass");
  t.p[2].On("/ask pong", "/pong 352 351");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kPung2, kWin3});
  EXPECT_THAT(From(r, ">1234 /throw 1 350", 7),
              ElementsAre(">1234 /throw 1 350", ">4 /ask hu", "<4 /pass", ">3 /ask pong",
                          "<3 /pong 352 351", ">1234 /pong 3 350 351 352", ">3 /ask throw"));
  // The chow was never asked: the pung outranks it (and the transcript above is contiguous).
}

TEST(MjrefRefereeTest, ChowLastWithTheClaimedCardInTheMiddle) {
  Table t;
  t.p[0].On("/ask throw", "/throw 350");
  t.p[1].On("/ask eat", "/eat 360 340");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kPung2, kWin3});
  EXPECT_THAT(
      From(r, ">1234 /throw 1 350", 9),
      ElementsAre(">1234 /throw 1 350", ">4 /ask hu", "<4 /pass", ">3 /ask pong", "<3 /pass",
                  ">2 /ask eat", "<2 /eat 360 340", ">1234 /eat 2 340 350 360", ">2 /ask throw"));
  EXPECT_EQ(t.referee->state().seats[1].hand.melds.size(), 1u);
}

TEST(MjrefRefereeTest, WinsAreAskedInPlayOrderAndTheFirstTakesIt) {
  Table t;
  t.p[0].On("/ask throw", "/throw 350");
  t.p[1].On("/ask hu", "/hu");
  const GameRecord r = t.Play(0, {kDealer, kWin1, kPung2, kWin3});
  EXPECT_THAT(From(r, ">1234 /throw 1 350", 4),
              ElementsAre(">1234 /throw 1 350", ">2 /ask hu", "<2 /hu",
                          ">1234 /hu 2 350 190 191 210 211 220 221 230 231 240 241 250 251 "
                          "260 261 340 360"));
  EXPECT_THAT(t.p[3].asks, Not(Contains("/ask hu")));
  ASSERT_EQ(r.wins.size(), 1u);
  EXPECT_EQ(r.wins[0].winner, 1);
}

TEST(MjrefRefereeTest, ASecondWinnerIsAskedWhenTheFirstPasses) {
  Table t;
  t.p[0].On("/ask throw", "/throw 350");
  t.p[1].On("/ask hu", "/pass");
  t.p[3].On("/ask hu", "/hu");
  const GameRecord r = t.Play(0, {kDealer, kWin1, kPung2, kWin3});
  EXPECT_THAT(From(r, ">1234 /throw 1 350", 5),
              ElementsAre(">1234 /throw 1 350", ">2 /ask hu", "<2 /pass", ">4 /ask hu", "<4 /hu"));
  ASSERT_EQ(r.wins.size(), 1u);
  EXPECT_EQ(r.wins[0].winner, 3);
}

TEST(MjrefRefereeTest, MultipleWinnersWhenTheRulesSaySo) {
  Table t;
  t.rules.multiple_winners = true;
  t.p[0].On("/ask throw", "/throw 350");
  t.p[1].On("/ask hu", "/hu");
  t.p[3].On("/ask hu", "/hu");
  const GameRecord r = t.Play(0, {kDealer, kWin1, kPung2, kWin3});
  ASSERT_EQ(r.wins.size(), 2u);
  EXPECT_EQ(r.wins[0].winner, 1);
  EXPECT_EQ(r.wins[1].winner, 3);
  // Both 人胡 + 獨聽 = 17 tai, paid by the dealer with its extra tai.
  EXPECT_THAT(r.scores, ElementsAre(-20000, 10000, 0, 10000));
}

TEST(MjrefRefereeTest, NoOpenKongOnTheLeftPlayersDiscard) {
  Table t;
  t.p[0].On("/ask throw", "/throw 350");
  const GameRecord r = t.Play(0, {kDealer, kKong2, kChow1, kFill3});
  // Seat 2 (position 2) is next after the dealer: a pung is offered, never the open kong.
  EXPECT_THAT(From(r, ">1234 /throw 1 350", 3),
              ElementsAre(">1234 /throw 1 350", ">2 /ask pong", "<2 /pass"));
  EXPECT_THAT(t.p[1].asks, Not(Contains("/ask gong")));
}

TEST(MjrefRefereeTest, OpenKongDrawsFromTheBack) {
  Table t;
  t.p[0].On("/ask throw", "/throw 350");
  t.p[2].On("/ask gong", "/gong 4 353 351 352");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kKong2, kFill3}, "", "8p");
  EXPECT_EQ(r.wall.back(), 382);  // the third 8p
  EXPECT_THAT(From(r, ">1234 /throw 1 350", 6),
              ElementsAre(">1234 /throw 1 350", ">3 /ask gong", "<3 /gong 4 353 351 352",
                          ">1234 /gong 3 4 350 351 352 353", ">3 /mo 382", ">3 /ask throw"));
  EXPECT_THAT(t.p[1].asks, Not(Contains("/ask eat")));
}

TEST(MjrefRefereeTest, PungAskedAfterAPassedOpenKong) {
  Table t;
  t.p[0].On("/ask throw", "/throw 350");
  t.p[2].On("/ask gong", "/pass").On("/ask pong", "/pong 351 353");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kKong2, kFill3});
  EXPECT_THAT(From(r, ">1234 /throw 1 350", 6),
              ElementsAre(">1234 /throw 1 350", ">3 /ask gong", "<3 /pass", ">3 /ask pong",
                          "<3 /pong 351 353", ">1234 /pong 3 350 351 353"));
}

TEST(MjrefRefereeTest, ConcealedKongsShowTheCardsOnlyToTheOwner) {
  Table t;
  t.p[0].On("/ask gong", "/gong 0 410 411 412 413").On("/ask gong", "/gong 0 420 421 422 423");
  const GameRecord r = t.Play(0, {"5p99s11112222333445z", kChow1, kPung2, kWin3}, "", "8p9p");
  EXPECT_EQ(r.wall[135], 381);  // the replacements: 8p, then 9p
  EXPECT_EQ(r.wall[134], 392);
  EXPECT_THAT(
      From(r, ">1 /ask gong", 11),
      ElementsAre(">1 /ask gong", "<1 /gong 0 410 411 412 413", ">1 /gong 1 0 410 411 412 413",
                  ">234 /gong 1 0", ">1 /mo 381", ">1 /ask gong", "<1 /gong 0 420 421 422 423",
                  ">1 /gong 1 0 420 421 422 423", ">234 /gong 1 0", ">1 /mo 392", ">1 /ask throw"));
}

// Seat 2 pungs the dealer's 5p, draws the fourth and adds it; seat 1 waits on 5p.
Table AddedKongTable(bool robbing, bool rob) {
  Table t;
  t.rules.robbing_kong = robbing;
  t.p[0].On("/ask throw", "/throw 350");
  t.p[1].On("/ask hu", "/pass");
  t.p[2].On("/ask pong", "/pong 351 352").On("/ask gong", "/gong 1 353");
  if (robbing) t.p[1].On("/ask hu", rob ? "/hu" : "/pass");
  return t;
}

TEST(MjrefRefereeTest, RobbingTheKong) {
  Table t = AddedKongTable(/*robbing=*/true, /*rob=*/true);
  const GameRecord r = t.Play(0, {kDealer, kWin1, kPung2, kFill3}, "1z1s2s5p", "8p");
  EXPECT_THAT(From(r, ">3 /mo 353", 6), ElementsAre(">3 /mo 353", ">3 /ask gong", "<3 /gong 1 353",
                                                    ">1234 /gong 3 1 353", ">2 /ask hu", "<2 /hu"));
  ASSERT_EQ(r.wins.size(), 1u);
  EXPECT_TRUE(r.wins[0].robbed_kong);
  EXPECT_EQ(r.wins[0].discarder, 2);
  // 門清 1 + 獨聽 1 + 搶槓 1 = 3 tai, paid by the kong's owner.
  EXPECT_THAT(r.wins[0].items,
              ElementsAre(TaiItem{"門清", 1}, TaiItem{"獨聽", 1}, TaiItem{"搶槓", 1}));
  EXPECT_THAT(r.scores, ElementsAre(0, 2500, -2500, 0));
  EXPECT_EQ(t.referee->state().seats[2].hand.melds[0].type, MeldType::kPung);
}

TEST(MjrefRefereeTest, AKongOfferedToRobbersMayStand) {
  Table t = AddedKongTable(/*robbing=*/true, /*rob=*/false);
  const GameRecord r = t.Play(0, {kDealer, kWin1, kPung2, kFill3}, "1z1s2s5p", "8p");
  EXPECT_THAT(From(r, ">3 /mo 353", 8),
              ElementsAre(">3 /mo 353", ">3 /ask gong", "<3 /gong 1 353", ">1234 /gong 3 1 353",
                          ">2 /ask hu", "<2 /pass", ">3 /mo 382", ">3 /ask throw"));
}

TEST(MjrefRefereeTest, NoRobbingWhenTheRulesForbidIt) {
  Table t = AddedKongTable(/*robbing=*/false, /*rob=*/false);
  const GameRecord r = t.Play(0, {kDealer, kWin1, kPung2, kFill3}, "1z1s2s5p", "8p");
  EXPECT_THAT(From(r, ">3 /mo 353", 6),
              ElementsAre(">3 /mo 353", ">3 /ask gong", "<3 /gong 1 353", ">1234 /gong 3 1 353",
                          ">3 /mo 382", ">3 /ask throw"));
  EXPECT_EQ(std::count(t.p[1].asks.begin(), t.p[1].asks.end(), "/ask hu"), 1);
  EXPECT_EQ(t.referee->state().seats[2].hand.melds[0].type, MeldType::kAddedKong);
}

TEST(MjrefRefereeTest, ExhaustiveDrawAfterFiftyFiveDraws) {
  std::array<ScriptedPlayer, 4> p;
  GameConfig config;
  config.seed = 12345;
  config.dealer = 2;
  Referee referee(config, {&p[0], &p[1], &p[2], &p[3]});
  const GameRecord r = referee.Run();
  EXPECT_TRUE(r.Drawn());
  EXPECT_EQ(r.draws, 55);
  int mo = 0;
  for (const std::string& l : Lines(r)) mo += absl::StrContains(l, " /mo ");
  EXPECT_EQ(mo, 55);
  EXPECT_EQ(referee.state().wall.Remaining(), 16);
  EXPECT_EQ(Lines(r).back(), ">1234 /exit 0 0 0 0");
  EXPECT_THAT(r.scores, ElementsAre(0, 0, 0, 0));
  EXPECT_TRUE(CheckConservation(referee.state()).ok());
}

TEST(MjrefRefereeTest, DiscardWinPaidByTheDealer) {
  Table t;
  t.p[0].On("/ask throw", "/throw 450").On("/ask throw", "/throw 350");
  t.p[3].On("/ask hu", "/hu");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kFill2, kWin3}, "1z2z3z4z");
  ASSERT_EQ(r.wins.size(), 1u);
  // 門清 1 + 獨聽 1 = 2 tai: 2000, and the dealer adds its tai.
  EXPECT_THAT(r.wins[0].items, ElementsAre(TaiItem{"門清", 1}, TaiItem{"獨聽", 1}));
  EXPECT_EQ(Lines(r).back(), ">1234 /exit -2500 0 0 2500");
}

TEST(MjrefRefereeTest, HumanWinBeforeTheWinnersFirstDraw) {
  Table t;
  t.p[0].On("/ask throw", "/throw 450");
  t.p[2].On("/ask throw", "/throw 351");
  t.p[3].On("/ask hu", "/hu");
  // Seat 4 has not drawn yet and nobody has claimed: 人胡 16 + 獨聽 1, paid by seat 3 alone.
  const GameRecord r = t.Play(0, {kDealer, kChow1, kPung2, kWin3}, "1z2z");
  ASSERT_EQ(r.wins.size(), 1u);
  EXPECT_THAT(r.wins[0].items, ElementsAre(TaiItem{"獨聽", 1}, TaiItem{"人胡", 16}));
  EXPECT_EQ(Lines(r).back(), ">1234 /exit 0 0 -9500 9500");
}

TEST(MjrefRefereeTest, DiscardWinBetweenNonDealers) {
  Table t;
  t.p[0].On("/ask throw", "/throw 450");
  // Seat 3 lets its first draw (2z: 423) go, and the 5p on its second turn.
  t.p[2].On("/ask throw", "/throw 423").On("/ask throw", "/throw 351");
  t.p[3].On("/ask hu", "/hu");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kPung2, kWin3}, "1z2z3z4z1s2s");
  ASSERT_EQ(r.wins.size(), 1u);
  EXPECT_EQ(r.wins[0].tai, 2);  // 門清 1 + 獨聽 1
  EXPECT_EQ(Lines(r).back(), ">1234 /exit 0 0 -2000 2000");
}

TEST(MjrefRefereeTest, DealerWinsOnADiscard) {
  Table t;
  t.p[0].On("/ask throw", "/throw 470").On("/ask hu", "/hu");
  t.p[1].On("/ask throw", "/throw 351");
  const GameRecord r = t.Play(
      0, {"123m456m789m123s456s5p7z", "5p1z2z3z4z6z1p2p3p7p8p9p9s9s8s7s", kFill2, kFill3}, "1z");
  ASSERT_EQ(r.wins.size(), 1u);
  // 莊家 1 + 門清 1 + 獨聽 1 = 3 tai.
  EXPECT_EQ(r.wins[0].tai, 3);
  EXPECT_EQ(Lines(r).back(), ">1234 /exit 2500 -2500 0 0");
}

TEST(MjrefRefereeTest, SelfDrawPaidByEveryone) {
  Table t;
  t.p[0].On("/ask throw", "/throw 450");
  t.p[3].On("/ask hu", "/hu");
  // Seat 4 draws 5p on its second turn: front = s1, s2, s3, s0, s1, s2, then s3's 5p.
  const GameRecord r = t.Play(0, {kDealer, kChow1, kFill2, kWin3}, "1z2z3z4z1s2s5p");
  ASSERT_EQ(r.wins.size(), 1u);
  EXPECT_EQ(r.wins[0].discarder, -1);
  // 門清自摸 3 + 獨聽 1 = 4 tai: 3000 each, the dealer 3500.
  EXPECT_THAT(r.wins[0].items, ElementsAre(TaiItem{"門清自摸", 3}, TaiItem{"獨聽", 1}));
  EXPECT_EQ(Lines(r).back(), ">1234 /exit -3500 -3000 -3000 9500");
  EXPECT_THAT(From(r, ">4 /mo 352", 4),
              ElementsAre(">4 /mo 352", ">4 /ask hu", "<4 /hu",
                          ">1234 /hu 4 352 111 121 131 141 151 161 171 181 191 210 221 230 240 "
                          "251 260 351"));
}

TEST(MjrefRefereeTest, SelfDrawOnTheLastCardIsSeaBottom) {
  Table t;
  t.rules.dead_wall = 71 - 7;  // seven draws in all: seat 4's second draw is the last
  t.p[0].On("/ask throw", "/throw 450");
  t.p[3].On("/ask hu", "/hu");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kFill2, kWin3}, "1z2z3z4z1s2s5p");
  ASSERT_EQ(r.wins.size(), 1u);
  EXPECT_EQ(r.draws, 7);
  EXPECT_THAT(r.wins[0].items, Contains(TaiItem{"海底撈月", 1}));
}

TEST(MjrefRefereeTest, WinOnTheLastDiscardIsRiverBottom) {
  Table t;
  t.rules.dead_wall = 71 - 6;  // seat 3's second draw is the last; its discard the last one
  t.p[0].On("/ask throw", "/throw 450");
  t.p[2].On("/ask throw", "/throw 423").On("/ask throw", "/throw 351");
  t.p[3].On("/ask hu", "/hu");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kPung2, kWin3}, "1z2z3z4z1s2s");
  ASSERT_EQ(r.wins.size(), 1u);
  EXPECT_THAT(r.wins[0].items,
              ElementsAre(TaiItem{"門清", 1}, TaiItem{"獨聽", 1}, TaiItem{"河底撈魚", 1}));
  EXPECT_EQ(Lines(r).back(), ">1234 /exit 0 0 -2500 2500");
}

TEST(MjrefRefereeTest, FirstDrawSelfDrawIsEarthlyWin) {
  Table t;
  t.p[0].On("/ask throw", "/throw 450");
  t.p[3].On("/ask hu", "/hu");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kFill2, kWin3}, "1z2z5p");
  ASSERT_EQ(r.wins.size(), 1u);
  // 地胡 16 + 獨聽 1 = 17 tai: 9500 each, the dealer 10000.
  EXPECT_THAT(r.wins[0].items, ElementsAre(TaiItem{"獨聽", 1}, TaiItem{"地胡", 16}));
  EXPECT_EQ(Lines(r).back(), ">1234 /exit -10000 -9500 -9500 29000");
}

TEST(MjrefRefereeTest, HeavenlyWinIsAskedFirst) {
  Table t;
  t.p[0].On("/ask hu", "/hu");
  const GameRecord r = t.Play(0, {"123m456m789m123s456s55p", kChow1, kFill2, kFill3});
  EXPECT_THAT(From(r, ">1 /ask hu", 3),
              ElementsAre(">1 /ask hu", "<1 /hu",
                          ">1234 /hu 1 351 110 120 130 140 150 160 170 180 190 210 220 230 240 "
                          "250 260 350"));
  ASSERT_EQ(r.wins.size(), 1u);
  EXPECT_EQ(r.wins[0].tai, 17);  // 莊家 1 + 天胡 16
  EXPECT_EQ(Lines(r).back(), ">1234 /exit 28500 -9500 -9500 -9500");
}

TEST(MjrefRefereeTest, KongBloomAfterAConcealedKong) {
  Table t;
  t.p[0].On("/ask gong", "/gong 0 410 411 412 413").On("/ask hu", "/hu");
  // The dealer waits on 5p with a kong of 1z to make; the replacement is the 5p.
  const GameRecord r = t.Play(0, {"123m456m789m123s5p1111z", kChow1, kFill2, kFill3}, "", "5p");
  ASSERT_EQ(r.wins.size(), 1u);
  EXPECT_THAT(r.wins[0].items, Contains(TaiItem{"槓上開花", 1}));
  EXPECT_THAT(r.wins[0].items, Not(Contains(TaiItem{"天胡", 16})));
}

// --- Faults: the seat goes dummy, the game finishes, the fault is recorded. ---

TEST(MjrefRefereeTest, ThrowingACardNotHeldFaults) {
  Table t;
  t.p[0].On("/ask throw", "/throw 353");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kPung2, kWin3});
  ASSERT_EQ(r.faults.size(), 1u);
  EXPECT_EQ(r.faults[0].seat, 0);
  EXPECT_EQ(r.faults[0].question, "/ask throw");
  EXPECT_EQ(r.faults[0].answer, "/throw 353");
  EXPECT_THAT(r.faults[0].reason, HasSubstr("card 353 is not in the hand"));
  // The dummy lets its drawn card go (the dealer's 17th, 451) and hears nothing more but /exit.
  EXPECT_THAT(From(r, "<1 /throw 353", 2), ElementsAre("<1 /throw 353", ">234 /throw 1 451"));
  EXPECT_THAT(t.p[0].asks, ElementsAre("/ask throw"));
  EXPECT_TRUE(absl::StartsWith(t.p[0].lines.back(), "/exit"));
  EXPECT_TRUE(absl::StartsWith(Lines(r).back(), ">1234 /exit"));
}

TEST(MjrefRefereeTest, AnIllegalClaimFaultsAndTheNextClaimIsAsked) {
  Table t;
  t.p[0].On("/ask throw", "/throw 350");
  t.p[3].On("/ask hu", "/pass");
  t.p[2].On("/ask pong", "/pong 351 220");  // 220 is not a 5p (nor held)
  t.p[1].On("/ask eat", "/eat 340 360");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kPung2, kWin3});
  ASSERT_EQ(r.faults.size(), 1u);
  EXPECT_EQ(r.faults[0].seat, 2);
  EXPECT_EQ(r.faults[0].answer, "/pong 351 220");
  EXPECT_THAT(
      From(r, "<3 /pong 351 220", 4),
      ElementsAre("<3 /pong 351 220", ">2 /ask eat", "<2 /eat 340 360", ">124 /eat 2 340 350 360"));
}

TEST(MjrefRefereeTest, AMalformedLineFaults) {
  Table t;
  t.p[0].On("/ask throw", "hello there");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kPung2, kWin3});
  ASSERT_EQ(r.faults.size(), 1u);
  EXPECT_EQ(r.faults[0].answer, "hello there");
  EXPECT_THAT(r.faults[0].reason, HasSubstr("answer 'hello there' to /ask throw"));
}

TEST(MjrefRefereeTest, AnAnswerOfTheWrongKindFaults) {
  Table t;
  t.p[0].On("/ask throw", "/throw 350");
  t.p[3].On("/ask hu", "/throw 353");
  t.p[2].On("/ask pong", "/pong 351 352");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kPung2, kWin3});
  ASSERT_EQ(r.faults.size(), 1u);
  EXPECT_EQ(r.faults[0].seat, 3);
  EXPECT_THAT(r.faults[0].reason, HasSubstr("/ask hu is answered by /hu or /pass"));
  // The claims go on without it; the dummy is never asked to win again.
  EXPECT_THAT(From(r, "<4 /throw 353", 3),
              ElementsAre("<4 /throw 353", ">3 /ask pong", "<3 /pong 351 352"));
  EXPECT_THAT(t.p[3].asks, ElementsAre("/ask hu"));
}

TEST(MjrefRefereeTest, ACrashedPlayerFaults) {
  Table t;
  t.p[1].On("/ask throw", "!crash");
  const GameRecord r = t.Play(0, {kDealer, kChow1, kPung2, kWin3});
  ASSERT_EQ(r.faults.size(), 1u);
  EXPECT_EQ(r.faults[0].seat, 1);
  EXPECT_EQ(r.faults[0].answer, "");
  EXPECT_EQ(r.faults[0].reason, "crashed: the process died");
  EXPECT_EQ(r.draws, 55);  // nobody wins with default play: the game runs out
}

}  // namespace
}  // namespace mj16::mjref
