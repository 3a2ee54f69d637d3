#include "bot/policy/features.h"

#include <algorithm>

#include "core/game/legal.h"
#include "core/hand.h"
#include "tables/shanten.h"

namespace mj16::bot::policy {
namespace {

struct ShantenLive {
  int shanten = 0;
  int live = 0;
};

// The best of a 3m+2 hand's discards: the fewest shanten, then the most live copies.
ShantenLive Best(const tables::DiscardList& list) {
  ShantenLive best{99, 0};
  for (const tables::DiscardInfo& d : list) {
    if (d.shanten < best.shanten || (d.shanten == best.shanten && d.live > best.live)) {
      best = {d.shanten, d.live};
    }
  }
  return best;
}

// A hand's shanten and live effective copies: as it stands with 3m+1 tiles, after its best
// discard with 3m+2.
ShantenLive Measure(const TileCounts& concealed, int melds_needed, const TileCounts& visible) {
  if (!OwnTurnSize(Total(concealed))) {
    const tables::Efficiency e = tables::Evaluate(concealed, melds_needed, visible);
    return {e.shanten, e.live};
  }
  return Best(tables::AnalyzeDiscards(concealed, melds_needed, visible));
}

Candidate Make(Action action, CandidateType type, int kind, ShantenLive after) {
  Candidate c;
  c.action = action;
  c.type = type;
  c.kind = kind;
  c.shanten = after.shanten;
  c.live = after.live;
  return c;
}

// The kinds an action's cards are, sorted: how two answers are compared.
std::vector<Tile> KindsOf(const Action& a) {
  std::vector<Tile> kinds;
  for (Card c : a.Cards()) kinds.push_back(KindOf(c));
  std::sort(kinds.begin(), kinds.end());
  return kinds;
}

}  // namespace

int AskIndex(Ask ask, bool own_turn) {
  switch (ask) {
    case Ask::kThrow:
      return 0;
    case Ask::kEat:
      return 1;
    case Ask::kPong:
      return 2;
    case Ask::kGong:
      return own_turn ? 4 : 3;
    case Ask::kHu:
      break;
  }
  return 0;
}

// A claim's or kong's candidate type: the two enums agree up to the added kong.
static_assert(static_cast<int>(CandidateType::kChow) == static_cast<int>(ActionType::kChow) &&
              static_cast<int>(CandidateType::kAddedKong) ==
                  static_cast<int>(ActionType::kAddedKong));
CandidateType CandidateTypeOf(ActionType type) { return static_cast<CandidateType>(type); }

CompactCandidate Compact(const Candidate& c) {
  return {static_cast<float>(c.type),       static_cast<float>(c.kind),
          static_cast<float>(c.chow_shape), static_cast<float>(c.shanten),
          static_cast<float>(c.live),       c.risk};
}

CandidateVector ExpandCandidate(const CompactCandidate& c, int shanten_now) {
  CandidateVector x{};
  const auto whole = [](float v) { return static_cast<int>(v < 0 ? v - 0.5f : v + 0.5f); };
  const int type = whole(c[0]), kind = whole(c[1]), shape = whole(c[2]), shanten = whole(c[3]);
  if (type >= 0 && type < kCandidateTypes) x[candidate::kType + type] = 1;
  if (kind >= 0 && kind < kNumKinds) x[candidate::kKind + kind] = 1;
  if (shape >= 0 && shape < 3) x[candidate::kChowShape + shape] = 1;
  x[candidate::kShanten + std::clamp(shanten, -1, 4) + 1] = 1;
  x[candidate::kLive] = c[4] / 40;
  x[candidate::kRisk] = c[5];
  x[candidate::kShantenChange] = static_cast<float>(std::clamp(shanten - shanten_now, -2, 2)) / 2;
  return x;
}

DecisionInput Describe(const TableView& view, Ask ask, const Reading& reading) {
  DecisionInput in;
  const CardHand& cards = view.hand();
  const TileCounts concealed = cards.Counts();
  const TileCounts seen = view.Seen();
  const int needed = view.melds_needed();
  const bool own_turn = OwnTurnSize(Total(concealed));
  const KindRisk& risk = reading.Risks();
  StateVector& s = in.state;
  for (int k = 0; k < kNumKinds; ++k) {
    s[state::kConcealed + k] = concealed[k] / 4.0f;
    s[state::kSeen + k] = seen[k] / 4.0f;
    s[state::kRisk + k] = static_cast<float>(risk[k]);
  }
  for (const Meld& m : cards.melds) {
    for (int i = 0; i < m.Size(); ++i) s[state::kMelded + m.tile + (m.IsChow() ? i : 0)] += 0.25f;
  }
  // A throw's discards, once: the shanten now is their best.
  const tables::DiscardList discards =
      ask == Ask::kThrow ? tables::AnalyzeDiscards(concealed, needed, seen) : tables::DiscardList{};
  const ShantenLive now =
      ask == Ask::kThrow && own_turn ? Best(discards) : Measure(concealed, needed, seen);
  in.shanten = now.shanten;
  s[state::kLiveWall] = view.live_wall() / 56.0f;
  s[state::kGoAround] = view.go_around() / 20.0f;
  s[state::kDealer] = view.dealer() == view.pos() ? 1 : 0;
  s[state::kMeldsNeeded] = needed / 5.0f;
  s[state::kShanten] = now.shanten / 8.0f;
  const int next = TableView::Next(view.pos());
  const int others[3] = {next, TableView::Next(next), TableView::Left(view.pos())};
  for (int i = 0; i < 3; ++i) {
    s[state::kTenpai + i] = static_cast<float>(reading.Tenpai(others[i]));
    s[state::kMelds + i] = view.seat(others[i]).MeldCount() / 5.0f;
  }
  s[state::kAsk + AskIndex(ask, own_turn)] = 1;

  std::vector<Candidate>& out = in.candidates;
  switch (ask) {
    case Ask::kHu:
      return in;
    case Ask::kThrow:
      for (const tables::DiscardInfo& d : discards) {
        const Card card = CardOf(cards, d.discard);
        Candidate c = Make(Action::Of(ActionType::kThrow, {&card, 1}), CandidateType::kThrow,
                           d.discard, {d.shanten, d.live});
        c.risk = static_cast<float>(risk[d.discard]);
        out.push_back(c);
      }
      return in;
    default:  // the claims and kongs the engine lists
      for (const game::LegalAnswer& a : game::AnswersTo(view, ask)) {
        if (a.type == ActionType::kPass) continue;
        Candidate c = Make(game::ActionFor(cards, a), CandidateTypeOf(a.type), a.tile,
                           Measure(game::CountsAfter(concealed, a), needed - a.MeldsAdded(), seen));
        if (a.type == ActionType::kChow) c.chow_shape = a.tile - a.meld.tile;
        out.push_back(c);
      }
      break;
  }
  out.push_back(Make(Action::Of(ActionType::kPass), CandidateType::kPass, -1, now));
  return in;
}

int IndexOf(const std::vector<Candidate>& candidates, const Action& action) {
  const std::vector<Tile> kinds = KindsOf(action);
  if (action.type == ActionType::kThrow && kinds.empty()) return -1;
  for (size_t i = 0; i < candidates.size(); ++i) {
    const Action& c = candidates[i].action;
    if (c.type != action.type) continue;
    if (c.type == ActionType::kThrow ? KindOf(c.cards[0]) == kinds[0] : KindsOf(c) == kinds) {
      return static_cast<int>(i);
    }
  }
  return -1;
}

}  // namespace mj16::bot::policy
