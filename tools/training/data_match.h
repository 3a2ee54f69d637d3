// What `mjref value-data` and `mjref policy-data` share: the command line of a match that writes
// training rows (--bot ×4, --games, --seed, -j, -o, and options of the command's own), the four
// programs it names, and the file the rows go to.
#ifndef MJ16_TOOLS_TRAINING_DATA_MATCH_H_
#define MJ16_TOOLS_TRAINING_DATA_MATCH_H_

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "tools/mjref/engine/player.h"
#include "tools/mjref/run/match.h"

namespace mj16::training {

struct DataMatch {
  std::vector<std::string> bots;  // the four --bot, seat 1..4
  std::string output;             // -o
  mjref::MatchConfig config;      // --games (1000), --seed (1)
  int jobs = 1;                   // -j
};

// A command's own option: an error naming the value when it is bad; NotFound when the option is
// not the command's.
using OtherOption = std::function<absl::Status(const std::string& name, const std::string& value)>;

// --opt VALUE or --opt=VALUE, as every mjref subcommand takes them; args[0] is the subcommand.
// The error is one line naming the option; `help` names the subcommand for an unknown option.
absl::StatusOr<DataMatch> ParseDataMatch(const std::vector<std::string>& args,
                                         const std::string& help, const OtherOption& other);

// The four programs; `wrap`, when given, may replace the factory of --bot i (0..3).
struct DataPrograms {
  std::vector<std::unique_ptr<mjref::PlayerFactory>> owned;
  std::vector<mjref::PlayerFactory*> programs;
};
using WrapProgram = std::function<std::unique_ptr<mjref::PlayerFactory>(
    int index, std::unique_ptr<mjref::PlayerFactory> program)>;
absl::StatusOr<DataPrograms> MakeDataPrograms(const DataMatch& match, const WrapProgram& wrap = {});

// The match's games, in order, as mjref match plays them.
std::vector<mjref::GameConfig> DataPlan(const DataMatch& match, const DataPrograms& programs);

// Plays `plan` on match.jobs tables and appends to match.output, under a lock, the floats
// `rows_of` returns for each game as it ends (on the worker's thread that played it, in any
// order), `columns` a row. Returns the rows written; the error names the file.
using RowsOf = std::function<std::vector<float>(const mjref::GameRecord&)>;
absl::StatusOr<long long> RunDataMatch(const DataMatch& match, const DataPrograms& programs,
                                       const std::vector<mjref::GameConfig>& plan, int columns,
                                       const RowsOf& rows_of);

}  // namespace mj16::training

#endif  // MJ16_TOOLS_TRAINING_DATA_MATCH_H_
