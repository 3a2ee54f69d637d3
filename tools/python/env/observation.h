// The environment's observation: a fixed encoding of the table as one seat sees it (core's
// TableView) at a question, documented field by field in docs/python.md. Seats are relative to
// the observer: 0 itself, 1 the next to play (下家), 2 across, 3 the one before (上家). Kinds are
// 0..33 (1m..9m, 1s..9s, 1p..9p, E S W N 中 發 白), -1 where there is none.
#ifndef MJ16_TOOLS_PYTHON_ENV_OBSERVATION_H_
#define MJ16_TOOLS_PYTHON_ENV_OBSERVATION_H_

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/action.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::env {

// Discards kept per seat, in order; a longer river keeps its first kMaxRiver.
inline constexpr int kMaxRiver = 36;

struct Observation {
  std::array<std::int8_t, kNumKinds> hand{};       // own concealed copies of each kind
  std::array<std::int8_t, 4 * kNumKinds> melds{};  // [seat][kind] copies in exposed melds
  std::array<std::int8_t, 4> hidden_kongs{};       // concealed kongs whose tiles are not shown
  std::array<std::int8_t, 4> concealed{};          // concealed tiles held
  std::array<std::int8_t, 4 * kMaxRiver> river{};  // [seat][i] kind of the i-th discard, -1
  std::array<std::int8_t, 4 * kMaxRiver> river_taken_by{};  // [seat][i] seat that claimed it, -1
  std::array<std::int8_t, kNumKinds> seen{};                // copies the seat has seen
  std::int8_t ask = 0;          // the question: 0 throw, 1 eat, 2 pong, 3 gong, 4 hu
  std::int8_t offered = -1;     // the discard (or added kong's tile) open to claims
  std::int8_t offered_by = -1;  // its seat
  std::int8_t drawn = -1;       // own last draw, still held
  std::int8_t go_around = 0;    // 巡, from 1
  std::int8_t tiles_left = 0;   // live wall: draws left before the dead wall
  std::int8_t seat_wind = 0;    // 0 E .. 3 N
  std::int8_t round_wind = 0;
  std::int8_t dealer = 0;                   // the dealer's seat
  std::array<std::int32_t, 4> standings{};  // scores over the earlier games of the match
};

void Encode(const TableView& view, Ask ask, Observation& out);

// One field of Observation as NumPy should see it: its name, its shape (not counting a batch
// dimension), its element size (1: int8, 4: int32) and where it starts.
struct FieldLayout {
  std::string_view name;
  std::vector<int> shape;
  int item_bytes = 1;
  std::size_t offset = 0;
};
const std::vector<FieldLayout>& ObservationLayout();

}  // namespace mj16::env

#endif  // MJ16_TOOLS_PYTHON_ENV_OBSERVATION_H_
