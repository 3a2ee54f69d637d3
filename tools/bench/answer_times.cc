// answer_times: every answer's time as the referee measured it (games.jsonl's "us"),
// per program: how many, the median, the 99th percentile and the slowest, in ms. With the
// fresh-process benchmark (tools/bench/fresh_mjbot.sh) it measures what a bot answers on its
// first questions when each game starts a new process, as under cycgame.
//   answer_times LOGDIR/games.jsonl
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/strings/str_format.h"
#include "core/program.h"
#include "tools/common/stats.h"
#include "tools/mjref/records/record_parse.h"

ABSL_FLAG(int, skip_games, 0, "leave out the first N games (e.g. the machine warming up)");

int main(int argc, char** argv) {
  mj16::SetUpFlags("answer_times",
                   "answer_times GAMES.jsonl: answer times per program (median, p99, max)",
                   "tools/bench/answer_times.cc", argc, argv);
  const std::vector<char*> args = absl::ParseCommandLine(argc, argv);
  if (args.size() != 2) {
    std::cerr << "answer_times: one games.jsonl, please (answer_times --help)\n";
    return 2;
  }
  const absl::StatusOr<std::vector<mj16::mjref::GameRecord>> games =
      mj16::mjref::ReadRecordFile(args[1]);
  if (!games.ok()) {
    std::cerr << "answer_times: " << games.status().message() << "\n";
    return 2;
  }
  std::map<std::string, std::vector<double>> ms;  // by program name
  int counted = 0;
  for (size_t g = static_cast<size_t>(absl::GetFlag(FLAGS_skip_games)); g < games->size(); ++g) {
    const mj16::mjref::GameRecord& r = (*games)[g];
    ++counted;
    for (const mj16::mjref::TranscriptLine& line : r.transcript) {
      if (!line.from_player || line.micros < 0) continue;
      for (int s = 0; s < 4; ++s) {
        if (line.seats & (1u << s)) ms[r.names[s]].push_back(line.micros / 1000.0);
      }
    }
  }
  absl::PrintF("%d games; answer times in ms\n%-40s %8s %8s %8s %8s\n", counted, "program",
               "answers", "median", "p99", "max");
  const auto row = [](const std::string& name, const std::vector<double>& v) {
    absl::PrintF("%-40s %8d %8.3f %8.3f %8.3f\n", name, v.size(), mj16::tooling::Percentile(v, 0.5),
                 mj16::tooling::Percentile(v, 0.99), mj16::tooling::Percentile(v, 1.0));
  };
  std::vector<double> all;
  for (const auto& [name, v] : ms) {
    row(name, v);
    all.insert(all.end(), v.begin(), v.end());
  }
  if (ms.size() > 1) row("(every answer)", all);
  return 0;
}
