#include "tools/training/labels.h"

#include <algorithm>
#include <array>

#include "absl/strings/str_cat.h"
#include "bot/decide/monte_carlo.h"
#include "bot/mc/worlds.h"
#include "bot/reading/danger.h"
#include "bot/reading/reading.h"
#include "bot/reading/threat.h"
#include "bot/reading/waits.h"
#include "core/notation.h"
#include "core/protocol.h"
#include "core/scoring.h"
#include "core/table_view.h"
#include "tables/shanten.h"
#include "tools/common/json.h"
#include "tools/mjref/records/seat_views.h"

namespace mj16::training {
namespace {

// The kind the asked seat threw in answer to the question at transcript line `ask`, kNoTile
// when its answer is not a discard.
Tile ThrownAfter(const mjref::GameRecord& record, size_t ask, int seat) {
  for (size_t i = ask + 1; i < record.transcript.size(); ++i) {
    const mjref::TranscriptLine& line = record.transcript[i];
    if (!line.From(seat)) continue;
    const absl::StatusOr<Action> a = ParseAnswer(line.text);
    return a.ok() && a->type == ActionType::kThrow ? KindOf(a->cards[0]) : kNoTile;
  }
  return kNoTile;
}

// The worlds mjbot's search would draw at `view` under options.settings, and its parameters.
absl::StatusOr<bot::mc::WorldSampler> SamplerAt(const TableView& view, const LabelOptions& options,
                                                bot::mc::McParams& params) {
  const bot::Reading reading(view, options.settings.reading);
  params = bot::McParamsOf(reading, options.settings);
  return bot::mc::WorldSampler::Create(view, params.worlds);
}

// LabelOptions::worlds' estimates for every other seat of `view` (our 3n+2 turn), from the
// worlds mjbot's search would draw there: his share of tenpai worlds, and per kind the share of
// those in which it wins for him. Zero when the view admits no world.
void WorldEstimates(const TableView& view, const LabelOptions& options,
                    std::array<double, 4>& tenpai, std::array<bot::WaitShare, 4>& shares) {
  bot::mc::McParams params;
  const absl::StatusOr<bot::mc::WorldSampler> sampler = SamplerAt(view, options, params);
  if (!sampler.ok()) return;
  std::array<double, 4> tenpai_worlds{};
  std::array<std::array<double, kNumKinds>, 4> wins{};
  bot::mc::ForEachWorldWaits(*sampler, options.worlds, params.seed,
                             [&](int, const std::array<tables::TileMask, 4>& waits) {
                               for (int s = 0; s < 4; ++s) {
                                 if (s == view.pos() - 1 || waits[s] == 0) continue;
                                 ++tenpai_worlds[s];
                                 for (int k = 0; k < kNumKinds; ++k) {
                                   if ((waits[s] >> k) & 1) ++wins[s][k];
                                 }
                               }
                             });
  if (options.worlds <= 0) return;
  for (int s = 0; s < 4; ++s) {
    if (s == view.pos() - 1) continue;
    tenpai[s] = tenpai_worlds[s] / options.worlds;
    for (int k = 0; k < kNumKinds; ++k) {
      shares[s][k] = tenpai_worlds[s] > 0 ? wins[s][k] / tenpai_worlds[s] : 0;
    }
  }
}

constexpr int kHeldAt = kMetaColumns;
constexpr int kFeaturesAt = kHeldAt + kHeldColumns;
constexpr int kTruthAt = kFeaturesAt + bot::kOpponentFeatures;
constexpr int kHeuristicAt = kTruthAt + kTruthColumns;
constexpr int kSequenceAt = kHeuristicAt + kHeuristicColumns;
constexpr int kHandAt = kSequenceAt + kSequenceColumns;
constexpr std::array<const char*, kSlotColumns> kSlotNames = {"kind", "turn", "after_claim",
                                                              "taken", "age"};

// p's discards in order, as view's seat sees them (labels.h).
void WriteSequence(const TableView& view, int p, LabelRow& row) {
  const SeatView& seat = view.seat(p);
  const int n = static_cast<int>(seat.discards.size());
  const int first = std::max(0, n - kSequenceSlots);
  for (int slot = 0; slot < kSequenceSlots; ++slot) {
    float* out = &row[kSequenceAt + slot * kSlotColumns];
    const int i = first + slot;
    if (i >= n) {
      out[0] = -1;
      continue;
    }
    const DiscardRecord& d = seat.discards[i];
    const int turn = d.draws_at[p - 1];
    out[0] = static_cast<float>(KindOf(d.card));
    out[1] = static_cast<float>(turn);
    out[2] = bot::FollowedAClaim(view, p, i);
    out[3] = d.claimed;
    out[4] = static_cast<float>(seat.draws - turn);
  }
}

// The truth about position p from his own view: shanten, tenpai, his waits and the tai each
// would score as a win on another's discard.
void WriteTruth(const TableView& his, int p, LabelRow& row) {
  const Hand hand = his.hand().ToHand();
  const tables::ShantenInfo info = tables::Analyze(hand.concealed, his.melds_needed());
  row[kTruthAt] = static_cast<float>(info.shanten);
  if (info.shanten != 0) return;  // not tenpai: no waits
  for (int k = 0; k < kNumKinds; ++k) {
    if (((info.effective >> k) & 1) == 0) continue;
    row[kTruthAt + 2 + k] = 1;
    Hand won = hand;
    ++won.concealed[k];
    const absl::StatusOr<Score> score =
        ScoreWin(won, WinContextFor(p, his.dealer(), his.round_wind(), static_cast<Tile>(k)));
    // A wait that cannot score (the rules refuse the shape) is no wait of his.
    if (score.ok()) {
      row[kTruthAt + 2 + kNumKinds + k] = static_cast<float>(score->tai);
    } else {
      row[kTruthAt + 2 + k] = 0;
    }
  }
  bool any = false;
  for (int k = 0; k < kNumKinds; ++k) any = any || row[kTruthAt + 2 + k] > 0;
  row[kTruthAt + 1] = any;
}

}  // namespace

std::vector<std::string> LabelColumnNames() {
  std::vector<std::string> names = {"game",  "seat",  "opponent", "program",
                                    "draws", "group", "thrown"};
  for (int k = 0; k < kNumKinds; ++k) {
    names.push_back(absl::StrCat("held_", FormatTile(static_cast<Tile>(k))));
  }
  for (int i = 0; i < bot::kOpponentFeatures; ++i) {
    names.emplace_back(bot::OpponentFeatureName(i));
  }
  names.push_back("shanten");
  names.push_back("tenpai");
  for (int k = 0; k < kNumKinds; ++k) {
    names.push_back(absl::StrCat("wait_", FormatTile(static_cast<Tile>(k))));
  }
  for (int k = 0; k < kNumKinds; ++k) {
    names.push_back(absl::StrCat("tai_", FormatTile(static_cast<Tile>(k))));
  }
  names.emplace_back("heuristic_tenpai");
  for (int k = 0; k < kNumKinds; ++k) {
    names.push_back(absl::StrCat("heuristic_wait_", FormatTile(static_cast<Tile>(k))));
  }
  for (int slot = 1; slot <= kSequenceSlots; ++slot) {
    for (const char* name : kSlotNames) names.push_back(absl::StrCat("seq", slot, "_", name));
  }
  for (int k = 0; k < kNumKinds; ++k) {
    names.push_back(absl::StrCat("hand_", FormatTile(static_cast<Tile>(k))));
  }
  return names;
}

absl::StatusOr<std::vector<LabelRow>> LabelGame(const mjref::GameRecord& record,
                                                const std::array<int, 4>& program_index,
                                                const LabelOptions& options) {
  if (!record.faults.empty()) return absl::FailedPreconditionError("a fault");
  std::vector<LabelRow> rows;
  const absl::Status replayed = mjref::ReplaySeatViews(record, [&](const mjref::SeatLine& l) {
    if (l.message.kind != Message::Kind::kAsk || l.message.ask != Ask::kThrow) return true;
    const TableView& view = l.view();
    const int seat = l.seat, pos = seat + 1;
    std::array<bot::WaitShare, 4> shares{};
    std::array<double, 4> tenpai{};
    if (options.worlds > 0) {
      WorldEstimates(view, options, tenpai, shares);
    } else if (options.heuristics) {
      shares = bot::ThreatWaits(view, {}, options.settings.reading);
      for (int p = 1; p <= 4; ++p) {
        if (p != pos) tenpai[p - 1] = bot::TenpaiLikelihood(view, p, options.settings.reading);
      }
    }
    const TileCounts held = view.hand().Counts();
    const Tile thrown = ThrownAfter(record, l.index, seat);
    for (int p = 1; p <= 4; ++p) {
      if (p == pos) continue;
      LabelRow row{};
      row[0] = static_cast<float>(record.game);
      row[1] = static_cast<float>(seat);
      row[2] = static_cast<float>(p - 1);
      row[3] = static_cast<float>(program_index[p - 1]);
      row[4] = static_cast<float>(view.draws());
      row[5] = static_cast<float>(record.Group());
      row[6] = thrown == kNoTile ? -1.0f : static_cast<float>(thrown);
      for (int k = 0; k < kNumKinds; ++k) row[kHeldAt + k] = held[k];
      const bot::OpponentFeatureVector f = bot::OpponentFeatures(view, p);
      std::copy(f.begin(), f.end(), row.begin() + kFeaturesAt);
      WriteTruth(l.views[p - 1], p, row);
      WriteSequence(view, p, row);
      const TileCounts his = l.views[p - 1].hand().Counts();
      for (int k = 0; k < kNumKinds; ++k) row[kHandAt + k] = his[k];
      if (options.heuristics || options.worlds > 0) {
        row[kHeuristicAt] = static_cast<float>(tenpai[p - 1]);
        for (int k = 0; k < kNumKinds; ++k) {
          row[kHeuristicAt + 1 + k] = static_cast<float>(std::min(1.0, shares[p - 1][k]));
        }
      }
      rows.push_back(row);
    }
    return true;
  });
  if (!replayed.ok()) return absl::InvalidArgumentError(replayed.message());
  return rows;
}

int LabelWriter::ProgramIndex(const std::string& name) {
  auto it = std::find(programs_.begin(), programs_.end(), name);
  if (it != programs_.end()) return static_cast<int>(it - programs_.begin());
  programs_.push_back(name);
  return static_cast<int>(programs_.size()) - 1;
}

bool LabelWriter::Add(const mjref::GameRecord& record) {
  std::array<int, 4> programs;
  for (int s = 0; s < 4; ++s) programs[s] = ProgramIndex(record.names[s]);
  absl::StatusOr<std::vector<LabelRow>> rows = LabelGame(record, programs, options_);
  if (!rows.ok()) {
    ++skipped_;
    last_skip_ = absl::StrCat("game ", record.game, ": ", rows.status().message());
    return false;
  }
  for (LabelRow& row : *rows) {
    row[0] = static_cast<float>(games_);  // unique in the file, whatever runs it mixes
    rows_.write(reinterpret_cast<const char*>(row.data()), sizeof(float) * row.size());
  }
  rows_written_ += static_cast<std::int64_t>(rows->size());
  ++games_;
  return true;
}

std::string LabelWriter::Schema() const {
  JsonWriter j;
  j.BeginObject();
  j.Key("format").String("float32-le");
  j.Key("columns").StringArray(LabelColumnNames());
  j.Key("programs").StringArray(programs_);
  j.Key("rows").Int(rows_written_);
  j.Key("games").Int(games_);
  j.Key("skipped").Int(skipped_);
  j.EndObject();
  return j.str() + "\n";
}

}  // namespace mj16::training
