// playout_bench: playouts per second on one core (bot/mc/playout.h). Fresh deals are
// played with the chosen policy at every seat up to the given go-around; each position reached
// is then played out to the end again and again, every round timing one playout from each
// position. Prints the median over the rounds.
#include <algorithm>
#include <array>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/strings/str_format.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "bot/mc/playout.h"
#include "bot/mc/policy.h"
#include "core/program.h"

ABSL_FLAG(int, deals, 500, "fresh deals to take positions from");
ABSL_FLAG(int, go_around, 8, "positions at the start of this go-around (four draws each)");
ABSL_FLAG(int, rounds, 21, "timed rounds (one playout from every position each)");
ABSL_FLAG(std::string, policy, "efficiency", "efficiency or fold");
ABSL_FLAG(int, fold_below, 40, "the fold policy's wall threshold");
ABSL_FLAG(std::uint64_t, seed, 1, "seed of the deals");

namespace {

using mj16::bot::mc::EfficiencyFoldPolicy;
using mj16::bot::mc::EfficiencyPolicy;
using mj16::bot::mc::End;
using mj16::bot::mc::Playout;
using mj16::bot::mc::PlayoutPolicy;
using mj16::bot::mc::PlayoutResult;
using mj16::bot::mc::Position;

int Fail(const std::string& message) {
  std::cerr << "playout_bench: " << message << "\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  mj16::SetUpFlags("playout_bench",
                   "playout_bench: Monte-Carlo playouts a second on one core (docs/mc.md)",
                   "tools/bench/playout_bench.cc", argc, argv);
  absl::ParseCommandLine(argc, argv);
  const std::string name = absl::GetFlag(FLAGS_policy);
  const EfficiencyPolicy efficiency;
  const EfficiencyFoldPolicy fold(absl::GetFlag(FLAGS_fold_below));
  const PlayoutPolicy* policy = name == "efficiency"
                                    ? static_cast<const PlayoutPolicy*>(&efficiency)
                                : name == "fold" ? &fold
                                                 : nullptr;
  if (policy == nullptr) return Fail("--policy: efficiency or fold");
  const std::array<const PlayoutPolicy*, 4> seats = {policy, policy, policy, policy};

  // The positions: every deal that lasts to the go-around, stopped before its first draw.
  std::mt19937_64 rng(absl::GetFlag(FLAGS_seed));
  std::array<mj16::Tile, mj16::bot::mc::kWallCards> wall;
  for (int i = 0; i < mj16::bot::mc::kWallCards; ++i) {
    wall[i] = static_cast<mj16::Tile>(i / mj16::kCopies);
  }
  Playout engine;
  std::vector<Position> positions;
  const int draws = 4 * (absl::GetFlag(FLAGS_go_around) - 1);
  for (int deal = 0; deal < absl::GetFlag(FLAGS_deals); ++deal) {
    std::shuffle(wall.begin(), wall.end(), rng);
    if (engine.PlayUntilDraws(mj16::bot::mc::FreshDeal(wall, deal % 4), seats, draws)) {
      positions.push_back(engine.state());
    }
  }
  if (positions.empty()) return Fail("no deal lasted to that go-around");

  // What the playouts from there look like (they are deterministic: one pass says it all).
  int wins = 0, self_draws = 0, total_draws = 0;
  for (const Position& p : positions) {
    const PlayoutResult r = engine.Run(p, seats);
    wins += r.num_winners > 0;
    self_draws += r.end == End::kSelfDraw;
    total_draws += engine.state().draws - p.draws;
  }

  std::vector<double> rates;
  long long checksum = 0;  // keeps the playouts from being optimized away
  for (int round = 0; round < absl::GetFlag(FLAGS_rounds); ++round) {
    const absl::Time start = absl::Now();
    for (const Position& p : positions) checksum += engine.Run(p, seats).delta[0];
    const double seconds = absl::ToDoubleSeconds(absl::Now() - start);
    rates.push_back(static_cast<double>(positions.size()) / seconds);
  }
  std::sort(rates.begin(), rates.end());
  const double n = static_cast<double>(positions.size());
  absl::PrintF(
      "policy %s, %d positions at go-around %d (of %d deals): %.1f draws to the end, "
      "%.1f%% won (%.1f%% self-drawn)\n",
      name, positions.size(), absl::GetFlag(FLAGS_go_around), absl::GetFlag(FLAGS_deals),
      total_draws / n, 100.0 * wins / n, 100.0 * self_draws / n);
  absl::PrintF("playouts/s, one core: median %.0f (min %.0f, max %.0f over %d rounds) [%d]\n",
               rates[rates.size() / 2], rates.front(), rates.back(), rates.size(), checksum % 10);
  return 0;
}
