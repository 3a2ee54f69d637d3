// The session's settings: match bookkeeping, not play.
#ifndef MJ16_BOT_SESSION_SETTINGS_H_
#define MJ16_BOT_SESSION_SETTINGS_H_

#include <string>

namespace mj16::bot {

struct SessionSettings {
  // --- Match bookkeeping: where the standings learnt from /exit lines are kept when the platform
  // starts a new process every game; empty = in memory only.
  std::string state_file;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_SESSION_SETTINGS_H_
