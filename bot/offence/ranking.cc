#include "bot/offence/ranking.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bot/offence/describe.h"
#include "bot/offence/layers.h"
#include "core/notation.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

// Objectives this close count as equal, and MJDX3's order decides.
constexpr double kTie = 1e-9;

// Position of each kind in MJDX3's order (lower is better).
std::array<int, kNumKinds> Mjdx3Rank(const DiscardChoice& mjdx3) {
  std::array<int, kNumKinds> rank;
  rank.fill(kNumKinds);
  for (size_t i = 0; i < mjdx3.candidates.size(); ++i) {
    rank[mjdx3.candidates[i].tile] = static_cast<int>(i);
  }
  return rank;
}

}  // namespace

ProbabilityModel ModelFor(const TableView& view, const OffenceSettings& settings) {
  Visibility v;
  const TileCounts seen = view.Seen();
  for (int t = 0; t < kNumKinds; ++t) {
    v.unknown[t] = static_cast<std::uint8_t>(seen[t] >= kCopies ? 0 : kCopies - seen[t]);
  }
  v.drawable = view.live_wall();
  v.hidden_others = view.hidden_others();
  v.hidden_left = view.hidden_left();
  return ProbabilityModel(v, settings.probability_weights());
}

ProbabilityModel ModelForHand(const Hand& hand, const OffenceSettings& settings) {
  Visibility v;
  const TileCounts all = hand.AllTiles();
  for (int t = 0; t < kNumKinds; ++t) {
    v.unknown[t] = static_cast<std::uint8_t>(all[t] >= kCopies ? 0 : kCopies - all[t]);
  }
  v.drawable = TableView::kWallTiles - TableView::kDealtTiles - TableView::kDeadWall;
  v.hidden_others = 48;
  v.hidden_left = 16;
  return ProbabilityModel(v, settings.probability_weights());
}

EvParams EvParamsOf(const OffenceSettings& s) {
  EvParams p;
  p.max_shanten = s.ev_max_shanten;
  p.claim_any = s.ev_claim_any;
  p.claim_left = s.ev_claim_left;
  p.end_rate = s.ev_end_rate;
  // By the win probability: expected points measured 20–30 a game worse one-vs-three, and
  // expected points + C × P(win) level at every C tried (docs/strength.md#retired-settings,
  // ev_by_points and ev_win_value).
  p.by_points = false;
  p.max_nodes = s.ev_max_nodes;
  return p;
}

int OwnDrawsLeft(int live_wall, int before) {
  return std::clamp((live_wall + 3 - before) / 4, 0, kEvMaxDraws);
}

EvInput EvInputFor(const TableView& view, const Hand& hand, int draws,
                   const std::optional<HeldCounts>& held_by_others) {
  EvInput in;
  in.hand = hand;
  const TileCounts seen = view.Seen();
  if (held_by_others) in.held = *held_by_others;
  for (int t = 0; t < kNumKinds; ++t) {
    in.live[t] = static_cast<std::uint8_t>(seen[t] >= kCopies ? 0 : kCopies - seen[t]);
    in.unseen += in.live[t];
  }
  in.draws = draws;
  in.seat_wind = view.SeatWind(view.pos());
  in.round_wind = view.round_wind();
  in.dealer = view.pos() == view.dealer();
  return in;
}

EvInput EvInputForHand(const Hand& hand) {
  EvInput in;
  in.hand = hand;
  const TileCounts seen = hand.AllTiles();
  for (int t = 0; t < kNumKinds; ++t) {
    in.live[t] = static_cast<std::uint8_t>(seen[t] >= kCopies ? 0 : kCopies - seen[t]);
    in.unseen += in.live[t];
  }
  in.draws = OwnDrawsLeft(TableView::kWallTiles - TableView::kDealtTiles - TableView::kDeadWall, 3);
  return in;
}

EvOrder RankDiscards(const TableView& view, const Hand& hand, const DiscardChoice& mjdx3,
                     const OffenceSettings& settings,
                     const std::optional<HeldCounts>& held_by_others) {
  return RankDiscards(EvInputFor(view, hand, OwnDrawsLeft(view.live_wall(), 3), held_by_others),
                      view.Seen(), mjdx3, settings);
}

EvOrder RankDiscards(const EvInput& input, const TileCounts& visible, const DiscardChoice& mjdx3,
                     const OffenceSettings& settings) {
  EvOrder out;
  const Hand& hand = input.hand;
  out.draws = std::clamp(input.draws, 0, kEvMaxDraws);
  const EvParams params = EvParamsOf(settings);
  out.result = EvaluateDiscards(input, params);
  out.searched = out.result.searched;
  const std::array<int, kNumKinds> rank = Mjdx3Rank(mjdx3);
  // Tile counting's score for every discard: the fallback, and the tie-break before MJDX3's.
  std::array<double, kNumKinds> counted{};
  for (const tables::DiscardInfo& d :
       tables::AnalyzeDiscards(hand.concealed, hand.MeldsNeeded(), visible)) {
    counted[d.discard] = d.score;
  }
  std::vector<const EvCandidate*> ranked;
  for (const EvCandidate& c : out.result.candidates) ranked.push_back(&c);
  const LayerMasks layer(hand.concealed);
  std::stable_sort(ranked.begin(), ranked.end(), [&](const EvCandidate* a, const EvCandidate* b) {
    if (a->searched != b->searched) return a->searched;
    if (a->searched) {
      const double va = EvObjective(a->curve, out.draws, params);
      const double vb = EvObjective(b->curve, out.draws, params);
      if (std::abs(va - vb) > kTie * std::max(1.0, std::abs(va) + std::abs(vb))) return va > vb;
    }
    if (a->shanten != b->shanten) return a->shanten < b->shanten;
    if (settings.ev_layers_first && !a->searched) {
      const DiscardLayer la = layer.Of(a->discard);
      const DiscardLayer lb = layer.Of(b->discard);
      if (la != lb) return la < lb;
    }
    if (std::abs(counted[a->discard] - counted[b->discard]) > kTie) {
      return counted[a->discard] > counted[b->discard];
    }
    return rank[a->discard] < rank[b->discard];
  });
  for (const EvCandidate* c : ranked) out.order.push_back(c->discard);
  out.reason =
      out.searched
          ? absl::StrFormat("%s within %d draws",
                            params.by_points ? "expected points" : "win probability", out.draws)
          : "tile counting (seed 001 table 2-1): too far from tenpai to search";
  // Say when the runner-up tied and what then decided.
  if (ranked.size() > 1 && ranked[1]->searched == ranked[0]->searched &&
      ranked[1]->shanten == ranked[0]->shanten &&
      (!out.searched ||
       std::abs(EvObjective(ranked[0]->curve, out.draws, params) -
                EvObjective(ranked[1]->curve, out.draws, params)) <=
           kTie * std::max(1.0, EvObjective(ranked[0]->curve, out.draws, params)))) {
    const Tile a = ranked[0]->discard, b = ranked[1]->discard;
    if (std::abs(counted[a] - counted[b]) > kTie) {
      absl::StrAppend(&out.reason, out.searched ? ", a tie broken by tile counting" : "");
    } else if (a == mjdx3.tile && mjdx3.rule != 0) {
      absl::StrAppend(&out.reason, ", a tie broken by ", RuleName(mjdx3.rule));
    } else {
      absl::StrAppend(&out.reason, ", a tie broken by MJDX3's order");
    }
  }
  return out;
}

const EvCandidate* FindEv(const EvOrder& order, Tile tile) {
  for (const EvCandidate& c : order.result.candidates) {
    if (c.discard == tile && c.searched) return &c;
  }
  return nullptr;
}

std::string DescribeCurve(const EvCurve& curve, int draws) {
  std::string out;
  for (int k : {3, 6, draws}) {
    k = std::clamp(k, 0, draws);
    absl::StrAppendFormat(&out, " | %2d draws: tenpai %.3f win %.3f", k, curve.tenpai[k],
                          curve.win[k]);
  }
  absl::StrAppendFormat(&out, " | points %.1f", curve.points[draws]);
  return out;
}

std::string DescribeEvOrder(const EvOrder& order) {
  std::string out = absl::StrFormat("  evaluator: %d own draws left, %d hands searched\n",
                                    order.draws, order.result.nodes);
  for (Tile t : order.order) {
    for (const EvCandidate& c : order.result.candidates) {
      if (c.discard != t) continue;
      absl::StrAppendFormat(&out, "  %s: shanten %d", FormatTile(t), c.shanten);
      if (c.searched) absl::StrAppend(&out, DescribeCurve(c.curve, order.draws));
      absl::StrAppend(&out, "\n");
    }
  }
  return out;
}

}  // namespace mj16::bot
