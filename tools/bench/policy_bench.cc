// policy_bench: the learned policy's time per throw (the cost target: the networks
// ≤ 100 µs a decision, median, one core) over real positions from self-play
// (tests/data/positions): the whole choice (the reading, the features, the network), and the
// network alone. Figures in docs/policy.md.
#include <algorithm>
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
#include "bot/policy/policy.h"
#include "bot/reading/reading.h"
#include "core/program.h"
#include "core/table_view.h"
#include "tools/common/stats.h"
#include "tools/dealins/dealins.h"

ABSL_FLAG(std::string, positions, "", "positions file (dealin_replay's text form)");
ABSL_FLAG(int, repeat, 5, "times each position is decided (the median is kept)");

namespace {

using mj16::tooling::Percentile;
namespace policy = mj16::bot::policy;

int Fail(absl::string_view message) {
  std::cerr << "policy_bench: " << message << "\n";
  return 2;
}

// The medians over `repeat` runs of the whole choice and of the network alone.
std::pair<double, double> ChooseMicros(const mj16::TableView& view, int repeat) {
  const mj16::bot::ReadingSettings settings;
  std::vector<double> whole, network;
  double sink = 0;
  for (int i = 0; i < repeat; ++i) {
    absl::Time start = absl::Now();
    const mj16::bot::Reading reading(view, settings);
    sink += policy::Choose(view, mj16::Ask::kThrow, reading).probability;
    whole.push_back(absl::ToDoubleMicroseconds(absl::Now() - start));
    const policy::DecisionInput in = policy::Describe(view, mj16::Ask::kThrow, reading);
    std::vector<policy::CompactCandidate> compact;
    for (const policy::Candidate& c : in.candidates) compact.push_back(policy::Compact(c));
    start = absl::Now();
    sink += policy::PolicyNetwork::Default().Logits(in.state, in.shanten, compact)[0];
    sink += policy::PolicyNetwork::Default().Value(in.state);
    network.push_back(absl::ToDoubleMicroseconds(absl::Now() - start));
  }
  if (sink < -1e30) std::cerr << "";  // keeps the work from being optimised away
  return {Percentile(whole, 0.5), Percentile(network, 0.5)};
}

}  // namespace

int main(int argc, char** argv) {
  mj16::SetUpFlags("policy_bench",
                   "policy_bench --positions FILE: the learned policy's time per throw "
                   "(docs/policy.md)",
                   "tools/bench/policy_bench.cc", argc, argv);
  absl::ParseCommandLine(argc, argv);
  const absl::StatusOr<std::vector<mj16::dealins::Position>> positions =
      mj16::dealins::ReadPositions(absl::GetFlag(FLAGS_positions));
  if (!positions.ok()) return Fail(absl::StrCat("--positions: ", positions.status().message()));
  const int repeat = std::max(1, absl::GetFlag(FLAGS_repeat));
  std::vector<double> whole_us, network_us;
  for (const mj16::dealins::Position& p : *positions) {
    const absl::StatusOr<mj16::TableView> seen = mj16::dealins::PositionView(p);
    if (!seen.ok()) return Fail(absl::StrFormat("game %d: %s", p.game, seen.status().message()));
    const auto [whole, network] = ChooseMicros(*seen, repeat);
    whole_us.push_back(whole);
    network_us.push_back(network);
  }
  if (whole_us.empty()) return Fail("no positions");
  std::cout << absl::StrFormat("%d throws; µs per throw\n", whole_us.size());
  for (const auto& [name, t] : {std::pair<const char*, std::vector<double>*>{"choice", &whole_us},
                                {"  network", &network_us}}) {
    std::cout << absl::StrFormat("  %-10s median %7.1f  p99 %7.1f  max %7.1f\n", name,
                                 Percentile(*t, 0.5), Percentile(*t, 0.99),
                                 *std::max_element(t->begin(), t->end()));
  }
  return 0;
}
