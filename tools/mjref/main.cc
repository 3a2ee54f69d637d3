// mjref: the referee (SPEC §4, §8). This part plays matches between in-process built-in players.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_format.h"
#include "tools/mjref/bots.h"
#include "tools/mjref/cli.h"
#include "tools/mjref/match.h"
#include "tools/mjref/record.h"

namespace {

int Fail(const std::string& message) {
  std::cerr << "mjref: " << message << "\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace mj16::mjref;
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && (args[0] == "--help" || args[0] == "-h" || args[0] == "help")) {
    std::cout << Usage();
    return 0;
  }
  absl::StatusOr<MatchArgs> parsed = ParseArgs(args);
  if (!parsed.ok()) return Fail(std::string(parsed.status().message()));

  std::vector<std::unique_ptr<mj16::mjref::PlayerFactory>> owned;
  std::array<mj16::mjref::PlayerFactory*, 4> programs{};
  for (int s = 0; s < 4; ++s) {
    absl::StatusOr<std::unique_ptr<mj16::mjref::PlayerFactory>> p = MakeProgram(parsed->bots[s]);
    if (!p.ok()) return Fail(std::string(p.status().message()));
    owned.push_back(*std::move(p));
    programs[s] = owned.back().get();
  }

  // Files are opened before the match so that a bad path fails at once, as a bad argument.
  std::ofstream json;
  if (!parsed->json_path.empty()) {
    json.open(parsed->json_path);
    if (!json) return Fail("--json: cannot write '" + parsed->json_path + "'");
  }
  std::ofstream jsonl;
  const std::filesystem::path log_dir = parsed->log_dir;
  if (!parsed->log_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(log_dir, ec);
    jsonl.open(log_dir / "games.jsonl");
    if (ec || !jsonl) return Fail("--log-dir: cannot write in '" + parsed->log_dir + "'");
  }

  MatchConfig config;
  config.games = parsed->games;
  config.seed = parsed->seed;
  auto log = [&](const GameRecord& record) {
    if (parsed->log_dir.empty()) return;
    std::ofstream text(log_dir / absl::StrFormat("game-%05d.log", record.game + 1));
    text << RecordText(record);
    jsonl << RecordJson(record) << "\n";
  };
  const MatchResult result = RunMatch(config, programs, log);
  std::cout << ResultsTable(result);
  if (json.is_open()) json << ResultsJson(result) << "\n";
  return 0;
}
