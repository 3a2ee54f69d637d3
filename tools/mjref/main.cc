// mjref: the referee (SPEC §4, §8). Built-in players other than builtin:random are registered
// here, one line each (bots.h), before the command line is read.
#include <string>
#include <vector>

#include "tools/mjref/bots.h"
#include "tools/mjref/commands.h"
#include "tools/players/builtins.h"

int main(int argc, char** argv) {
  // builtin:mjbot, builtin:efficiency, builtin:dishu (tools/players).
  for (const auto& [name, make] : mj16::players::PlayerMakers()) {
    mj16::mjref::RegisterBuiltin(name, make);
  }
  return mj16::mjref::MjrefMain(std::vector<std::string>(argv + 1, argv + argc));
}
