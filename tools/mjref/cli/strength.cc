#include "tools/mjref/cli/strength.h"

#include <algorithm>
#include <array>
#include <fstream>
#include <memory>
#include <optional>
#include <ostream>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "core/program.h"
#include "core/rng.h"
#include "tools/common/json.h"
#include "tools/mjref/bots/bots.h"
#include "tools/mjref/cli/cli.h"
#include "tools/mjref/cli/commands.h"
#include "tools/mjref/cli/help.h"
#include "tools/mjref/cli/tables.h"
#include "tools/mjref/run/match.h"
#include "tools/mjref/run/progress.h"

namespace mj16::mjref {

namespace {

absl::Status Bad(absl::string_view why) { return absl::InvalidArgumentError(why); }

constexpr absl::string_view kBuiltinPrefix = "builtin:";

absl::StatusOr<SweepKey> ParseSweep(const std::string& text) {
  const size_t eq = text.find('=');
  if (eq == std::string::npos || eq == 0) {
    return Bad(absl::StrCat("--sweep: '", text, "' is not key=v1,v2,..."));
  }
  SweepKey s;
  s.key = text.substr(0, eq);
  if (absl::StrContains(s.key, ',') || absl::StrContains(s.key, ':')) {
    return Bad(absl::StrCat("--sweep: '", s.key, "' is not a setting name"));
  }
  for (absl::string_view v : absl::StrSplit(text.substr(eq + 1), ',')) {
    if (v.empty()) return Bad(absl::StrCat("--sweep: an empty value in '", text, "'"));
    s.values.emplace_back(v);
  }
  return s;
}

// --point's "key=v,key=v": one point, each key once.
absl::StatusOr<SweepPoint> ParsePoint(const std::string& text) {
  SweepPoint point;
  for (absl::string_view item : absl::StrSplit(text, ',')) {
    const size_t eq = item.find('=');
    if (eq == absl::string_view::npos || eq == 0 || eq + 1 == item.size() ||
        absl::StrContains(item.substr(0, eq), ':')) {
      return Bad(absl::StrCat("--point: '", item, "' in '", text, "' is not key=value"));
    }
    const std::string key(item.substr(0, eq));
    for (const auto& [k, v] : point) {
      if (k == key) return Bad(absl::StrCat("--point: '", key, "' twice in '", text, "'"));
    }
    point.emplace_back(key, item.substr(eq + 1));
  }
  return point;
}

MatchResult EmptyResult(const StrengthArgs& args, const std::vector<std::string>& names) {
  MatchResult r;
  r.format = args.one_vs_three ? "one-vs-three" : "tournament";
  r.seed = args.seed;
  r.stable_draws = args.stable_draws;
  for (size_t i = 0; i < names.size(); ++i) {
    ProgramStats p;
    p.name = names[i];
    p.program = static_cast<int>(i);
    r.programs.push_back(std::move(p));
  }
  return r;
}

double Rate(int count, int games) { return games > 0 ? static_cast<double>(count) / games : 0.0; }

std::string Interval(std::pair<double, double> ci) {
  return absl::StrFormat("[%.1f, %.1f]", ci.first, ci.second);
}

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

// "12.3 [4.5, 20.1]": a luck-adjusted paired difference; "?" when the luck is unknown.
std::string AdjustedDiffCell(const PairStats& d) {
  if (!d.adjusted) return "?";
  return absl::StrFormat("%.1f %s", d.adjusted->mean, Interval(d.adjusted->ci95));
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

void ProgramJson(JsonWriter& j, const ProgramStats& p) {
  j.BeginObject();
  j.Key("name").String(p.name);
  WriteProgramCounts(j, p);
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
  j.Key("mean_tai").Double(p.MeanTai());
  j.Key("mean_win_turn").Double(p.MeanWinTurn());
  j.Key("groups").Int(static_cast<long long>(p.groups().size()));
  WriteProgramLuck(j, p);
  j.EndObject();
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

// After the sweep summary, when the luck was scored: its means and differences luck-adjusted,
// and the best point by them.
void AdjustedSweepTable(const StrengthReport& report, int w, std::string& out) {
  const StrengthPoint& first = report.points[0];
  if (std::none_of(report.points.begin(), report.points.end(),
                   [](const StrengthPoint& p) { return p.result.programs[0].LuckKnown(); })) {
    return;
  }
  const std::string& opponent = first.result.programs[1].name;
  absl::StrAppend(&out, "sweep, ", LuckHeading(first.result.luck_model), "\n");
  absl::StrAppend(&out,
                  absl::StrFormat("%-*s %8s %17s %26s %26s\n", w, "point", "mean", "ci95",
                                  absl::StrCat("- ", opponent.substr(0, 22)), "- first point"));
  for (const StrengthPoint& p : report.points) {
    const ProgramStats& c = p.result.programs[0];
    const std::optional<double> mean = c.AdjustedMean();
    absl::StrAppend(&out,
                    absl::StrFormat("%-*s %8s %17s %26s %26s\n", w, PointLabel(p.settings),
                                    mean ? absl::StrFormat("%.1f", *mean) : "?",
                                    mean ? Interval(*c.AdjustedCi95()) : "?",
                                    AdjustedDiffCell(Compare(c, p.result.programs[1])),
                                    &p == &first ? "-" : AdjustedDiffCell(VsFirst(p, first))));
  }
  if (const std::optional<int> best = report.BestAdjusted()) {
    const StrengthPoint& b = report.points[*best];
    absl::StrAppend(&out,
                    absl::StrFormat("best luck-adjusted: %s (mean %.1f)\n", PointLabel(b.settings),
                                    *b.result.programs[0].AdjustedMean()));
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

absl::StatusOr<StrengthArgs> ParseStrengthArgs(const std::vector<std::string>& args) {
  if (args.empty() || args[0] != "strength") return Bad("strength: not a strength command");
  StrengthArgs out;
  for (size_t i = 1; i < args.size(); ++i) {
    OptionWord w = SplitOption(args[i]);
    const std::string& option = w.option;
    const std::string& value = w.value;  // read below once TakeOptionValue has it
    // The options are help.h's: none is parsed without its line of help.
    const OptionHelp* known = FindOption("strength", option);
    if (known == nullptr) {
      return Bad(absl::StrCat("unknown option '", args[i], "'", SeeHelp("strength")));
    }
    if (known->value.empty()) {
      if (w.has_value) return Bad(absl::StrCat(option, " takes no value"));
      (option == "--one-vs-three" ? out.one_vs_three
       : option == "--no-luck"    ? out.no_luck
                                  : out.stable_draws) = true;
      continue;
    }
    if (absl::Status s = TakeOptionValue(args, i, w); !s.ok()) return s;
    if (option == "--challenger") {
      if (!out.challenger.empty()) return Bad("--challenger: only one challenger");
      out.challenger = value;
    } else if (option == "--opponent") {
      out.opponents.push_back(value);
    } else if (option == "--sets") {
      if (!absl::SimpleAtoi(value, &out.sets) || out.sets < 1 || out.sets > 100000) {
        return Bad(absl::StrCat("--sets: '", value, "' is not a positive number"));
      }
    } else if (option == "--seed") {
      if (!absl::SimpleAtoi(value, &out.seed)) {
        return Bad(absl::StrCat("--seed: '", value, "' is not a non-negative integer"));
      }
    } else if (option == "--jobs" || option == "-j") {
      if (!absl::SimpleAtoi(value, &out.jobs) || out.jobs < 1 || out.jobs > 1024) {
        return Bad(absl::StrCat(option, ": '", value, "' is not a positive number"));
      }
    } else if (option == "--sweep") {
      absl::StatusOr<SweepKey> s = ParseSweep(value);
      if (!s.ok()) return s.status();
      for (const SweepKey& k : out.sweep) {
        if (k.key == s->key) return Bad(absl::StrCat("--sweep: '", s->key, "' twice"));
      }
      out.sweep.push_back(*std::move(s));
      if (out.sweep.size() > 2) return Bad("--sweep: at most two keys");
    } else if (option == "--point") {
      absl::StatusOr<SweepPoint> p = ParsePoint(value);
      if (!p.ok()) return p.status();
      out.points.push_back(*std::move(p));
    } else if (option == "--json") {
      out.json_path = value;
    } else if (option == "--csv") {
      out.csv_path = value;
    } else if (option == "--report") {
      out.report_path = value;
    } else if (option == "--shard") {
      absl::StatusOr<Shard> shard = ParseShard(value);
      if (!shard.ok()) return shard.status();
      out.shard = *shard;
    } else if (option == "--timeout") {
      if (!absl::SimpleAtod(value, &out.timeout) || !(out.timeout > 0) || out.timeout > 86400) {
        return Bad(absl::StrCat("--timeout: '", value, "' is not a positive number of seconds"));
      }
    }
  }
  if (out.challenger.empty()) return Bad("strength: --challenger CMD is needed");
  const size_t want = out.one_vs_three ? 1 : 3;
  if (out.opponents.size() != want) {
    return Bad(out.one_vs_three
                   ? absl::StrCat("--opponent: --one-vs-three takes one baseline (played by three "
                                  "copies); got ",
                                  out.opponents.size())
                   : absl::StrCat("--opponent: three are needed (four programs at a table); got ",
                                  out.opponents.size()));
  }
  if (!out.sweep.empty() && !out.points.empty()) {
    return Bad("--point and --sweep: one or the other (--point names every point itself)");
  }
  if (!out.sweep.empty() || !out.points.empty()) {
    if (absl::Status s = WithSettings(out.challenger, {}).status(); !s.ok()) return s;
  }
  out.command = RunCommand(args);
  return out;
}

std::vector<SweepPoint> SweepPoints(const std::vector<SweepKey>& sweep) {
  std::vector<SweepPoint> points = {{}};
  for (const SweepKey& key : sweep) {
    std::vector<SweepPoint> next;
    for (const SweepPoint& p : points) {
      for (const std::string& v : key.values) {
        SweepPoint q = p;
        q.emplace_back(key.key, v);
        next.push_back(std::move(q));
      }
    }
    points = std::move(next);
  }
  return points;
}

std::vector<SweepPoint> PointsOf(const StrengthArgs& args) {
  return args.points.empty() ? SweepPoints(args.sweep) : args.points;
}

std::string PointLabel(const SweepPoint& point) {
  return absl::StrJoin(point, ",", absl::PairFormatter("="));
}

absl::StatusOr<std::string> WithSettings(absl::string_view challenger, const SweepPoint& point) {
  if (!absl::StartsWith(challenger, kBuiltinPrefix)) {
    return Bad(absl::StrCat("--sweep: the challenger '", challenger,
                            "' is a bot process, whose settings mjref cannot set; sweep a "
                            "builtin:NAME challenger (e.g. builtin:mjbot), or give the process "
                            "its settings in its own command line"));
  }
  if (point.empty()) return std::string(challenger);
  const bool has_settings = absl::StrContains(challenger.substr(kBuiltinPrefix.size()), ':');
  return absl::StrCat(challenger, has_settings ? "," : ":", PointLabel(point));
}

GameConfig OneVsThreeGame(const TournamentConfig& config, int game,
                          const std::array<std::string, 2>& names) {
  const int wall = game / kOneVsThreeGamesPerWall;
  const int r = game % kOneVsThreeGamesPerWall;
  const int dealer = r / 4;
  const int seat = r % 4;
  GameConfig g;
  g.game = game;
  g.group = wall;
  g.seed = WallSeed(config.seed, static_cast<std::uint64_t>(wall));
  g.dealer = dealer;
  g.game_wind = static_cast<Wind>(dealer);
  g.round_wind = static_cast<Wind>(wall % 4);
  for (int s = 0; s < 4; ++s) {
    g.programs[s] = s == seat ? 0 : 1;
    g.names[s] = names[g.programs[s]];
  }
  g.rules = config.rules;
  g.stable_draws = config.stable_draws;
  return g;
}

std::vector<GameConfig> OneVsThreePlan(const TournamentConfig& config,
                                       const std::array<std::string, 2>& names) {
  const int games = config.sets * kOneVsThreeWallsPerSet * kOneVsThreeGamesPerWall;
  std::vector<GameConfig> plan;
  plan.reserve(static_cast<size_t>(games));
  for (int i = 0; i < games; ++i) plan.push_back(OneVsThreeGame(config, i, names));
  return plan;
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

std::string StrengthTable(const StrengthReport& report) {
  const StrengthArgs& a = report.args;
  std::string out;
  if (report.points.empty()) return out;
  const MatchResult& first = report.points[0].result;
  absl::StrAppend(&out, "strength: ",
                  a.one_vs_three ? "one challenger against three copies of one baseline, "
                                   "the challenger in every seat of every deal"
                                 : "four programs in the competition format (SPEC §6)",
                  "\n");
  absl::StrAppend(&out, absl::StrFormat("%d set(s) of 192 games, seed %d%s%s\n", a.sets, a.seed,
                                        a.stable_draws ? ", stable draws" : "",
                                        report.points.size() > 1
                                            ? absl::StrCat(", ", report.points.size(),
                                                           " sweep points on the same deals")
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
    const std::string& opponent = first.programs[1].name;
    absl::StrAppend(&out, "\nsweep (challenger mean per game; differences paired by deal):\n");
    size_t width = 12;
    for (const StrengthPoint& p : report.points) {
      width = std::max(width, PointLabel(p.settings).size());
    }
    const int w = static_cast<int>(width);
    absl::StrAppend(
        &out, absl::StrFormat("%-*s %8s %17s %6s %10s %8s %26s %26s\n", w, "point", "mean", "ci95",
                              "win", "self-draw", "deal-in",
                              absl::StrCat("- ", opponent.substr(0, 22)), "- first point"));
    for (const StrengthPoint& p : report.points) {
      const ProgramStats& c = p.result.programs[0];
      const PairStats vs_opponent = Compare(c, p.result.programs[1]);
      const PairStats vs_first = VsFirst(p, report.points[0]);
      absl::StrAppend(
          &out, absl::StrFormat(
                    "%-*s %8.1f %17s %6s %10s %8s %26s %26s\n", w, PointLabel(p.settings), c.Mean(),
                    Interval(c.Ci95()), Percent(c.wins, c.games), Percent(c.self_draws, c.games),
                    Percent(c.deal_ins, c.games),
                    absl::StrFormat("%.1f %s", vs_opponent.mean, Interval(vs_opponent.ci95)),
                    &p == &report.points[0]
                        ? "-"
                        : absl::StrFormat("%.1f %s", vs_first.mean, Interval(vs_first.ci95))));
    }
    const StrengthPoint& best = report.points[report.Best()];
    absl::StrAppend(&out, absl::StrFormat("best: %s (mean %.1f)\n", PointLabel(best.settings),
                                          best.result.programs[0].Mean()));
    AdjustedSweepTable(report, w, out);
    RatesVsFirstTable(report, w, out);
  }
  if (SomeCountsUnknown(report)) {
    absl::StrAppend(&out,
                    "?: no interval, merged from shard files of an older mjref that kept no "
                    "wins, self-draws or deal-ins per deal\n");
  }
  return out;
}

std::string StrengthJson(const StrengthReport& report) {
  const StrengthArgs& a = report.args;
  JsonWriter j;
  j.BeginObject();
  j.Key("format").String(a.one_vs_three ? "one-vs-three" : "tournament");
  j.Key("sets").Int(a.sets);
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
    for (const ProgramStats& s : r.programs) ProgramJson(j, s);
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

absl::StatusOr<StrengthReport> StrengthReportOf(const std::vector<std::string>& command,
                                                std::vector<MatchResult> results) {
  absl::StatusOr<StrengthArgs> args = ParseStrengthArgs(command);
  if (!args.ok()) return args.status();
  StrengthReport report;
  report.args = *args;
  const std::vector<SweepPoint> points = PointsOf(*args);
  if (points.size() != results.size()) {
    return absl::InvalidArgumentError("the shards' points are not the command's");
  }
  for (size_t i = 0; i < points.size(); ++i) {
    absl::StatusOr<std::string> spec = WithSettings(args->challenger, points[i]);
    if (!spec.ok()) return spec.status();
    report.points.push_back(StrengthPoint{points[i], *spec, std::move(results[i])});
  }
  return report;
}

int RunStrengthCommand(const StrengthArgs& args, const StopFlag* stop, std::ostream& out,
                       std::ostream& err) {
  return RunStrengthCommand(args, RunLuck(args.no_luck), stop, out, err);
}

int RunStrengthCommand(const StrengthArgs& args, std::shared_ptr<const ChanceScorer> luck,
                       const StopFlag* stop, std::ostream& out, std::ostream& err) {
  std::ofstream json, csv, html;
  if (const int status = OpenResultFiles(args.json_path, args.csv_path, json, csv, err)) {
    return status;
  }
  if (const int status = OpenReport(args.report_path, html, err)) return status;
  ProcessOptions options;
  options.timeout = std::chrono::duration<double>(args.timeout);

  // Every program is made (and probed) before the first game, so that a bad sweep value or a
  // bot that cannot start fails at once rather than after hours of play.
  std::vector<std::unique_ptr<PlayerFactory>> opponents;
  for (const std::string& spec : args.opponents) {
    absl::StatusOr<std::unique_ptr<PlayerFactory>> p = MakeProgram(spec, options);
    if (!p.ok()) return Fail(err, p.status().message());
    opponents.push_back(*std::move(p));
  }
  StrengthReport report;
  report.args = args;
  std::vector<std::unique_ptr<PlayerFactory>> challengers;
  for (const SweepPoint& point : PointsOf(args)) {
    absl::StatusOr<std::string> spec = WithSettings(args.challenger, point);
    if (!spec.ok()) return Fail(err, spec.status().message());
    absl::StatusOr<std::unique_ptr<PlayerFactory>> p = MakeProgram(*spec, options);
    if (!p.ok()) return Fail(err, p.status().message());
    challengers.push_back(*std::move(p));
    report.points.push_back(StrengthPoint{point, *spec, MatchResult{}});
  }
  for (auto* list : {&challengers, &opponents}) {
    for (const auto& p : *list) {
      if (absl::Status s = p->Probe(); !s.ok()) {
        return Fail(err, absl::StrCat("bot '", p->Name(), "' cannot start: ", s.message()));
      }
    }
  }

  const int per_point = args.sets * kGamesPerSet;
  ProgressBar progress(per_point * static_cast<int>(report.points.size()));
  int done_before = 0;
  bool interrupted = false;
  for (size_t i = 0; i < report.points.size() && !interrupted; ++i) {
    std::vector<PlayerFactory*> programs = {challengers[i].get()};
    for (const auto& o : opponents) programs.push_back(o.get());
    const std::vector<std::string> names = DisplayNames(programs);
    TournamentConfig config;
    config.sets = args.sets;
    config.seed = args.seed;
    config.stable_draws = args.stable_draws;
    std::vector<GameConfig> plan = ShardPlan(
        args.one_vs_three ? OneVsThreePlan(config, {names[0], names[1]})
                          : TournamentPlan(config, {names[0], names[1], names[2], names[3]}),
        args.shard);
    for (GameConfig& game : plan) game.luck = luck;
    MatchResult result = EmptyResult(args, names);
    result.planned = static_cast<int>(plan.size());
    result.luck_model = luck ? luck->Name() : "";
    RunOptions run;
    std::vector<std::string> specs = args.opponents;
    specs.push_back(args.challenger);
    run.jobs = TablesFor(args.jobs, specs);
    run.match_seed = args.seed;
    run.stop = stop;
    RunGames(plan, programs, run, nullptr, [&](const GameRecord& record) {
      result.AddGame(record);
      progress.Update(done_before + result.games);
    });
    done_before += result.games;
    interrupted = result.Interrupted();
    report.points[i].result = std::move(result);
  }
  progress.Finish(done_before);
  // Points never started are left out rather than shown as empty.
  while (!report.points.empty() && report.points.back().result.planned == 0) {
    report.points.pop_back();
  }

  out << StrengthTable(report) << std::flush;
  if (json.is_open() && !args.shard.whole()) {
    ShardFile file{"strength",   args.shard, std::string(BuildVersion()), absl::StrCat(args.seed),
                   args.command, {}};
    for (const StrengthPoint& p : report.points) file.results.push_back(p.result);
    json << ShardJson(file) << "\n";
  } else if (json.is_open()) {
    json << StrengthJson(report) << "\n";
  }
  if (csv.is_open()) csv << StrengthCsv(report);
  if (html.is_open()) {
    if (const int status = WriteReport(html, StrengthJson(report), {}, err)) return status;
  }
  return interrupted ? kExitInterrupted : 0;
}

}  // namespace mj16::mjref
