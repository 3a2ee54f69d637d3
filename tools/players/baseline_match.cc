// baseline_match: two in-process players, A at seats 1 and 3 and B at seats 2 and 4, over many
// referee games with every answer timed: the figures of docs/baselines.md.
//   baseline_match --a dishu:depth=2 --b mjbot --games 400
#include <algorithm>
#include <iostream>
#include <numeric>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/strings/str_format.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "core/program.h"
#include "tools/common/stats.h"
#include "tools/players/builtins.h"
#include "tools/players/pair_match.h"

ABSL_FLAG(std::string, a, "dishu", "player A (seats 1 and 3): NAME[:k=v,...]");
ABSL_FLAG(std::string, b, "mjbot", "player B (seats 2 and 4): NAME[:k=v,...]");
ABSL_FLAG(int, games, 400, "games to play");
ABSL_FLAG(uint64_t, seed, 1, "match seed: game g uses seed + g");

namespace {

using mj16::tooling::Percentile;

double Mean(const std::vector<double>& v) {
  return v.empty() ? 0 : std::accumulate(v.begin(), v.end(), 0.0) / v.size();
}

double Max(const std::vector<double>& v) {
  return v.empty() ? 0 : *std::max_element(v.begin(), v.end());
}

void Report(const std::string& name, const mj16::players::SideTally& t, int seat_games) {
  std::cout << absl::StrFormat(
      "%s: %d seat-games, wins %d (%.1f%%, self-draws %d), deal-ins %d, mean score %+.0f, "
      "faults %zu, notes %zu\n"
      "  /ask throw: %zu, mean %.3f ms, median %.3f ms, p99 %.3f ms, max %.3f ms\n"
      "  other asks: %zu, mean %.3f ms, max %.3f ms\n",
      name, seat_games, t.wins, 100.0 * t.wins / seat_games, t.self_draws, t.deal_ins,
      static_cast<double>(t.score) / seat_games, t.faults.size(), t.notes.size(), t.throw_ms.size(),
      Mean(t.throw_ms), Percentile(t.throw_ms, 0.5), Percentile(t.throw_ms, 0.99), Max(t.throw_ms),
      t.other_ms.size(), Mean(t.other_ms), Max(t.other_ms));
  for (const std::string& f : t.faults) std::cout << "  fault: " << f << "\n";
}

}  // namespace

int main(int argc, char** argv) {
  mj16::SetUpFlags("baseline_match",
                   "baseline_match --a SPEC --b SPEC: two in-process players over many games "
                   "(docs/baselines.md)",
                   "tools/players/baseline_match.cc", argc, argv);
  absl::ParseCommandLine(argc, argv);
  const std::string a = absl::GetFlag(FLAGS_a), b = absl::GetFlag(FLAGS_b);
  auto fa = mj16::players::MakePlayerFactory(a);
  auto fb = mj16::players::MakePlayerFactory(b);
  for (const auto* f : {&fa, &fb}) {
    if (!f->ok()) {
      std::cerr << f->status().message() << "\n";
      return 2;
    }
  }
  const int games = absl::GetFlag(FLAGS_games);
  const absl::Time start = absl::Now();
  const absl::StatusOr<mj16::players::PairResult> r =
      mj16::players::PlayPairs(**fa, **fb, games, absl::GetFlag(FLAGS_seed));
  if (!r.ok()) {
    std::cerr << r.status().message() << "\n";
    return 1;
  }
  std::cout << absl::StrFormat("%d games in %.1f s, %d drawn\n", games,
                               absl::ToDoubleSeconds(absl::Now() - start), r->drawn);
  Report("A " + a, r->sides[0], 2 * games);
  Report("B " + b, r->sides[1], 2 * games);
  return r->sides[0].faults.empty() && r->sides[1].faults.empty() ? 0 : 1;
}
