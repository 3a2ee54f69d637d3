#include "tools/players/baseline.h"

#include <algorithm>
#include <cstdlib>

#include "absl/strings/str_cat.h"
#include "core/notation.h"

namespace mj16::players {
namespace {

bot::Decision Answer(Action action, std::string reason) {
  bot::Decision d;
  d.action = action;
  d.reason = std::move(reason);
  return d;
}

// The highest `n` held copies of kind t.
std::vector<Card> Copies(const CardHand& hand, Tile t, int n) {
  std::vector<Card> copies = hand.CopiesOf(t);
  copies.erase(copies.begin(), copies.end() - n);
  return copies;
}

void OnDiscard(const TableView& view, Ask ask, const TileCounts& hand,
               std::vector<ClaimOption>& out) {
  const Card offered = view.last_discard();
  if (offered == 0) return;
  const Tile t = KindOf(offered);
  const int m = view.melds_needed();
  if (ask == Ask::kEat && !IsHonor(t)) {
    const int r = RankOf(t);
    for (int low = std::max(1, r - 2); low <= std::min(r, 7); ++low) {  // the chow's lowest rank
      Tile own[2];
      int n = 0;
      for (int k = low; k < low + 3; ++k) {
        if (k != r) own[n++] = static_cast<Tile>(t + k - r);
      }
      if (hand[own[0]] == 0 || hand[own[1]] == 0) continue;
      ClaimOption o;
      const Card cards[2] = {HeldCard(view.hand(), own[0]), HeldCard(view.hand(), own[1])};
      o.action = Action::Of(ActionType::kChow, cards);
      o.after = hand;
      --o.after[own[0]];
      --o.after[own[1]];
      o.melds_needed = m - 1;
      o.then_discard = true;
      o.name = absl::StrCat("chow from ", FormatTile(static_cast<Tile>(t + low - r)));
      out.push_back(o);
    }
  } else if (ask == Ask::kPong || ask == Ask::kGong) {
    const int shown = ask == Ask::kPong ? 2 : 3;
    if (hand[t] < shown) return;
    ClaimOption o;
    o.action = Action::Of(ask == Ask::kPong ? ActionType::kPung : ActionType::kOpenKong,
                          Copies(view.hand(), t, shown));
    o.after = hand;
    o.after[t] = static_cast<std::uint8_t>(o.after[t] - shown);
    o.melds_needed = m - 1;
    o.then_discard = ask == Ask::kPong;
    o.name = ask == Ask::kPong ? "pung" : "open kong";
    out.push_back(o);
  }
}

void OwnKongs(const TableView& view, const TileCounts& hand, std::vector<ClaimOption>& out) {
  const int m = view.melds_needed();
  for (int k = 0; k < kNumKinds; ++k) {
    const Tile t = static_cast<Tile>(k);
    if (hand[t] != 4) continue;
    ClaimOption o;
    o.action = Action::Of(ActionType::kConcealedKong, view.hand().CopiesOf(t));
    o.after = hand;
    o.after[t] = 0;
    o.melds_needed = m - 1;
    o.name = absl::StrCat("concealed kong of ", FormatTile(t));
    out.push_back(o);
  }
  for (const Meld& meld : view.hand().melds) {
    if (meld.type != MeldType::kPung || hand[meld.tile] == 0) continue;
    ClaimOption o;
    const Card c = HeldCard(view.hand(), meld.tile);
    o.action = Action::Of(ActionType::kAddedKong, {&c, 1});
    o.after = hand;
    --o.after[meld.tile];
    o.melds_needed = m;  // the pung becomes a kong: no new meld
    o.name = absl::StrCat("added kong of ", FormatTile(meld.tile));
    out.push_back(o);
  }
}

}  // namespace

Card HeldCard(const CardHand& hand, Tile t) {
  const std::vector<Card> copies = hand.CopiesOf(t);
  return copies.empty() ? 0 : copies.back();
}

std::vector<ClaimOption> ClaimOptions(const TableView& view, Ask ask) {
  std::vector<ClaimOption> out;
  const TileCounts hand = view.hand().Counts();
  const int size = static_cast<int>(view.hand().concealed.size());
  if (ask == Ask::kGong && size % 3 == 2) {
    OwnKongs(view, hand, out);
  } else if (size % 3 == 1) {
    OnDiscard(view, ask, hand, out);
  }
  return out;
}

bot::Decision DecideClaim(const TableView& view, Ask ask, const HandRating& rating, bool explain) {
  const std::vector<ClaimOption> options = ClaimOptions(view, ask);
  if (options.empty()) return bot::SimplestLegal(view, ask, "no such claim with the tiles held");
  const TileCounts hand = view.hand().Counts();
  const int m = view.melds_needed();
  const bool own_turn = view.hand().concealed.size() % 3 == 2;
  const int now = own_turn ? rating.after_discard(hand, m) : rating.waiting(hand, m);
  const ClaimOption* best = nullptr;
  int best_value = 0;
  std::string listing;  // for the explanation
  if (explain) listing = absl::StrCat("  no claim: ", rating.name, " ", now, "\n");
  for (const ClaimOption& o : options) {
    const int value = o.then_discard ? rating.after_discard(o.after, o.melds_needed)
                                     : rating.waiting(o.after, o.melds_needed);
    if (explain) absl::StrAppend(&listing, "  ", o.name, ": ", rating.name, " ", value, "\n");
    if (best == nullptr || value < best_value) {
      best = &o;
      best_value = value;
    }
  }
  const bool kong = ask == Ask::kGong;
  const bool take = kong ? best_value <= now : best_value < now;
  bot::Decision d = take
                        ? Answer(best->action, absl::StrCat(best->name, ": ", rating.name, " ",
                                                            best_value, kong ? " <= " : " < ", now))
                        : Answer(Action::Of(ActionType::kPass),
                                 absl::StrCat("pass: best ", rating.name, " ", best_value,
                                              kong ? " > " : " >= ", now));
  if (explain) d.explanation = std::move(listing);
  return d;
}

bot::Session::Policy BaselinePolicy(DiscardRule discard, HandRating rating) {
  return [discard = std::move(discard), rating = std::move(rating)](const TableView& view, Ask ask,
                                                                    bool explain) -> bot::Decision {
    switch (ask) {
      case Ask::kHu:
        return bot::DecideWin(view, bot::Settings{});
      case Ask::kThrow: {
        if (view.hand().concealed.size() % 3 != 2) {
          return bot::SimplestLegal(view, ask, "not holding 3n+2 tiles");
        }
        DiscardPick pick = discard(view, explain);
        const Card c = pick.tile < kNumKinds ? HeldCard(view.hand(), pick.tile) : 0;
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
