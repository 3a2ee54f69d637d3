#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bot/decide/decide.h"
#include "bot/policy/policy.h"
#include "bot/reading/reading.h"

namespace mj16::bot {

Decision Learned(const TableView& view, Ask ask, const Settings& settings, bool explain,
                 const Truth* truth) {
  const Reading reading(view, settings.reading, truth);
  const policy::Choice choice = policy::Choose(view, ask, reading);
  if (!choice.ok) return SimplestLegal(view, ask, "the learned policy has no candidate");
  Decision d = Answer(choice.action, absl::StrFormat("learned policy: p=%.3f, value %+.0f",
                                                     choice.probability, choice.value));
  if (explain) d.explanation = absl::StrCat("learned policy, top answers:\n", Explain(choice));
  return d;
}

}  // namespace mj16::bot
