// Layout of the generated tables, shared by the generator, the lookup library and the tests.
// See docs/tables.md for the derivation.
//
// A *component* is one suit (9 ranks, chows allowed) or the honors (7 kinds, pungs only). For a
// component count vector h (0..4 copies per rank) and every slot (m melds, p pairs) with
// m = 0..5, p = 0/1:
//   overlap(m, p) = max over targets T (m melds + p pairs inside the component, T[r] <= 4) of
//                   sum_r min(T[r], h[r])
//   mask(m, p)    = ranks r with h[r] < 4 such that some overlap-maximising T has T[r] > h[r]
//                   (equivalently: overlap(m, p) of h + r is one more than that of h).
//
// Tables:
//   suit    5^9 SuitEntry, indexed by sum h[r] * 5^r: vector id + the 11 masks.
//   honor   HonorEntry indexed by HonorIndex (the histogram of counts: the 7 honor kinds are
//           interchangeable): vector id + per slot the count classes that are effective.
//   vectors VectorRecord by id: ids below kComponentVectors are component overlap vectors;
//           then the max-plus combinations of two components, then of three; one zero record
//           follows the last so that 16-byte loads inside `reversed` stay in bounds.
//   pairs   uint16 id of Combine(i, j) for component ids i, j: [i * kComponentVectors + j].
//   triples uint16 id of Combine(i, j) for component id i and pair id j:
//           [i * kPairVectors + (j - kComponentVectors)].
// Combine(a, b)[m, p] = max over m1 + m2 = m, p1 + p2 = p of a[m1, p1] + b[m2, p2].
#ifndef MJ16_TABLES_ENCODING_H_
#define MJ16_TABLES_ENCODING_H_

#include <array>
#include <cstdint>

namespace mj16::tables::encoding {

inline constexpr int kMaxMelds = 5;
// Slot s = 2 * m + p for m = 0..5 melds and p = 0/1 pairs. Slot 0 (nothing placed) always has
// overlap 0 and an empty mask, so no mask is stored for it.
inline constexpr int kSlots = 2 * (kMaxMelds + 1);
constexpr int Slot(int melds, int pairs) { return 2 * melds + pairs; }

inline constexpr int kSuitRanks = 9;
inline constexpr int kHonorKinds = 7;
inline constexpr int kSuitEntries = 1953125;  // 5^9

// Overlap of every slot, one byte each (bytes 12..15 are zero).
using OverlapVector = std::array<std::uint8_t, 16>;

// A vector and its mirror image: reversed[x] = overlap[11 - x] (x <= 11). Pairing slot s of one
// side with slot 2N + 1 - s of the other (N melds and the pair in total) is then a byte-wise add
// of `overlap` and the 16 bytes at reversed + 10 - 2N.
struct VectorRecord {
  OverlapVector overlap;
  OverlapVector reversed;
};
static_assert(sizeof(VectorRecord) == 32);

// Suit entry, 16 bytes {lo, hi}: vector id in lo bits 0..7; the 9-bit rank mask of slot s
// (1..11) in lo at bit 9s - 1 for s <= 4 (bits 8..43) and in hi at bit 9(s - 5) for s >= 5
// (bits 0..62). No mask straddles the two words.
struct SuitEntry {
  std::uint64_t lo;
  std::uint64_t hi;
};
static_assert(sizeof(SuitEntry) == 16);
inline constexpr int kSuitMasksInLo = 4;
constexpr int SuitMaskShift(int slot) {
  return slot <= kSuitMasksInLo ? 9 * slot - 1 : 9 * (slot - kSuitMasksInLo - 1);
}

// Honor entry, 8 bytes: vector id in bits 0..7; per slot s (1..11) at bit 3s + 5 the count
// classes whose kinds are effective (bit c = kinds holding c copies). Kinds holding the same
// count are interchangeable, and a held triplet can never be raised (an honor kind takes at most
// a pung), so classes 0, 1 and 2 suffice.
using HonorEntry = std::uint64_t;
constexpr int HonorClassShift(int slot) { return 3 * slot + 5; }

// The honors index: sum over the 7 kinds of 8^(count - 1) (0 for count 0), i.e. the counts of
// kinds holding 1, 2, 3, 4 copies as base-8 digits. Computed as (sum of 8^count) / 8.
inline constexpr int kHonorEntries = 7 * 512 + 1;
template <typename Counts>
constexpr int HonorIndex(const Counts& honors) {
  int sum = 0;
  for (int k = 0; k < kHonorKinds; ++k) sum += 1 << (3 * honors[k]);
  return sum >> 3;
}

inline constexpr std::uint64_t kSuitTableBytes =
    static_cast<std::uint64_t>(kSuitEntries) * sizeof(SuitEntry);
inline constexpr std::uint64_t kHonorTableBytes =
    static_cast<std::uint64_t>(kHonorEntries) * sizeof(HonorEntry);

inline constexpr int kIdBits = 8;
inline constexpr std::uint64_t kIdMask = (1u << kIdBits) - 1;

}  // namespace mj16::tables::encoding

#endif  // MJ16_TABLES_ENCODING_H_
