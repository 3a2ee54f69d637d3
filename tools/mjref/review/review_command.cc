#include "tools/mjref/review/review_command.h"

#include <algorithm>
#include <atomic>
#include <fstream>
#include <thread>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "bot/settings/settings.h"
#include "tools/common/args.h"
#include "tools/mjref/records/record_parse.h"
#include "tools/mjref/records/seat_replay.h"
#include "tools/mjref/records/transcript_read.h"
#include "tools/mjref/report/report.h"
#include "tools/mjref/review/review.h"
#include "tools/mjref/review/summary.h"
#include "tools/players/builtins.h"
#include "tools/players/mjbot_player.h"

namespace mj16::mjref {
namespace {

int Fail(std::ostream& err, const std::string& message) {
  err << "mjref review: " << message << " (see mjref review --help)\n";
  return 2;
}

// What the review can say of the games read from transcripts: whose view, and the results the
// seat learnt (the hands a win shows, who dealt in).
std::string TranscriptResults(const std::vector<GameRecord>& records,
                              const std::vector<std::string>& transcripts) {
  std::string out;
  for (size_t g = 0; g < records.size(); ++g) {
    if (transcripts[g].empty()) continue;
    const GameRecord& r = records[g];
    if (out.empty()) {
      out =
          "\nFrom transcripts (one seat's view: the others' hands are not known, so a throw has "
          "no truth of their waits; who dealt in is known from the wins):\n";
    }
    absl::StrAppend(&out, "  game ", r.game + 1, ": ", transcripts[g], ", P", r.seen_by + 1, " (",
                    r.names[r.seen_by], ")\n");
    const absl::StatusOr<SeatReplay> replay = ReplaySeat(r);
    if (!replay.ok()) continue;  // the review has said why already
    for (const std::string& result : replay->results) absl::StrAppend(&out, "    ", result, "\n");
  }
  return out;
}

}  // namespace

absl::StatusOr<bot::Settings> AnalystSettings(absl::string_view spec) {
  constexpr absl::string_view kBuiltin = "builtin:";
  if (!absl::StartsWith(spec, kBuiltin)) {
    return absl::InvalidArgumentError(
        absl::StrCat("'", spec, "' is not builtin:mjbot[:k=v,...] or builtin:mjdx3[:k=v,...]"));
  }
  absl::StatusOr<std::unique_ptr<PlayerFactory>> factory =
      players::MakePlayerFactory(spec.substr(kBuiltin.size()));
  if (!factory.ok()) return factory.status();
  const auto* mjbot = dynamic_cast<const players::MjbotPlayerFactory*>(factory->get());
  if (mjbot == nullptr) {
    return absl::InvalidArgumentError(absl::StrCat("'", spec, "' is not mjbot or mjdx3"));
  }
  if (mjbot->oracle().Active()) {
    return absl::InvalidArgumentError("the analyst sees what the seat saw: no oracle");
  }
  return mjbot->settings();
}

int ReviewCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::vector<std::string> paths;
  ReviewOptions options;
  int seat = 0;  // 1..4; 0: not chosen
  std::string program, json, page, analyst = "builtin:mjbot";
  int jobs = 1;
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    const std::string name = a.substr(0, a.find('='));
    const bool valued = name == "--seat" || name == "--program" || name == "--analyst" ||
                        name == "--playouts" || name == "--after-fold" || name == "-j" ||
                        name == "--json" || name == "-o";
    if (!valued) {
      if (absl::StartsWith(a, "-")) return Fail(err, absl::StrCat("unknown option '", a, "'"));
      paths.push_back(a);
      continue;
    }
    const absl::StatusOr<std::string> value = OptionValue(args, i, name);
    if (!value.ok()) return Fail(err, std::string(value.status().message()));
    const std::string& v = *value;
    if (name == "--seat") {
      if (!absl::SimpleAtoi(v, &seat) || seat < 1 || seat > 4) {
        return Fail(err, absl::StrCat("--seat: '", v, "' is not a seat 1 to 4"));
      }
    } else if (name == "--program") {
      program = v;
    } else if (name == "--analyst") {
      analyst = v;
    } else if (name == "--playouts") {
      if (!absl::SimpleAtoi(v, &options.playouts) || options.playouts < 1) {
        return Fail(err, absl::StrCat("--playouts: '", v, "' is not a count of worlds"));
      }
    } else if (name == "--after-fold") {
      if (v != "fold" && v != "play") {
        return Fail(err, absl::StrCat("--after-fold: '", v, "' is not fold or play"));
      }
      options.continue_stance = v == "fold";
    } else if (name == "-j") {
      if (!absl::SimpleAtoi(v, &jobs) || jobs < 1) {
        return Fail(err, absl::StrCat("-j: '", v, "' is not a count of threads"));
      }
    } else if (name == "-o") {
      page = v;
    } else {
      json = v;
    }
  }
  absl::StatusOr<bot::Settings> analyst_settings = AnalystSettings(analyst);
  if (!analyst_settings.ok()) {
    return Fail(err, absl::StrCat("--analyst: ", analyst_settings.status().message()));
  }
  options.analyst = *std::move(analyst_settings);
  if (paths.empty()) return Fail(err, "which records? (mjref review RECORD...)");
  if (seat != 0 && !program.empty()) return Fail(err, "--seat or --program, not both");

  std::vector<GameRecord> records;
  std::vector<std::string> transcripts;  // the path of each game read from a transcript, or ""
  int status = 0;
  for (const std::string& path : paths) {
    // A record or transcript that stops reading keeps the games before it.
    RecordsRead read = ReadGamesUntilError(path);
    for (GameRecord& r : read.records) {
      // Every transcript numbers its games from 1: numbered here in the order read, so that a
      // decision's game names one.
      if (r.seen_by >= 0) r.game = static_cast<int>(records.size());
      transcripts.push_back(r.seen_by >= 0 ? path : "");
      records.push_back(std::move(r));
    }
    if (!read.error.ok()) {
      err << "mjref review: " << read.error.message() << "\n";
      status = 1;
    }
  }
  // Which seats of each game: the chosen seat, the program's seats, or every seat.
  std::vector<std::array<bool, 4>> reviewed(records.size());
  bool any = false;
  for (size_t g = 0; g < records.size(); ++g) {
    for (int s = 0; s < 4; ++s) {
      reviewed[g][s] =
          seat != 0 ? s == seat - 1 : program.empty() || records[g].names[s] == program;
      any = any || reviewed[g][s];
    }
  }
  if (!records.empty() && !any) {
    return Fail(err, absl::StrCat("no seat played as '", program, "' in these records"));
  }
  std::vector<GameReview> games(records.size());
  std::vector<std::string> errors(records.size());
  std::atomic<size_t> next{0};
  const auto work = [&] {
    for (size_t g = next++; g < records.size(); g = next++) {
      absl::StatusOr<GameReview> r = ReviewGame(records[g], reviewed[g], options);
      if (r.ok()) {
        games[g] = *std::move(r);
      } else {
        errors[g] = std::string(r.status().message());
      }
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < std::min<int>(jobs, static_cast<int>(records.size())); ++t) {
    threads.emplace_back(work);
  }
  work();
  for (std::thread& t : threads) t.join();
  std::vector<GameReview> done;
  std::vector<GameRecord> reviewed_records;  // in the order of `done`, for the page
  for (size_t g = 0; g < records.size(); ++g) {
    if (errors[g].empty()) {
      done.push_back(std::move(games[g]));
      if (!page.empty()) reviewed_records.push_back(records[g]);
    } else {
      err << "mjref review: " << errors[g] << "\n";
      status = 1;
    }
  }
  const std::vector<ProgramSummary> summaries = Summarise(done);
  out << ReviewText(summaries, options, static_cast<int>(done.size()));
  out << TranscriptResults(records, transcripts);
  const std::string review_json = ReviewJson(done, summaries, options);
  const auto write = [&](const std::string& path, const std::string& text) {
    std::ofstream file(path, std::ios::trunc);
    file << text;
    if (!file) err << "mjref review: cannot write '" << path << "'\n";
    return static_cast<bool>(file);
  };
  if (!json.empty() && !write(json, review_json)) return 1;
  if (!page.empty()) {
    ReportOptions report;
    report.title = "mjref review";
    const absl::StatusOr<std::string> html = MakeReviewPage(review_json, reviewed_records, report);
    if (!html.ok()) {
      err << "mjref review: the page: " << html.status().message() << "\n";
      return 1;
    }
    if (!write(page, *html)) return 1;
  }
  return status;
}

}  // namespace mj16::mjref
