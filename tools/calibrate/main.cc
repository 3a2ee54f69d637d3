// calibrate: plays games of one builtin player against itself (or of a mix of players) and fits the
// logistic models of bot/defence/push_fold.h from what the referee knows: how likely a discarder is
// tenpai given what the table shows, and how likely a hand wins given how far it is from tenpai.
// Prints the tables and the settings lines to paste into a configuration (docs/defence.md).
#include <array>
#include <cmath>
#include <fstream>
#include <iostream>
#include <memory>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "bot/defence/push_fold.h"
#include "bot/mc/opponent_model.h"
#include "core/program.h"
#include "tools/calibrate/events.h"
#include "tools/calibrate/logistic.h"
#include "tools/mjref/engine/referee.h"
#include "tools/players/builtins.h"

ABSL_FLAG(int, games, 20000, "games to play");
ABSL_FLAG(uint64_t, seed, 1, "match seed: game g uses seed + g");
ABSL_FLAG(std::string, player, "mjdx3", "the players, a builtin spec");
ABSL_FLAG(bool, risk, false,
          "also compare each discard's predicted deal-in risk with what happened (slow)");
ABSL_FLAG(std::string, set, "",
          "settings for --risk's prediction and --world_risk's kind weights (mc_weight_*), "
          "key=value,key=value");
ABSL_FLAG(int, world_risk, 0,
          "also predict each discard's deal-in chance over this many of Monte-Carlo's sampled "
          "worlds (bot/mc/worlds.h) and compare it with what happened: the reliability table");
ABSL_FLAG(bool, world_model, true,
          "--world_risk's worlds deal the opponents' shanten by bot/mc/opponent_model.h, else "
          "uniformly");
ABSL_FLAG(
    bool, world_discards, true,
    "--world_risk's model also weighs each opponent's early middle discards (bot/mc/worlds.h)");
ABSL_FLAG(int, risk_from_go_around, 1,
          "--risk and --world_risk count discards from this go-around");
ABSL_FLAG(std::string, opponent, "",
          "seats 2-4 play this builtin instead (the models are then fitted on the opponents' "
          "discards and the deal-in table shows seat 1's)");

ABSL_FLAG(std::string, mix, "",
          "instead of --player: builtin specs separated by ';', seat s of game g playing entry "
          "(s + g) mod their number, e.g. 'mjbot;efficiency;dishu;random' (the main job's table)");

ABSL_FLAG(std::string, shanten_table, "",
          "also write the opponent-shanten table of bot/mc/opponent_model.h to this file (e.g. "
          "bot/mc/data/shanten_table.txt), counted over the same discards as the models");

namespace {

using mj16::calibrate::DiscardEvent;
using mj16::calibrate::LogisticFit;
using mj16::calibrate::Observation;

constexpr int kGoArounds = 21;  // rows 1..20; later go-arounds join row 20
constexpr int kMelds = 6;

struct Rate {
  long hits = 0, total = 0;
  std::string Format() const {
    return total == 0 ? "     -" : absl::StrFormat("%5.1f%%", 100.0 * hits / total);
  }
};

// One line per row from `first`: the row number, its rates by melds shown, its discards.
template <size_t kRows>
void PrintMeldRates(const std::array<std::array<Rate, kMelds>, kRows>& rates, size_t first) {
  for (size_t r = first; r < kRows; ++r) {
    std::cout << absl::StrFormat("%3d", r);
    long discards = 0;
    for (const Rate& x : rates[r]) {
      std::cout << " " << x.Format();
      discards += x.total;
    }
    std::cout << absl::StrFormat("   (%ld)\n", discards);
  }
}

// Predicted deal-in chance against the observed rate, in bins of the prediction.
// Predicted against observed deal-ins by the kind discarded, in the classes of the worlds' kind
// weights (bot/mc/opponent_model.h KindClass). A model can order the discards well overall and
// still misjudge one class against another, which is what a choice between two discards turns on.
class ClassReliability {
 public:
  void Add(mj16::Tile t, double risk, double world_risk, bool dealt_in) {
    Row& r = rows_[mj16::bot::mc::KindClass(t)];
    ++r.total;
    r.hits += dealt_in;
    r.risk += std::max(risk, 0.0);
    r.world_risk += std::max(world_risk, 0.0);
  }
  void Print(bool with_risk, bool with_worlds) const {
    static constexpr std::array<const char*, 4> kNames = {"honours", "1 and 9", "2 and 8",
                                                          "3 to 7"};
    std::cout << "\nby the kind discarded: discards, the worlds' and the defence's mean "
                 "predictions, observed\n";
    for (size_t c = 0; c < rows_.size(); ++c) {
      const Row& r = rows_[c];
      if (r.total == 0) continue;
      std::cout << absl::StrFormat(
          "  %-8s %9ld  %s  %s  %.4f\n", kNames[c], r.total,
          with_worlds ? absl::StrFormat("%.4f", r.world_risk / r.total) : "     -",
          with_risk ? absl::StrFormat("%.4f", r.risk / r.total) : "     -", 1.0 * r.hits / r.total);
    }
  }

 private:
  struct Row {
    long total = 0, hits = 0;
    double risk = 0, world_risk = 0;
  };
  std::array<Row, 4> rows_{};
};

class Reliability {
 public:
  static constexpr std::array<double, 8> kUpper = {0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.4, 1.0};
  void Add(double predicted, bool dealt_in) {
    size_t b = 0;
    while (b + 1 < kUpper.size() && predicted > kUpper[b]) ++b;
    ++rates_[b].total;
    rates_[b].hits += dealt_in;
    sums_[b] += predicted;
  }
  void Print(const std::string& what) const {
    long total = 0, hits = 0;
    double sum = 0;
    std::cout << absl::StrFormat("\n%s\n  predicted       discards  mean predicted  observed\n",
                                 what);
    for (size_t b = 0; b < kUpper.size(); ++b) {
      if (rates_[b].total == 0) continue;
      std::cout << absl::StrFormat("  %-14s %9ld  %13.4f  %.4f\n", Label(b), rates_[b].total,
                                   sums_[b] / rates_[b].total,
                                   1.0 * rates_[b].hits / rates_[b].total);
      total += rates_[b].total;
      hits += rates_[b].hits;
      sum += sums_[b];
    }
    if (total > 0) {
      std::cout << absl::StrFormat("  %-14s %9ld  %13.4f  %.4f\n", "all", total, sum / total,
                                   1.0 * hits / total);
    }
  }

 private:
  static std::string Label(size_t b) {
    return b == 0 ? std::string("0") : absl::StrFormat("(%g, %g]", kUpper[b - 1], kUpper[b]);
  }
  std::array<Rate, kUpper.size()> rates_{};
  std::array<double, kUpper.size()> sums_{};
};

void PrintFit(const char* what, const LogisticFit& fit, const std::vector<const char*>& keys) {
  std::cout << absl::StrFormat("# %s (%d iterations%s)\n", what, fit.iterations,
                               fit.converged ? "" : ", NOT converged");
  for (size_t i = 0; i < keys.size() && i < fit.beta.size(); ++i) {
    std::cout << absl::StrFormat("%s = %.4f\n", keys[i], fit.beta[i]);
  }
}

}  // namespace

int main(int argc, char** argv) {
  mj16::SetUpFlags("calibrate",
                   "calibrate: self-play with the referee's truth; fits the defence's models and "
                   "the opponent-shanten table (docs/defence.md)",
                   "tools/calibrate/main.cc", argc, argv);
  absl::ParseCommandLine(argc, argv);
  const int games = absl::GetFlag(FLAGS_games);
  const uint64_t seed = absl::GetFlag(FLAGS_seed);
  const std::string opponent = absl::GetFlag(FLAGS_opponent);
  const std::string mix = absl::GetFlag(FLAGS_mix);
  // Without --mix: seat 1's player, then seats 2-4's.
  std::vector<std::string> specs = absl::StrSplit(mix, ';', absl::SkipEmpty());
  if (specs.empty()) {
    specs = {absl::GetFlag(FLAGS_player),
             opponent.empty() ? absl::GetFlag(FLAGS_player) : opponent};
  } else if (!opponent.empty()) {
    std::cerr << "calibrate: --mix and --opponent do not go together\n";
    return 2;
  }
  const auto spec_of = [&](int g, int s) -> size_t {
    if (!mix.empty()) return static_cast<size_t>(s + g) % specs.size();
    return s == 0 ? 0 : 1;
  };
  std::vector<std::unique_ptr<mj16::mjref::PlayerFactory>> factories(specs.size());
  for (size_t i = 0; i < specs.size(); ++i) {
    const std::string& spec = specs[i];
    absl::StatusOr<std::unique_ptr<mj16::mjref::PlayerFactory>> f =
        mj16::players::MakePlayerFactory(spec);
    if (!f.ok()) {
      std::cerr << "calibrate: " << spec << ": " << f.status().message() << "\n";
      return 2;
    }
    factories[i] = *std::move(f);
  }
  // Deal-ins by go-around and by the discarder's distance to tenpai after the discard.
  std::array<std::array<long, 4>, kGoArounds> dealins{};
  long observed_dealins = 0;
  const bool with_risk = absl::GetFlag(FLAGS_risk);
  const absl::StatusOr<mj16::bot::Settings> risk_settings =
      mj16::bot::ParseOverrides(absl::GetFlag(FLAGS_set));
  if (!risk_settings.ok()) {
    std::cerr << "calibrate: --set: " << risk_settings.status().message() << "\n";
    return 2;
  }
  mj16::calibrate::RiskOptions risk;
  risk.settings = with_risk ? &*risk_settings : nullptr;
  risk.worlds = absl::GetFlag(FLAGS_world_risk);
  risk.opponent_model = absl::GetFlag(FLAGS_world_model);
  risk.opponent_discards = absl::GetFlag(FLAGS_world_discards);
  risk.kind_weights = {risk_settings->mc.mc_weight_honour, risk_settings->mc.mc_weight_terminal,
                       risk_settings->mc.mc_weight_edge, 1};
  risk.seed = seed;
  risk.from_go_around = absl::GetFlag(FLAGS_risk_from_go_around);
  risk.seat = opponent.empty() ? -1 : 0;  // with --opponent, seat 1's discards alone
  if (risk.worlds < 0) {
    std::cerr << "calibrate: --world_risk must be at least 0\n";
    return 2;
  }
  Reliability by_risk, by_world_risk;
  ClassReliability by_class;
  std::vector<Observation> tenpai, win_tenpai, win_one, win_two;
  std::array<std::array<Rate, kMelds>, kGoArounds> tenpai_rate{};
  // From go-around 6 on, by bot::EarlyMiddleDiscards (rows 0..6) and melds.
  std::array<std::array<Rate, kMelds>, mj16::bot::kEarlyDiscards + 1> tenpai_by_early{};
  std::array<std::array<Rate, 6>, kGoArounds> win_rate{};  // by wait bins, tenpai hands
  mj16::calibrate::OfferEvent offers;                      // summed over every interval
  long intervals = 0, ended = 0;
  mj16::bot::mc::ShantenCounts shanten_counts{};
  for (int g = 0; g < games; ++g) {
    std::array<std::unique_ptr<mj16::mjref::Player>, 4> owned;
    std::array<mj16::mjref::Player*, 4> players{};
    for (int s = 0; s < 4; ++s) {
      absl::StatusOr<std::unique_ptr<mj16::mjref::Player>> p =
          factories[spec_of(g, s)]->Create(g, s, seed);
      if (!p.ok()) {
        std::cerr << "calibrate: " << p.status().message() << "\n";
        return 2;
      }
      owned[s] = *std::move(p);
      players[s] = owned[s].get();
    }
    mj16::mjref::GameConfig config;
    config.game = g;
    config.seed = seed + static_cast<uint64_t>(g);
    config.dealer = g % 4;
    const mj16::mjref::GameRecord record = RunGame(config, players);
    for (const mj16::calibrate::OfferEvent& e : mj16::calibrate::OfferEvents(record)) {
      offers.drawn += e.drawn;
      offers.thrown_any += e.thrown_any;
      offers.thrown_left += e.thrown_left;
      ++intervals;
      ended += e.ended;
    }
    for (const DiscardEvent& e : mj16::calibrate::DiscardEvents(record, risk)) {
      // Predicted only for the discards `risk` asks for.
      if (e.risk >= 0) by_risk.Add(e.risk, e.dealt_in);
      if (e.world_risk >= 0) by_world_risk.Add(e.world_risk, e.dealt_in);
      if (e.risk >= 0 || e.world_risk >= 0) by_class.Add(e.tile, e.risk, e.world_risk, e.dealt_in);
      const int row = std::min(e.go_around, kGoArounds - 1);
      if (e.dealt_in && (opponent.empty() || e.seat == 0)) {
        ++dealins[row][std::min(e.shanten, 3)];
        ++observed_dealins;
      }
      if (!opponent.empty() && e.seat == 0) continue;  // the models describe the opponents
      ++shanten_counts[mj16::bot::mc::ModelRow(e.go_around)][mj16::bot::mc::ModelColumn(e.melds)]
                      [mj16::bot::mc::ShantenClass(e.shanten)];
      Rate& t = tenpai_rate[row][std::min(e.melds, kMelds - 1)];
      ++t.total;
      t.hits += e.shanten == 0;
      if (e.go_around >= 6) {
        Rate& r = tenpai_by_early[e.early][std::min(e.melds, kMelds - 1)];
        ++r.total;
        r.hits += e.shanten == 0;
      }
      const double go = e.go_around, melds = e.melds;
      const double early = e.early_excess;
      tenpai.push_back(
          {{go, melds, go * melds, static_cast<double>(e.middle), early, early * melds},
           e.shanten == 0});
      if (e.shanten == 0) {
        const int bin = std::min(5, static_cast<int>(e.wait / 0.05));
        ++win_rate[row][bin].total;
        win_rate[row][bin].hits += e.won;
        win_tenpai.push_back({{static_cast<double>(e.go_around), e.wait}, e.won});
      } else if (e.shanten == 1) {
        win_one.push_back({{static_cast<double>(e.go_around), e.wait}, e.won});
      } else if (e.shanten == 2) {
        win_two.push_back({{static_cast<double>(e.go_around)}, e.won});
      }
    }
  }
  if (const std::string path = absl::GetFlag(FLAGS_shanten_table); !path.empty()) {
    const std::string command = absl::StrFormat(
        "calibrate --games %d --seed %d %s%s --shanten_table %s", games, seed,
        mix.empty() ? "--player " + absl::GetFlag(FLAGS_player) : "--mix '" + mix + "'",
        opponent.empty() ? "" : " --opponent " + opponent, path);
    std::ofstream out(path);
    out << mj16::bot::mc::FormatShantenTable(shanten_counts, command);
    if (!out.good()) {
      std::cerr << "calibrate: cannot write " << path << "\n";
      return 2;
    }
  }
  std::cout << "tenpai rate of a discarder by go-around (rows) and melds shown (columns 0..5+)\n";
  PrintMeldRates(tenpai_rate, 1);
  std::cout << "\nfrom go-around 6, tenpai rate of a discarder by the middle tiles among his "
               "first 6 discards (rows) and melds shown (columns 0..5+)\n";
  PrintMeldRates(tenpai_by_early, 0);
  std::cout << "\nwin rate of a tenpai discarder by go-around and per-go-around wait probability "
               "(columns: <0.05, <0.10, ..., 0.25+)\n";
  for (int r = 1; r < kGoArounds; ++r) {
    std::cout << absl::StrFormat("%3d", r);
    for (const Rate& x : win_rate[r]) std::cout << " " << x.Format();
    std::cout << "\n";
  }
  const double per_game = opponent.empty() ? 4.0 * games : games;
  std::cout << absl::StrFormat(
      "\ndeal-ins by go-around and shanten after the discard (0 tenpai, 1, 2, 3+): %ld, %.1f%% "
      "of games %s\n",
      observed_dealins, 100.0 * observed_dealins / per_game,
      opponent.empty() ? "per player" : "of seat 1");
  for (int r = 1; r < kGoArounds; ++r) {
    std::cout << absl::StrFormat("%3d %6ld %6ld %6ld %6ld\n", r, dealins[r][0], dealins[r][1],
                                 dealins[r][2], dealins[r][3]);
  }
  if (with_risk)
    by_risk.Print("the defence's predicted deal-in risk (bot/defence/push_fold.h DealInRisk)");
  if (risk.worlds > 0) {
    by_world_risk.Print(
        absl::StrFormat("the share of %d sampled worlds (bot/mc/worlds.h%s) in which the discard "
                        "deals in",
                        risk.worlds,
                        !risk.opponent_model     ? ", uniform"
                        : risk.opponent_discards ? ", opponent model with discards"
                                                 : ", opponent model"));
  }
  if (with_risk || risk.worlds > 0) by_class.Print(with_risk, risk.worlds > 0);
  std::cout << "\n";
  PrintFit(
      "P(tenpai) = sigmoid(bias + go_around * g + meld * melds + go_around_meld * g * melds + "
      "middle * middle tiles among the last 3 discards + early_middle * e + early_middle_meld * "
      "e * melds, e the middle tiles beyond two among the first 6 discards)",
      FitLogistic(tenpai),
      {"tenpai_logit_bias", "tenpai_logit_go_around", "tenpai_logit_meld",
       "tenpai_logit_go_around_meld", "tenpai_logit_middle", "tenpai_logit_early_middle",
       "tenpai_logit_early_middle_meld"});
  PrintFit("P(win | tenpai) = sigmoid(bias + go_around * g + wait * p)", FitLogistic(win_tenpai),
           {"win_tenpai_logit_bias", "win_tenpai_logit_go_around", "win_tenpai_logit_wait"});
  PrintFit("P(win | 1-shanten) = sigmoid(bias + go_around * g + wait * p)", FitLogistic(win_one),
           {"win_one_logit_bias", "win_one_logit_go_around", "win_one_logit_wait"});
  PrintFit("P(win | 2-shanten) = sigmoid(bias + go_around * g)", FitLogistic(win_two),
           {"win_two_logit_bias", "win_two_logit_go_around"});
  // bot/offence/evaluator.h's rates: wanted copies the others threw per wanted copy one own draw
  // offers, and the share of own turns that another player's win ended first.
  std::cout << absl::StrFormat(
      "\nthe evaluator's rates over %ld own turns (bot/offence/evaluator.h)\n"
      "ev_claim_any = %.4f\nev_claim_left = %.4f\nev_end_rate = %.4f\n",
      intervals, offers.thrown_any / std::max(1e-9, offers.drawn),
      offers.thrown_left / std::max(1e-9, offers.drawn),
      static_cast<double>(ended) / std::max(1L, intervals));
  return 0;
}
