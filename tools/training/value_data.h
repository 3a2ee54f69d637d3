// `mjref value-data --bot CMD ×4 [--games N] [--seed S] [-j N] -o FILE` (registered by mjref's
// main): plays a match and writes, at the deal and after every draw, the value estimate's inputs
// seen from each seat (tools/mjref/luck/value_table.h) with that seat's final score: the data
// tools/training/train_value.py fits. Rows of float32: game, seat, the kValueInputs inputs, the
// final score in thousands of points. Tables where the seat to act can win at once are left out:
// the estimate values those exactly. Exit 0, or 2 with one line naming the bad argument.
#ifndef MJ16_TOOLS_TRAINING_VALUE_DATA_H_
#define MJ16_TOOLS_TRAINING_VALUE_DATA_H_

#include <iosfwd>
#include <string>
#include <vector>

namespace mj16::training {

inline constexpr int kValueDataColumns = 2 + 58 + 1;

int ValueDataCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace mj16::training

#endif  // MJ16_TOOLS_TRAINING_VALUE_DATA_H_
