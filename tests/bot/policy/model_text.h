// The embedded policy model's text (MJ16_POLICY_MODEL, the source tree's) with its rules prior,
// if any, replaced: the same network with or without the prior, for the policy tests.
#ifndef MJ16_TESTS_BOT_POLICY_MODEL_TEXT_H_
#define MJ16_TESTS_BOT_POLICY_MODEL_TEXT_H_

#include <string>

#include "absl/strings/str_cat.h"
#include "tests/support/run_program.h"

namespace mj16::testing {

// The model with the setting `rules_prior PRIOR`, none at 0.
inline std::string ModelTextWithPrior(float prior) {
  std::string text = ReadTestFile(MJ16_POLICY_MODEL);
  if (const size_t at = text.find("\nrules_prior "); at != std::string::npos)
    text.erase(at + 1, text.find('\n', at + 1) - at);
  if (prior != 0) absl::StrAppend(&text, "rules_prior ", prior, "\n");
  return text;
}

}  // namespace mj16::testing

#endif  // MJ16_TESTS_BOT_POLICY_MODEL_TEXT_H_
