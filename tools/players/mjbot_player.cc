#include "tools/players/mjbot_player.h"

#include <fstream>
#include <sstream>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "bot/decide/decide.h"
#include "core/game/game_state.h"
#include "tools/players/mjdx3_preset.h"  // generated: kMjdx3Preset (mj16_embed_text)

namespace mj16::players {

namespace {

// `options` without `oracle`, `oracle_sharpen` and `oracle_wall`, and what they name (none when
// absent).
absl::StatusOr<std::pair<bot::OracleSpec, Options>> TakeOracle(const Options& options) {
  std::pair<bot::OracleSpec, Options> out;
  for (const auto& [key, value] : options) {
    if (key == "oracle") {
      std::optional<bot::OracleLevel> level = bot::ParseOracleLevel(value);
      if (!level) {
        return absl::InvalidArgumentError(
            absl::StrCat("oracle: '", value, "' is not one of none, tenpai, waits, hands"));
      }
      out.first.level = *level;
    } else if (key == "oracle_wall") {
      if (value != "true" && value != "false") {
        return absl::InvalidArgumentError(
            absl::StrCat("oracle_wall: '", value, "' is not true or false"));
      }
      out.first.wall = value == "true";
    } else if (key == "oracle_sharpen") {
      double shift = 0;
      if (!absl::SimpleAtod(value, &shift) || !(shift >= 0) || shift > 100) {
        return absl::InvalidArgumentError(
            absl::StrCat("oracle_sharpen: '", value, "' is not a logit shift between 0 and 100"));
      }
      out.first.sharpen = shift;
    } else {
      out.second.emplace_back(key, value);
    }
  }
  return out;
}

// The factory over `base` with the options, the oracle's taken out first.
absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeFactory(std::string name,
                                                                  const Options& options,
                                                                  bot::Settings base) {
  absl::StatusOr<std::pair<bot::OracleSpec, Options>> split = TakeOracle(options);
  if (!split.ok()) return split.status();
  absl::StatusOr<bot::Settings> settings = MjbotSettings(split->second, std::move(base));
  if (!settings.ok()) return settings.status();
  // By the clock with no clock, Monte-Carlo would play one playout a decision.
  if (settings->mc.enabled && settings->mc.mc_playouts <= 0 && settings->mc.mc_time_ms <= 0) {
    return absl::InvalidArgumentError(
        "mc_playouts = 0 plays by the clock, which builtin players ignore unless told: give "
        "mc_time_ms too");
  }
  return std::make_unique<MjbotPlayerFactory>(std::move(name), *settings, split->first);
}

// The player's defaults in-process: `base` without Monte-Carlo's wall-clock cap. With it a search
// cut short by a loaded machine could change a decision, and with it a game's record and luck,
// so that a run whole and in shards, or on a quiet and a busy machine, would differ. A setting
// `mc_time_ms` in the options or in a configuration file they name puts the clock back on.
bot::Settings Clockless(bot::Settings base) {
  base.mc.mc_time_ms = 0;
  return base;
}

}  // namespace

bot::Session::Decider MjbotDecider(const bot::Settings& settings,
                                   std::shared_ptr<const bot::Truth> truth) {
  return [settings, truth](const TableView& view, Ask ask, bool explain) {
    return bot::Decide(bot::Reading(view, settings.reading, truth.get()), ask, settings, explain);
  };
}

void MjbotPlayer::SeeTruth(const game::GameState& state) {
  if (truth_ == nullptr) return;
  truth_->level = oracle_.level;
  truth_->sharpen = oracle_.sharpen;
  truth_->wall = oracle_.wall;
  for (int seat = 0; seat < 4; ++seat) {
    TileCounts& hand = truth_->concealed[seat];
    hand = {};
    for (Card c : state.seats[seat].hand.concealed) ++hand[KindOf(c)];
  }
}

absl::StatusOr<std::unique_ptr<mjref::Player>> MjbotPlayerFactory::Create(int, int, std::uint64_t) {
  return std::make_unique<MjbotPlayer>(settings_, oracle_);
}

absl::StatusOr<bot::Settings> MjbotSettings(const Options& options, bot::Settings base) {
  for (const auto& [key, value] : options) {
    if (key != "config") {
      if (absl::Status s = bot::ApplySetting(base, key, value); !s.ok()) return s;
      continue;
    }
    std::ifstream in(value);
    if (!in) return absl::InvalidArgumentError(absl::StrCat("config: cannot read '", value, "'"));
    std::stringstream text;
    text << in.rdbuf();
    absl::StatusOr<bot::Settings> read = bot::ParseSettings(text.str(), value, base);
    if (!read.ok()) return read.status();
    base = *std::move(read);
  }
  return base;
}

absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeMjbotFactory(std::string name,
                                                                       const Options& options) {
  return MakeFactory(std::move(name), options, Clockless(bot::Settings{}));
}

absl::string_view Mjdx3PresetText() { return kMjdx3Preset; }

absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeMjdx3Factory(std::string name,
                                                                       const Options& options) {
  // The embedded preset cannot fail to parse unless the file in the tree is broken, and then the
  // error names it.
  absl::StatusOr<bot::Settings> preset =
      bot::ParseSettings(Mjdx3PresetText(), "bot/presets/mjdx3.conf (embedded)");
  if (!preset.ok()) return preset.status();
  return MakeFactory(std::move(name), options, Clockless(*std::move(preset)));
}

}  // namespace mj16::players
