// tools/training/labels.h: the labelled positions of real referee games, checked against what
// the referee itself held at every /ask throw (a spy records its truth beside the players).
#include "tools/training/labels.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstring>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "bot/settings/settings.h"
#include "core/game/game_state.h"
#include "core/hand.h"
#include "core/notation.h"
#include "core/scoring.h"
#include "tables/shanten.h"
#include "tools/common/json.h"
#include "tools/mjref/engine/referee.h"
#include "tools/players/builtin_random.h"
#include "tools/players/mjbot_player.h"

namespace mj16::training {
namespace {

using ::testing::HasSubstr;

constexpr int kHeldAt = kMetaColumns;
constexpr int kFeaturesAt = kHeldAt + kHeldColumns;
constexpr int kTruthAt = kFeaturesAt + bot::kOpponentFeatures;
constexpr int kWaitsAt = kTruthAt + 2;
constexpr int kTaiAt = kWaitsAt + kNumKinds;
constexpr int kHeuristicAt = kTruthAt + kTruthColumns;
constexpr int kSequenceAt = kHeuristicAt + kHeuristicColumns;
constexpr int kHandAt = kSequenceAt + kSequenceColumns;
static_assert(kHandAt + kHandColumns == kLabelColumns);

// The meta columns (labels.h).
enum Meta { kGame, kSeat, kOpponent, kProgram, kDraws, kGroup };

// A feature column by its name (bot/reading/features.h).
int FeatureColumn(std::string_view name) {
  for (int i = 0; i < bot::kOpponentFeatures; ++i) {
    if (bot::OpponentFeatureName(i) == name) return kFeaturesAt + i;
  }
  ADD_FAILURE() << "no feature " << name;
  return 0;
}

// What the referee held when it asked one seat to throw.
struct TruthAtThrow {
  int seat = 0;   // the seat asked
  int draws = 0;  // after the deal, kong replacements included
  std::array<Hand, 4> hands;
};

// Plays through an inner player and keeps the referee's truth at every /ask throw (the referee
// shows it just before each question).
class SpyPlayer : public mjref::WrappedPlayer {
 public:
  SpyPlayer(int seat, std::unique_ptr<mjref::Player> inner, std::vector<TruthAtThrow>& log)
      : WrappedPlayer(std::move(inner)), seat_(seat), log_(log) {}

  absl::StatusOr<Action> Decide(const Message& ask) override {
    if (ask.ask == Ask::kThrow) log_.push_back(truth_);
    return inner().Decide(ask);
  }
  void SeeTruth(const game::GameState& state) override {
    truth_.seat = seat_;
    truth_.draws = state.draws;
    for (int s = 0; s < 4; ++s) truth_.hands[s] = state.seats[s].hand.ToHand();
    inner().SeeTruth(state);
  }

 private:
  int seat_;
  std::vector<TruthAtThrow>& log_;
  TruthAtThrow truth_;
};

struct PlayedGame {
  mjref::GameRecord record;
  std::vector<TruthAtThrow> throws;  // in the order asked, as in the transcript
};

// Half the games four mjbots, half two mjbots against two random players (who claim and kong
// more oddly); the Monte-Carlo search is off for speed.
PlayedGame Play(int game) {
  bot::Settings settings;
  settings.mc.enabled = false;
  PlayedGame played;
  std::array<std::unique_ptr<mjref::Player>, 4> owned;
  std::array<mjref::Player*, 4> players{};
  mjref::GameConfig config;
  for (int s = 0; s < 4; ++s) {
    std::unique_ptr<mjref::Player> inner;
    if (game % 2 == 1 && s % 2 == 1) {
      inner = std::make_unique<mjref::RandomPlayer>(game * 4 + s);
      config.names[s] = "random";
    } else {
      inner = std::make_unique<players::MjbotPlayer>(settings);
      config.names[s] = "mjbot";
    }
    owned[s] = std::make_unique<SpyPlayer>(s, std::move(inner), played.throws);
    players[s] = owned[s].get();
  }
  config.game = game;
  config.seed = 2700 + game;
  config.dealer = game % 4;
  config.group = game % 3 == 0 ? 40 + game : -1;
  played.record = mjref::RunGame(config, players);
  return played;
}

constexpr int kGames = 20;
constexpr std::array<int, 4> kPrograms = {10, 11, 12, 13};  // by seat, to tell them apart

class LabelsTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    games_ = new std::vector<PlayedGame>;
    for (int game = 0; game < kGames; ++game) games_->push_back(Play(game));
  }
  static void TearDownTestSuite() {
    delete games_;
    games_ = nullptr;
  }

  static std::vector<LabelRow> Label(const mjref::GameRecord& record, bool heuristics = true) {
    LabelOptions options;
    options.heuristics = heuristics;
    absl::StatusOr<std::vector<LabelRow>> rows = LabelGame(record, kPrograms, options);
    EXPECT_TRUE(rows.ok()) << "game " << record.game << ": " << rows.status();
    return rows.ok() ? *rows : std::vector<LabelRow>{};
  }

  static std::vector<PlayedGame>* games_;
};

std::vector<PlayedGame>* LabelsTest::games_ = nullptr;

TEST_F(LabelsTest, TheGamesArePlayedWithoutFaults) {
  int wins = 0;
  for (const PlayedGame& g : *games_) {
    EXPECT_TRUE(g.record.faults.empty()) << "game " << g.record.game;
    EXPECT_TRUE(g.record.errors.empty()) << "game " << g.record.game;
    wins += !g.record.wins.empty();
  }
  EXPECT_GT(wins, 0);
}

// Three rows (the three others) for every /ask throw the referee sent, in the transcript's order.
TEST_F(LabelsTest, ThreeRowsForEveryAskThrow) {
  for (const PlayedGame& g : *games_) {
    int asks = 0;
    for (const mjref::TranscriptLine& line : g.record.transcript) {
      asks += !line.from_player && line.text == "/ask throw";
    }
    const std::vector<LabelRow> rows = Label(g.record, /*heuristics=*/false);
    EXPECT_EQ(rows.size(), 3u * asks) << "game " << g.record.game;
    ASSERT_EQ(g.throws.size(), static_cast<size_t>(asks)) << "game " << g.record.game;
    for (size_t r = 0; r < rows.size(); ++r) {
      const TruthAtThrow& t = g.throws[r / 3];
      EXPECT_EQ(rows[r][kGame], g.record.game);
      EXPECT_EQ(rows[r][kSeat], t.seat) << "game " << g.record.game << " row " << r;
      EXPECT_EQ(rows[r][kGroup], g.record.Group());
      EXPECT_EQ(rows[r][kDraws], t.draws) << "game " << g.record.game << " row " << r;
      // The others of the asked seat, in seat order.
      const int opponent = static_cast<int>(rows[r][kOpponent]);
      int expected = -1;
      for (int s = 0, i = 0; s < 4; ++s) {
        if (s != t.seat && i++ == static_cast<int>(r % 3)) expected = s;
      }
      EXPECT_EQ(opponent, expected) << "game " << g.record.game << " row " << r;
      EXPECT_EQ(rows[r][kProgram], kPrograms[opponent]);
      for (int k = 0; k < kNumKinds; ++k) {
        EXPECT_EQ(rows[r][kHeldAt + k], t.hands[t.seat].concealed[k])
            << "game " << g.record.game << " row " << r << " " << FormatTile(k);
      }
    }
  }
}

// Shanten, waits and tai as the referee's hands give them: the opponent's concealed tiles with
// 5 − his melds to make; a wait completes the hand and scores (0 tai is a legal win), and a kind
// that is no wait would not.
TEST_F(LabelsTest, TheTruthIsTheReferees) {
  int tenpai_rows = 0, waits = 0;
  for (const PlayedGame& g : *games_) {
    const std::vector<LabelRow> rows = Label(g.record, /*heuristics=*/false);
    ASSERT_EQ(rows.size(), 3 * g.throws.size());
    for (size_t r = 0; r < rows.size(); ++r) {
      const LabelRow& row = rows[r];
      const int opponent = static_cast<int>(row[kOpponent]);
      const Hand& hand = g.throws[r / 3].hands[opponent];
      const int melds_needed = kMeldsToWin - static_cast<int>(hand.melds.size());
      const std::string where = absl::StrCat("game ", g.record.game, " row ", r, " seat ", opponent,
                                             " ", FormatTiles(hand.concealed));
      const int shanten = tables::Shanten(hand.concealed, melds_needed);
      ASSERT_EQ(row[kTruthAt], shanten) << where;
      for (int k = 0; k < kNumKinds; ++k) {
        ASSERT_EQ(row[kHandAt + k], hand.concealed[k]) << where << " holds " << FormatTile(k);
      }
      bool any_wait = false;
      for (int k = 0; k < kNumKinds; ++k) {
        const float wait = row[kWaitsAt + k], tai = row[kTaiAt + k];
        ASSERT_TRUE(wait == 0 || wait == 1) << where;
        any_wait = any_wait || wait == 1;
        Hand won = hand;
        absl::StatusOr<Score> score = absl::UnknownError("no 5th copy");
        if (hand.concealed[k] < kCopies) {
          ++won.concealed[k];
          const WinContext context =
              WinContextFor(opponent, g.record.dealer, g.record.round_wind, static_cast<Tile>(k));
          if (tables::Shanten(won.concealed, melds_needed) == -1) score = ScoreWin(won, context);
        }
        if (wait == 1) {
          ++waits;
          EXPECT_EQ(shanten, 0) << where;
          ASSERT_TRUE(score.ok()) << where << " waits on " << FormatTile(k);
          EXPECT_EQ(tai, score->tai) << where << " on " << FormatTile(k);
          EXPECT_GE(tai, 0) << where;
        } else {
          EXPECT_EQ(tai, 0) << where << " " << FormatTile(k);
          EXPECT_FALSE(shanten == 0 && score.ok()) << where << " misses " << FormatTile(k);
        }
      }
      EXPECT_EQ(row[kTruthAt + 1], any_wait ? 1 : 0) << where;
      tenpai_rows += any_wait;
    }
  }
  // Enough tenpai to mean something.
  EXPECT_GT(tenpai_rows, 50);
  EXPECT_GT(waits, tenpai_rows);
}

// The features are the asked seat's public view: the go-around follows the draws, the position
// and dealer are the opponent's, his melds the referee's, and every number lies in [0, 1].
TEST_F(LabelsTest, TheFeaturesDescribeTheOpponentAsSeen) {
  const int go_around = FeatureColumn("go_around");
  const int is_dealer = FeatureColumn("is_dealer");
  const int melds = FeatureColumn("melds");
  const std::array<int, 3> relative = {FeatureColumn("is_next"), FeatureColumn("is_opposite"),
                                       FeatureColumn("is_left")};
  for (const PlayedGame& g : *games_) {
    const std::vector<LabelRow> rows = Label(g.record);
    ASSERT_EQ(rows.size(), 3 * g.throws.size());
    for (size_t r = 0; r < rows.size(); ++r) {
      const LabelRow& row = rows[r];
      const std::string where = absl::StrCat("game ", g.record.game, " row ", r);
      const int draws = static_cast<int>(row[kDraws]);
      EXPECT_FLOAT_EQ(row[go_around] * 20, draws / 4 + 1) << where;
      const int seat = static_cast<int>(row[kSeat]), opponent = static_cast<int>(row[kOpponent]);
      EXPECT_EQ(row[is_dealer], opponent == g.record.dealer ? 1 : 0) << where;
      for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(row[relative[i]], (opponent - seat + 4) % 4 == i + 1 ? 1 : 0) << where;
      }
      EXPECT_FLOAT_EQ(row[melds] * 5,
                      static_cast<float>(g.throws[r / 3].hands[opponent].melds.size()))
          << where;
      for (int i = kFeaturesAt; i < kTruthAt; ++i) {
        EXPECT_GE(row[i], 0) << where << " " << bot::OpponentFeatureName(i - kFeaturesAt);
        EXPECT_LE(row[i], 1) << where << " " << bot::OpponentFeatureName(i - kFeaturesAt);
      }
    }
  }
}

// Without the heuristics their columns are 0 and nothing else changes; with them they are
// probabilities, not all 0.
TEST_F(LabelsTest, HeuristicsOffLeavesTheirColumnsZeroAndTheRestAlone) {
  bool any = false;
  for (int game = 0; game < kGames; game += 5) {
    const mjref::GameRecord& record = (*games_)[game].record;
    const std::vector<LabelRow> on = Label(record, true), off = Label(record, false);
    ASSERT_EQ(on.size(), off.size());
    for (size_t r = 0; r < on.size(); ++r) {
      for (int i = 0; i < kHeuristicAt; ++i) {
        ASSERT_EQ(on[r][i], off[r][i]) << "game " << game << " row " << r << " column " << i;
      }
      for (int i = kHeuristicAt; i < kSequenceAt; ++i) {
        EXPECT_EQ(off[r][i], 0) << "game " << game << " row " << r << " column " << i;
        EXPECT_GE(on[r][i], 0) << "game " << game << " row " << r << " column " << i;
        EXPECT_LE(on[r][i], 1) << "game " << game << " row " << r << " column " << i;
        any = any || on[r][i] > 0;
      }
    }
  }
  EXPECT_TRUE(any);
}

// With --worlds the heuristics' columns are what Monte-Carlo's worlds say: shares of the worlds
// drawn (tenpai a multiple of 1/worlds, each kind's share of his tenpai worlds at most 1), the
// same on every run, the rest of the row as without them, and an estimate that tells: his
// tenpai share is higher where the referee's truth says tenpai than where it does not.
TEST_F(LabelsTest, WorldsColumnsAreTheSampledWorldsShares) {
  constexpr int kWorlds = 40;
  LabelOptions options;
  options.worlds = kWorlds;
  double tenpai_sum[2] = {0, 0};
  int tenpai_rows[2] = {0, 0};
  for (int game = 0; game < kGames; game += 2) {
    const mjref::GameRecord& record = (*games_)[game].record;
    const absl::StatusOr<std::vector<LabelRow>> rows = LabelGame(record, kPrograms, options);
    ASSERT_TRUE(rows.ok()) << rows.status();
    const absl::StatusOr<std::vector<LabelRow>> again = LabelGame(record, kPrograms, options);
    ASSERT_TRUE(again.ok()) << again.status();
    const std::vector<LabelRow> off = Label(record, false);
    ASSERT_EQ(rows->size(), off.size());
    for (size_t r = 0; r < rows->size(); ++r) {
      const LabelRow& row = (*rows)[r];
      ASSERT_EQ(row, (*again)[r]) << "game " << game << " row " << r;
      for (int i = 0; i < kHeuristicAt; ++i) ASSERT_EQ(row[i], off[r][i]) << "column " << i;
      const float tenpai = row[kHeuristicAt];
      EXPECT_FLOAT_EQ(tenpai * kWorlds, std::round(tenpai * kWorlds)) << "game " << game;
      for (int k = 0; k < kNumKinds; ++k) {
        const float share = row[kHeuristicAt + 1 + k];
        EXPECT_GE(share, 0);
        EXPECT_LE(share, 1);
        if (tenpai == 0) {
          EXPECT_EQ(share, 0);
        }
      }
      const int truth = row[kTruthAt + 1] > 0;
      tenpai_sum[truth] += tenpai;
      ++tenpai_rows[truth];
    }
  }
  ASSERT_GT(tenpai_rows[0], 0);
  ASSERT_GT(tenpai_rows[1], 0);
  EXPECT_GT(tenpai_sum[1] / tenpai_rows[1], tenpai_sum[0] / tenpai_rows[0] + 0.1);
}

// His discards in order agree with the features that summarise them: as many as he made, the
// copies of each kind, the ones after a claim of his, his draws non-decreasing and the latest
// no later than now.
TEST_F(LabelsTest, TheSequenceIsHisDiscardsInOrder) {
  const int discards = FeatureColumn("discards");
  const int discarded = FeatureColumn("discarded_1m");
  const int after_claim = FeatureColumn("after_claim_1m");
  int claims = 0;
  for (const PlayedGame& g : *games_) {
    for (const LabelRow& row : Label(g.record, /*heuristics=*/false)) {
      const std::string where = absl::StrCat("game ", g.record.game, " draws ", row[kDraws]);
      const float* seq = &row[kSequenceAt];
      std::array<float, kNumKinds> copies{}, followed{};
      int n = 0;
      for (int slot = 0; slot < kSequenceSlots; ++slot, seq += kSlotColumns) {
        if (seq[0] < 0) {
          for (int c = 1; c < kSlotColumns; ++c) EXPECT_EQ(seq[c], 0) << where;
          continue;
        }
        ASSERT_EQ(slot, n) << where << ": an empty slot before a discard";
        ++n;
        const int kind = static_cast<int>(seq[0]);
        ASSERT_LT(kind, kNumKinds) << where;
        copies[kind] += 0.25f;
        if (seq[2] == 1) followed[kind] = 1;
        claims += seq[2] == 1;
        EXPECT_TRUE(seq[3] == 0 || seq[3] == 1) << where;
        EXPECT_GE(seq[4], 0) << where;
        if (slot > 0) {
          EXPECT_GE(seq[1], seq[1 - kSlotColumns]) << where;
        }
      }
      EXPECT_FLOAT_EQ(row[discards] * 30, static_cast<float>(n)) << where;
      for (int k = 0; k < kNumKinds; ++k) {
        EXPECT_FLOAT_EQ(row[discarded + k], copies[k]) << where << " " << FormatTile(k);
        EXPECT_EQ(row[after_claim + k], followed[k]) << where << " " << FormatTile(k);
      }
    }
  }
  EXPECT_GT(claims, 0);
}

TEST_F(LabelsTest, AGameWithAFaultIsRefused) {
  mjref::GameRecord record = (*games_)[0].record;
  record.faults.push_back(mjref::Fault{2, "/ask throw", "/throw 999", "not held", 40});
  EXPECT_FALSE(LabelGame(record, kPrograms, LabelOptions{}).ok());

  std::ostringstream out;
  LabelWriter writer(out, LabelOptions{});
  EXPECT_FALSE(writer.Add(record));
  EXPECT_EQ(writer.skipped(), 1);
  EXPECT_EQ(writer.games(), 0);
  EXPECT_EQ(writer.rows(), 0);
  EXPECT_THAT(writer.last_skip(), HasSubstr("fault"));
  EXPECT_TRUE(out.str().empty());
}

TEST(LabelColumnsTest, NamesFollowTheLayout) {
  const std::vector<std::string> names = LabelColumnNames();
  ASSERT_EQ(names.size(), static_cast<size_t>(kLabelColumns));
  EXPECT_EQ(names[kGame], "game");
  EXPECT_EQ(names[kDraws], "draws");
  EXPECT_EQ(names[kGroup], "group");
  EXPECT_EQ(names[kGroup + 1], "thrown");
  EXPECT_EQ(names[kHeldAt], "held_1m");
  EXPECT_EQ(names[kFeaturesAt], "go_around");
  EXPECT_EQ(names[kTruthAt - 1], "let_go_7z");
  EXPECT_EQ(names[kTruthAt], "shanten");
  EXPECT_EQ(names[kTruthAt + 1], "tenpai");
  EXPECT_EQ(names[kWaitsAt], "wait_1m");
  EXPECT_EQ(names[kTaiAt + kNumKinds - 1], "tai_7z");
  EXPECT_EQ(names[kHeuristicAt], "heuristic_tenpai");
  EXPECT_EQ(names[kSequenceAt - 1], "heuristic_wait_7z");
  EXPECT_EQ(names[kSequenceAt], "seq1_kind");
  EXPECT_EQ(names[kSequenceAt + kSlotColumns + 1], "seq2_turn");
  EXPECT_EQ(names[kHandAt - 1], "seq24_age");
  EXPECT_EQ(names[kHandAt], "hand_1m");
  EXPECT_EQ(names.back(), "hand_7z");
}

// The writer's rows are the labeller's, float32 in a row, with the games numbered in the file;
// the schema names the columns and the programs by first appearance, with the counts.
TEST_F(LabelsTest, TheWriterWritesTheRowsAndTheSchema) {
  std::array<mjref::GameRecord, 3> records = {(*games_)[1].record, (*games_)[2].record,
                                              (*games_)[3].record};
  records[0].names = {"mjbot", "random", "mjbot", "random"};
  records[1].names = {"zeta", "mjbot", "mjbot", "alpha"};
  records[2].faults.push_back(mjref::Fault{0, "/ask throw", "", "crashed", 10});

  std::ostringstream out;
  LabelOptions options;
  options.heuristics = false;
  LabelWriter writer(out, options);
  EXPECT_TRUE(writer.Add(records[0]));
  EXPECT_TRUE(writer.Add(records[1]));
  EXPECT_FALSE(writer.Add(records[2]));
  const std::vector<LabelRow> first = Label(records[0], false);
  const std::vector<LabelRow> second = Label(records[1], false);
  ASSERT_EQ(writer.rows(), static_cast<std::int64_t>(first.size() + second.size()));
  EXPECT_EQ(writer.games(), 2);
  EXPECT_EQ(writer.skipped(), 1);
  const std::string bytes = out.str();
  ASSERT_EQ(bytes.size(), static_cast<size_t>(writer.rows()) * kLabelColumns * sizeof(float));

  // Read back: the labeller's rows with the games and the programs numbered in the file.
  const std::array<std::array<int, 4>, 2> programs = {{{0, 1, 0, 1}, {2, 0, 0, 3}}};
  size_t at = 0;
  for (int game = 0; game < 2; ++game) {
    for (const LabelRow& want : game == 0 ? first : second) {
      LabelRow got;
      std::memcpy(got.data(), bytes.data() + at, sizeof(float) * kLabelColumns);
      at += sizeof(float) * kLabelColumns;
      const int opponent = static_cast<int>(want[kOpponent]);
      EXPECT_EQ(got[kGame], game);
      EXPECT_EQ(got[kProgram], programs[game][opponent]);
      for (int i = 0; i < kLabelColumns; ++i) {
        if (i != kGame && i != kProgram) {
          ASSERT_EQ(got[i], want[i]) << "column " << i;
        }
      }
    }
  }

  const std::string schema = writer.Schema();
  JsonWriter columns;
  columns.StringArray(LabelColumnNames());
  EXPECT_THAT(schema, HasSubstr(absl::StrCat("\"columns\":", columns.str())));
  EXPECT_THAT(schema, HasSubstr(R"("programs":["mjbot","random","zeta","alpha"])"));
  EXPECT_THAT(schema, HasSubstr(absl::StrCat("\"rows\":", writer.rows())));
  EXPECT_THAT(schema, HasSubstr("\"games\":2"));
  EXPECT_THAT(schema, HasSubstr("\"skipped\":1"));
  EXPECT_EQ(schema.front(), '{');
  EXPECT_EQ(schema.back(), '\n');
}

}  // namespace
}  // namespace mj16::training
