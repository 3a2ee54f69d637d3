// What a match leaves in --log-dir (seed 000 §3.3 items 9 and 11, figs. 3-15, 3-17, 3-19):
//   game-NNNNN.log   each game as text (record.h), written as soon as the game ends
//   games.jsonl      each game as one JSON line, in game order
//   score.log        per game and running: scores, Hu (wins), Mo (self-draws), Boom (deal-ins)
//   cumulative.csv   each program's running mean score per game, for plotting
//   results.txt/.csv/.json  the results at the end (also after an interrupt)
//   bot-K.stderr.log the stderr of every process of program K
// Every file is flushed after each game, so a killed match keeps every finished game.
#ifndef MJ16_TOOLS_MJREF_RECORDS_LOGS_H_
#define MJ16_TOOLS_MJREF_RECORDS_LOGS_H_

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "tools/mjref/engine/record.h"
#include "tools/mjref/results/stats.h"

namespace mj16::mjref {

// One fig. 3-17 entry: the game's non-zero scores, then the totals and the counts per program.
std::string ScoreLogEntry(const GameRecord& record, const MatchResult& totals);

class MatchLog {
 public:
  // Creates `dir` and the running files; the error names what cannot be written.
  static absl::StatusOr<std::unique_ptr<MatchLog>> Open(const std::filesystem::path& dir);
  explicit MatchLog(std::filesystem::path dir) : dir_(std::move(dir)) {}

  // Where program `program`'s bots write stderr.
  std::string StderrPath(int program) const;
  // game-NNNNN.log; thread-safe (one file per game).
  void WriteGame(const GameRecord& record) const;
  // The running files, in game order.
  void Append(const GameRecord& record, const MatchResult& totals);
  void WriteSummary(const MatchResult& result) const;

 private:
  std::filesystem::path dir_;
  std::ofstream jsonl_;
  std::ofstream scores_;
  std::ofstream cumulative_;
  bool header_written_ = false;
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RECORDS_LOGS_H_
