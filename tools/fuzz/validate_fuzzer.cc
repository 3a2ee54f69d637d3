// Fuzz target: mjref's answer validator (core/game/validate.h) against real dealt games.
// The input's first bytes choose a game and how far to play it; the rest is a bot's answer line to
// one question for one seat, posed as the engine poses it (legal.h's QuestionFor). Besides
// crashes, an answer the validator accepts must be playable:
// applied through game_state.h it keeps every card exactly once and makes a well-formed meld.
//
// Input: seed (2 bytes), half-moves to play, seat and question, claim/kong mask, then the line.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "absl/strings/string_view.h"
#include "core/game/game_state.h"
#include "core/game/legal.h"
#include "core/game/validate.h"
#include "core/game/wall.h"

namespace mj16::mjref {

using game::ActionFor;
using game::AddedKong;
using game::CheckAnswer;
using game::CheckConservation;
using game::Chow;
using game::ConcealedKong;
using game::Discard;
using game::Draw;
using game::DrawReplacement;
using game::GameState;
using game::LegalAnswer;
using game::NextSeat;
using game::OpenKong;
using game::Pung;
using game::Question;
using game::QuestionFor;
using game::QuestionKind;
using game::SeatState;
using game::Wall;
namespace {

constexpr size_t kHeader = 5;

// The first answer besides passing to the question of `kind` to `seat`, or null.
const LegalAnswer* FirstClaim(const Question& q) {
  for (const LegalAnswer& a : q.answers) {
    if (a.type != ActionType::kPass) return &a;
  }
  return nullptr;
}

void Apply(GameState& s, int seat, const Action& a);

// Plays `half_moves` steps of a game from seed `seed`: each step is either a discard (the drawn
// card, or with the mask's bit the lowest held) or what follows one (the first claim the engine
// lists when the mask's bit allows one — open kong, then pung, then chow — else the next draw);
// kongs on one's own turn too. Stops early when the wall ends.
GameState Play(std::uint16_t seed, int half_moves, std::uint8_t mask) {
  GameState s(Wall::Shuffled(seed), seed % 4, Wind::kEast, RuleSet{});
  for (int i = 0; i < half_moves; ++i) {
    const bool bold = (mask >> (i % 8)) & 1;  // claim, kong, and discard low when set
    const int seat = s.turn;
    if (s.discard == 0) {  // own turn
      const Question kongs = QuestionFor(s, seat, QuestionKind::kOwnKong);
      if (const LegalAnswer* kong = FirstClaim(kongs); bold && kong != nullptr) {
        Apply(s, seat, ActionFor(s.seats[seat].hand, *kong));
        DrawReplacement(s, seat);
        continue;
      }
      const SeatState& st = s.seats[seat];
      const Card card = !bold && st.drawn != 0 ? st.drawn : st.hand.concealed.front();
      Discard(s, seat, card);
      continue;
    }
    bool claimed = false;
    for (int k = 1; k <= 3 && bold && !claimed; ++k) {
      const int other = (s.discarder + k) % 4;
      for (QuestionKind kind :
           {QuestionKind::kOpenKong, QuestionKind::kPung, QuestionKind::kChow}) {
        const Question q = QuestionFor(s, other, kind);
        const LegalAnswer* claim = FirstClaim(q);
        if (claim == nullptr) continue;
        Apply(s, other, ActionFor(s.seats[other].hand, *claim));
        if (kind == QuestionKind::kOpenKong) DrawReplacement(s, other);
        claimed = true;
        break;
      }
    }
    if (claimed) continue;
    if (!s.CanDraw()) break;
    Draw(s, NextSeat(s.discarder));
  }
  return s;
}

// The meld's kinds make a chow, a pung or a kong as its type says.
bool WellFormed(const Meld& m) {
  std::array<Tile, 4> kinds{};
  for (int i = 0; i < m.Size(); ++i) kinds[i] = KindOf(m.cards[i]);
  if (m.IsChow()) {
    return !IsHonor(kinds[0]) && kinds[1] == kinds[0] + 1 && kinds[2] == kinds[0] + 2 &&
           SuitOf(kinds[2]) == SuitOf(kinds[0]) && m.tile == kinds[0];
  }
  for (int i = 0; i < m.Size(); ++i) {
    if (kinds[i] != m.tile) return false;
  }
  return true;
}

// Applies an accepted answer the way the referee does.
void Apply(GameState& s, int seat, const Action& a) {
  Meld m;
  switch (a.type) {
    case ActionType::kThrow:
      Discard(s, seat, a.cards[0]);
      return;
    case ActionType::kChow:
      m = Chow(s, seat, a.cards[0], a.cards[1]);
      break;
    case ActionType::kPung:
      m = Pung(s, seat, a.cards[0], a.cards[1]);
      break;
    case ActionType::kOpenKong:
      m = OpenKong(s, seat, {a.cards[0], a.cards[1], a.cards[2]});
      break;
    case ActionType::kConcealedKong:
      m = ConcealedKong(s, seat, {a.cards[0], a.cards[1], a.cards[2], a.cards[3]});
      break;
    case ActionType::kAddedKong:
      m = AddedKong(s, seat, a.cards[0]);
      break;
    case ActionType::kWin:
    case ActionType::kPass:
      return;
  }
  if (!WellFormed(m)) std::abort();
}

}  // namespace
}  // namespace mj16::mjref

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace mj16::mjref;  // NOLINT: one short function
  if (size < kHeader) return 0;
  const auto seed = static_cast<std::uint16_t>(data[0] | data[1] << 8);
  const int half_moves = data[2];
  const int seat = data[3] % 4;
  const auto ask = static_cast<mj16::Ask>((data[3] >> 2) % 5);
  const absl::string_view line(reinterpret_cast<const char*>(data + kHeader), size - kHeader);

  GameState s = Play(seed, half_moves, data[4]);
  if (!CheckConservation(s).ok()) std::abort();  // the driver itself must play legally
  absl::StatusOr<mj16::Action> a = CheckAnswer(s.seats[seat].hand, QuestionFor(s, seat, ask), line);
  if (!a.ok()) return 0;
  Apply(s, seat, *a);
  if (!CheckConservation(s).ok()) std::abort();
  return 0;
}
