#include "tools/mjref/match.h"

#include <cmath>
#include <memory>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "tools/common/json.h"
#include "tools/mjref/rng.h"
#include "tools/mjref/wall.h"

namespace mj16::mjref {
namespace {

// Stands in for a player that could not be made: every line fails, so the seat is faulted at
// once and played as a dummy, and the game still finishes.
class BrokenPlayer : public Player {
 public:
  explicit BrokenPlayer(absl::Status why) : why_(std::move(why)) {}
  absl::Status Send(absl::string_view) override { return why_; }
  absl::StatusOr<std::string> Ask(absl::string_view) override { return why_; }

 private:
  absl::Status why_;
};

}  // namespace

void ProgramStats::AddGame(const GameRecord& r) {
  ++games;
  const int delta = r.scores[seat];
  score += delta;
  const double d = delta - mean_;
  mean_ += d / games;
  m2_ += d * (delta - mean_);
  if (r.Drawn()) ++draws;
  for (const WinRecord& w : r.wins) {
    if (w.winner == seat) {
      ++wins;
      if (w.discarder < 0) ++self_draws;
    }
    if (w.discarder == seat) ++deal_ins;
  }
  for (const Fault& f : r.faults) faults += f.seat == seat;
}

std::pair<double, double> ProgramStats::Ci95() const {
  if (games < 2) return {mean_, mean_};
  const double half = 1.96 * std::sqrt(m2_ / (games - 1)) / std::sqrt(static_cast<double>(games));
  return {mean_ - half, mean_ + half};
}

GameConfig MatchGame(const MatchConfig& config, int game, const std::array<std::string, 4>& names) {
  Rng dealer_rng(DeriveSeed(config.seed, kDealerStream));
  const int first_dealer = RandomDealer(dealer_rng);
  GameConfig g;
  g.game = game;
  g.seed = DeriveSeed(DeriveSeed(config.seed, kGameStreams), static_cast<std::uint64_t>(game));
  g.dealer = (first_dealer + game) % 4;
  g.game_wind = static_cast<Wind>(game % 4);
  g.round_wind = static_cast<Wind>(game / 4 % 4);
  g.names = names;
  g.rules = config.rules;
  return g;
}

MatchResult RunMatch(const MatchConfig& config, const std::array<PlayerFactory*, 4>& programs,
                     const std::function<void(const GameRecord&)>& on_game) {
  MatchResult result;
  result.games = config.games;
  result.seed = config.seed;
  std::array<std::string, 4> names;
  for (int s = 0; s < 4; ++s) {
    names[s] = programs[s]->Name();
    result.programs[s].name = names[s];
    result.programs[s].seat = s;
  }
  for (int game = 0; game < config.games; ++game) {
    std::array<std::unique_ptr<Player>, 4> owned;
    std::array<Player*, 4> players{};
    for (int s = 0; s < 4; ++s) {
      absl::StatusOr<std::unique_ptr<Player>> p = programs[s]->Create(game, s, config.seed);
      owned[s] = p.ok() ? *std::move(p) : std::make_unique<BrokenPlayer>(p.status());
      players[s] = owned[s].get();
    }
    const GameRecord record = RunGame(MatchGame(config, game, names), players);
    for (ProgramStats& p : result.programs) p.AddGame(record);
    if (!record.errors.empty()) ++result.referee_errors;
    if (on_game) on_game(record);
  }
  return result;
}

std::string ResultsTable(const MatchResult& r) {
  std::string out = absl::StrFormat("%d games, seed %d\n", r.games, r.seed);
  absl::StrAppend(&out, absl::StrFormat("%-4s %-28s %6s %10s %9s %19s %5s %10s %8s %6s %6s\n",
                                        "seat", "program", "games", "score", "mean", "ci95", "wins",
                                        "self-draws", "deal-ins", "draws", "faults"));
  for (const ProgramStats& p : r.programs) {
    const auto [lo, hi] = p.Ci95();
    absl::StrAppend(&out, absl::StrFormat("%-4d %-28s %6d %10d %9.1f %19s %5d %10d %8d %6d %6d\n",
                                          p.seat + 1, p.name, p.games, p.score, p.Mean(),
                                          absl::StrFormat("[%.1f, %.1f]", lo, hi), p.wins,
                                          p.self_draws, p.deal_ins, p.draws, p.faults));
  }
  if (r.referee_errors > 0) {
    absl::StrAppend(&out, "referee errors in ", r.referee_errors, " game(s): see the logs\n");
  }
  return out;
}

std::string ResultsJson(const MatchResult& r) {
  JsonWriter j;
  j.BeginObject();
  j.Key("games").Int(r.games);
  j.Key("seed").String(absl::StrCat(r.seed));
  j.Key("programs").BeginArray();
  for (const ProgramStats& p : r.programs) {
    const auto [lo, hi] = p.Ci95();
    j.BeginObject();
    j.Key("name").String(p.name);
    j.Key("seat").Int(p.seat + 1);
    j.Key("games").Int(p.games);
    j.Key("score").Int(p.score);
    j.Key("mean").Double(p.Mean());
    j.Key("ci95").BeginArray().Double(lo).Double(hi).EndArray();
    j.Key("wins").Int(p.wins);
    j.Key("self_draws").Int(p.self_draws);
    j.Key("deal_ins").Int(p.deal_ins);
    j.Key("draws").Int(p.draws);
    j.Key("faults").Int(p.faults);
    j.EndObject();
  }
  j.EndArray();
  j.Key("referee_errors").Int(r.referee_errors);
  j.EndObject();
  return j.str();
}

}  // namespace mj16::mjref
