// The copies of each kind the others hold (docs/reading.md, "The copies the others hold"): per
// opponent, the chance that one copy the seat has not seen sits in his concealed hand, from the
// learned reading's network trained on the referee's truth for this question
// (tools/training/train_held.py; weights embedded from bot/reading/data/held_model.txt). The
// offence's evaluator takes the expected copies out of the live count (bot/offence/evaluator.h).
#ifndef MJ16_BOT_READING_HELD_H_
#define MJ16_BOT_READING_HELD_H_

#include <array>

#include "bot/reading/model.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

// Expected copies of each kind in the three others' concealed hands.
using HeldCounts = std::array<float, kNumKinds>;

// The embedded network (parsed once; tests/held_test.cc checks it parses and agrees with
// PyTorch).
const ReadingModel& HeldModel();

// Per kind, the chance that one unseen copy is in the concealed hand of the opponent described
// by `x`: the sigmoid of the network's per-kind outputs.
std::array<double, kNumKinds> HeldShares(const ReadingModel& model, const OpponentFeatureVector& x);

// The copies each kind has unseen by `view`'s seat that the three others are expected to hold,
// at most the unseen copies.
HeldCounts ExpectedHeldByOthers(const TableView& view, const ReadingModel& model = HeldModel());

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_HELD_H_
