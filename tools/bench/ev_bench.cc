// ev_bench: the offence evaluator's time per decision (bot/offence/evaluator.h) over a
// fixed set of real positions from self-play (tests/data/positions, made by `dealin_replay
// throws`): median, 99th percentile and maximum by the shanten the best discard reaches, and the
// hands searched. Figures in docs/offence.md.
#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "bot/decide/decide.h"
#include "bot/offence/ranking.h"
#include "bot/settings/settings.h"
#include "core/program.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tools/common/stats.h"
#include "tools/dealins/dealins.h"

ABSL_FLAG(std::string, positions, "", "positions file (dealin_replay's text form)");
ABSL_FLAG(std::string, set, "", "mjbot settings, key=value,key=value");
ABSL_FLAG(int, repeat, 5, "times each position is evaluated (the median is kept)");

namespace {

using mj16::tooling::Percentile;

struct Sample {
  double evaluator_us = 0;
  double decision_us = 0;
  int nodes = 0;
};

int Fail(absl::string_view message) {
  std::cerr << "ev_bench: " << message << "\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  mj16::SetUpFlags(
      "ev_bench",
      "ev_bench --positions FILE: the offence evaluator's time per decision (docs/offence.md)",
      "tools/bench/ev_bench.cc", argc, argv);
  absl::ParseCommandLine(argc, argv);
  const absl::StatusOr<std::vector<mj16::dealins::Position>> positions =
      mj16::dealins::ReadPositions(absl::GetFlag(FLAGS_positions));
  if (!positions.ok()) {
    return Fail(absl::StrCat("--positions: ", positions.status().message()));
  }
  const absl::StatusOr<mj16::bot::Settings> settings =
      mj16::bot::ParseOverrides(absl::GetFlag(FLAGS_set));
  if (!settings.ok()) return Fail(absl::StrFormat("--set: %s", settings.status().message()));
  const mj16::bot::EvParams params = mj16::bot::EvParamsOf(settings->offence);
  const int repeat = std::max(1, absl::GetFlag(FLAGS_repeat));

  std::map<int, std::vector<Sample>> by_shanten;  // the shanten the best discard reaches
  for (const mj16::dealins::Position& p : *positions) {
    const absl::StatusOr<mj16::TableView> seen = mj16::dealins::PositionView(p);
    if (!seen.ok()) return Fail(absl::StrFormat("game %d: %s", p.game, seen.status().message()));
    const mj16::TableView& view = *seen;
    const mj16::Hand hand = view.hand().ToHand();
    if (!hand.OwnTurn()) continue;
    const int draws = mj16::bot::OwnDrawsLeft(view.live_wall(), 3);
    const mj16::bot::EvInput input = mj16::bot::EvInputFor(view, hand, draws);
    std::vector<double> ev_times, decide_times;
    mj16::bot::EvResult result;
    for (int i = 0; i < repeat; ++i) {
      absl::Time start = absl::Now();
      result = mj16::bot::EvaluateDiscards(input, params);
      ev_times.push_back(absl::ToDoubleMicroseconds(absl::Now() - start));
      start = absl::Now();
      (void)mj16::bot::Decide(view, mj16::Ask::kThrow, *settings);
      decide_times.push_back(absl::ToDoubleMicroseconds(absl::Now() - start));
    }
    int best = 99;
    for (const mj16::bot::EvCandidate& c : result.candidates) best = std::min(best, c.shanten);
    by_shanten[best].push_back(
        Sample{Percentile(ev_times, 0.5), Percentile(decide_times, 0.5), result.nodes});
  }
  std::cout << absl::StrFormat("%-8s %9s %12s %12s %12s %14s %12s\n", "shanten", "positions",
                               "median µs", "p99 µs", "max µs", "decision p99", "median hands");
  std::vector<Sample> all;
  const auto row = [](absl::string_view name, const std::vector<Sample>& v) {
    std::vector<double> ev, dec, nodes;
    for (const Sample& s : v) {
      ev.push_back(s.evaluator_us);
      dec.push_back(s.decision_us);
      nodes.push_back(s.nodes);
    }
    std::cout << absl::StrFormat("%-8s %9d %12.1f %12.1f %12.1f %14.1f %12.0f\n", name, v.size(),
                                 Percentile(ev, 0.5), Percentile(ev, 0.99), Percentile(ev, 1.0),
                                 Percentile(dec, 0.99), Percentile(nodes, 0.5));
  };
  for (const auto& [shanten, samples] : by_shanten) {
    row(absl::StrCat(shanten), samples);
    all.insert(all.end(), samples.begin(), samples.end());
  }
  row("all", all);
  return 0;
}
