#include "bot/offence/throw_ranking.h"

#include <algorithm>

#include "bot/offence/describe.h"
#include "bot/offence/win_chance.h"

namespace mj16::bot {
namespace {

const HandValue& ValueAfter(const DiscardChoice& choice, Tile tile) {
  for (const Candidate& c : choice.candidates) {
    if (c.tile == tile) return c.value;
  }
  return choice.candidates.front().value;  // not reached: every held kind is a candidate
}

}  // namespace

ThrowRanking RankThrow(const TableView& view, const Hand& hand, const OffenceSettings& settings,
                       const std::optional<HeldCounts>& held_by_others) {
  ThrowRanking r;
  r.mjdx3 =
      ChooseDiscard(hand, ModelFor(view, settings), view.Exposed(), settings.compare_options());
  const HandValue& top = r.mjdx3.candidates.front().value;
  r.shanten = top.shanten;
  if (settings.ev) r.ev = RankDiscards(view, hand, r.mjdx3, settings, held_by_others);
  if (r.ev) {
    r.order = r.ev->order;
  } else {
    for (const Candidate& c : r.mjdx3.candidates) r.order.push_back(c.tile);
  }
  r.reason = r.mjdx3.candidates.size() < 2 ? "only candidate"
             : r.ev                        ? r.ev->reason
                                           : RuleName(r.mjdx3.rule);
  for (const Candidate& c : r.mjdx3.candidates) {
    r.win[c.tile] = WinLikelihood(ValueAfter(r.mjdx3, c.tile), view.go_around(), settings);
    r.best_win = std::max(r.best_win, r.win[c.tile]);
    const EvCandidate* e = r.ev && r.ev->searched ? FindEv(*r.ev, c.tile) : nullptr;
    r.searched_win[c.tile] = e != nullptr ? e->curve.win[r.ev->draws] : r.win[c.tile];
  }
  if (r.ev && r.ev->searched) {
    const EvParams params = EvParamsOf(settings);
    // Comparable only when the measure's best was searched.
    if (FindEv(*r.ev, r.best()) != nullptr) {
      for (Tile t : r.ev->order) {
        if (const EvCandidate* e = FindEv(*r.ev, t)) {
          r.worth[t] = EvObjective(e->curve, r.ev->draws, params);
          r.comparable.push_back(t);
        }
      }
    }
  } else {
    for (const Candidate& c : r.mjdx3.candidates) {
      if (c.value.shanten == top.shanten && c.value.tenpai == top.tenpai) {
        r.worth[c.tile] = c.value.probability;
        r.comparable.push_back(c.tile);
      }
    }
  }
  return r;
}

std::vector<Tile> NearlyAsGood(const ThrowRanking& ranking, double ratio) {
  if (ranking.comparable.empty()) return {ranking.best()};
  const double best = ranking.worth[ranking.comparable.front()];
  std::vector<Tile> near;
  for (Tile t : ranking.comparable) {
    if (ranking.worth[t] >= ratio * best) near.push_back(t);
  }
  return near;
}

std::string DescribeThrowRanking(const ThrowRanking& ranking) {
  return (ranking.ev ? DescribeEvOrder(*ranking.ev) : "") + DescribeDiscard(ranking.mjdx3);
}

}  // namespace mj16::bot
