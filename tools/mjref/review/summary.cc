#include "tools/mjref/review/summary.h"

#include <algorithm>
#include <map>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "tools/common/json.h"
#include "tools/mjref/results/stats.h"

namespace mj16::mjref {
namespace {

constexpr double kRiskEdges[] = {0, 0.01, 0.03, 0.1, 0.2, 1.0001};

void Decision(JsonWriter& j, const ReviewedDecision& d) {
  j.BeginObject();
  j.Key("game").Int(d.game).Key("seat").Int(d.seat + 1).Key("line").Int(d.line);
  j.Key("answer_line").Int(d.answer_line);
  j.Key("turn").Int(d.turn).Key("ask").String(d.ask).Key("hand").String(d.hand);
  if (!d.offered.empty()) j.Key("offered").String(d.offered);
  j.Key("played").String(d.played).Key("analyst").String(d.analyst);
  j.Key("analyst_folds").Bool(d.analyst_folds);
  j.Key("played_index").Int(d.played_index).Key("best_index").Int(d.best_index);
  j.Key("verdict").String(VerdictName(d.verdict));
  j.Key("loss").Double(d.loss).Key("loss_ci95").Double(d.loss_ci95);
  j.Key("loss_worlds").Int(d.loss_worlds);
  j.Key("dealt_in").Bool(d.dealt_in);
  if (d.played_risk >= 0) j.Key("played_risk").Double(d.played_risk);
  j.Key("waits").BeginArray();
  for (const std::string& w : d.waits) j.String(w);
  j.EndArray();
  j.Key("candidates").BeginArray();
  for (const CandidateValue& c : d.candidates) {
    j.BeginObject();
    j.Key("answer").String(c.answer).Key("worlds").Int(c.worlds);
    j.Key("mean").Double(c.mean).Key("ci95").Double(c.ci95);
    j.Key("win_rate").Double(c.win_rate).Key("deal_in_rate").Double(c.deal_in_rate);
    j.Key("below_best").Double(c.below_best).Key("below_best_ci95").Double(c.below_best_ci95);
    if (c.risk >= 0) j.Key("risk").Double(c.risk);
    j.EndObject();
  }
  j.EndArray();
  j.EndObject();
}

// How every candidate is played on where the analyst folds (--after-fold).
const char* AfterFold(const ReviewOptions& options) {
  return options.continue_stance ? "by folding" : "by the playout policy";
}

std::string OneLine(const ReviewedDecision& d) {
  return absl::StrFormat(
      "game %d turn %d (line %d): %s, played %s, the analyst %s%s: %.0f ± %.0f points", d.game,
      d.turn, d.line, d.hand, d.played, d.analyst, d.analyst_folds ? " (folding)" : "", d.loss,
      d.loss_ci95);
}

}  // namespace

std::vector<ProgramSummary> Summarise(const std::vector<GameReview>& games, int largest) {
  std::map<std::string, ProgramSummary> by_program;
  std::map<std::string, std::vector<double>> losses;  // per game
  for (const GameReview& g : games) {
    std::map<std::string, double> game_loss;
    for (const ReviewedDecision& d : g.decisions) {
      const std::string& name = g.names[d.seat];
      ProgramSummary& s = by_program[name];
      if (s.program.empty()) {
        s.program = name;
        for (size_t b = 0; b + 1 < std::size(kRiskEdges); ++b) {
          s.calibration.push_back({kRiskEdges[b], std::min(1.0, kRiskEdges[b + 1]), 0, 0, 0});
        }
      }
      ++s.decisions;
      game_loss[name] += d.loss;
      if (d.verdict == Verdict::kAgrees) ++s.agreements;
      if (d.loss_worlds > 0) ++s.valued;
      s.mistakes += d.verdict == Verdict::kMistake;
      s.inaccuracies += d.verdict == Verdict::kInaccuracy;
      if (d.loss > 0) s.largest.push_back(d);
      for (size_t b = 0; d.played_risk >= 0 && b + 1 < std::size(kRiskEdges); ++b) {
        if (d.played_risk < kRiskEdges[b] || d.played_risk >= kRiskEdges[b + 1]) continue;
        RiskBin& bin = s.calibration[b];
        ++bin.throws;
        bin.dealt_in += d.dealt_in;
        bin.mean_risk += d.played_risk;
      }
    }
    for (const auto& [name, loss] : game_loss) {
      losses[name].push_back(loss);
      ++by_program[name].games;
    }
  }
  std::vector<ProgramSummary> out;
  for (auto& [name, s] : by_program) {
    const std::vector<double>& x = losses[name];
    for (double v : x) s.loss_per_game += v / static_cast<double>(x.size());
    s.loss_ci95 = Ci95(x, s.loss_per_game).second - s.loss_per_game;
    std::sort(s.largest.begin(), s.largest.end(),
              [](const ReviewedDecision& a, const ReviewedDecision& b) { return a.loss > b.loss; });
    if (static_cast<int>(s.largest.size()) > largest) s.largest.resize(largest);
    for (RiskBin& bin : s.calibration) {
      if (bin.throws > 0) bin.mean_risk /= bin.throws;
    }
    out.push_back(std::move(s));
  }
  return out;
}

std::string ReviewText(const std::vector<ProgramSummary>& summaries, const ReviewOptions& options,
                       int games) {
  std::string out = absl::StrFormat(
      "%d game(s) reviewed; analyst mjbot, %d Monte-Carlo worlds per candidate, played on %s "
      "where it folds; a mistake loses over %.0f points and %.1f standard errors, an "
      "inaccuracy over %.0f points\n",
      games, options.playouts, AfterFold(options), options.mistake_points, options.mistake_z,
      options.inaccuracy_points);
  for (const ProgramSummary& s : summaries) {
    absl::StrAppendFormat(
        &out,
        "\n%s: %d games, %d decisions, agrees with the analyst on %.1f%% (%d others "
        "valued), %d mistakes, %d inaccuracies\n"
        "  estimated points lost a game: %.1f [%.1f, %.1f]\n",
        s.program, s.games, s.decisions, s.decisions > 0 ? 100.0 * s.agreements / s.decisions : 0.0,
        s.valued, s.mistakes, s.inaccuracies, s.loss_per_game, s.loss_per_game - s.loss_ci95,
        s.loss_per_game + s.loss_ci95);
    absl::StrAppend(&out,
                    "  deal-ins by the reading's risk of the throw: risk, throws, dealt in, "
                    "mean risk\n");
    for (const RiskBin& b : s.calibration) {
      if (b.throws == 0) continue;
      absl::StrAppendFormat(&out, "    %.2f-%.2f  %6d  %5d (%.3f)  %.3f\n", b.lo, b.hi, b.throws,
                            b.dealt_in, static_cast<double>(b.dealt_in) / b.throws, b.mean_risk);
    }
    if (!s.largest.empty()) absl::StrAppend(&out, "  largest losses:\n");
    for (const ReviewedDecision& d : s.largest) absl::StrAppend(&out, "    ", OneLine(d), "\n");
  }
  return out;
}

std::string ReviewJson(const std::vector<GameReview>& games,
                       const std::vector<ProgramSummary>& summaries, const ReviewOptions& options) {
  JsonWriter j;
  j.BeginObject();
  j.Key("playouts").Int(options.playouts);
  j.Key("after_fold").String(options.continue_stance ? "fold" : "play");
  j.Key("mistake_points").Double(options.mistake_points);
  j.Key("mistake_z").Double(options.mistake_z);
  j.Key("inaccuracy_points").Double(options.inaccuracy_points);
  j.Key("summaries").BeginArray();
  for (const ProgramSummary& s : summaries) {
    j.BeginObject();
    j.Key("program").String(s.program).Key("games").Int(s.games);
    j.Key("decisions").Int(s.decisions).Key("valued").Int(s.valued);
    j.Key("agreements").Int(s.agreements).Key("mistakes").Int(s.mistakes);
    j.Key("inaccuracies").Int(s.inaccuracies);
    j.Key("loss_per_game").Double(s.loss_per_game).Key("loss_ci95").Double(s.loss_ci95);
    j.Key("calibration").BeginArray();
    for (const RiskBin& b : s.calibration) {
      j.BeginObject().Key("lo").Double(b.lo).Key("hi").Double(b.hi).Key("throws").Int(b.throws);
      j.Key("dealt_in").Int(b.dealt_in).Key("mean_risk").Double(b.mean_risk).EndObject();
    }
    j.EndArray();
    j.Key("largest").BeginArray();
    for (const ReviewedDecision& d : s.largest) Decision(j, d);
    j.EndArray();
    j.EndObject();
  }
  j.EndArray();
  j.Key("games").BeginArray();
  for (const GameReview& g : games) {
    j.BeginObject().Key("game").Int(g.game);
    j.Key("names").StringArray(std::vector<std::string>(g.names.begin(), g.names.end()));
    j.Key("decisions").BeginArray();
    for (const ReviewedDecision& d : g.decisions) Decision(j, d);
    j.EndArray().EndObject();
  }
  j.EndArray();
  j.EndObject();
  return j.str() + "\n";
}

}  // namespace mj16::mjref
