#include "tools/mjref/cli/strength.h"

#include <unistd.h>

#include <memory>
#include <optional>
#include <ostream>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/program.h"
#include "tools/mjref/bots/bots.h"
#include "tools/mjref/cli/cli.h"
#include "tools/mjref/cli/commands.h"
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

}  // namespace

absl::Status SetStrengthOption(StrengthArgs& out, const OptionWord& w) {
  const std::string& option = w.option;
  const std::string& value = w.value;
  if (option == "--challenger") {
    if (!out.challenger.empty()) return Bad("--challenger: only one challenger");
    out.challenger = value;
  } else if (option == "--opponent") {
    out.opponents.push_back(value);
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
  } else if (option == "--one-vs-three") {
    out.one_vs_three = true;
  } else if (option == "--first-set") {
    if (!absl::SimpleAtoi(value, &out.first_set) || out.first_set < 0 || out.first_set > 1000000) {
      return Bad(absl::StrCat("--first-set: '", value, "' is not a set number (0, 1, ...)"));
    }
  } else if (option == "--sprt") {
    absl::StatusOr<SprtTest> t = ParseSprt(value);
    if (!t.ok()) return t.status();
    out.sprt = *t;
  } else {
    return SetRunOption(out, option, value);
  }
  return absl::OkStatus();
}

absl::StatusOr<StrengthArgs> ParseStrengthArgs(const std::vector<std::string>& args) {
  if (args.empty() || args[0] != "strength") return Bad("strength: not a strength command");
  StrengthArgs out;
  if (absl::Status s = ParseOptions(args, 1, {.subcommand = "strength"},
                                    [&](const OptionWord& w) { return SetStrengthOption(out, w); });
      !s.ok()) {
    return s;
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
  if (out.sprt && PointsOf(out).size() > 2) {
    return Bad(
        absl::StrCat("--sprt: tests one difference, so two points at most (the second "
                     "against the first); got ",
                     PointsOf(out).size()));
  }
  out.two_points = PointsOf(out).size() == 2;
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

absl::StatusOr<StrengthRun> PlayStrength(const StrengthArgs& args,
                                         std::shared_ptr<const ChanceScorer> luck,
                                         const StopFlag* stop, bool progress_bar,
                                         std::ostream& err) {
  ProcessOptions options;
  options.timeout = std::chrono::duration<double>(args.timeout);

  // Every program is made (and probed) before the first game, so that a bad sweep value or a
  // bot that cannot start fails at once rather than after hours of play.
  std::vector<std::unique_ptr<PlayerFactory>> opponents;
  for (const std::string& spec : args.opponents) {
    absl::StatusOr<std::unique_ptr<PlayerFactory>> p = MakeProgram(spec, options);
    if (!p.ok()) return p.status();
    opponents.push_back(*std::move(p));
  }
  StrengthRun run;
  StrengthReport& report = run.report;
  report.args = args;
  report.args.two_points = PointsOf(args).size() == 2;  // set too where args were not parsed
  std::vector<std::unique_ptr<PlayerFactory>> challengers;
  for (const SweepPoint& point : PointsOf(args)) {
    absl::StatusOr<std::string> spec = WithSettings(args.challenger, point);
    if (!spec.ok()) return spec.status();
    absl::StatusOr<std::unique_ptr<PlayerFactory>> p = MakeProgram(*spec, options);
    if (!p.ok()) return p.status();
    challengers.push_back(*std::move(p));
    report.points.push_back(StrengthPoint{point, *spec, MatchResult{}});
  }
  for (auto* list : {&challengers, &opponents}) {
    for (const auto& p : *list) {
      if (absl::Status s = p->Probe(); !s.ok()) {
        return absl::FailedPreconditionError(
            absl::StrCat("bot '", p->Name(), "' cannot start: ", s.message()));
      }
    }
  }

  const int per_point = args.sets * kGamesPerSet;
  ProgressBar progress(per_point * static_cast<int>(report.points.size()),
                       progress_bar && isatty(STDERR_FILENO) != 0);
  int done_before = 0;
  TournamentConfig config;
  config.sets = args.first_set + args.sets;
  config.seed = args.seed;
  config.stable_draws = args.stable_draws;
  PlayOptions play;
  std::vector<std::string> specs = args.opponents;
  specs.push_back(args.challenger);
  play.jobs = TablesFor(args.jobs, specs);
  play.stop = stop;
  play.shard = args.shard;
  play.luck = luck;
  play.transcripts = false;  // a strength run keeps no logs
  play.on_record = [&](const GameRecord&, const MatchResult& so_far) {
    progress.Update(done_before + so_far.games);
  };
  // Plays sets [first, end) of point i's plan into its result.
  const auto play_point = [&](size_t i, int first, int end) -> absl::Status {
    std::vector<PlayerFactory*> programs = {challengers[i].get()};
    for (const auto& o : opponents) programs.push_back(o.get());
    play.from_game = first * kGamesPerSet;
    play.to_game = end * kGamesPerSet;
    MatchResult part = args.one_vs_three ? PlayOneVsThree(config, programs, play)
                                         : PlayTournament(config, programs, play);
    done_before += part.games;
    run.interrupted = part.Interrupted();
    MatchResult& into = report.points[i].result;
    if (into.programs.empty()) {
      into = std::move(part);
      return absl::OkStatus();
    }
    return MergeInto(into, part);
  };
  const int end = args.first_set + args.sets;
  if (args.sprt && args.shard.whole()) {
    // Set by set, every point, until the test decides: its verdict depends on the groups in
    // order only, so it is the one a full run would reach (sprt.h).
    for (int set = args.first_set; set < end && !run.interrupted; ++set) {
      for (size_t i = 0; i < report.points.size() && !run.interrupted; ++i) {
        if (absl::Status s = play_point(i, set, set + 1); !s.ok()) return s;
      }
      const std::optional<SprtOutcome> sprt = SprtOf(report);
      progress.Note(SprtLine(*sprt), done_before, err);
      if (sprt->verdict != SprtVerdict::kUndecided) break;
    }
  } else {
    // A shard plays all its sets: the merge reaches the verdict.
    for (size_t i = 0; i < report.points.size() && !run.interrupted; ++i) {
      if (absl::Status s = play_point(i, args.first_set, end); !s.ok()) return s;
    }
  }
  progress.Finish(done_before);
  // Points never started are left out rather than shown as empty.
  while (!report.points.empty() && report.points.back().result.planned == 0) {
    report.points.pop_back();
  }
  return run;
}

int RunStrengthCommand(const StrengthArgs& args, std::shared_ptr<const ChanceScorer> luck,
                       const StopFlag* stop, std::ostream& out, std::ostream& err) {
  ResultFiles files;
  if (const int status = files.Open(args.json_path, args.csv_path, args.report_path, err)) {
    return status;
  }
  absl::StatusOr<StrengthRun> run = PlayStrength(args, std::move(luck), stop, true, err);
  if (!run.ok()) return Fail(err, run.status().message());
  const StrengthReport& report = run->report;
  out << StrengthTable(report) << std::flush;
  const std::string json = StrengthJson(report);
  ShardFile shard{"strength",   args.shard, std::string(BuildVersion()), absl::StrCat(args.seed),
                  args.command, {}};
  for (const StrengthPoint& p : report.points) shard.results.push_back(p.result);
  if (const int status = files.Write(args.shard.whole() ? json : ShardJson(shard),
                                     StrengthCsv(report), json, {}, err)) {
    return status;
  }
  return run->interrupted ? kExitInterrupted : 0;
}

}  // namespace mj16::mjref
