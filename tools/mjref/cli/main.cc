// mjref: the referee (SPEC §4, §8). The built-in players are registered here (bots.h), before
// the command line is read.
#include <iostream>
#include <string>
#include <vector>

#include "tools/mjref/bots/bots.h"
#include "tools/mjref/cli/commands.h"
#include "tools/mjref/review/review_command.h"
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
  mj16::mjref::RegisterSubcommand("value-data", [](const std::vector<std::string>& args) {
    return mj16::training::ValueDataCommand(args, std::cout, std::cerr);
  });
  mj16::mjref::RegisterSubcommand("policy-data", [](const std::vector<std::string>& args) {
    return mj16::training::PolicyDataCommand(args, std::cout, std::cerr);
  });
  return mj16::mjref::MjrefMain(std::vector<std::string>(argv + 1, argv + argc));
}
