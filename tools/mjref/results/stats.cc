#include "tools/mjref/results/stats.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "tools/common/json.h"

namespace mj16::mjref {

double StudentT975(int df) {
  static constexpr std::array<double, 30> kTable = {
      12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
      2.201,  2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
      2.080,  2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
  if (df < 1) return 0.0;
  if (df <= 30) return kTable[df - 1];
  // Cornish-Fisher expansion of t around the normal quantile z (Abramowitz & Stegun 26.7.5).
  const double z = 1.959963985, z2 = z * z, n = df;
  const double g1 = (z2 * z + z) / 4;
  const double g2 = (5 * z2 * z2 * z + 16 * z2 * z + 3 * z) / 96;
  const double g3 = (3 * z2 * z2 * z2 * z + 19 * z2 * z2 * z + 17 * z2 * z - 15 * z) / 384;
  return z + g1 / n + g2 / (n * n) + g3 / (n * n * n);
}

std::pair<double, double> Ci95(const std::vector<double>& values, double center) {
  const size_t n = values.size();
  if (n < 2) return {center, center};
  double mean = 0;
  for (double v : values) mean += v;
  mean /= static_cast<double>(n);
  double ss = 0;
  for (double v : values) ss += (v - mean) * (v - mean);
  const double half = StudentT975(static_cast<int>(n) - 1) *
                      std::sqrt(ss / static_cast<double>(n - 1)) /
                      std::sqrt(static_cast<double>(n));
  return {center - half, center + half};
}

void ProgramStats::AddGame(const GameRecord& r) {
  for (int seat = 0; seat < 4; ++seat) {
    if (r.programs[seat] != program) continue;
    ++games;
    score += r.scores[seat];
    GroupScore& g = groups_[r.Group()];
    g.score += r.scores[seat];
    ++g.games;
    if (r.luck_milli) {
      const long long luck = (*r.luck_milli)[seat];
      luck_milli += luck;
      ++luck_games;
      g.luck_milli += luck;
      ++g.luck_games;
    }
    if (r.Drawn()) ++draws;
    for (const game::WinRecord& w : r.wins) {
      if (w.winner == seat) {
        ++wins;
        ++g.wins;
        if (w.discarder < 0) {
          ++self_draws;
          ++g.self_draws;
        }
        tai += w.tai;
        win_turns += w.turn;
      }
      if (w.discarder == seat) {
        ++deal_ins;
        ++g.deal_ins;
      }
    }
    for (const Fault& f : r.faults) faults += f.seat == seat;
  }
}

bool ProgramStats::Merge(const ProgramStats& o) {
  for (const auto& [id, g] : o.groups_) {
    if (groups_.contains(id)) return false;
  }
  groups_.insert(o.groups_.begin(), o.groups_.end());
  games += o.games;
  score += o.score;
  wins += o.wins;
  self_draws += o.self_draws;
  deal_ins += o.deal_ins;
  draws += o.draws;
  faults += o.faults;
  tai += o.tai;
  win_turns += o.win_turns;
  luck_milli += o.luck_milli;
  luck_games += o.luck_games;
  return true;
}

std::pair<double, double> ProgramStats::Ci95() const {
  std::vector<double> means;
  means.reserve(groups_.size());
  for (const auto& [id, g] : groups_) means.push_back(g.Mean());
  return mjref::Ci95(means, Mean());
}

bool ProgramStats::LuckKnown() const {
  return games > 0 && std::all_of(groups_.begin(), groups_.end(),
                                  [](const auto& group) { return group.second.LuckKnown(); });
}

std::optional<double> ProgramStats::AdjustedMean() const {
  if (!LuckKnown()) return std::nullopt;
  return (static_cast<double>(score) - static_cast<double>(luck_milli) / 1000.0) / games;
}

std::optional<std::pair<double, double>> ProgramStats::AdjustedCi95() const {
  const std::optional<double> mean = AdjustedMean();
  if (!mean) return std::nullopt;
  std::vector<double> means;
  means.reserve(groups_.size());
  for (const auto& [id, g] : groups_) means.push_back(g.AdjustedMean());
  return mjref::Ci95(means, *mean);
}

std::optional<double> ProgramStats::MeanLuck() const {
  if (!LuckKnown()) return std::nullopt;
  return static_cast<double>(luck_milli) / 1000.0 / games;
}

bool ProgramStats::GroupCountsKnown() const {
  return std::all_of(groups_.begin(), groups_.end(),
                     [](const auto& group) { return group.second.counts_known; });
}

std::optional<std::pair<double, double>> ProgramStats::RateCi95(GroupCount count) const {
  if (!GroupCountsKnown()) return std::nullopt;
  std::vector<double> rates;
  rates.reserve(groups_.size());
  long long counted = 0, played = 0;
  for (const auto& [id, g] : groups_) {
    rates.push_back(g.Rate(count));
    counted += g.*count;
    played += g.games;
  }
  // Centred on the rate over all games, as Ci95() is on the mean over all games.
  return mjref::Ci95(rates, played > 0 ? static_cast<double>(counted) / played : 0.0);
}

namespace {

// Calls visit(id, a's group, b's group) for each group both played, in group order.
template <typename Visit>
void ForEachPairedGroup(const ProgramStats& a, const ProgramStats& b, Visit visit) {
  for (const auto& [id, ga] : a.groups()) {
    auto it = b.groups().find(id);
    if (it != b.groups().end()) visit(id, ga, it->second);
  }
}

// a's `value` of a group minus b's, over the groups both played: their mean and its interval.
template <typename PerGroup>
PairStats Paired(const ProgramStats& a, const ProgramStats& b, PerGroup value) {
  PairStats p;
  p.a = a.program;
  p.b = b.program;
  std::vector<double> diffs;
  ForEachPairedGroup(a, b, [&](int, const GroupScore& ga, const GroupScore& gb) {
    diffs.push_back(value(ga) - value(gb));
  });
  p.groups = static_cast<int>(diffs.size());
  for (double d : diffs) p.mean += d;
  if (!diffs.empty()) p.mean /= static_cast<double>(diffs.size());
  p.ci95 = mjref::Ci95(diffs, p.mean);
  return p;
}

}  // namespace

std::vector<GroupDiff> GroupDiffs(const ProgramStats& a, const ProgramStats& b, bool adjusted) {
  std::vector<GroupDiff> out;
  ForEachPairedGroup(a, b, [&](int id, const GroupScore& ga, const GroupScore& gb) {
    out.push_back(
        {id, adjusted ? ga.AdjustedMean() - gb.AdjustedMean() : ga.Mean() - gb.Mean(), ga.games});
  });
  return out;
}

PairStats Compare(const ProgramStats& a, const ProgramStats& b) {
  PairStats p = Paired(a, b, [](const GroupScore& g) { return g.Mean(); });
  if (a.LuckKnown() && b.LuckKnown()) {
    const PairStats adjusted = Paired(a, b, [](const GroupScore& g) { return g.AdjustedMean(); });
    p.adjusted = PairAdjusted{adjusted.mean, adjusted.ci95};
  }
  return p;
}

std::optional<PairStats> CompareRates(const ProgramStats& a, const ProgramStats& b,
                                      GroupCount count) {
  if (!a.GroupCountsKnown() || !b.GroupCountsKnown()) return std::nullopt;
  return Paired(a, b, [count](const GroupScore& g) { return g.Rate(count); });
}

void MatchResult::AddGame(const GameRecord& record) {
  ++games;
  for (ProgramStats& p : programs) p.AddGame(record);
  if (!record.errors.empty()) ++referee_errors;
}

std::vector<PairStats> MatchResult::Pairs() const {
  std::vector<PairStats> pairs;
  for (size_t a = 0; a < programs.size(); ++a) {
    for (size_t b = a + 1; b < programs.size(); ++b) {
      pairs.push_back(Compare(programs[a], programs[b]));
    }
  }
  return pairs;
}

std::string Interval(std::pair<double, double> ci) {
  return absl::StrFormat("[%.1f, %.1f]", ci.first, ci.second);
}

std::optional<double> VarianceRatio(std::pair<double, double> raw,
                                    std::pair<double, double> adjusted) {
  const double a = adjusted.second - adjusted.first, b = raw.second - raw.first;
  if (a <= 0 || b <= 0) return std::nullopt;
  return (b / a) * (b / a);
}

namespace {

// ", variance ÷ 4.2" when both intervals have a width.
std::string RatioText(std::pair<double, double> raw, std::pair<double, double> adjusted) {
  const std::optional<double> ratio = VarianceRatio(raw, adjusted);
  return ratio ? absl::StrFormat(", variance ÷ %.1f", *ratio) : "";
}

}  // namespace

void AppendLuckAdjusted(const MatchResult& r, bool pairs, bool marks, std::string& out) {
  if (!SomeLuckKnown(r)) return;
  absl::StrAppend(&out, LuckHeading(r.luck_model), "\n");
  for (const ProgramStats& p : r.programs) {
    if (!p.LuckKnown()) continue;
    absl::StrAppend(&out, absl::StrFormat("  %s: %.1f %s (luck %+.1f a game%s)\n", p.name,
                                          *p.AdjustedMean(), Interval(*p.AdjustedCi95()),
                                          *p.MeanLuck(), RatioText(p.Ci95(), *p.AdjustedCi95())));
  }
  if (!pairs) return;
  for (const PairStats& p : r.Pairs()) {
    if (!p.adjusted) continue;
    const std::pair<double, double> ci = p.adjusted->ci95;
    absl::StrAppend(&out,
                    absl::StrFormat("  %s - %s: %.1f %s over %d groups%s%s\n", r.programs[p.a].name,
                                    r.programs[p.b].name, p.adjusted->mean, Interval(ci), p.groups,
                                    RatioText(p.ci95, ci), !marks ? "" : StrongerMark(ci)));
  }
}

const char* StrongerMark(std::pair<double, double> ci) {
  return ci.first > 0 ? "  (a stronger)" : ci.second < 0 ? "  (b stronger)" : "";
}

bool SomeLuckKnown(const MatchResult& r) {
  return std::any_of(r.programs.begin(), r.programs.end(),
                     [](const ProgramStats& p) { return p.LuckKnown(); });
}

std::string LuckHeading(const std::string& luck_model) {
  return luck_model.empty() ? "luck-adjusted:"
                            : absl::StrCat("luck-adjusted (value estimate ", luck_model, "):");
}

std::string ResultsTable(const MatchResult& r) {
  std::string out = absl::StrFormat("%d games, seed %d\n", r.games, r.seed);
  if (r.format == "tournament") {
    absl::StrAppend(&out, "tournament: ", r.planned / 192, " set(s) of 192 games (6 seatings x ",
                    "16 games x 2 deal groups)", r.stable_draws ? ", stable draws" : "", "\n");
  } else if (r.stable_draws) {
    absl::StrAppend(&out, "stable draws\n");
  }
  if (r.Interrupted()) {
    absl::StrAppend(&out, "interrupted: ", r.games, " of ", r.planned, " games played\n");
  }
  size_t width = 28;
  for (const ProgramStats& p : r.programs) width = std::max(width, p.name.size());
  const int w = static_cast<int>(width);
  absl::StrAppend(
      &out, absl::StrFormat("%-4s %-*s %6s %10s %9s %19s %5s %10s %8s %6s %7s %8s %6s\n", "seat", w,
                            "program", "games", "score", "mean", "ci95", "wins", "self-draws",
                            "deal-ins", "draws", "tai/win", "win-turn", "faults"));
  for (const ProgramStats& p : r.programs) {
    absl::StrAppend(
        &out, absl::StrFormat("%-4s %-*s %6d %10d %9.1f %19s %5d %10d %8d %6d %7.2f %8.2f %6d\n",
                              p.seat >= 0 ? absl::StrCat(p.seat + 1) : "-", w, p.name, p.games,
                              p.score, p.Mean(), Interval(p.Ci95()), p.wins, p.self_draws,
                              p.deal_ins, p.draws, p.MeanTai(), p.MeanWinTurn(), p.faults));
  }
  if (r.format == "tournament") {
    absl::StrAppend(&out, "paired differences per game (a - b, over duplicate groups):\n");
    for (const PairStats& p : r.Pairs()) {
      absl::StrAppend(&out,
                      absl::StrFormat("  %s - %s: %.1f %s over %d groups\n", r.programs[p.a].name,
                                      r.programs[p.b].name, p.mean, Interval(p.ci95), p.groups));
    }
  }
  AppendLuckAdjusted(r, r.format == "tournament", false, out);
  if (r.referee_errors > 0) {
    absl::StrAppend(&out, "referee errors in ", r.referee_errors, " game(s): see the logs\n");
  }
  return out;
}

void WriteProgramJson(JsonWriter& j, const ProgramStats& p,
                      const std::function<void(JsonWriter&)>& rates) {
  const auto [lo, hi] = p.Ci95();
  j.BeginObject();
  j.Key("name").String(p.name);
  if (p.seat >= 0) j.Key("seat").Int(p.seat + 1);
  j.Key("games").Int(p.games);
  j.Key("score").Int(p.score);
  j.Key("mean").Double(p.Mean());
  j.Key("ci95").BeginArray().Double(lo).Double(hi).EndArray();
  j.Key("wins").Int(p.wins);
  j.Key("self_draws").Int(p.self_draws);
  j.Key("deal_ins").Int(p.deal_ins);
  j.Key("draws").Int(p.draws);
  j.Key("faults").Int(p.faults);
  if (rates) rates(j);
  j.Key("mean_tai").Double(p.MeanTai());
  j.Key("mean_win_turn").Double(p.MeanWinTurn());
  j.Key("groups").Int(static_cast<long long>(p.groups().size()));
  if (p.LuckKnown()) {
    const auto [adjusted_lo, adjusted_hi] = *p.AdjustedCi95();
    j.Key("luck_adjusted").BeginObject();
    j.Key("mean").Double(*p.AdjustedMean());
    j.Key("ci95").BeginArray().Double(adjusted_lo).Double(adjusted_hi).EndArray();
    j.Key("luck").Double(*p.MeanLuck());
    if (const std::optional<double> ratio = VarianceRatio({lo, hi}, {adjusted_lo, adjusted_hi})) {
      j.Key("variance_ratio").Double(*ratio);
    }
    j.EndObject();
  }
  j.EndObject();
}

void WritePairJson(JsonWriter& j, const PairStats& p, const std::string& a, const std::string& b) {
  j.BeginObject();
  j.Key("a").String(a);
  j.Key("b").String(b);
  j.Key("groups").Int(p.groups);
  j.Key("mean_diff").Double(p.mean);
  j.Key("ci95").BeginArray().Double(p.ci95.first).Double(p.ci95.second).EndArray();
  if (p.adjusted) {
    j.Key("luck_adjusted").BeginObject();
    j.Key("mean_diff").Double(p.adjusted->mean);
    j.Key("ci95").BeginArray().Double(p.adjusted->ci95.first).Double(p.adjusted->ci95.second);
    j.EndArray();
    if (const std::optional<double> ratio = VarianceRatio(p.ci95, p.adjusted->ci95)) {
      j.Key("variance_ratio").Double(*ratio);
    }
    j.EndObject();
  }
  j.EndObject();
}

std::string ResultsJson(const MatchResult& r) {
  JsonWriter j;
  j.BeginObject();
  j.Key("games").Int(r.games);
  j.Key("seed").String(absl::StrCat(r.seed));
  j.Key("format").String(r.format);
  j.Key("planned").Int(r.planned);
  j.Key("interrupted").Bool(r.Interrupted());
  j.Key("stable_draws").Bool(r.stable_draws);
  j.Key("programs").BeginArray();
  for (const ProgramStats& p : r.programs) WriteProgramJson(j, p);
  j.EndArray();
  j.Key("pairs").BeginArray();
  for (const PairStats& p : r.Pairs()) {
    WritePairJson(j, p, r.programs[p.a].name, r.programs[p.b].name);
  }
  j.EndArray();
  j.Key("referee_errors").Int(r.referee_errors);
  if (!r.luck_model.empty()) j.Key("luck_model").String(r.luck_model);
  j.EndObject();
  return j.str();
}

std::string CsvField(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out.push_back('"');
    out.push_back(c);
  }
  out.push_back('"');
  return out;
}

std::string AdjustedCsv(const ProgramStats& p) {
  if (!p.LuckKnown()) return ",,";
  const auto [lo, hi] = *p.AdjustedCi95();
  return absl::StrFormat("%.3f,%.3f,%.3f", *p.AdjustedMean(), lo, hi);
}

std::string ResultsCsv(const MatchResult& r) {
  std::string out =
      "program,seat,games,score,mean,ci95_lo,ci95_hi,wins,self_draws,deal_ins,draws,mean_tai,"
      "mean_win_turn,faults,adj_mean,adj_ci95_lo,adj_ci95_hi\n";
  for (const ProgramStats& p : r.programs) {
    const auto [lo, hi] = p.Ci95();
    absl::StrAppend(
        &out, absl::StrFormat("%s,%s,%d,%d,%.3f,%.3f,%.3f,%d,%d,%d,%d,%.3f,%.3f,%d,%s\n",
                              CsvField(p.name), p.seat >= 0 ? absl::StrCat(p.seat + 1) : "",
                              p.games, p.score, p.Mean(), lo, hi, p.wins, p.self_draws, p.deal_ins,
                              p.draws, p.MeanTai(), p.MeanWinTurn(), p.faults, AdjustedCsv(p)));
  }
  return out;
}

std::string CumulativeHeader(const MatchResult& r) {
  std::string out = "game";
  for (const ProgramStats& p : r.programs) absl::StrAppend(&out, ",", CsvField(p.name));
  return out + "\n";
}

std::string CumulativeRow(const MatchResult& r) {
  std::string out = absl::StrCat(r.games);
  for (const ProgramStats& p : r.programs)
    absl::StrAppend(&out, absl::StrFormat(",%.2f", p.Mean()));
  return out + "\n";
}

}  // namespace mj16::mjref
