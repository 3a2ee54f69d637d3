#include "tools/mjref/cli/commands.h"

#include <pthread.h>
#include <signal.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <thread>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "core/program.h"
#include "tools/common/files.h"
#include "tools/mjref/bots/bot_loop.h"
#include "tools/mjref/bots/bots.h"
#include "tools/mjref/bots/process.h"
#include "tools/mjref/cli/help.h"
#include "tools/mjref/cli/strength.h"
#include "tools/mjref/cli/tables.h"
#include "tools/mjref/luck/chance_scorer.h"
#include "tools/mjref/records/logs.h"
#include "tools/mjref/records/record_parse.h"
#include "tools/mjref/records/replay.h"
#include "tools/mjref/records/seat_replay.h"
#include "tools/mjref/records/transcript_read.h"
#include "tools/mjref/records/verify.h"
#include "tools/mjref/report/report.h"
#include "tools/mjref/results/profile.h"
#include "tools/mjref/run/match.h"
#include "tools/mjref/run/progress.h"
#include "tools/mjref/run/shard.h"

namespace mj16::mjref {

int Fail(std::ostream& err, absl::string_view message) {
  err << "mjref: " << message << "\n";
  return kExitBadInput;
}

namespace {

WatchMaker& RegisteredWatch() {
  static WatchMaker make;
  return make;
}

// An empty path opens nothing and succeeds.
bool OpenOutput(const std::string& path, std::ofstream& file) {
  if (path.empty()) return true;
  file.open(path);
  return static_cast<bool>(file);
}

}  // namespace

int ResultFiles::Open(const std::string& json_path, const std::string& csv_path,
                      const std::string& report_path, std::ostream& err) {
  const auto fails = [&err](const char* option, const std::string& path, std::ofstream& file) {
    return !OpenOutput(path, file) &&
           Fail(err, absl::StrCat(option, ": cannot write '", path, "'"));
  };
  return fails("--json", json_path, json) || fails("--csv", csv_path, csv) ||
                 fails("--report", report_path, report)
             ? kExitBadInput
             : 0;
}

int ResultFiles::Write(const std::string& json_text, const std::string& csv_text,
                       absl::string_view results_json, std::span<const GameRecord> games,
                       std::ostream& err) {
  if (json.is_open()) json << json_text << "\n";
  if (csv.is_open()) csv << csv_text;
  if (!report.is_open()) return 0;
  const absl::StatusOr<std::string> page = MakeReport(results_json, games);
  if (!page.ok()) return Fail(err, absl::StrCat("--report: ", page.status().message()));
  report << *page;
  report.flush();
  if (!report) return Fail(err, "--report: the write failed");
  return 0;
}

namespace {

// Watches SIGINT/SIGTERM on a thread of its own (blocked everywhere else): the first asks the
// match to stop after the games in progress, the second aborts them and kills the bots.
void WatchSignals(StopFlag& stop) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  std::thread([&stop, set] {
    for (int n = 0;; ++n) {
      int sig = 0;
      if (sigwait(&set, &sig) != 0) continue;
      if (n == 0) {
        stop.RequestStop();
        std::fputs("\nmjref: stopping after the games in progress (again to abort)\n", stderr);
      } else {
        stop.Abort();
        KillAllChildren();
      }
    }
  }).detach();
}

}  // namespace

std::shared_ptr<const ChanceScorer> RunLuck(bool no_luck) {
  return no_luck ? nullptr : DefaultChanceScorer();
}

int RunMatchCommand(const MatchArgs& args, std::shared_ptr<const ChanceScorer> luck,
                    const StopFlag* stop, std::ostream& out, std::ostream& err) {
  ResultFiles files;
  if (const int status = files.Open(args.json_path, args.csv_path, args.report_path, err)) {
    return status;
  }
  std::unique_ptr<MatchLog> log;
  if (!args.log_dir.empty()) {
    absl::StatusOr<std::unique_ptr<MatchLog>> opened = MatchLog::Open(args.log_dir);
    if (!opened.ok()) return Fail(err, absl::StrCat("--log-dir: ", opened.status().message()));
    log = *std::move(opened);
  }

  std::vector<std::unique_ptr<PlayerFactory>> owned;
  std::vector<PlayerFactory*> programs;
  for (size_t k = 0; k < args.bots.size(); ++k) {
    ProcessOptions options;
    options.timeout = std::chrono::duration<double>(args.timeout);
    options.lifetime = args.lifetime;
    options.reasons = args.reasons;
    options.accept_timeout = std::chrono::duration<double>(args.accept_timeout);
    if (log) options.stderr_path = log->StderrPath(static_cast<int>(k));
    absl::StatusOr<std::unique_ptr<PlayerFactory>> p = MakeProgram(args.bots[k], options);
    if (!p.ok()) return Fail(err, p.status().message());
    owned.push_back(*std::move(p));
    programs.push_back(owned.back().get());
  }
  for (size_t k = 0; k < programs.size(); ++k) {
    if (absl::Status s = programs[k]->Probe(); !s.ok()) {
      return Fail(err, absl::StrCat("bot '", args.bots[k], "' cannot start: ", s.message()));
    }
  }

  // --watch: every seat's messages shown to the server's watcher first.
  std::unique_ptr<MatchWatcher> watcher;
  if (args.watch_port >= 0) {
    if (!RegisteredWatch()) {
      return Fail(err,
                  "--watch is not in this build (the release's mjref); build mj16 from "
                  "source to watch (docs/play.md)");
    }
    absl::StatusOr<std::unique_ptr<MatchWatcher>> made =
        RegisteredWatch()(args.watch_host, args.watch_port, err);
    if (!made.ok()) return Fail(err, absl::StrCat("--watch: ", made.status().message()));
    watcher = *std::move(made);
    const std::vector<std::string> names = DisplayNames(programs);
    for (size_t k = 0; k < programs.size(); ++k) {
      owned.push_back(Watched(*programs[k], names[k], *watcher));
      programs[k] = owned.back().get();
    }
  }

  const bool tournament = args.subcommand == Subcommand::kTournament;
  const int planned = tournament ? args.sets * kGamesPerSet : args.games;
  ProgressBar progress(planned);
  PlayOptions play;
  play.jobs = TablesFor(args.jobs, args.bots);
  err << SocketSeatsWaiting(args.bots, play.jobs) << std::flush;
  play.stop = stop;
  play.shard = args.shard;
  play.luck = std::move(luck);
  play.transcripts = log != nullptr || files.report.is_open();
  play.on_finished = [&](const GameRecord& r) {
    if (log) log->WriteGame(r);
    if (watcher) watcher->GameOver(r);
  };
  // The report's games: the first ReportOptions::max_films whole, the rest without their
  // transcripts (they keep their scores for the curves).
  std::vector<GameRecord> kept;
  const ReportOptions report_options;
  play.on_record = [&](const GameRecord& r, const MatchResult& so_far) {
    if (log) log->Append(r, so_far);
    if (files.report.is_open()) {
      kept.push_back(r);
      if (static_cast<int>(kept.size()) > report_options.max_films) {
        kept.back().transcript.clear();
        kept.back().wall.clear();
      }
    }
    progress.Update(so_far.games);
  };
  MatchResult result;
  if (tournament) {
    TournamentConfig config;
    config.sets = args.sets;
    config.seed = args.seed;
    config.stable_draws = args.stable_draws;
    result = PlayTournament(config, programs, play);
  } else {
    MatchConfig config;
    config.games = args.games;
    config.seed = args.seed;
    config.stable_draws = args.stable_draws;
    result = PlayMatch(config, programs, play);
  }
  progress.Finish(result.games);
  if (watcher) watcher->MatchOver();

  out << ResultsTable(result) << SocketSeatsMissing(programs, play.jobs) << std::flush;
  if (log) log->WriteSummary(result);
  const std::string json = ResultsJson(result);
  // A part of the run: everything mjref merge needs to print the whole.
  const ShardFile shard{tournament ? "tournament" : "match",
                        args.shard,
                        std::string(BuildVersion()),
                        absl::StrCat(args.seed),
                        args.command,
                        {result}};
  if (const int status = files.Write(args.shard.whole() ? json : ShardJson(shard),
                                     ResultsCsv(result), json, kept, err)) {
    return status;
  }
  return result.Interrupted() ? kExitInterrupted : 0;
}

namespace {

// The game told turn by turn: a record played again, or a transcript told from its seat's view
// (it holds no wall to play).
absl::StatusOr<std::string> GameText(const GameRecord& record) {
  if (record.seen_by < 0) return ReplayText(record);
  absl::StatusOr<SeatReplay> seat = ReplaySeat(record);
  if (!seat.ok()) return seat.status();
  return std::move(seat->text);
}

}  // namespace

int ReplayMain(const std::vector<std::string>& words) {
  const absl::StatusOr<ReplayArgs> parsed = ParseReplayArgs(words);
  if (!parsed.ok()) return Fail(std::cerr, parsed.status().message());
  const ReplayArgs& args = *parsed;
  std::ostream &out = std::cout, &err = std::cerr;
  // A transcript cut or edited part way keeps the games before the line that stops it.
  RecordsRead read = ReadGamesUntilError(args.path);
  const std::vector<GameRecord>& records = read.records;
  if (!read.error.ok() && records.empty()) {
    return Fail(err, absl::StrCat("replay: ", read.error.message()));
  }
  if (args.game > static_cast<int>(records.size())) {
    return Fail(err, absl::StrCat("replay: --game ", args.game, ": the log has ", records.size(),
                                  " game(s)"));
  }
  for (size_t i = 0; i < records.size(); ++i) {
    if (args.game > 0 && static_cast<int>(i) + 1 != args.game) continue;
    const absl::StatusOr<std::string> text = GameText(records[i]);
    if (!text.ok()) {
      return Fail(
          err, absl::StrCat("replay: game ", records[i].game + 1, ": ", text.status().message()));
    }
    out << (i > 0 && args.game == 0 ? "\n" : "") << *text;
  }
  if (!read.error.ok()) return Fail(err, absl::StrCat("replay: ", read.error.message()));
  return 0;
}

int VerifyMain(const std::vector<std::string>& words) {
  const std::vector<std::string> paths(words.begin() + 1, words.end());
  std::ostream &out = std::cout, &err = std::cerr;
  if (paths.empty())
    return Fail(err, "verify: name at least one record (a game log or games.jsonl)");
  int differing = 0;
  for (const std::string& path : paths) {
    if (absl::StartsWith(path, "-"))
      return Fail(err, absl::StrCat("verify: unknown option '", path, "'"));
    RecordsRead read = ReadGamesUntilError(path);
    if (!read.error.ok() && read.records.empty()) {
      return Fail(err, absl::StrCat("verify: ", read.error.message()));
    }
    if (read.records.empty() && read.error.ok()) out << path << ": no game in it\n";
    for (const GameRecord& r : read.records) {
      out << path << " game " << r.game + 1 << ": ";
      if (r.seen_by >= 0) {
        // Reading it checked every line against the seat's view; without the wall there is no
        // game to play again.
        out << "a transcript of P" << r.seen_by + 1 << ": every line fits its view ("
            << r.transcript.size() << " lines; no wall, so not played again)\n";
        continue;
      }
      const Verdict v = VerifyRecord(r);
      if (v.same) {
        out << "the same (" << r.transcript.size() << " lines)\n";
        continue;
      }
      ++differing;
      if (v.line > 0) out << "line " << v.line << ": ";
      out << v.message << "\n";
    }
    if (!read.error.ok()) {
      out << path << ": " << read.error.message() << "\n";
      ++differing;
    }
  }
  return differing == 0 ? 0 : 1;
}

int MergeMain(const std::vector<std::string>& words) {
  const absl::StatusOr<MergeArgs> parsed = ParseMergeArgs(words);
  if (!parsed.ok()) return Fail(std::cerr, parsed.status().message());
  const MergeArgs& args = *parsed;
  std::ostream &out = std::cout, &err = std::cerr;
  absl::StatusOr<std::vector<ShardFile>> shards = ReadShards(args.shards);
  if (!shards.ok()) return Fail(err, absl::StrCat("merge: ", shards.status().message()));
  absl::StatusOr<std::vector<MatchResult>> merged = MergeShards(*shards);
  if (!merged.ok()) return Fail(err, absl::StrCat("merge: ", merged.status().message()));
  ResultFiles outputs;
  if (const int status = outputs.Open(args.json_path, "", args.report_path, err)) return status;
  std::string table, results;
  if (shards->front().kind == "strength") {
    absl::StatusOr<StrengthReport> r = StrengthReportOf(shards->front().command, *merged);
    if (!r.ok()) return Fail(err, absl::StrCat("merge: ", r.status().message()));
    table = StrengthTable(*r);
    results = StrengthJson(*r);
  } else {
    table = ResultsTable(merged->front());
    results = ResultsJson(merged->front());
  }
  out << table << std::flush;
  return outputs.Write(results, "", results, {}, err);
}

int ReportMain(const std::vector<std::string>& words) {
  const absl::StatusOr<ReportArgs> parsed = ParseReportArgs(words);
  if (!parsed.ok()) return Fail(std::cerr, parsed.status().message());
  const ReportArgs& args = *parsed;
  std::ostream& err = std::cerr;
  absl::StatusOr<std::string> results = tooling::ReadTextFile(args.results_path);
  if (!results.ok()) return Fail(err, absl::StrCat("report: ", results.status().message()));
  std::vector<GameRecord> games;
  if (!args.log_dir.empty()) {
    absl::StatusOr<std::vector<GameRecord>> records =
        ReadRecordFile((std::filesystem::path(args.log_dir) / "games.jsonl").string());
    if (!records.ok()) return Fail(err, absl::StrCat("report: ", records.status().message()));
    games = *std::move(records);
  }
  ResultFiles files;
  if (const int status = files.Open("", "", args.output, err)) return status;
  return files.Write("", "", *results, games, err);
}

int ProfileMain(const std::vector<std::string>& words) {
  const absl::StatusOr<ProfileArgs> parsed = ParseProfileArgs(words);
  if (!parsed.ok()) return Fail(std::cerr, parsed.status().message());
  const ProfileArgs& args = *parsed;
  std::ostream &out = std::cout, &err = std::cerr;
  std::ofstream json;
  if (!OpenOutput(args.json_path, json)) {
    return Fail(err, absl::StrCat("profile: --json: cannot write '", args.json_path, "'"));
  }
  std::vector<GameRecord> games;
  for (const std::string& path : args.records) {
    absl::StatusOr<std::vector<GameRecord>> records = ReadRecordFile(RecordPathOf(path));
    if (!records.ok()) return Fail(err, absl::StrCat("profile: ", records.status().message()));
    for (GameRecord& r : *records) games.push_back(std::move(r));
  }
  const std::vector<PointsProfile> profiles = ProfileGames(games);
  out << games.size() << " games\n\n" << ProfileTable(profiles);
  if (json.is_open()) json << ProfileJson(profiles) << "\n";
  return 0;
}

int BotMain(const std::vector<std::string>& words) {
  const absl::StatusOr<std::string> spec = ParseBotArgs(words);
  if (!spec.ok()) return Fail(std::cerr, spec.status().message());
  absl::StatusOr<std::unique_ptr<PlayerFactory>> factory = MakeProgram(*spec);
  if (!factory.ok()) return Fail(std::cerr, factory.status().message());
  std::ios::sync_with_stdio(false);  // std::cin reads what the pipe has, no stdio sync
  ServeProtocol(**factory, std::cin, std::cout, std::cerr);
  return 0;
}

namespace {

std::map<std::string, SubcommandRun>& Registered() {
  static std::map<std::string, SubcommandRun> commands;
  return commands;
}

}  // namespace

void RegisterWatch(WatchMaker make) { RegisteredWatch() = std::move(make); }

void RegisterSubcommand(const std::string& name, SubcommandRun run) { Registered()[name] = run; }

const StopFlag* WatchedStop() {
  IgnoreSigpipe();
  static StopFlag stop;  // the signal thread outlives this function
  WatchSignals(stop);
  return &stop;
}

int MatchMain(const std::vector<std::string>& words) {
  const absl::StatusOr<MatchArgs> args = ParseArgs(words);
  if (!args.ok()) return Fail(std::cerr, args.status().message());
  return RunMatchCommand(*args, RunLuck(args->no_luck), WatchedStop(), std::cout, std::cerr);
}

int StrengthMain(const std::vector<std::string>& words) {
  const absl::StatusOr<StrengthArgs> args = ParseStrengthArgs(words);
  if (!args.ok()) return Fail(std::cerr, args.status().message());
  return RunStrengthCommand(*args, RunLuck(args->no_luck), WatchedStop(), std::cout, std::cerr);
}

int MjrefMain(const std::vector<std::string>& args) {
  if (args.empty()) return Fail(std::cerr, "missing subcommand: match, tournament, replay or bot");
  if (args[0] == "--version") {
    std::cout << "mjref " << BuildVersion() << "\n";
    return 0;
  }
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    // `mjref help SUBCOMMAND` is `mjref SUBCOMMAND --help`.
    const bool one = args.size() > 1 && FindSubcommand(args[1]) != nullptr;
    std::cout << (one ? SubcommandHelp(args[1]) : GeneralHelp());
    return 0;
  }
  const SubcommandEntry* entry = FindSubcommand(args[0]);
  if (entry == nullptr) return Fail(std::cerr, absl::StrCat("unknown subcommand '", args[0], "'"));
  if (std::find(args.begin() + 1, args.end(), "--help") != args.end() ||
      std::find(args.begin() + 1, args.end(), "-h") != args.end()) {
    std::cout << SubcommandHelp(args[0]);
    return 0;
  }
  if (entry->run != nullptr) return entry->run(args);
  const auto registered = Registered().find(args[0]);
  if (registered == Registered().end()) {
    return Fail(std::cerr, absl::StrCat(args[0], " is not in this build"));
  }
  return registered->second(args);
}

}  // namespace mj16::mjref
