// The command line of mjcalc (SPEC §7), parsed into what a subcommand needs.
#ifndef MJ16_TOOLS_MJCALC_REQUEST_H_
#define MJ16_TOOLS_MJCALC_REQUEST_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "bot/settings/settings.h"
#include "core/hand.h"
#include "core/scoring.h"

namespace mj16::mjcalc {

struct Request {
  std::string command;  // win, waits, score, shanten, efficiency, discard
  Hand hand;            // concealed tiles and --meld melds
  bool json = false;
  WinContext context;           // score only; context.winning_tile from --win
  std::string transcript;       // discard only: a file of protocol lines instead of HAND
  std::string transcript_text;  // its contents, read by the caller (I/O stays at the edge)
  bot::Settings settings;       // efficiency and discard: the bot's settings (--set)
};

// Whether --json was asked for, read before parsing so that even a parse error can be reported in
// the format the caller wants.
bool WantsJson(const std::vector<std::string>& args);

// args excludes the program name. The error names the bad argument.
absl::StatusOr<Request> ParseRequest(const std::vector<std::string>& args);

std::string Usage();

}  // namespace mj16::mjcalc

#endif  // MJ16_TOOLS_MJCALC_REQUEST_H_
