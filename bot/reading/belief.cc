#include "bot/reading/belief.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>
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

// The share of the style prior a game's end posterior sets for the next game.
constexpr double kStyleMemory = 0.8;

// The guide's odds for a throw that gives up shanten (beside 1 for one that keeps it).
constexpr double kOffGuide = 0.05;

bool SameAnswer(const game::LegalAnswer& a, const game::LegalAnswer& b) {
  return a.type == b.type && a.tile == b.tile && (a.type != ActionType::kChow || a.own == b.own);
}

// The cards a claim shows from the claimant's hand: what the engine's CountsAfter takes.
Shown ShownBy(const game::LegalAnswer& claim) {
  TileCounts full;
  full.fill(kCopies);
  const TileCounts after = game::CountsAfter(full, claim);
  Shown shown;
  for (int k = 0; k < kNumKinds; ++k) {
    if (after[k] < full[k]) shown.emplace_back(static_cast<Tile>(k), full[k] - after[k]);
  }
  return shown;
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
    : params_(params),
      policy_(std::make_shared<const OpponentPolicy>(params.policy)),
      styles_(params.adaptive_styles ? PlayStyles{{0, 0.5, 1}, {0.6, 0.3, 0.1}} : PlayStyles{}),
      seed_(seed) {}

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
    if (style_prior_[p - 1].empty()) style_prior_[p - 1] = styles_.prior;
    hands_[p - 1].emplace(params_.hypotheses, params_.moves,
                          seed_ * 0x9e3779b97f4a7c15ULL + games_ * 4 + p,
                          PlayStyles{styles_.random_share, style_prior_[p - 1]});
    hands_[p - 1]->Deal(unseen, view.seat(p).concealed);
  }
}

// The likelihood of what position q did with an offered card (a discard, or an added kong's card
// open to robbing), as a function of his hand: his claim `taken` (he is the claimant), or else
// any answer below `bar` in precedence or passing.
struct OfferAct {
  std::shared_ptr<const OpponentPolicy> policy;
  Tile tile = kNoTile;
  bool rob = false;
  bool next = false;  // q plays next after the discarder: only he may chow, and not kong
  int needed = 0;
  bool weigh_wins = true;
  bool weigh_claims = true;
  int bar = 0;
  std::optional<game::LegalAnswer> taken;

  game::LegalAnswers Answers(const TileCounts& hand) const {
    game::LegalAnswers out;
    out.emplace_back();  // passing
    if (weigh_wins) {
      TileCounts with = hand;
      ++with[tile];
      if (tables::Shanten(with, needed) == -1) {
        game::LegalAnswer win;
        win.type = ActionType::kWin;
        win.tile = tile;
        out.push_back(win);
      }
    }
    if (rob || !(weigh_claims || taken)) return out;
    const auto add = [&](game::QuestionKind kind) {
      for (const game::LegalAnswer& a : game::AnswersTo(kind, hand, {}, tile)) {
        if (a.type != ActionType::kPass) out.push_back(a);
      }
    };
    if (hand[tile] >= 3 && !next) add(game::QuestionKind::kOpenKong);
    if (hand[tile] >= 2) add(game::QuestionKind::kPung);
    if (next) add(game::QuestionKind::kChow);
    return out;
  }

  ActOdds operator()(const TileCounts& hand) const {
    if (hand[tile] >= kCopies) return {0, 0};  // another seat showed a copy: cannot be
    const game::LegalAnswers answers = Answers(hand);
    if (answers.size() == 1) return taken ? ActOdds{0, 0} : ActOdds{1, 1};  // not asked: passed
    std::array<double, game::kMostAnswers> probs;
    policy->Answers(hand, needed, answers, std::span<double>(probs.data(), answers.size()));
    const double n = static_cast<double>(answers.size());
    if (!taken) {
      ActOdds odds{0, 0};
      for (size_t i = 0; i < answers.size(); ++i) {
        if (Precedence(answers[i].type) < bar || answers[i].type == ActionType::kPass) {
          odds.model += probs[i];
          odds.uniform += 1 / n;
        }
      }
      return odds;
    }
    for (size_t i = 0; i < answers.size(); ++i) {
      if (SameAnswer(answers[i], *taken)) {
        return weigh_claims ? ActOdds{probs[i], 1 / n} : ActOdds{1, 1};
      }
    }
    return {0, 0};
  }
};

void Belief::Resolve(const TableView& view, int claimant, const game::LegalAnswer* taken) {
  if (!offer_) return;
  const int bar = taken != nullptr ? Precedence(taken->type) : 0;
  for (int q = 1; q <= 4; ++q) {
    if (q == me_ || q == offer_->from || !hands_[q - 1]) continue;
    OfferAct act;
    act.policy = policy_;
    act.tile = offer_->tile;
    act.rob = offer_->rob;
    act.next = TableView::Next(offer_->from) == q;
    // The view shows a claimant's meld already.
    act.needed = MeldsNeeded(view, q) + (q == claimant ? taken->MeldsAdded() : 0);
    act.weigh_wins = params_.weigh_wins;
    act.weigh_claims = params_.weigh_claims;
    act.bar = bar;
    if (q == claimant) {
      act.taken = *taken;
    } else if (!params_.weigh_wins && !params_.weigh_claims) {
      continue;
    }
    hands_[q - 1]->Act(act, q == claimant ? ShownBy(*taken) : Shown{});
  }
  offer_.reset();
}

DrawnLikelihood Belief::DrawnFor(int needed) const {
  if (!params_.weigh_wins) return [](const TileCounts&) { return 1.0; };
  const double decline = policy_->DeclineWin();
  return [needed, decline](const TileCounts& hand) {
    return tables::Shanten(hand, needed) == -1 ? decline : 1.0;
  };
}

int Belief::CatchUp(int p, const TableView& view, const TileCounts& unseen_before, int keep) {
  HandBelief& belief = *hands_[p - 1];
  const int pending = view.seat(p).draws - draws_[p - 1];
  const int kept = std::min(keep, pending);
  const int needed = MeldsNeeded(view, p);
  for (int n = pending - kept; n > 0; --n) belief.Draw(unseen_before, DrawnFor(needed));
  draws_[p - 1] = view.seat(p).draws;
  return kept;
}

void Belief::Threw(int p, const TableView& view, const TileCounts& unseen, Tile d) {
  HandBelief& belief = *hands_[p - 1];
  TileCounts before = unseen;
  ++before[d];
  TileCounts exposed = view.Exposed();
  --exposed[d];
  const int needed = MeldsNeeded(view, p);
  const bool weigh = params_.weigh_throws;
  ActLikelihood thrown = [policy = policy_, needed, exposed, d, weigh](const TileCounts& hand) {
    if (!weigh) return ActOdds{1, 1};
    const double kinds = static_cast<double>(
        std::count_if(hand.begin(), hand.end(), [](std::uint8_t n) { return n > 0; }));
    return ActOdds{policy->Throw(hand, needed, exposed, d), 1 / kinds};
  };
  // His draws before the last (a kong's replacement) on their own; the last goes with the throw.
  if (CatchUp(p, view, before, 1) == 0) {  // after a claim: no draw
    belief.Act(std::move(thrown), {{d, 1}}, true);
    return;
  }
  const DrawnLikelihood drawn = DrawnFor(needed);
  // The guide: whether d is among the throws that keep the hand's shanten.
  const auto guide = [&](const TileCounts& hand) {
    double g = drawn(hand);
    if (weigh) {
      TileCounts without = hand;
      --without[d];
      if (tables::Shanten(without, needed) != tables::Shanten(hand, needed)) g *= kOffGuide;
    }
    return g;
  };
  belief.DrawAndThrow(before, d, drawn, std::move(thrown), guide);
}

void Belief::Finish() {
  active_ = false;
  // What each opponent's play said of his style carries to the next game, kept from certainty.
  for (int p = 1; p <= 4; ++p) {
    if (!hands_[p - 1]) continue;
    const std::vector<double> shares = hands_[p - 1]->StyleShares();
    for (size_t i = 0; i < shares.size(); ++i) {
      style_prior_[p - 1][i] = kStyleMemory * shares[i] + (1 - kStyleMemory) * styles_.prior[i];
    }
  }
}

void Belief::Observe(const Message& m, const TableView& view) {
  using Kind = Message::Kind;
  if (m.kind == Kind::kInitCard) {
    Start(view);
    return;
  }
  if (!active_) return;
  const bool seated = m.pos >= 1 && m.pos <= 4;
  const bool shows = m.kind == Kind::kEat || m.kind == Kind::kPong || m.kind == Kind::kThrow ||
                     (m.kind == Kind::kGong && m.gong_type != 0);
  if ((shows || m.kind == Kind::kGong) && (!seated || (shows && m.cards.empty()))) {
    return;  // not a line the view applied
  }
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
      if (view.seat(m.pos).melds.empty()) break;  // a line the view refused
      const game::LegalAnswer taken = ClaimShown(m, view);
      Resolve(view, m.pos, &taken);
      break;
    }
    case Kind::kGong:
      if (m.gong_type == 4) {
        if (view.seat(m.pos).melds.empty()) break;  // a line the view refused
        const game::LegalAnswer taken = ClaimShown(m, view);
        Resolve(view, m.pos, &taken);
      } else if (m.gong_type == 1) {
        Resolve(view, 0, nullptr);
        const Tile t = KindOf(m.cards[0]);
        if (theirs) {
          TileCounts before = unseen;
          ++before[t];
          CatchUp(m.pos, view, before);
          hands_[m.pos - 1]->Act([](const TileCounts&) { return ActOdds{}; }, {{t, 1}});
        }
        offer_ = Offer{t, m.pos, true};
      } else {
        Resolve(view, 0, nullptr);
        if (theirs) {
          CatchUp(m.pos, view, unseen);
          hands_[m.pos - 1]->HiddenKong();
        }
      }
      break;
    case Kind::kMo:
      Resolve(view, 0, nullptr);
      break;
    case Kind::kHu:
    case Kind::kExit:
      Finish();
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
