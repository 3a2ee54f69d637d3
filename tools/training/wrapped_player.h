// A player that passes everything to another: the training tools' players that watch or change
// one seat's answers (policy-data's recorder, a branch's override) derive from it and override
// only what they change.
#ifndef MJ16_TOOLS_TRAINING_WRAPPED_PLAYER_H_
#define MJ16_TOOLS_TRAINING_WRAPPED_PLAYER_H_

#include <memory>
#include <string>
#include <utility>

#include "tools/mjref/engine/player.h"

namespace mj16::training {

class WrappedPlayer : public mjref::Player {
 public:
  explicit WrappedPlayer(std::unique_ptr<mjref::Player> inner) : inner_(std::move(inner)) {}

  absl::Status Send(absl::string_view line) override { return inner_->Send(line); }
  absl::StatusOr<std::string> Ask(absl::string_view line) override { return inner_->Ask(line); }
  bool TakesMessages() const override { return inner_->TakesMessages(); }
  void Tell(const Message& m) override { inner_->Tell(m); }
  absl::StatusOr<Action> Decide(const Message& ask) override { return inner_->Decide(ask); }
  bool AnswersFromOutside() const override { return inner_->AnswersFromOutside(); }
  void Prepare(mj16::Ask ask) override { inner_->Prepare(ask); }
  std::string Reason() const override { return inner_->Reason(); }
  void Abandon() override { inner_->Abandon(); }
  void SeeTruth(const game::GameState& state) override { inner_->SeeTruth(state); }

 protected:
  mjref::Player& inner() { return *inner_; }

 private:
  std::unique_ptr<mjref::Player> inner_;
};

}  // namespace mj16::training

#endif  // MJ16_TOOLS_TRAINING_WRAPPED_PLAYER_H_
