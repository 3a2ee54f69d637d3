// builtin:random — a uniformly random legal player, in-process. It learns the game only from the
// protocol messages it is told (its hand from /initCard, /mo and the broadcasts), exactly as a
// bot process would, and makes a baseline.
//
// Its choices, each uniform: /ask throw — any held card; /ask eat, pong, gong — pass or one of
// the distinct claims (by kinds), then the copies to show at random among those held; /ask hu —
// always /hu (the referee asks only when the win is there, and a random refusal would only make
// games longer).
#ifndef MJ16_TOOLS_PLAYERS_BUILTIN_RANDOM_H_
#define MJ16_TOOLS_PLAYERS_BUILTIN_RANDOM_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/card_hand.h"
#include "core/protocol.h"
#include "core/rng.h"
#include "tools/mjref/engine/bot_view.h"
#include "tools/mjref/engine/player.h"

namespace mj16::mjref {

class RandomPlayer : public Player {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}

  absl::Status Tell(const Message& m) override;
  absl::StatusOr<Action> Decide(const Message& ask) override;

  // What it believes it holds: for tests.
  const CardHand& hand() const { return view_.hand(); }

 private:
  // A chow, pung or kong from the engine's legal answers, or passing, at random.
  Action Claim(mj16::Ask ask);
  // `n` of `cards` at random (n <= size), in the order drawn.
  std::vector<Card> Pick(std::vector<Card> cards, int n);

  int Below(int n) { return static_cast<int>(UniformBelow(rng_, static_cast<std::uint64_t>(n))); }

  std::mt19937_64 rng_;
  BotView view_;
};

// Seeds: with `seed` set (builtin:random:seed=S) game g plays with DeriveSeed(S, g); without,
// from the match seed and the seat, so a match replays exactly from its own seed.
class RandomPlayerFactory : public PlayerFactory {
 public:
  RandomPlayerFactory(std::string name, std::optional<std::uint64_t> seed)
      : name_(std::move(name)), seed_(seed) {}
  std::string Name() const override { return name_; }
  absl::StatusOr<std::unique_ptr<Player>> Create(int game, int seat,
                                                 std::uint64_t match_seed) override;

 private:
  std::string name_;
  std::optional<std::uint64_t> seed_;
};

// mjref's maker of `builtin:random[:seed=S]` (a BuiltinMaker, tools/mjref/bots/bots.h): mjref's
// main() registers it with the other built-ins. The error names the bad setting.
absl::StatusOr<std::unique_ptr<PlayerFactory>> MakeRandomProgram(
    std::string name, const std::vector<std::pair<std::string, std::string>>& settings);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_PLAYERS_BUILTIN_RANDOM_H_
