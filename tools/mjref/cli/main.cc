// mjref: the referee (SPEC §4, §8). The built-in players are registered here (bots.h), before
// the command line is read.
#include <iostream>
#include <string>
#include <vector>

#include "tools/mjref/bots/bots.h"
#include "tools/mjref/cli/commands.h"
#ifdef MJ16_PLAY
#include "tools/mjref/play/play_command.h"
#include "tools/mjref/play/watch.h"
#endif
#include "tools/mjref/review/review_command.h"
#include "tools/mjref/tune/tune_command.h"
#include "tools/players/builtin_random.h"
#include "tools/players/builtins.h"
#include "tools/training/labels_command.h"
#include "tools/training/policy_data.h"
#include "tools/training/value_data.h"

int main(int argc, char** argv) {
  mj16::mjref::RegisterBuiltin("random", mj16::mjref::MakeRandomProgram);
  // builtin:mjbot, builtin:mjdx3, builtin:efficiency, builtin:dishu (tools/players).
  for (const auto& [name, make] : mj16::players::PlayerMakers()) {
    mj16::mjref::RegisterBuiltin(name, make);
  }
  mj16::mjref::RegisterSubcommand("labels", [](const std::vector<std::string>& args) {
    return mj16::training::LabelsCommand(args, std::cout, std::cerr);
  });
  mj16::mjref::RegisterSubcommand("review", [](const std::vector<std::string>& args) {
    return mj16::mjref::ReviewCommand(args, std::cout, std::cerr);
  });
  mj16::mjref::RegisterSubcommand("tune", [](const std::vector<std::string>& args) {
    return mj16::mjref::TuneCommand(args, std::cout, std::cerr);
  });
  mj16::mjref::RegisterSubcommand("play", [](const std::vector<std::string>& args) {
#ifdef MJ16_PLAY
    return mj16::mjref::RunPlayCommand(args, std::cout, std::cerr);
#else
    // The release's mjref needs glibc alone; the web server's library is not (docs/play.md).
    (void)args;
    return mj16::mjref::Fail(std::cerr, "play is not in this build (the release's mjref); "
                                        "build mj16 from source to play (docs/play.md)");
#endif
  });
#ifdef MJ16_PLAY
  mj16::mjref::RegisterWatch(mj16::mjref::MakeWatchServer);
#endif
  mj16::mjref::RegisterSubcommand("value-data", [](const std::vector<std::string>& args) {
    return mj16::training::ValueDataCommand(args, std::cout, std::cerr);
  });
  mj16::mjref::RegisterSubcommand("policy-data", [](const std::vector<std::string>& args) {
    return mj16::training::PolicyDataCommand(args, std::cout, std::cerr);
  });
  return mj16::mjref::MjrefMain(std::vector<std::string>(argv + 1, argv + argc));
}
