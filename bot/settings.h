// Every threshold and weight of the player, by name: the configuration file's keys. Each has the
// seed's value as its default and names the seed section it comes from.
#ifndef MJ16_BOT_SETTINGS_H_
#define MJ16_BOT_SETTINGS_H_

#include <string>
#include <variant>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "bot/offence.h"
#include "bot/probability.h"

namespace mj16::bot {

struct Settings {
  // --- Offence, seed 000 §3.5. The seed gives P = i/(S+x) for a draw; how much a discard counts
  // against a draw is our reading (bot/probability.h), 1.0 = as likely as one own draw.
  double chow_discard_weight = 1.0;
  double pung_discard_weight = 1.0;
  // Not in the seed: rank by shanten (the tables) before rule 1 (bot/offence.h CompareOptions).
  // On by default: +89 points a game [57, 121] over MJDX3's order (docs/strength.md); the mjdx3
  // preset turns it off.
  bool shanten_first = true;

  // --- Offence by probability (issue 14; bot/ev.h, bot/ev_choice.h, docs/offence.md). Discards
  // and claims are compared by the chance to win within the own draws left (seed 004's draw
  // tree) and the points the win is worth; MJDX3's rules 1–7 only break ties. Off: MJDX3's
  // order decides, as in the mjdx3 preset.
  bool ev = true;
  // Hands further than this from tenpai are ranked by tile counting (seed 001 table 2-1): the
  // search grows about twentyfold per step (docs/offence.md, the benchmark).
  int ev_max_shanten = 2;
  // Tile counting throws seed 001 §2.4.2's lower layers first (isolated honors, then isolated
  // suited tiles), as the efficiency baseline does; false: by the score alone.
  bool ev_layers_first = true;
  // Seed 001 table 2-1's claims as probabilities: copies the others' discards offer per copy an
  // own draw offers, any discarder (a win or a pung) and the left player alone (a chow).
  // tools/calibrate on 2,000 games of 4 × efficiency: 2.01 and 0.68 (4 × mjbot: 1.93, 0.66);
  // Against efficiency, ev_claim_any 3 measured the same and ev_claim_left 1 −14 a game
  // (docs/strength.md).
  double ev_claim_any = 2.0;
  double ev_claim_left = 0.68;
  // Ours: a hand not yet tenpai claims a chow or pung only when it also lowers shanten (as the
  // efficiency baseline claims); the evaluator's curves miss what a claim costs in hand changes.
  // +17 to +24 a game against efficiency (docs/strength.md).
  bool ev_claim_progress = true;
  // A hand beyond the search claims only to lower shanten, as the efficiency baseline does;
  // false: MJDX3's comparator decides its claims.
  bool ev_count_far_claims = true;
  // Chance per own draw that another player's win ends the game first: 0.079 in self-play of
  // four efficiency players, 0.057 of four mjbot (tools/calibrate); 0.08 measured best of
  // 0.04 / 0.08 / 0.12 (docs/strength.md).
  double ev_end_rate = 0.08;
  // A search needing more distinct hands than this gives up for tile counting (a time bound).
  int ev_max_nodes = 60000;

  // --- Claims, seed 000 §3.5–3.6.
  int min_tai_to_win = 0;  // take a win only if it scores at least this (0: every win)
  bool claim_chow = true;  // chow when the comparator rates the result above passing
  bool claim_pung = true;  // likewise for pung
  bool claim_kong = true;  // open, concealed and added kongs
  // MJDX3 made no claim once tenpai (seed 000 §3.6, 1st paragraph); the evaluator weighs a
  // tenpai hand's claims like any other's, measured +12 to +16 a game (docs/strength.md).
  bool claim_when_tenpai = true;

  // --- Defence: the danger model of seed 002 §3 (bot/danger.h, docs/defence.md). The report's
  // thresholds are in its figs. 6 and 7, whose values are not in the text: the defaults marked
  // "ours" are our choices, to be tuned by measurement.
  // Fig. 5 / 6: heat × defence_time_factor when Σ over the three others of t_{p,c} is below
  // defence_time_threshold (ours: 4, about one go-around since everybody let it go; ours: 0.5).
  int defence_time_threshold = 4;
  double defence_time_factor = 0.5;
  // Fig. 7 (§3.2.3): a kind whose heat is less than defence_heat_gap above the lowest (ours: 16,
  // one copy of a neighbour in a 4×4×4 chow) and with at least defence_remaining_gap fewer
  // copies left (the seed's "少 2 張以上") is discarded first.
  double defence_heat_gap = 16;
  int defence_remaining_gap = 2;
  // Fig. 2 compares honors' heat with suited kinds' but defines heat by chows only; an honor's
  // heat is this times its remaining copies (ours: 16, so a lone honor with 3 copies out weighs
  // less than a terminal's 64).
  double defence_honor_heat_per_copy = 16;

  // --- When to defend and how (bot/defence.h, bot/feed.h; docs/defence.md).
  bool defence = true;  // fold and feed at all; MJDX3 had no defence (the mjdx3 preset: false)
  // Seed 000 §3.6.1 i: from go-around 10 ("第 10 巡"), fold unless tenpai or 1-shanten.
  int fold_go_around = 10;
  int fold_max_shanten = 1;
  // Seed 000 §3.6.1 ii: fold when an opponent shows 3 melds ("三搭") and we are 2 or more from
  // tenpai ("還需 2 進聽"). Tuned: at 2 the fold cost 46 points a game against mjdx3, at 3 it
  // does not lose (docs/strength.md, issue 7 sweeps). Session 7: off (99) — the rule's 3 cost
  // 10.0 and 6.7 points a game in the 4-program format (seeds 120, 125), where `random` claims
  // its way to 3 melds and never wins, 11.9 against mjdx3 and 0.3 against efficiency.
  int fold_meld_count = 99;
  int fold_meld_shanten = 3;
  // Seed 002 §3.2.4: defence starts best within steps (go-arounds) 7–12. Ours: from the first,
  // a discard that ties on the offence's rules 1–3 is chosen by safety; from the last, rule i's
  // limit drops by one (only tenpai pushes).
  int defence_window_first = 7;
  int defence_window_last = 12;
  // Ours: inside the window a pushing hand may give up this share of its rule-3 probability, at
  // the same shanten, for the safest discard (1: only discards as probable as the best); 0.8 and
  // the sampled danger measured best (docs/strength.md).
  double defence_push_ratio = 0.8;
  // Ours: that safest discard is the least likely wait by the sampling of bot/feed.h rather than
  // the first of seed 002's heat ranking.
  bool defence_push_sampled = true;
  // Ours (issue 14): instead, the one of the highest worth by folding by value's measure, (1 −
  // risk) × P(win) − risk × fold_dealin_cost, with the tenpai model's view of each opponent: a
  // safer discard only where the threat is real.
  bool defence_push_by_value = true;
  // Ours: a folding hand's safest kind counts as safe (no feeding needed) when it is a passed,
  // dead or follow tile or its heat is at most this.
  double defence_safe_heat = 16;
  // Seed 000 §3.6.1 iii: with no safe tile, sample each threat's waits (1,000 hands) and feed the
  // opponent farthest from us in the standings: his win counts this much of a nearer one's
  // (ours), and a sampled wait on a kind he discarded counts this much (ours: no furiten in
  // Taiwanese rules, a discard is evidence, not proof).
  int feed_samples = 1000;
  double feed_farthest_weight = 0.25;
  double feed_discarded_wait_factor = 0.2;
  // Ours: a sampled wait on a kind the threat let go since his last draw counts this much: his
  // hand has not changed since, and players take every win they can (no furiten rule needed).
  double feed_passed_wait_factor = 0;
  // Ours: push or fold by expected value (bot/push_fold.h). A pushing hand folds when the
  // discard a folding hand would make is worth more than the offence's: worth = (1 − risk) ×
  // P(win) − risk × fold_dealin_cost, a deal-in's cost counted in own wins. The two logistic
  // models' coefficients were fitted by tools/calibrate on 20,000 games of 4 × mjdx3 (seed 1; the
  // tenpai model's are refitted below): P(an opponent is tenpai) from the go-around g, the melds
  // m he shows and his discards, and P(win) from g
  // and, for a tenpai hand, its per-go-around wait probability p (bot/probability.h).
  // Tuned one-vs-three against mjdx3 (docs/strength.md, issue 7): from go-around 1, a deal-in
  // costing one own win, and a fold only when it is worth 0.04 of a win more — about neutral in
  // points while it cuts deal-ins by a point; a higher cost cuts more and loses points
  // (bot/presets/cautious.conf).
  bool fold_by_value = true;
  // Session 6: 0.5 (a deal-in costs half an own win) against 1: +8.0 and +7.1 in the 4-program
  // format (seeds 102, 104), +7.0 one-vs-three (seed 105), and the win rate above efficiency's
  // in both (docs/strength.md, "Session 6").
  double fold_dealin_cost = 0.5;
  double fold_value_margin = 0.04;
  int fold_by_value_from = 1;
  // The tenpai model since issue 14, opponent-aware: refitted with the middle tiles beyond two
  // among his first 6 discards (alone and times his melds) on 8,000 games of the main job's
  // four players (`calibrate --games 8000 --seed 1 --mix 'mjbot;efficiency;dishu;random'`).
  double tenpai_logit_bias = -6.2424;
  double tenpai_logit_go_around = 0.4444;
  double tenpai_logit_meld = 1.6472;
  double tenpai_logit_go_around_meld = -0.1053;
  double tenpai_logit_middle = 0.4401;
  double tenpai_logit_early_middle = -1.0944;
  double tenpai_logit_early_middle_meld = 0.1509;
  double win_tenpai_logit_bias = 0.8392;
  double win_tenpai_logit_go_around = -0.2527;
  double win_tenpai_logit_wait = 2.5322;
  double win_one_logit_bias = 0.2114;
  double win_one_logit_go_around = -0.2742;
  double win_one_logit_wait = 0.4825;
  double win_two_logit_bias = -0.1626;
  double win_two_logit_go_around = -0.2907;

  // --- Match bookkeeping: where the standings learnt from /exit lines are kept when the platform
  // starts a new process every game; empty = in memory only.
  std::string state_file;

  // --- Wait switching, partial-group keeping and pair unfixing, seed 000 §3.6.2–3.6.5
  // (bot/wait_switch.h, bot/offence.h; docs/offence.md). The mjdx3 preset turns all four off;
  // mjbot's defaults follow the ablation of docs/strength.md ("Issue 8 ablation").
  bool wait_switch_pung = false;  // §3.6.2 轉聽-碰
  // §3.6.2 "當所聽的牌數低於某個張數時": the seed gives no number (ours: 2, i.e. its example's
  // one live copy and the next worse case).
  int wait_switch_pung_max_live = 2;
  bool wait_switch_chow = false;  // §3.6.3 轉聽-吃
  // §3.6.5 眼睛不固定: on, the one of the four the ablation shows gaining (+2.7 [0.5, 4.9] a game
  // over two seeds; docs/strength.md).
  bool unfix_pair = true;

  // --- The Monte-Carlo endgame, seed 001 ch. 3 (bot/mc/, issue 15; docs/mc.md). When it runs it
  // decides: the rules above answer first, and their answer is one of its candidates (the
  // default), not a second decision beside it.
  // On since session 10: ahead of the rules against efficiency, three mjbot (mc off) and in
  // the 4-program format (docs/strength.md, "Issue 15, session 10").
  bool mc = true;
  // Seed 001 §4.2.2 "MC_終局": from go-around 8 (MC_10, from go-around 10 on danger, lost).
  int mc_from_go_around = 8;
  // Seed 001 §4.2.2 plays only hands 3+ shanten from tenpai ("若上聽數低(目前設定為 3 上聽)，則
  // 保持原本的丟牌決策方式"): 3 is the seed's value. We play every hand (0): with the rules'
  // answer as the default behind a confidence gate, far hands alone change almost nothing
  // (−0.4 [−1.2, 0.3]) and every hand gains (docs/strength.md, session 9 and 10).
  int mc_min_shanten = 0;
  // Ours: ... and only when some opponent's P(tenpai) (bot/push_fold.h) exceeds this; 0: always.
  double mc_tenpai_threshold = 0;
  // Playouts per decision in all (world × candidate); 0: by time. 4,000 rather than 1,000:
  // the gate's half-width halves and the rules are overturned where surely worse (against
  // three mjbot +8.3 [0.3, 16.4] against +0.3 [−4.4, 4.9]; docs/strength.md, session 10).
  int mc_playouts = 4000;
  // A hard wall-clock cap per decision (seed 001 §3.4.2 used 1 s); 0: none.
  int mc_time_ms = 500;
  int mc_threads = 1;      // with mc_playouts > 0 the answer does not depend on it
  int mc_candidates = 6;   // the offence's best this many, plus the folding hand's discard
  bool mc_halving = true;  // successive halving over the candidates, else equal shares
  // Ours (issue 15 deliverable 4, "tiny differences fall back"): the rules' answer stands unless
  // another candidate's paired difference over it exceeds this many standard errors; 0: the
  // best mean goes, however noisy.
  double mc_confidence = 2;
  bool mc_fold_policy = true;  // playouts by efficiency with a late fold, else efficiency alone
  // Seed 001 §3.1–3.2: each opponent's hand is dealt to a shanten drawn by go-around and melds
  // from self-play (bot/mc/data/shanten_table.txt, tools/calibrate), else uniformly.
  bool mc_opponent_model = true;
  // Ours, issue 15 "a model of ... his discards": the model's tenpai odds for a seat follow the
  // tenpai model's early-middle terms above (tenpai_logit_early_middle, ..._meld).
  bool mc_opponent_discards = true;
  // Ours: how much likelier honours, 1 and 9, and 2 and 8 are in an opponent's sampled hand than
  // their unseen copies say (3 to 7: 1; all 1: seed 001 §3.2's uniform groups). Players throw
  // them first: with all at 1 the worlds put 3-4 times the deal-ins seen on honours late in a
  // game. Fitted against efficiency players with calibrate --world_risk --set mc_weight_*=...
  // (docs/mc.md, "By the kind discarded").
  double mc_weight_honour = 0.4;
  double mc_weight_terminal = 0.6;
  double mc_weight_edge = 0.9;

  CompareOptions compare_options() const { return CompareOptions{shanten_first}; }
  ProbabilityWeights probability_weights() const {
    return ProbabilityWeights{chow_discard_weight, pung_discard_weight};
  }
};

// One named setting: its key, a one-line description and the field it sets.
struct SettingSpec {
  absl::string_view key;
  absl::string_view help;
  std::variant<bool Settings::*, int Settings::*, double Settings::*, std::string Settings::*>
      field;
};
const std::vector<SettingSpec>& AllSettings();

// Sets one key from its text value; the error names the key and the bad value.
absl::Status ApplySetting(Settings& settings, absl::string_view key, absl::string_view value);

// A configuration file's text: `key = value` lines, `#` comments, blank lines. Errors name the
// origin (a file name) and the line number.
absl::StatusOr<Settings> ParseSettings(absl::string_view text, absl::string_view origin,
                                       Settings base = Settings{});

// Overrides in one string, `key=value,key=value` (mjref's `builtin:mjbot:k=v,k=v`).
absl::StatusOr<Settings> ParseOverrides(absl::string_view text, Settings base = Settings{});

// Every setting as `key = value  # help`, in a form ParseSettings reads back.
std::string FormatSettings(const Settings& settings);

}  // namespace mj16::bot

#endif  // MJ16_BOT_SETTINGS_H_
