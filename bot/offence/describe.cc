#include "bot/offence/describe.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "core/notation.h"

namespace mj16::bot {
namespace {

std::string MaskText(KindMask mask) {
  TileCounts c{};
  for (int t = 0; t < kNumKinds; ++t) c[t] = (mask >> t) & 1;
  const std::string s = FormatTiles(c);
  return s.empty() ? "-" : s;
}

}  // namespace

std::string RuleName(int rule) {
  if (rule == kShantenRule) return "shanten (before rule 1)";
  return rule == 0 ? "tie (lowest kind)" : absl::StrCat("rule ", rule);
}

std::string DescribeValue(const HandValue& v) {
  return absl::StrFormat("groups %d, partials %d, p %.5f%s, waits %s", v.groups, v.partials,
                         v.probability, v.tenpai ? " (tenpai)" : "", MaskText(v.waits));
}

std::string DescribeDiscard(const DiscardChoice& choice) {
  std::string out = absl::StrFormat(
      "discard %s by %s\n  tile groups partials probability dependent isolates single   exposure\n",
      choice.tile == kNoTile ? "-" : FormatTile(choice.tile),
      choice.candidates.size() < 2 ? "only candidate" : RuleName(choice.rule));
  for (const Candidate& c : choice.candidates) {
    absl::StrAppend(
        &out,
        absl::StrFormat("  %-4s %6d %8d %11.5f %9s %8s %8.5f %8d  waits %s\n", FormatTile(c.tile),
                        c.value.groups, c.value.partials, c.value.probability,
                        c.facts.dependent ? "yes" : "no", c.facts.creates_isolated ? "yes" : "no",
                        c.facts.single_probability, c.facts.exposure, MaskText(c.value.waits)));
  }
  return out;
}

}  // namespace mj16::bot
