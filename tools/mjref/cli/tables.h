// How many tables a run plays at once, and what a run with socket seats (`--bot tcp:PORT`) tells
// about them: each table of a socket seat needs a bot of its own to connect, so a newcomer who
// starts one bot gets one table unless they ask for more, is told at the start how many bots
// each seat waits for, and finds the ones that never came named in the summary.
#ifndef MJ16_TOOLS_MJREF_CLI_TABLES_H_
#define MJ16_TOOLS_MJREF_CLI_TABLES_H_

#include <string>
#include <vector>

#include "tools/mjref/engine/player.h"

namespace mj16::mjref {

// `jobs` (-j N) when given (> 0); otherwise one table when a bot is a socket seat, else one per
// core.
int TablesFor(int jobs, const std::vector<std::string>& bots);

// With socket seats on more than one table: a line per seat saying how many bots it waits for
// ("mjref: tcp:5000 waits for 2 bots to connect, one a table (-j 2)"); empty otherwise.
std::string SocketSeatsWaiting(const std::vector<std::string>& bots, int tables);

// After the run: a line per socket seat that fewer bots connected to than it had tables, naming
// it and how many came; empty when every one came.
std::string SocketSeatsMissing(const std::vector<PlayerFactory*>& programs, int tables);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_CLI_TABLES_H_
