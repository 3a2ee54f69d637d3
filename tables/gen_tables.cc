// Build-time generator of the per-suit and honor tables (seed 001 §2.4.1).
//
//   gen_tables OUT_DIR LAYOUT_HEADER
//
// writes OUT_DIR/{suit,honor,vector,pair,triple}_table.bin (layout in tables/encoding.h) and a
// header with the vector counts, and prints the sizes and the time taken.
//
// For a component with count vector h and a slot (m melds, p pairs) define
//   need(h) = min over targets T of sum_r max(0, T[r] - h[r])
// (the tiles still to be brought in); overlap = 3m + 2p - need. Instead of trying every target
// for every h, walk the lattice of count vectors: need(h) = 0 when h already contains a target,
// else 1 + min over r of need(h + r), because some tile of the best completion can always be
// added first. A rank r is effective exactly when need(h + r) = need(h) - 1. One pass per slot
// in decreasing index order (h + r has a larger index than h) fills everything. "h contains a
// target with m melds" is itself a recursion: h minus some meld contains one with m - 1.
//
// The suits have only 198 distinct overlap vectors (honors included), so entries store a vector
// id, and the max-plus combinations of two and of three components are tabulated by id.
#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "tables/encoding.h"

namespace mj16::tables {
namespace {

namespace enc = encoding;

[[noreturn]] void Fail(const char* what) {
  std::fprintf(stderr, "gen_tables: %s\n", what);
  std::exit(1);
}

// One component: `ranks` kinds, chows allowed or not (honors).
class Component {
 public:
  Component(int ranks, bool chows) : ranks_(ranks), chows_(chows) {
    size_ = 1;
    for (int r = 0; r < ranks; ++r) {
      pow5_[r] = size_;
      size_ *= 5;
    }
    digits_.resize(static_cast<size_t>(size_) * ranks_);
    for (int i = 0; i < size_; ++i) {
      int rest = i;
      for (int r = 0; r < ranks_; ++r, rest /= 5) {
        digits_[Pos(i, r)] = static_cast<uint8_t>(rest % 5);
      }
    }
    for (auto& v : need_) v.resize(size_);
    for (auto& v : mask_) v.resize(size_);
  }

  int size() const { return size_; }
  int Digit(int index, int r) const { return digits_[Pos(index, r)]; }
  int Overlap(int index, int slot) const {
    return (3 * (slot / 2) + 2 * (slot % 2)) - need_[slot][index];
  }
  uint16_t Mask(int index, int slot) const { return mask_[slot][index]; }

  // Fills need_ and mask_ for every slot; the pair and no-pair chains run on two threads.
  void Generate() {
    std::thread pair_chain([this] { GenerateChain(1); });
    GenerateChain(0);
    pair_chain.join();
  }

 private:
  size_t Pos(int index, int r) const { return static_cast<size_t>(index) * ranks_ + r; }

  void GenerateChain(int pairs) {
    std::vector<uint8_t> contains(size_), previous(size_);
    for (int melds = 0; melds <= enc::kMaxMelds; ++melds) {
      previous.swap(contains);
      for (int i = 0; i < size_; ++i) {
        contains[i] = melds == 0 ? ContainsPairsOnly(i, pairs) : ContainsMeldPlus(i, previous);
      }
      FillNeed(enc::Slot(melds, pairs), contains);
    }
  }

  // Whether h contains `pairs` (0 or 1) pairs and nothing else.
  uint8_t ContainsPairsOnly(int index, int pairs) const {
    if (pairs == 0) return 1;
    for (int r = 0; r < ranks_; ++r) {
      if (Digit(index, r) >= 2) return 1;
    }
    return 0;
  }

  // Whether h minus some meld contains a target with one meld fewer (`previous`).
  uint8_t ContainsMeldPlus(int index, const std::vector<uint8_t>& previous) const {
    for (int r = 0; r < ranks_; ++r) {
      if (Digit(index, r) >= 3 && previous[index - 3 * pow5_[r]]) return 1;
    }
    if (!chows_) return 0;
    for (int r = 0; r + 2 < ranks_; ++r) {
      if (Digit(index, r) >= 1 && Digit(index, r + 1) >= 1 && Digit(index, r + 2) >= 1 &&
          previous[index - pow5_[r] - pow5_[r + 1] - pow5_[r + 2]]) {
        return 1;
      }
    }
    return 0;
  }

  void FillNeed(int slot, const std::vector<uint8_t>& contains) {
    std::vector<uint8_t>& need = need_[slot];
    std::vector<uint16_t>& mask = mask_[slot];
    for (int i = size_ - 1; i >= 0; --i) {
      if (contains[i]) {
        need[i] = 0;
        mask[i] = 0;
        continue;
      }
      int best = 255;
      for (int r = 0; r < ranks_; ++r) {
        if (Digit(i, r) < 4) best = std::min<int>(best, need[i + pow5_[r]]);
      }
      // Every vector without a target has a rank below 4: the all-4 vector holds any target.
      if (best == 255) Fail("no rank can be raised");
      need[i] = static_cast<uint8_t>(best + 1);
      uint16_t m = 0;
      for (int r = 0; r < ranks_; ++r) {
        if (Digit(i, r) < 4 && need[i + pow5_[r]] == best) m |= static_cast<uint16_t>(1u << r);
      }
      mask[i] = m;
    }
  }

  int ranks_;
  bool chows_;
  int size_;
  std::array<int, enc::kSuitRanks> pow5_{};
  std::vector<uint8_t> digits_;
  std::array<std::vector<uint8_t>, enc::kSlots> need_;
  std::array<std::vector<uint16_t>, enc::kSlots> mask_;
};

using enc::OverlapVector;

OverlapVector VectorOf(const Component& c, int index) {
  OverlapVector v{};
  for (int s = 0; s < enc::kSlots; ++s) v[s] = static_cast<uint8_t>(c.Overlap(index, s));
  return v;
}

// Max-plus combination of two components' overlaps over the slots.
OverlapVector Combine(const OverlapVector& a, const OverlapVector& b) {
  OverlapVector r{};
  for (int m = 0; m <= enc::kMaxMelds; ++m) {
    for (int p = 0; p <= 1; ++p) {
      int best = 0;
      for (int k = 0; k <= m; ++k) {
        for (int pa = 0; pa <= p; ++pa) {
          best = std::max(best, a[enc::Slot(k, pa)] + b[enc::Slot(m - k, p - pa)]);
        }
      }
      r[enc::Slot(m, p)] = static_cast<uint8_t>(best);
    }
  }
  return r;
}

// Distinct overlap vectors, numbered in the order they are first added.
class VectorIds {
 public:
  int Add(const OverlapVector& v) {
    const auto [it, inserted] = ids_.emplace(v, static_cast<int>(list_.size()));
    if (inserted) list_.push_back(v);
    return it->second;
  }
  int size() const { return static_cast<int>(list_.size()); }
  const OverlapVector& operator[](int id) const { return list_[id]; }
  const std::vector<OverlapVector>& list() const { return list_; }

 private:
  std::map<OverlapVector, int> ids_;
  std::vector<OverlapVector> list_;
};

struct Tables {
  std::vector<enc::SuitEntry> suits;
  std::vector<enc::HonorEntry> honors;
  // Three id ranges, concatenated in the vector table: a vector may appear in several.
  VectorIds components, pair_combos, triple_combos;
  std::vector<uint16_t> pairs;    // global ids
  std::vector<uint16_t> triples;  // global ids

  // Every vector with its mirror image, then one zero record.
  std::vector<enc::VectorRecord> Records() const {
    std::vector<OverlapVector> all = components.list();
    all.insert(all.end(), pair_combos.list().begin(), pair_combos.list().end());
    all.insert(all.end(), triple_combos.list().begin(), triple_combos.list().end());
    std::vector<enc::VectorRecord> records(all.size() + 1, enc::VectorRecord{});
    for (size_t i = 0; i < all.size(); ++i) {
      records[i].overlap = all[i];
      for (int x = 0; x < enc::kSlots; ++x) records[i].reversed[x] = all[i][enc::kSlots - 1 - x];
    }
    return records;
  }
  int total_vectors() const {
    return components.size() + pair_combos.size() + triple_combos.size();
  }
};

uint64_t CheckedId(int id) {
  if (id > static_cast<int>(enc::kIdMask)) Fail("more component vectors than an id holds");
  return static_cast<uint64_t>(id);
}

// The honor count classes effective in a slot of honor vector `index`.
uint64_t HonorClasses(const Component& c, int index, int slot) {
  const int mask = c.Mask(index, slot);
  int classes = 0;
  for (int k = 0; k < enc::kHonorKinds; ++k) {
    if (mask >> k & 1) classes |= 1 << c.Digit(index, k);
  }
  if (classes >= 8) Fail("honor triplet marked effective");
  // The class encoding is only valid if every kind of an effective class is effective.
  for (int k = 0; k < enc::kHonorKinds; ++k) {
    if ((classes >> c.Digit(index, k) & 1) != (mask >> k & 1)) Fail("honor mask not by class");
  }
  return static_cast<uint64_t>(classes);
}

Tables Build(const Component& suit, const Component& honor) {
  Tables t;
  std::vector<int> suit_ids(suit.size()), honor_ids(honor.size());
  for (int i = 0; i < suit.size(); ++i) suit_ids[i] = t.components.Add(VectorOf(suit, i));
  for (int i = 0; i < honor.size(); ++i) honor_ids[i] = t.components.Add(VectorOf(honor, i));

  t.suits.resize(suit.size());
  for (int i = 0; i < suit.size(); ++i) {
    enc::SuitEntry e{CheckedId(suit_ids[i]), 0};
    for (int s = 1; s < enc::kSlots; ++s) {
      const uint64_t m = suit.Mask(i, s);
      (s <= enc::kSuitMasksInLo ? e.lo : e.hi) |= m << enc::SuitMaskShift(s);
    }
    t.suits[i] = e;
  }

  // Honors by histogram: every count vector must agree with the others of its histogram.
  t.honors.assign(enc::kHonorEntries, 0);
  std::vector<bool> seen(enc::kHonorEntries, false);
  for (int i = 0; i < honor.size(); ++i) {
    std::array<int, enc::kHonorKinds> counts{};
    for (int k = 0; k < enc::kHonorKinds; ++k) counts[k] = honor.Digit(i, k);
    const int index = enc::HonorIndex(counts);
    enc::HonorEntry e = CheckedId(honor_ids[i]);
    for (int s = 1; s < enc::kSlots; ++s) e |= HonorClasses(honor, i, s) << enc::HonorClassShift(s);
    if (seen[index] && t.honors[index] != e) Fail("honor entries differ within a histogram");
    seen[index] = true;
    t.honors[index] = e;
  }

  const int k = t.components.size();
  t.pairs.resize(static_cast<size_t>(k) * k);
  for (int i = 0; i < k; ++i) {
    for (int j = 0; j < k; ++j) {
      const int id = t.pair_combos.Add(Combine(t.components[i], t.components[j]));
      t.pairs[static_cast<size_t>(i) * k + j] = static_cast<uint16_t>(k + id);
    }
  }
  const int p = t.pair_combos.size();
  t.triples.resize(static_cast<size_t>(k) * p);
  for (int i = 0; i < k; ++i) {
    for (int j = 0; j < p; ++j) {
      const int id = t.triple_combos.Add(Combine(t.components[i], t.pair_combos[j]));
      t.triples[static_cast<size_t>(i) * p + j] = static_cast<uint16_t>(k + p + id);
    }
  }
  if (t.total_vectors() > 65535) Fail("too many vectors for 16-bit ids");
  return t;
}

template <typename T>
void Write(const std::string& path, const std::vector<T>& data) {
  static_assert(std::endian::native == std::endian::little, "tables are little-endian");
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (f == nullptr) Fail("cannot open output");
  if (std::fwrite(data.data(), sizeof(T), data.size(), f) != data.size()) Fail("write failed");
  if (std::fclose(f) != 0) Fail("close failed");
}

void WriteLayout(const std::string& path, const Tables& t) {
  std::FILE* f = std::fopen(path.c_str(), "w");
  if (f == nullptr) Fail("cannot open layout header");
  std::fprintf(f,
               "// Generated by tables/gen_tables.cc: the sizes of the generated vector tables.\n"
               "#ifndef MJ16_TABLES_TABLES_LAYOUT_H_\n#define MJ16_TABLES_TABLES_LAYOUT_H_\n\n"
               "namespace mj16::tables::layout {\n\n"
               "inline constexpr int kComponentVectors = %d;\n"
               "inline constexpr int kPairVectors = %d;\n"
               "inline constexpr int kTripleVectors = %d;\n"
               "inline constexpr int kVectors = %d;\n\n"
               "}  // namespace mj16::tables::layout\n\n#endif  // MJ16_TABLES_TABLES_LAYOUT_H_\n",
               t.components.size(), t.pair_combos.size(), t.triple_combos.size(),
               t.total_vectors());
  if (std::fclose(f) != 0) Fail("close failed");
}

int Main(int argc, char** argv) {
  if (argc != 3) Fail("usage: gen_tables OUT_DIR LAYOUT_HEADER");
  const std::string dir = argv[1];
  const auto start = std::chrono::steady_clock::now();

  Component suit(enc::kSuitRanks, /*chows=*/true);
  suit.Generate();
  Component honor(enc::kHonorKinds, /*chows=*/false);
  honor.Generate();
  const Tables t = Build(suit, honor);
  const double generate_s =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  Write(dir + "/suit_table.bin", t.suits);
  // The ids alone, one byte an entry (2 MB, against the full table's 31 MB): what shanten
  // without effective tiles reads, so that its lookups stay in cache.
  if (t.components.size() > 256) Fail("too many component vectors for 8-bit suit ids");
  std::vector<uint8_t> suit_ids(t.suits.size());
  for (size_t i = 0; i < t.suits.size(); ++i) {
    suit_ids[i] = static_cast<uint8_t>(t.suits[i].lo & enc::kIdMask);
  }
  Write(dir + "/suit_id_table.bin", suit_ids);
  Write(dir + "/honor_table.bin", t.honors);
  Write(dir + "/vector_table.bin", t.Records());
  Write(dir + "/pair_table.bin", t.pairs);
  Write(dir + "/triple_table.bin", t.triples);
  WriteLayout(argv[2], t);
  const double total_s =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  const uint64_t suit_bytes = t.suits.size() * sizeof(enc::SuitEntry);
  const uint64_t honor_bytes = t.honors.size() * sizeof(enc::HonorEntry);
  const uint64_t vector_bytes = (t.total_vectors() + 1) * sizeof(enc::VectorRecord);
  const uint64_t combo_bytes = (t.pairs.size() + t.triples.size()) * sizeof(uint16_t);
  const uint64_t total = suit_bytes + suit_ids.size() + honor_bytes + vector_bytes + combo_bytes;
  std::printf(
      "mj16 tables: suit %zu x 16 B = %llu B, ids %zu x 1 B; honors %zu x 8 B = %llu B; %d vectors "
      "(%d component, %d pair, %d triple) x 32 B = %llu B; pair+triple ids %llu B\n"
      "mj16 tables: total %llu B (%.2f MB, %.2f MiB); generated in %.2f s, written in %.2f s\n",
      t.suits.size(), static_cast<unsigned long long>(suit_bytes), suit_ids.size(), t.honors.size(),
      static_cast<unsigned long long>(honor_bytes), t.total_vectors(), t.components.size(),
      t.pair_combos.size(), t.triple_combos.size(), static_cast<unsigned long long>(vector_bytes),
      static_cast<unsigned long long>(combo_bytes), static_cast<unsigned long long>(total),
      total / 1e6, total / 1048576.0, generate_s, total_s);
  return 0;
}

}  // namespace
}  // namespace mj16::tables

int main(int argc, char** argv) { return mj16::tables::Main(argc, argv); }
