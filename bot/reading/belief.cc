#include "bot/reading/belief.h"

#include <algorithm>
#include <vector>

#include "tables/shanten.h"

namespace mj16::bot {
namespace {

TileCounts UnseenOf(const TableView& view) {
  TileCounts unseen = view.Seen();
  for (auto& n : unseen) n = static_cast<std::uint8_t>(kCopies - n);
  return unseen;
}

int MeldsNeeded(const TableView& view, int p) { return kMeldsToWin - view.seat(p).MeldCount(); }

// A claim's precedence on one discard: a win before a pung or kong before a chow.
int Precedence(ActionType type) {
  switch (type) {
    case ActionType::kWin:
      return 3;
    case ActionType::kOpenKong:
    case ActionType::kPung:
      return 2;
    case ActionType::kChow:
      return 1;
    default:
      return 0;
  }
}

// The guide's odds for a throw that gives up shanten (beside 1 for one that keeps it).
constexpr double kOffGuide = 0.05;

bool SameAnswer(const game::LegalAnswer& a, const game::LegalAnswer& b) {
  return a.type == b.type && a.tile == b.tile && (a.type != ActionType::kChow || a.own == b.own);
}

// The claim a line shows, as a legal answer (the meld it made is the seat's latest).
game::LegalAnswer ClaimShown(const Message& m, const TableView& view) {
  game::LegalAnswer a;
  const Meld& meld = view.seat(m.pos).melds.back();
  a.tile = meld.claimed;
  switch (meld.type) {
    case MeldType::kChow: {
      a.type = ActionType::kChow;
      int n = 0;
      for (int i = 0; i < 3; ++i) {
        const Tile t = static_cast<Tile>(meld.tile + i);
        if (t != meld.claimed && n < 2) a.own[n++] = t;
      }
      break;
    }
    case MeldType::kPung:
      a.type = ActionType::kPung;
      break;
    default:
      a.type = ActionType::kOpenKong;
      break;
  }
  return a;
}

}  // namespace

Belief::Belief(const BeliefParams& params, std::uint64_t seed)
    : params_(params), policy_(params.policy), seed_(seed) {}

void Belief::Start(const TableView& view) {
  active_ = true;
  me_ = view.pos();
  offer_.reset();
  ++games_;
  const TileCounts unseen = UnseenOf(view);
  for (int p = 1; p <= 4; ++p) {
    hands_[p - 1].reset();
    draws_[p - 1] = view.seat(p).draws;
    if (p == me_) continue;
    hands_[p - 1].emplace(params_.hypotheses, seed_ * 0x9e3779b97f4a7c15ULL + games_ * 4 + p);
    hands_[p - 1]->Deal(unseen, view.seat(p).concealed);
  }
}

std::vector<Meld> Belief::MeldsOf(const SeatView& seat, const Hypothesis& h) {
  std::vector<Meld> melds = seat.melds;
  for (int k = 0; k < kNumKinds; ++k) {
    for (int i = 0; i < h.hidden_kongs[k]; ++i) {
      Meld m;
      m.type = MeldType::kConcealedKong;
      m.tile = static_cast<Tile>(k);
      melds.push_back(m);
    }
  }
  return melds;
}

game::LegalAnswers Belief::OfferAnswers(int q, const Hypothesis& h, const TableView& view,
                                        int melds_needed) const {
  const Offer& o = *offer_;
  const Tile d = o.tile;
  game::LegalAnswers out;
  out.emplace_back();  // passing
  const auto add = [&](game::QuestionKind kind, std::span<const Meld> melds) {
    const game::LegalAnswers more = game::AnswersTo(kind, h.hand, melds, d);
    for (const game::LegalAnswer& a : more) {
      if (a.type != ActionType::kPass) out.push_back(a);
    }
  };
  if (params_.weigh_wins) {
    TileCounts with = h.hand;
    ++with[d];
    if (tables::Shanten(with, melds_needed) == -1) {
      const std::vector<Meld> melds = MeldsOf(view.seat(q), h);
      add(o.rob ? game::QuestionKind::kRobKong : game::QuestionKind::kDiscardWin, melds);
    }
  }
  if (o.rob || !params_.weigh_claims) return out;
  const bool next = TableView::Next(o.from) == q;
  if (h.hand[d] >= 3 && !next) add(game::QuestionKind::kOpenKong, {});
  if (h.hand[d] >= 2) add(game::QuestionKind::kPung, {});
  if (next) add(game::QuestionKind::kChow, {});
  return out;
}

void Belief::Resolve(const TableView& view, int claimant, const game::LegalAnswer* taken) {
  if (!offer_) return;
  const int bar = taken != nullptr ? Precedence(taken->type) : 0;
  std::array<double, game::kMostAnswers> probs;
  for (int q = 1; q <= 4; ++q) {
    if (q == me_ || q == offer_->from || !hands_[q - 1]) continue;
    HandBelief& belief = *hands_[q - 1];
    // The view shows a claimant's meld already.
    const int needed = MeldsNeeded(view, q) + (q == claimant ? taken->MeldsAdded() : 0);
    const bool weigh_own = q != claimant || params_.weigh_claims;
    if (weigh_own) {
      belief.Weigh([&](const Hypothesis& h) {
        const game::LegalAnswers answers = OfferAnswers(q, h, view, needed);
        if (answers.size() == 1) return q == claimant ? 0.0 : 1.0;  // not asked: passed
        policy_.Answers(h.hand, needed, answers, std::span<double>(probs.data(), answers.size()));
        double p = 0;
        for (size_t i = 0; i < answers.size(); ++i) {
          if (q == claimant
                  ? SameAnswer(answers[i], *taken)
                  : Precedence(answers[i].type) < bar || answers[i].type == ActionType::kPass) {
            p += probs[i];
          }
        }
        return p;
      });
    }
    if (q == claimant) {
      switch (taken->type) {
        case ActionType::kChow:
          belief.Take(taken->own[0], 1);
          belief.Take(taken->own[1], 1);
          break;
        case ActionType::kPung:
          belief.Take(taken->tile, 2);
          break;
        case ActionType::kOpenKong:
          belief.Take(taken->tile, 3);
          break;
        default:
          break;
      }
    }
  }
  offer_.reset();
}

void Belief::CatchUp(int p, const TableView& view, const TileCounts& unseen_before, Tile shown) {
  HandBelief& belief = *hands_[p - 1];
  const int needed = MeldsNeeded(view, p);
  const int n = view.seat(p).draws - draws_[p - 1];
  const bool weigh = params_.weigh_wins;
  for (int i = 0; i < n; ++i) {
    belief.Draw(
        unseen_before, i == n - 1 ? shown : kNoTile,
        [&](const TileCounts& hand) { return weigh && tables::Shanten(hand, needed) == -1; },
        policy_.DeclineWin());
  }
  draws_[p - 1] = view.seat(p).draws;
}

void Belief::Threw(int p, const TableView& view, const TileCounts& unseen, Tile d) {
  HandBelief& belief = *hands_[p - 1];
  TileCounts before = unseen;
  ++before[d];
  TileCounts exposed = view.Exposed();
  --exposed[d];
  const int needed = MeldsNeeded(view, p);
  const double decline = params_.weigh_wins ? policy_.DeclineWin() : 1.0;
  const auto complete = [&](const TileCounts& hand) { return tables::Shanten(hand, needed) == -1; };
  const int draws = view.seat(p).draws - draws_[p - 1];
  if (draws == 0) {  // after a claim: no draw
    if (params_.weigh_throws) {
      belief.Weigh([&](const Hypothesis& h) { return policy_.Throw(h.hand, needed, exposed, d); });
    }
    belief.Take(d, 1);
    return;
  }
  for (int i = 0; i + 1 < draws; ++i) {  // a kong's replacement before the last draw
    belief.Draw(before, kNoTile, complete, decline);
  }
  draws_[p - 1] = view.seat(p).draws;
  // The guide: whether d is among the throws that keep the hand's shanten.
  const auto guide = [&](const TileCounts& hand) {
    double g = 1;
    if (params_.weigh_throws) {
      TileCounts without = hand;
      --without[d];
      if (tables::Shanten(without, needed) != tables::Shanten(hand, needed)) g = kOffGuide;
    }
    return complete(hand) ? g * decline : g;
  };
  const auto likelihood = [&](const TileCounts& hand) {
    const double p_throw = params_.weigh_throws ? policy_.Throw(hand, needed, exposed, d) : 1.0;
    return complete(hand) ? p_throw * decline : p_throw;
  };
  belief.DrawAndThrow(before, d, guide, likelihood);
}

void Belief::Observe(const Message& m, const TableView& view) {
  using Kind = Message::Kind;
  if (m.kind == Kind::kInitCard) {
    Start(view);
    return;
  }
  if (!active_) return;
  const TileCounts unseen = UnseenOf(view);
  const bool theirs = m.pos != me_ && m.pos >= 1 && m.pos <= 4 && hands_[m.pos - 1].has_value();
  switch (m.kind) {
    case Kind::kThrow: {
      Resolve(view, 0, nullptr);
      const Tile d = KindOf(m.cards[0]);
      if (theirs) Threw(m.pos, view, unseen, d);
      offer_ = Offer{d, m.pos, false};
      break;
    }
    case Kind::kEat:
    case Kind::kPong: {
      const game::LegalAnswer taken = ClaimShown(m, view);
      Resolve(view, m.pos, &taken);
      break;
    }
    case Kind::kGong:
      if (m.gong_type == 4) {
        const game::LegalAnswer taken = ClaimShown(m, view);
        Resolve(view, m.pos, &taken);
      } else if (m.gong_type == 1) {
        Resolve(view, 0, nullptr);
        const Tile t = KindOf(m.cards[0]);
        if (theirs) {
          TileCounts before = unseen;
          ++before[t];
          CatchUp(m.pos, view, before, t);
          hands_[m.pos - 1]->Take(t, 1);
        }
        offer_ = Offer{t, m.pos, true};
      } else {
        Resolve(view, 0, nullptr);
        if (theirs) {
          CatchUp(m.pos, view, unseen, kNoTile);
          hands_[m.pos - 1]->HiddenKong();
        }
      }
      break;
    case Kind::kMo:
      Resolve(view, 0, nullptr);
      break;
    case Kind::kHu:
    case Kind::kExit:
      active_ = false;
      return;
    default:
      return;
  }
  for (int p = 1; p <= 4; ++p) {
    if (!hands_[p - 1]) continue;
    HandBelief& belief = *hands_[p - 1];
    belief.Repair(unseen);
    const int tiles = view.seat(p).concealed - (view.seat(p).draws - draws_[p - 1]);
    belief.Settle(unseen, tiles, params_.resample_below);
  }
}

double Belief::Tenpai(int p, const TableView& view) const {
  const HandBelief* belief = of(p);
  if (belief == nullptr) return 0;
  const int needed = MeldsNeeded(view, p);
  double sum = 0;
  for (const Hypothesis& h : belief->hypotheses()) {
    if (h.weight > 0 && tables::TenpaiWaits(h.hand, needed) != 0) sum += h.weight;
  }
  return sum;
}

WaitShare Belief::Wins(int p, const TableView& view) const {
  WaitShare wins{};
  const HandBelief* belief = of(p);
  if (belief == nullptr) return wins;
  const int needed = MeldsNeeded(view, p);
  for (const Hypothesis& h : belief->hypotheses()) {
    if (h.weight == 0) continue;
    const tables::TileMask waits = tables::TenpaiWaits(h.hand, needed);
    for (int k = 0; k < kNumKinds; ++k) {
      if ((waits >> k) & 1) wins[k] += h.weight;
    }
  }
  return wins;
}

}  // namespace mj16::bot
