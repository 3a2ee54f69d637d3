#include "tools/mjref/cli/tables.h"

#include <algorithm>
#include <thread>

#include "absl/strings/str_cat.h"
#include "tools/mjref/bots/socket_seat.h"

namespace mj16::mjref {

int TablesFor(int jobs, const std::vector<std::string>& bots) {
  if (jobs > 0) return jobs;
  if (std::any_of(bots.begin(), bots.end(), [](const std::string& b) { return IsSocketSeat(b); }))
    return 1;
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

std::string SocketSeatsWaiting(const std::vector<std::string>& bots, int tables) {
  if (tables <= 1) return "";
  std::string out;
  for (const std::string& b : bots) {
    if (!IsSocketSeat(b)) continue;
    absl::StrAppend(&out, "mjref: ", b, " waits for ", tables, " bots to connect, one a table (-j ",
                    tables, ")\n");
  }
  return out;
}

std::string SocketSeatsMissing(const std::vector<PlayerFactory*>& programs, int tables) {
  std::string out;
  for (PlayerFactory* p : programs) {
    const auto* seat = dynamic_cast<const SocketSeatFactory*>(p);
    if (seat == nullptr || seat->connections() >= tables) continue;
    absl::StrAppend(&out, "missing bots: ", seat->Name(), " had ", tables, " table(s) but only ",
                    seat->connections(),
                    " bot(s) connected; its games without one were faulted (no bot connected)\n");
  }
  return out;
}

}  // namespace mj16::mjref
