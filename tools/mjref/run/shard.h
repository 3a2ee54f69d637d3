// Sharded runs: `--shard I/N` plays only the duplicate groups g with g mod N = I (a
// plain match's games are groups of one), so every paired statistic stays inside one shard, and
// writes a shard file: the partial results with every count and every group's sums, the command
// line, the commit and the seed. `mjref merge` adds the shards up to exactly what the run on one
// machine prints: all the statistics are integer sums per program and per group.
#ifndef MJ16_TOOLS_MJREF_RUN_SHARD_H_
#define MJ16_TOOLS_MJREF_RUN_SHARD_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tools/mjref/engine/referee.h"
#include "tools/mjref/results/stats.h"

namespace mj16::mjref {

struct Shard {
  int index = 0;
  int count = 1;  // 1: the whole run
  bool whole() const { return count == 1; }
  // Whether this shard plays `game` (its duplicate group, or the game alone).
  bool Plays(const GameConfig& game) const;
};

// "I/N" with 0 ≤ I < N ≤ 100000.
absl::StatusOr<Shard> ParseShard(absl::string_view text);
// The games of `plan` this shard plays, in order.
std::vector<GameConfig> ShardPlan(const std::vector<GameConfig>& plan, const Shard& shard);

// `args` (a subcommand's, args[0] its name) without what does not change the results: --shard,
// the output files, the logs, the report and the tables at once. Shards of one run have equal
// commands.
std::vector<std::string> RunCommand(const std::vector<std::string>& args);

// Adds `part` into `into`: same programs, luck scored by the same value estimate (or by none);
// fails when a duplicate group is in both.
absl::Status MergeInto(MatchResult& into, const MatchResult& part);

// A shard file: {"mjref_shard": 1, "kind", "shard", "shards", "commit", "seed", "command":
// [...], "results": [partial, ...]} (one partial per sweep point; one for a match).
struct ShardFile {
  std::string kind;  // match, tournament or strength
  Shard shard;
  std::string commit;
  std::string seed;
  std::vector<std::string> command;
  std::vector<MatchResult> results;
};
std::string ShardJson(const ShardFile& file);
absl::StatusOr<ShardFile> ParseShardFile(absl::string_view text);

// The shards of one run, in index order: the same kind, command, commit, seed, N and luck value
// estimate (MatchResult::luck_model), each index once. The error names what is missing, twice
// or different (and how to complete the run).
absl::StatusOr<std::vector<ShardFile>> CheckShards(std::vector<ShardFile> shards);
// The shard files at `paths` read, parsed and checked as CheckShards does; errors name the file.
absl::StatusOr<std::vector<ShardFile>> ReadShards(const std::vector<std::string>& paths);
// The merged results, one per sweep point.
absl::StatusOr<std::vector<MatchResult>> MergeShards(const std::vector<ShardFile>& shards);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RUN_SHARD_H_
