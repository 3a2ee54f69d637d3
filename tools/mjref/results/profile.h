// Where a program's points come from (`mjref profile`, docs/results.md): its mean score per game
// split into what its discard wins and self-draws brought and what its deal-ins and the others'
// self-draws cost, with the rates behind them, claims a game, the share of its wins made with a
// concealed hand and how often each tai item came up a hundred wins.
//
// Copies of one program at a table (`efficiency`, `efficiency #2`, … as mjref names them) are
// pooled: one-vs-three gives two rows, the challenger and the baseline.
#ifndef MJ16_TOOLS_MJREF_RESULTS_PROFILE_H_
#define MJ16_TOOLS_MJREF_RESULTS_PROFILE_H_

#include <map>
#include <span>
#include <string>
#include <vector>

#include "tools/mjref/engine/record.h"

namespace mj16::mjref {

// One program's sums over the games it played (once per seat it held).
struct PointsProfile {
  std::string name;
  int games = 0;
  long long score = 0;
  // The score split by how it changed hands; `other` is whatever no win explains (0 unless a
  // rule set or a referee adds payments of its own), so the five add up to `score`.
  long long discard_wins = 0;       // won from discarders (robbed kongs included)
  long long self_draws = 0;         // won from all three
  long long deal_ins = 0;           // paid on own discards (negative)
  long long others_self_draws = 0;  // paid on others' self-draws (negative)
  long long other = 0;
  int wins = 0;
  int self_draw_wins = 0;
  int deal_in_count = 0;
  int concealed_wins = 0;  // with no chow, pung or open kong before the win
  long long tai = 0;       // over its wins
  int chows = 0;
  int pungs = 0;
  int kongs = 0;                     // open, added and concealed
  std::map<std::string, int> items;  // tai item name -> wins that scored it

  double PerGame(long long total) const {
    return games > 0 ? static_cast<double>(total) / games : 0.0;
  }
  double Share(long long count, int of) const {
    return of > 0 ? static_cast<double>(count) / of : 0.0;
  }
};

// The name a program's copies share: `name` without mjref's " #N".
std::string ProgramBaseName(const std::string& name);

// Every program's profile over `games`, in the order each first appears (seat order of the first
// game). The claims are read from the referee's broadcast lines in the transcript.
std::vector<PointsProfile> ProfileGames(std::span<const GameRecord> games);

// For people: the points split (a game), then rates and claims, then the tai items a hundred
// wins, most frequent first.
std::string ProfileTable(std::span<const PointsProfile> profiles);
// For scripts: {"programs": [{"name", "games", "mean", "points": {"discard_wins",
// "self_draws", "deal_ins", "others_self_draws", "other"}, "rates": {...}, "claims": {...},
// "concealed_win_share", "tai_per_win", "items_per_100_wins": {...}}]}.
std::string ProfileJson(std::span<const PointsProfile> profiles);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RESULTS_PROFILE_H_
