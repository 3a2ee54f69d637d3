// Labelled positions for the learned reading (docs/reading.md), from any run's game
// records: at every `/ask throw`, for each of the three others, what the asked seat can see of
// him (bot/reading/features.h), the truth about his hand, and what today's heuristics estimate.
//
// Every seat's table view is rebuilt from the lines the record says it received, so a seat's
// view holds its own true hand: the truth about an opponent is his own view's hand at that line.
// A game with a fault is skipped (a dummy hears nothing more, so its view stops).
//
// The output is binary: rows of little-endian float32, kLabelColumns a row, and a JSON schema
// beside it naming the columns and the programs (tools/training/reading_data.py reads both).
#ifndef MJ16_TOOLS_TRAINING_LABELS_H_
#define MJ16_TOOLS_TRAINING_LABELS_H_

#include <array>
#include <cstdint>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "bot/reading/features.h"
#include "bot/settings/settings.h"
#include "core/tile.h"
#include "tools/mjref/engine/record.h"

namespace mj16::training {

// The columns of a row, in order: the meta block, the features, the truth, the heuristics, his
// discards in order, his hand.
// game (LabelGame: the record's index; LabelWriter: the game's index in its file, unique across
// the runs a file mixes), seat, opponent seat, opponent program, draws, group, and the kind the
// seat threw in answer (−1 when its answer was no discard).
inline constexpr int kMetaColumns = 7;
inline constexpr int kHeldColumns = kNumKinds;           // the asked seat's concealed kinds
inline constexpr int kTruthColumns = 2 + 2 * kNumKinds;  // shanten, tenpai, waits, tai per wait
inline constexpr int kHeuristicColumns = 1 + kNumKinds;  // P(tenpai), sampled wait share
// His discards as a sequence, for models that read the order itself (the features summarise it):
// the latest kSequenceSlots, oldest first, empty slots after them with kind −1. Per slot: the
// kind, his draws when he threw it, whether it followed a claim of his, whether somebody took
// it, and his draws since. The most discards of one hand in 1,000 labelled games were 18.
inline constexpr int kSequenceSlots = 24;
inline constexpr int kSlotColumns = 5;
inline constexpr int kSequenceColumns = kSequenceSlots * kSlotColumns;
// Last, more truth: his concealed kinds (concealed kongs excluded), for a reading of the copies
// the others hold (docs/reading.md).
inline constexpr int kHandColumns = kNumKinds;
inline constexpr int kLabelColumns = kMetaColumns + kHeldColumns + bot::kOpponentFeatures +
                                     kTruthColumns + kHeuristicColumns + kSequenceColumns +
                                     kHandColumns;

using LabelRow = std::array<float, kLabelColumns>;

// The column names in order.
std::vector<std::string> LabelColumnNames();

struct LabelOptions {
  // The heuristics' estimates, as mjbot's defaults make them (sampling the waits is most of the
  // labelling time; false leaves those columns 0).
  bool heuristics = true;
  // > 0: the heuristics' columns hold instead what this many of Monte-Carlo's sampled worlds say
  // (bot/mc/worlds.h, drawn as mjbot draws them by `settings`): the share of worlds in which he
  // is tenpai, and per kind the share of those in which it wins for him, so that their product
  // (reading_data.py heuristic_risk) is the worlds' chance that the kind is his winning tile.
  int worlds = 0;
  bot::Settings settings;  // the heuristics' (settings.reading) and the worlds'
};

class LabelWriter {
 public:
  LabelWriter(std::ostream& rows, LabelOptions options)
      : rows_(rows), options_(std::move(options)) {}

  // Writes the rows of one game; false when it was skipped (a fault, or a line the views
  // refused: the error is kept in last_skip()).
  bool Add(const mjref::GameRecord& record);

  // The JSON schema: columns, the programs' names by index, rows and games written, skipped.
  std::string Schema() const;

  std::int64_t rows() const { return rows_written_; }
  int games() const { return games_; }
  int skipped() const { return skipped_; }
  const std::string& last_skip() const { return last_skip_; }

 private:
  int ProgramIndex(const std::string& name);

  std::ostream& rows_;
  LabelOptions options_;
  std::vector<std::string> programs_;
  std::int64_t rows_written_ = 0;
  int games_ = 0;
  int skipped_ = 0;
  std::string last_skip_;
};

// Labels one game without writing: its rows, or an error saying why it was skipped.
absl::StatusOr<std::vector<LabelRow>> LabelGame(const mjref::GameRecord& record,
                                                const std::array<int, 4>& program_index,
                                                const LabelOptions& options);

}  // namespace mj16::training

#endif  // MJ16_TOOLS_TRAINING_LABELS_H_
