#include "tools/python/env/vector_env.h"

#include <algorithm>
#include <thread>

#include <utility>

#include "absl/strings/str_cat.h"

namespace mj16::env {

absl::StatusOr<std::unique_ptr<VectorEnv>> VectorEnv::Make(int n, const EnvConfig& shared,
                                                         int threads) {
  if (n < 1) return absl::InvalidArgumentError("n: at least one game");
  if (threads < 1) return absl::InvalidArgumentError("num_threads: at least one");
  EnvConfig config = shared;
  config.transcripts = false;
  auto v = std::make_unique<VectorEnv>();
  v->threads_ = std::min(threads, n);
  for (int s = 0; s < 4; ++s) {
    if (!config.players[s].empty()) continue;
    if (v->seat_ >= 0) return absl::InvalidArgumentError("a VectorEnv has one learning seat");
    v->seat_ = s;
  }
  if (v->seat_ < 0) return absl::InvalidArgumentError("a VectorEnv needs a learning seat");
  for (int i = 0; i < n; ++i) {
    absl::StatusOr<std::unique_ptr<Env>> env = Env::Make(config);
    if (!env.ok()) return env.status();
    v->envs_.push_back(*std::move(env));
  }
  v->observations_.resize(n);
  v->masks_.resize(n);
  v->rewards_.resize(n);
  v->terminated_.resize(n);
  v->teacher_actions_.resize(n);
  return v;
}

absl::Status VectorEnv::NextGame(int i, std::optional<std::uint64_t> seed) {
  Env& env = *envs_[i];
  for (;;) {
    if (absl::Status s = env.Reset(seed); !s.ok()) return s;
    seed.reset();
    if (!env.over()) return absl::OkStatus();
    rewards_[i] += env.record().scores[seat_];  // over before the seat was asked anything
  }
}

void VectorEnv::Capture(int i) {
  const LearningSeat& s = *envs_[i]->seat(seat_);
  Encode(s.view(), s.question(), observations_[i]);
  masks_[i] = s.mask();
  teacher_actions_[i] = s.teacher_action();
}

absl::Status VectorEnv::ForEachGame(const std::function<absl::Status(int)>& step) {
  std::vector<absl::Status> status(envs_.size());
  auto share = [&](int first) {
    for (int i = first; i < size(); i += threads_) status[i] = step(i);
  };
  std::vector<std::thread> others;
  for (int t = 1; t < threads_; ++t) others.emplace_back(share, t);
  share(0);
  for (std::thread& t : others) t.join();
  for (const absl::Status& s : status) {
    if (!s.ok()) return s;
  }
  return absl::OkStatus();
}

absl::Status VectorEnv::Reset(std::uint64_t seed) {
  return ForEachGame([&](int i) {
    rewards_[i] = 0;
    terminated_[i] = 0;
    if (absl::Status s = NextGame(i, seed + static_cast<std::uint64_t>(i)); !s.ok()) return s;
    Capture(i);
    return absl::OkStatus();
  });
}

absl::Status VectorEnv::Step(std::span<const int> actions) {
  if (static_cast<int>(actions.size()) != size()) {
    return absl::InvalidArgumentError(
        absl::StrCat("actions: ", actions.size(), " given for ", size(), " games"));
  }
  for (int i = 0; i < size(); ++i) {
    const int a = actions[i];
    if (a < 0 || a >= kNumActions || !masks_[i][a]) {
      absl::StatusOr<Action> why =
          ToAnswer(envs_[i]->seat(seat_)->view(), envs_[i]->seat(seat_)->question(), a);
      return absl::InvalidArgumentError(
          absl::StrCat("game ", i, ": ", why.ok() ? "action not legal" : why.status().message()));
    }
  }
  return ForEachGame([&](int i) {
    Env& env = *envs_[i];
    rewards_[i] = 0;
    terminated_[i] = 0;
    if (absl::Status s = env.Step(actions[i]); !s.ok()) return s;
    if (env.over()) {
      terminated_[i] = 1;
      rewards_[i] = env.record().scores[seat_];
      if (absl::Status s = NextGame(i, std::nullopt); !s.ok()) return s;
    }
    Capture(i);
    return absl::OkStatus();
  });
}

}  // namespace mj16::env
