#include "tools/common/files.h"

#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"

namespace mj16::tooling {

absl::StatusOr<std::string> ReadTextFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot read '", path, "'"));
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace mj16::tooling
