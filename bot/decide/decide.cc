#include "bot/decide/decide.h"

#include "absl/strings/str_cat.h"

namespace mj16::bot {

Decision SimplestLegal(const TableView& view, Ask ask, absl::string_view why) {
  Decision d;
  d.fallback = true;
  d.reason = absl::StrCat("fallback: ", why);
  d.action = PassAction();
  if (ask == Ask::kThrow) {
    Card c = view.drawn();
    if (c == 0 && !view.hand().concealed.empty()) c = view.hand().concealed.back();
    if (c != 0) d.action = Action::Of(ActionType::kThrow, {&c, 1});
  }
  return d;
}

Decision Decide(const Reading& reading, Ask ask, const Settings& settings, bool explain) {
  const TableView& view = reading.view();
  if (settings.policy.policy == "learned" && ask != Ask::kHu) {
    return Learned(reading, ask, settings, explain);
  }
  switch (ask) {
    case Ask::kThrow:
      return Throw(reading, settings, explain);
    case Ask::kHu:
      return DecideWin(view, settings);
    case Ask::kEat:
    case Ask::kPong:
      return Claim(reading, ask, settings, explain);
    case Ask::kGong:
      // Right after one's own draw (3n+2 tiles) it offers a concealed or added kong; after
      // another player's discard, an open kong (SPEC §3).
      return view.hand().OwnTurn() ? OwnKong(view, settings, explain)
                                   : Claim(reading, ask, settings, explain);
  }
  return SimplestLegal(view, ask, "unknown question");
}

}  // namespace mj16::bot
