// `mjref tune`'s command line: the SPEC read, the games' options kept as given (the challenger
// mjbot unless named), the state's command without what leaves the trajectory unchanged, and each
// iteration's strength command.
#include "tools/mjref/tune/tune_command.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/run_program.h"

namespace mj16::mjref {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

std::string Spec() {
  return mj16::testing::WriteTestFile("spec.txt", "fold_dealin_cost 0.5 0 2 0.1 0.0005\n");
}

TEST(MjrefTuneCommandTest, ReadsTheSpecAndTheGamesOptions) {
  const std::string spec = Spec();
  absl::StatusOr<TuneArgs> a = ParseTuneArgs({"tune",         spec,
                                              "--iterations", "50",
                                              "--opponent",   "builtin:efficiency",
                                              "--opponent",   "builtin:dishu",
                                              "--opponent",   "builtin:random",
                                              "--seed",       "9",
                                              "-j",           "2",
                                              "--state",      "s.json",
                                              "-o",           "t.conf",
                                              "--alpha",      "0.5"});
  ASSERT_TRUE(a.ok()) << a.status();
  EXPECT_EQ(a->spec_path, spec);
  ASSERT_EQ(a->params.size(), 1u);
  EXPECT_EQ(a->params[0].key, "fold_dealin_cost");
  EXPECT_EQ(a->gains.iterations, 50);
  EXPECT_EQ(a->gains.alpha, 0.5);
  EXPECT_EQ(a->seed, 9u);
  EXPECT_EQ(a->state_path, "s.json");
  EXPECT_EQ(a->output_path, "t.conf");
  // The challenger is mjbot unless named; -j goes to the games but not to the state's command.
  EXPECT_THAT(a->game_words, ElementsAre("--challenger", "builtin:mjbot", "--opponent",
                                         "builtin:efficiency", "--opponent", "builtin:dishu",
                                         "--opponent", "builtin:random", "--seed", "9", "-j", "2"));
  EXPECT_THAT(a->command,
              ElementsAre("tune", "--iterations", "50", "--opponent", "builtin:efficiency",
                          "--opponent", "builtin:dishu", "--opponent", "builtin:random", "--seed",
                          "9", "--alpha", "0.5"));
}

// Iteration k plays set k − 1 of the seed, the first point θ−, the second θ+.
TEST(MjrefTuneCommandTest, AnIterationIsATwoPointStrengthRunOnItsOwnSet) {
  absl::StatusOr<TuneArgs> a =
      ParseTuneArgs({"tune", Spec(), "--iterations", "5", "--challenger", "builtin:mjbot:mc=false",
                     "--opponent", "builtin:efficiency", "--one-vs-three"});
  ASSERT_TRUE(a.ok()) << a.status();
  EXPECT_THAT(IterationCommand(*a, 3, "fold_dealin_cost=0.4", "fold_dealin_cost=0.6"),
              ElementsAre("strength", "--challenger", "builtin:mjbot:mc=false", "--opponent",
                          "builtin:efficiency", "--one-vs-three", "--sets", "1", "--first-set", "2",
                          "--point", "fold_dealin_cost=0.4", "--point", "fold_dealin_cost=0.6"));
}

TEST(MjrefTuneCommandTest, RefusesWhatCannotBeTuned) {
  const auto error = [](std::vector<std::string> words) {
    absl::StatusOr<TuneArgs> a = ParseTuneArgs(words);
    return a.ok() ? std::string("ok") : std::string(a.status().message());
  };
  const std::string spec = Spec();
  EXPECT_THAT(error({"tune", "--iterations", "5"}), HasSubstr("a SPEC file is needed"));
  EXPECT_THAT(error({"tune", spec, spec, "--iterations", "5"}), HasSubstr("one SPEC file"));
  EXPECT_THAT(error({"tune", spec, "--iterations", "5", "--opponent", "builtin:efficiency",
                     "--one-vs-three", "--sweep", "a=1,2"}),
              HasSubstr("unknown option '--sweep'"));
  EXPECT_THAT(error({"tune", spec, "--iterations", "5", "--opponent", "builtin:efficiency",
                     "--one-vs-three", "--challenger", "./mjbot"}),
              HasSubstr("is a bot process"));
  EXPECT_THAT(error({"tune", spec, "--iterations", "5", "--opponent", "builtin:efficiency",
                     "--one-vs-three", "--pause-after", "0"}),
              HasSubstr("--pause-after"));
  EXPECT_THAT(error({"tune", "/no/such/spec", "--iterations", "5"}), HasSubstr("/no/such/spec"));
}

}  // namespace
}  // namespace mj16::mjref
