// sprt_simulate: the error rates and the games of `mjref strength --sprt` (tools/mjref/results/
// sprt.h), by simulation from a recorded run's group differences, beside the fixed-size test of
// the same errors (docs/sprt.md).
//
//   sprt_simulate --sprt 0,20 SHARD.json...
//
// The shards are one strength run's (--shard I/N --json), whose files keep every duplicate
// group's sums. The differences the run's SPRT reads (PairedSampleOf) are centred and shifted to
// each true difference of --at, and --runs sequences of groups drawn from them with replacement
// are tested as the run would be. The fixed-size test: one-sided at ALPHA, power 1 − BETA at H1,
// n = ((z(1−α) + z(1−β)) · sd / (H1 − H0))² groups, accepting H1 when the mean of n groups
// exceeds H0 + z(1−α) · sd/√n; it is simulated on the same draws.
#include <algorithm>
#include <cmath>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "core/program.h"
#include "tools/common/stats.h"
#include "tools/mjref/cli/strength.h"
#include "tools/mjref/results/sprt.h"
#include "tools/mjref/results/strength_report.h"
#include "tools/mjref/run/shard.h"

ABSL_FLAG(std::string, sprt, "0,20", "the test: H0,H1[,ALPHA,BETA] as mjref strength --sprt");
ABSL_FLAG(std::string, at, "-20,-10,0,10,20,30,40",
          "the true differences to simulate, points a game");
ABSL_FLAG(int, runs, 2000, "simulated runs a true difference");
ABSL_FLAG(int, max_groups, 5000, "a run still undecided after this many groups stops");
ABSL_FLAG(uint64_t, seed, 1, "the draws' seed");

namespace mj16::mjref {
namespace {

// The standard normal's quantile, by bisection of its distribution function.
double NormalQuantile(double p) {
  double lo = -10, hi = 10;
  for (int i = 0; i < 200; ++i) {
    const double mid = (lo + hi) / 2;
    (0.5 * std::erfc(-mid / std::sqrt(2.0)) < p ? lo : hi) = mid;
  }
  return (lo + hi) / 2;
}

// What the SPRT of the strength run in the shard files `paths` reads.
absl::StatusOr<PairedSample> RecordedSample(const std::vector<std::string>& paths) {
  absl::StatusOr<std::vector<ShardFile>> shards = ReadShards(paths);
  if (!shards.ok()) return shards.status();
  if (shards->front().kind != "strength") {
    return absl::InvalidArgumentError("the shards are not a strength run's");
  }
  absl::StatusOr<std::vector<MatchResult>> merged = MergeShards(*shards);
  if (!merged.ok()) return merged.status();
  absl::StatusOr<StrengthReport> report = StrengthReportOf(shards->front().command, *merged);
  if (!report.ok()) return report.status();
  return PairedSampleOf(*report);
}

// The recorded groups' spread, and the fixed-size test of the same errors: one-sided at α with
// power 1 − β at H1, accepting H1 when the mean of its groups exceeds `threshold`.
struct Recorded {
  double mean = 0;
  double sd = 0;  // over groups
  int games_a_group = 0;
  int fixed_groups = 0;
  double fixed_threshold = 0;
};

Recorded Describe(const PairedSample& sample, const SprtTest& test) {
  Recorded r;
  const size_t n = sample.groups.size();
  r.mean = sample.Mean();
  double ss = 0;
  for (const GroupDiff& g : sample.groups) ss += (g.diff - r.mean) * (g.diff - r.mean);
  r.sd = std::sqrt(ss / static_cast<double>(n - 1));
  r.games_a_group = sample.groups.front().games * sample.sides;
  const double z_alpha = NormalQuantile(1 - test.alpha), z_beta = NormalQuantile(1 - test.beta);
  r.fixed_groups =
      static_cast<int>(std::ceil(std::pow((z_alpha + z_beta) * r.sd / (test.h1 - test.h0), 2)));
  r.fixed_threshold = test.h0 + z_alpha * r.sd / std::sqrt(r.fixed_groups);
  return r;
}

// One row of the table: --runs sequences drawn from the recorded groups centred on `delta`,
// each tested by the SPRT and, on its first groups, by the fixed-size test.
std::string SimulateAt(const SprtTest& test, const PairedSample& sample, const Recorded& r,
                       double delta, int runs, int max_groups, std::mt19937_64& rng) {
  std::uniform_int_distribution<size_t> pick(0, sample.groups.size() - 1);
  int h1 = 0, h0 = 0, fixed_h1 = 0;
  std::vector<double> games;
  std::vector<GroupDiff> draws(static_cast<size_t>(max_groups));
  for (int run = 0; run < runs; ++run) {
    for (int i = 0; i < max_groups; ++i) {
      const GroupDiff& g = sample.groups[pick(rng)];
      draws[i] = {i, g.diff - r.mean + delta, g.games};
    }
    const SprtOutcome o = RunSprt(test, draws, sample.sides);
    h1 += o.verdict == SprtVerdict::kH1;
    h0 += o.verdict == SprtVerdict::kH0;
    games.push_back(o.last.games);
    double fixed_mean = 0;
    for (int i = 0; i < r.fixed_groups; ++i) fixed_mean += draws[i].diff;
    fixed_h1 += fixed_mean / r.fixed_groups > r.fixed_threshold;
  }
  double mean_games = 0;
  for (double g : games) mean_games += g;
  mean_games /= runs;
  const int fixed_games = r.fixed_groups * r.games_a_group;
  const auto share = [runs](int count) { return static_cast<double>(count) / runs; };
  return absl::StrFormat("| %+g | %.3f | %.3f | %.3f | %.0f | %.0f | %.0f | %d | %.3f | %.2f |\n",
                         delta, share(h1), share(h0), share(runs - h1 - h0), mean_games,
                         tooling::Percentile(games, 0.5), tooling::Percentile(games, 0.9),
                         fixed_games, share(fixed_h1), mean_games / fixed_games);
}

int Simulate(const std::vector<std::string>& paths) {
  const absl::StatusOr<SprtTest> test = ParseSprt(absl::GetFlag(FLAGS_sprt));
  if (!test.ok()) {
    std::cerr << "sprt_simulate: " << test.status().message() << "\n";
    return 2;
  }
  std::vector<double> at;
  for (absl::string_view f : absl::StrSplit(absl::GetFlag(FLAGS_at), ',')) {
    double x = 0;
    if (!absl::SimpleAtod(f, &x)) {
      std::cerr << "sprt_simulate: --at: '" << f << "' is not a number\n";
      return 2;
    }
    at.push_back(x);
  }
  const absl::StatusOr<PairedSample> recorded = RecordedSample(paths);
  if (!recorded.ok()) {
    std::cerr << "sprt_simulate: " << recorded.status().message() << "\n";
    return 2;
  }
  const PairedSample& sample = *recorded;
  if (sample.groups.size() < 2) {
    std::cerr << "sprt_simulate: the run has " << sample.groups.size()
              << " paired groups; two at least\n";
    return 2;
  }
  const Recorded r = Describe(sample, *test);
  absl::PrintF("%d recorded groups of %d games (%s), mean %+.1f, sd %.1f a group\n",
               sample.groups.size(), r.games_a_group,
               sample.luck_adjusted ? "luck-adjusted" : "raw", r.mean, r.sd);
  absl::PrintF(
      "SPRT H0 %g / H1 %g, alpha %g, beta %g: LLR bounds [%.2f, %.2f], at least %d groups\n",
      test->h0, test->h1, test->alpha, test->beta, test->Lower(), test->Upper(), kSprtMinGroups);
  absl::PrintF("fixed-size test of the same errors: %d groups, %d games\n", r.fixed_groups,
               r.fixed_groups * r.games_a_group);
  SprtOutcome recorded_run = RunSprt(*test, sample.groups, sample.sides);
  recorded_run.luck_adjusted = sample.luck_adjusted;
  absl::PrintF("the recorded groups in their order: %s\n\n", SprtLine(recorded_run));
  absl::PrintF(
      "| true difference | SPRT H1 | SPRT H0 | undecided | mean games | median | 90th "
      "pct | fixed games | fixed H1 | SPRT / fixed |\n");
  absl::PrintF("|---|---|---|---|---|---|---|---|---|---|\n");
  std::mt19937_64 rng(absl::GetFlag(FLAGS_seed));
  const int max_groups = std::max(absl::GetFlag(FLAGS_max_groups), r.fixed_groups);
  for (double delta : at) {
    absl::PrintF("%s",
                 SimulateAt(*test, sample, r, delta, absl::GetFlag(FLAGS_runs), max_groups, rng));
  }
  return 0;
}

}  // namespace
}  // namespace mj16::mjref

int main(int argc, char** argv) {
  mj16::SetUpFlags("sprt_simulate",
                   "sprt_simulate [--sprt H0,H1] SHARD.json...: the SPRT's errors and games by "
                   "simulation from a recorded strength run",
                   "tools/bench/sprt_simulate.cc", argc, argv);
  const std::vector<char*> args = absl::ParseCommandLine(argc, argv);
  if (args.size() < 2) {
    std::cerr << "sprt_simulate: the shard files of one strength run, please (--help)\n";
    return 2;
  }
  return mj16::mjref::Simulate({args.begin() + 1, args.end()});
}
