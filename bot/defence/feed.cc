#include "bot/defence/feed.h"

#include <cstdlib>

namespace mj16::bot {

std::array<double, 4> FeedWeights(const TableView& view, const DefenceSettings& settings) {
  std::array<double, 4> weights{};
  const std::array<int, 4>& standings = view.standings();
  const int me = view.pos();
  if (me < 1 || me > 4) return {1, 1, 1, 1};  // no seat known: nobody is farther than another
  int farthest = 0;
  int gap = -1;
  bool tie = false;
  for (int p = 1; p <= 4; ++p) {
    if (p == me) continue;
    weights[p - 1] = 1.0;
    const int g = std::abs(standings[p - 1] - standings[me - 1]);
    if (g > gap) {
      gap = g;
      farthest = p;
      tie = false;
    } else if (g == gap) {
      tie = true;
    }
  }
  if (farthest != 0 && !tie) weights[farthest - 1] = settings.feed_farthest_weight;
  return weights;
}

FeedChoice ChooseFeedFrom(const TableView& view, const std::vector<Tile>& candidates,
                          const std::array<WaitShare, 4>& shares, const DefenceSettings& settings) {
  FeedChoice choice;
  if (candidates.empty()) return choice;
  const std::array<double, 4> weights = FeedWeights(view, settings);
  for (int p = 1; p <= 4; ++p) {
    if (p != view.pos() && weights[p - 1] != 1.0) choice.farthest = p;
  }
  for (int p = 1; p <= 4; ++p) {
    for (Tile t : candidates) choice.cost[t] += weights[p - 1] * shares[p - 1][t];
  }
  choice.tile = candidates.front();
  for (Tile t : candidates) {
    if (choice.cost[t] < choice.cost[choice.tile]) choice.tile = t;
  }
  return choice;
}

}  // namespace mj16::bot
