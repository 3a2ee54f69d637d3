#include "tools/players/baseline.h"

#include <algorithm>
#include <cstdlib>

#include "absl/strings/str_cat.h"
#include "core/game/legal.h"

namespace mj16::players {
using bot::Answer;

std::vector<ClaimChoice> ClaimChoices(const TableView& view, Ask ask) {
  std::vector<ClaimChoice> out;
  if (ask == Ask::kThrow || ask == Ask::kHu) return out;
  const TileCounts held = view.hand().Counts();
  for (const game::LegalAnswer& a : game::AnswersTo(view, ask)) {
    if (a.type == ActionType::kPass) continue;
    ClaimChoice o;
    o.action = game::ActionFor(view.hand(), a);
    o.after = game::CountsAfter(held, a);
    o.melds_needed = view.melds_needed() - a.MeldsAdded();
    o.then_discard = a.type == ActionType::kChow || a.type == ActionType::kPung;
    o.name = game::AnswerText(a);
    out.push_back(std::move(o));
  }
  return out;
}

bot::Decision DecideClaim(const TableView& view, Ask ask, const HandRating& rating, bool explain) {
  const std::vector<ClaimChoice> options = ClaimChoices(view, ask);
  if (options.empty()) return bot::SimplestLegal(view, ask, "no such claim with the tiles held");
  const TileCounts hand = view.hand().Counts();
  const int m = view.melds_needed();
  const bool own_turn = view.hand().OwnTurn();
  const int now = own_turn ? rating.after_discard(hand, m) : rating.waiting(hand, m);
  const ClaimChoice* best = nullptr;
  int best_value = 0;
  std::string listing;  // for the explanation
  if (explain) listing = absl::StrCat("  no claim: ", rating.name, " ", now, "\n");
  for (const ClaimChoice& o : options) {
    const int value = o.then_discard ? rating.after_discard(o.after, o.melds_needed)
                                     : rating.waiting(o.after, o.melds_needed);
    if (explain) absl::StrAppend(&listing, "  ", o.name, ": ", rating.name, " ", value, "\n");
    if (best == nullptr || value < best_value) {
      best = &o;
      best_value = value;
    }
  }
  const bool kong = ask == Ask::kGong;
  const bool take = bot::TakesClaim(kong, best_value, now);
  bot::Decision d = take
                        ? Answer(best->action, absl::StrCat(best->name, ": ", rating.name, " ",
                                                            best_value, kong ? " <= " : " < ", now))
                        : Answer(Action::Of(ActionType::kPass),
                                 absl::StrCat("pass: best ", rating.name, " ", best_value,
                                              kong ? " > " : " >= ", now));
  if (explain) d.explanation = std::move(listing);
  return d;
}

bot::Session::Decider BaselineDecider(DiscardRule discard, HandRating rating) {
  return [discard = std::move(discard), rating = std::move(rating)](const TableView& view, Ask ask,
                                                                    bool explain) -> bot::Decision {
    switch (ask) {
      case Ask::kHu:
        return bot::DecideWin(view, bot::Settings{});
      case Ask::kThrow: {
        if (!view.hand().OwnTurn()) {
          return bot::SimplestLegal(view, ask, "not holding 3n+2 tiles");
        }
        DiscardPick pick = discard(view, explain);
        const Card c = pick.tile < kNumKinds ? CardOf(view.hand(), pick.tile) : 0;
        if (c == 0) return bot::SimplestLegal(view, ask, "the discard rule named no held tile");
        bot::Decision d = Answer(Action::Of(ActionType::kThrow, {&c, 1}), std::move(pick.reason));
        d.explanation = std::move(pick.explanation);
        return d;
      }
      case Ask::kEat:
      case Ask::kPong:
      case Ask::kGong:
        return DecideClaim(view, ask, rating, explain);
    }
    return bot::SimplestLegal(view, ask, "unknown question");
  };
}

}  // namespace mj16::players
