// Checks every entry of the embedded tables against the reference search (seed 001 §2.4.1):
// all 5^9 suit count vectors and all 5^7 honor vectors, every (melds, pair) slot, overlaps and
// effective masks. The mask of a slot must be exactly the ranks r (held fewer than 4 times)
// whose addition raises the reference overlap of that slot by one.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "tables/encoding.h"
#include "tables/table_data.h"
#include "tests/support/reference_shanten.h"

namespace mj16::tables {
namespace {

namespace enc = encoding;

std::vector<int> Digits(int index, int ranks) {
  std::vector<int> d(ranks);
  for (int r = 0; r < ranks; ++r, index /= 5) d[r] = index % 5;
  return d;
}

std::string Describe(int index, int ranks, int slot) {
  std::string s;
  for (const int d : Digits(index, ranks)) s += static_cast<char>('0' + d);
  return "counts " + s + " melds " + std::to_string(slot / 2) + " pair " + std::to_string(slot % 2);
}

// Reference overlaps of every count vector of a component, on all cores.
std::vector<std::array<std::int8_t, enc::kSlots>> ReferenceOverlaps(int ranks, bool suit) {
  int entries = 1;
  for (int r = 0; r < ranks; ++r) entries *= 5;
  std::vector<std::array<std::int8_t, enc::kSlots>> out(entries);
  const int threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> pool;
  for (int w = 0; w < threads; ++w) {
    pool.emplace_back([&, w] {
      for (int i = w; i < entries; i += threads) {
        const std::array<int, 12> o = reference::ComponentOverlaps(Digits(i, ranks), suit);
        for (int s = 0; s < enc::kSlots; ++s) out[i][s] = static_cast<std::int8_t>(o[s]);
      }
    });
  }
  for (std::thread& t : pool) t.join();
  return out;
}

// Ranks whose addition raises the reference overlap of `slot` by one.
std::uint32_t ReferenceMask(const std::vector<std::array<std::int8_t, enc::kSlots>>& ref, int index,
                            int ranks, int slot) {
  std::uint32_t mask = 0;
  int pow5 = 1;
  const std::vector<int> d = Digits(index, ranks);
  for (int r = 0; r < ranks; ++r, pow5 *= 5) {
    if (d[r] < 4 && ref[index + pow5][slot] == ref[index][slot] + 1) mask |= 1u << r;
  }
  return mask;
}

TEST(SuitTableExhaustiveTest, EmbeddedSizes) {
  for (const EmbeddedSize& size : EmbeddedSizes()) {
    EXPECT_EQ(size.embedded, size.expected) << size.name;
  }
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(SuitTable().data()) % 64, 0u);
}

TEST(SuitTableExhaustiveTest, EverySuitEntry) {
  const auto ref = ReferenceOverlaps(enc::kSuitRanks, /*suit=*/true);
  int failures = 0;
  for (int i = 0; i < enc::kSuitEntries && failures < 10; ++i) {
    const enc::SuitEntry& e = SuitTable()[i];
    const int id = SuitEntryId(e);
    ASSERT_LT(id, kComponentVectors);
    ASSERT_EQ(SuitIdTable()[i], id) << Describe(i, 9, 0);
    for (int s = 0; s < enc::kSlots; ++s) {
      const int overlap = VectorOf(id)[s];
      if (overlap != ref[i][s]) {
        ADD_FAILURE() << Describe(i, 9, s) << ": overlap " << overlap << " want " << int{ref[i][s]};
        ++failures;
      }
      const std::uint32_t mask = SuitSlotMask(e, s);
      const std::uint32_t want = ReferenceMask(ref, i, 9, s);
      if (mask != want) {
        ADD_FAILURE() << Describe(i, 9, s) << ": mask " << mask << " want " << want;
        ++failures;
      }
    }
  }
  EXPECT_EQ(failures, 0);
}

// Every honor count vector (5^7), through its histogram entry.
TEST(SuitTableExhaustiveTest, EveryHonorVector) {
  const auto ref = ReferenceOverlaps(enc::kHonorKinds, /*suit=*/false);
  int failures = 0;
  for (int i = 0; i < static_cast<int>(ref.size()) && failures < 10; ++i) {
    const std::vector<int> d = Digits(i, enc::kHonorKinds);
    const enc::HonorEntry e = HonorTable()[enc::HonorIndex(d)];
    const int id = HonorEntryId(e);
    ASSERT_LT(id, kComponentVectors);
    for (int s = 0; s < enc::kSlots; ++s) {
      const int overlap = VectorOf(id)[s];
      if (overlap != ref[i][s]) {
        ADD_FAILURE() << Describe(i, 7, s) << ": overlap " << overlap << " want " << int{ref[i][s]};
        ++failures;
      }
      // Expand the stored count classes back to kinds.
      const std::uint32_t classes = HonorSlotClasses(e, s);
      std::uint32_t mask = 0;
      for (int k = 0; k < enc::kHonorKinds; ++k) {
        if ((classes >> d[k]) & 1) mask |= 1u << k;
      }
      const std::uint32_t want = ReferenceMask(ref, i, 7, s);
      if (mask != want) {
        ADD_FAILURE() << Describe(i, 7, s) << ": mask " << mask << " want " << want;
        ++failures;
      }
    }
  }
  EXPECT_EQ(failures, 0);
}

// The combination tables against a plainly written max-plus combination.
enc::OverlapVector PlainCombine(const enc::OverlapVector& a, const enc::OverlapVector& b) {
  enc::OverlapVector r{};
  for (int m = 0; m <= 5; ++m) {
    int no_pair = 0, with_pair = 0;
    for (int k = 0; k <= m; ++k) {
      no_pair = std::max(no_pair, a[2 * k] + b[2 * (m - k)]);
      with_pair =
          std::max({with_pair, a[2 * k + 1] + b[2 * (m - k)], a[2 * k] + b[2 * (m - k) + 1]});
    }
    r[2 * m] = static_cast<std::uint8_t>(no_pair);
    r[2 * m + 1] = static_cast<std::uint8_t>(with_pair);
  }
  return r;
}

TEST(SuitTableExhaustiveTest, CombinationTables) {
  for (int a = 0; a < kComponentVectors; ++a) {
    for (int b = 0; b < kComponentVectors; ++b) {
      const int pair = PairId(a, b);
      ASSERT_GE(pair, kComponentVectors);
      ASSERT_LT(pair, kComponentVectors + kPairVectors);
      ASSERT_EQ(VectorOf(pair), PlainCombine(VectorOf(a), VectorOf(b))) << a << " " << b;
    }
  }
  for (int c = 0; c < kComponentVectors; ++c) {
    for (int pair = kComponentVectors; pair < kComponentVectors + kPairVectors; ++pair) {
      const int triple = TripleId(c, pair);
      ASSERT_GE(triple, kComponentVectors + kPairVectors);
      ASSERT_LT(triple, kVectors);
      ASSERT_EQ(VectorOf(triple), PlainCombine(VectorOf(c), VectorOf(pair))) << c << " " << pair;
    }
  }
}

}  // namespace
}  // namespace mj16::tables
