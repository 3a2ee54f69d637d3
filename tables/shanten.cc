#include "tables/shanten.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <type_traits>

#ifndef _WIN32
#include <sys/mman.h>
#include <unistd.h>
#endif

// SSE2 is part of x86-64; MJ16_TABLES_NO_SIMD selects the plain code (to test it anywhere).
#if defined(__SSE2__) && !defined(MJ16_TABLES_NO_SIMD)
#define MJ16_TABLES_SSE2 1
#include <emmintrin.h>
#endif

#include "tables/encoding.h"
#include "tables/table_data.h"

// The hand splits into four components (three suits, the honors). Each component's entry names
// its overlap vector (best overlap per (melds, pair) slot) and holds its effective-rank mask per
// slot. The hand's best overlap is the max-plus combination of the four at slot
// (melds_needed, 1); the combinations of two and three components are generated tables, so a
// query is a handful of lookups. A component's share of the effective kinds is the union of its
// masks over the slots s where its overlap plus the best of the other three at the
// complementary slot reaches the optimum. See docs/tables.md.
namespace mj16::tables {
namespace {

namespace enc = encoding;
using Record = enc::VectorRecord;

inline constexpr int kSuits = 3;
inline constexpr int kHonors = 3;  // component index of the honors
inline constexpr int kComponents = 4;
inline constexpr int kHonorBase = kNumSuited;
inline constexpr int kPow5[enc::kSuitRanks] = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625};

int SuitIndex(const TileCounts& h, int suit) {
  const std::uint8_t* c = h.data() + enc::kSuitRanks * suit;
  return c[0] + 5 * c[1] + 25 * c[2] + 125 * c[3] + 625 * c[4] + 3125 * c[5] + 15625 * c[6] +
         78125 * c[7] + 390625 * c[8];
}

// The honor index contribution of a kind holding c copies (see enc::HonorIndex).
constexpr int HonorWeight(int c) { return (1 << (3 * c)) >> 3; }

// Bit counts weighted 1, 2, 4: the total of a 3-bit quantity stored as bit planes. Baseline
// x86-64 has no popcnt instruction (std::popcount becomes a library call), so without it the
// three counts share one SWAR pass.
constexpr int WeightedPopCount(std::uint64_t ones, std::uint64_t twos, std::uint64_t fours) {
#if defined(__POPCNT__)
  return std::popcount(ones) + 2 * std::popcount(twos) + 4 * std::popcount(fours);
#else
  // Per-byte bit counts (at most 8 each), weighted (at most 56 a byte), summed across bytes by
  // one multiply: no byte overflows since the total is at most 34 kinds x 4 = 136.
  const auto bytes = [](std::uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    return (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  };
  const std::uint64_t sum = bytes(ones) + 2 * bytes(twos) + 4 * bytes(fours);
  return static_cast<int>((sum * 0x0101010101010101ull) >> 56);
#endif
}

// --- Pairing two vectors over N melds and the pair: slot s of `a` with 2N + 1 - s of `b`. ---

template <int N>
constexpr std::uint32_t kSlotBits = (1u << (2 * N + 2)) - 1;

#if defined(MJ16_TABLES_SSE2)
template <int N>
__m128i PairedSums(const Record& a, const Record& b) {
  const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(a.overlap.data()));
  const __m128i y =
      _mm_loadu_si128(reinterpret_cast<const __m128i*>(b.reversed.data() + 10 - 2 * N));
  return _mm_add_epi8(x, y);
}

template <int N>
int Best(const Record& a, const Record& b) {
  // Lanes past slot 2N + 1 hold unrelated sums: clear them (every sum is >= 0).
  const __m128i keep =
      _mm_cmplt_epi8(_mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
                     _mm_set1_epi8(2 * N + 2));
  __m128i m = _mm_and_si128(PairedSums<N>(a, b), keep);
  m = _mm_max_epu8(m, _mm_srli_si128(m, 8));
  m = _mm_max_epu8(m, _mm_srli_si128(m, 4));
  m = _mm_max_epu8(m, _mm_srli_si128(m, 2));
  m = _mm_max_epu8(m, _mm_srli_si128(m, 1));
  return _mm_cvtsi128_si32(m) & 0xFF;
}

// Slots s of `a` (bit s) whose pairing reaches `target`.
template <int N>
std::uint32_t Hits(const Record& a, const Record& b, int target) {
  const __m128i eq = _mm_cmpeq_epi8(PairedSums<N>(a, b), _mm_set1_epi8(static_cast<char>(target)));
  return static_cast<std::uint32_t>(_mm_movemask_epi8(eq)) & kSlotBits<N>;
}
#else
template <int N>
int Best(const Record& a, const Record& b) {
  int best = 0;
  for (int s = 0; s <= 2 * N + 1; ++s)
    best = std::max(best, a.overlap[s] + b.overlap[2 * N + 1 - s]);
  return best;
}

template <int N>
std::uint32_t Hits(const Record& a, const Record& b, int target) {
  std::uint32_t hits = 0;
  for (int s = 0; s <= 2 * N + 1; ++s) {
    hits |= static_cast<std::uint32_t>(a.overlap[s] + b.overlap[2 * N + 1 - s] == target) << s;
  }
  return hits;
}
#endif

// --- Effective kinds of one component over a set of slots (bit s = slot s). ---

// Masks selecting the stored fields of a set of slots, so a union of masks is an AND and a few
// shifts: suit slots 1..4 (lo), 5..11 (hi); honor slots 1..6, 7..11.
struct FieldSelect {
  std::array<std::uint64_t, 16> suit_lo{};
  std::array<std::uint64_t, 128> suit_hi{};
  std::array<std::uint64_t, 64> honor_lo{};
  std::array<std::uint64_t, 32> honor_hi{};
};

// Fields of `count` slots starting at `first`, for each subset `bits` of them.
template <std::size_t Size>
constexpr void FillSelect(std::array<std::uint64_t, Size>& table, int first, int count,
                          std::uint64_t field, int (*shift)(int)) {
  for (std::size_t bits = 0; bits < Size; ++bits) {
    for (int i = 0; i < count; ++i) {
      if ((bits >> i) & 1) table[bits] |= field << shift(first + i);
    }
  }
}

constexpr FieldSelect MakeFieldSelect() {
  FieldSelect f;
  FillSelect(f.suit_lo, 1, 4, 0x1FF, enc::SuitMaskShift);
  FillSelect(f.suit_hi, 5, 7, 0x1FF, enc::SuitMaskShift);
  FillSelect(f.honor_lo, 1, 6, 7, enc::HonorClassShift);
  FillSelect(f.honor_hi, 7, 5, 7, enc::HonorClassShift);
  return f;
}
inline constexpr FieldSelect kSelect = MakeFieldSelect();

TileMask SuitKinds(const enc::SuitEntry& e, std::uint32_t slots, int suit) {
  // Four 9-bit fields at 8 + 9i in lo, seven at 9i in hi: fold each onto its first field.
  std::uint64_t lo = (e.lo & kSelect.suit_lo[(slots >> 1) & 15]) >> 8;
  lo |= lo >> 18;
  lo |= lo >> 9;
  std::uint64_t hi = e.hi & kSelect.suit_hi[(slots >> 5) & 127];
  hi |= hi >> 36;
  hi |= hi >> 18;
  hi |= hi >> 9;
  return ((lo | hi) & 0x1FF) << (enc::kSuitRanks * suit);
}

// Honor kinds holding 0, 1, 2 copies.
using HonorClassKinds = std::array<TileMask, 3>;

HonorClassKinds ClassKinds(const std::uint8_t* honors) {
  HonorClassKinds out{};
  for (int k = 0; k < enc::kHonorKinds; ++k) {
    if (honors[k] < 3) out[honors[k]] |= TileBit(static_cast<Tile>(kHonorBase + k));
  }
  return out;
}

TileMask HonorKinds(enc::HonorEntry e, std::uint32_t slots, const HonorClassKinds& kinds) {
  // Eleven 3-bit fields at 8 + 3i: fold onto the first.
  std::uint64_t x =
      (e & (kSelect.honor_lo[(slots >> 1) & 63] | kSelect.honor_hi[(slots >> 7) & 31])) >> 8;
  x |= x >> 18;
  x |= x >> 9;
  const std::uint64_t classes = (x | x >> 3 | x >> 6) & 7;
  return (kinds[0] & (0 - (classes & 1))) | (kinds[1] & (0 - ((classes >> 1) & 1))) |
         (kinds[2] & (0 - (classes >> 2)));
}

// --- The hand. ---

// The honor index of the hand after discarding honor kind t (held).
int HonorIndexAfterDiscard(const TileCounts& h, int honor_index, int t) {
  return honor_index - HonorWeight(h[t]) + HonorWeight(h[t] - 1);
}

// The vector ids alone of a hand's four components: what a shanten number needs, from the
// one-byte id table (2 MB, so that these lookups stay in cache).
struct ComponentIds {
  std::array<int, kSuits> suit_index;
  int honor_index;
  std::array<int, kComponents> id;

  explicit ComponentIds(const TileCounts& h) {
    assert(std::all_of(h.begin(), h.end(), [](int c) { return c <= kCopies; }));
    for (int s = 0; s < kSuits; ++s) {
      suit_index[s] = SuitIndex(h, s);
      id[s] = mj16_suit_id_table[suit_index[s]];
    }
    honor_index = enc::HonorIndex(h.data() + kHonorBase);
    id[kHonors] = HonorEntryId(mj16_honor_table[honor_index]);
  }
};

// ... and their entries, with the effective ranks of every slot.
struct Components : ComponentIds {
  std::array<enc::SuitEntry, kSuits> suit;
  enc::HonorEntry honor;

  explicit Components(const TileCounts& h) : ComponentIds(h) {
    for (int s = 0; s < kSuits; ++s) suit[s] = mj16_suit_table[suit_index[s]];
    honor = mj16_honor_table[honor_index];
  }
};

// Shanten and effective kinds from four component ids: suits 0, 1 combine into one pair,
// suit 2 and the honors into the other; each component's "rest" is the other three.
template <int N>
ShantenInfo Solve(const std::array<int, kComponents>& id,
                  const std::array<enc::SuitEntry, kSuits>& suit, enc::HonorEntry honor,
                  const HonorClassKinds& honor_kinds) {
  const int p01 = PairId(id[0], id[1]), p23 = PairId(id[2], id[3]);
  const int best = Best<N>(RecordOf(p01), RecordOf(p23));
  const std::array<int, kComponents> rest = {TripleId(id[1], p23), TripleId(id[0], p23),
                                             TripleId(id[3], p01), TripleId(id[2], p01)};
  TileMask effective = 0;
  for (int s = 0; s < kSuits; ++s) {
    effective |= SuitKinds(suit[s], Hits<N>(RecordOf(id[s]), RecordOf(rest[s]), best), s);
  }
  effective |=
      HonorKinds(honor, Hits<N>(RecordOf(id[kHonors]), RecordOf(rest[kHonors]), best), honor_kinds);
  return {3 * N + 1 - best, effective};
}

template <int N>
int ShantenN(const TileCounts& h) {
  const ComponentIds c(h);
  const int p01 = PairId(c.id[0], c.id[1]), p23 = PairId(c.id[2], c.id[3]);
  return 3 * N + 1 - Best<N>(RecordOf(p01), RecordOf(p23));
}

template <int N>
ShantenInfo AnalyzeN(const TileCounts& h) {
  const Components c(h);
  return Solve<N>(c.id, c.suit, c.honor, ClassKinds(h.data() + kHonorBase));
}

#if defined(MJ16_TABLES_SSE2)
// Bit t = the sign bit of byte t of f(counts), f applied to 16 kinds at a time.
template <typename F>
TileMask SignBits(const TileCounts& counts, F f) {
  const auto bits = [&](int at) {
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(counts.data() + at));
    return static_cast<TileMask>(static_cast<std::uint32_t>(_mm_movemask_epi8(f(x))));
  };
  return bits(0) | bits(16) << 16 | (bits(kNumKinds - 16) >> 14) << 32;
}
#endif

// Live copies (0..4) per kind as three bit planes, so that a set's total is a popcount.
struct LivePlanes {
  std::array<TileMask, 3> bit{};

  explicit LivePlanes(const TileCounts& visible) {
#if defined(MJ16_TABLES_SSE2)
    // live = 4 - visible, saturating at 0; plane b = bit b of each byte moved to its sign bit.
    const auto live = [](__m128i v) { return _mm_subs_epu8(_mm_set1_epi8(kCopies), v); };
    bit[0] = SignBits(visible, [&](__m128i v) { return _mm_slli_epi16(live(v), 7); });
    bit[1] = SignBits(visible, [&](__m128i v) { return _mm_slli_epi16(live(v), 6); });
    bit[2] = SignBits(visible, [&](__m128i v) { return _mm_slli_epi16(live(v), 5); });
#else
    for (int t = 0; t < kNumKinds; ++t) {
      const auto live = static_cast<TileMask>(std::max(0, kCopies - visible[t]));
      bit[0] |= (live & 1) << t;
      bit[1] |= ((live >> 1) & 1) << t;
      bit[2] |= (live >> 2) << t;
    }
#endif
  }

  int Of(TileMask kinds) const {
    return WeightedPopCount(kinds & bit[0], kinds & bit[1], kinds & bit[2]);
  }
};

TileMask HeldAtLeastTwice(const TileCounts& h) {
#if defined(MJ16_TABLES_SSE2)
  return SignBits(h, [](__m128i v) { return _mm_cmpgt_epi8(v, _mm_set1_epi8(1)); });
#else
  TileMask out = 0;
  for (int t = 0; t < kNumKinds; ++t) out |= static_cast<TileMask>(h[t] >= 2) << t;
  return out;
#endif
}

// live and score of an effective set; `pung_type` = kinds held at least twice.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__POPCNT__)
// The popcnt instruction, which baseline x86-64 lacks and nearly every x86-64 CPU since 2008
// has, chosen at run time: the build stays baseline, the score a few times cheaper.
#define MJ16_TABLES_POPCNT_AT_RUN_TIME 1
// Asked once, before main (a lookup made earlier still scores right, without popcnt).
const bool kCpuHasPopcnt = [] {
  __builtin_cpu_init();
  return __builtin_cpu_supports("popcnt") != 0;
}();

[[gnu::target("popcnt")]] void ScoreByPopcnt(TileMask effective, TileMask pung_type,
                                             const LivePlanes& live, const EffectiveWeights& w,
                                             int& live_total, double& score) {
  const TileMask pung = effective & pung_type;
  live_total = __builtin_popcountll(effective & live.bit[0]) +
               2 * __builtin_popcountll(effective & live.bit[1]) +
               4 * __builtin_popcountll(effective & live.bit[2]);
  const int pung_live = __builtin_popcountll(pung & live.bit[0]) +
                        2 * __builtin_popcountll(pung & live.bit[1]) +
                        4 * __builtin_popcountll(pung & live.bit[2]);
  score = w.chow * (live_total - pung_live) + w.pung * pung_live;
}
#endif

void Score(TileMask effective, TileMask pung_type, const LivePlanes& live,
           const EffectiveWeights& w, int& live_total, double& score) {
#if defined(MJ16_TABLES_POPCNT_AT_RUN_TIME)
  if (kCpuHasPopcnt) return ScoreByPopcnt(effective, pung_type, live, w, live_total, score);
#endif
  live_total = live.Of(effective);
  const int pung_live = live.Of(effective & pung_type);
  score = w.chow * (live_total - pung_live) + w.pung * pung_live;
}

// live and score of discard d of hand h (d.shanten and d.effective set); `twice` = the kinds h
// holds at least twice.
void ScoreDiscard(const TileCounts& h, TileMask twice, const LivePlanes& live,
                  const ScoreWeights& weights, DiscardInfo& d) {
  const TileMask pung_type = h[d.discard] == 2 ? twice & ~TileBit(d.discard) : twice;
  Score(d.effective, pung_type, live, d.shanten == 0 ? weights.tenpai : weights.normal, d.live,
        d.score);
}

// The suit entries of the hand after each discard of a suited kind in `kinds` (held), fetched
// first so that the table reads overlap.
std::array<enc::SuitEntry, kNumSuited> SuitEntriesAfterDiscards(const TileCounts& h,
                                                                const Components& c,
                                                                TileMask kinds) {
  std::array<enc::SuitEntry, kNumSuited> after;
  for (int t = 0; t < kNumSuited; ++t) {
    if (h[t] == 0 || (kinds & TileBit(static_cast<Tile>(t))) == 0) continue;
    const int s = t / enc::kSuitRanks;
    after[t] = mj16_suit_table[c.suit_index[s] - kPow5[t % enc::kSuitRanks]];
  }
  return after;
}

template <int N>
FewestShanten FewestShantenDiscardsN(const TileCounts& h) {
  const ComponentIds c(h);
  const int p01 = PairId(c.id[0], c.id[1]), p23 = PairId(c.id[2], c.id[3]);
  FewestShanten out;
  // A discard changes one component: its pair with its partner is looked up again, the other
  // pair's record stays.
  const auto take = [&](int t, int pair, const Record& other) {
    const int shanten = 3 * N + 1 - Best<N>(RecordOf(pair), other);
    if (shanten < out.shanten) out = {shanten, 0};
    if (shanten == out.shanten) out.kinds |= TileBit(static_cast<Tile>(t));
  };
  for (int s = 0; s < kSuits; ++s) {
    const Record& other = RecordOf(s < 2 ? p23 : p01);
    for (int r = 0; r < enc::kSuitRanks; ++r) {
      const int t = enc::kSuitRanks * s + r;
      if (h[t] == 0) continue;
      const int id = mj16_suit_id_table[c.suit_index[s] - kPow5[r]];
      const int pair = s == 0   ? PairId(id, c.id[1])
                       : s == 1 ? PairId(c.id[0], id)
                                : PairId(id, c.id[3]);
      take(t, pair, other);
    }
  }
  const Record& other = RecordOf(p01);
  for (int t = kHonorBase; t < kNumKinds; ++t) {
    if (h[t] == 0) continue;
    const int id = HonorEntryId(mj16_honor_table[HonorIndexAfterDiscard(h, c.honor_index, t)]);
    take(t, PairId(c.id[2], id), other);
  }
  return out;
}

template <int N>
DiscardList AnalyzeDiscardsN(const TileCounts& h, const TileCounts& visible,
                             const ScoreWeights& weights, TileMask only) {
  const Components c(h);
  DiscardList out;
  const std::array<enc::SuitEntry, kNumSuited> suit_after = SuitEntriesAfterDiscards(h, c, only);
  const HonorClassKinds honor_kinds = ClassKinds(h.data() + kHonorBase);
  const LivePlanes live(visible);
  const TileMask twice = HeldAtLeastTwice(h);
  for (int t = 0; t < kNumKinds; ++t) {
    if (h[t] == 0 || (only & TileBit(static_cast<Tile>(t))) == 0) continue;
    // The hand after the discard differs from `c` in one component only.
    std::array<int, kComponents> id = c.id;
    std::array<enc::SuitEntry, kSuits> suit = c.suit;
    enc::HonorEntry honor = c.honor;
    HonorClassKinds kinds = honor_kinds;
    if (t < kNumSuited) {
      const int s = t / enc::kSuitRanks;
      suit[s] = suit_after[t];
      id[s] = SuitEntryId(suit[s]);
    } else {
      const int held = h[t];
      honor = mj16_honor_table[HonorIndexAfterDiscard(h, c.honor_index, t)];
      id[kHonors] = HonorEntryId(honor);
      // Move kind t from class `held` to `held - 1` (classes 3 and 4 are not tracked).
      if (held < 3) kinds[held] &= ~TileBit(static_cast<Tile>(t));
      if (held - 1 < 3) kinds[held - 1] |= TileBit(static_cast<Tile>(t));
    }
    const ShantenInfo info = Solve<N>(id, suit, honor, kinds);

    DiscardInfo& d = out.items[out.size++];
    d.discard = static_cast<Tile>(t);
    d.shanten = info.shanten;
    d.effective = info.effective;
    ScoreDiscard(h, twice, live, weights, d);
  }
  return out;
}

// Calls f(std::integral_constant<int, N>) for N = melds_needed.
template <typename F>
decltype(auto) WithMelds(int melds_needed, F&& f) {
  assert(melds_needed >= 0 && melds_needed <= kMaxMeldsNeeded);
  switch (melds_needed) {
    case 0:
      return f(std::integral_constant<int, 0>{});
    case 1:
      return f(std::integral_constant<int, 1>{});
    case 2:
      return f(std::integral_constant<int, 2>{});
    case 3:
      return f(std::integral_constant<int, 3>{});
    case 4:
      return f(std::integral_constant<int, 4>{});
    default:
      return f(std::integral_constant<int, 5>{});
  }
}

}  // namespace

int Shanten(const TileCounts& hand, int melds_needed) {
  return WithMelds(melds_needed, [&](auto n) { return ShantenN<decltype(n)::value>(hand); });
}

ShantenInfo Analyze(const TileCounts& hand, int melds_needed) {
  return WithMelds(melds_needed, [&](auto n) { return AnalyzeN<decltype(n)::value>(hand); });
}

TileMask KindsHolding(const TileCounts& hand, int copies) {
#if defined(MJ16_TABLES_SSE2)
  const __m128i c = _mm_set1_epi8(static_cast<char>(copies));
  return SignBits(hand, [&](__m128i v) { return _mm_cmpeq_epi8(v, c); });
#else
  TileMask out = 0;
  for (int t = 0; t < kNumKinds; ++t) out |= static_cast<TileMask>(hand[t] == copies) << t;
  return out;
#endif
}

int LiveCount(TileMask kinds, const TileCounts& visible) { return LivePlanes(visible).Of(kinds); }

Efficiency Evaluate(const TileCounts& hand, int melds_needed, const TileCounts& visible,
                    const ScoreWeights& weights) {
  const ShantenInfo info = Analyze(hand, melds_needed);
  Efficiency out;
  out.shanten = info.shanten;
  out.effective = info.effective;
  Score(info.effective, HeldAtLeastTwice(hand), LivePlanes(visible),
        info.shanten == 0 ? weights.tenpai : weights.normal, out.live, out.score);
  return out;
}

DiscardList AnalyzeDiscards(const TileCounts& hand, int melds_needed, const TileCounts& visible,
                            const ScoreWeights& weights, TileMask kinds) {
  return WithMelds(melds_needed, [&](auto n) {
    return AnalyzeDiscardsN<decltype(n)::value>(hand, visible, weights, kinds);
  });
}

FewestShanten FewestShantenDiscards(const TileCounts& hand, int melds_needed) {
  return WithMelds(melds_needed,
                   [&](auto n) { return FewestShantenDiscardsN<decltype(n)::value>(hand); });
}

DiscardList AnalyzeDiscards(const TileCounts& hand, int melds_needed) {
  return AnalyzeDiscards(hand, melds_needed, hand);
}

void ScoreDiscards(const TileCounts& hand, const TileCounts& visible, const ScoreWeights& weights,
                   DiscardList& list) {
  const LivePlanes live(visible);
  const TileMask twice = HeldAtLeastTwice(hand);
  for (int i = 0; i < list.size; ++i) ScoreDiscard(hand, twice, live, weights, list.items[i]);
}

namespace {

// The pages of [data, data + bytes) mapped in: the kernel populates them in one call where it
// can (Linux 5.14+), else one byte per page is read.
void PrefaultRange(const void* data, std::size_t bytes) {
#ifdef _WIN32
  const std::size_t page = 4096;  // x86-64 Windows' page; it has no sysconf
#else
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
#endif
  const std::uintptr_t begin = reinterpret_cast<std::uintptr_t>(data) & ~(page - 1);
  const std::uintptr_t end = reinterpret_cast<std::uintptr_t>(data) + bytes;
#ifdef MADV_POPULATE_READ
  if (madvise(reinterpret_cast<void*>(begin), end - begin, MADV_POPULATE_READ) == 0) return;
#endif
  volatile unsigned char sink = 0;
  for (std::uintptr_t p = begin; p < end; p += page) {
    sink = sink + *reinterpret_cast<const volatile unsigned char*>(p);
  }
}

}  // namespace

std::size_t Prefault() {
  PrefaultRange(mj16_suit_table, mj16_suit_table_size);
  PrefaultRange(mj16_suit_id_table, mj16_suit_id_table_size);
  PrefaultRange(mj16_honor_table, mj16_honor_table_size);
  PrefaultRange(mj16_vector_table, mj16_vector_table_size);
  PrefaultRange(mj16_pair_table, mj16_pair_table_size);
  PrefaultRange(mj16_triple_table, mj16_triple_table_size);
  return mj16_suit_table_size + mj16_suit_id_table_size + mj16_honor_table_size +
         mj16_vector_table_size + mj16_pair_table_size + mj16_triple_table_size;
}

}  // namespace mj16::tables
