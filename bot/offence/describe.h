// Text for --explain and mjcalc: the candidates of a decision and the values compared.
#ifndef MJ16_BOT_OFFENCE_DESCRIBE_H_
#define MJ16_BOT_OFFENCE_DESCRIBE_H_

#include <string>

#include "bot/offence/comparator.h"

namespace mj16::bot {

// "rule 3" (or "only candidate" / "tie").
std::string RuleName(int rule);
// One line: groups, partials, probability, tenpai and the merged waits.
std::string DescribeValue(const HandValue& v);
// A table of every candidate, best first, and the rule that put the first ahead.
std::string DescribeDiscard(const DiscardChoice& choice);

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_DESCRIBE_H_
