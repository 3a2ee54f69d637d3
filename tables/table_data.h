// Raw access to the embedded tables (layout in tables/encoding.h). The shanten API is built on
// these; the tests use them to check every entry.
#ifndef MJ16_TABLES_TABLE_DATA_H_
#define MJ16_TABLES_TABLE_DATA_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "tables/encoding.h"
#include "tables/tables_layout.h"  // generated: the vector counts

// Defined in the generated tables_data.S (.incbin of the generator's output); NAME_size is the
// byte count the assembler saw.
extern "C" {
[[gnu::visibility("hidden")]] extern const mj16::tables::encoding::SuitEntry mj16_suit_table[];
// The vector id of every suit entry, one byte each: SuitEntryId(mj16_suit_table[i]).
[[gnu::visibility("hidden")]] extern const std::uint8_t mj16_suit_id_table[];
[[gnu::visibility("hidden")]] extern const mj16::tables::encoding::HonorEntry mj16_honor_table[];
[[gnu::visibility("hidden")]] extern const mj16::tables::encoding::VectorRecord mj16_vector_table[];
[[gnu::visibility("hidden")]] extern const std::uint16_t mj16_pair_table[];
[[gnu::visibility("hidden")]] extern const std::uint16_t mj16_triple_table[];
[[gnu::visibility("hidden")]] extern const std::uint64_t mj16_suit_table_size;
[[gnu::visibility("hidden")]] extern const std::uint64_t mj16_suit_id_table_size;
[[gnu::visibility("hidden")]] extern const std::uint64_t mj16_honor_table_size;
[[gnu::visibility("hidden")]] extern const std::uint64_t mj16_vector_table_size;
[[gnu::visibility("hidden")]] extern const std::uint64_t mj16_pair_table_size;
[[gnu::visibility("hidden")]] extern const std::uint64_t mj16_triple_table_size;
}

namespace mj16::tables {

inline constexpr int kComponentVectors = layout::kComponentVectors;
inline constexpr int kPairVectors = layout::kPairVectors;
inline constexpr int kVectors = layout::kVectors;

inline std::span<const encoding::SuitEntry> SuitTable() {
  return {mj16_suit_table, static_cast<std::size_t>(encoding::kSuitEntries)};
}
inline std::span<const std::uint8_t> SuitIdTable() {
  return {mj16_suit_id_table, static_cast<std::size_t>(encoding::kSuitEntries)};
}
inline std::span<const encoding::HonorEntry> HonorTable() {
  return {mj16_honor_table, static_cast<std::size_t>(encoding::kHonorEntries)};
}
inline std::span<const encoding::VectorRecord> VectorTable() {
  return {mj16_vector_table, static_cast<std::size_t>(kVectors)};
}

// Byte sizes of the embedded files against the sizes the code expects.
struct EmbeddedSize {
  const char* name;
  std::uint64_t embedded;
  std::uint64_t expected;
};
inline std::array<EmbeddedSize, 6> EmbeddedSizes() {
  return {{
      {"suit", mj16_suit_table_size, encoding::kSuitTableBytes},
      {"suit id", mj16_suit_id_table_size, encoding::kSuitEntries},
      {"honor", mj16_honor_table_size, encoding::kHonorTableBytes},
      {"vector", mj16_vector_table_size, sizeof(encoding::VectorRecord) * (kVectors + 1)},
      {"pair", mj16_pair_table_size, 2ull * kComponentVectors * kComponentVectors},
      {"triple", mj16_triple_table_size, 2ull * kComponentVectors * kPairVectors},
  }};
}

constexpr int SuitEntryId(const encoding::SuitEntry& e) {
  return static_cast<int>(e.lo & encoding::kIdMask);
}
constexpr int HonorEntryId(encoding::HonorEntry e) {
  return static_cast<int>(e & encoding::kIdMask);
}

// 9-bit rank mask of a suit entry's slot (bit r = rank r + 1).
constexpr std::uint32_t SuitSlotMask(const encoding::SuitEntry& e, int slot) {
  if (slot == 0) return 0;
  const std::uint64_t word = slot <= encoding::kSuitMasksInLo ? e.lo : e.hi;
  return static_cast<std::uint32_t>(word >> encoding::SuitMaskShift(slot)) & 0x1FF;
}

// Count classes (bit c = kinds holding c copies, c = 0..2) effective in an honor entry's slot.
constexpr std::uint32_t HonorSlotClasses(encoding::HonorEntry e, int slot) {
  if (slot == 0) return 0;
  return static_cast<std::uint32_t>(e >> encoding::HonorClassShift(slot)) & 7;
}

inline const encoding::OverlapVector& VectorOf(int id) { return mj16_vector_table[id].overlap; }
inline const encoding::VectorRecord& RecordOf(int id) { return mj16_vector_table[id]; }

// Id of Combine(a, b) for two component vector ids.
inline int PairId(int a, int b) { return mj16_pair_table[a * kComponentVectors + b]; }

// Id of Combine(a, p) for a component vector id and a pair id (as PairId returns).
inline int TripleId(int a, int pair) {
  return mj16_triple_table[a * kPairVectors + (pair - kComponentVectors)];
}

}  // namespace mj16::tables

#endif  // MJ16_TABLES_TABLE_DATA_H_
