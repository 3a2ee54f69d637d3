// `mjref bot NAME`: any built-in player as a protocol executable on stdin/stdout (SPEC §3), for
// process tests, the pipe benchmark and baselines in other referees.
//
// Each game gets a fresh player from the built-in's factory, made at /initCard and seeded from
// that line's text, so a game plays the same whichever process (or how many earlier games) it
// lands in: results do not depend on -j or the process lifetime. Lines before /initCard are
// replayed to it. `/ready` is answered `/ready`; `/close` or the end of the input ends the loop;
// after `/exit` the loop waits for the next game (a referee that starts a process per game
// closes the input then). Lines it does not understand are noted on `log` and skipped.
#ifndef MJ16_TOOLS_MJREF_BOTS_BOT_LOOP_H_
#define MJ16_TOOLS_MJREF_BOTS_BOT_LOOP_H_

#include <istream>
#include <ostream>

#include "tools/mjref/engine/player.h"

namespace mj16::mjref {

// Plays until /close or the end of `in`; every answer is flushed at once.
void ServeProtocol(PlayerFactory& factory, std::istream& in, std::ostream& out, std::ostream& log);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_BOTS_BOT_LOOP_H_
