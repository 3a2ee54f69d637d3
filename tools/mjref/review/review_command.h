// `mjref review`'s command line (docs/review.md).
#ifndef MJ16_TOOLS_MJREF_REVIEW_REVIEW_COMMAND_H_
#define MJ16_TOOLS_MJREF_REVIEW_REVIEW_COMMAND_H_

#include <ostream>
#include <string>
#include <vector>

namespace mj16::mjref {

// args[0] is "review". 0 when every record read and reviewed; 2 for bad arguments; 1 when a
// record stopped reading (the games before it are reviewed and reported).
int ReviewCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_REVIEW_REVIEW_COMMAND_H_
