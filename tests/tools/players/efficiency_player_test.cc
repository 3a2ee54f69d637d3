// builtin:efficiency (seed 001 §2.1–2.4): the layered discard order, claims, options, and whole
// referee games.
#include "tools/players/efficiency_player.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/notation.h"
#include "core/protocol.h"
#include "tables/shanten.h"
#include "tests/support/policy_games.h"
#include "tests/support/test_hands.h"

namespace mj16::players {
namespace {

using ::mj16::testing::C;
using ::testing::HasSubstr;

Tile T(absl::string_view text) { return ParseTile(text).value(); }

// "/initCard" with the tiles' lowest free copies.
std::string InitCard(absl::string_view text) {
  std::string line = "/initCard";
  TileCounts used{};
  const std::vector<Tile> cards = ParseTiles(text).value();
  for (Tile t : cards) absl::StrAppend(&line, " ", MakeCard(t, used[t]++));
  return line;
}

// Position 1, dealer 2, holding `tiles`; then the lines given.
TableView ViewOf(absl::string_view tiles, absl::string_view lines) {
  TableView view;
  const std::string transcript =
      absl::StrCat("/start MJ 1 x\n/initGame east east 1 2 0\n", InitCard(tiles), "\n", lines);
  for (absl::string_view line : absl::StrSplit(transcript, '\n', absl::SkipEmpty())) {
    const absl::StatusOr<Message> m = ParseMessage(line);
    EXPECT_TRUE(m.ok()) << line;
    const absl::Status s = view.Apply(*m);
    EXPECT_TRUE(s.ok()) << line << ": " << s;
  }
  return view;
}

const EfficiencyCandidate& Candidate(const EfficiencyChoice& c, absl::string_view tile) {
  return *std::find_if(c.candidates.begin(), c.candidates.end(),
                       [&](const EfficiencyCandidate& x) { return x.info.discard == T(tile); });
}

// Layer 1 first: the isolated honor goes before the isolated 9m of the same score, and before
// breaking 122233p, which scores higher, all at the same shanten.
TEST(EfficiencyPlayerTest, AnIsolatedHonorGoesFirst) {
  const TileCounts h = C("249m2467s122233467p4z");
  const EfficiencyChoice c = ChooseEfficiencyDiscard(h, 5, h);
  EXPECT_EQ(c.tile, T("4z"));
  const EfficiencyCandidate &honor = Candidate(c, "4z"), &suited = Candidate(c, "9m"),
                            &partial = Candidate(c, "2p");
  EXPECT_EQ(honor.info.shanten, suited.info.shanten);
  EXPECT_EQ(honor.info.shanten, partial.info.shanten);
  EXPECT_EQ(honor.info.score, suited.info.score);
  EXPECT_GT(partial.info.score, honor.info.score);
  EXPECT_EQ(c.candidates[1].info.discard, T("9m"));  // then layer 2

  EfficiencyOptions tiebreak;
  tiebreak.layers = bot::LayerUse::kTieBreak;
  const EfficiencyChoice t = ChooseEfficiencyDiscard(h, 5, h, tiebreak);
  EXPECT_EQ(t.tile, T("2p"));                        // the score decides ...
  EXPECT_EQ(t.candidates[1].info.discard, T("4z"));  // ... and layers only split equal scores
  EXPECT_EQ(t.candidates[2].info.discard, T("9m"));
}

// Layer 2 before 3: the isolated 9s goes before any partial, though breaking 22m scores higher.
TEST(EfficiencyPlayerTest, AnIsolatedSuitedTileGoesBeforePartials) {
  const TileCounts h = C("22346m139s2344789p44z");
  const EfficiencyChoice c = ChooseEfficiencyDiscard(h, 5, h);
  EXPECT_EQ(c.tile, T("9s"));
  EXPECT_EQ(Candidate(c, "9s").info.shanten, Candidate(c, "2m").info.shanten);
  EXPECT_GT(Candidate(c, "2m").info.score, Candidate(c, "9s").info.score);
  EfficiencyOptions tiebreak;
  tiebreak.layers = bot::LayerUse::kTieBreak;
  EXPECT_EQ(ChooseEfficiencyDiscard(h, 5, h, tiebreak).tile, T("2m"));
}

// Over random hands: the fewest shanten, then the first layer that reaches it, then its best
// score (the header's order), whatever else is visible.
TEST(EfficiencyPlayerTest, FewestShantenThenFirstLayerThenScore) {
  std::mt19937 rng(7);
  for (int n = 0; n < 2000; ++n) {
    std::vector<Tile> wall;
    for (int t = 0; t < kNumKinds; ++t) wall.insert(wall.end(), kCopies, static_cast<Tile>(t));
    std::shuffle(wall.begin(), wall.end(), rng);
    const int melds = static_cast<int>(rng() % 6);  // 0..5 melds still needed
    TileCounts hand{}, visible{};
    for (int i = 0; i < 3 * melds + 2; ++i) ++hand[wall[i]];
    visible = hand;
    for (int i = 3 * melds + 2; i < 3 * melds + 22; ++i) ++visible[wall[i]];
    const EfficiencyChoice c = ChooseEfficiencyDiscard(hand, melds, visible);
    int min_shanten = 99;
    for (const auto& x : c.candidates) min_shanten = std::min(min_shanten, x.info.shanten);
    bot::DiscardLayer layer = bot::DiscardLayer::kOther;
    for (const auto& x : c.candidates) {
      if (x.info.shanten == min_shanten) layer = std::min(layer, x.layer);
    }
    double best_score = -1;
    for (const auto& x : c.candidates) {
      if (x.info.shanten == min_shanten && x.layer == layer) {
        best_score = std::max(best_score, x.info.score);
      }
    }
    const EfficiencyCandidate& chosen = Candidate(c, FormatTile(c.tile));
    ASSERT_EQ(chosen.info.shanten, min_shanten) << FormatTiles(hand);
    ASSERT_EQ(chosen.layer, layer) << FormatTiles(hand);
    ASSERT_DOUBLE_EQ(chosen.info.score, best_score) << FormatTiles(hand);
  }
}

TEST(EfficiencyPlayerTest, PungsWhenShantenDrops) {
  const TableView view = ViewOf("123456789m559p19s17z", "/throw 2 352\n");
  const bot::Decision d = EfficiencyDecider()(view, Ask::kPong, false);
  EXPECT_EQ(FormatAnswer(d.action), "/pong 350 351") << d.reason;
  EXPECT_THAT(d.reason, HasSubstr("shanten 2 < 3"));
}

// Tenpai (shanten 0) cannot drop: chowing 4p with 23p keeps tenpai and is passed.
TEST(EfficiencyPlayerTest, NoChowThatDoesNotLowerShanten) {
  const TableView view =
      ViewOf("123456789m12355p67s", "/throw 2 470\n/throw 3 471\n/throw 4 340\n");
  ASSERT_EQ(tables::Shanten(view.hand().ToHand().concealed, 5), 0);
  const bot::Decision d = EfficiencyDecider()(view, Ask::kEat, true);
  EXPECT_EQ(FormatAnswer(d.action), "/pass") << d.reason;
  EXPECT_THAT(d.explanation, HasSubstr("chow 234p: shanten 0"));
}

TEST(EfficiencyPlayerTest, KongsWhenShantenIsNotWorse) {
  const TableView view = ViewOf("11123456789m123p55s", "/throw 2 113\n");
  const bot::Decision d = EfficiencyDecider()(view, Ask::kGong, false);
  EXPECT_EQ(FormatAnswer(d.action), "/gong 4 110 111 112") << d.reason;
}

TEST(EfficiencyPlayerTest, Options) {
  absl::StatusOr<Options> o = SplitOptions("chow=3, pung=5,tenpai_pung=2,layers=tiebreak");
  ASSERT_TRUE(o.ok());
  absl::StatusOr<EfficiencyOptions> e = ParseEfficiencyOptions(*o);
  ASSERT_TRUE(e.ok()) << e.status();
  EXPECT_EQ(e->weights.normal.chow, 3);
  EXPECT_EQ(e->weights.normal.pung, 5);
  EXPECT_EQ(e->weights.tenpai.chow, 1);
  EXPECT_EQ(e->weights.tenpai.pung, 2);
  EXPECT_EQ(e->layers, bot::LayerUse::kTieBreak);
  EXPECT_THAT(ParseEfficiencyOptions({{"layers", "last"}}).status().message(),
              HasSubstr("layers: bad value 'last'"));
  EXPECT_THAT(ParseEfficiencyOptions({{"chow", "-1"}}).status().message(),
              HasSubstr("chow: bad value '-1'"));
  EXPECT_THAT(ParseEfficiencyOptions({{"depth", "2"}}).status().message(),
              HasSubstr("unknown key 'depth'"));
  EXPECT_THAT(SplitOptions("chow").status().message(), HasSubstr("expected key=value"));
  EXPECT_THAT(MakeEfficiencyFactory("e", {{"pung", "x"}}).status().message(), HasSubstr("pung"));
}

// Two efficiency players against two mjbot, then against two random players: every answer is
// legal (the referee records a fault otherwise), none is a fallback, and they win games.
TEST(EfficiencyPlayerTest, WholeGames) {
  absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> efficiency =
      MakeEfficiencyFactory("efficiency", {});
  ASSERT_TRUE(efficiency.ok());
  testing::ExpectLegalWinningGames(**efficiency, 200, 500, 40);  // 108 vs mjbot, 185 vs random
}

}  // namespace
}  // namespace mj16::players
