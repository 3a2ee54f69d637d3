// mjref's subcommands behind main(): `match`, `tournament`, `replay`, `report`, `bot` (SPEC §8).
// main() only registers extra built-ins (bots.h) and calls MjrefMain.
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

// A subcommand whose code lives above mjref's libraries (`labels`, tools/training): main()
// registers it; MjrefMain answers its --help from help.h and hands it the arguments otherwise
// (args[0] is its name).
using SubcommandMain = std::function<int(const std::vector<std::string>& args)>;
void RegisterSubcommand(const std::string& name, SubcommandMain main);

// `--watch`: a web server showing a match's games live (tools/mjref/play/watch.h), registered by
// main() where mjref is built with play. It listens on `host`:`port` (0: any free port), says
// where on `err`, and stops when destroyed.
using WatchMaker = std::function<absl::StatusOr<std::unique_ptr<MatchWatcher>>(
    const std::string& host, int port, std::ostream& err)>;
void RegisterWatch(WatchMaker make);

// One line "mjref: message" on err; returns kExitBadInput.
int Fail(std::ostream& err, absl::string_view message);
// --json and --csv, each when its path is set, opened before the match so that a bad path fails
// at once, as a bad argument: on failure one line on err and kExitBadInput, else 0.
int OpenResultFiles(const std::string& json_path, const std::string& csv_path, std::ofstream& json,
                    std::ofstream& csv, std::ostream& err);
inline constexpr int kExitInterrupted = 130;

// --report: `report` (opened before the match, like --json, so a bad path fails at once) gets
// the HTML page of `results_json` and `games` (report.h). On failure one line on err and
// kExitBadInput, else 0.
int OpenReport(const std::string& path, std::ofstream& report, std::ostream& err);
int WriteReport(std::ofstream& report, absl::string_view results_json,
                std::span<const GameRecord> games, std::ostream& err);

// The luck scorer of a run: DefaultChanceScorer() (luck/chance_scorer.h), none with --no-luck.
std::shared_ptr<const ChanceScorer> RunLuck(bool no_luck);

// `match` / `tournament`; `stop` may be null (nothing interrupts it). The luck of the cards is
// scored by RunLuck(args.no_luck), or by `luck` (none: not scored).
int RunMatchCommand(const MatchArgs& args, const StopFlag* stop, std::ostream& out,
                    std::ostream& err);
int RunMatchCommand(const MatchArgs& args, std::shared_ptr<const ChanceScorer> luck,
                    const StopFlag* stop, std::ostream& out, std::ostream& err);
// `mjref verify RECORD...`: each game played again through the core; 1 when any differs.
int RunVerifyCommand(const std::vector<std::string>& paths, std::ostream& out, std::ostream& err);
int RunReplayCommand(const ReplayArgs& args, std::ostream& out, std::ostream& err);
int RunReportCommand(const ReportArgs& args, std::ostream& err);
int RunMergeCommand(const MergeArgs& args, std::ostream& out, std::ostream& err);
// `mjref profile RECORD...`: where each program's points came from (results/profile.h).
int RunProfileCommand(const ProfileArgs& args, std::ostream& out, std::ostream& err);
int RunBotCommand(const std::string& spec, std::istream& in, std::ostream& out, std::ostream& err);

// The whole command line (without the program name), with Ctrl-C handling for matches.
int MjrefMain(const std::vector<std::string>& args);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_CLI_COMMANDS_H_
