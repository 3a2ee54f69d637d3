// Helpers for the tables tests: a tiny hand parser (kept here so the tests do not depend on
// core/notation) and random hand generators.
#ifndef MJ16_TESTS_TABLES_TEST_UTIL_H_
#define MJ16_TESTS_TABLES_TEST_UTIL_H_

#include <algorithm>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "tables/shanten.h"

namespace mj16::tables::testing {

// "123m456p789s11z" (m characters, s bamboo, p dots, z1..7 = E S W N red green white).
inline TileCounts Parse(std::string_view text) {
  TileCounts h{};
  std::string digits;
  for (const char c : text) {
    if (c >= '1' && c <= '9') {
      digits += c;
      continue;
    }
    const int base = c == 'm' ? 0 : c == 's' ? 9 : c == 'p' ? 18 : c == 'z' ? 27 : -1;
    if (base < 0 || digits.empty()) throw std::invalid_argument(std::string(text));
    for (const char d : digits) {
      const int kind = base + (d - '1');
      if (kind >= kNumKinds || ++h[kind] > 4) throw std::invalid_argument(std::string(text));
    }
    digits.clear();
  }
  if (!digits.empty()) throw std::invalid_argument(std::string(text));
  return h;
}

inline TileMask Kinds(std::string_view text) {
  const TileCounts h = Parse(text);
  TileMask m = 0;
  for (int t = 0; t < kNumKinds; ++t) {
    if (h[t] > 0) m |= TileBit(static_cast<Tile>(t));
  }
  return m;
}

inline std::string Format(const TileCounts& h) {
  std::string out;
  const char suits[] = {'m', 's', 'p', 'z'};
  for (int s = 0; s < 4; ++s) {
    std::string part;
    for (int t = s * 9; t < std::min(s * 9 + 9, kNumKinds); ++t) part.append(h[t], '1' + t % 9);
    if (!part.empty()) out += part + suits[s];
  }
  return out;
}

inline std::string FormatMask(TileMask m) {
  TileCounts h{};
  for (int t = 0; t < kNumKinds; ++t) h[t] = (m >> t) & 1;
  return Format(h);
}

inline int Total(const TileCounts& h) {
  int n = 0;
  for (const int c : h) n += c;
  return n;
}

// `size` tiles drawn without replacement from the given kinds (4 copies each).
inline TileCounts RandomHand(std::mt19937_64& rng, int size, const std::vector<int>& kinds) {
  std::vector<int> wall;
  for (const int k : kinds) wall.insert(wall.end(), 4, k);
  std::shuffle(wall.begin(), wall.end(), rng);
  TileCounts h{};
  for (int i = 0; i < size; ++i) ++h[wall[i]];
  return h;
}

inline std::vector<int> AllKinds() {
  std::vector<int> k(kNumKinds);
  for (int t = 0; t < kNumKinds; ++t) k[t] = t;
  return k;
}

// Kinds of one suit plus the honors: dense hands that stress the per-suit tables.
inline std::vector<int> SuitAndHonors(int suit) {
  std::vector<int> k;
  for (int r = 0; r < 9; ++r) k.push_back(suit * 9 + r);
  for (int t = kNumSuited; t < kNumKinds; ++t) k.push_back(t);
  return k;
}

// A random hand holding all four copies of one random kind.
inline TileCounts RandomHandWithQuad(std::mt19937_64& rng, int size) {
  const int quad = static_cast<int>(rng() % kNumKinds);
  std::vector<int> wall;
  for (int t = 0; t < kNumKinds; ++t) {
    if (t != quad) wall.insert(wall.end(), 4, t);
  }
  std::shuffle(wall.begin(), wall.end(), rng);
  TileCounts h{};
  h[quad] = 4;
  for (int i = 0; i < size - 4; ++i) ++h[wall[i]];
  return h;
}

}  // namespace mj16::tables::testing

#endif  // MJ16_TESTS_TABLES_TEST_UTIL_H_
