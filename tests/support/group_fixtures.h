// Hand-built results for the tests of what reads them: a program's groups with its totals kept
// in step, as ProgramStats::AddGame would leave them.
#ifndef MJ16_TESTS_GROUP_FIXTURES_H_
#define MJ16_TESTS_GROUP_FIXTURES_H_

#include "tools/mjref/results/stats.h"

namespace mj16::testing {

inline void AddGroupWithTotals(mjref::ProgramStats& p, int id, const mjref::GroupScore& g) {
  p.AddGroup(id, g);
  p.games += g.games;
  p.score += g.score;
  p.wins += g.wins;
  p.self_draws += g.self_draws;
  p.deal_ins += g.deal_ins;
}

}  // namespace mj16::testing

#endif  // MJ16_TESTS_GROUP_FIXTURES_H_
