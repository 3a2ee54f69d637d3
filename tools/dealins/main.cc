// dealin_replay: the deal-in replay of seed 002 §3.3 (docs/defence.md).
//   dealin_replay collect LOG... > positions.txt   every deal-in by a discard in mjref logs
//   dealin_replay throws LOG... [--stride N] > positions.txt   every N-th throw of every seat
//                                                  (the benchmark set of tools/bench/ev_bench)
//   dealin_replay replay positions.txt [--config FILE] [--set k=v,...]
// `replay` prints how many positions the configuration avoids and how many of those it avoids by
// giving up tenpai; exit 2 on a bad file or setting.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/flags/usage.h"
#include "absl/strings/str_format.h"
#include "core/program.h"
#include "tools/dealins/dealins.h"
#include "tools/mjref/records/record_parse.h"

ABSL_FLAG(std::string, config, "", "configuration file of the replaying bot (default: mjbot's)");
ABSL_FLAG(std::string, set, "", "settings on top, key=value,key=value");
ABSL_FLAG(bool, verbose, false, "replay: one line per position");
ABSL_FLAG(int, stride, 5, "throws: every N-th throw question of each seat, from its first");

namespace {

absl::StatusOr<std::string> Read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError(absl::StrFormat("cannot read %s", path));
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

int Fail(absl::string_view message) {
  std::cerr << "dealin_replay: " << message << "\n";
  return 2;
}

int Collect(const std::vector<char*>& logs, bool throws) {
  std::vector<mj16::dealins::Position> all;
  for (size_t i = 2; i < logs.size(); ++i) {
    const absl::StatusOr<std::string> text = Read(logs[i]);
    if (!text.ok()) return Fail(text.status().message());
    const absl::StatusOr<std::vector<mj16::mjref::GameRecord>> records =
        mj16::mjref::ParseRecords(*text);
    if (!records.ok()) return Fail(absl::StrFormat("%s: %s", logs[i], records.status().message()));
    for (const mj16::mjref::GameRecord& r : *records) {
      for (mj16::dealins::Position& p :
           throws ? mj16::dealins::CollectThrows(r, std::max(1, absl::GetFlag(FLAGS_stride)))
                  : mj16::dealins::CollectDealIns(r)) {
        all.push_back(p);
      }
    }
  }
  std::cout << mj16::dealins::FormatPositions(all);
  std::cerr << all.size() << (throws ? " throw" : " deal-in") << " positions\n";
  return 0;
}

int Replay(const std::string& path) {
  mj16::bot::Settings settings;
  if (const std::string config = absl::GetFlag(FLAGS_config); !config.empty()) {
    const absl::StatusOr<std::string> text = Read(config);
    if (!text.ok()) return Fail(text.status().message());
    absl::StatusOr<mj16::bot::Settings> s = mj16::bot::ParseSettings(*text, config);
    if (!s.ok()) return Fail(s.status().message());
    settings = *s;
  }
  absl::StatusOr<mj16::bot::Settings> s =
      mj16::bot::ParseOverrides(absl::GetFlag(FLAGS_set), settings);
  if (!s.ok()) return Fail(absl::StrFormat("--set: %s", s.status().message()));
  const absl::StatusOr<std::vector<mj16::dealins::Position>> positions =
      mj16::dealins::ReadPositions(path);
  if (!positions.ok()) return Fail(positions.status().message());
  if (absl::GetFlag(FLAGS_verbose)) {
    for (const mj16::dealins::Position& p : *positions) {
      const absl::StatusOr<mj16::dealins::Replay> r = mj16::dealins::ReplayPosition(p, *s);
      if (!r.ok()) return Fail(r.status().message());
      std::cout << absl::StrFormat("game %d seat %d dealt %d: throws %d%s%s (%s)\n", p.game, p.seat,
                                   p.dealt, r->thrown, r->avoided ? ", avoided" : "",
                                   r->broke_tenpai ? ", gave up tenpai" : "", r->reason);
    }
  }
  const absl::StatusOr<mj16::dealins::Summary> sum = mj16::dealins::ReplayAll(*positions, *s);
  if (!sum.ok()) return Fail(sum.status().message());
  const auto pct = [&](int n) { return sum->positions ? 100.0 * n / sum->positions : 0.0; };
  std::cout << absl::StrFormat(
      "positions %d, avoided %d (%.1f%%), still dealt in %d (%.1f%%); tenpai when dealing in %d, "
      "avoided by giving up tenpai %d (%.1f%%)\n",
      sum->positions, sum->avoided, pct(sum->avoided), sum->positions - sum->avoided,
      pct(sum->positions - sum->avoided), sum->was_tenpai, sum->broke_tenpai,
      pct(sum->broke_tenpai));
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  mj16::SetUpFlags(
      "dealin_replay",
      "dealin_replay collect|throws LOG... > FILE | dealin_replay replay FILE [--config F] "
      "[--set k=v]",
      "tools/dealins/main.cc", argc, argv);
  const std::vector<char*> args = absl::ParseCommandLine(argc, argv);
  if (args.size() >= 3 && std::string(args[1]) == "collect") return Collect(args, false);
  if (args.size() >= 3 && std::string(args[1]) == "throws") return Collect(args, true);
  if (args.size() == 3 && std::string(args[1]) == "replay") return Replay(args[2]);
  return Fail(
      "usage: dealin_replay collect|throws LOG... | dealin_replay replay FILE [--config F]");
}
