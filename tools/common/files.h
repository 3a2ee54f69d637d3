// Reading a whole file, for the tools: the error names the path.
#ifndef MJ16_TOOLS_COMMON_FILES_H_
#define MJ16_TOOLS_COMMON_FILES_H_

#include <string>

#include "absl/status/statusor.h"

namespace mj16::tooling {

// The file's bytes; NotFound "cannot read 'PATH'" when it cannot be opened.
absl::StatusOr<std::string> ReadTextFile(const std::string& path);

}  // namespace mj16::tooling

#endif  // MJ16_TOOLS_COMMON_FILES_H_
