// mc_bench: the Monte-Carlo search's speed on one core (bot/mc) over the fixed real
// positions of self-play (tests/data/positions, as ev_bench reads them) from a go-around on:
// sampled worlds per second (bot/mc/worlds.h), and the decision time of a discard search
// (bot/mc/search.h) at a fixed playout budget over the first few kinds held.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "bot/mc/opponent_model.h"
#include "bot/mc/search.h"
#include "bot/mc/worlds.h"
#include "core/card_hand.h"
#include "core/program.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tools/common/stats.h"
#include "tools/dealins/dealins.h"

ABSL_FLAG(std::string, positions, "", "positions file (dealin_replay's text form)");
ABSL_FLAG(int, go_around, 8, "positions from this go-around on");
ABSL_FLAG(int, worlds, 2000, "worlds sampled per position and round");
ABSL_FLAG(int, rounds, 5, "timed rounds of sampling (the median is kept)");
ABSL_FLAG(int, playouts, 1000, "the search's budget (0 with --time_ms: by time)");
ABSL_FLAG(int, time_ms, 0, "the search's clock: a cap, or with --playouts 0 the budget");
ABSL_FLAG(int, threads, 1, "the search's threads");
ABSL_FLAG(int, candidates, 6, "kinds searched per position");
ABSL_FLAG(std::string, policy, "efficiency", "efficiency or fold");
ABSL_FLAG(bool, halving, false, "successive halving");
ABSL_FLAG(bool, passed_rule, true, "the let-go rule in the worlds");
ABSL_FLAG(bool, opponent_model, false,
          "worlds deal the others hands of the opponent-shanten model (bot/mc/opponent_model.h)");

namespace {

using mj16::bot::mc::McParams;
using mj16::tooling::Percentile;

int Fail(const std::string& message) {
  std::cerr << "mc_bench: " << message << "\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  mj16::SetUpFlags(
      "mc_bench",
      "mc_bench --positions FILE: Monte-Carlo worlds a second and search time (docs/mc.md)",
      "tools/bench/mc_bench.cc", argc, argv);
  absl::ParseCommandLine(argc, argv);
  const absl::StatusOr<std::vector<mj16::dealins::Position>> positions =
      mj16::dealins::ReadPositions(absl::GetFlag(FLAGS_positions));
  if (!positions.ok()) {
    return Fail(absl::StrCat("--positions: ", positions.status().message()));
  }

  std::vector<mj16::TableView> views;
  for (const mj16::dealins::Position& p : *positions) {
    const absl::StatusOr<mj16::TableView> seen = mj16::dealins::PositionView(p);
    if (!seen.ok()) return Fail(absl::StrFormat("game %d: %s", p.game, seen.status().message()));
    const mj16::TableView& view = *seen;
    if (view.hand().OwnTurn() && view.go_around() >= absl::GetFlag(FLAGS_go_around)) {
      views.push_back(view);
    }
  }
  if (views.empty()) return Fail("no position at that go-around");

  // The search the flags name (budget, clock, halving, policy, worlds), without mjbot's gate,
  // screen and kind weights (McParams{}'s): the engine's own speed.
  McParams params;
  params.confidence_z = 0;
  params.confirm_early_stop = false;
  params.screen_z = -1;
  params.worlds = {};
  params.policy = mj16::bot::mc::McPolicy::kEfficiency;
  params.playouts = absl::GetFlag(FLAGS_playouts);
  params.halving = absl::GetFlag(FLAGS_halving);
  params.time_ms = absl::GetFlag(FLAGS_time_ms);
  params.threads = absl::GetFlag(FLAGS_threads);
  params.worlds.passed_not_wait = absl::GetFlag(FLAGS_passed_rule);
  if (absl::GetFlag(FLAGS_opponent_model)) {
    params.worlds.opponent_model = &mj16::bot::mc::ShantenModel::Default();
  }
  const std::string policy = absl::GetFlag(FLAGS_policy);
  if (policy == "fold") {
    params.policy = mj16::bot::mc::McPolicy::kFold;
  } else if (policy != "efficiency") {
    return Fail("--policy: efficiency or fold");
  }

  // Worlds per second: every position's sampler, `worlds` samples each, per round.
  std::vector<mj16::bot::mc::WorldSampler> samplers;
  for (const mj16::TableView& view : views) {
    absl::StatusOr<mj16::bot::mc::WorldSampler> s =
        mj16::bot::mc::WorldSampler::Create(view, params.worlds);
    if (!s.ok()) return Fail(std::string(s.status().message()));
    samplers.push_back(*std::move(s));
  }
  std::vector<double> rates;
  mj16::bot::mc::SampleStats stats;
  mj16::bot::mc::Position world;
  long long checksum = 0;
  for (int round = 0; round < absl::GetFlag(FLAGS_rounds); ++round) {
    const absl::Time start = absl::Now();
    int n = 0;
    for (const mj16::bot::mc::WorldSampler& s : samplers) {
      for (int i = 0; i < absl::GetFlag(FLAGS_worlds); ++i, ++n) {
        mj16::Rng rng = mj16::bot::mc::WorldRng(round, static_cast<std::uint64_t>(i));
        s.Sample(rng, world, &stats);
        checksum += world.wall[world.front];
      }
    }
    rates.push_back(n / absl::ToDoubleSeconds(absl::Now() - start));
  }
  absl::PrintF(
      "%d positions at go-around >= %d; worlds/s, one core: median %.0f (%d rounds), "
      "%.2f draws a world, %d kept unaccepted, opponent model %s (%d of %d hands off their "
      "shanten) [%d]\n",
      views.size(), absl::GetFlag(FLAGS_go_around), Percentile(rates, 0.5), rates.size(),
      static_cast<double>(stats.tries) / stats.worlds, stats.unaccepted,
      params.worlds.opponent_model != nullptr ? "on" : "off", stats.model_fallbacks,
      stats.model_hands, checksum % 10);

  // Decision time: one search per position over its first kinds held.
  std::vector<double> ms;
  long long playouts = 0;
  double total_s = 0;
  for (const mj16::TableView& view : views) {
    std::vector<mj16::bot::mc::Candidate> candidates;
    for (mj16::Card c : view.hand().concealed) {
      const mj16::Tile t = mj16::KindOf(c);
      const mj16::bot::mc::Candidate o{mj16::bot::mc::LegalThrow(t)};
      if (std::find(candidates.begin(), candidates.end(), o) == candidates.end() &&
          static_cast<int>(candidates.size()) < absl::GetFlag(FLAGS_candidates)) {
        candidates.push_back(o);
      }
    }
    const absl::Time start = absl::Now();
    const mj16::bot::mc::McChoice r = mj16::bot::mc::SearchByMc(view, candidates, params);
    const double s = absl::ToDoubleSeconds(absl::Now() - start);
    if (!r.status.ok()) return Fail(std::string(r.status.message()));
    ms.push_back(1000 * s);
    playouts += r.playouts;
    total_s += s;
  }
  absl::PrintF(
      "search at %d playouts, %d ms, %d threads (%s, halving %s), up to %d candidates: median "
      "%.1f ms, p99 %.1f ms, max %.1f ms; %.0f playouts/s\n",
      params.playouts, params.time_ms, params.threads, policy, params.halving ? "on" : "off",
      absl::GetFlag(FLAGS_candidates), Percentile(ms, 0.5), Percentile(ms, 0.99),
      Percentile(ms, 1.0), playouts / total_s);
  return 0;
}
