// Who decides: the rules' pipeline or the learned policy's network.
#ifndef MJ16_BOT_POLICY_SETTINGS_H_
#define MJ16_BOT_POLICY_SETTINGS_H_

#include <string>

namespace mj16::bot {

struct PolicySettings {
  // Who decides every question but /ask hu: `rules`, the pipeline of offence, reading, defence
  // and Monte-Carlo; `learned`, the learned policy's network (bot/policy/, docs/policy.md).
  std::string policy = "rules";
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_POLICY_SETTINGS_H_
