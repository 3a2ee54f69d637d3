// Hands written as people write them, for tests: "123m456s11z" plus meld strings.
#ifndef MJ16_TESTS_TEST_HANDS_H_
#define MJ16_TESTS_TEST_HANDS_H_

#include <vector>

#include "absl/strings/string_view.h"
#include "core/hand.h"
#include "core/notation.h"

namespace mj16::testing {

// Tile counts of a hand in either notation; the text must be valid.
inline TileCounts C(absl::string_view tiles) { return CountsOf(*ParseTiles(tiles)); }

// A hand of concealed tiles and melds ("chow:789s", "pung:555z", "ckong:2222p", ...).
inline Hand MakeHand(absl::string_view concealed, std::vector<absl::string_view> melds = {}) {
  Hand hand;
  hand.concealed = C(concealed);
  for (absl::string_view m : melds) hand.melds.push_back(*ParseMeld(m));
  return hand;
}

}  // namespace mj16::testing

#endif  // MJ16_TESTS_TEST_HANDS_H_
