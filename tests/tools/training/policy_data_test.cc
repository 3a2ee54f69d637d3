// tools/training/policy_data.h: `mjref policy-data` records the recorded programs' answers, one
// row per question with the answer among the candidates and the seat's final score, and refuses a
// bad argument with one line naming it (exit 2).
#include "tools/training/policy_data.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tools/mjref/bots/bots.h"
#include "tools/players/builtins.h"

namespace mj16::training {
namespace {

using ::testing::HasSubstr;

struct Outcome {
  int code = 0;
  std::string out, err;
  std::vector<std::vector<float>> rows;
};

Outcome PolicyData(std::vector<std::string> args, int columns = kPolicyDataColumns) {
  static const bool registered = [] {
    for (const auto& [name, make] : players::PlayerMakers()) mjref::RegisterBuiltin(name, make);
    return true;
  }();
  (void)registered;
  // One file per test: CTest runs the tests of this file side by side.
  const std::string path =
      (std::filesystem::temp_directory_path() /
       (std::string("policy_data_test_") +
        ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".f32"))
          .string();
  args.insert(args.begin(), "policy-data");
  args.insert(args.end(), {"-o", path});
  std::ostringstream out, err;
  Outcome r;
  r.code = PolicyDataCommand(args, out, err);
  r.out = out.str();
  r.err = err.str();
  std::ifstream file(path, std::ios::binary);
  std::vector<float> row(columns);
  while (file.read(reinterpret_cast<char*>(row.data()), row.size() * sizeof(float))) {
    r.rows.push_back(row);
  }
  std::remove(path.c_str());
  return r;
}

TEST(PolicyDataTest, EachRowIsOneAnswerAmongItsCandidates) {
  const Outcome r = PolicyData({"--bot", "builtin:mjbot:mc=false", "--bot", "builtin:efficiency",
                                "--bot", "builtin:efficiency", "--bot", "builtin:efficiency",
                                "--games", "12", "--seed", "3"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("12 games"));
  ASSERT_GT(r.rows.size(), 60u);  // about a dozen questions a game
  std::set<int> games, asks;
  for (const std::vector<float>& row : r.rows) {
    games.insert(static_cast<int>(row[0]));
    EXPECT_EQ(row[1], 0);  // only --bot 1 is recorded, and it sits in seat 1
    asks.insert(static_cast<int>(row[2]));
    const int n = static_cast<int>(row[3]), chosen = static_cast<int>(row[4]);
    EXPECT_GE(n, 2);
    EXPECT_LE(n, bot::policy::kMaxCandidates);
    EXPECT_GE(chosen, 0);
    EXPECT_LT(chosen, n);
    EXPECT_EQ(std::fmod(row[5] * 1000, 1.0f), 0) << "whole points";
    // The slots after the n-th are empty.
    const int first_empty =
        kPolicyMetaColumns + bot::policy::kStateFeatures + n * bot::policy::kCompactCandidate;
    for (int c = first_empty; c < kPolicyDataColumns; ++c) ASSERT_EQ(row[c], 0);
  }
  EXPECT_EQ(games.size(), 12u);
  EXPECT_TRUE(asks.count(0));  // throws
}

TEST(PolicyDataTest, RecordNamesTheSeatsRecorded) {
  const Outcome r = PolicyData({"--bot", "builtin:mjbot:mc=false", "--bot",
                                "builtin:mjbot:mc=false", "--bot", "builtin:efficiency", "--bot",
                                "builtin:efficiency", "--record", "2,1", "--games", "4"});
  ASSERT_EQ(r.code, 0) << r.err;
  std::set<int> seats;
  for (const std::vector<float>& row : r.rows) seats.insert(static_cast<int>(row[1]));
  EXPECT_EQ(seats, (std::set<int>{0, 1}));
}

TEST(PolicyDataTest, BranchRowsCarryEveryCandidatesScore) {
  const Outcome r = PolicyData({"--bot", "builtin:mjbot:mc=false", "--bot", "builtin:efficiency",
                                "--bot", "builtin:efficiency", "--bot", "builtin:efficiency",
                                "--games", "6", "--seed", "5", "--branch", "3"},
                               kPolicyBranchColumns);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr(" decisions of 278 float32"));
  ASSERT_EQ(r.rows.size(), 18u);  // three a game: every game has more questions than that
  int changed = 0;
  for (const std::vector<float>& row : r.rows) {
    const int n = static_cast<int>(row[3]), chosen = static_cast<int>(row[4]);
    const float* scores = row.data() + kPolicyDataColumns;
    // Luck-adjusted: the game's raw score less the luck of its cards, well inside ±20,000.
    EXPECT_LT(std::abs(scores[chosen] - row[5]), 20) << "the answer given scores the game";
    for (int c = 0; c < n; ++c) changed += scores[c] != scores[chosen];
    for (int c = n; c < bot::policy::kMaxCandidates; ++c) EXPECT_EQ(scores[c], 0);
  }
  EXPECT_GT(changed, 0) << "some other answer changes the game's outcome";
}

TEST(PolicyDataTest, SearchValueRowsCarryBothHalvesTheSameEveryRun) {
  const std::vector<std::string> args = {"--bot",           "builtin:mjbot:mc=false",
                                         "--bot",           "builtin:efficiency",
                                         "--bot",           "builtin:efficiency",
                                         "--bot",           "builtin:efficiency",
                                         "--games",         "2",
                                         "--seed",          "5",
                                         "--search-values", "40"};
  const Outcome r = PolicyData(args, kPolicySearchColumns);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr(" decisions of 296 float32"));
  ASSERT_GT(r.rows.size(), 10u);
  int differ = 0, rules_agree = 0;
  for (const std::vector<float>& row : r.rows) {
    const int n = static_cast<int>(row[3]), rules = static_cast<int>(row[kPolicyRulesColumn]);
    ASSERT_GE(rules, 0);
    ASSERT_LT(rules, n);
    rules_agree += rules == static_cast<int>(row[4]);  // the teacher is the rules
    const float* half = row.data() + kPolicyRulesColumn + 1;
    for (int c = 0; c < n; ++c) differ += half[c] != half[bot::policy::kMaxCandidates + c];
    for (int c = n; c < bot::policy::kMaxCandidates; ++c) {
      EXPECT_EQ(half[c], 0);
      EXPECT_EQ(half[bot::policy::kMaxCandidates + c], 0);
    }
  }
  EXPECT_GT(differ, 0) << "each half has worlds of its own";
  EXPECT_EQ(rules_agree, static_cast<int>(r.rows.size()));
  EXPECT_EQ(PolicyData(args, kPolicySearchColumns).rows, r.rows);
}

TEST(PolicyDataTest, BadArgumentsAreNamed) {
  const std::vector<std::string> four = {"--bot", "builtin:random", "--bot", "builtin:random",
                                         "--bot", "builtin:random", "--bot", "builtin:random"};
  std::vector<std::string> args = four;
  args.insert(args.end(), {"--record", "5"});
  Outcome r = PolicyData(args);
  EXPECT_EQ(r.code, 2);
  EXPECT_THAT(r.err, HasSubstr("--record: '5' is not a --bot number 1..4"));
  args = four;
  args.insert(args.end(), {"--games", "0"});
  EXPECT_THAT(PolicyData(args).err, HasSubstr("--games: '0' is not a positive number"));
  EXPECT_THAT(PolicyData({"--bot", "builtin:random"}).err, HasSubstr("four --bot, one per seat"));
  args = four;
  args.insert(args.end(), {"--branch", "-1"});
  EXPECT_THAT(PolicyData(args).err, HasSubstr("--branch: '-1' is not a number of decisions"));
  args = four;
  args.insert(args.end(), {"--search-values", "1"});
  EXPECT_THAT(PolicyData(args).err, HasSubstr("--search-values: '1' is not a number of worlds"));
  args = four;
  args.insert(args.end(), {"--search-values", "8", "--branch", "2"});
  EXPECT_THAT(PolicyData(args).err, HasSubstr("one kind of label a run, not both"));
  args = four;
  args.insert(args.end(), {"--colour", "red"});
  EXPECT_THAT(PolicyData(args).err,
              HasSubstr("unknown option '--colour' (see mjref policy-data --help)"));
  args = four;
  args[1] = "builtin:nobody";
  EXPECT_THAT(PolicyData(args).err, HasSubstr("--bot 'builtin:nobody'"));
}

}  // namespace
}  // namespace mj16::training
