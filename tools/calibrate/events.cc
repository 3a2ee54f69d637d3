#include "tools/calibrate/events.h"

#include <algorithm>

#include "bot/decide.h"
#include "bot/offence.h"
#include "bot/push_fold.h"
#include "bot/settings.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tables/shanten.h"

namespace mj16::calibrate {

std::vector<DiscardEvent> DiscardEvents(const mjref::GameRecord& record,
                                        const bot::Settings* risk_settings) {
  std::vector<DiscardEvent> out;
  const bot::Settings settings;
  for (int seat = 0; seat < 4; ++seat) {
    const bool won = std::any_of(record.wins.begin(), record.wins.end(),
                                 [&](const mjref::WinRecord& w) { return w.winner == seat; });
    TableView view;
    for (const mjref::TranscriptLine& line : record.transcript) {
      if (line.from_player || !(line.seats & (1u << seat))) continue;
      const absl::StatusOr<Message> m = ParseMessage(line.text);
      if (!m.ok()) break;
      const bool own_throw = m->kind == Message::Kind::kThrow && m->pos == seat + 1;
      double risk = -1;
      if (own_throw && risk_settings != nullptr && !m->cards.empty()) {
        risk = bot::DealInRisk(view, bot::ThreatWaits(view, {}, *risk_settings),
                               KindOf(m->cards[0]), *risk_settings);
      }
      // The referee's own lines apply; a record that does not is skipped from there.
      if (!view.Apply(*m).ok()) break;
      if (!own_throw) continue;
      const Hand hand = view.hand().ToHand();
      DiscardEvent e;
      e.seat = seat;
      e.go_around = view.go_around();
      e.melds = view.seat(seat + 1).MeldCount();
      e.middle = bot::RecentMiddleDiscards(view.seat(seat + 1));
      e.early = bot::EarlyMiddleDiscards(view.seat(seat + 1));
      e.early_excess = bot::EarlyMiddleExcess(view.seat(seat + 1));
      e.shanten = tables::Shanten(hand.concealed, hand.MeldsNeeded());
      e.wait = bot::EvaluateHand(hand, bot::ModelFor(view, settings)).probability;
      e.live_wall = view.live_wall();
      e.won = won;
      e.risk = risk;
      const Card card = m->cards.empty() ? 0 : m->cards[0];
      e.dealt_in =
          std::any_of(record.wins.begin(), record.wins.end(), [&](const mjref::WinRecord& w) {
            return w.discarder == seat && !w.robbed_kong && w.card == card;
          });
      out.push_back(e);
    }
  }
  return out;
}

std::vector<OfferEvent> OfferEvents(const mjref::GameRecord& record) {
  std::vector<OfferEvent> out;
  for (int seat = 0; seat < 4; ++seat) {
    const int pos = seat + 1;
    TableView view;
    bool open = false;  // an interval runs: from the own discard to the next own draw
    OfferEvent e;
    tables::TileMask wanted = 0;
    for (const mjref::TranscriptLine& line : record.transcript) {
      if (line.from_player || !(line.seats & (1u << seat))) continue;
      const absl::StatusOr<Message> m = ParseMessage(line.text);
      if (!m.ok() || !view.Apply(*m).ok()) break;
      const bool own = m->pos == pos;
      if (open && (m->kind == Message::Kind::kMo || (own && m->kind != Message::Kind::kThrow) ||
                   m->kind == Message::Kind::kHu || m->kind == Message::Kind::kExit)) {
        e.ended = m->kind == Message::Kind::kHu && !own;
        out.push_back(e);
        open = false;
      }
      if (m->kind != Message::Kind::kThrow || m->cards.empty()) continue;
      if (own) {
        const Hand hand = view.hand().ToHand();
        wanted = tables::Analyze(hand.concealed, hand.MeldsNeeded()).effective;
        const TileCounts seen = view.Seen();
        int unseen = 0;
        for (int t = 0; t < kNumKinds; ++t) unseen += kCopies - std::min<int>(kCopies, seen[t]);
        e = OfferEvent{};
        for (int t = 0; t < kNumKinds; ++t) {
          if (wanted & tables::TileBit(static_cast<Tile>(t))) {
            e.drawn += (kCopies - std::min<int>(kCopies, seen[t])) / std::max(1.0, 1.0 * unseen);
          }
        }
        open = true;
      } else if (open && (wanted & tables::TileBit(KindOf(m->cards[0])))) {
        ++e.thrown_any;
        e.thrown_left += m->pos == TableView::Left(pos);
      }
    }
  }
  return out;
}

}  // namespace mj16::calibrate
