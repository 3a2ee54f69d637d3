#include "tools/mjref/records/logs.h"

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/strip.h"

namespace mj16::mjref {
namespace {

// A file an earlier match wrote in the directory: `game-NNNNN.log` or `bot-K.stderr.log`.
bool IsMatchFile(absl::string_view name) {
  absl::string_view middle = name;
  if (absl::ConsumePrefix(&middle, "game-") && absl::ConsumeSuffix(&middle, ".log")) {
    return middle.size() >= 5 && std::all_of(middle.begin(), middle.end(), absl::ascii_isdigit);
  }
  middle = name;
  return absl::ConsumePrefix(&middle, "bot-") && absl::ConsumeSuffix(&middle, ".stderr.log") &&
         !middle.empty() && std::all_of(middle.begin(), middle.end(), absl::ascii_isdigit);
}

void WriteFile(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::trunc);
  out << text;
}

}  // namespace

std::string ScoreLogEntry(const GameRecord& r, const MatchResult& totals) {
  std::string out = absl::StrCat("Game ", r.game + 1, ":\nThis game:\n");
  bool any = false;
  for (int s = 0; s < 4; ++s) {
    if (r.scores[s] == 0) continue;
    any = true;
    absl::StrAppend(&out, "Player", s + 1, " ", totals.programs[r.programs[s]].name, ": ",
                    r.scores[s] > 0 ? "+" : "", r.scores[s], "\n");
  }
  if (!any) absl::StrAppend(&out, "(no score)\n");
  absl::StrAppend(&out, "Totals:\n");
  std::string hu = "Hu:", mo = "Mo:", boom = "Boom:";
  for (const ProgramStats& p : totals.programs) {
    absl::StrAppend(&out, p.name, ": ", p.score, "\n");
    absl::StrAppend(&hu, " ", p.wins);
    absl::StrAppend(&mo, " ", p.self_draws);
    absl::StrAppend(&boom, " ", p.deal_ins);
  }
  absl::StrAppend(&out, hu, "\n", mo, "\n", boom, "\n");
  return out;
}

absl::StatusOr<std::unique_ptr<MatchLog>> MatchLog::Open(const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  // The directory describes this match alone: an earlier, longer match's game logs and its bots'
  // stderr would otherwise stay beside the new ones.
  if (!ec) {
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
      if (entry.is_regular_file() && IsMatchFile(entry.path().filename().string())) {
        std::error_code ignored;
        std::filesystem::remove(entry.path(), ignored);
      }
    }
  }
  auto log = std::make_unique<MatchLog>(dir);
  log->jsonl_.open(dir / "games.jsonl", std::ios::trunc);
  log->scores_.open(dir / "score.log", std::ios::trunc);
  log->cumulative_.open(dir / "cumulative.csv", std::ios::trunc);
  if (ec || !log->jsonl_ || !log->scores_ || !log->cumulative_) {
    return absl::InvalidArgumentError(absl::StrCat("cannot write in '", dir.string(), "'"));
  }
  return log;
}

std::string MatchLog::StderrPath(int program) const {
  return (dir_ / absl::StrCat("bot-", program + 1, ".stderr.log")).string();
}

void MatchLog::WriteGame(const GameRecord& record) const {
  WriteFile(dir_ / absl::StrFormat("game-%05d.log", record.game + 1), RecordText(record));
}

void MatchLog::Append(const GameRecord& record, const MatchResult& totals) {
  jsonl_ << RecordJson(record) << "\n" << std::flush;
  scores_ << ScoreLogEntry(record, totals) << std::flush;
  if (!header_written_) {
    cumulative_ << CumulativeHeader(totals);
    header_written_ = true;
  }
  cumulative_ << CumulativeRow(totals) << std::flush;
}

void MatchLog::WriteSummary(const MatchResult& result) const {
  WriteFile(dir_ / "results.txt", ResultsTable(result));
  WriteFile(dir_ / "results.csv", ResultsCsv(result));
  WriteFile(dir_ / "results.json", ResultsJson(result) + "\n");
}

}  // namespace mj16::mjref
