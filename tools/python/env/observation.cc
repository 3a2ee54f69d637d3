#include "tools/python/env/observation.h"

#include <algorithm>
#include <cstddef>

namespace mj16::env {
namespace {

std::int8_t KindOrNone(Card c) {
  const auto kind = c == 0 ? std::nullopt : KindOfCard(c);
  return kind ? static_cast<std::int8_t>(*kind) : std::int8_t{-1};
}

std::int8_t Clamp8(int v) { return static_cast<std::int8_t>(std::clamp(v, -128, 127)); }

}  // namespace

void Encode(const TableView& view, Ask ask, Observation& out) {
  out = Observation{};
  const int me = view.pos();
  // Relative seat of protocol position p (1..4); -1 for none.
  const auto rel = [me](int p) { return p < 1 || p > 4 ? -1 : (p - me + 4) % 4; };
  const TileCounts hand = view.hand().Counts();
  const TileCounts seen = view.Seen();
  for (int k = 0; k < kNumKinds; ++k) {
    out.hand[k] = static_cast<std::int8_t>(hand[k]);
    out.seen[k] = static_cast<std::int8_t>(seen[k]);
  }
  out.river_taken_by.fill(-1);
  out.river.fill(-1);
  for (int p = 1; p <= 4; ++p) {
    const int r = rel(p);
    const SeatView& seat = view.seat(p);
    for (const Meld& meld : seat.melds) {
      for (int i = 0; i < meld.Size(); ++i) {
        const int k = meld.IsChow() ? meld.tile + i : meld.tile;
        ++out.melds[r * kNumKinds + k];
      }
    }
    out.hidden_kongs[r] = static_cast<std::int8_t>(seat.hidden_kongs);
    out.concealed[r] = static_cast<std::int8_t>(p == me ? view.hand().concealed.size()
                                                        : static_cast<std::size_t>(seat.concealed));
    const int n = std::min<int>(kMaxRiver, static_cast<int>(seat.discards.size()));
    for (int i = 0; i < n; ++i) {
      const DiscardRecord& d = seat.discards[i];
      out.river[r * kMaxRiver + i] = KindOrNone(d.card);
      if (d.claimed)
        out.river_taken_by[r * kMaxRiver + i] = static_cast<std::int8_t>(rel(d.claimed_by));
    }
    out.standings[r] = view.standings()[p - 1];
  }
  out.ask = static_cast<std::int8_t>(ask);
  if (view.robbable_kong_card() != 0) {
    out.offered = KindOrNone(view.robbable_kong_card());
  } else if (view.last_discard() != 0) {
    out.offered = KindOrNone(view.last_discard());
    out.offered_by = static_cast<std::int8_t>(rel(view.last_discarder()));
  }
  out.drawn = KindOrNone(view.drawn());
  out.go_around = Clamp8(view.go_around());
  out.tiles_left = Clamp8(view.live_wall());
  out.seat_wind = static_cast<std::int8_t>(view.SeatWind(me));
  out.round_wind = static_cast<std::int8_t>(view.round_wind());
  out.dealer = static_cast<std::int8_t>(rel(view.dealer()));
}

const std::vector<FieldLayout>& ObservationLayout() {
  static const auto count = [](const std::vector<int>& shape) {
    int n = 1;
    for (int d : shape) n *= d;
    return n;
  };
  static const std::vector<FieldLayout> layout = [&] {
    std::vector<FieldLayout> l;
    const auto add = [&](std::string_view name, std::vector<int> shape, std::size_t bytes,
                         std::size_t offset) {
      const int n = count(shape);
      l.push_back({name, std::move(shape), static_cast<int>(bytes / n), offset});
    };
    add("hand", {kNumKinds}, sizeof(Observation::hand), offsetof(Observation, hand));
    add("melds", {4, kNumKinds}, sizeof(Observation::melds), offsetof(Observation, melds));
    add("hidden_kongs", {4}, sizeof(Observation::hidden_kongs),
        offsetof(Observation, hidden_kongs));
    add("concealed", {4}, sizeof(Observation::concealed), offsetof(Observation, concealed));
    add("river", {4, kMaxRiver}, sizeof(Observation::river), offsetof(Observation, river));
    add("river_taken_by", {4, kMaxRiver}, sizeof(Observation::river_taken_by),
        offsetof(Observation, river_taken_by));
    add("seen", {kNumKinds}, sizeof(Observation::seen), offsetof(Observation, seen));
    add("ask", {}, 1, offsetof(Observation, ask));
    add("offered", {}, 1, offsetof(Observation, offered));
    add("offered_by", {}, 1, offsetof(Observation, offered_by));
    add("drawn", {}, 1, offsetof(Observation, drawn));
    add("go_around", {}, 1, offsetof(Observation, go_around));
    add("tiles_left", {}, 1, offsetof(Observation, tiles_left));
    add("seat_wind", {}, 1, offsetof(Observation, seat_wind));
    add("round_wind", {}, 1, offsetof(Observation, round_wind));
    add("dealer", {}, 1, offsetof(Observation, dealer));
    add("standings", {4}, sizeof(Observation::standings), offsetof(Observation, standings));
    return l;
  }();
  return layout;
}

}  // namespace mj16::env
