#include "core/game/wall.h"

#include <utility>

#include "absl/strings/str_format.h"

namespace mj16::game {

std::vector<Card> AllCards() {
  std::vector<Card> cards;
  cards.reserve(kNumCards);
  for (int t = 0; t < kNumKinds; ++t) {
    for (int copy = 0; copy < kCopies; ++copy)
      cards.push_back(MakeCard(static_cast<Tile>(t), copy));
  }
  return cards;
}

std::vector<Card> ShuffledCards(std::uint64_t seed) {
  std::vector<Card> cards = AllCards();
  std::mt19937_64 engine(seed);
  for (int i = kNumCards - 1; i > 0; --i) {
    std::swap(cards[i], cards[UniformBelow(engine, static_cast<std::uint64_t>(i) + 1)]);
  }
  return cards;
}

absl::StatusOr<Wall> Wall::FromOrder(std::vector<Card> order) {
  if (order.size() != static_cast<size_t>(kNumCards)) {
    return absl::InvalidArgumentError(
        absl::StrFormat("a wall has %d cards, not %d", kNumCards, order.size()));
  }
  std::array<bool, kNumKinds * kCopies> seen{};
  for (Card c : order) {
    const std::optional<Tile> kind = KindOfCard(c);
    if (!kind) return absl::InvalidArgumentError(absl::StrFormat("%d is not a card", c));
    const int index = *kind * kCopies + CopyOf(c);
    if (seen[index]) return absl::InvalidArgumentError(absl::StrFormat("card %d twice", c));
    seen[index] = true;
  }
  return Wall(std::move(order));
}

Wall Wall::Shuffled(std::uint64_t seed) { return Wall(ShuffledCards(seed)); }

Card Wall::DrawFront() {
  if (!stable()) return order_[front_++];
  taken_[front_] = 1;
  const Card c = order_[front_++];
  Normalize();
  return c;
}

Card Wall::DrawBack() {
  if (!stable()) return order_[--back_];
  const Card c = order_[--back_];
  taken_[back_] = 1;
  Normalize();
  return c;
}

void Wall::UseStableDraws(int dealer) {
  taken_.assign(order_.size(), 0);
  base_ = front_;
  dealer_ = dealer;
  drawn_ = {};
  inner_taken_ = 0;
}

Card Wall::DrawStable(int seat) {
  const int place = (seat - dealer_ + 4) % 4;  // 0: the dealer, who draws last in a go-around
  const int index = base_ + 4 * drawn_[place]++ + (place + 3) % 4;
  if (index < front_ || index >= back_ || taken_[index]) return DrawFront();
  if (index == front_) return DrawFront();
  taken_[index] = 1;
  ++inner_taken_;
  return order_[index];
}

void Wall::Normalize() {
  while (front_ < back_ && taken_[front_]) {
    ++front_;
    --inner_taken_;
  }
  while (back_ > front_ && taken_[back_ - 1]) {
    --back_;
    --inner_taken_;
  }
}

std::vector<Card> Wall::Rest() const {
  std::vector<Card> rest;
  for (int i = front_; i < back_; ++i) {
    if (!stable() || !taken_[i]) rest.push_back(order_[i]);
  }
  return rest;
}

std::array<std::vector<Card>, 4> Deal(Wall& wall, int dealer) {
  std::array<std::vector<Card>, 4> hands;
  for (int i = 0; i < 4; ++i) {
    const int seat = (dealer + i) % 4;
    const int n = i == 0 ? kHandSize + 1 : kHandSize;
    for (int k = 0; k < n; ++k) hands[seat].push_back(wall.DrawFront());
  }
  return hands;
}

absl::StatusOr<Wall> ArrangeWall(int dealer, const std::array<std::vector<Tile>, 4>& hands,
                                 const std::vector<Tile>& front, const std::vector<Tile>& back) {
  std::array<int, kNumKinds> used{};
  auto take = [&](Tile t) -> absl::StatusOr<Card> {
    if (t >= kNumKinds) return absl::InvalidArgumentError(absl::StrFormat("bad tile %d", t));
    if (used[t] == kCopies) {
      return absl::InvalidArgumentError(absl::StrFormat("more than four of tile kind %d", t));
    }
    return MakeCard(t, used[t]++);
  };
  std::vector<Card> head;  // the deal then the front draws, in wall order
  for (int i = 0; i < 4; ++i) {
    const int seat = (dealer + i) % 4;
    const size_t want = i == 0 ? kHandSize + 1 : kHandSize;
    if (hands[seat].size() != want) {
      return absl::InvalidArgumentError(
          absl::StrFormat("seat %d needs %d tiles, got %d", seat + 1, want, hands[seat].size()));
    }
  }
  std::array<std::vector<Card>, 4> cards;
  for (int seat = 0; seat < 4; ++seat) {
    for (Tile t : hands[seat]) {
      absl::StatusOr<Card> c = take(t);
      if (!c.ok()) return c.status();
      cards[seat].push_back(*c);
    }
  }
  for (int i = 0; i < 4; ++i) {
    const std::vector<Card>& h = cards[(dealer + i) % 4];
    head.insert(head.end(), h.begin(), h.end());
  }
  for (Tile t : front) {
    absl::StatusOr<Card> c = take(t);
    if (!c.ok()) return c.status();
    head.push_back(*c);
  }
  std::vector<Card> tail;  // back draws, first drawn first (so it ends the wall)
  for (Tile t : back) {
    absl::StatusOr<Card> c = take(t);
    if (!c.ok()) return c.status();
    tail.push_back(*c);
  }
  std::vector<Card> order = std::move(head);
  for (int t = 0; t < kNumKinds; ++t) {
    while (used[t] < kCopies) order.push_back(MakeCard(static_cast<Tile>(t), used[t]++));
  }
  order.insert(order.end(), tail.rbegin(), tail.rend());
  return Wall::FromOrder(std::move(order));
}

int RandomDealer(std::mt19937_64& engine) { return static_cast<int>(UniformBelow(engine, 4)); }

int RollDice(std::mt19937_64& engine) {
  const auto die = [&] { return static_cast<int>(UniformBelow(engine, 6)) + 1; };
  const int a = die();
  const int b = die();
  return a + b + die();
}

int OpeningSeat(int dealer, int dice) { return (dealer + dice - 1) % 4; }

}  // namespace mj16::game
