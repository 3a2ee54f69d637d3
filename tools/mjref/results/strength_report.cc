#include "tools/mjref/results/strength_report.h"

#include <algorithm>
#include <array>
#include <optional>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "tools/common/json.h"

namespace mj16::mjref {

namespace {

double Rate(int count, int games) { return games > 0 ? static_cast<double>(count) / games : 0.0; }

std::string Percent(int count, int games) {
  return absl::StrFormat("%.1f%%", 100 * Rate(count, games));
}

// The rates shown with an interval over duplicate groups, in the tables' order.
struct RateColumn {
  const char* header;  // in the text tables
  const char* key;     // in the JSON: the program's rate key, with "_ci95" its interval
  GroupCount count;
  int ProgramStats::*total;
};
constexpr std::array<RateColumn, 3> kRateColumns = {{
    {"win", "win_rate", &GroupScore::wins, &ProgramStats::wins},
    {"self-draw", "self_draw_rate", &GroupScore::self_draws, &ProgramStats::self_draws},
    {"deal-in", "deal_in_rate", &GroupScore::deal_ins, &ProgramStats::deal_ins},
}};

// `text` right-aligned in `width` columns: StrFormat's %*s counts bytes, and ± is two.
std::string PadLeft(const std::string& text, int width) {
  const auto columns = std::count_if(text.begin(), text.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;  // not a UTF-8 continuation byte
  });
  return std::string(static_cast<size_t>(std::max<long>(0, width - columns)), ' ') + text;
}

// "25.4% ±0.9": the rate and the half-width of its interval, in percentage points; "±?" when
// a group's counts are unknown (merged from shard files of an older mjref).
std::string RateCell(const ProgramStats& p, const RateColumn& rate) {
  const std::optional<std::pair<double, double>> ci = p.RateCi95(rate.count);
  return absl::StrCat(
      Percent(p.*rate.total, p.games), " ±",
      ci ? absl::StrFormat("%.1f", 100 * (ci->second - ci->first) / 2) : std::string("?"));
}

// "+0.3 [-0.2, 0.8]": a paired rate difference in percentage points; "?" when unknown.
std::string RateDiffCell(const std::optional<PairStats>& d) {
  if (!d) return "?";
  return absl::StrFormat("%+.1f [%.1f, %.1f]", 100 * d->mean, 100 * d->ci95.first,
                         100 * d->ci95.second);
}

// Whether some program of some point has groups without counts (see RateCell).
bool SomeCountsUnknown(const StrengthReport& report) {
  for (const StrengthPoint& point : report.points) {
    for (const ProgramStats& p : point.result.programs) {
      if (!p.GroupCountsKnown()) return true;
    }
  }
  return false;
}

// The challenger (program 0) of `point` minus that of `first`, paired by duplicate group: both
// played the same deals against the same opponents.
PairStats VsFirst(const StrengthPoint& point, const StrengthPoint& first) {
  return Compare(point.result.programs[0], first.result.programs[0]);
}

// "12.3 [4.5, 20.1]": a paired difference; "?" when unknown (a luck-adjusted one without the luck).
std::string DiffCell(const std::optional<PairAdjusted>& d) {
  return d ? absl::StrFormat("%.1f %s", d->mean, Interval(d->ci95)) : "?";
}

void PointTable(const StrengthPoint& point, std::string& out) {
  const MatchResult& r = point.result;
  size_t width = 20;
  for (const ProgramStats& p : r.programs) width = std::max(width, p.name.size());
  const int w = static_cast<int>(width);
  constexpr int kRateWidth = 12;  // "100.0% ±10.0"
  std::string rate_headers;
  for (const RateColumn& rate : kRateColumns) {
    absl::StrAppend(&rate_headers, " ", PadLeft(rate.header, kRateWidth));
  }
  absl::StrAppend(&out, absl::StrFormat("%-*s %6s %8s %17s%s %6s %7s %6s\n", w, "program", "games",
                                        "mean", "ci95", rate_headers, "draw", "tai/win", "faults"));
  for (const ProgramStats& p : r.programs) {
    std::string rates;
    for (const RateColumn& rate : kRateColumns) {
      absl::StrAppend(&rates, " ", PadLeft(RateCell(p, rate), kRateWidth));
    }
    absl::StrAppend(&out, absl::StrFormat("%-*s %6d %8.1f %17s%s %6s %7.2f %6d\n", w, p.name,
                                          p.games, p.Mean(), Interval(p.Ci95()), rates,
                                          Percent(p.draws, p.games), p.MeanTai(), p.faults));
  }
  absl::StrAppend(&out, "paired differences per game (a - b, by duplicate group):\n");
  for (const PairStats& p : r.Pairs()) {
    absl::StrAppend(&out, absl::StrFormat("  %s - %s: %.1f %s over %d groups%s\n",
                                          r.programs[p.a].name, r.programs[p.b].name, p.mean,
                                          Interval(p.ci95), p.groups, StrongerMark(p.ci95)));
  }
  AppendLuckAdjusted(r, true, true, out);
}

// The program's rates (fractions) and, over duplicate groups, their intervals.
void RatesJson(JsonWriter& j, const ProgramStats& p) {
  j.Key("win_rate").Double(Rate(p.wins, p.games));
  j.Key("self_draw_rate").Double(Rate(p.self_draws, p.games));
  j.Key("deal_in_rate").Double(Rate(p.deal_ins, p.games));
  j.Key("draw_rate").Double(Rate(p.draws, p.games));
  for (const RateColumn& rate : kRateColumns) {
    j.Key(absl::StrCat(rate.key, "_ci95"));
    if (const auto ci = p.RateCi95(rate.count)) {
      j.BeginArray().Double(ci->first).Double(ci->second).EndArray();
    } else {
      j.Null();  // a group's counts unknown (an old shard file)
    }
  }
}

// The challenger's rates at `point` minus at `first`, paired by duplicate group, as fractions:
// {"win_rate": {"groups", "mean_diff", "ci95"} or null, "self_draw_rate": …, "deal_in_rate": …}.
void RatesVsFirstJson(JsonWriter& j, const StrengthPoint& point, const StrengthPoint& first) {
  j.BeginObject();
  for (const RateColumn& rate : kRateColumns) {
    j.Key(rate.key);
    const std::optional<PairStats> d =
        CompareRates(point.result.programs[0], first.result.programs[0], rate.count);
    if (!d) {
      j.Null();
      continue;
    }
    j.BeginObject();
    j.Key("groups").Int(d->groups);
    j.Key("mean_diff").Double(d->mean);
    j.Key("ci95").BeginArray().Double(d->ci95.first).Double(d->ci95.second).EndArray();
    j.EndObject();
  }
  j.EndObject();
}

// The sweep's summary: each point's challenger mean and interval, raw with its rates or
// luck-adjusted, and its paired differences from the first opponent and from the first point.
void SweepTable(const StrengthReport& report, int w, bool adjusted, std::string& out) {
  const StrengthPoint& first = report.points[0];
  const std::string rates =
      adjusted ? "" : absl::StrFormat(" %6s %10s %8s", "win", "self-draw", "deal-in");
  absl::StrAppend(&out,
                  absl::StrFormat("%-*s %8s %17s%s %26s %26s\n", w, "point", "mean", "ci95", rates,
                                  absl::StrCat("- ", first.result.programs[1].name.substr(0, 22)),
                                  "- first point"));
  for (const StrengthPoint& p : report.points) {
    const ProgramStats& c = p.result.programs[0];
    const std::optional<double> mean = adjusted ? c.AdjustedMean() : c.Mean();
    const auto ci = adjusted ? c.AdjustedCi95() : c.Ci95();
    const PairStats vs_opponent = Compare(c, p.result.programs[1]);
    const PairStats vs_first = VsFirst(p, first);
    const auto diff = [adjusted](const PairStats& d) {
      return DiffCell(adjusted ? d.adjusted : PairAdjusted{d.mean, d.ci95});
    };
    absl::StrAppend(
        &out, absl::StrFormat("%-*s %8s %17s%s %26s %26s\n", w, PointLabel(p.settings),
                              mean ? absl::StrFormat("%.1f", *mean) : "?", ci ? Interval(*ci) : "?",
                              adjusted ? ""
                                       : absl::StrFormat(" %6s %10s %8s", Percent(c.wins, c.games),
                                                         Percent(c.self_draws, c.games),
                                                         Percent(c.deal_ins, c.games)),
                              diff(vs_opponent), &p == &first ? "-" : diff(vs_first)));
  }
}

// Under the sweep summary: each later point's challenger rates minus the first point's.
void RatesVsFirstTable(const StrengthReport& report, int w, std::string& out) {
  const StrengthPoint& first = report.points[0];
  constexpr int kDiffWidth = 20;  // "+10.3 [-20.2, 40.8]"
  absl::StrAppend(&out, "rates against the first point (", PointLabel(first.settings),
                  "), paired by deal (percentage points):\n");
  absl::StrAppend(&out, absl::StrFormat("%-*s", w, "point"));
  for (const RateColumn& rate : kRateColumns) {
    absl::StrAppend(&out, " ", PadLeft(rate.header, kDiffWidth));
  }
  absl::StrAppend(&out, "\n");
  for (size_t i = 1; i < report.points.size(); ++i) {
    const StrengthPoint& point = report.points[i];
    absl::StrAppend(&out, absl::StrFormat("%-*s", w, PointLabel(point.settings)));
    for (const RateColumn& rate : kRateColumns) {
      const std::optional<PairStats> d =
          CompareRates(point.result.programs[0], first.result.programs[0], rate.count);
      absl::StrAppend(&out, " ", PadLeft(RateDiffCell(d), kDiffWidth));
    }
    absl::StrAppend(&out, "\n");
  }
}

}  // namespace

std::string PointLabel(const SweepPoint& point) {
  return absl::StrJoin(point, ",", absl::PairFormatter("="));
}

int StrengthReport::Best() const {
  int best = 0;
  for (size_t i = 1; i < points.size(); ++i) {
    if (points[i].result.programs[0].Mean() > points[best].result.programs[0].Mean()) {
      best = static_cast<int>(i);
    }
  }
  return best;
}

std::optional<int> StrengthReport::BestAdjusted() const {
  std::optional<int> best;
  for (size_t i = 0; i < points.size(); ++i) {
    const std::optional<double> mean = points[i].result.programs[0].AdjustedMean();
    if (!mean) return std::nullopt;
    if (!best || *mean > *points[*best].result.programs[0].AdjustedMean()) {
      best = static_cast<int>(i);
    }
  }
  return best;
}

double PairedSample::Mean() const {
  double sum = 0;
  for (const GroupDiff& g : groups) sum += g.diff;
  return groups.empty() ? 0.0 : sum / static_cast<double>(groups.size());
}

int PairedSample::Games() const {
  int games = 0;
  for (const GroupDiff& g : groups) games += g.games * sides;
  return games;
}

PairedSample PairedSampleOf(const StrengthReport& report) {
  PairedSample sample;
  const bool two_points = report.args.two_points;
  sample.sides = two_points ? 2 : 1;
  if (report.points.size() != (two_points ? 2u : 1u)) return sample;  // not started
  const ProgramStats& a =
      two_points ? report.points[1].result.programs[0] : report.points[0].result.programs[0];
  const ProgramStats& b =
      two_points ? report.points[0].result.programs[0] : report.points[0].result.programs[1];
  sample.luck_adjusted = a.LuckKnown() && b.LuckKnown();
  sample.groups = GroupDiffs(a, b, sample.luck_adjusted);
  return sample;
}

std::optional<SprtOutcome> SprtOf(const StrengthReport& report) {
  if (!report.args.sprt || report.points.empty()) return std::nullopt;
  const PairedSample sample = PairedSampleOf(report);
  SprtOutcome o = RunSprt(*report.args.sprt, sample.groups, sample.sides);
  o.luck_adjusted = sample.luck_adjusted;
  return o;
}

std::string StrengthTable(const StrengthReport& report) {
  const StrengthSetup& a = report.args;
  std::string out;
  if (report.points.empty()) return out;
  const MatchResult& first = report.points[0].result;
  absl::StrAppend(&out, "strength: ",
                  a.one_vs_three ? "one challenger against three copies of one baseline, "
                                   "the challenger in every seat of every deal"
                                 : "four programs in the competition format (SPEC §6)",
                  "\n");
  absl::StrAppend(
      &out, absl::StrFormat(
                "%d set(s) of 192 games%s%s, seed %d%s%s\n", a.sets,
                a.sprt ? " at most (--sprt stops early)" : "",
                a.first_set > 0 ? absl::StrCat(" from set ", a.first_set) : std::string(), a.seed,
                a.stable_draws ? ", stable draws" : "",
                report.points.size() > 1
                    ? absl::StrCat(", ", report.points.size(), " sweep points on the same deals")
                    : ""));
  for (const StrengthPoint& point : report.points) {
    const MatchResult& r = point.result;
    absl::StrAppend(&out, "\n");
    if (!point.settings.empty()) absl::StrAppend(&out, "== ", PointLabel(point.settings), "\n");
    absl::StrAppend(
        &out, absl::StrFormat(
                  "%d games%s\n", r.games,
                  r.Interrupted() ? absl::StrCat(" (interrupted: ", r.planned, " planned)") : ""));
    PointTable(point, out);
    if (r.referee_errors > 0) {
      absl::StrAppend(&out, "referee errors in ", r.referee_errors, " game(s)\n");
    }
  }
  if (report.points.size() > 1) {
    absl::StrAppend(&out, "\nsweep (challenger mean per game; differences paired by deal):\n");
    size_t width = 12;
    for (const StrengthPoint& p : report.points) {
      width = std::max(width, PointLabel(p.settings).size());
    }
    const int w = static_cast<int>(width);
    SweepTable(report, w, false, out);
    const StrengthPoint& best = report.points[report.Best()];
    absl::StrAppend(&out, absl::StrFormat("best: %s (mean %.1f)\n", PointLabel(best.settings),
                                          best.result.programs[0].Mean()));
    if (std::any_of(report.points.begin(), report.points.end(),
                    [](const StrengthPoint& p) { return p.result.programs[0].LuckKnown(); })) {
      absl::StrAppend(&out, "sweep, ", LuckHeading(first.luck_model), "\n");
      SweepTable(report, w, true, out);
      if (const std::optional<int> best = report.BestAdjusted()) {
        const StrengthPoint& b = report.points[*best];
        absl::StrAppend(
            &out, absl::StrFormat("best luck-adjusted: %s (mean %.1f)\n", PointLabel(b.settings),
                                  *b.result.programs[0].AdjustedMean()));
      }
    }
    RatesVsFirstTable(report, w, out);
  }
  if (SomeCountsUnknown(report)) {
    absl::StrAppend(&out,
                    "?: no interval, merged from shard files of an older mjref that kept no "
                    "wins, self-draws or deal-ins per deal\n");
  }
  if (const std::optional<SprtOutcome> sprt = SprtOf(report)) {
    absl::StrAppend(&out, "\n", SprtLine(*sprt), "\n");
  }
  return out;
}

std::string StrengthJson(const StrengthReport& report) {
  const StrengthSetup& a = report.args;
  JsonWriter j;
  j.BeginObject();
  j.Key("format").String(a.one_vs_three ? "one-vs-three" : "tournament");
  j.Key("sets").Int(a.sets);
  if (a.first_set > 0) j.Key("first_set").Int(a.first_set);
  j.Key("seed").String(absl::StrCat(a.seed));
  j.Key("stable_draws").Bool(a.stable_draws);
  j.Key("challenger").String(a.challenger);
  j.Key("opponents").StringArray(a.opponents);
  j.Key("sweep").BeginArray();
  for (const SweepKey& k : a.sweep) {
    j.BeginObject().Key("key").String(k.key).Key("values").StringArray(k.values).EndObject();
  }
  j.EndArray();
  j.Key("points").BeginArray();
  for (const StrengthPoint& p : report.points) {
    const MatchResult& r = p.result;
    j.BeginObject();
    j.Key("label").String(PointLabel(p.settings));
    j.Key("settings").BeginObject();
    for (const auto& [k, v] : p.settings) j.Key(k).String(v);
    j.EndObject();
    j.Key("challenger").String(p.challenger);
    j.Key("games").Int(r.games);
    j.Key("planned").Int(r.planned);
    j.Key("interrupted").Bool(r.Interrupted());
    j.Key("referee_errors").Int(r.referee_errors);
    j.Key("programs").BeginArray();
    for (const ProgramStats& s : r.programs) {
      WriteProgramJson(j, s, [&s](JsonWriter& w) { RatesJson(w, s); });
    }
    j.EndArray();
    j.Key("pairs").BeginArray();
    for (const PairStats& s : r.Pairs()) {
      WritePairJson(j, s, r.programs[s.a].name, r.programs[s.b].name);
    }
    j.EndArray();
    j.Key("vs_first");
    WritePairJson(j, VsFirst(p, report.points[0]), p.challenger, report.points[0].challenger);
    j.Key("vs_first_rates");
    RatesVsFirstJson(j, p, report.points[0]);
    j.EndObject();
  }
  j.EndArray();
  if (!report.points.empty()) {
    j.Key("best").String(PointLabel(report.points[report.Best()].settings));
    if (const std::optional<int> best = report.BestAdjusted()) {
      j.Key("best_luck_adjusted").String(PointLabel(report.points[*best].settings));
    }
    const std::string& luck_model = report.points[0].result.luck_model;
    if (!luck_model.empty()) j.Key("luck_model").String(luck_model);
  }
  if (const std::optional<SprtOutcome> sprt = SprtOf(report)) {
    j.Key("sprt");
    WriteSprtJson(j, *sprt);
  }
  j.EndObject();
  return j.str();
}

std::string StrengthCsv(const StrengthReport& report) {
  std::string out =
      "point,program,games,mean,ci95_lo,ci95_hi,wins,self_draws,deal_ins,draws,win_rate,"
      "self_draw_rate,deal_in_rate,draw_rate,mean_tai,faults,challenger_minus,diff_lo,diff_hi,"
      "adj_mean,adj_ci95_lo,adj_ci95_hi,adj_diff,adj_diff_lo,adj_diff_hi\n";
  for (const StrengthPoint& p : report.points) {
    const MatchResult& r = p.result;
    for (const ProgramStats& s : r.programs) {
      const auto [lo, hi] = s.Ci95();
      std::string diff = ",,", adjusted_diff = ",,";
      if (s.program != 0) {
        const PairStats d = Compare(r.programs[0], s);
        diff = absl::StrFormat("%.3f,%.3f,%.3f", d.mean, d.ci95.first, d.ci95.second);
        if (d.adjusted) {
          adjusted_diff = absl::StrFormat("%.3f,%.3f,%.3f", d.adjusted->mean,
                                          d.adjusted->ci95.first, d.adjusted->ci95.second);
        }
      }
      absl::StrAppend(
          &out, absl::StrFormat(
                    "%s,%s,%d,%.3f,%.3f,%.3f,%d,%d,%d,%d,%.4f,%.4f,%.4f,%.4f,%.3f,%d,%s,%s,%s\n",
                    CsvField(PointLabel(p.settings)), CsvField(s.name), s.games, s.Mean(), lo, hi,
                    s.wins, s.self_draws, s.deal_ins, s.draws, Rate(s.wins, s.games),
                    Rate(s.self_draws, s.games), Rate(s.deal_ins, s.games), Rate(s.draws, s.games),
                    s.MeanTai(), s.faults, diff, AdjustedCsv(s), adjusted_diff));
    }
  }
  return out;
}

}  // namespace mj16::mjref
