#include "bot/decide/decide.h"

#include "absl/status/statusor.h"
#include "absl/strings/str_format.h"
#include "core/scoring.h"
#include "core/win.h"

namespace mj16::bot {

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
  if (!IsWinningHand(hand)) return Answer(PassAction(), "not a winning hand in this view");
  if (settings.claims.min_tai_to_win > 0 && card != 0) {
    ctx.winning_tile = KindOf(card);
    ctx.seat_wind = view.SeatWind(view.pos());
    ctx.round_wind = view.round_wind();
    ctx.dealer = view.pos() == view.dealer();
    ctx.last_tile = view.live_wall() == 0;
    absl::StatusOr<Score> score = ScoreWin(hand, ctx);
    if (score.ok() && score->tai < settings.claims.min_tai_to_win) {
      return Answer(PassAction(), absl::StrFormat("win of %d tai < min_tai_to_win", score->tai));
    }
  }
  return Answer(Action::Of(ActionType::kWin), "win");
}

}  // namespace mj16::bot
