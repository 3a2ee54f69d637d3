#include "tools/mjref/run/watcher.h"

#include <utility>

namespace mj16::mjref {
namespace {

class WatchedPlayer : public WrappedPlayer {
 public:
  WatchedPlayer(std::unique_ptr<Player> inner, int game, int seat, MatchWatcher& watcher)
      : WrappedPlayer(std::move(inner)), game_(game), seat_(seat), watcher_(watcher) {}
  absl::Status Tell(const Message& m) override {
    watcher_.Told(game_, seat_, m);
    return WrappedPlayer::Tell(m);
  }

 private:
  int game_;
  int seat_;
  MatchWatcher& watcher_;
};

class WatchedFactory : public PlayerFactory {
 public:
  WatchedFactory(PlayerFactory& inner, std::string name, MatchWatcher& watcher)
      : inner_(inner), name_(std::move(name)), watcher_(watcher) {}
  std::string Name() const override { return inner_.Name(); }
  absl::StatusOr<std::unique_ptr<Player>> Create(int game, int seat,
                                                 std::uint64_t match_seed) override {
    absl::StatusOr<std::unique_ptr<Player>> p = inner_.Create(game, seat, match_seed);
    if (!p.ok()) return p;
    watcher_.Seated(game, seat, name_);
    return std::make_unique<WatchedPlayer>(*std::move(p), game, seat, watcher_);
  }
  absl::Status Probe() override { return inner_.Probe(); }

 private:
  PlayerFactory& inner_;
  std::string name_;
  MatchWatcher& watcher_;
};

}  // namespace

std::unique_ptr<PlayerFactory> Watched(PlayerFactory& inner, std::string name,
                                       MatchWatcher& watcher) {
  return std::make_unique<WatchedFactory>(inner, std::move(name), watcher);
}

}  // namespace mj16::mjref
