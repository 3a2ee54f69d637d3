// The observation's encoding: a worked position field by field, then every field against the
// table view at every question of whole games.
#include "tools/python/env/observation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "absl/strings/str_cat.h"
#include "tests/support/test_views.h"
#include "tools/python/env/env.h"

namespace mj16::env {
namespace {

using testing::ReplayLines;

constexpr Tile kMan(int rank) { return MakeTile(kCharacters, rank); }

TEST(EnvObservationTest, AnOfferedDiscardSeenFromTheNextSeat) {
  // Position 2 deals; we are position 1; position 4, just before us, throws 5m.
  const TableView view =
      ReplayLines({"/start MJ 1 x", "/initGame south east 2 2 0",
                   absl::StrCat("/initCard ", MakeCard(kMan(3), 0), " ", MakeCard(kMan(4), 0),
                                " 410 411 412 420 421 430 431 440 441 442 443 450 451 452"),
                   absl::StrCat("/throw 4 ", MakeCard(kMan(5), 2))});
  Observation obs;
  Encode(view, Ask::kEat, obs);
  EXPECT_EQ(obs.hand[kMan(3)], 1);
  EXPECT_EQ(obs.hand[kNorth], 4);
  EXPECT_EQ(std::accumulate(obs.hand.begin(), obs.hand.end(), 0), 16);
  EXPECT_EQ(obs.ask, 1);
  EXPECT_EQ(obs.offered, kMan(5));
  EXPECT_EQ(obs.offered_by, 3);  // position 4 plays just before position 1
  EXPECT_EQ(obs.river[3 * kMaxRiver], kMan(5));
  EXPECT_EQ(obs.river[3 * kMaxRiver + 1], -1);
  EXPECT_EQ(obs.river_taken_by[3 * kMaxRiver], -1);
  EXPECT_EQ(obs.dealer, 1);      // position 2
  EXPECT_EQ(obs.seat_wind, 3);   // the seat before the dealer is North
  EXPECT_EQ(obs.round_wind, 1);  // south
  EXPECT_EQ(obs.seen[kMan(5)], 1);
  EXPECT_EQ(obs.seen[kNorth], 4);
  EXPECT_EQ(obs.drawn, -1);
}

// Every field checked against the view it encodes.
void ExpectMatchesView(const TableView& view, Ask ask, const Observation& obs) {
  const TileCounts hand = view.hand().ToHand().concealed;
  const TileCounts seen = view.Seen();
  for (int k = 0; k < kNumKinds; ++k) {
    ASSERT_EQ(obs.hand[k], hand[k]);
    ASSERT_EQ(obs.seen[k], seen[k]);
  }
  ASSERT_EQ(obs.ask, static_cast<int>(ask));
  ASSERT_EQ(obs.tiles_left, view.live_wall());
  ASSERT_EQ(obs.go_around, view.go_around());
  ASSERT_EQ(obs.seat_wind, static_cast<int>(view.SeatWind(view.pos())));
  for (int r = 0; r < 4; ++r) {
    const int p = (view.pos() - 1 + r) % 4 + 1;
    const SeatView& seat = view.seat(p);
    if (p == view.dealer()) {
      ASSERT_EQ(obs.dealer, r);
    }
    ASSERT_EQ(obs.hidden_kongs[r], seat.hidden_kongs);
    ASSERT_EQ(obs.standings[r], view.standings()[p - 1]);
    int meld_tiles = 0;
    for (const Meld& m : seat.melds) meld_tiles += m.Size();
    ASSERT_EQ(std::accumulate(obs.melds.begin() + r * kNumKinds,
                              obs.melds.begin() + (r + 1) * kNumKinds, 0),
              meld_tiles);
    const int n = static_cast<int>(seat.discards.size());
    for (int i = 0; i < kMaxRiver; ++i) {
      const std::int8_t kind = obs.river[r * kMaxRiver + i];
      const std::int8_t taken = obs.river_taken_by[r * kMaxRiver + i];
      if (i >= n) {
        ASSERT_EQ(kind, -1);
        ASSERT_EQ(taken, -1);
        continue;
      }
      ASSERT_EQ(kind, *KindOfCard(seat.discards[i].card));
      ASSERT_EQ(taken,
                seat.discards[i].claimed ? (seat.discards[i].claimed_by - view.pos() + 4) % 4 : -1);
    }
  }
  if (view.drawn() != 0) {
    ASSERT_EQ(obs.drawn, *KindOfCard(view.drawn()));
  }
}

TEST(EnvObservationTest, EveryFieldMatchesTheViewThroughWholeGames) {
  EnvConfig config;
  config.players = {"", "", "", ""};  // four learning seats, each following its teacher
  config.teacher = "efficiency";
  absl::StatusOr<std::unique_ptr<Env>> env = Env::Make(config);
  ASSERT_TRUE(env.ok());
  int questions = 0;
  for (int g = 0; g < 40; ++g) {
    ASSERT_TRUE((*env)->Reset(g == 0 ? std::optional<std::uint64_t>(4) : std::nullopt).ok());
    while (!(*env)->over()) {
      const LearningSeat* seat = (*env)->seat((*env)->current());
      Observation obs;
      Encode(seat->view(), seat->question(), obs);
      SCOPED_TRACE(absl::StrCat("game ", g, " question ", questions));
      ExpectMatchesView(seat->view(), seat->question(), obs);
      ++questions;
      ASSERT_TRUE((*env)->Step(seat->teacher_action()).ok());
    }
  }
  EXPECT_GT(questions, 1000);
}

TEST(EnvObservationTest, TheLayoutCoversTheWholeStruct) {
  std::size_t bytes = 0;
  for (const FieldLayout& f : ObservationLayout()) {
    int n = 1;
    for (int d : f.shape) n *= d;
    bytes += static_cast<std::size_t>(n * f.item_bytes);
  }
  EXPECT_LE(bytes, sizeof(Observation));
  EXPECT_GE(bytes + 8, sizeof(Observation));  // only padding is left out
}

}  // namespace
}  // namespace mj16::env
