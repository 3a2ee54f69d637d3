// mjbot_selfplay: four copies of one builtin player (mjbot by default, --player mjdx3 for the
// seed's MJDX3) play each other in-process: how long each decision takes (median and 99th
// percentile over every /ask) and how the games end, beside the ICGA 2018 figures of seed 000
// tables 4-1 / 4-2 (docs/lab/strength-log.md).
#include <algorithm>
#include <array>
#include <iostream>
#include <memory>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/strings/str_format.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "core/program.h"
#include "tools/common/stats.h"
#include "tools/mjref/engine/referee.h"
#include "tools/players/builtins.h"

ABSL_FLAG(int, games, 1000, "games to play");
ABSL_FLAG(uint64_t, seed, 1, "match seed: game g uses seed + g");
ABSL_FLAG(std::string, player, "mjbot",
          "the four players, a builtin spec: mjbot[:k=v,...], mjdx3 (the seed's MJDX3), ...");

namespace {

using mj16::tooling::Percentile;

// Times every answer of the player it wraps.
class TimedPlayer : public mj16::mjref::WrappedPlayer {
 public:
  TimedPlayer(std::unique_ptr<mj16::mjref::Player> inner, std::vector<double>* micros)
      : WrappedPlayer(std::move(inner)), micros_(micros) {}
  absl::StatusOr<mj16::Action> Decide(const mj16::Message& ask) override {
    const absl::Time start = absl::Now();
    absl::StatusOr<mj16::Action> answer = inner().Decide(ask);
    micros_->push_back(absl::ToDoubleMicroseconds(absl::Now() - start));
    return answer;
  }

 private:
  std::vector<double>* micros_;
};

}  // namespace

int main(int argc, char** argv) {
  mj16::SetUpFlags("mjbot_selfplay",
                   "mjbot_selfplay: four copies of one builtin player, decision times and game "
                   "ends (docs/lab/strength-log.md)",
                   "tools/bench/selfplay.cc", argc, argv);
  absl::ParseCommandLine(argc, argv);
  const int games = absl::GetFlag(FLAGS_games);
  const uint64_t seed = absl::GetFlag(FLAGS_seed);
  absl::StatusOr<std::unique_ptr<mj16::mjref::PlayerFactory>> factory =
      mj16::players::MakePlayerFactory(absl::GetFlag(FLAGS_player));
  if (!factory.ok()) {
    std::cerr << "mjbot_selfplay: --player: " << factory.status().message() << "\n";
    return 2;
  }
  std::vector<double> micros;
  int drawn = 0, self_draws = 0, discard_wins = 0, faults = 0, tai = 0;
  long winning_draws = 0;
  const absl::Time start = absl::Now();
  for (int g = 0; g < games; ++g) {
    std::array<std::unique_ptr<mj16::mjref::Player>, 4> owned;
    std::array<mj16::mjref::Player*, 4> players{};
    for (int s = 0; s < 4; ++s) {
      absl::StatusOr<std::unique_ptr<mj16::mjref::Player>> p = (*factory)->Create(g, s, seed);
      if (!p.ok()) {
        std::cerr << "mjbot_selfplay: " << p.status().message() << "\n";
        return 2;
      }
      owned[s] = std::make_unique<TimedPlayer>(*std::move(p), &micros);
      players[s] = owned[s].get();
    }
    mj16::mjref::GameConfig config;
    config.game = g;
    config.seed = seed + static_cast<uint64_t>(g);
    config.dealer = g % 4;
    const mj16::mjref::GameRecord r = mj16::mjref::RunGame(config, players);
    faults += static_cast<int>(r.faults.size());
    if (r.Drawn()) {
      ++drawn;
      continue;
    }
    for (const auto& w : r.wins) {
      (w.discarder < 0 ? self_draws : discard_wins) += 1;
      tai += w.tai;
      winning_draws += r.draws;
    }
  }
  const double seconds = absl::ToDoubleSeconds(absl::Now() - start);
  const int wins = self_draws + discard_wins;
  const size_t decisions = micros.size();
  const double median = Percentile(micros, 0.5), p99 = Percentile(micros, 0.99);
  const double worst = micros.empty() ? 0 : *std::max_element(micros.begin(), micros.end());
  std::cout << absl::StrFormat(
      "games %d in %.1f s (%.0f games/s), decisions %d\n"
      "decision time: median %.1f us, p99 %.1f us, max %.1f us\n"
      "games with a winner %.1f%% (draws %d), wins on a discard %.1f%%, self-draws %.1f%%\n"
      "mean winning go-around %.2f (draws/4 + 1), mean tai per win %.2f, faults %d\n",
      games, seconds, games / seconds, decisions, median, p99, worst,
      100.0 * (games - drawn) / games, drawn, wins ? 100.0 * discard_wins / wins : 0,
      wins ? 100.0 * self_draws / wins : 0,
      wins ? static_cast<double>(winning_draws) / wins / 4 + 1 : 0, wins ? 1.0 * tai / wins : 0,
      faults);
  return faults == 0 ? 0 : 1;
}
