// builtin:mjbot — the bot's own decisions (bot/decide/decide.h) as a DeciderPlayer, so tuning
// sweeps need no pipes yet play exactly as the mjbot process does — and builtin:mjdx3, the same
// player over the MJDX3 preset (bot/presets/mjdx3.conf, embedded at build time). `oracle=LEVEL`
// (none, tenpai, waits, hands; bot/reading/truth.h) hands it the referee's truth, and
// `oracle_sharpen=B` moves its learned reading B towards the truth in logit, and
// `oracle_wall=true` has the offence's evaluator count only the copies left in the wall:
// measurements of what perfect and sharper reading are worth (docs/reading-quality.md), never a
// way to play.
// In-process both play without Monte-Carlo's wall-clock cap (`mc_time_ms` 0, where the mjbot
// executable has 500), so a run plays the same on any machine under any load; `mc_time_ms=N`,
// in the options or in a configuration file they name, puts the cap back.
#ifndef MJ16_TOOLS_PLAYERS_MJBOT_PLAYER_H_
#define MJ16_TOOLS_PLAYERS_MJBOT_PLAYER_H_

#include <memory>
#include <string>
#include <utility>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "bot/reading/truth.h"
#include "bot/session/session.h"
#include "bot/settings/settings.h"
#include "tools/players/decider_player.h"
#include "tools/players/options.h"

namespace mj16::players {

// bot::Decide with these settings, given `truth` (null: none, as the mjbot process plays).
bot::Session::Decider MjbotDecider(const bot::Settings& settings,
                                   std::shared_ptr<const bot::Truth> truth = nullptr);

class MjbotPlayer : public DeciderPlayer {
 public:
  explicit MjbotPlayer(const bot::Settings& settings, bot::OracleSpec oracle = {})
      : MjbotPlayer(settings, oracle, oracle.Active() ? std::make_shared<bot::Truth>() : nullptr) {}
  // Keeps the others' concealed tiles for the next decision when an oracle is on. Until the
  // referee has shown them (never, served as a process by `mjref bot`) the truth's level stays
  // kNone and the player reads as mjbot does.
  void SeeTruth(const game::GameState& state) override;

 private:
  MjbotPlayer(const bot::Settings& settings, bot::OracleSpec oracle,
              std::shared_ptr<bot::Truth> truth)
      : DeciderPlayer(MjbotDecider(settings, truth)), oracle_(oracle), truth_(std::move(truth)) {}
  bot::OracleSpec oracle_;
  std::shared_ptr<bot::Truth> truth_;
};

class MjbotPlayerFactory : public mjref::PlayerFactory {
 public:
  MjbotPlayerFactory(std::string name, const bot::Settings& settings, bot::OracleSpec oracle = {})
      : name_(std::move(name)), settings_(settings), oracle_(oracle) {}
  std::string Name() const override { return name_; }
  absl::StatusOr<std::unique_ptr<mjref::Player>> Create(int game, int seat,
                                                        std::uint64_t match_seed) override;
  const bot::Settings& settings() const { return settings_; }
  const bot::OracleSpec& oracle() const { return oracle_; }

 private:
  std::string name_;
  bot::Settings settings_;
  bot::OracleSpec oracle_;
};

// Options over `base`, in the order given: `config=PATH` reads a configuration file
// (bot::ParseSettings) over the settings so far, any other key is a bot/settings/settings.h key. So
// `config=a.conf,shanten_first=true` is the file with one setting changed. Errors name the key
// (or the file and line). `oracle` and `oracle_sharpen` are not settings: MakeMjbotFactory
// takes them out first.
absl::StatusOr<bot::Settings> MjbotSettings(const Options& options,
                                            bot::Settings base = bot::Settings{});

// builtin:mjbot:k=v,...: the keys of bot/settings/settings.h (and `config=PATH`) over the
// defaults, the wall-clock cap off.
absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeMjbotFactory(std::string name,
                                                                       const Options& options);

// The text of bot/presets/mjdx3.conf as it was when this library was built.
absl::string_view Mjdx3PresetText();

// builtin:mjdx3:k=v,...: MakeMjbotFactory over the MJDX3 preset instead of the defaults (its
// wall-clock cap off too).
absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeMjdx3Factory(std::string name,
                                                                       const Options& options);

}  // namespace mj16::players

#endif  // MJ16_TOOLS_PLAYERS_MJBOT_PLAYER_H_
