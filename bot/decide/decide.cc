#include "bot/decide/decide.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bot/decide/monte_carlo.h"
#include "bot/defence/push_fold.h"
#include "bot/defence/safe_discard.h"
#include "bot/defence/stance.h"
#include "bot/offence/describe.h"
#include "bot/offence/ranking.h"
#include "bot/offence/wait_switch.h"
#include "bot/offence/win_chance.h"
#include "bot/reading/reading.h"
#include "core/notation.h"
#include "core/scoring.h"
#include "core/win.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

Action Pass() { return Action::Of(ActionType::kPass); }

// A held card of kind t (the highest copy), or 0.
Card CardOf(const CardHand& hand, Tile t) {
  const std::vector<Card> copies = hand.CopiesOf(t);
  return copies.empty() ? 0 : copies.back();
}

Decision Answer(Action action, std::string reason) {
  Decision d;
  d.action = action;
  d.reason = std::move(reason);
  return d;
}

}  // namespace

Decision SimplestLegal(const TableView& view, Ask ask, absl::string_view why) {
  Decision d;
  d.fallback = true;
  d.reason = absl::StrCat("fallback: ", why);
  d.action = Pass();
  if (ask == Ask::kThrow) {
    Card c = view.drawn();
    if (c == 0 && !view.hand().concealed.empty()) c = view.hand().concealed.back();
    if (c != 0) d.action = Action::Of(ActionType::kThrow, {&c, 1});
  }
  return d;
}

Decision DecideWin(const TableView& view, const Settings& settings) {
  Hand hand = view.hand().ToHand();
  WinContext ctx;
  ctx.self_draw = hand.ConcealedSize() % 3 == 2;
  Card card = view.drawn();
  if (!ctx.self_draw) {
    card = view.last_discard() != 0 ? view.last_discard() : view.robbable_kong_card();
    ctx.robbing_kong = view.last_discard() == 0;
    if (card == 0) return SimplestLegal(view, Ask::kHu, "no tile to win on");
    ++hand.concealed[KindOf(card)];
  }
  if (!IsWinningHand(hand)) return Answer(Pass(), "not a winning hand in this view");
  if (settings.claims.min_tai_to_win > 0 && card != 0) {
    ctx.winning_tile = KindOf(card);
    ctx.seat_wind = view.SeatWind(view.pos());
    ctx.round_wind = view.round_wind();
    ctx.dealer = view.pos() == view.dealer();
    ctx.last_tile = view.live_wall() == 0;
    absl::StatusOr<Score> score = ScoreWin(hand, ctx);
    if (score.ok() && score->tai < settings.claims.min_tai_to_win) {
      return Answer(Pass(), absl::StrFormat("win of %d tai < min_tai_to_win", score->tai));
    }
  }
  return Answer(Action::Of(ActionType::kWin), "win");
}

namespace {

// Throwing a folding hand's chosen discard, with why it folds.
Decision ThrowFold(const TableView& view, absl::string_view why, const FoldDiscard& fold,
                   bool explain) {
  if (fold.tile == kNoTile) return SimplestLegal(view, Ask::kThrow, "nothing to fold with");
  const Card card = CardOf(view.hand(), fold.tile);
  Decision d =
      Answer(Action::Of(ActionType::kThrow, {&card, 1}), absl::StrCat(why, "; ", fold.reason));
  d.folds = true;
  if (explain) d.explanation = fold.explanation;
  return d;
}

// Throwing `tile` for a decision made elsewhere (Monte-Carlo's), with its reason and, under
// --explain, its explanation.
Decision ThrowChosen(const TableView& view, Tile tile, std::string reason, std::string explanation,
                     bool explain) {
  const Card card = CardOf(view.hand(), tile);
  Decision d = Answer(Action::Of(ActionType::kThrow, {&card, 1}), std::move(reason));
  if (explain) d.explanation = std::move(explanation);
  return d;
}

const HandValue& ValueAfter(const DiscardChoice& choice, Tile tile) {
  for (const Candidate& c : choice.candidates) {
    if (c.tile == tile) return c.value;
  }
  return choice.candidates.front().value;  // not reached: every held kind is a candidate
}

// The discards that tie with MJDX3's best on shanten and tenpai and reach
// defence_push_ratio of its rule-3 probability.
std::vector<Tile> NearlyAsProbable(const DiscardChoice& choice, const Settings& settings) {
  const HandValue& best = choice.candidates.front().value;
  std::vector<Tile> tied;
  for (const Candidate& c : choice.candidates) {
    if (c.value.shanten == best.shanten && c.value.tenpai == best.tenpai &&
        c.value.probability >= settings.defence.defence_push_ratio * best.probability) {
      tied.push_back(c.tile);
    }
  }
  return tied;
}

// The searched discards worth defence_push_ratio of the evaluator's best.
std::vector<Tile> NearlyAsGood(const EvOrder& ev, const Settings& settings) {
  const EvParams params = EvParamsOf(settings.offence);
  const EvCandidate* top = FindEv(ev, ev.order.front());
  if (top == nullptr) return {ev.order.front()};
  const double best = EvObjective(top->curve, ev.draws, params);
  std::vector<Tile> tied;
  for (Tile t : ev.order) {
    const EvCandidate* c = FindEv(ev, t);
    if (c != nullptr &&
        EvObjective(c->curve, ev.draws, params) >= settings.defence.defence_push_ratio * best) {
      tied.push_back(t);
    }
  }
  return tied;
}

// A folding hand's discard (bot/defence.h).
Decision Defend(const TableView& view, const Reading& reading, const Stance& stance,
                const Settings& settings, bool explain) {
  return ThrowFold(view, stance.reason,
                   ChooseFoldDiscard(reading, stance.threats, settings.defence), explain);
}

// P(win) of the hand left by each discard for folding by value: push_fold's fitted model of
// MJDX3's value (bot/push_fold.h).
class WinChances {
 public:
  WinChances(const TableView& view, const DiscardChoice& choice, const Settings& settings)
      : view_(view), choice_(choice), settings_(settings) {}

  double Of(Tile tile) const {
    return WinLikelihood(ValueAfter(choice_, tile), view_.go_around(), settings_.offence);
  }

  // No discard leaves a hand likelier to win than this.
  double Best() const {
    double best = 0;
    for (const Candidate& c : choice_.candidates) {
      best = std::max(best, WinLikelihood(c.value, view_.go_around(), settings_.offence));
    }
    return best;
  }

 private:
  const TableView& view_;
  const DiscardChoice& choice_;
  const Settings& settings_;
};

// defence_push_by_value: among `tied`, the discard of the highest worth (bot/push_fold.h).
// Each P(win) is the evaluator's where it searched: the tied discards differ by its measure.
PushDiscard WorthiestPush(const std::vector<Tile>& tied, const std::optional<EvOrder>& ev,
                          const WinChances& wins, const Reading& reading,
                          const Settings& settings) {
  std::vector<double> p;
  for (Tile t : tied) {
    const EvCandidate* c = ev && ev->searched ? FindEv(*ev, t) : nullptr;
    p.push_back(c != nullptr ? c->curve.win[ev->draws] : wins.Of(t));
  }
  const DiscardWorth best = BestWorth(tied, p, reading.Risks(), settings.defence);
  PushDiscard out;
  out.tile = best.tile;
  out.reason = absl::StrFormat("as good a discard, the worthiest: win %.2f, deal-in %.3f", best.win,
                               best.risk);
  return out;
}

// bot/push_fold.h: the folding hand's discard when it is worth more than the offence's `tile`;
// otherwise nullopt, with the comparison in `note` for --explain.
std::optional<Decision> FoldByValue(const TableView& view, const WinChances& wins, Tile tile,
                                    const Reading& reading, const Settings& settings, bool explain,
                                    std::string* note) {
  if (!settings.defence.fold_by_value || !settings.defence.enabled || view.pos() < 1 ||
      view.pos() > 4 || view.go_around() < settings.defence.fold_by_value_from) {
    return std::nullopt;
  }
  const double push_win = wins.Of(tile);
  if (!FoldCanPay(reading, push_win, wins.Best(), settings.defence)) return std::nullopt;
  const FoldDiscard fold = ChooseFoldDiscard(reading, {}, settings.defence);
  if (fold.tile == kNoTile || fold.tile == tile) return std::nullopt;
  const PushOrFold pf = ComparePushFold(reading.Risks(), tile, push_win, fold.tile,
                                        wins.Of(fold.tile), settings.defence);
  if (pf.fold) return ThrowFold(view, pf.reason, fold, explain);
  *note = absl::StrCat("  ", pf.reason, "\n");
  return std::nullopt;
}

// The offence's order of the discards: the evaluator's, else MJDX3's.
std::vector<Tile> OrderOf(const std::optional<EvOrder>& ev, const DiscardChoice& choice) {
  if (ev) return ev->order;
  std::vector<Tile> order;
  for (const Candidate& c : choice.candidates) order.push_back(c.tile);
  return order;
}

// The rules' throw: the offence's discard (seed 000 §3.5, issue 14's evaluator), unless the
// defence folds or picks a safer one of nearly the same worth. `waits` are sampled once, if at
// all, for this throw; `order`, when given, gets the offence's order if the rules ranked the
// discards (a fold may answer before they do).
Decision ThrowByRules(const TableView& view, const Hand& hand, const DiscardChoice& choice,
                      const Reading& reading, const Settings& settings, bool explain,
                      std::vector<Tile>* order = nullptr) {
  const HandValue& best = choice.candidates.front().value;
  const Stance stance = DecideStance(view, best.shanten, settings.defence);
  if (stance.fold) return Defend(view, reading, stance, settings, explain);
  std::optional<EvOrder> ev;
  if (settings.offence.ev) ev = RankDiscards(view, hand, choice, settings.offence);
  if (order != nullptr) *order = OrderOf(ev, choice);
  Tile tile = ev ? ev->order.front() : choice.tile;
  std::string reason = choice.candidates.size() < 2 ? "only candidate"
                       : ev                         ? ev->reason
                                                    : RuleName(choice.rule);
  const WinChances wins(view, choice, settings);
  if (stance.prefer_safe) {
    // Discards as close to a win as the best, with nearly its value, differ little for the
    // offence; the safest of them goes, or the one worth most against its risk.
    const std::vector<Tile> tied =
        ev && ev->searched ? NearlyAsGood(*ev, settings) : NearlyAsProbable(choice, settings);
    if (tied.size() > 1) {
      const PushDiscard push = settings.defence.defence_push_by_value
                                   ? WorthiestPush(tied, ev, wins, reading, settings)
                                   : SafestPush(reading, tied, settings.defence);
      if (push.tile != kNoTile && push.tile != tile) {
        tile = push.tile;
        reason = push.reason;
      }
    }
  }
  std::string value_note;
  if (std::optional<Decision> fold =
          FoldByValue(view, wins, tile, reading, settings, explain, &value_note)) {
    return *std::move(fold);
  }
  const Card card = CardOf(view.hand(), tile);
  Decision d = Answer(Action::Of(ActionType::kThrow, {&card, 1}), std::move(reason));
  if (explain) {
    d.explanation = absl::StrCat("  ", stance.reason, "\n", value_note,
                                 ev ? DescribeEvOrder(*ev) : "", DescribeDiscard(choice));
  }
  return d;
}

// One path decides: when Monte-Carlo applies (bot/mc_choice.h) it plays the rules' throw
// against the offence's best and the folding hand's discard, and keeps the rules' throw unless
// another is surely better (mc_confidence); else the rules decide alone.
Decision Throw(const TableView& view, const Settings& settings, bool explain) {
  const Hand hand = view.hand().ToHand();
  if (hand.ConcealedSize() % 3 != 2)
    return SimplestLegal(view, Ask::kThrow, "not holding 3n+2 tiles");
  const DiscardChoice choice = ChooseDiscard(hand, ModelFor(view, settings), view.Exposed(),
                                             settings.offence.compare_options());
  const Reading reading(view, settings.reading);
  if (!McApplies(view, choice.candidates.front().value.shanten, settings)) {
    return ThrowByRules(view, hand, choice, reading, settings, explain);
  }
  std::vector<Tile> order;
  Decision rules = ThrowByRules(view, hand, choice, reading, settings, explain, &order);
  if (rules.fallback || rules.action.num_cards != 1) return rules;
  if (order.empty()) {  // the rules folded before ranking the discards
    order = OrderOf(settings.offence.ev
                        ? std::optional<EvOrder>(RankDiscards(view, hand, choice, settings.offence))
                        : std::nullopt,
                    choice);
  }
  const mc::ThrowOption theirs{KindOf(rules.action.cards[0]), rules.folds};
  const Tile fold = ChooseFoldDiscard(reading, {}, settings.defence).tile;
  std::optional<McAnswer> t =
      ThrowByMc(view, McCandidates(theirs, order, fold, settings), settings);
  if (!t) return rules;  // the search could not run: the rules' answer stands
  std::string explanation =
      explain ? absl::StrCat(t->explanation, "  the rules: ", rules.reason, "\n", rules.explanation)
              : "";
  if (t->chosen == 0) {
    rules.reason = absl::StrCat(t->reason, "; ", rules.reason);
    rules.explanation = std::move(explanation);
    return rules;
  }
  Decision d = ThrowChosen(view, t->tile, std::move(t->reason), std::move(explanation), explain);
  d.folds = t->folds;
  return d;
}

struct Option {
  Action action;
  HandValue value;
  std::string name;
  Hand after;               // the hand after the claim (a chow's or pung's before its discard)
  mc::ClaimOption mc = {};  // the same claim for the Monte-Carlo search
};

// The hand after claiming `meld` with `own` kinds from the concealed tiles.
Hand AfterMeld(const Hand& hand, std::initializer_list<Tile> own, const Meld& meld) {
  Hand after = hand;
  for (Tile t : own) --after.concealed[t];
  after.melds.push_back(meld);
  return after;
}

// The value after a chow or pung: the hand then discards, so its best discard's value.
HandValue AfterDiscard(const Hand& after, const ProbabilityModel& model, const TableView& view,
                       CompareOptions options) {
  const DiscardChoice c = ChooseDiscard(after, model, view.Exposed(), options);
  return c.candidates.empty() ? HandValue{} : c.candidates.front().value;
}

// Seed 000 §3.6.2, §3.6.3 and §3.6.5 (bot/wait_switch.h): the claim a wait switch makes although
// the comparator or claim_when_tenpai would pass, or unfix_pair's verdict on punging the pair at
// 1-shanten; nullopt when none of them is on and applies.
std::optional<Decision> SwitchOrUnfix(const TableView& view, Ask ask, const Settings& settings,
                                      const Hand& hand, const ProbabilityModel& model,
                                      const HandValue& current, bool explain) {
  const Tile t = KindOf(view.last_discard());
  const TileCounts exposed = view.Exposed();
  const ClaimContext ctx{model, exposed, settings.offence.compare_options()};
  const CardHand& cards = view.hand();
  SwitchClaim s;
  std::string name;
  if (ask == Ask::kPong && current.tenpai && settings.offence.wait_switch_pung) {
    s = SwitchWaitByPung(hand, t, ctx, settings.offence.wait_switch_pung_max_live);
    name = "wait_switch_pung (seed 000 §3.6.2)";
    if (!s.take) return std::nullopt;  // the usual rules (claim_when_tenpai) decide
  } else if (ask == Ask::kEat && current.tenpai && settings.offence.wait_switch_chow) {
    s = SwitchWaitByChow(hand, t, ctx);
    name = "wait_switch_chow (seed 000 §3.6.3)";
    if (!s.take) return std::nullopt;
  } else if (ask == Ask::kPong && settings.offence.unfix_pair) {
    s = UnfixPair(hand, t, ctx);
    name = "unfix_pair (seed 000 §3.6.5)";
    if (!s.applies) return std::nullopt;
  } else {
    return std::nullopt;
  }
  Decision d;
  if (!s.take) {
    d = Answer(Pass(), absl::StrCat(name, ": the pung does not raise the effective tiles, ",
                                    DescribeSwitch(s)));
  } else if (s.meld.type == MeldType::kPung) {
    const std::vector<Card> copies = cards.CopiesOf(t);
    d = Answer(Action::Of(ActionType::kPung, {copies.data(), 2}),
               absl::StrCat(name, ": pung, ", DescribeSwitch(s)));
  } else {
    std::vector<Card> pick;
    for (int k = 0; k < 3; ++k) {
      const Tile u = static_cast<Tile>(s.meld.tile + k);
      if (u != t) pick.push_back(CardOf(cards, u));
    }
    d = Answer(
        Action::Of(ActionType::kChow, pick),
        absl::StrCat(name, ": chow from ", FormatTile(s.meld.tile), ", ", DescribeSwitch(s)));
  }
  if (explain) d.explanation = absl::StrCat("  pass: ", DescribeValue(current), "\n");
  return d;
}

// A hand beyond the evaluator's search claims as the efficiency baseline does: a chow or pung
// only when the shanten after it and its best discard is lower than now (a claim that only
// reshapes the hand gives away a draw and 門清); nullopt when ev_count_far_claims is off (MJDX3's
// comparator decides).
std::optional<Decision> ClaimByCounting(const TableView& view, const std::vector<Option>& options,
                                        int shanten, const Settings& settings) {
  if (!settings.offence.ev_count_far_claims) return std::nullopt;
  const Option* best = nullptr;
  int best_shanten = shanten;
  double best_score = 0;
  for (const Option& o : options) {
    for (const tables::DiscardInfo& d :
         tables::AnalyzeDiscards(o.after.concealed, o.after.MeldsNeeded(), view.Seen())) {
      if (d.shanten < best_shanten ||
          (best != nullptr && d.shanten == best_shanten && d.score > best_score)) {
        best = &o;
        best_shanten = d.shanten;
        best_score = d.score;
      }
    }
  }
  if (best == nullptr) return Answer(Pass(), "no claim lowers shanten (tile counting)");
  return Answer(best->action, absl::StrFormat("%s lowers shanten to %d (tile counting)", best->name,
                                              best_shanten));
}

// Issue 14: a chow or pung when the evaluator values the hand after it (and its best discard)
// above passing; nullopt when the evaluator cannot compare them (passing is beyond its search).
std::optional<Decision> ClaimByEv(const TableView& view, Ask ask, const Hand& hand,
                                  const std::vector<Option>& options, const Settings& settings,
                                  bool explain) {
  if (!settings.offence.ev || ask == Ask::kGong) return std::nullopt;
  const EvParams params = EvParamsOf(settings.offence);
  // Passing: the draws before the own next one are the players' between the discarder and us.
  const int before = (view.pos() - view.last_discarder() + 4) % 4 - 1;
  const int pass_draws = OwnDrawsLeft(view.live_wall(), std::max(before, 0));
  const EvWaiting pass = EvaluateWaiting(EvInputFor(view, hand, pass_draws), params);
  if (!pass.searched) return ClaimByCounting(view, options, pass.shanten, settings);
  const int claim_draws = OwnDrawsLeft(view.live_wall(), 3);
  const double pass_value = EvObjective(pass.curve, pass_draws, params);
  const Option* best = nullptr;
  double best_value = pass_value;
  std::string lines;
  for (const Option& o : options) {
    const EvResult r = EvaluateDiscards(EvInputFor(view, o.after, claim_draws), params);
    const EvCandidate* top = nullptr;
    for (const EvCandidate& c : r.candidates) {
      if (c.searched && (top == nullptr || EvObjective(c.curve, claim_draws, params) >
                                               EvObjective(top->curve, claim_draws, params))) {
        top = &c;
      }
    }
    if (top == nullptr) continue;  // no better than passing: further from tenpai
    // A tenpai hand cannot come closer: its claims only need to beat passing.
    if (settings.offence.ev_claim_progress && pass.shanten > 0 && top->shanten >= pass.shanten)
      continue;
    const double value = EvObjective(top->curve, claim_draws, params);
    if (explain) {
      absl::StrAppend(&lines, "  ", o.name, ", then ", FormatTile(top->discard), ":",
                      DescribeCurve(top->curve, claim_draws), "\n");
    }
    if (value > best_value) {
      best = &o;
      best_value = value;
    }
  }
  Decision d = best != nullptr
                   ? Answer(best->action, absl::StrFormat("%s: evaluator %.1f over passing's %.1f",
                                                          best->name, best_value, pass_value))
                   : Answer(Pass(), absl::StrFormat("passing: evaluator %.1f, no claim above it",
                                                    pass_value));
  if (explain) {
    d.explanation = absl::StrCat("  pass:", DescribeCurve(pass.curve, pass_draws), "\n", lines);
  }
  return d;
}

// The chows, pungs or open kong that `ask` offers on kind `t` with the hand held.
std::vector<Option> ClaimOptions(const TableView& view, Ask ask, const Hand& hand, Tile t,
                                 const ProbabilityModel& model, const Settings& settings) {
  const CardHand& cards = view.hand();
  std::vector<Option> options;
  if (ask == Ask::kEat) {
    for (const ChowWith& c : ChowsWith(hand.concealed, t)) {
      const Card pick[2] = {CardOf(cards, c.own[0]), CardOf(cards, c.own[1])};
      const Hand after = AfterMeld(hand, {c.own[0], c.own[1]}, c.meld);
      options.push_back(Option{Action::Of(ActionType::kChow, pick),
                               AfterDiscard(after, model, view, settings.offence.compare_options()),
                               absl::StrCat("chow from ", FormatTile(c.meld.tile)), after,
                               mc::ClaimOption{mc::ClaimKind::kChow, c.meld.tile}});
    }
  } else if (ask == Ask::kPong && hand.concealed[t] >= 2) {
    const std::vector<Card> copies = cards.CopiesOf(t);
    const Hand after = AfterMeld(hand, {t, t}, MakeMeld(MeldType::kPung, t, t));
    options.push_back(Option{Action::Of(ActionType::kPung, {copies.data(), 2}),
                             AfterDiscard(after, model, view, settings.offence.compare_options()),
                             "pung", after, mc::ClaimOption{mc::ClaimKind::kPung, kNoTile}});
  } else if (ask == Ask::kGong && hand.concealed[t] >= 3) {
    const std::vector<Card> copies = cards.CopiesOf(t);
    const Hand after = AfterMeld(hand, {t, t, t}, MakeMeld(MeldType::kOpenKong, t, t));
    options.push_back(Option{Action::Of(ActionType::kOpenKong, {copies.data(), 3}),
                             EvaluateHand(after, model), "open kong", after,
                             mc::ClaimOption{mc::ClaimKind::kKong, kNoTile}});
  }
  return options;
}

// The rules' answer to a claim among `options`: the defence's refusal, a wait switch, the
// evaluator, else MJDX3's comparator.
Decision ClaimByRules(const TableView& view, Ask ask, const Hand& hand,
                      const ProbabilityModel& model, const HandValue& current,
                      const std::vector<Option>& options, const Settings& settings, bool explain) {
  if (const Stance stance = DecideStance(view, current.shanten, settings.defence); stance.fold) {
    return Answer(Pass(), absl::StrCat("no claims: ", stance.reason));
  }
  if (std::optional<Decision> d =
          SwitchOrUnfix(view, ask, settings, hand, model, current, explain)) {
    return *std::move(d);
  }
  if (current.tenpai && !settings.claims.claim_when_tenpai) {
    return Answer(Pass(), "tenpai: no claims (claim_when_tenpai = false, seed 000 §3.6)");
  }
  if (options.empty()) return SimplestLegal(view, ask, "no such claim with the tiles held");
  if (std::optional<Decision> d = ClaimByEv(view, ask, hand, options, settings, explain)) {
    return *std::move(d);
  }

  const Option* best = &options.front();
  for (const Option& o : options) {
    if (CompareValues(o.value, best->value, nullptr, settings.offence.compare_options()) > 0)
      best = &o;
  }
  int rule = 0;
  const int verdict =
      CompareValues(best->value, current, &rule, settings.offence.compare_options());
  // A kong that spoils nothing is taken: it adds a draw. A chow or pung must improve the hand.
  const bool take = ask == Ask::kGong ? verdict >= 0 : verdict > 0;
  Decision d =
      take ? Answer(best->action, absl::StrCat(best->name, " beats passing by ", RuleName(rule)))
           : Answer(Pass(), absl::StrCat("passing is not worse (", RuleName(rule), ")"));
  if (explain) {
    d.explanation = absl::StrCat("  pass: ", DescribeValue(current), "\n");
    for (const Option& o : options) {
      absl::StrAppend(&d.explanation, "  ", o.name, ": ", DescribeValue(o.value), "\n");
    }
  }
  return d;
}

// Claims on the offered discard: chow, pung or open kong, each when it beats passing. One path
// decides: when Monte-Carlo applies it plays the rules' answer against the others and keeps it
// unless another is surely better (mc_confidence); else the rules decide alone.
Decision Claim(const TableView& view, Ask ask, const Settings& settings, bool explain) {
  const Card offered = view.last_discard();
  const Hand hand = view.hand().ToHand();
  if (offered == 0) return SimplestLegal(view, ask, "no discard on offer");
  if (hand.ConcealedSize() % 3 != 1) return SimplestLegal(view, ask, "not holding 3n+1 tiles");
  const bool enabled = ask == Ask::kEat    ? settings.claims.claim_chow
                       : ask == Ask::kPong ? settings.claims.claim_pung
                                           : settings.claims.claim_kong;
  if (!enabled) return Answer(Pass(), "claims of this kind are off");
  const ProbabilityModel model = ModelFor(view, settings);
  const HandValue current = EvaluateHand(hand, model);
  const std::vector<Option> options =
      ClaimOptions(view, ask, hand, KindOf(offered), model, settings);
  Decision rules = ClaimByRules(view, ask, hand, model, current, options, settings, explain);
  if (rules.fallback || options.empty() || !McApplies(view, current.shanten, settings)) {
    return rules;
  }
  // The rules' answer among {pass, options...}.
  int theirs = 0;
  std::vector<mc::ClaimOption> claims;
  for (size_t i = 0; i < options.size(); ++i) {
    claims.push_back(options[i].mc);
    if (options[i].action == rules.action) theirs = static_cast<int>(i) + 1;
  }
  std::optional<McAnswer> a = ClaimByMc(view, claims, theirs, settings);
  if (!a) return rules;  // the search could not run: the rules' answer stands
  Decision d = Answer(a->chosen == 0 ? Pass() : options[a->chosen - 1].action,
                      absl::StrCat(a->reason, "; the rules: ", rules.reason));
  if (explain) d.explanation = absl::StrCat(a->explanation, rules.explanation);
  return d;
}

// Concealed and added kongs on one's own turn: taken when the hand after the kong (before its
// replacement draw) is no worse than the hand after its best discard.
Decision OwnKong(const TableView& view, const Settings& settings, bool explain) {
  const Hand hand = view.hand().ToHand();
  if (!settings.claims.claim_kong) return Answer(Pass(), "kongs are off");
  const ProbabilityModel model = ModelFor(view, settings);
  const DiscardChoice now =
      ChooseDiscard(hand, model, view.Exposed(), settings.offence.compare_options());
  if (now.candidates.empty()) return SimplestLegal(view, Ask::kGong, "no tiles");
  const HandValue current = now.candidates.front().value;
  if (current.tenpai && !settings.claims.claim_when_tenpai) {
    return Answer(Pass(), "tenpai: no kongs (claim_when_tenpai = false, seed 000 §3.6)");
  }
  const CardHand& cards = view.hand();
  std::vector<Option> options;
  for (int k = 0; k < kNumKinds; ++k) {
    const Tile t = static_cast<Tile>(k);
    if (hand.concealed[t] == 4) {
      const std::vector<Card> copies = cards.CopiesOf(t);
      const Hand after = AfterMeld(hand, {t, t, t, t}, MakeMeld(MeldType::kConcealedKong, t));
      options.push_back(Option{Action::Of(ActionType::kConcealedKong, {copies.data(), 4}),
                               EvaluateHand(after, model),
                               absl::StrCat("concealed kong of ", FormatTile(t)), after});
    }
  }
  for (const Meld& m : hand.melds) {
    if (m.type != MeldType::kPung || hand.concealed[m.tile] == 0) continue;
    Hand after = hand;
    --after.concealed[m.tile];
    for (Meld& x : after.melds) {
      if (x.type == MeldType::kPung && x.tile == m.tile) x.type = MeldType::kAddedKong;
    }
    const Card c = CardOf(cards, m.tile);
    options.push_back(Option{Action::Of(ActionType::kAddedKong, {&c, 1}),
                             EvaluateHand(after, model),
                             absl::StrCat("added kong of ", FormatTile(m.tile)), after});
  }
  if (options.empty()) return SimplestLegal(view, Ask::kGong, "no kong with the tiles held");
  Decision d = Answer(Pass(), "every kong spoils the hand");
  for (const Option& o : options) {
    int rule = 0;
    if (CompareValues(o.value, current, &rule, settings.offence.compare_options()) >= 0) {
      d = Answer(o.action, absl::StrCat(o.name, " spoils nothing (", RuleName(rule), ")"));
      break;
    }
  }
  if (explain) {
    d.explanation = absl::StrCat("  no kong: ", DescribeValue(current), "\n");
    for (const Option& o : options) {
      absl::StrAppend(&d.explanation, "  ", o.name, ": ", DescribeValue(o.value), "\n");
    }
  }
  return d;
}

}  // namespace

ProbabilityModel ModelFor(const TableView& view, const Settings& settings) {
  Visibility v;
  const TileCounts seen = view.Seen();
  for (int t = 0; t < kNumKinds; ++t) {
    v.unknown[t] = static_cast<std::uint8_t>(seen[t] >= kCopies ? 0 : kCopies - seen[t]);
  }
  v.drawable = view.live_wall();
  v.hidden_others = view.hidden_others();
  v.hidden_left = view.hidden_left();
  return ProbabilityModel(v, settings.offence.probability_weights());
}

ProbabilityModel ModelForHand(const Hand& hand, const Settings& settings) {
  Visibility v;
  const TileCounts all = hand.AllTiles();
  for (int t = 0; t < kNumKinds; ++t) {
    v.unknown[t] = static_cast<std::uint8_t>(all[t] >= kCopies ? 0 : kCopies - all[t]);
  }
  v.drawable = TableView::kWallTiles - TableView::kDealtTiles - TableView::kDeadWall;
  v.hidden_others = 48;
  v.hidden_left = 16;
  return ProbabilityModel(v, settings.offence.probability_weights());
}

Decision Decide(const TableView& view, Ask ask, const Settings& settings, bool explain) {
  switch (ask) {
    case Ask::kThrow:
      return Throw(view, settings, explain);
    case Ask::kHu:
      return DecideWin(view, settings);
    case Ask::kEat:
    case Ask::kPong:
      return Claim(view, ask, settings, explain);
    case Ask::kGong:
      // Right after one's own draw (3n+2 tiles) it offers a concealed or added kong; after
      // another player's discard, an open kong (SPEC §3).
      return view.hand().concealed.size() % 3 == 2 ? OwnKong(view, settings, explain)
                                                   : Claim(view, ask, settings, explain);
  }
  return SimplestLegal(view, ask, "unknown question");
}

}  // namespace mj16::bot
