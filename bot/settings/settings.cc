#include "bot/settings/settings.h"

#include <algorithm>
#include <cmath>
#include <type_traits>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"

namespace mj16::bot {
namespace {

template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

// The modules whose structs Settings composes, in the order a decision flows through them.
constexpr absl::string_view kModules[] = {"offence", "reading", "defence", "mc",
                                          "policy",  "decide",  "session"};

// Keys that once set behaviours measured to lose points or change nothing, removed with their
// code, and keys split in two. A file that still sets one is refused, so that nobody tunes a
// setting that does nothing.
struct RetiredSettings {
  std::vector<absl::string_view> keys;
  absl::string_view why;
};
const std::vector<RetiredSettings>& Retired() {
  static const std::vector<RetiredSettings> kRetired = {
      {{"ev_by_points"}, "choosing by expected points gained nothing over the win probability"},
      {{"ev_win_value"},
       "expected points + C x P(win) measured level against P(win) at every C tried"},
      {{"fold_danger", "fold_danger_not_tenpai"},
       "folding on a likely wait cost about 26 points a game"},
      {{"fold_win_by_ev"}, "the evaluator's P(win) in folding by value lost 19-47 points a game"},
      {{"defence_world_risk"}, "risks from sampled worlds in the defence gained nothing"},
      {{"keep_partial_by_neighbours", "keep_partial_held_only", "keep_partial_neighbour_weight"},
       "seed 000 §3.6.4's partial-group keeping lost 29-31 points a game"},
      {{"mc_push_fold", "mc_push_fold_from", "mc_push_fold_margin", "mc_push_fold_rules"},
       "push or fold by playouts gained nothing beyond noise"},
      {{"mc_own_fold_shanten"}, "it served mc_push_fold, retired with it"},
      {{"fold_by_value_all", "fold_least_risk"},
       "weighing every held kind (-6.5 a game) or folding to the least risk (-6.2) lost points"},
      {{"fold_cost_by_own_value", "fold_own_ref_points"},
       "scaling a deal-in's cost by the own hand's worth changed nothing measurable"},
      {{"mc_learned_wait_floor"},
       "redrawing worlds with unlikely waits changed nothing measurable; mc_learned_worlds does "
       "it by the reading's likelihood"},
      {{"mc_from_go_around"},
       "split in two: set mc_throws_from_go_around and mc_claims_from_go_around"},
  };
  return kRetired;
}

const SettingSpec* FindSetting(absl::string_view key) {
  for (const SettingSpec& s : AllSettings()) {
    if (s.key == key) return &s;
  }
  return nullptr;
}

std::string ValueText(Settings settings, const SettingSpec& spec) {
  return std::visit(
      Overloaded{
          [&](bool* (*f)(Settings&)) -> std::string { return *f(settings) ? "true" : "false"; },
          [&](int* (*f)(Settings&)) -> std::string { return absl::StrCat(*f(settings)); },
          [&](double* (*f)(Settings&)) -> std::string { return absl::StrCat(*f(settings)); },
          [&](std::string* (*f)(Settings&)) -> std::string { return *f(settings); }},
      spec.field);
}

// The field of module `Module`'s struct, as a SettingSpec's accessor.
template <auto Module, auto Field>
auto* FieldOf(Settings& settings) {
  return &((settings.*Module).*Field);
}

// The folder of the module whose struct `Module` names.
template <auto Module>
constexpr absl::string_view ModuleName() {
  using Struct = std::remove_cvref_t<decltype(std::declval<Settings&>().*Module)>;
  if constexpr (std::is_same_v<Struct, OffenceSettings>) return "offence";
  if constexpr (std::is_same_v<Struct, ReadingSettings>) return "reading";
  if constexpr (std::is_same_v<Struct, DefenceSettings>) return "defence";
  if constexpr (std::is_same_v<Struct, McSettings>) return "mc";
  if constexpr (std::is_same_v<Struct, PolicySettings>) return "policy";
  if constexpr (std::is_same_v<Struct, ClaimSettings>) return "decide";
  return "session";
}

template <auto Module, auto Field>
SettingSpec Spec(absl::string_view key, absl::string_view help) {
  return SettingSpec{key, ModuleName<Module>(), help, &FieldOf<Module, Field>};
}

}  // namespace

const std::vector<SettingSpec>& AllSettings() {
  static const std::vector<SettingSpec> kSpecs = {
      Spec<&Settings::offence, &OffenceSettings::chow_discard_weight>(
          "chow_discard_weight",
          "a left player's discard against one own draw, in chow probabilities (seed 000 §3.5)"),
      Spec<&Settings::offence, &OffenceSettings::pung_discard_weight>(
          "pung_discard_weight",
          "one opponent's discard against one own draw, in pung and win probabilities (seed 000 "
          "§3.5)"),
      Spec<&Settings::offence, &OffenceSettings::shanten_first>(
          "shanten_first",
          "rank candidates by shanten before MJDX3's rule 1 (not in the seed; docs/strength.md)"),
      Spec<&Settings::offence, &OffenceSettings::ev>(
          "ev", "rank discards and claims by the evaluator's win probability (ours)"),
      Spec<&Settings::offence, &OffenceSettings::ev_max_shanten>(
          "ev_max_shanten",
          "search hands this close to tenpai; further ones count tiles (ours: 2)"),
      Spec<&Settings::offence, &OffenceSettings::ev_layers_first>(
          "ev_layers_first",
          "tile counting throws isolated honors, then isolated suited tiles first (seed 001 "
          "§2.4.2)"),
      Spec<&Settings::offence, &OffenceSettings::ev_claim_any>(
          "ev_claim_any",
          "copies others' discards offer per copy drawn, any discarder: wins, pungs (calibrated: "
          "2)"),
      Spec<&Settings::offence, &OffenceSettings::ev_claim_left>(
          "ev_claim_left",
          "the same from the left player's discards alone: chows (calibrated: 0.68)"),
      Spec<&Settings::offence, &OffenceSettings::ev_claim_progress>(
          "ev_claim_progress",
          "a hand not tenpai claims a chow or pung only when it also lowers shanten (ours)"),
      Spec<&Settings::offence, &OffenceSettings::ev_count_far_claims>(
          "ev_count_far_claims",
          "beyond the search, claim only to lower shanten (false: MJDX3's comparator)"),
      Spec<&Settings::offence, &OffenceSettings::ev_end_rate>(
          "ev_end_rate",
          "chance per own draw that another player's win ends the game (tools/calibrate: 0.08)"),
      Spec<&Settings::offence, &OffenceSettings::ev_max_nodes>(
          "ev_max_nodes", "the evaluator gives up beyond this many distinct hands (ours: 60000)"),
      Spec<&Settings::policy, &PolicySettings::policy>(
          "policy",
          "rules (offence, reading, defence, Monte-Carlo) or learned (the network, "
          "docs/policy.md) decides every question but /ask hu"),
      Spec<&Settings::claims, &ClaimSettings::min_tai_to_win>(
          "min_tai_to_win", "take a win only when it scores at least this many tai (0: every win)"),
      Spec<&Settings::claims, &ClaimSettings::claim_chow>(
          "claim_chow", "chow when the result compares above passing (seed 000 §3.5)"),
      Spec<&Settings::claims, &ClaimSettings::claim_pung>(
          "claim_pung", "pung when the result compares above passing (seed 000 §3.5)"),
      Spec<&Settings::claims, &ClaimSettings::claim_kong>(
          "claim_kong", "open, concealed and added kongs when they do not spoil the hand"),
      Spec<&Settings::claims, &ClaimSettings::claim_when_tenpai>(
          "claim_when_tenpai",
          "claim melds once tenpai when they beat passing (MJDX3 did not: seed 000 §3.6)"),
      Spec<&Settings::reading, &ReadingSettings::defence_time_threshold>(
          "defence_time_threshold",
          "heat is lowered when the three others' t for the kind sum below this (seed 002 fig. 6; "
          "value ours)"),
      Spec<&Settings::reading, &ReadingSettings::defence_time_factor>(
          "defence_time_factor",
          "the heat's factor when that time correction applies (seed 002 §3.2.3; value ours)"),
      Spec<&Settings::reading, &ReadingSettings::defence_heat_gap>(
          "defence_heat_gap",
          "a kind within this heat of the lowest and with fewer copies left goes first (seed 002 "
          "fig. 7; value ours)"),
      Spec<&Settings::reading, &ReadingSettings::defence_remaining_gap>(
          "defence_remaining_gap",
          "how many fewer copies left that kind needs (seed 002 §3.2.3: 2)"),
      Spec<&Settings::reading, &ReadingSettings::defence_honor_heat_per_copy>(
          "defence_honor_heat_per_copy",
          "an honor's heat per remaining copy, compared with suited heat (seed 002 fig. 2; ours)"),
      Spec<&Settings::defence, &DefenceSettings::enabled>(
          "defence", "fold and feed when the defence rules say so (MJDX3 had no defence)"),
      Spec<&Settings::defence, &DefenceSettings::fold_go_around>(
          "fold_go_around", "fold from this go-around unless near tenpai (seed 000 §3.6.1 i: 10)"),
      Spec<&Settings::defence, &DefenceSettings::fold_max_shanten>(
          "fold_max_shanten",
          "... unless at most this many from tenpai (seed 000 §3.6.1 i: 1, \"低於 1 進聽\"; -1: "
          "tenpai folds too)"),
      Spec<&Settings::defence, &DefenceSettings::fold_meld_count>(
          "fold_meld_count",
          "fold when an opponent shows this many melds (seed 000 §3.6.1 ii: 3; ours: off, 99)"),
      Spec<&Settings::defence, &DefenceSettings::fold_meld_shanten>(
          "fold_meld_shanten",
          "... and we are at least this many from tenpai (seed 000 §3.6.1 ii: 2; tuned to 3)"),
      Spec<&Settings::defence, &DefenceSettings::defence_window_first>(
          "defence_window_first",
          "from this go-around, ties of rules 1-3 go to the safer discard (seed 002 §3.2.4: 7)"),
      Spec<&Settings::defence, &DefenceSettings::defence_window_last>(
          "defence_window_last", "from this go-around, only tenpai pushes (seed 002 §3.2.4: 12)"),
      Spec<&Settings::defence, &DefenceSettings::defence_push_ratio>(
          "defence_push_ratio",
          "inside the window, discards at the best shanten with at least this share of the best's "
          "probability go to the safest (ours; 1: ties only)"),
      Spec<&Settings::defence, &DefenceSettings::defence_push_sampled>(
          "defence_push_sampled",
          "that safest discard is the least likely sampled wait, not seed 002's ranking (ours)"),
      Spec<&Settings::defence, &DefenceSettings::defence_push_by_value>(
          "defence_push_by_value",
          "instead, the discard of the highest worth by fold_by_value's measure (ours)"),
      Spec<&Settings::defence, &DefenceSettings::defence_safe_heat>(
          "defence_safe_heat",
          "a folding hand needs no feeding when its safest kind's heat is at most this (ours)"),
      Spec<&Settings::reading, &ReadingSettings::learned_reading>(
          "learned_reading",
          "each opponent's tenpai odds and per-kind deal-in risk from the learned model "
          "(bot/reading/model.h, docs/reading.md) instead of the logistic and the sampled waits"),
      Spec<&Settings::reading, &ReadingSettings::feed_samples>(
          "feed_samples",
          "hands sampled per threat to predict its waits (seed 000 §3.6.1 iii: 1000)"),
      Spec<&Settings::defence, &DefenceSettings::feed_farthest_weight>(
          "feed_farthest_weight",
          "the farthest opponent's win against a nearer one's when feeding (seed 000 §3.6.1 iii; "
          "ours)"),
      Spec<&Settings::reading, &ReadingSettings::feed_discarded_wait_factor>(
          "feed_discarded_wait_factor",
          "weight of a sampled wait on a kind the threat discarded (ours; no furiten)"),
      Spec<&Settings::reading, &ReadingSettings::feed_passed_wait_factor>(
          "feed_passed_wait_factor",
          "weight of a sampled wait on a kind the threat let go since his last draw (ours)"),
      Spec<&Settings::defence, &DefenceSettings::fold_by_value>(
          "fold_by_value",
          "a pushing hand folds when folding's discard is worth more by bot/defence/push_fold.h's "
          "models "
          "(ours)"),
      Spec<&Settings::defence, &DefenceSettings::fold_dealin_cost>(
          "fold_dealin_cost", "what a deal-in costs, in own wins, for fold_by_value (ours)"),
      Spec<&Settings::defence, &DefenceSettings::fold_cost_by_tai>(
          "fold_cost_by_tai",
          "a deal-in's cost per kind scaled by the tai the learned reading expects the hand it "
          "feeds to score (ours)"),
      Spec<&Settings::defence, &DefenceSettings::fold_cost_ref_tai>(
          "fold_cost_ref_tai", "the tai at which fold_cost_by_tai's scale is 1 (ours)"),
      Spec<&Settings::defence, &DefenceSettings::fold_value_margin>(
          "fold_value_margin",
          "fold_by_value leaves the offence's discard only for one worth this much more (ours)"),
      Spec<&Settings::defence, &DefenceSettings::fold_by_value_from>(
          "fold_by_value_from", "fold_by_value weighs discards from this go-around (ours)"),
      Spec<&Settings::reading, &ReadingSettings::tenpai_logit_bias>(
          "tenpai_logit_bias", "P(opponent tenpai) logit: constant (tools/calibrate)"),
      Spec<&Settings::reading, &ReadingSettings::tenpai_logit_go_around>("tenpai_logit_go_around",
                                                                         "... per go-around"),
      Spec<&Settings::reading, &ReadingSettings::tenpai_logit_meld>("tenpai_logit_meld",
                                                                    "... per meld shown"),
      Spec<&Settings::reading, &ReadingSettings::tenpai_logit_go_around_meld>(
          "tenpai_logit_go_around_meld", "... per go-around times melds shown"),
      Spec<&Settings::reading, &ReadingSettings::tenpai_logit_middle>(
          "tenpai_logit_middle", "... per middle tile (ranks 3-7) among his last 3 discards"),
      Spec<&Settings::reading, &ReadingSettings::tenpai_logit_early_middle>(
          "tenpai_logit_early_middle",
          "... per middle tile beyond two among his first 6 discards (ours)"),
      Spec<&Settings::reading, &ReadingSettings::tenpai_logit_early_middle_meld>(
          "tenpai_logit_early_middle_meld",
          "... per middle tile beyond two among his first 6, times melds"),
      Spec<&Settings::offence, &OffenceSettings::win_tenpai_logit_bias>(
          "win_tenpai_logit_bias", "P(a tenpai hand wins) logit: constant (tools/calibrate)"),
      Spec<&Settings::offence, &OffenceSettings::win_tenpai_logit_go_around>(
          "win_tenpai_logit_go_around", "... per go-around"),
      Spec<&Settings::offence, &OffenceSettings::win_tenpai_logit_wait>(
          "win_tenpai_logit_wait", "... per unit of the wait's per-go-around probability"),
      Spec<&Settings::offence, &OffenceSettings::win_one_logit_bias>(
          "win_one_logit_bias", "P(a 1-shanten hand wins) logit: constant (tools/calibrate)"),
      Spec<&Settings::offence, &OffenceSettings::win_one_logit_go_around>("win_one_logit_go_around",
                                                                          "... per go-around"),
      Spec<&Settings::offence, &OffenceSettings::win_one_logit_wait>(
          "win_one_logit_wait", "... per unit of the hand's rule-3 probability"),
      Spec<&Settings::offence, &OffenceSettings::win_two_logit_bias>(
          "win_two_logit_bias", "P(a hand 2+ from tenpai wins) logit: constant (tools/calibrate)"),
      Spec<&Settings::offence, &OffenceSettings::win_two_logit_go_around>("win_two_logit_go_around",
                                                                          "... per go-around"),
      Spec<&Settings::session, &SessionSettings::state_file>(
          "state_file", "file keeping the match standings across processes (empty: none)"),
      Spec<&Settings::session, &SessionSettings::transcript>(
          "transcript",
          "directory for transcripts: every line received and sent, timed, a file a game "
          "(empty: none)"),
      Spec<&Settings::session, &SessionSettings::connect>(
          "connect",
          "HOST:PORT of a server to connect to and play over TCP, as mjbot --connect (empty: "
          "stdin/stdout)"),
      Spec<&Settings::session, &SessionSettings::connect_timeout>(
          "connect_timeout", "seconds one connection attempt may take"),
      Spec<&Settings::session, &SessionSettings::connect_retries>(
          "connect_retries",
          "attempts after a refused or timed-out connection, half a second apart (a server that "
          "starts after the bot)"),
      Spec<&Settings::offence, &OffenceSettings::wait_switch_pung>(
          "wait_switch_pung",
          "tenpai on a nearly dead wait: pung the pair away when the new wait has more live tiles "
          "(seed 000 §3.6.2 轉聽-碰)"),
      Spec<&Settings::offence, &OffenceSettings::wait_switch_pung_max_live>(
          "wait_switch_pung_max_live",
          "wait_switch_pung acts when the wait has at most this many live tiles (seed 000 §3.6.2 "
          "gives no number; ours)"),
      Spec<&Settings::offence, &OffenceSettings::wait_switch_chow>(
          "wait_switch_chow",
          "tenpai: chow the left player's discard when the new wait has more kinds and more live "
          "tiles (seed 000 §3.6.3 轉聽-吃)"),
      Spec<&Settings::offence, &OffenceSettings::unfix_pair>(
          "unfix_pair",
          "1-shanten: pung the pair when that raises the live effective tiles, else keep it (seed "
          "000 §3.6.5 眼睛不固定)"),
      Spec<&Settings::mc, &McSettings::enabled>(
          "mc", "the Monte-Carlo endgame decides discards once it applies (seed 001 ch. 3)"),
      Spec<&Settings::mc, &McSettings::mc_throws_from_go_around>(
          "mc_throws_from_go_around",
          "Monte-Carlo judges throws from this go-around (seed 001 §4.2.2: 8; ours: 1)"),
      Spec<&Settings::mc, &McSettings::mc_claims_from_go_around>(
          "mc_claims_from_go_around",
          "Monte-Carlo judges chows, pungs and open kongs from this go-around (ours)"),
      Spec<&Settings::mc, &McSettings::mc_min_shanten>(
          "mc_min_shanten",
          "Monte-Carlo only for hands at least this far from tenpai (seed 001 §4.2.2: 3; 0: all)"),
      Spec<&Settings::mc, &McSettings::mc_tenpai_threshold>(
          "mc_tenpai_threshold",
          "Monte-Carlo only when some opponent's P(tenpai) exceeds this (ours; 0: always)"),
      Spec<&Settings::mc, &McSettings::mc_playouts>(
          "mc_playouts",
          "playouts per Monte-Carlo decision, all candidates together (0: by mc_time_ms)"),
      Spec<&Settings::mc, &McSettings::mc_time_ms>(
          "mc_time_ms",
          "wall-clock cap of a Monte-Carlo decision in ms (seed 001 §3.4.2: 1000; 0: none; "
          "builtin:mjbot in mjref: 0 unless set)"),
      Spec<&Settings::mc, &McSettings::mc_threads>(
          "mc_threads",
          "Monte-Carlo threads (with mc_playouts > 0 the answer does not depend on it)"),
      Spec<&Settings::mc, &McSettings::mc_candidates>(
          "mc_candidates",
          "discards Monte-Carlo plays: the offence's best this many, plus the fold's"),
      Spec<&Settings::mc, &McSettings::mc_halving>(
          "mc_halving", "successive halving over the candidates (false: equal shares)"),
      Spec<&Settings::mc, &McSettings::mc_weight_honour>(
          "mc_weight_honour", "honours' weight in an opponent's sampled hand (ours)"),
      Spec<&Settings::mc, &McSettings::mc_weight_terminal>(
          "mc_weight_terminal", "1s' and 9s' weight in an opponent's sampled hand (ours)"),
      Spec<&Settings::mc, &McSettings::mc_weight_edge>(
          "mc_weight_edge", "2s' and 8s' weight in an opponent's sampled hand (ours)"),
      Spec<&Settings::mc, &McSettings::mc_learned_worlds>(
          "mc_learned_worlds",
          "Monte-Carlo's worlds follow the learned reading's tenpai odds and waits by rejection, "
          "as this power of its likelihood ratio (ours; 0: off, 1: all the way)"),
      Spec<&Settings::mc, &McSettings::mc_confidence>(
          "mc_confidence",
          "Monte-Carlo overturns the rules' answer only by this many standard errors (ours)"),
      Spec<&Settings::mc, &McSettings::mc_confirm_early_stop>(
          "mc_confirm_early_stop",
          "the gate's confirmation stops at a quarter, half or three quarters of its worlds once "
          "the challenger does not lead the rules' answer (ours)"),
      Spec<&Settings::mc, &McSettings::mc_screen_z>(
          "mc_screen_z",
          "after each narrowing round Monte-Carlo keeps the rules' answer once no other leads it "
          "by more than this many standard errors (ours; negative: never)"),
      Spec<&Settings::mc, &McSettings::mc_fold_policy>(
          "mc_fold_policy", "playouts by efficiency with a late fold (false: efficiency alone)"),
      Spec<&Settings::mc, &McSettings::mc_opponent_model>(
          "mc_opponent_model",
          "deal each opponent a shanten drawn from self-play by go-around and melds (seed 001 "
          "§3.1)"),
      Spec<&Settings::mc, &McSettings::mc_opponent_discards>(
          "mc_opponent_discards",
          "the sampled worlds' tenpai odds follow each opponent's early middle discards (ours)"),
  };
  return kSpecs;
}

absl::Status ApplySetting(Settings& settings, absl::string_view key, absl::string_view value) {
  const SettingSpec* spec = FindSetting(key);
  if (spec == nullptr) {
    for (const RetiredSettings& r : Retired()) {
      if (std::find(r.keys.begin(), r.keys.end(), key) != r.keys.end()) {
        return absl::InvalidArgumentError(absl::StrFormat(
            "retired key '%s': %s (docs/strength.md#retired-settings)", key, r.why));
      }
    }
    return absl::InvalidArgumentError(absl::StrFormat("unknown key '%s'", key));
  }
  auto bad = [&](absl::string_view expected) {
    return absl::InvalidArgumentError(
        absl::StrFormat("bad value '%s' for %s (%s)", value, key, expected));
  };
  if (key == "policy" && value != "rules" && value != "learned") return bad("rules or learned");
  return std::visit(Overloaded{[&](bool* (*f)(Settings&)) -> absl::Status {
                                 const std::string v = absl::AsciiStrToLower(value);
                                 if (v == "true" || v == "1" || v == "yes" || v == "on") {
                                   *f(settings) = true;
                                 } else if (v == "false" || v == "0" || v == "no" || v == "off") {
                                   *f(settings) = false;
                                 } else {
                                   return bad("true or false");
                                 }
                                 return absl::OkStatus();
                               },
                               [&](int* (*f)(Settings&)) -> absl::Status {
                                 if (!absl::SimpleAtoi(value, f(settings)))
                                   return bad("a whole number");
                                 return absl::OkStatus();
                               },
                               [&](double* (*f)(Settings&)) -> absl::Status {
                                 double d;
                                 if (!absl::SimpleAtod(value, &d) || !std::isfinite(d))
                                   return bad("a number");
                                 *f(settings) = d;
                                 return absl::OkStatus();
                               },
                               [&](std::string* (*f)(Settings&)) -> absl::Status {
                                 // FormatSettings must read back: a file's value ends at '#'
                                 // or a line break (fuzz finding, docs/fuzzing.md).
                                 if (value.find_first_of("#\n") != absl::string_view::npos)
                                   return bad("text without '#' or a line break");
                                 *f(settings) = std::string(value);
                                 return absl::OkStatus();
                               }},
                    spec->field);
}

absl::StatusOr<Settings> ParseSettings(absl::string_view text, absl::string_view origin,
                                       Settings base) {
  int line_number = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++line_number;
    if (const size_t hash = line.find('#'); hash != absl::string_view::npos) {
      line = line.substr(0, hash);
    }
    line = absl::StripAsciiWhitespace(line);
    if (line.empty()) continue;
    const size_t eq = line.find('=');
    if (eq == absl::string_view::npos) {
      return absl::InvalidArgumentError(
          absl::StrFormat("%s:%d: expected 'key = value', got '%s'", origin, line_number, line));
    }
    const absl::string_view key = absl::StripAsciiWhitespace(line.substr(0, eq));
    const absl::string_view value = absl::StripAsciiWhitespace(line.substr(eq + 1));
    if (absl::Status s = ApplySetting(base, key, value); !s.ok()) {
      return absl::InvalidArgumentError(
          absl::StrFormat("%s:%d: %s", origin, line_number, s.message()));
    }
  }
  return base;
}

absl::StatusOr<Settings> ParseOverrides(absl::string_view text, Settings base) {
  for (absl::string_view item : absl::StrSplit(text, ',', absl::SkipWhitespace())) {
    const std::pair<absl::string_view, absl::string_view> kv = absl::StrSplit(item, '=');
    if (item.find('=') == absl::string_view::npos) {
      return absl::InvalidArgumentError(absl::StrFormat("expected key=value, got '%s'", item));
    }
    if (absl::Status s = ApplySetting(base, absl::StripAsciiWhitespace(kv.first),
                                      absl::StripAsciiWhitespace(kv.second));
        !s.ok()) {
      return s;
    }
  }
  return base;
}

std::string FormatSettings(const Settings& settings) {
  // Grouped by module, in the order a decision flows through them.
  std::string out;
  for (absl::string_view module : kModules) {
    absl::StrAppend(&out, "# --- bot/", module, "/settings.h\n");
    for (const SettingSpec& spec : AllSettings()) {
      if (spec.module != module) continue;
      absl::StrAppend(&out, spec.key, " = ", ValueText(settings, spec), "  # ", spec.help, "\n");
    }
  }
  return out;
}

std::string SettingsReference() {
  std::string out =
      "# mjbot's settings\n\nGenerated by `mjbot --settings_doc` from the key table of "
      "`bot/settings/settings.cc`, the one description of every key (a test keeps this file equal "
      "to it). A configuration file sets any of them as `key = value`; `mjbot --print_config` "
      "prints the values in effect. Why each default is what it is, and what measured it, is "
      "said beside the field in its module's `settings.h`. Keys retired after measurement are "
      "refused by name ([strength.md](strength.md#retired-settings)).\n";
  const Settings defaults;
  for (absl::string_view module : kModules) {
    absl::StrAppend(&out, "\n## ", module, " (`bot/", module, "/settings.h`)\n\n",
                    "| key | default | what it does |\n| --- | --- | --- |\n");
    for (const SettingSpec& spec : AllSettings()) {
      if (spec.module != module) continue;
      const std::string value = ValueText(defaults, spec);
      absl::StrAppend(&out, "| `", spec.key, "` | ", value.empty() ? "(empty)" : value, " | ",
                      absl::StrReplaceAll(spec.help, {{"|", "\\|"}}), " |\n");
    }
  }
  return out;
}

}  // namespace mj16::bot
