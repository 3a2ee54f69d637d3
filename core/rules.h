// The rule set: the competition rules by default (SPEC §2), with switches for the variants so that
// adding one does not touch callers. docs/rules.md states every choice made where the seed is
// ambiguous.
#ifndef MJ16_CORE_RULES_H_
#define MJ16_CORE_RULES_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace mj16 {

struct RuleSet {
  int base_points = 1000;         // 底: the points of a win before tai
  int points_per_tai = 500;       // 台
  int dealer_tai = 1;             // the dealer adds this when winning or paying
  bool continuation = false;      // 連莊 (not in competition): the dealer keeps the deal
  bool flowers = false;           // 花牌 (not in competition)
  bool multiple_winners = false;  // 一炮多響: every player who can win on a discard does
  bool robbing_kong = true;       // 搶槓: a win on another player's added kong
  int dead_wall = 16;             // 鐵八墩: the game is drawn with this many tiles left
  // 平胡 in the appendix "可自行約定是否需門清": the competition does not require it.
  bool pinghu_requires_concealed = false;

  bool operator==(const RuleSet&) const = default;
};

// The competition rules of TCGA / TAAI / ICGA.
inline RuleSet CompetitionRules() { return RuleSet{}; }

// The rule set as records store it: every field as "name=value", space-separated, in the order
// above ("base_points=1000 points_per_tai=500 ... robbing_kong=true dead_wall=16 ...").
std::string FormatRules(const RuleSet& rules);
// Reads FormatRules' text; a field it does not name keeps its default (today's competition rule),
// so a record written before a field existed reads as the rules it was played under. The error
// names the field that does not fit.
absl::StatusOr<RuleSet> ParseRules(absl::string_view text);

}  // namespace mj16

#endif  // MJ16_CORE_RULES_H_
