// Something that sees a match's games as they are played (`mjref match --watch`): every seat's
// messages and each game's end. Its calls come from the tables' threads, so it must be
// thread-safe and quick: the games do not wait for anyone watching.
#ifndef MJ16_TOOLS_MJREF_RUN_WATCHER_H_
#define MJ16_TOOLS_MJREF_RUN_WATCHER_H_

#include <memory>
#include <string>

#include "core/protocol.h"
#include "tools/mjref/engine/player.h"
#include "tools/mjref/engine/record.h"

namespace mj16::mjref {

class MatchWatcher {
 public:
  virtual ~MatchWatcher() = default;
  // Seat `seat` (0..3) of game `game` (0-based) is played by the program named `name`.
  virtual void Seated(int game, int seat, const std::string& name) = 0;
  // That seat was told `m`.
  virtual void Told(int game, int seat, const Message& m) = 0;
  // The game ended (in any order when tables play at once).
  virtual void GameOver(const GameRecord& record) = 0;
  // Every game played, or the match stopped.
  virtual void MatchOver() = 0;
};

// `inner`'s players with every message they are told shown to `watcher` first; the program goes
// by `name` there.
std::unique_ptr<PlayerFactory> Watched(PlayerFactory& inner, std::string name,
                                       MatchWatcher& watcher);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RUN_WATCHER_H_
