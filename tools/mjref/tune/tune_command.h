// `mjref tune SPEC`: SPSA (spsa.h) over mjbot's settings by paired strength runs (docs/tune.md).
//
// Iteration k plays set k − 1 of the seed's deals twice, the challenger with θ − c_k·Δ and with
// θ + c_k·Δ (as `mjref strength --point MINUS --point PLUS --first-set k−1 --sets 1` with the
// tune's game options), and moves θ by the paired difference, luck-adjusted unless --no-luck.
// Every iteration gets new deals, and the same iteration of the same tune the same deals and
// signs, so a tune resumed from its --state file, or played through --runner on a cluster, ends
// where the one uninterrupted run on one machine does.
#ifndef MJ16_TOOLS_MJREF_TUNE_TUNE_COMMAND_H_
#define MJ16_TOOLS_MJREF_TUNE_TUNE_COMMAND_H_

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/mjref/engine/chance.h"
#include "tools/mjref/run/runner.h"
#include "tools/mjref/tune/spsa.h"

namespace mj16::mjref {

struct TuneArgs {
  std::string spec_path;
  std::string spec_text;
  std::vector<TuneParam> params;
  SpsaGains gains;  // gains.iterations: --iterations
  // The games' options as given (strength's: --challenger, --opponent, --one-vs-three, --seed,
  // -j, --timeout, --no-luck, --stable-draws), with --challenger builtin:mjbot when none is.
  std::vector<std::string> game_words;
  std::uint64_t seed = 1;
  bool no_luck = false;
  std::string state_path;   // --state: written after every iteration; resumed from when there
  std::string output_path;  // -o: the tuned settings as a configuration file
  std::string runner;       // --runner: a shell command prefix running `N OUTDIR MJREF-ARGS...`
  int pause_after = 0;      // --pause-after K: stop after K iterations this time (0: never)
  std::vector<std::string> command;  // the tune's words but its outputs, kept in the state
};

// `args` without the program name: "tune", SPEC and the options (help.h's table); reads SPEC.
absl::StatusOr<TuneArgs> ParseTuneArgs(const std::vector<std::string>& args);

// The strength command of iteration k (1-based) between the settings `minus` and `plus`
// ("key=value,..."): the tune's game options, --sets 1 --first-set k−1, the two --point.
std::vector<std::string> IterationCommand(const TuneArgs& args, int k, const std::string& minus,
                                          const std::string& plus);

// Runs (or resumes) the tune: a progress line per iteration on `err`, the state after each, the
// tuned settings at the end on `out` and in -o. Exit status as mjref strength's.
int RunTune(const TuneArgs& args, std::shared_ptr<const ChanceScorer> luck, const StopFlag* stop,
            std::ostream& out, std::ostream& err);

// As main() registers it: parses, then runs with Ctrl-C handled.
int TuneCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_TUNE_TUNE_COMMAND_H_
