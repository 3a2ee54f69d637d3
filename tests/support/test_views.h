// A table view rebuilt from protocol lines, for the tests of the units that read one; every line
// must parse and apply.
#ifndef MJ16_TESTS_TEST_VIEWS_H_
#define MJ16_TESTS_TEST_VIEWS_H_

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/protocol.h"
#include "core/table_view.h"

namespace mj16::testing {

inline TableView ReplayLines(const std::vector<std::string>& lines) {
  TableView view;
  for (const std::string& line : lines) {
    absl::StatusOr<Message> m = ParseMessage(line);
    EXPECT_TRUE(m.ok()) << line;
    if (m.ok()) {
      EXPECT_TRUE(view.Apply(*m).ok()) << line;
    }
  }
  return view;
}

// Seat 1 of a game of mjbot against three efficiency players (mjref match --seed 3), at its
// throw of go-around 8, 2 shanten.
inline TableView LateGameView() {
  return ReplayLines({"/start MJ 1 builtin:mjbot:mc=true,mc_min_shanten=0",
                      "/initGame east east 4 2 0",
                      "/initCard 111 163 170 172 212 240 241 262 281 322 330 350 371 372 411 472",
                      "/throw 2 463",
                      "/throw 3 473",
                      "/throw 4 470",
                      "/mo 451",
                      "/ask throw",
                      "/throw 1 472",
                      "/throw 2 461",
                      "/throw 3 452",
                      "/throw 4 471",
                      "/mo 373",
                      "/ask throw",
                      "/throw 1 451",
                      "/throw 2 433",
                      "/throw 3 432",
                      "/throw 4 460",
                      "/mo 412",
                      "/ask throw",
                      "/throw 1 111",
                      "/throw 2 413",
                      "/ask pong",
                      "/pong 1 411 412 413",
                      "/ask throw",
                      "/throw 1 212",
                      "/throw 2 381",
                      "/throw 3 343",
                      "/eat 4 352 343 362",
                      "/throw 4 450",
                      "/mo 193",
                      "/ask throw",
                      "/throw 1 350",
                      "/pong 2 350 351 353",
                      "/throw 2 162",
                      "/throw 3 143",
                      "/throw 4 431",
                      "/mo 410",
                      "/ask gong",
                      "/gong 1 1 410",
                      "/mo 453",
                      "/ask throw",
                      "/throw 1 453",
                      "/throw 2 112",
                      "/throw 3 123",
                      "/throw 4 440",
                      "/pong 2 440 441 443",
                      "/throw 2 293",
                      "/throw 3 383",
                      "/throw 4 192",
                      "/mo 462",
                      "/ask throw",
                      "/throw 1 462",
                      "/throw 2 392",
                      "/pong 3 390 392 393",
                      "/throw 3 380",
                      "/throw 4 423",
                      "/mo 213",
                      "/ask throw"});
}

}  // namespace mj16::testing

#endif  // MJ16_TESTS_TEST_VIEWS_H_
