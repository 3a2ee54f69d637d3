#include "tools/calibrate/events.h"

#include <algorithm>
#include <optional>

#include "bot/decide/decide.h"
#include "bot/mc/opponent_model.h"
#include "bot/mc/world_risk.h"
#include "bot/offence/comparator.h"
#include "bot/offence/ranking.h"
#include "bot/reading/threat.h"
#include "bot/settings/settings.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tables/shanten.h"

namespace mj16::calibrate {

double WorldDealInRisk(const TableView& view, Tile t, int worlds,
                       const bot::mc::WorldOptions& options, std::uint64_t seed) {
  const absl::StatusOr<bot::mc::WorldSampler> sampler =
      bot::mc::WorldSampler::Create(view, options);
  if (!sampler.ok() || !sampler->own_turn() || worlds <= 0) return -1;
  return bot::mc::WorldDealInRisks(*sampler, worlds, seed)[t];
}

std::vector<DiscardEvent> DiscardEvents(const mjref::GameRecord& record, const RiskOptions& risk) {
  std::vector<DiscardEvent> out;
  const bot::Settings settings;
  bot::mc::WorldOptions world_options;
  if (risk.opponent_model) world_options.opponent_model = &bot::mc::ShantenModel::Default();
  world_options.kind_weights = risk.kind_weights;
  if (risk.opponent_discards) {
    world_options.early_middle_logit = settings.reading.tenpai_logit_early_middle;
    world_options.early_middle_meld_logit = settings.reading.tenpai_logit_early_middle_meld;
  }
  for (int seat = 0; seat < 4; ++seat) {
    const bool won = std::any_of(record.wins.begin(), record.wins.end(),
                                 [&](const mjref::WinRecord& w) { return w.winner == seat; });
    TableView view;
    int discards = 0;
    for (const mjref::TranscriptLine& line : record.transcript) {
      if (line.from_player || !(line.seats & (1u << seat))) continue;
      const absl::StatusOr<Message> m = ParseMessage(line.text);
      if (!m.ok()) break;
      const bool own_throw = m->kind == Message::Kind::kThrow && m->pos == seat + 1;
      // The predictions are made on the table before the discard, once it is known to be one
      // of the discards they are wanted for (its go-around counts after it).
      const bool predict = own_throw && !m->cards.empty() &&
                           (risk.settings != nullptr || risk.worlds > 0) &&
                           (risk.seat < 0 || risk.seat == seat);
      std::optional<TableView> before;
      if (predict) before = view;
      // The referee's own lines apply; a record that does not is skipped from there.
      if (!view.Apply(*m).ok()) break;
      if (!own_throw) continue;
      double predicted = -1, world_risk = -1;
      if (predict && view.go_around() >= risk.from_go_around) {
        const Tile t = KindOf(m->cards[0]);
        if (risk.settings != nullptr) {
          predicted =
              bot::DealInRisk(*before, bot::ThreatWaits(*before, {}, risk.settings->reading), t,
                              risk.settings->reading);
        }
        if (risk.worlds > 0) {
          // Each discard its own worlds: the game, the seat and the discard's number.
          const std::uint64_t seed = risk.seed ^ (static_cast<std::uint64_t>(record.game) << 20) ^
                                     (static_cast<std::uint64_t>(seat) << 16) ^
                                     static_cast<std::uint64_t>(discards);
          world_risk = WorldDealInRisk(*before, t, risk.worlds, world_options, seed);
        }
      }
      const Hand hand = view.hand().ToHand();
      DiscardEvent e;
      e.seat = seat;
      e.tile = m->cards.empty() ? kNoTile : KindOf(m->cards[0]);
      e.go_around = view.go_around();
      e.melds = view.seat(seat + 1).MeldCount();
      e.middle = bot::RecentMiddleDiscards(view.seat(seat + 1));
      e.early = bot::EarlyMiddleDiscards(view.seat(seat + 1));
      e.early_excess = bot::EarlyMiddleExcess(view.seat(seat + 1));
      e.shanten = tables::Shanten(hand.concealed, hand.MeldsNeeded());
      e.wait = bot::EvaluateHand(hand, bot::ModelFor(view, settings.offence)).probability;
      e.live_wall = view.live_wall();
      e.won = won;
      e.risk = predicted;
      e.world_risk = world_risk;
      ++discards;
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
