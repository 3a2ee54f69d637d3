#include "core/rules.h"

#include <variant>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"

namespace mj16 {
namespace {

// Each field with its name, once: FormatRules writes them and ParseRules reads them from this.
struct Field {
  absl::string_view name;
  std::variant<int RuleSet::*, bool RuleSet::*> member;
};

constexpr Field kFields[] = {
    {"base_points", &RuleSet::base_points},
    {"points_per_tai", &RuleSet::points_per_tai},
    {"dealer_tai", &RuleSet::dealer_tai},
    {"continuation", &RuleSet::continuation},
    {"flowers", &RuleSet::flowers},
    {"multiple_winners", &RuleSet::multiple_winners},
    {"robbing_kong", &RuleSet::robbing_kong},
    {"dead_wall", &RuleSet::dead_wall},
    {"pinghu_requires_concealed", &RuleSet::pinghu_requires_concealed},
};

}  // namespace

std::string FormatRules(const RuleSet& rules) {
  return absl::StrJoin(kFields, " ", [&rules](std::string* out, const Field& f) {
    if (const auto* i = std::get_if<int RuleSet::*>(&f.member)) {
      absl::StrAppend(out, f.name, "=", rules.**i);
    } else {
      absl::StrAppend(out, f.name, "=",
                      rules.*std::get<bool RuleSet::*>(f.member) ? "true" : "false");
    }
  });
}

absl::StatusOr<RuleSet> ParseRules(absl::string_view text) {
  RuleSet rules;
  for (absl::string_view item : absl::StrSplit(text, ' ', absl::SkipEmpty())) {
    const std::pair<absl::string_view, absl::string_view> kv = absl::StrSplit(item, '=');
    const Field* field = nullptr;
    for (const Field& f : kFields) {
      if (f.name == kv.first) field = &f;
    }
    if (field == nullptr)
      return absl::InvalidArgumentError(absl::StrCat("unknown rule '", kv.first, "'"));
    bool ok = false;
    if (const auto* i = std::get_if<int RuleSet::*>(&field->member)) {
      ok = absl::SimpleAtoi(kv.second, &(rules.**i));
    } else {
      ok = absl::SimpleAtob(kv.second, &(rules.*std::get<bool RuleSet::*>(field->member)));
    }
    if (!ok) {
      return absl::InvalidArgumentError(
          absl::StrCat("rule ", kv.first, ": '", kv.second, "' is not a value"));
    }
  }
  return rules;
}

}  // namespace mj16
