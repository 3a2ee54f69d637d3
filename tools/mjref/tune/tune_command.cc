#include "tools/mjref/tune/tune_command.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <ostream>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "core/program.h"
#include "tools/common/files.h"
#include "tools/common/json.h"
#include "tools/common/json_value.h"
#include "tools/mjref/cli/cli.h"
#include "tools/mjref/cli/commands.h"
#include "tools/mjref/cli/strength.h"
#include "tools/mjref/results/strength_report.h"
#include "tools/mjref/run/shard.h"

namespace mj16::mjref {
namespace {

absl::Status Bad(absl::string_view why) { return absl::InvalidArgumentError(why); }

// The tune's own options; the others are its games' (strength's).
bool IsTuneOption(absl::string_view option) {
  for (absl::string_view o : {"--iterations", "--alpha", "--gamma", "--a-ratio", "--state", "-o",
                              "--output", "--runner", "--pause-after"}) {
    if (option == o) return true;
  }
  return false;
}

// Options that change where a tune goes or how fast, not its trajectory: they stay out of the
// state's command, so that a resumed tune may change them.
bool ChangesNoResult(absl::string_view option) {
  for (absl::string_view o :
       {"--state", "-o", "--output", "--runner", "--pause-after", "--jobs", "-j"}) {
    if (option == o) return true;
  }
  return false;
}

absl::Status SetTuneOption(TuneArgs& out, const OptionWord& w) {
  const std::string& v = w.value;
  double* gain = w.option == "--alpha"     ? &out.gains.alpha
                 : w.option == "--gamma"   ? &out.gains.gamma
                 : w.option == "--a-ratio" ? &out.gains.a_ratio
                                           : nullptr;
  if (w.option == "--iterations") {
    if (!absl::SimpleAtoi(v, &out.gains.iterations) || out.gains.iterations < 1 ||
        out.gains.iterations > 1000000) {
      return Bad(absl::StrCat("--iterations: '", v, "' is not a positive number"));
    }
  } else if (gain != nullptr) {
    if (!absl::SimpleAtod(v, gain) || !(*gain >= 0) || !(*gain <= 10)) {
      return Bad(absl::StrCat(w.option, ": '", v, "' is not a number from 0 to 10"));
    }
  } else if (w.option == "--state") {
    out.state_path = v;
  } else if (w.option == "-o" || w.option == "--output") {
    out.output_path = v;
  } else if (w.option == "--runner") {
    out.runner = v;
  } else if (w.option == "--pause-after") {
    if (!absl::SimpleAtoi(v, &out.pause_after) || out.pause_after < 1) {
      return Bad(absl::StrCat("--pause-after: '", v, "' is not a positive number"));
    }
  }
  return absl::OkStatus();
}

// One word of the tune's command line: the SPEC, one of its own options, or one of its games',
// read as strength reads it (`challenger`: whether the games name theirs).
absl::Status SetWord(TuneArgs& out, StrengthArgs& games, bool& challenger, const OptionWord& w) {
  if (w.option.empty()) {
    if (!out.spec_path.empty()) return Bad("tune: one SPEC file, please");
    out.spec_path = w.value;
    return absl::OkStatus();
  }
  if (!ChangesNoResult(w.option)) {
    out.command.push_back(w.option);
    if (!w.value.empty()) out.command.push_back(w.value);
  }
  if (IsTuneOption(w.option)) return SetTuneOption(out, w);
  challenger = challenger || w.option == "--challenger";
  out.game_words.push_back(w.option);
  if (!w.value.empty()) out.game_words.push_back(w.value);
  return SetStrengthOption(games, w);
}

// The state: θ after `done` iterations and the trajectory so far.
struct TuneState {
  int done = 0;
  std::vector<double> theta;
  std::string trajectory;  // the iterations' JSON objects, comma-separated
};

// Exactly, so that a resumed tune goes on from the very θ it stopped at.
void ExactTheta(JsonWriter& j, const std::vector<TuneParam>& params,
                const std::vector<double>& theta) {
  j.BeginObject();
  for (size_t i = 0; i < params.size(); ++i) {
    j.Key(params[i].key).Raw(absl::StrFormat("%.17g", theta[i]));
  }
  j.EndObject();
}

std::string StateJson(const TuneArgs& args, const TuneState& state) {
  JsonWriter j;
  j.BeginObject();
  j.Key("mjref_tune").Int(1);
  j.Key("commit").String(BuildVersion());
  j.Key("spec").String(args.spec_text);
  j.Key("command").StringArray(args.command);
  j.Key("iterations").Int(args.gains.iterations);
  j.Key("done").Int(state.done);
  j.Key("theta");
  ExactTheta(j, args.params, state.theta);
  j.Key("trajectory").Raw(absl::StrCat("[", state.trajectory, "]"));
  j.EndObject();
  return j.str();
}

absl::Status WriteFileAtomically(const std::string& path, const std::string& text) {
  const std::string temporary = path + ".tmp";
  {
    std::ofstream f(temporary, std::ios::binary | std::ios::trunc);
    f << text;
    if (!f.good()) return Bad(absl::StrCat("cannot write '", temporary, "'"));
  }
  std::error_code ec;
  std::filesystem::rename(temporary, path, ec);
  if (ec) return Bad(absl::StrCat("cannot write '", path, "': ", ec.message()));
  return absl::OkStatus();
}

// The state in `path` when it is this tune's; a fresh state when there is no such file. A state
// written by another build is resumed with a warning on `err`: its iterations from here play the
// new build's mjbot.
absl::StatusOr<TuneState> LoadState(const TuneArgs& args, const std::string& path,
                                    std::ostream& err) {
  TuneState state;
  for (const TuneParam& p : args.params) state.theta.push_back(p.start);
  if (path.empty() || !std::filesystem::exists(path)) return state;
  absl::StatusOr<std::string> text = tooling::ReadTextFile(path);
  if (!text.ok()) return text.status();
  absl::StatusOr<JsonValue> v = ParseJson(*text);
  const auto bad = [&](absl::string_view why) {
    return Bad(absl::StrCat("--state '", path, "': ", why));
  };
  if (!v.ok() || v->IntOr("mjref_tune", 0) != 1) return bad("not a tune's state file");
  if (v->StringOr("spec", "") != args.spec_text) {
    return bad("another SPEC's tune (start afresh with another --state)");
  }
  std::vector<std::string> command;
  if (const JsonValue* c = v->Find("command")) {
    for (const JsonValue& w : c->items) command.push_back(w.text);
  }
  if (command != args.command) {
    return bad(absl::StrCat("another tune's: '", absl::StrJoin(command, " "), "'"));
  }
  if (const std::string commit = v->StringOr("commit", ""); commit != BuildVersion()) {
    err << "tune: warning: --state '" << path << "' was written by mjref "
        << (commit.empty() ? std::string("of another build") : commit) << ", this is "
        << BuildVersion() << ": the iterations from here play this build\n";
  }
  state.done = static_cast<int>(v->IntOr("done", 0));
  const JsonValue* theta = v->Find("theta");
  for (size_t i = 0; i < args.params.size(); ++i) {
    const JsonValue* x = theta ? theta->Find(args.params[i].key) : nullptr;
    if (x == nullptr || x->type != JsonValue::Type::kNumber) return bad("no theta");
    state.theta[i] = x->number;
  }
  if (const JsonValue* t = v->Find("trajectory"); t != nullptr && !t->items.empty()) {
    // Each item back as written: the text between the array's brackets.
    const size_t open = text->find('[', text->rfind("\"trajectory\""));
    const size_t close = text->rfind(']');
    state.trajectory = text->substr(open + 1, close - open - 1);
  }
  return state;
}

std::string ShellQuote(const std::string& word) {
  std::string out = "'";
  for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// Iteration k's games played through the runner: its shards are read back from the folder it
// was given and merged, as `mjref merge` does.
absl::StatusOr<StrengthReport> RunnerIteration(const TuneArgs& args, int k,
                                               const std::vector<std::string>& words,
                                               std::ostream& err) {
  const std::filesystem::path dir =
      std::filesystem::path(args.state_path + ".runs") / absl::StrCat("iteration-", k);
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
  std::filesystem::create_directories(dir, ec);
  if (ec) return Bad(absl::StrCat("--runner: cannot make '", dir.string(), "': ", ec.message()));
  std::string command = absl::StrCat(args.runner, " ", ShellQuote(dir.string()));
  for (const std::string& w : words) absl::StrAppend(&command, " ", ShellQuote(w));
  absl::StrAppend(&command, " >", ShellQuote((dir / "runner.out").string()), " 2>&1");
  err << "tune: " << command << "\n";
  if (const int rc = std::system(command.c_str()); rc != 0) {
    return Bad(
        absl::StrCat("--runner failed (status ", rc, "); see ", (dir / "runner.out").string()));
  }
  std::vector<std::string> paths;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.starts_with("shard-") && name.ends_with(".json")) paths.push_back(entry.path());
  }
  absl::StatusOr<std::vector<ShardFile>> shards = ReadShards(paths);
  if (!shards.ok()) return shards.status();
  if (shards->front().command != RunCommand(words)) {
    return Bad(absl::StrCat("--runner: the shards in '", dir.string(), "' are not iteration ", k,
                            "'s games"));
  }
  absl::StatusOr<std::vector<MatchResult>> merged = MergeShards(*shards);
  if (!merged.ok()) return merged.status();
  return StrengthReportOf(shards->front().command, *merged);
}

// Iteration k's games in this process.
absl::StatusOr<StrengthReport> PlayIteration(const std::vector<std::string>& words,
                                             std::shared_ptr<const ChanceScorer> luck,
                                             const StopFlag* stop, std::ostream& err,
                                             bool& interrupted) {
  absl::StatusOr<StrengthArgs> strength = ParseStrengthArgs(words);
  if (!strength.ok()) return strength.status();
  absl::StatusOr<StrengthRun> run = PlayStrength(*strength, std::move(luck), stop, true, err);
  if (!run.ok()) return run.status();
  interrupted = run->interrupted;
  return std::move(run->report);
}

// Iteration k's entry in the trajectory: the two sides played, the result and θ after it.
std::string IterationJson(const TuneArgs& args, int k, const std::vector<double>& minus,
                          const std::vector<double>& plus, const PairedSample& sample,
                          const std::vector<double>& theta) {
  JsonWriter j;
  j.BeginObject();
  j.Key("iteration").Int(k);
  j.Key("minus").String(SettingsText(args.params, minus));
  j.Key("plus").String(SettingsText(args.params, plus));
  j.Key("result").Double(sample.Mean());
  j.Key("luck_adjusted").Bool(sample.luck_adjusted);
  j.Key("groups").Int(static_cast<long long>(sample.groups.size()));
  j.Key("games").Int(sample.Games());
  j.Key("theta");
  ExactTheta(j, args.params, theta);
  j.EndObject();
  return j.str();
}

// "tune: iteration K/N  result R (G games, S s)  theta KEY=V,...  gradient KEY=G,...": the
// gradient as iteration k estimated it, r / (2 c_k Δ_i).
std::string ProgressLine(const TuneArgs& args, int k, const std::vector<int>& delta,
                         const PairedSample& sample, double seconds,
                         const std::vector<double>& theta) {
  std::vector<std::string> gradient;
  for (size_t i = 0; i < args.params.size(); ++i) {
    gradient.push_back(
        absl::StrFormat("%s=%.3g", args.params[i].key,
                        sample.Mean() / (2 * args.gains.C(args.params[i], k) * delta[i])));
  }
  return absl::StrFormat(
      "tune: iteration %d/%d  result %+.1f (%d games, %.0f s)  theta %s  gradient %s\n", k,
      args.gains.iterations, sample.Mean(), sample.Games(), seconds,
      SettingsText(args.params, theta), absl::StrJoin(gradient, ","));
}

std::string ConfigText(const TuneArgs& args, const TuneState& state) {
  std::string out = absl::StrFormat(
      "# mjbot settings tuned by mjref tune: %s, %d of %d iterations, seed %d (docs/tune.md)\n",
      args.spec_path, state.done, args.gains.iterations, args.seed);
  for (size_t i = 0; i < args.params.size(); ++i) {
    absl::StrAppend(&out, args.params[i].key, " = ", SettingText(args.params[i], state.theta[i]),
                    "\n");
  }
  return out;
}

}  // namespace

absl::StatusOr<TuneArgs> ParseTuneArgs(const std::vector<std::string>& args) {
  if (args.empty() || args[0] != "tune") return Bad("tune: not a tune command");
  TuneArgs out;
  StrengthArgs games;
  bool challenger = false;
  out.command = {"tune"};
  if (absl::Status s =
          ParseOptions(args, 1, {.subcommand = "tune", .words = true},
                       [&](const OptionWord& w) { return SetWord(out, games, challenger, w); });
      !s.ok()) {
    return s;
  }
  if (out.spec_path.empty()) return Bad("tune: a SPEC file is needed (docs/tune.md)");
  if (out.gains.iterations < 1) return Bad("tune: --iterations N is needed");
  if (!out.runner.empty() && out.state_path.empty()) {
    return Bad("--runner: needs --state FILE (the runs go in FILE.runs/)");
  }
  absl::StatusOr<std::string> text = tooling::ReadTextFile(out.spec_path);
  if (!text.ok()) return text.status();
  out.spec_text = *text;
  absl::StatusOr<std::vector<TuneParam>> params = ParseTuneSpec(out.spec_text, out.spec_path);
  if (!params.ok()) return params.status();
  out.params = *std::move(params);
  if (!challenger) out.game_words.insert(out.game_words.begin(), {"--challenger", "builtin:mjbot"});
  out.seed = games.seed;
  out.no_luck = games.no_luck;
  // The games as strength reads them, so that a bad opponent count fails now.
  std::vector<double> start;
  for (const TuneParam& p : out.params) start.push_back(p.start);
  const std::string point = SettingsText(out.params, start);
  if (absl::Status s = ParseStrengthArgs(IterationCommand(out, 1, point, point)).status();
      !s.ok()) {
    return s;
  }
  return out;
}

std::vector<std::string> IterationCommand(const TuneArgs& args, int k, const std::string& minus,
                                          const std::string& plus) {
  std::vector<std::string> words = {"strength"};
  words.insert(words.end(), args.game_words.begin(), args.game_words.end());
  for (const std::string& w :
       {std::string("--sets"), std::string("1"), std::string("--first-set"), absl::StrCat(k - 1),
        std::string("--point"), minus, std::string("--point"), plus}) {
    words.push_back(w);
  }
  return words;
}

int RunTune(const TuneArgs& args, std::shared_ptr<const ChanceScorer> luck, const StopFlag* stop,
            std::ostream& out, std::ostream& err) {
  absl::StatusOr<TuneState> loaded = LoadState(args, args.state_path, err);
  if (!loaded.ok()) return Fail(err, loaded.status().message());
  TuneState state = *std::move(loaded);
  if (state.done > 0) err << "tune: resuming after iteration " << state.done << "\n";
  const int n = static_cast<int>(args.params.size());
  bool interrupted = false;
  const int last = args.pause_after > 0
                       ? std::min(args.gains.iterations, state.done + args.pause_after)
                       : args.gains.iterations;
  for (int k = state.done + 1; k <= last && !interrupted; ++k) {
    const auto started = std::chrono::steady_clock::now();
    const std::vector<int> delta = Perturbation(args.seed, k, n);
    const std::vector<double> minus = Perturbed(args.params, args.gains, k, state.theta, delta, -1);
    const std::vector<double> plus = Perturbed(args.params, args.gains, k, state.theta, delta, 1);
    const std::vector<std::string> words = IterationCommand(
        args, k, SettingsText(args.params, minus), SettingsText(args.params, plus));
    const absl::StatusOr<StrengthReport> report =
        args.runner.empty() ? PlayIteration(words, luck, stop, err, interrupted)
                            : RunnerIteration(args, k, words, err);
    interrupted = interrupted || (stop != nullptr && stop->stop_requested());
    if (interrupted) break;  // the partial iteration is dropped: a resume plays it again
    if (!report.ok()) return Fail(err, report.status().message());
    // The points are (minus, plus): the sample is plus minus minus, group by group.
    const PairedSample sample = PairedSampleOf(*report);
    const double result = sample.Mean();
    state.theta = Updated(args.params, args.gains, k, state.theta, delta, result);
    state.done = k;
    absl::StrAppend(&state.trajectory, state.trajectory.empty() ? "" : ",",
                    IterationJson(args, k, minus, plus, sample, state.theta));
    if (!args.state_path.empty()) {
      if (absl::Status s = WriteFileAtomically(args.state_path, StateJson(args, state)); !s.ok()) {
        return Fail(err, s.message());
      }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    err << ProgressLine(args, k, delta, sample, seconds, state.theta) << std::flush;
  }
  const std::string config = ConfigText(args, state);
  if (!args.output_path.empty()) {
    if (absl::Status s = WriteFileAtomically(args.output_path, config); !s.ok()) {
      return Fail(err, s.message());
    }
  }
  out << config << std::flush;
  return interrupted ? kExitInterrupted : 0;
}

int TuneCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const absl::StatusOr<TuneArgs> parsed = ParseTuneArgs(args);
  if (!parsed.ok()) return Fail(err, parsed.status().message());
  return RunTune(*parsed, RunLuck(parsed->no_luck), WatchedStop(), out, err);
}

}  // namespace mj16::mjref
