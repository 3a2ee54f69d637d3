#include "tools/training/data_match.h"

#include <fstream>
#include <mutex>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "tools/mjref/bots/bots.h"
#include "tools/mjref/run/runner.h"
#include "tools/mjref/run/schedule.h"

namespace mj16::training {

absl::StatusOr<DataMatch> ParseDataMatch(const std::vector<std::string>& args,
                                         const std::string& help, const OtherOption& other) {
  DataMatch m;
  m.config.games = 1000;
  int seed = 1;
  for (size_t i = 1; i < args.size(); ++i) {
    std::string a = args[i], v;
    if (const size_t eq = a.find('='); absl::StartsWith(a, "--") && eq != std::string::npos) {
      v = a.substr(eq + 1);
      a = a.substr(0, eq);
    } else if (i + 1 < args.size()) {
      v = args[++i];
    } else {
      return absl::InvalidArgumentError(absl::StrCat(a, " needs a value"));
    }
    if (a == "--bot") {
      m.bots.push_back(v);
    } else if (a == "-o" || a == "--output") {
      m.output = v;
    } else if (a == "--games" || a == "-j" || a == "--seed") {
      int n = 0;
      if (!absl::SimpleAtoi(v, &n) || n <= 0) {
        return absl::InvalidArgumentError(absl::StrCat(a, ": '", v, "' is not a positive number"));
      }
      (a == "--games" ? m.config.games : a == "-j" ? m.jobs : seed) = n;
    } else if (absl::Status s = other ? other(a, v) : absl::NotFoundError(""); !s.ok()) {
      if (!absl::IsNotFound(s)) return s;
      return absl::InvalidArgumentError(
          absl::StrCat("unknown option '", a, "' (see mjref ", help, " --help)"));
    }
  }
  m.config.seed = static_cast<std::uint64_t>(seed);
  if (m.bots.size() != 4) return absl::InvalidArgumentError("four --bot, one per seat");
  if (m.output.empty()) return absl::InvalidArgumentError("where to? (-o FILE)");
  return m;
}

absl::StatusOr<DataPrograms> MakeDataPrograms(const DataMatch& match, const WrapProgram& wrap) {
  DataPrograms out;
  for (size_t i = 0; i < match.bots.size(); ++i) {
    absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> p = mjref::MakeProgram(match.bots[i]);
    if (!p.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("--bot '", match.bots[i], "': ", p.status().message()));
    }
    out.owned.push_back(wrap ? wrap(static_cast<int>(i), *std::move(p)) : *std::move(p));
    out.programs.push_back(out.owned.back().get());
  }
  return out;
}

std::vector<mjref::GameConfig> DataPlan(const DataMatch& match, const DataPrograms& programs) {
  const std::vector<mjref::PlayerFactory*>& p = programs.programs;
  return mjref::MatchPlan(match.config, {p[0]->Name(), p[1]->Name(), p[2]->Name(), p[3]->Name()});
}

absl::StatusOr<long long> RunDataMatch(const DataMatch& match, const DataPrograms& programs,
                                       const std::vector<mjref::GameConfig>& plan, int columns,
                                       const RowsOf& rows_of) {
  std::ofstream file(match.output, std::ios::binary | std::ios::trunc);
  if (!file) return absl::InvalidArgumentError(absl::StrCat("cannot write '", match.output, "'"));
  std::mutex mu;
  long long floats = 0;
  mjref::RunOptions run;
  run.jobs = match.jobs;
  run.match_seed = match.config.seed;
  mjref::RunGames(
      plan, programs.programs, run,
      [&](const mjref::GameRecord& r) {
        const std::vector<float> block = rows_of(r);
        std::lock_guard<std::mutex> lock(mu);
        file.write(reinterpret_cast<const char*>(block.data()),
                   static_cast<std::streamsize>(block.size() * sizeof(float)));
        floats += static_cast<long long>(block.size());
      },
      nullptr);
  file.close();
  if (!file) {
    return absl::InvalidArgumentError(absl::StrCat("cannot finish writing '", match.output, "'"));
  }
  return floats / columns;
}

}  // namespace mj16::training
