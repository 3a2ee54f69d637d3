#include "tools/calibrate/events.h"

#include <algorithm>
#include <optional>

#include "bot/decide/decide.h"
#include "bot/mc/opponent_model.h"
#include "bot/mc/worlds.h"
#include "bot/offence/comparator.h"
#include "bot/offence/ranking.h"
#include "bot/reading/threat.h"
#include "bot/settings/settings.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tables/shanten.h"
#include "tools/mjref/records/seat_views.h"

namespace mj16::calibrate {

KindRisk WorldDealInRisks(const bot::mc::WorldSampler& sampler, int worlds, std::uint64_t seed) {
  KindRisk risk{};
  if (worlds <= 0 || !sampler.own_turn()) return risk;
  std::array<int, kNumKinds> hits{};
  bot::mc::ForEachWorldWaits(sampler, worlds, seed,
                             [&](int, const std::array<tables::TileMask, 4>& by_seat) {
                               tables::TileMask waits = 0;  // kinds another seat wins on here
                               for (tables::TileMask w : by_seat) waits |= w;
                               for (int k = 0; k < kNumKinds; ++k) {
                                 if ((waits & tables::TileBit(static_cast<Tile>(k))) != 0)
                                   ++hits[k];
                               }
                             });
  for (int k = 0; k < kNumKinds; ++k) risk[k] = static_cast<double>(hits[k]) / worlds;
  return risk;
}

double WorldDealInRisk(const TableView& view, Tile t, int worlds,
                       const bot::mc::WorldOptions& options, std::uint64_t seed) {
  const absl::StatusOr<bot::mc::WorldSampler> sampler =
      bot::mc::WorldSampler::Create(view, options);
  if (!sampler.ok() || !sampler->own_turn() || worlds <= 0) return -1;
  return WorldDealInRisks(*sampler, worlds, seed)[t];
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
  // Each seat's view where it was last asked to throw: the table before its discard, where the
  // predictions are made.
  std::array<std::optional<TableView>, 4> asked;
  std::array<int, 4> discards{};
  const bool predicts = risk.settings != nullptr || risk.worlds > 0;
  // The referee's own lines apply; a record that does not is read as far as it goes.
  (void)mjref::ReplaySeatViews(record, [&](const mjref::SeatLine& l) {
    const Message& m = l.message;
    const int seat = l.seat;
    if (m.kind == Message::Kind::kAsk) {
      if (m.ask == Ask::kThrow && predicts && (risk.seat < 0 || risk.seat == seat)) {
        asked[seat] = l.view();
      }
      return true;
    }
    if (m.kind != Message::Kind::kThrow || m.pos != seat + 1) return true;
    const TableView& view = l.view();
    const std::optional<TableView> before = std::move(asked[seat]);
    asked[seat].reset();
    double predicted = -1, world_risk = -1;
    // Its go-around counts after the discard.
    if (before && !m.cards.empty() && view.go_around() >= risk.from_go_around) {
      const Tile t = KindOf(m.cards[0]);
      if (risk.settings != nullptr) {
        predicted = bot::DealInRisk(*before, bot::ThreatWaits(*before, {}, risk.settings->reading),
                                    t, risk.settings->reading);
      }
      if (risk.worlds > 0) {
        // Each discard its own worlds: the game, the seat and the discard's number.
        const std::uint64_t seed = risk.seed ^ (static_cast<std::uint64_t>(record.game) << 20) ^
                                   (static_cast<std::uint64_t>(seat) << 16) ^
                                   static_cast<std::uint64_t>(discards[seat]);
        world_risk = WorldDealInRisk(*before, t, risk.worlds, world_options, seed);
      }
    }
    const Hand hand = view.hand().ToHand();
    DiscardEvent e;
    e.seat = seat;
    e.tile = m.cards.empty() ? kNoTile : KindOf(m.cards[0]);
    e.go_around = view.go_around();
    e.melds = view.seat(seat + 1).MeldCount();
    e.middle = bot::RecentMiddleDiscards(view.seat(seat + 1));
    e.early = bot::EarlyMiddleDiscards(view.seat(seat + 1));
    e.early_excess = bot::EarlyMiddleExcess(view.seat(seat + 1));
    e.shanten = tables::Shanten(hand.concealed, hand.MeldsNeeded());
    e.wait = bot::EvaluateHand(hand, bot::ModelFor(view, settings.offence)).probability;
    e.live_wall = view.live_wall();
    e.won = std::any_of(record.wins.begin(), record.wins.end(),
                        [&](const game::WinRecord& w) { return w.winner == seat; });
    e.risk = predicted;
    e.world_risk = world_risk;
    ++discards[seat];
    const Card card = m.cards.empty() ? 0 : m.cards[0];
    e.dealt_in = std::any_of(record.wins.begin(), record.wins.end(), [&](const game::WinRecord& w) {
      return w.discarder == seat && !w.robbed_kong && w.card == card;
    });
    out.push_back(e);
    return true;
  });
  // Seat by seat, each in the order of its discards.
  std::stable_sort(out.begin(), out.end(),
                   [](const DiscardEvent& a, const DiscardEvent& b) { return a.seat < b.seat; });
  return out;
}

std::vector<OfferEvent> OfferEvents(const mjref::GameRecord& record) {
  std::vector<OfferEvent> out;
  // Per seat: whether an interval runs (from the own discard to the next own draw), its event and
  // the kinds the hand wanted then.
  std::array<bool, 4> open{};
  std::array<OfferEvent, 4> e;
  std::array<tables::TileMask, 4> wanted{};
  std::array<std::vector<OfferEvent>, 4> by_seat;
  (void)mjref::ReplaySeatViews(record, [&](const mjref::SeatLine& l) {
    const Message& m = l.message;
    const int seat = l.seat, pos = seat + 1;
    if (m.kind == Message::Kind::kAsk) return true;
    const bool own = m.pos == pos;
    if (open[seat] && (m.kind == Message::Kind::kMo || (own && m.kind != Message::Kind::kThrow) ||
                       m.kind == Message::Kind::kHu || m.kind == Message::Kind::kExit)) {
      e[seat].ended = m.kind == Message::Kind::kHu && !own;
      by_seat[seat].push_back(e[seat]);
      open[seat] = false;
    }
    if (m.kind != Message::Kind::kThrow || m.cards.empty()) return true;
    if (own) {
      const Hand hand = l.view().hand().ToHand();
      wanted[seat] = tables::Analyze(hand.concealed, hand.MeldsNeeded()).effective;
      const TileCounts seen = l.view().Seen();
      int unseen = 0;
      for (int t = 0; t < kNumKinds; ++t) unseen += kCopies - std::min<int>(kCopies, seen[t]);
      e[seat] = OfferEvent{};
      for (int t = 0; t < kNumKinds; ++t) {
        if (wanted[seat] & tables::TileBit(static_cast<Tile>(t))) {
          e[seat].drawn +=
              (kCopies - std::min<int>(kCopies, seen[t])) / std::max(1.0, 1.0 * unseen);
        }
      }
      open[seat] = true;
    } else if (open[seat] && (wanted[seat] & tables::TileBit(KindOf(m.cards[0])))) {
      ++e[seat].thrown_any;
      e[seat].thrown_left += m.pos == TableView::Left(pos);
    }
    return true;
  });
  // Seat by seat, each in the order of its intervals.
  for (const std::vector<OfferEvent>& events : by_seat) {
    out.insert(out.end(), events.begin(), events.end());
  }
  return out;
}

}  // namespace mj16::calibrate
