#include "tools/players/builtin_random.h"

#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "core/game/legal.h"

namespace mj16::mjref {

using game::AddedKongCards;
using game::ChowKinds;
using game::ConcealedKongKinds;
using game::DeriveSeed;
using game::kPlayerStreams;
absl::Status RandomPlayer::Send(absl::string_view line) {
  absl::StatusOr<Message> m = ParseMessage(line);
  // A bot carries on past a line it does not understand (SPEC §3).
  if (m.ok()) view_.Apply(*m);
  return absl::OkStatus();
}

std::vector<Card> RandomPlayer::Pick(std::vector<Card> cards, int n) {
  for (int i = 0; i < n; ++i) {
    std::swap(cards[i], cards[i + rng_.Below(static_cast<int>(cards.size()) - i)]);
  }
  cards.resize(n);
  return cards;
}

std::string RandomPlayer::Choose(mj16::Ask ask) {
  const Action pass = Action::Of(ActionType::kPass);
  const CardHand& hand = view_.hand();
  switch (ask) {
    case Ask::kThrow: {
      if (hand.concealed.empty()) return FormatAnswer(pass);  // lost track: let the referee judge
      const Card c = hand.concealed[rng_.Below(static_cast<int>(hand.concealed.size()))];
      return FormatAnswer(Action::Of(ActionType::kThrow, std::array<Card, 1>{c}));
    }
    case Ask::kHu:
      return FormatAnswer(Action::Of(ActionType::kWin));
    case Ask::kEat: {
      const auto options = ChowKinds(hand, view_.last_discard());
      const int k = rng_.Below(static_cast<int>(options.size()) + 1);
      if (k == 0) return FormatAnswer(pass);
      const std::vector<Card> a = Pick(hand.CopiesOf(options[k - 1][0]), 1);
      const std::vector<Card> b = Pick(hand.CopiesOf(options[k - 1][1]), 1);
      return FormatAnswer(Action::Of(ActionType::kChow, std::array<Card, 2>{a[0], b[0]}));
    }
    case Ask::kPong: {
      const std::vector<Card> copies = hand.CopiesOf(KindOf(view_.last_discard()));
      if (copies.size() < 2 || rng_.Below(2) == 0) return FormatAnswer(pass);
      return FormatAnswer(Action::Of(ActionType::kPung, Pick(copies, 2)));
    }
    case Ask::kGong: {
      std::vector<Action> options;
      // Right after its own draw the hand holds 3n+2 cards; after another's discard, 3n+1.
      if (view_.MustDiscard()) {
        for (Tile t : ConcealedKongKinds(hand)) {
          options.push_back(Action::Of(ActionType::kConcealedKong, hand.CopiesOf(t)));
        }
        for (Card c : AddedKongCards(hand)) {
          options.push_back(Action::Of(ActionType::kAddedKong, std::array<Card, 1>{c}));
        }
      } else if (view_.last_discard() != 0) {
        const std::vector<Card> copies = hand.CopiesOf(KindOf(view_.last_discard()));
        if (copies.size() >= 3)
          options.push_back(Action::Of(ActionType::kOpenKong, Pick(copies, 3)));
      }
      const int k = rng_.Below(static_cast<int>(options.size()) + 1);
      return FormatAnswer(k == 0 ? pass : options[k - 1]);
    }
  }
  return FormatAnswer(pass);
}

absl::StatusOr<std::string> RandomPlayer::Ask(absl::string_view line) {
  absl::StatusOr<Message> m = ParseMessage(line);
  if (!m.ok()) return std::string("/pass");
  if (m->kind == Message::Kind::kReady) return std::string("/ready");
  if (m->kind != Message::Kind::kAsk) return std::string("/pass");
  return Choose(m->ask);
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
