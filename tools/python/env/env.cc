#include "tools/python/env/env.h"

#include <random>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "tools/mjref/run/match.h"
#include "tools/players/builtins.h"

namespace mj16::env {
namespace {

// The learning seats' name in /start and the records.
constexpr char kAgentName[] = "agent";

class NamedOnly : public mjref::PlayerFactory {
 public:
  std::string Name() const override { return kAgentName; }
  absl::StatusOr<std::unique_ptr<mjref::Player>> Create(int, int, std::uint64_t) override {
    return absl::UnimplementedError("a learning seat has no built-in player");
  }
};

}  // namespace

absl::StatusOr<std::unique_ptr<Env>> Env::Make(const EnvConfig& config) {
  auto env = std::make_unique<Env>();
  env->match_.rules = config.rules;
  env->transcripts_ = config.transcripts;
  NamedOnly agent;
  std::vector<mjref::PlayerFactory*> named;
  for (int s = 0; s < 4; ++s) {
    if (config.players[s].empty()) {
      named.push_back(&agent);
      continue;
    }
    absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> f =
        players::MakePlayerFactory(config.players[s]);
    if (!f.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("seat ", s, ": ", f.status().message()));
    }
    env->programs_[s] = *std::move(f);
    named.push_back(env->programs_[s].get());
  }
  if (!config.teacher.empty()) {
    absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> f =
        players::MakePlayerFactory(config.teacher);
    if (!f.ok()) return absl::InvalidArgumentError(absl::StrCat("teacher: ", f.status().message()));
    env->teacher_ = *std::move(f);
  }
  const std::vector<std::string> names = mjref::DisplayNames(named);
  for (int s = 0; s < 4; ++s) env->names_[s] = names[s];
  return env;
}

absl::Status Env::Reset(std::optional<std::uint64_t> seed) {
  if (game_ != nullptr) {
    game_->Finish();  // an unfinished game is played out first
    for (int s = 0; s < 4; ++s) standings_[s] += game_->record().scores[s];
    game_.reset();
  }
  if (seed || !seeded_) {
    match_.seed = seed ? *seed : std::random_device{}();
    seeded_ = true;
    next_game_ = 0;
    standings_ = {};
  }
  const int index = next_game_++;
  mjref::GameConfig game = mjref::MatchGame(match_, index, names_);
  game.transcript = transcripts_;
  std::array<std::unique_ptr<mjref::Player>, 4> builtins;
  std::array<std::unique_ptr<mjref::Player>, 4> teachers;
  for (int s = 0; s < 4; ++s) {
    mjref::PlayerFactory* maker = programs_[s] ? programs_[s].get() : teacher_.get();
    if (maker == nullptr) continue;
    absl::StatusOr<std::unique_ptr<mjref::Player>> p = maker->Create(index, s, match_.seed);
    if (!p.ok()) return absl::InternalError(absl::StrCat("seat ", s, ": ", p.status().message()));
    (programs_[s] ? builtins[s] : teachers[s]) = *std::move(p);
  }
  game_ = std::make_unique<SteppedGame>(std::move(game), std::move(builtins), std::move(teachers));
  for (int s = 0; s < 4; ++s) {
    // Standings are by position, seat s being position s + 1: the same order.
    if (LearningSeat* seat = game_->learning(s)) seat->SetStandings(standings_);
  }
  game_->Advance();
  return absl::OkStatus();
}

absl::Status Env::Step(int action) {
  if (game_ == nullptr || game_->over() || game_->current() < 0) {
    return absl::FailedPreconditionError("the game is over: call reset()");
  }
  if (absl::Status s = game_->learning(game_->current())->Answer(action); !s.ok()) return s;
  game_->Advance();
  return absl::OkStatus();
}

}  // namespace mj16::env
