// mjref's subcommands behind main() (SPEC §8): what runs each of those in mjref's libraries
// (their table: help.h), and MjrefMain, which dispatches by that table. main() registers the
// built-in players (bots.h) and the subcommands whose code lives above these libraries.
//
// Exit status: 0 when the match completed, whatever the bots did; 2 for bad arguments, a bad
// setting, an unwritable output, an unreadable log or a bot that cannot start (one line on
// stderr); 130 when interrupted (the finished games are kept and the partial results printed).
#ifndef MJ16_TOOLS_MJREF_CLI_COMMANDS_H_
#define MJ16_TOOLS_MJREF_CLI_COMMANDS_H_

#include <fstream>
#include <functional>
#include <iosfwd>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "tools/mjref/cli/cli.h"
#include "tools/mjref/engine/chance.h"
#include "tools/mjref/engine/record.h"
#include "tools/mjref/run/runner.h"
#include "tools/mjref/run/watcher.h"

namespace mj16::mjref {

inline constexpr int kExitBadInput = 2;

// A subcommand whose code lives above mjref's libraries (`labels`, tools/training), its entry in
// help.h's table without a function: main() registers that; MjrefMain answers its --help from
// the table and hands it the arguments otherwise (args[0] is its name).
void RegisterSubcommand(const std::string& name, SubcommandRun run);

// `--watch`: a web server showing a match's games live (tools/mjref/play/watch.h), registered by
// main() where mjref is built with play. It listens on `host`:`port` (0: any free port), says
// where on `err`, and stops when destroyed.
using WatchMaker = std::function<absl::StatusOr<std::unique_ptr<MatchWatcher>>(
    const std::string& host, int port, std::ostream& err)>;
void RegisterWatch(WatchMaker make);

// One line "mjref: message" on err; returns kExitBadInput.
int Fail(std::ostream& err, absl::string_view message);
inline constexpr int kExitInterrupted = 130;

// A run's --json, --csv and --report (report.h), opened before it plays so that a bad path fails
// at once, as a bad argument: on failure one line on err and kExitBadInput, else 0. An empty path
// opens nothing, and nothing is written to a file not open.
struct ResultFiles {
  std::ofstream json, csv, report;
  int Open(const std::string& json_path, const std::string& csv_path,
           const std::string& report_path, std::ostream& err);
  // The report is the HTML page of `results_json` and `games`.
  int Write(const std::string& json_text, const std::string& csv_text,
            absl::string_view results_json, std::span<const GameRecord> games, std::ostream& err);
};

// A run of many games: Ctrl-C handled (WatchSignals), a closed pipe not fatal; the flag it sets.
const StopFlag* WatchedStop();

// The luck scorer of a run: DefaultChanceScorer() (luck/chance_scorer.h), none with --no-luck.
std::shared_ptr<const ChanceScorer> RunLuck(bool no_luck);

// `match` / `tournament`, the luck of the cards scored by `luck` (none: not scored); `stop` may
// be null (nothing interrupts it).
int RunMatchCommand(const MatchArgs& args, std::shared_ptr<const ChanceScorer> luck,
                    const StopFlag* stop, std::ostream& out, std::ostream& err);
// The runs of help.h's table: each parses its words (args[0] is its name), fails with one line
// and kExitBadInput on a bad one, else runs on std::cout and std::cerr (match, tournament and
// strength with Ctrl-C handled). `verify` exits 1 when a record's game differs.
int MatchMain(const std::vector<std::string>& args);
int StrengthMain(const std::vector<std::string>& args);
int ReplayMain(const std::vector<std::string>& args);
int MergeMain(const std::vector<std::string>& args);
int ProfileMain(const std::vector<std::string>& args);  // where points came from (profile.h)
int ReportMain(const std::vector<std::string>& args);
int VerifyMain(const std::vector<std::string>& args);
int BotMain(const std::vector<std::string>& args);

// The whole command line (without the program name), dispatched by help.h's table.
int MjrefMain(const std::vector<std::string>& args);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_CLI_COMMANDS_H_
