#include "tools/players/pair_match.h"

#include <memory>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "tools/mjref/engine/referee.h"
#include "tools/players/decider_player.h"

namespace mj16::players {
namespace {

// Times every answer of the player it wraps.
class TimedPlayer : public mjref::WrappedPlayer {
 public:
  TimedPlayer(std::unique_ptr<mjref::Player> inner, SideTally* tally)
      : WrappedPlayer(std::move(inner)), tally_(tally) {}
  absl::StatusOr<Action> Decide(const Message& ask) override {
    const absl::Time start = absl::Now();
    absl::StatusOr<Action> answer = inner().Decide(ask);
    const double ms = absl::ToDoubleMilliseconds(absl::Now() - start);
    (ask.ask == Ask::kThrow ? tally_->throw_ms : tally_->other_ms).push_back(ms);
    return answer;
  }

 private:
  SideTally* tally_;
};

}  // namespace

absl::StatusOr<PairResult> PlayPairs(mjref::PlayerFactory& a, mjref::PlayerFactory& b, int games,
                                     std::uint64_t seed) {
  PairResult result;
  result.games = games;
  const std::array<mjref::PlayerFactory*, 2> factories = {&a, &b};
  for (int g = 0; g < games; ++g) {
    std::array<std::unique_ptr<TimedPlayer>, 4> owned;
    std::array<mjref::Player*, 4> players{};
    for (int s = 0; s < 4; ++s) {
      absl::StatusOr<std::unique_ptr<mjref::Player>> p = factories[s % 2]->Create(g, s, seed);
      if (!p.ok()) return p.status();
      owned[s] = std::make_unique<TimedPlayer>(std::move(*p), &result.sides[s % 2]);
      players[s] = owned[s].get();
    }
    mjref::GameConfig config;
    config.game = g;
    config.seed = seed + static_cast<std::uint64_t>(g);
    config.dealer = g % 4;
    const mjref::GameRecord r = mjref::RunGame(config, players);
    for (const mjref::Fault& f : r.faults) {
      result.sides[f.seat % 2].faults.push_back(absl::StrCat(
          "game ", g, " seat ", f.seat, ": ", f.question, " -> ", f.answer, ": ", f.reason));
    }
    for (int s = 0; s < 4; ++s) {
      SideTally& side = result.sides[s % 2];
      side.score += r.scores[s];
      if (const auto* p = dynamic_cast<const DeciderPlayer*>(&owned[s]->inner())) {
        for (const std::string& n : p->notes()) {
          side.notes.push_back(absl::StrCat("game ", g, " seat ", s, ": ", n));
        }
      }
    }
    result.drawn += r.Drawn();
    for (const game::WinRecord& w : r.wins) {
      ++result.sides[w.winner % 2].wins;
      if (w.discarder < 0) ++result.sides[w.winner % 2].self_draws;
      if (w.discarder >= 0) ++result.sides[w.discarder % 2].deal_ins;
    }
  }
  return result;
}

}  // namespace mj16::players
