// builtin:random: learns only from the protocol's messages, keeps its own hand, answers every
// question with a legal choice, and replays exactly from its seed.
#include "tools/players/builtin_random.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>

#include "absl/strings/match.h"
#include "core/game/legal.h"
#include "tests/support/player_lines.h"

namespace mj16::mjref {
namespace {

using ::testing::AnyOf;
using ::testing::ElementsAre;
using ::testing::StartsWith;

using ::mj16::testing::AskLine;
using ::mj16::testing::TellLine;

void Feed(RandomPlayer& p, std::initializer_list<const char*> lines) {
  for (const char* line : lines) ASSERT_TRUE(TellLine(p, line).ok());
}

std::string AskOk(RandomPlayer& p, absl::string_view line) {
  absl::StatusOr<std::string> a = AskLine(p, line);
  EXPECT_TRUE(a.ok()) << a.status();
  return a.ok() ? *a : "";
}

TEST(MjrefBuiltinRandomTest, ThrowsAHeldCard) {
  std::set<std::string> seen;
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    RandomPlayer p(seed);
    Feed(p, {"/start MJ 1 r", "/initCard 110 120 130", "/mo 140"});
    const std::string a = AskOk(p, "/ask throw");
    EXPECT_THAT(a, AnyOf("/throw 110", "/throw 120", "/throw 130", "/throw 140"));
    seen.insert(a);
  }
  EXPECT_EQ(seen.size(), 4u);  // every held card comes up
}

TEST(MjrefBuiltinRandomTest, ClaimsWithHeldCopiesOrPasses) {
  std::set<std::string> seen;
  for (std::uint64_t seed = 0; seed < 60; ++seed) {
    RandomPlayer p(seed);
    Feed(p, {"/start MJ 2 r", "/initCard 120 140 150 351 352 353 410", "/throw 1 130"});
    const std::string eat = AskOk(p, "/ask eat");
    EXPECT_THAT(eat, AnyOf("/pass", "/eat 120 140", "/eat 140 150"));
    seen.insert(eat);
    Feed(p, {"/throw 4 350"});
    const std::string pong = AskOk(p, "/ask pong");
    EXPECT_THAT(pong, AnyOf("/pass", StartsWith("/pong 35")));
    if (pong != "/pass") {
      absl::StatusOr<Action> a = ParseAnswer(pong);
      ASSERT_TRUE(a.ok());
      EXPECT_NE(a->cards[0], a->cards[1]);
    }
    const std::string gong = AskOk(p, "/ask gong");
    EXPECT_THAT(gong,
                AnyOf("/pass", "/gong 4 351 352 353", "/gong 4 351 353 352", "/gong 4 352 351 353",
                      "/gong 4 352 353 351", "/gong 4 353 351 352", "/gong 4 353 352 351"));
    seen.insert(gong.substr(0, 7));
  }
  EXPECT_TRUE(seen.count("/eat 120 140") && seen.count("/eat 140 150") && seen.count("/pass"));
  EXPECT_TRUE(seen.count("/gong 4"));
}

TEST(MjrefBuiltinRandomTest, OwnTurnKongs) {
  std::set<std::string> seen;
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    RandomPlayer p(seed);
    Feed(p, {"/start MJ 3 r", "/initCard 110 111 112 210 211 350 351", "/throw 2 352",
             "/pong 3 350 351 352", "/throw 3 210", "/mo 113"});
    const std::string gong = AskOk(p, "/ask gong");
    EXPECT_THAT(gong, AnyOf("/pass", "/gong 0 110 111 112 113"));
    seen.insert(gong);
    RandomPlayer q(seed);
    Feed(q, {"/start MJ 3 r", "/initCard 110 111 112 210 211 350 351", "/throw 2 352",
             "/pong 3 350 351 352", "/throw 3 210", "/mo 353"});
    EXPECT_THAT(AskOk(q, "/ask gong"), AnyOf("/pass", "/gong 1 353"));
  }
  EXPECT_EQ(seen.size(), 2u);
}

TEST(MjrefBuiltinRandomTest, AlwaysWins) {
  RandomPlayer p(1);
  EXPECT_EQ(AskOk(p, "/ask hu"), "/hu");
}

TEST(MjrefBuiltinRandomTest, ReplaysFromItsSeed) {
  auto run = [](std::uint64_t seed) {
    RandomPlayer p(seed);
    Feed(p, {"/start MJ 1 r", "/initCard 110 120 130 140 150 160 170 180 190"});
    std::string out;
    for (int i = 0; i < 5; ++i) {
      const std::string a = AskOk(p, "/ask throw");
      out += a + ";";
      const std::string line = "/throw 1 " + a.substr(7);
      Feed(p, {line.c_str()});
    }
    return out;
  };
  EXPECT_EQ(run(9), run(9));
  EXPECT_NE(run(9), run(10));
}

TEST(MjrefBuiltinRandomTest, FactorySeeds) {
  RandomPlayerFactory seeded("builtin:random:seed=5", 5);
  RandomPlayerFactory unseeded("builtin:random", std::nullopt);
  EXPECT_EQ(seeded.Name(), "builtin:random:seed=5");
  auto answers = [](PlayerFactory& f, int game, int seat, std::uint64_t match_seed) {
    absl::StatusOr<std::unique_ptr<Player>> p = f.Create(game, seat, match_seed);
    EXPECT_TRUE(p.ok());
    TellLine(**p, "/start MJ 1 r").IgnoreError();
    TellLine(**p, "/initCard 110 120 130 140 150 160 170 180 190 210 220 230 240").IgnoreError();
    std::string out;
    for (int i = 0; i < 6; ++i) out += *AskLine(**p, "/ask throw");
    return out;
  };
  // A set seed ignores the seat and the match seed; an unset one follows both.
  EXPECT_EQ(answers(seeded, 3, 0, 1), answers(seeded, 3, 2, 7));
  EXPECT_NE(answers(unseeded, 3, 0, 1), answers(unseeded, 3, 2, 1));
  EXPECT_EQ(answers(unseeded, 3, 0, 1), answers(unseeded, 3, 0, 1));
}

}  // namespace
}  // namespace mj16::mjref
