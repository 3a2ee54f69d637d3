// reading_bench: the time one throw spends reading the three others (the cost target:
// the learned models ≤ 50 µs a throw, median, one core), the learned reading (features and the
// network, bot/reading/model.h) beside today's heuristics (the tenpai logistic and the sampled
// waits), over real positions from self-play (tests/data/positions). Figures in docs/reading.md.
#include <algorithm>
#include <array>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "bot/reading/features.h"
#include "bot/reading/model.h"
#include "bot/reading/reading.h"
#include "core/program.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tools/common/stats.h"
#include "tools/dealins/dealins.h"

ABSL_FLAG(std::string, positions, "", "positions file (dealin_replay's text form)");
ABSL_FLAG(int, repeat, 5, "times each position is read (the median is kept)");

namespace {

using mj16::tooling::Percentile;

int Fail(absl::string_view message) {
  std::cerr << "reading_bench: " << message << "\n";
  return 2;
}

// The median over `repeat` runs of reading everything a throw asks of `settings`' reading.
double ReadMicros(const mj16::TableView& view, const mj16::bot::ReadingSettings& settings,
                  int repeat) {
  std::vector<double> times;
  double sink = 0;
  for (int i = 0; i < repeat; ++i) {
    const absl::Time start = absl::Now();
    const mj16::bot::Reading reading(view, settings);
    for (int p = 1; p <= 4; ++p) {
      if (p != view.pos()) sink += reading.Tenpai(p);
    }
    sink += reading.Risks()[0];
    times.push_back(absl::ToDoubleMicroseconds(absl::Now() - start));
  }
  if (sink < 0) std::cerr << "";  // keeps the work from being optimised away
  return Percentile(times, 0.5);
}

// The median over `repeat` runs of the learned reading's two parts for the three others: the
// features alone, and the network alone on them.
std::pair<double, double> LearnedPartsMicros(const mj16::TableView& view, int repeat) {
  std::vector<double> features, network;
  std::array<mj16::bot::OpponentFeatureVector, 4> x{};
  double sink = 0;
  for (int i = 0; i < repeat; ++i) {
    absl::Time start = absl::Now();
    for (int p = 1; p <= 4; ++p) {
      if (p != view.pos()) x[p - 1] = mj16::bot::OpponentFeatures(view, p);
    }
    features.push_back(absl::ToDoubleMicroseconds(absl::Now() - start));
    start = absl::Now();
    for (int p = 1; p <= 4; ++p) {
      if (p != view.pos()) sink += mj16::bot::ReadingModel::Default().Estimate(x[p - 1]).tenpai;
    }
    network.push_back(absl::ToDoubleMicroseconds(absl::Now() - start));
  }
  if (sink < 0) std::cerr << "";
  return {Percentile(features, 0.5), Percentile(network, 0.5)};
}

}  // namespace

int main(int argc, char** argv) {
  mj16::SetUpFlags("reading_bench",
                   "reading_bench --positions FILE: the reading's time per throw (docs/reading.md)",
                   "tools/bench/reading_bench.cc", argc, argv);
  absl::ParseCommandLine(argc, argv);
  const absl::StatusOr<std::vector<mj16::dealins::Position>> positions =
      mj16::dealins::ReadPositions(absl::GetFlag(FLAGS_positions));
  if (!positions.ok()) return Fail(absl::StrCat("--positions: ", positions.status().message()));
  const int repeat = std::max(1, absl::GetFlag(FLAGS_repeat));
  mj16::bot::ReadingSettings heuristic, learned;
  learned.learned_reading = true;
  std::vector<double> heuristic_us, learned_us, features_us, network_us;
  for (const mj16::dealins::Position& p : *positions) {
    const absl::StatusOr<mj16::TableView> seen = mj16::dealins::PositionView(p);
    if (!seen.ok()) return Fail(absl::StrFormat("game %d: %s", p.game, seen.status().message()));
    const mj16::TableView& view = *seen;
    learned_us.push_back(ReadMicros(view, learned, repeat));
    const auto [features, network] = LearnedPartsMicros(view, repeat);
    features_us.push_back(features);
    network_us.push_back(network);
    heuristic_us.push_back(ReadMicros(view, heuristic, repeat));
  }
  if (learned_us.empty()) return Fail("no positions");
  std::cout << absl::StrFormat("%d throws; µs per throw reading the three others\n",
                               learned_us.size());
  for (const auto& [name, t] :
       {std::pair<const char*, std::vector<double>*>{"learned", &learned_us},
        {"  features", &features_us},
        {"  network", &network_us},
        {"heuristic", &heuristic_us}}) {
    std::cout << absl::StrFormat("  %-10s median %7.1f  p99 %7.1f  max %7.1f\n", name,
                                 Percentile(*t, 0.5), Percentile(*t, 0.99),
                                 *std::max_element(t->begin(), t->end()));
  }
  return 0;
}
