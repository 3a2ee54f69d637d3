// The command line of mjref (SPEC §8). --bot repeats and its CMD holds commas, colons and spaces,
// which absl flags cannot take, so a small parser of its own. Every error is one line naming the
// bad argument (main prints it and exits 2).
#ifndef MJ16_TOOLS_MJREF_CLI_CLI_H_
#define MJ16_TOOLS_MJREF_CLI_CLI_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "tools/mjref/bots/process_player.h"
#include "tools/mjref/cli/help.h"
#include "tools/mjref/run/shard.h"

namespace mj16::mjref {

enum class Subcommand { kMatch, kTournament };

struct MatchArgs {
  Subcommand subcommand = Subcommand::kMatch;
  std::vector<std::string> bots;  // exactly four: seats 1..4 in a match, programs A..D otherwise
  int games = 16;                 // match only
  int sets = 1;                   // tournament only: 192 games each
  std::uint64_t seed = 1;
  std::string json_path;         // empty: none
  std::string csv_path;          // empty: none
  std::string log_dir;           // empty: none
  std::string report_path;       // empty: none; else the HTML report (report.h)
  double timeout = 3.0;          // seconds per answer
  double accept_timeout = 30.0;  // seconds a tcp: seat waits for its bot to connect
  int jobs = 0;                  // tables at once; 0: one per core
  Lifetime lifetime = Lifetime::kGame;
  bool stable_draws = false;
  bool reasons = false;                  // ProcessOptions::reasons
  bool no_luck = false;                  // --no-luck: the luck of the cards not scored
  Shard shard;                           // --shard I/N: a part of the run (shard.h)
  std::string watch_host = "127.0.0.1";  // --watch [HOST:]PORT: the games shown live
  int watch_port = -1;                   // −1: not watched; 0: any free port
  std::vector<std::string> command;      // the run's command line, for a shard file (RunCommand)
};

// One command-line word: `--opt=value` split into the option and its value, `-jN` into -j and N.
struct OptionWord {
  std::string option;
  std::string value;
  bool has_value = false;
};

// The one reader of every subcommand's words, args[first..]: each option of help.h's table (of
// `subcommand`, or else of `also`) goes to `on` with its value (`--opt VALUE`, `--opt=VALUE`;
// none for a flag); with `words`, so does a word that is no option ("-" or no leading '-'),
// with an empty option. Errors: "OPTION needs a value", "OPTION takes no value", "`unknown`
// 'WORD'; mjref `subcommand` --help lists the options".
struct OptionWords {
  absl::string_view subcommand = "";
  absl::string_view unknown = "unknown option";
  bool words = false;
  absl::string_view also = "";
};
absl::Status ParseOptions(const std::vector<std::string>& args, size_t first,
                          const OptionWords& how,
                          const std::function<absl::Status(const OptionWord&)>& on);

// Seconds as every option gives them: a finite number from 0 (above 0 when `positive`) to
// 86,400 (a day); nullopt otherwise.
std::optional<double> ParseSeconds(const std::string& text, bool positive);

// The options a match, a tournament and a strength run read alike (--sets, --seed, -j, --json,
// --csv, --report, --shard, --timeout, --no-luck, --stable-wall), set in `out` (MatchArgs or
// StrengthArgs); any other option is left alone.
template <typename Args>
absl::Status SetRunOption(Args& out, const std::string& option, const std::string& value);

// `args` without the program name: `match|tournament` and its options (help.h's table).
absl::StatusOr<MatchArgs> ParseArgs(const std::vector<std::string>& args);

struct ReplayArgs {
  std::string path;
  int game = 0;  // 1-based within a games.jsonl; 0: every game in the file
};
// `replay LOG [--game N]`.
absl::StatusOr<ReplayArgs> ParseReplayArgs(const std::vector<std::string>& args);

struct ReportArgs {
  std::string results_path;  // what --json wrote
  std::string log_dir;       // empty: no games (no curves, no viewer)
  std::string output;        // the HTML file
};
// `report RESULT.json [--log-dir DIR] -o FILE.html`.
absl::StatusOr<ReportArgs> ParseReportArgs(const std::vector<std::string>& args);

struct MergeArgs {
  std::vector<std::string> shards;  // shard files
  std::string json_path;
  std::string report_path;
};
// `merge SHARD.json... [--json FILE] [--report FILE.html]`.
absl::StatusOr<MergeArgs> ParseMergeArgs(const std::vector<std::string>& args);

struct ProfileArgs {
  std::vector<std::string> records;  // game logs, games.jsonl files or log folders
  std::string json_path;
};
// `profile RECORD... [--json FILE]`.
absl::StatusOr<ProfileArgs> ParseProfileArgs(const std::vector<std::string>& args);

// `bot NAME[:settings]`: the built-in to serve (with or without the `builtin:` prefix).
absl::StatusOr<std::string> ParseBotArgs(const std::vector<std::string>& args);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_CLI_CLI_H_
