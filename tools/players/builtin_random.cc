#include "tools/players/builtin_random.h"

#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "core/game/legal.h"

namespace mj16::mjref {

absl::Status RandomPlayer::Tell(const Message& m) {
  view_.Apply(m);
  return absl::OkStatus();
}

std::vector<Card> RandomPlayer::Pick(std::vector<Card> cards, int n) {
  for (int i = 0; i < n; ++i) {
    std::swap(cards[i], cards[i + Below(static_cast<int>(cards.size()) - i)]);
  }
  cards.resize(n);
  return cards;
}

Action RandomPlayer::Claim(mj16::Ask ask) {
  const Action pass = Action::Of(ActionType::kPass);
  const CardHand& hand = view_.hand();
  std::vector<game::LegalAnswer> claims;
  for (const game::LegalAnswer& a : game::AnswersSeen(ask, hand, view_.last_discard())) {
    if (a.type != ActionType::kPass) claims.push_back(a);
  }
  // A pung is taken or not on a coin; otherwise each claim and passing are equally likely.
  if (ask == Ask::kPong) {
    if (claims.empty() || Below(2) == 0) return pass;
    return Action::Of(ActionType::kPung, Pick(hand.CopiesOf(claims[0].tile), 2));
  }
  if (claims.size() == 1 && claims[0].type == ActionType::kOpenKong) {
    const Action kong = Action::Of(ActionType::kOpenKong, Pick(hand.CopiesOf(claims[0].tile), 3));
    return Below(2) == 0 ? pass : kong;
  }
  const int k = Below(static_cast<int>(claims.size()) + 1);
  if (k == 0) return pass;
  const game::LegalAnswer& a = claims[k - 1];
  if (a.type != ActionType::kChow) return game::ActionFor(hand, a);  // an own kong: no choice
  const std::vector<Card> low = Pick(hand.CopiesOf(a.own[0]), 1);
  const std::vector<Card> high = Pick(hand.CopiesOf(a.own[1]), 1);
  return Action::Of(ActionType::kChow, std::array<Card, 2>{low[0], high[0]});
}

absl::StatusOr<Action> RandomPlayer::Decide(const Message& ask) {
  const CardHand& hand = view_.hand();
  switch (ask.ask) {
    case Ask::kThrow: {
      // Lost track of its hand: passes, and the referee judges.
      if (hand.concealed.empty()) return Action::Of(ActionType::kPass);
      const Card c = hand.concealed[Below(static_cast<int>(hand.concealed.size()))];
      return Action::Of(ActionType::kThrow, std::array<Card, 1>{c});
    }
    case Ask::kHu:
      return Action::Of(ActionType::kWin);
    case Ask::kEat:
    case Ask::kPong:
    case Ask::kGong:
      return Claim(ask.ask);
  }
  return Action::Of(ActionType::kPass);
}

absl::StatusOr<std::unique_ptr<Player>> RandomPlayerFactory::Create(int game, int seat,
                                                                    std::uint64_t match_seed) {
  const std::uint64_t base =
      seed_ ? *seed_
            : DeriveSeed(DeriveSeed(match_seed, kPlayerStreams), static_cast<std::uint64_t>(seat));
  return std::make_unique<RandomPlayer>(DeriveSeed(base, static_cast<std::uint64_t>(game)));
}

absl::StatusOr<std::unique_ptr<PlayerFactory>> MakeRandomProgram(
    std::string name, const std::vector<std::pair<std::string, std::string>>& settings) {
  std::optional<std::uint64_t> seed;
  for (const auto& [key, value] : settings) {
    std::uint64_t n = 0;
    if (key != "seed") {
      return absl::InvalidArgumentError(absl::StrCat("unknown setting '", key, "' (known: seed)"));
    }
    if (!absl::SimpleAtoi(value, &n)) {
      return absl::InvalidArgumentError("seed wants a non-negative integer");
    }
    seed = n;
  }
  return std::make_unique<RandomPlayerFactory>(std::move(name), seed);
}

}  // namespace mj16::mjref
