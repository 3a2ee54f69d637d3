// Fuzz target: mjbot's whole stdin loop. The input is split into lines as bot/main.cc's getline
// does and fed to a bot::Session with the default settings but a small Monte-Carlo budget (as
// `mjbot --stay`: it carries on after /exit, stopping only at /close). Besides crashes and
// sanitizer reports, every answer to a well-formed `/ask` must be legal for the session's own
// view (SPEC §3: "a bot never answers with an illegal action"); an illegal one aborts. The view
// is all a bot has, so legality is judged against it: the cards named are held, claims fit the
// discard on offer, a win is a win.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

#include "absl/strings/string_view.h"
#include "bot/session/session.h"
#include "bot/settings/settings.h"
#include "core/game/legal.h"
#include "core/protocol.h"
#include "core/table_view.h"

namespace {

using mj16::Action;
using mj16::ActionType;
using mj16::Ask;
using mj16::Card;
using mj16::CardHand;
using mj16::KindOf;
using mj16::TableView;

bool AllOfKind(const Action& a, Card like) {
  for (Card c : a.Cards()) {
    if (KindOf(c) != KindOf(like)) return false;
  }
  return true;
}

// Why `a` is not a legal answer to `/ask ask` in `view`; empty when it is.
std::string WhyIllegal(const TableView& view, Ask ask, const Action& a) {
  const CardHand& hand = view.hand();
  if (!hand.HoldsAll(a.Cards())) return "names a card not held (or one twice)";
  const Card offered = view.last_discard();
  switch (ask) {
    case Ask::kThrow:
      // With nothing held no answer is legal; /pass is what a bot can still say.
      if (hand.concealed.empty()) return a.type == ActionType::kPass ? "" : "throws from nothing";
      return a.type == ActionType::kThrow && a.num_cards == 1 ? "" : "not a /throw";
    case Ask::kEat:
      if (a.type == ActionType::kPass) return "";
      if (a.type != ActionType::kChow || offered == 0) return "not a /eat on a discard";
      return mj16::game::IsChow(hand, offered, a.cards[0], a.cards[1]) ? "" : "not a chow";
    case Ask::kPong:
      if (a.type == ActionType::kPass) return "";
      if (a.type != ActionType::kPung || offered == 0) return "not a /pong on a discard";
      return AllOfKind(a, offered) ? "" : "not a pung of the discard";
    case Ask::kGong:
      if (a.type == ActionType::kPass) return "";
      if (a.type == ActionType::kOpenKong) {
        return offered != 0 && AllOfKind(a, offered) ? "" : "not a kong of the discard";
      }
      if (a.type == ActionType::kConcealedKong) {
        return AllOfKind(a, a.cards[0]) ? "" : "a concealed kong of mixed kinds";
      }
      if (a.type == ActionType::kAddedKong) {
        for (const mj16::Meld& m : hand.melds) {
          if (m.type == mj16::MeldType::kPung && m.tile == KindOf(a.cards[0])) return "";
        }
        return "an added kong without the pung";
      }
      return "not a /gong";
    case Ask::kHu: {
      if (a.type == ActionType::kPass) return "";
      if (a.type != ActionType::kWin) return "not /hu";
      if (hand.concealed.size() % 3 == 2) {
        return mj16::game::IsComplete(hand) ? "" : "/hu on an incomplete hand";
      }
      const Card card = offered != 0 ? offered : view.robbable_kong_card();
      if (card == 0) return "/hu with no card to win on";
      return mj16::game::WinsWith(hand, card) ? "" : "/hu on a card that does not win";
    }
  }
  return "unknown question";
}

// The defaults, with a small Monte-Carlo budget: every Monte-Carlo path still runs, but at the
// default 4,000 playouts a late /ask took a whole search and a minute fuzzed some 200 inputs.
mj16::bot::Settings FuzzSettings() {
  mj16::bot::Settings s;
  s.mc.mc_playouts = 50;
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const absl::string_view input(reinterpret_cast<const char*>(data), size);
  mj16::bot::Session session(FuzzSettings(), nullptr);
  size_t start = 0;
  while (start < input.size() && !session.closed()) {
    size_t end = input.find('\n', start);
    if (end == absl::string_view::npos) end = input.size();
    const absl::string_view line = input.substr(start, end - start);
    start = end + 1;

    absl::StatusOr<mj16::Message> m = mj16::ParseMessage(mj16::TrimLine(line));
    const std::optional<std::string> answer = session.OnLine(line);
    if (!m.ok() || m->kind != mj16::Message::Kind::kAsk) continue;
    // An /ask does not change the view: it is judged against the view that answered it.
    const absl::StatusOr<Action> a =
        answer ? mj16::ParseAnswer(*answer) : absl::InvalidArgumentError("no answer");
    std::string why = a.ok() ? WhyIllegal(session.view(), m->ask, *a) : a.status().ToString();
    if (!why.empty()) {
      std::fprintf(stderr, "illegal answer '%s' to '%s': %s\n", answer ? answer->c_str() : "",
                   std::string(line).c_str(), why.c_str());
      std::abort();
    }
  }
  return 0;
}
