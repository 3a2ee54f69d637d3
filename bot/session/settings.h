// The session's settings: match bookkeeping, not play.
#ifndef MJ16_BOT_SESSION_SETTINGS_H_
#define MJ16_BOT_SESSION_SETTINGS_H_

#include <string>

namespace mj16::bot {

struct SessionSettings {
  // --- Match bookkeeping: where the standings learnt from /exit lines are kept when the platform
  // starts a new process every game; empty = in memory only.
  std::string state_file;
  // --- Transcripts: a directory where every line received and sent is written with its time,
  // one file per game (bot/session/transcript.h; mjbot --transcript); empty = none.
  std::string transcript;
  // --- Transport: HOST:PORT of a competition server to connect to as a TCP client and play over
  // (mjbot --connect); empty = the protocol on stdin/stdout.
  std::string connect;
  double connect_timeout = 5.0;  // seconds per connection attempt
  int connect_retries = 10;      // further attempts, half a second apart, for a server not up yet
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_SESSION_SETTINGS_H_
