// The offence's view of one throw: every held kind ranked, best first (the evaluator's order
// where it runs, else MJDX3's), with what each discard leaves for the defence's push-or-fold
// judgement: the chance to win afterwards and how close it comes to the best. Pure.
#ifndef MJ16_BOT_OFFENCE_THROW_RANKING_H_
#define MJ16_BOT_OFFENCE_THROW_RANKING_H_

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "bot/offence/comparator.h"
#include "bot/offence/ranking.h"
#include "bot/offence/settings.h"
#include "core/hand.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

struct ThrowRanking {
  DiscardChoice mjdx3;        // MJDX3's comparator over every held kind (seed 000 §3.5)
  std::optional<EvOrder> ev;  // the evaluator's order (OffenceSettings::ev)
  std::vector<Tile> order;    // the offence's order, best first
  std::string reason;         // why the first is first
  int shanten = 0;            // of the hand MJDX3's best discard leaves
  // P(win) of the hand each discard leaves: the fitted model (offence/win_chance.h), and the
  // evaluator's where it searched, the measure near-equal pushes differ by. Held kinds only.
  std::array<double, kNumKinds> win{};
  std::array<double, kNumKinds> searched_win{};
  double best_win = 0;  // no discard leaves a hand likelier to win (by the fitted model)
  // The discards comparable with the measure's best, best first, and how good each is: the
  // evaluator's objective when it searched, else MJDX3's rule-3 probability for the kinds tied
  // with its best on shanten and tenpai. Empty when the measure's best is not comparable.
  std::vector<Tile> comparable;
  std::array<double, kNumKinds> worth{};

  Tile best() const { return order.front(); }
};

// The ranking of a 3n+2 `hand` in `view` (`held_by_others`: the wall oracle's, EvInputFor).
ThrowRanking RankThrow(const TableView& view, const Hand& hand, const OffenceSettings& settings,
                       const std::optional<HeldCounts>& held_by_others = std::nullopt);

// The discards worth at least `ratio` of the best by the ranking's measure, in its order (the
// best among them); the best alone when nothing is comparable.
std::vector<Tile> NearlyAsGood(const ThrowRanking& ranking, double ratio);

// The evaluator's order and MJDX3's table, for --explain.
std::string DescribeThrowRanking(const ThrowRanking& ranking);

}  // namespace mj16::bot

#endif  // MJ16_BOT_OFFENCE_THROW_RANKING_H_
