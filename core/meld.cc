#include "core/meld.h"

namespace mj16 {

absl::string_view MeldTypeName(MeldType type) {
  switch (type) {
    case MeldType::kChow:
      return "chow";
    case MeldType::kPung:
      return "pung";
    case MeldType::kOpenKong:
      return "kong";
    case MeldType::kConcealedKong:
      return "ckong";
    case MeldType::kAddedKong:
      return "akong";
  }
  return "?";
}

}  // namespace mj16
