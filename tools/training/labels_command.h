// `mjref labels LOG... -o FILE [--no-heuristics | --worlds N] [--set K=V,...]` (registered by
// mjref's main): the labelled positions of every game in the logs (labels.h), the rows to FILE and
// the schema to FILE.json. A LOG is a games.jsonl, a game-NNNNN.log or a run's --log-dir (its
// games.jsonl). Exit 0, or 2 with one line naming the bad argument or file.
#ifndef MJ16_TOOLS_TRAINING_LABELS_COMMAND_H_
#define MJ16_TOOLS_TRAINING_LABELS_COMMAND_H_

#include <iosfwd>
#include <string>
#include <vector>

namespace mj16::training {

int LabelsCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace mj16::training

#endif  // MJ16_TOOLS_TRAINING_LABELS_COMMAND_H_
