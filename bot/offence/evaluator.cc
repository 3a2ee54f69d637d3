#include "bot/offence/evaluator.h"

#include <algorithm>
#include <cstdint>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "core/rules.h"
#include "core/scoring.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

using tables::TileMask;

// A hand as a key: 3 bits a kind, kinds 0..20 in `lo`, 21..33 in `hi` (and, for a win, the
// winning kind above them).
struct HandKey {
  std::uint64_t lo = 0;
  std::uint64_t hi = 0;
  friend bool operator==(const HandKey&, const HandKey&) = default;
  template <typename H>
  friend H AbslHashValue(H h, const HandKey& k) {
    return H::combine(std::move(h), k.lo, k.hi);
  }
};

HandKey KeyOf(const TileCounts& h) {
  HandKey key;
  for (int t = 0; t < 21; ++t) key.lo |= std::uint64_t{h[t]} << (3 * t);
  for (int t = 21; t < kNumKinds; ++t) key.hi |= std::uint64_t{h[t]} << (3 * (t - 21));
  return key;
}

struct WinPoints {
  double self_draw = 0;
  double discard = 0;
};

// One search: the root's facts, the memo of hands and of scored wins.
class Search {
 public:
  Search(const EvInput& in, const EvParams& params, const TileCounts& root)
      : in_(in),
        params_(params),
        root_(root),
        draws_(std::clamp(in.draws, 0, kEvMaxDraws)),
        unseen_(std::max(in.unseen - HeldTotal(in.held), 1.0)) {}

  // The curves of the 3n+1 hand h with shanten s (≥ 0) and effective kinds `effective`; -1 when
  // the node budget is spent.
  int Visit(const TileCounts& h, int s, TileMask effective);

  const EvCurve& Curve(int node) const { return nodes_[node]; }
  int nodes() const { return static_cast<int>(nodes_.size()); }

 private:
  // Copies of k still to come for hand h: the root's unseen copies less those drawn into h.
  double Live(const TileCounts& h, Tile k) const {
    const int drawn = std::max(0, h[k] - root_[k]);
    return std::max(0.0, in_.live[k] - double{in_.held[k]} - drawn);
  }
  static double HeldTotal(const HeldCounts& held) {
    double total = 0;
    for (float c : held) total += c;
    return total;
  }
  // Others' discards offered per copy drawn, for a useful kind k of the hand h (not a win).
  double ClaimRatio(const TileCounts& h, Tile k) const {
    if (h[k] >= 2) return params_.claim_any;
    return !IsHonor(k) ? params_.claim_left : 0.0;
  }
  WinPoints PointsOf(const TileCounts& complete, Tile k);
  int Tenpai(const TileCounts& h, TileMask waits);
  int Shanten(const TileCounts& h, int s, TileMask effective);
  // Whether curve a at r beats b at r by the objective (then the other measure).
  bool Better(const EvCurve& a, const EvCurve& b, int r) const;

  const EvInput& in_;
  const EvParams& params_;
  const TileCounts root_;
  const int draws_;
  const double unseen_;
  absl::flat_hash_map<HandKey, int> index_;
  std::vector<EvCurve> nodes_;
  absl::flat_hash_map<HandKey, WinPoints> wins_;
};

WinPoints Search::PointsOf(const TileCounts& complete, Tile k) {
  HandKey key = KeyOf(complete);
  key.hi |= std::uint64_t{k} << 48;
  if (auto it = wins_.find(key); it != wins_.end()) return it->second;
  const RuleSet rules;
  Hand hand{complete, in_.hand.melds};
  WinContext ctx;
  ctx.winning_tile = k;
  ctx.seat_wind = in_.seat_wind;
  ctx.round_wind = in_.round_wind;
  ctx.dealer = in_.dealer;
  const auto amount = [&](bool self_draw) {
    ctx.self_draw = self_draw;
    const absl::StatusOr<Score> score = ScoreWin(hand, ctx, rules);
    return rules.base_points + rules.points_per_tai * (score.ok() ? score->tai : 0);
  };
  // Another seat's dealer pays the dealer's tai too: on every self-draw, and on a third of the
  // discards (the discarder is one of the three).
  const double dealer_pays = in_.dealer ? 0.0 : rules.dealer_tai * rules.points_per_tai;
  WinPoints p;
  p.self_draw = 3.0 * amount(true) + dealer_pays;
  p.discard = amount(false) + dealer_pays / 3.0;
  wins_.emplace(key, p);
  return p;
}

bool Search::Better(const EvCurve& a, const EvCurve& b, int r) const {
  const double pa = params_.by_points ? a.points[r] : a.win[r];
  const double pb = params_.by_points ? b.points[r] : b.win[r];
  if (pa != pb) return pa > pb;
  return params_.by_points ? a.win[r] > b.win[r] : a.points[r] > b.points[r];
}

int Search::Visit(const TileCounts& h, int s, TileMask effective) {
  const HandKey key = KeyOf(h);
  if (auto it = index_.find(key); it != index_.end()) return it->second;
  if (static_cast<int>(nodes_.size()) >= params_.max_nodes) return -1;
  const int node = s == 0 ? Tenpai(h, effective) : Shanten(h, s, effective);
  if (node >= 0) index_.emplace(key, node);
  return node;
}

int Search::Tenpai(const TileCounts& h, TileMask waits) {
  double p_win = 0, points = 0;
  TileCounts complete = h;
  for (TileMask m = waits; m != 0; m &= m - 1) {
    const Tile k = static_cast<Tile>(__builtin_ctzll(m));
    const double drawn = Live(h, k) / unseen_;
    if (drawn == 0) continue;
    const double thrown = drawn * params_.claim_any;
    ++complete[k];
    const WinPoints w = PointsOf(complete, k);
    --complete[k];
    p_win += drawn + thrown;
    points += drawn * w.self_draw + thrown * w.discard;
  }
  if (p_win > 1) {  // more than certain: the wait arrives on this step
    points /= p_win;
    p_win = 1;
  }
  const double go_on = 1 - params_.end_rate;
  EvCurve c;
  c.tenpai.fill(1);
  for (int r = 1; r <= draws_; ++r) {
    c.win[r] = go_on * (p_win + (1 - p_win) * c.win[r - 1]);
    c.points[r] = go_on * (points + (1 - p_win) * c.points[r - 1]);
  }
  nodes_.push_back(c);
  return static_cast<int>(nodes_.size()) - 1;
}

int Search::Shanten(const TileCounts& h, int s, TileMask effective) {
  // Per useful kind: its chance per step and the hands it can lead to.
  struct Step {
    double p = 0;
    int first = 0, last = 0;  // children[first, last)
  };
  std::vector<Step> steps;
  std::vector<int> children;
  const int melds_needed = in_.hand.MeldsNeeded();
  TileCounts full = h;
  double p_useful = 0;
  for (TileMask m = effective; m != 0; m &= m - 1) {
    const Tile k = static_cast<Tile>(__builtin_ctzll(m));
    const double p = Live(h, k) / unseen_ * (1 + ClaimRatio(h, k));
    if (p == 0) continue;
    Step step{p, static_cast<int>(children.size()), 0};
    ++full[k];
    for (const tables::DiscardInfo& d : tables::AnalyzeDiscards(full, melds_needed)) {
      if (d.shanten != s - 1) continue;
      --full[d.discard];
      const int child = Visit(full, s - 1, d.effective);
      ++full[d.discard];
      if (child < 0) return -1;
      children.push_back(child);
    }
    --full[k];
    step.last = static_cast<int>(children.size());
    if (step.last > step.first) {
      steps.push_back(step);
      p_useful += p;
    }
  }
  const double scale = p_useful > 1 ? 1 / p_useful : 1.0;
  if (p_useful > 1) p_useful = 1;
  const double go_on = 1 - params_.end_rate;
  EvCurve c;
  for (int r = 1; r <= draws_; ++r) {
    double tenpai = 0, win = 0, points = 0;
    for (const Step& step : steps) {
      const EvCurve* best = &nodes_[children[step.first]];
      for (int i = step.first + 1; i < step.last; ++i) {
        if (Better(nodes_[children[i]], *best, r - 1)) best = &nodes_[children[i]];
      }
      const double p = step.p * scale;
      tenpai += p * best->tenpai[r - 1];
      win += p * best->win[r - 1];
      points += p * best->points[r - 1];
    }
    c.tenpai[r] = go_on * (tenpai + (1 - p_useful) * c.tenpai[r - 1]);
    c.win[r] = go_on * (win + (1 - p_useful) * c.win[r - 1]);
    c.points[r] = go_on * (points + (1 - p_useful) * c.points[r - 1]);
  }
  nodes_.push_back(c);
  return static_cast<int>(nodes_.size()) - 1;
}

}  // namespace

double EvObjective(const EvCurve& curve, int draws, const EvParams& params) {
  const int r = std::clamp(draws, 0, kEvMaxDraws);
  return params.by_points ? curve.points[r] : curve.win[r];
}

EvResult EvaluateDiscards(const EvInput& input, const EvParams& params) {
  EvResult out;
  const TileCounts& hand = input.hand.concealed;
  const int melds_needed = input.hand.MeldsNeeded();
  const tables::DiscardList list = tables::AnalyzeDiscards(hand, melds_needed);
  int best = 99;
  for (const tables::DiscardInfo& d : list) best = std::min(best, d.shanten);
  Search search(input, params, hand);
  for (const tables::DiscardInfo& d : list) {
    EvCandidate c;
    c.discard = d.discard;
    c.shanten = d.shanten;
    if (d.shanten == best && best >= 0 && best <= params.max_shanten) {
      TileCounts after = hand;
      --after[d.discard];
      const int node = search.Visit(after, d.shanten, d.effective);
      if (node >= 0) {
        c.searched = true;
        c.curve = search.Curve(node);
        out.searched = true;
      }
    }
    out.candidates.push_back(c);
  }
  // A search that ran out of nodes half-way compares nothing: all or none.
  if (search.nodes() >= params.max_nodes) {
    for (EvCandidate& c : out.candidates) c.searched = false;
    out.searched = false;
  }
  out.nodes = search.nodes();
  return out;
}

EvWaiting EvaluateWaiting(const EvInput& input, const EvParams& params) {
  EvWaiting out;
  const tables::ShantenInfo info = tables::Analyze(input.hand.concealed, input.hand.MeldsNeeded());
  out.shanten = info.shanten;
  if (info.shanten < 0 || info.shanten > params.max_shanten) return out;
  Search search(input, params, input.hand.concealed);
  const int node = search.Visit(input.hand.concealed, info.shanten, info.effective);
  if (node < 0) return out;
  out.searched = true;
  out.curve = search.Curve(node);
  return out;
}

}  // namespace mj16::bot
