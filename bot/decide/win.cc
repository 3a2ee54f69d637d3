#include "bot/decide/decide.h"

#include "absl/status/statusor.h"
#include "absl/strings/str_format.h"
#include "core/scoring.h"
#include "core/win.h"

namespace mj16::bot {

Decision DecideWin(const TableView& view, const Settings& settings) {
  Hand hand = view.hand().ToHand();
  const bool self_draw = hand.OwnTurn();
  Card card = view.drawn();
  if (!self_draw) {
    card = view.last_discard() != 0 ? view.last_discard() : view.robbable_kong_card();
    if (card == 0) return SimplestLegal(view, Ask::kHu, "no tile to win on");
    ++hand.concealed[KindOf(card)];
  }
  if (!IsWinningHand(hand)) return Answer(PassAction(), "not a winning hand in this view");
  if (settings.claims.min_tai_to_win > 0 && card != 0) {
    // First turn and kong replacement go uncounted; the view's live wall tells the last tile.
    const WinContext ctx = WinContextFor(view.pos(), view.dealer(), view.round_wind(), KindOf(card),
                                         {.self_draw = self_draw,
                                          .robbing_kong = !self_draw && view.last_discard() == 0,
                                          .wall_empty = view.live_wall() == 0});
    absl::StatusOr<Score> score = ScoreWin(hand, ctx);
    if (score.ok() && score->tai < settings.claims.min_tai_to_win) {
      return Answer(PassAction(), absl::StrFormat("win of %d tai < min_tai_to_win", score->tai));
    }
  }
  return Answer(Action::Of(ActionType::kWin), "win");
}

}  // namespace mj16::bot
