// Two programs over many referee games, A at seats 1 and 3 and B at seats 2 and 4 (the dealer
// rotates), every answer timed: what baseline_match prints and what the baseline tests check
// (no fault, no note, some wins).
#ifndef MJ16_TOOLS_PLAYERS_PAIR_MATCH_H_
#define MJ16_TOOLS_PLAYERS_PAIR_MATCH_H_

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/mjref/engine/player.h"

namespace mj16::players {

struct SideTally {
  int wins = 0;
  int self_draws = 0;
  int deal_ins = 0;
  long score = 0;                   // summed over the side's two seats
  std::vector<std::string> faults;  // "game g seat s: question -> answer: reason"
  std::vector<std::string> notes;   // a DeciderPlayer's notes (fallbacks, lines not understood)
  std::vector<double> throw_ms;     // time of every /ask throw answer
  std::vector<double> other_ms;     // of every other answer
};

struct PairResult {
  int games = 0;
  int drawn = 0;
  std::array<SideTally, 2> sides;  // A, B
};

// Game g uses seed + g and dealer g % 4; players come from the factories' Create(g, seat, seed).
absl::StatusOr<PairResult> PlayPairs(mjref::PlayerFactory& a, mjref::PlayerFactory& b, int games,
                                     std::uint64_t seed);

}  // namespace mj16::players

#endif  // MJ16_TOOLS_PLAYERS_PAIR_MATCH_H_
