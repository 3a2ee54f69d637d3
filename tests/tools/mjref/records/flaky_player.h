// builtin:random that answers `garbage` at its n-th question (0: never): a fault, so that the
// referee makes the seat a dummy. For the tests of what records and replays do with dummies.
#ifndef MJ16_TESTS_FLAKY_PLAYER_H_
#define MJ16_TESTS_FLAKY_PLAYER_H_

#include <cstdint>
#include <string>
#include <utility>

#include "tools/mjref/engine/player.h"
#include "tools/players/builtin_random.h"

namespace mj16::testing {

class FlakyPlayer : public mjref::Player {
 public:
  FlakyPlayer(std::uint64_t seed, int n, std::string garbage = "/throw 999")
      : inner_(seed), n_(n), garbage_(std::move(garbage)) {}
  absl::Status Tell(const Message& m) override { return inner_.Tell(m); }
  // The garbage as a process's answer line is read (bots/channel_player.h).
  absl::StatusOr<Action> Decide(const Message& ask) override {
    if (++asks_ == n_) return ParseAnswer(garbage_);
    return inner_.Decide(ask);
  }
  absl::string_view AnswerText() const override {
    return asks_ == n_ ? absl::string_view(garbage_) : absl::string_view();
  }

 private:
  mjref::RandomPlayer inner_;
  int n_;
  std::string garbage_;
  int asks_ = 0;
};

}  // namespace mj16::testing

#endif  // MJ16_TESTS_FLAKY_PLAYER_H_
